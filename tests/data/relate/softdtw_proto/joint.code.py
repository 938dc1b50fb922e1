


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1], [1], [1], False, [0], 1);  _param_constant0 = _param_constant1 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach = torch.ops.aten.detach.default(relu)
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant2, _param_constant3, [1], [1], [1], False, [0], 1);  _param_constant2 = _param_constant3 = None
    transpose = torch.ops.aten.transpose.int(convolution_1, 1, 2);  convolution_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(transpose, 2)
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, [-1]);  pow_1 = None
    _param_constant4 = self._param_constant4
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_param_constant4, 2);  _param_constant4 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(pow_2, [-1]);  pow_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(transpose, 3)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 4);  unsqueeze = None
    permute = torch.ops.aten.permute.default(unsqueeze_1, [0, 3, 1, 4, 2]);  unsqueeze_1 = None
    _param_constant4_1 = self._param_constant4
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_param_constant4_1, 3);  _param_constant4_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 4);  unsqueeze_2 = None
    permute_1 = torch.ops.aten.permute.default(unsqueeze_3, [3, 0, 4, 1, 2]);  unsqueeze_3 = None
    permute_2 = torch.ops.aten.permute.default(permute, [0, 2, 4, 1, 3]);  permute = None
    clone = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [1, 32, 4]);  clone = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [4, 1, 3, 0, 2]);  permute_1 = None
    view = torch.ops.aten.view.default(permute_3, [1, 4, 15]);  permute_3 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, view)
    view_1 = torch.ops.aten.view.default(bmm, [4, 8, 1, 3, 5]);  bmm = None
    permute_4 = torch.ops.aten.permute.default(view_1, [0, 3, 1, 4, 2]);  view_1 = None
    view_2 = torch.ops.aten.view.default(permute_4, [4, 3, 8, 5]);  permute_4 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(sum_1, 1);  sum_1 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(sum_2, 0);  sum_2 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2);  unsqueeze_6 = None
    add = torch.ops.aten.add.Tensor(unsqueeze_5, unsqueeze_7);  unsqueeze_5 = unsqueeze_7 = None
    mul = torch.ops.aten.mul.Tensor(view_2, 2);  view_2 = None
    sub = torch.ops.aten.sub.Tensor(add, mul);  add = mul = None
    view_3 = torch.ops.aten.view.default(sub, [12, 8, 5]);  sub = None
    full = torch.ops.aten.full.default([12, 10, 7], inf, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    select = torch.ops.aten.select.int(full, 1, 0)
    select_1 = torch.ops.aten.select.int(select, 1, 0);  select = None
    fill_ = torch.ops.aten.fill_.Tensor(select_1, lift_fresh_copy);  select_1 = lift_fresh_copy = fill_ = None
    select_2 = torch.ops.aten.select.int(full, 1, 0)
    select_3 = torch.ops.aten.select.int(select_2, 1, 0);  select_2 = None
    neg = torch.ops.aten.neg.default(select_3);  select_3 = None
    select_4 = torch.ops.aten.select.int(full, 1, 0)
    select_5 = torch.ops.aten.select.int(select_4, 1, 1);  select_4 = None
    neg_1 = torch.ops.aten.neg.default(select_5);  select_5 = None
    select_6 = torch.ops.aten.select.int(full, 1, 1)
    select_7 = torch.ops.aten.select.int(select_6, 1, 0);  select_6 = None
    neg_2 = torch.ops.aten.neg.default(select_7);  select_7 = None
    stack = torch.ops.aten.stack.default([neg, neg_1, neg_2]);  neg = neg_1 = neg_2 = None
    div = torch.ops.aten.div.Tensor(stack, 0.5);  stack = None
    select_8 = torch.ops.aten.select.int(view_3, 1, 0)
    select_9 = torch.ops.aten.select.int(select_8, 1, 0);  select_8 = None
    logsumexp = torch.ops.aten.logsumexp.default(div, [0]);  div = None
    mul_1 = torch.ops.aten.mul.Tensor(logsumexp, 0.5);  logsumexp = None
    sub_1 = torch.ops.aten.sub.Tensor(select_9, mul_1);  select_9 = mul_1 = None
    select_10 = torch.ops.aten.select.int(full, 1, 1)
    select_11 = torch.ops.aten.select.int(select_10, 1, 1);  select_10 = None
    copy_ = torch.ops.aten.copy_.default(select_11, sub_1);  select_11 = sub_1 = copy_ = None
    select_12 = torch.ops.aten.select.int(full, 1, 1)
    select_13 = torch.ops.aten.select.int(select_12, 1, 0);  select_12 = None
    neg_3 = torch.ops.aten.neg.default(select_13);  select_13 = None
    select_14 = torch.ops.aten.select.int(full, 1, 1)
    select_15 = torch.ops.aten.select.int(select_14, 1, 1);  select_14 = None
    neg_4 = torch.ops.aten.neg.default(select_15);  select_15 = None
    select_16 = torch.ops.aten.select.int(full, 1, 2)
    select_17 = torch.ops.aten.select.int(select_16, 1, 0);  select_16 = None
    neg_5 = torch.ops.aten.neg.default(select_17);  select_17 = None
    stack_1 = torch.ops.aten.stack.default([neg_3, neg_4, neg_5]);  neg_3 = neg_4 = neg_5 = None
    div_1 = torch.ops.aten.div.Tensor(stack_1, 0.5);  stack_1 = None
    select_18 = torch.ops.aten.select.int(view_3, 1, 1)
    select_19 = torch.ops.aten.select.int(select_18, 1, 0);  select_18 = None
    logsumexp_1 = torch.ops.aten.logsumexp.default(div_1, [0]);  div_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(logsumexp_1, 0.5);  logsumexp_1 = None
    sub_2 = torch.ops.aten.sub.Tensor(select_19, mul_2);  select_19 = mul_2 = None
    select_20 = torch.ops.aten.select.int(full, 1, 2)
    select_21 = torch.ops.aten.select.int(select_20, 1, 1);  select_20 = None
    copy__1 = torch.ops.aten.copy_.default(select_21, sub_2);  select_21 = sub_2 = copy__1 = None
    select_22 = torch.ops.aten.select.int(full, 1, 2)
    select_23 = torch.ops.aten.select.int(select_22, 1, 0);  select_22 = None
    neg_6 = torch.ops.aten.neg.default(select_23);  select_23 = None
    select_24 = torch.ops.aten.select.int(full, 1, 2)
    select_25 = torch.ops.aten.select.int(select_24, 1, 1);  select_24 = None
    neg_7 = torch.ops.aten.neg.default(select_25);  select_25 = None
    select_26 = torch.ops.aten.select.int(full, 1, 3)
    select_27 = torch.ops.aten.select.int(select_26, 1, 0);  select_26 = None
    neg_8 = torch.ops.aten.neg.default(select_27);  select_27 = None
    stack_2 = torch.ops.aten.stack.default([neg_6, neg_7, neg_8]);  neg_6 = neg_7 = neg_8 = None
    div_2 = torch.ops.aten.div.Tensor(stack_2, 0.5);  stack_2 = None
    select_28 = torch.ops.aten.select.int(view_3, 1, 2)
    select_29 = torch.ops.aten.select.int(select_28, 1, 0);  select_28 = None
    logsumexp_2 = torch.ops.aten.logsumexp.default(div_2, [0]);  div_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(logsumexp_2, 0.5);  logsumexp_2 = None
    sub_3 = torch.ops.aten.sub.Tensor(select_29, mul_3);  select_29 = mul_3 = None
    select_30 = torch.ops.aten.select.int(full, 1, 3)
    select_31 = torch.ops.aten.select.int(select_30, 1, 1);  select_30 = None
    copy__2 = torch.ops.aten.copy_.default(select_31, sub_3);  select_31 = sub_3 = copy__2 = None
    select_32 = torch.ops.aten.select.int(full, 1, 3)
    select_33 = torch.ops.aten.select.int(select_32, 1, 0);  select_32 = None
    neg_9 = torch.ops.aten.neg.default(select_33);  select_33 = None
    select_34 = torch.ops.aten.select.int(full, 1, 3)
    select_35 = torch.ops.aten.select.int(select_34, 1, 1);  select_34 = None
    neg_10 = torch.ops.aten.neg.default(select_35);  select_35 = None
    select_36 = torch.ops.aten.select.int(full, 1, 4)
    select_37 = torch.ops.aten.select.int(select_36, 1, 0);  select_36 = None
    neg_11 = torch.ops.aten.neg.default(select_37);  select_37 = None
    stack_3 = torch.ops.aten.stack.default([neg_9, neg_10, neg_11]);  neg_9 = neg_10 = neg_11 = None
    div_3 = torch.ops.aten.div.Tensor(stack_3, 0.5);  stack_3 = None
    select_38 = torch.ops.aten.select.int(view_3, 1, 3)
    select_39 = torch.ops.aten.select.int(select_38, 1, 0);  select_38 = None
    logsumexp_3 = torch.ops.aten.logsumexp.default(div_3, [0]);  div_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(logsumexp_3, 0.5);  logsumexp_3 = None
    sub_4 = torch.ops.aten.sub.Tensor(select_39, mul_4);  select_39 = mul_4 = None
    select_40 = torch.ops.aten.select.int(full, 1, 4)
    select_41 = torch.ops.aten.select.int(select_40, 1, 1);  select_40 = None
    copy__3 = torch.ops.aten.copy_.default(select_41, sub_4);  select_41 = sub_4 = copy__3 = None
    select_42 = torch.ops.aten.select.int(full, 1, 4)
    select_43 = torch.ops.aten.select.int(select_42, 1, 0);  select_42 = None
    neg_12 = torch.ops.aten.neg.default(select_43);  select_43 = None
    select_44 = torch.ops.aten.select.int(full, 1, 4)
    select_45 = torch.ops.aten.select.int(select_44, 1, 1);  select_44 = None
    neg_13 = torch.ops.aten.neg.default(select_45);  select_45 = None
    select_46 = torch.ops.aten.select.int(full, 1, 5)
    select_47 = torch.ops.aten.select.int(select_46, 1, 0);  select_46 = None
    neg_14 = torch.ops.aten.neg.default(select_47);  select_47 = None
    stack_4 = torch.ops.aten.stack.default([neg_12, neg_13, neg_14]);  neg_12 = neg_13 = neg_14 = None
    div_4 = torch.ops.aten.div.Tensor(stack_4, 0.5);  stack_4 = None
    select_48 = torch.ops.aten.select.int(view_3, 1, 4)
    select_49 = torch.ops.aten.select.int(select_48, 1, 0);  select_48 = None
    logsumexp_4 = torch.ops.aten.logsumexp.default(div_4, [0]);  div_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(logsumexp_4, 0.5);  logsumexp_4 = None
    sub_5 = torch.ops.aten.sub.Tensor(select_49, mul_5);  select_49 = mul_5 = None
    select_50 = torch.ops.aten.select.int(full, 1, 5)
    select_51 = torch.ops.aten.select.int(select_50, 1, 1);  select_50 = None
    copy__4 = torch.ops.aten.copy_.default(select_51, sub_5);  select_51 = sub_5 = copy__4 = None
    select_52 = torch.ops.aten.select.int(full, 1, 5)
    select_53 = torch.ops.aten.select.int(select_52, 1, 0);  select_52 = None
    neg_15 = torch.ops.aten.neg.default(select_53);  select_53 = None
    select_54 = torch.ops.aten.select.int(full, 1, 5)
    select_55 = torch.ops.aten.select.int(select_54, 1, 1);  select_54 = None
    neg_16 = torch.ops.aten.neg.default(select_55);  select_55 = None
    select_56 = torch.ops.aten.select.int(full, 1, 6)
    select_57 = torch.ops.aten.select.int(select_56, 1, 0);  select_56 = None
    neg_17 = torch.ops.aten.neg.default(select_57);  select_57 = None
    stack_5 = torch.ops.aten.stack.default([neg_15, neg_16, neg_17]);  neg_15 = neg_16 = neg_17 = None
    div_5 = torch.ops.aten.div.Tensor(stack_5, 0.5);  stack_5 = None
    select_58 = torch.ops.aten.select.int(view_3, 1, 5)
    select_59 = torch.ops.aten.select.int(select_58, 1, 0);  select_58 = None
    logsumexp_5 = torch.ops.aten.logsumexp.default(div_5, [0]);  div_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(logsumexp_5, 0.5);  logsumexp_5 = None
    sub_6 = torch.ops.aten.sub.Tensor(select_59, mul_6);  select_59 = mul_6 = None
    select_60 = torch.ops.aten.select.int(full, 1, 6)
    select_61 = torch.ops.aten.select.int(select_60, 1, 1);  select_60 = None
    copy__5 = torch.ops.aten.copy_.default(select_61, sub_6);  select_61 = sub_6 = copy__5 = None
    select_62 = torch.ops.aten.select.int(full, 1, 6)
    select_63 = torch.ops.aten.select.int(select_62, 1, 0);  select_62 = None
    neg_18 = torch.ops.aten.neg.default(select_63);  select_63 = None
    select_64 = torch.ops.aten.select.int(full, 1, 6)
    select_65 = torch.ops.aten.select.int(select_64, 1, 1);  select_64 = None
    neg_19 = torch.ops.aten.neg.default(select_65);  select_65 = None
    select_66 = torch.ops.aten.select.int(full, 1, 7)
    select_67 = torch.ops.aten.select.int(select_66, 1, 0);  select_66 = None
    neg_20 = torch.ops.aten.neg.default(select_67);  select_67 = None
    stack_6 = torch.ops.aten.stack.default([neg_18, neg_19, neg_20]);  neg_18 = neg_19 = neg_20 = None
    div_6 = torch.ops.aten.div.Tensor(stack_6, 0.5);  stack_6 = None
    select_68 = torch.ops.aten.select.int(view_3, 1, 6)
    select_69 = torch.ops.aten.select.int(select_68, 1, 0);  select_68 = None
    logsumexp_6 = torch.ops.aten.logsumexp.default(div_6, [0]);  div_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(logsumexp_6, 0.5);  logsumexp_6 = None
    sub_7 = torch.ops.aten.sub.Tensor(select_69, mul_7);  select_69 = mul_7 = None
    select_70 = torch.ops.aten.select.int(full, 1, 7)
    select_71 = torch.ops.aten.select.int(select_70, 1, 1);  select_70 = None
    copy__6 = torch.ops.aten.copy_.default(select_71, sub_7);  select_71 = sub_7 = copy__6 = None
    select_72 = torch.ops.aten.select.int(full, 1, 7)
    select_73 = torch.ops.aten.select.int(select_72, 1, 0);  select_72 = None
    neg_21 = torch.ops.aten.neg.default(select_73);  select_73 = None
    select_74 = torch.ops.aten.select.int(full, 1, 7)
    select_75 = torch.ops.aten.select.int(select_74, 1, 1);  select_74 = None
    neg_22 = torch.ops.aten.neg.default(select_75);  select_75 = None
    select_76 = torch.ops.aten.select.int(full, 1, 8)
    select_77 = torch.ops.aten.select.int(select_76, 1, 0);  select_76 = None
    neg_23 = torch.ops.aten.neg.default(select_77);  select_77 = None
    stack_7 = torch.ops.aten.stack.default([neg_21, neg_22, neg_23]);  neg_21 = neg_22 = neg_23 = None
    div_7 = torch.ops.aten.div.Tensor(stack_7, 0.5);  stack_7 = None
    select_78 = torch.ops.aten.select.int(view_3, 1, 7)
    select_79 = torch.ops.aten.select.int(select_78, 1, 0);  select_78 = None
    logsumexp_7 = torch.ops.aten.logsumexp.default(div_7, [0]);  div_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(logsumexp_7, 0.5);  logsumexp_7 = None
    sub_8 = torch.ops.aten.sub.Tensor(select_79, mul_8);  select_79 = mul_8 = None
    select_80 = torch.ops.aten.select.int(full, 1, 8)
    select_81 = torch.ops.aten.select.int(select_80, 1, 1);  select_80 = None
    copy__7 = torch.ops.aten.copy_.default(select_81, sub_8);  select_81 = sub_8 = copy__7 = None
    select_82 = torch.ops.aten.select.int(full, 1, 0)
    select_83 = torch.ops.aten.select.int(select_82, 1, 1);  select_82 = None
    neg_24 = torch.ops.aten.neg.default(select_83);  select_83 = None
    select_84 = torch.ops.aten.select.int(full, 1, 0)
    select_85 = torch.ops.aten.select.int(select_84, 1, 2);  select_84 = None
    neg_25 = torch.ops.aten.neg.default(select_85);  select_85 = None
    select_86 = torch.ops.aten.select.int(full, 1, 1)
    select_87 = torch.ops.aten.select.int(select_86, 1, 1);  select_86 = None
    neg_26 = torch.ops.aten.neg.default(select_87);  select_87 = None
    stack_8 = torch.ops.aten.stack.default([neg_24, neg_25, neg_26]);  neg_24 = neg_25 = neg_26 = None
    div_8 = torch.ops.aten.div.Tensor(stack_8, 0.5);  stack_8 = None
    select_88 = torch.ops.aten.select.int(view_3, 1, 0)
    select_89 = torch.ops.aten.select.int(select_88, 1, 1);  select_88 = None
    logsumexp_8 = torch.ops.aten.logsumexp.default(div_8, [0]);  div_8 = None
    mul_9 = torch.ops.aten.mul.Tensor(logsumexp_8, 0.5);  logsumexp_8 = None
    sub_9 = torch.ops.aten.sub.Tensor(select_89, mul_9);  select_89 = mul_9 = None
    select_90 = torch.ops.aten.select.int(full, 1, 1)
    select_91 = torch.ops.aten.select.int(select_90, 1, 2);  select_90 = None
    copy__8 = torch.ops.aten.copy_.default(select_91, sub_9);  select_91 = sub_9 = copy__8 = None
    select_92 = torch.ops.aten.select.int(full, 1, 1)
    select_93 = torch.ops.aten.select.int(select_92, 1, 1);  select_92 = None
    neg_27 = torch.ops.aten.neg.default(select_93);  select_93 = None
    select_94 = torch.ops.aten.select.int(full, 1, 1)
    select_95 = torch.ops.aten.select.int(select_94, 1, 2);  select_94 = None
    neg_28 = torch.ops.aten.neg.default(select_95);  select_95 = None
    select_96 = torch.ops.aten.select.int(full, 1, 2)
    select_97 = torch.ops.aten.select.int(select_96, 1, 1);  select_96 = None
    neg_29 = torch.ops.aten.neg.default(select_97);  select_97 = None
    stack_9 = torch.ops.aten.stack.default([neg_27, neg_28, neg_29]);  neg_27 = neg_28 = neg_29 = None
    div_9 = torch.ops.aten.div.Tensor(stack_9, 0.5);  stack_9 = None
    select_98 = torch.ops.aten.select.int(view_3, 1, 1)
    select_99 = torch.ops.aten.select.int(select_98, 1, 1);  select_98 = None
    logsumexp_9 = torch.ops.aten.logsumexp.default(div_9, [0]);  div_9 = None
    mul_10 = torch.ops.aten.mul.Tensor(logsumexp_9, 0.5);  logsumexp_9 = None
    sub_10 = torch.ops.aten.sub.Tensor(select_99, mul_10);  select_99 = mul_10 = None
    select_100 = torch.ops.aten.select.int(full, 1, 2)
    select_101 = torch.ops.aten.select.int(select_100, 1, 2);  select_100 = None
    copy__9 = torch.ops.aten.copy_.default(select_101, sub_10);  select_101 = sub_10 = copy__9 = None
    select_102 = torch.ops.aten.select.int(full, 1, 2)
    select_103 = torch.ops.aten.select.int(select_102, 1, 1);  select_102 = None
    neg_30 = torch.ops.aten.neg.default(select_103);  select_103 = None
    select_104 = torch.ops.aten.select.int(full, 1, 2)
    select_105 = torch.ops.aten.select.int(select_104, 1, 2);  select_104 = None
    neg_31 = torch.ops.aten.neg.default(select_105);  select_105 = None
    select_106 = torch.ops.aten.select.int(full, 1, 3)
    select_107 = torch.ops.aten.select.int(select_106, 1, 1);  select_106 = None
    neg_32 = torch.ops.aten.neg.default(select_107);  select_107 = None
    stack_10 = torch.ops.aten.stack.default([neg_30, neg_31, neg_32]);  neg_30 = neg_31 = neg_32 = None
    div_10 = torch.ops.aten.div.Tensor(stack_10, 0.5);  stack_10 = None
    select_108 = torch.ops.aten.select.int(view_3, 1, 2)
    select_109 = torch.ops.aten.select.int(select_108, 1, 1);  select_108 = None
    logsumexp_10 = torch.ops.aten.logsumexp.default(div_10, [0]);  div_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(logsumexp_10, 0.5);  logsumexp_10 = None
    sub_11 = torch.ops.aten.sub.Tensor(select_109, mul_11);  select_109 = mul_11 = None
    select_110 = torch.ops.aten.select.int(full, 1, 3)
    select_111 = torch.ops.aten.select.int(select_110, 1, 2);  select_110 = None
    copy__10 = torch.ops.aten.copy_.default(select_111, sub_11);  select_111 = sub_11 = copy__10 = None
    select_112 = torch.ops.aten.select.int(full, 1, 3)
    select_113 = torch.ops.aten.select.int(select_112, 1, 1);  select_112 = None
    neg_33 = torch.ops.aten.neg.default(select_113);  select_113 = None
    select_114 = torch.ops.aten.select.int(full, 1, 3)
    select_115 = torch.ops.aten.select.int(select_114, 1, 2);  select_114 = None
    neg_34 = torch.ops.aten.neg.default(select_115);  select_115 = None
    select_116 = torch.ops.aten.select.int(full, 1, 4)
    select_117 = torch.ops.aten.select.int(select_116, 1, 1);  select_116 = None
    neg_35 = torch.ops.aten.neg.default(select_117);  select_117 = None
    stack_11 = torch.ops.aten.stack.default([neg_33, neg_34, neg_35]);  neg_33 = neg_34 = neg_35 = None
    div_11 = torch.ops.aten.div.Tensor(stack_11, 0.5);  stack_11 = None
    select_118 = torch.ops.aten.select.int(view_3, 1, 3)
    select_119 = torch.ops.aten.select.int(select_118, 1, 1);  select_118 = None
    logsumexp_11 = torch.ops.aten.logsumexp.default(div_11, [0]);  div_11 = None
    mul_12 = torch.ops.aten.mul.Tensor(logsumexp_11, 0.5);  logsumexp_11 = None
    sub_12 = torch.ops.aten.sub.Tensor(select_119, mul_12);  select_119 = mul_12 = None
    select_120 = torch.ops.aten.select.int(full, 1, 4)
    select_121 = torch.ops.aten.select.int(select_120, 1, 2);  select_120 = None
    copy__11 = torch.ops.aten.copy_.default(select_121, sub_12);  select_121 = sub_12 = copy__11 = None
    select_122 = torch.ops.aten.select.int(full, 1, 4)
    select_123 = torch.ops.aten.select.int(select_122, 1, 1);  select_122 = None
    neg_36 = torch.ops.aten.neg.default(select_123);  select_123 = None
    select_124 = torch.ops.aten.select.int(full, 1, 4)
    select_125 = torch.ops.aten.select.int(select_124, 1, 2);  select_124 = None
    neg_37 = torch.ops.aten.neg.default(select_125);  select_125 = None
    select_126 = torch.ops.aten.select.int(full, 1, 5)
    select_127 = torch.ops.aten.select.int(select_126, 1, 1);  select_126 = None
    neg_38 = torch.ops.aten.neg.default(select_127);  select_127 = None
    stack_12 = torch.ops.aten.stack.default([neg_36, neg_37, neg_38]);  neg_36 = neg_37 = neg_38 = None
    div_12 = torch.ops.aten.div.Tensor(stack_12, 0.5);  stack_12 = None
    select_128 = torch.ops.aten.select.int(view_3, 1, 4)
    select_129 = torch.ops.aten.select.int(select_128, 1, 1);  select_128 = None
    logsumexp_12 = torch.ops.aten.logsumexp.default(div_12, [0]);  div_12 = None
    mul_13 = torch.ops.aten.mul.Tensor(logsumexp_12, 0.5);  logsumexp_12 = None
    sub_13 = torch.ops.aten.sub.Tensor(select_129, mul_13);  select_129 = mul_13 = None
    select_130 = torch.ops.aten.select.int(full, 1, 5)
    select_131 = torch.ops.aten.select.int(select_130, 1, 2);  select_130 = None
    copy__12 = torch.ops.aten.copy_.default(select_131, sub_13);  select_131 = sub_13 = copy__12 = None
    select_132 = torch.ops.aten.select.int(full, 1, 5)
    select_133 = torch.ops.aten.select.int(select_132, 1, 1);  select_132 = None
    neg_39 = torch.ops.aten.neg.default(select_133);  select_133 = None
    select_134 = torch.ops.aten.select.int(full, 1, 5)
    select_135 = torch.ops.aten.select.int(select_134, 1, 2);  select_134 = None
    neg_40 = torch.ops.aten.neg.default(select_135);  select_135 = None
    select_136 = torch.ops.aten.select.int(full, 1, 6)
    select_137 = torch.ops.aten.select.int(select_136, 1, 1);  select_136 = None
    neg_41 = torch.ops.aten.neg.default(select_137);  select_137 = None
    stack_13 = torch.ops.aten.stack.default([neg_39, neg_40, neg_41]);  neg_39 = neg_40 = neg_41 = None
    div_13 = torch.ops.aten.div.Tensor(stack_13, 0.5);  stack_13 = None
    select_138 = torch.ops.aten.select.int(view_3, 1, 5)
    select_139 = torch.ops.aten.select.int(select_138, 1, 1);  select_138 = None
    logsumexp_13 = torch.ops.aten.logsumexp.default(div_13, [0]);  div_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(logsumexp_13, 0.5);  logsumexp_13 = None
    sub_14 = torch.ops.aten.sub.Tensor(select_139, mul_14);  select_139 = mul_14 = None
    select_140 = torch.ops.aten.select.int(full, 1, 6)
    select_141 = torch.ops.aten.select.int(select_140, 1, 2);  select_140 = None
    copy__13 = torch.ops.aten.copy_.default(select_141, sub_14);  select_141 = sub_14 = copy__13 = None
    select_142 = torch.ops.aten.select.int(full, 1, 6)
    select_143 = torch.ops.aten.select.int(select_142, 1, 1);  select_142 = None
    neg_42 = torch.ops.aten.neg.default(select_143);  select_143 = None
    select_144 = torch.ops.aten.select.int(full, 1, 6)
    select_145 = torch.ops.aten.select.int(select_144, 1, 2);  select_144 = None
    neg_43 = torch.ops.aten.neg.default(select_145);  select_145 = None
    select_146 = torch.ops.aten.select.int(full, 1, 7)
    select_147 = torch.ops.aten.select.int(select_146, 1, 1);  select_146 = None
    neg_44 = torch.ops.aten.neg.default(select_147);  select_147 = None
    stack_14 = torch.ops.aten.stack.default([neg_42, neg_43, neg_44]);  neg_42 = neg_43 = neg_44 = None
    div_14 = torch.ops.aten.div.Tensor(stack_14, 0.5);  stack_14 = None
    select_148 = torch.ops.aten.select.int(view_3, 1, 6)
    select_149 = torch.ops.aten.select.int(select_148, 1, 1);  select_148 = None
    logsumexp_14 = torch.ops.aten.logsumexp.default(div_14, [0]);  div_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(logsumexp_14, 0.5);  logsumexp_14 = None
    sub_15 = torch.ops.aten.sub.Tensor(select_149, mul_15);  select_149 = mul_15 = None
    select_150 = torch.ops.aten.select.int(full, 1, 7)
    select_151 = torch.ops.aten.select.int(select_150, 1, 2);  select_150 = None
    copy__14 = torch.ops.aten.copy_.default(select_151, sub_15);  select_151 = sub_15 = copy__14 = None
    select_152 = torch.ops.aten.select.int(full, 1, 7)
    select_153 = torch.ops.aten.select.int(select_152, 1, 1);  select_152 = None
    neg_45 = torch.ops.aten.neg.default(select_153);  select_153 = None
    select_154 = torch.ops.aten.select.int(full, 1, 7)
    select_155 = torch.ops.aten.select.int(select_154, 1, 2);  select_154 = None
    neg_46 = torch.ops.aten.neg.default(select_155);  select_155 = None
    select_156 = torch.ops.aten.select.int(full, 1, 8)
    select_157 = torch.ops.aten.select.int(select_156, 1, 1);  select_156 = None
    neg_47 = torch.ops.aten.neg.default(select_157);  select_157 = None
    stack_15 = torch.ops.aten.stack.default([neg_45, neg_46, neg_47]);  neg_45 = neg_46 = neg_47 = None
    div_15 = torch.ops.aten.div.Tensor(stack_15, 0.5);  stack_15 = None
    select_158 = torch.ops.aten.select.int(view_3, 1, 7)
    select_159 = torch.ops.aten.select.int(select_158, 1, 1);  select_158 = None
    logsumexp_15 = torch.ops.aten.logsumexp.default(div_15, [0]);  div_15 = None
    mul_16 = torch.ops.aten.mul.Tensor(logsumexp_15, 0.5);  logsumexp_15 = None
    sub_16 = torch.ops.aten.sub.Tensor(select_159, mul_16);  select_159 = mul_16 = None
    select_160 = torch.ops.aten.select.int(full, 1, 8)
    select_161 = torch.ops.aten.select.int(select_160, 1, 2);  select_160 = None
    copy__15 = torch.ops.aten.copy_.default(select_161, sub_16);  select_161 = sub_16 = copy__15 = None
    select_162 = torch.ops.aten.select.int(full, 1, 0)
    select_163 = torch.ops.aten.select.int(select_162, 1, 2);  select_162 = None
    neg_48 = torch.ops.aten.neg.default(select_163);  select_163 = None
    select_164 = torch.ops.aten.select.int(full, 1, 0)
    select_165 = torch.ops.aten.select.int(select_164, 1, 3);  select_164 = None
    neg_49 = torch.ops.aten.neg.default(select_165);  select_165 = None
    select_166 = torch.ops.aten.select.int(full, 1, 1)
    select_167 = torch.ops.aten.select.int(select_166, 1, 2);  select_166 = None
    neg_50 = torch.ops.aten.neg.default(select_167);  select_167 = None
    stack_16 = torch.ops.aten.stack.default([neg_48, neg_49, neg_50]);  neg_48 = neg_49 = neg_50 = None
    div_16 = torch.ops.aten.div.Tensor(stack_16, 0.5);  stack_16 = None
    select_168 = torch.ops.aten.select.int(view_3, 1, 0)
    select_169 = torch.ops.aten.select.int(select_168, 1, 2);  select_168 = None
    logsumexp_16 = torch.ops.aten.logsumexp.default(div_16, [0]);  div_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(logsumexp_16, 0.5);  logsumexp_16 = None
    sub_17 = torch.ops.aten.sub.Tensor(select_169, mul_17);  select_169 = mul_17 = None
    select_170 = torch.ops.aten.select.int(full, 1, 1)
    select_171 = torch.ops.aten.select.int(select_170, 1, 3);  select_170 = None
    copy__16 = torch.ops.aten.copy_.default(select_171, sub_17);  select_171 = sub_17 = copy__16 = None
    select_172 = torch.ops.aten.select.int(full, 1, 1)
    select_173 = torch.ops.aten.select.int(select_172, 1, 2);  select_172 = None
    neg_51 = torch.ops.aten.neg.default(select_173);  select_173 = None
    select_174 = torch.ops.aten.select.int(full, 1, 1)
    select_175 = torch.ops.aten.select.int(select_174, 1, 3);  select_174 = None
    neg_52 = torch.ops.aten.neg.default(select_175);  select_175 = None
    select_176 = torch.ops.aten.select.int(full, 1, 2)
    select_177 = torch.ops.aten.select.int(select_176, 1, 2);  select_176 = None
    neg_53 = torch.ops.aten.neg.default(select_177);  select_177 = None
    stack_17 = torch.ops.aten.stack.default([neg_51, neg_52, neg_53]);  neg_51 = neg_52 = neg_53 = None
    div_17 = torch.ops.aten.div.Tensor(stack_17, 0.5);  stack_17 = None
    select_178 = torch.ops.aten.select.int(view_3, 1, 1)
    select_179 = torch.ops.aten.select.int(select_178, 1, 2);  select_178 = None
    logsumexp_17 = torch.ops.aten.logsumexp.default(div_17, [0]);  div_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(logsumexp_17, 0.5);  logsumexp_17 = None
    sub_18 = torch.ops.aten.sub.Tensor(select_179, mul_18);  select_179 = mul_18 = None
    select_180 = torch.ops.aten.select.int(full, 1, 2)
    select_181 = torch.ops.aten.select.int(select_180, 1, 3);  select_180 = None
    copy__17 = torch.ops.aten.copy_.default(select_181, sub_18);  select_181 = sub_18 = copy__17 = None
    select_182 = torch.ops.aten.select.int(full, 1, 2)
    select_183 = torch.ops.aten.select.int(select_182, 1, 2);  select_182 = None
    neg_54 = torch.ops.aten.neg.default(select_183);  select_183 = None
    select_184 = torch.ops.aten.select.int(full, 1, 2)
    select_185 = torch.ops.aten.select.int(select_184, 1, 3);  select_184 = None
    neg_55 = torch.ops.aten.neg.default(select_185);  select_185 = None
    select_186 = torch.ops.aten.select.int(full, 1, 3)
    select_187 = torch.ops.aten.select.int(select_186, 1, 2);  select_186 = None
    neg_56 = torch.ops.aten.neg.default(select_187);  select_187 = None
    stack_18 = torch.ops.aten.stack.default([neg_54, neg_55, neg_56]);  neg_54 = neg_55 = neg_56 = None
    div_18 = torch.ops.aten.div.Tensor(stack_18, 0.5);  stack_18 = None
    select_188 = torch.ops.aten.select.int(view_3, 1, 2)
    select_189 = torch.ops.aten.select.int(select_188, 1, 2);  select_188 = None
    logsumexp_18 = torch.ops.aten.logsumexp.default(div_18, [0]);  div_18 = None
    mul_19 = torch.ops.aten.mul.Tensor(logsumexp_18, 0.5);  logsumexp_18 = None
    sub_19 = torch.ops.aten.sub.Tensor(select_189, mul_19);  select_189 = mul_19 = None
    select_190 = torch.ops.aten.select.int(full, 1, 3)
    select_191 = torch.ops.aten.select.int(select_190, 1, 3);  select_190 = None
    copy__18 = torch.ops.aten.copy_.default(select_191, sub_19);  select_191 = sub_19 = copy__18 = None
    select_192 = torch.ops.aten.select.int(full, 1, 3)
    select_193 = torch.ops.aten.select.int(select_192, 1, 2);  select_192 = None
    neg_57 = torch.ops.aten.neg.default(select_193);  select_193 = None
    select_194 = torch.ops.aten.select.int(full, 1, 3)
    select_195 = torch.ops.aten.select.int(select_194, 1, 3);  select_194 = None
    neg_58 = torch.ops.aten.neg.default(select_195);  select_195 = None
    select_196 = torch.ops.aten.select.int(full, 1, 4)
    select_197 = torch.ops.aten.select.int(select_196, 1, 2);  select_196 = None
    neg_59 = torch.ops.aten.neg.default(select_197);  select_197 = None
    stack_19 = torch.ops.aten.stack.default([neg_57, neg_58, neg_59]);  neg_57 = neg_58 = neg_59 = None
    div_19 = torch.ops.aten.div.Tensor(stack_19, 0.5);  stack_19 = None
    select_198 = torch.ops.aten.select.int(view_3, 1, 3)
    select_199 = torch.ops.aten.select.int(select_198, 1, 2);  select_198 = None
    logsumexp_19 = torch.ops.aten.logsumexp.default(div_19, [0]);  div_19 = None
    mul_20 = torch.ops.aten.mul.Tensor(logsumexp_19, 0.5);  logsumexp_19 = None
    sub_20 = torch.ops.aten.sub.Tensor(select_199, mul_20);  select_199 = mul_20 = None
    select_200 = torch.ops.aten.select.int(full, 1, 4)
    select_201 = torch.ops.aten.select.int(select_200, 1, 3);  select_200 = None
    copy__19 = torch.ops.aten.copy_.default(select_201, sub_20);  select_201 = sub_20 = copy__19 = None
    select_202 = torch.ops.aten.select.int(full, 1, 4)
    select_203 = torch.ops.aten.select.int(select_202, 1, 2);  select_202 = None
    neg_60 = torch.ops.aten.neg.default(select_203);  select_203 = None
    select_204 = torch.ops.aten.select.int(full, 1, 4)
    select_205 = torch.ops.aten.select.int(select_204, 1, 3);  select_204 = None
    neg_61 = torch.ops.aten.neg.default(select_205);  select_205 = None
    select_206 = torch.ops.aten.select.int(full, 1, 5)
    select_207 = torch.ops.aten.select.int(select_206, 1, 2);  select_206 = None
    neg_62 = torch.ops.aten.neg.default(select_207);  select_207 = None
    stack_20 = torch.ops.aten.stack.default([neg_60, neg_61, neg_62]);  neg_60 = neg_61 = neg_62 = None
    div_20 = torch.ops.aten.div.Tensor(stack_20, 0.5);  stack_20 = None
    select_208 = torch.ops.aten.select.int(view_3, 1, 4)
    select_209 = torch.ops.aten.select.int(select_208, 1, 2);  select_208 = None
    logsumexp_20 = torch.ops.aten.logsumexp.default(div_20, [0]);  div_20 = None
    mul_21 = torch.ops.aten.mul.Tensor(logsumexp_20, 0.5);  logsumexp_20 = None
    sub_21 = torch.ops.aten.sub.Tensor(select_209, mul_21);  select_209 = mul_21 = None
    select_210 = torch.ops.aten.select.int(full, 1, 5)
    select_211 = torch.ops.aten.select.int(select_210, 1, 3);  select_210 = None
    copy__20 = torch.ops.aten.copy_.default(select_211, sub_21);  select_211 = sub_21 = copy__20 = None
    select_212 = torch.ops.aten.select.int(full, 1, 5)
    select_213 = torch.ops.aten.select.int(select_212, 1, 2);  select_212 = None
    neg_63 = torch.ops.aten.neg.default(select_213);  select_213 = None
    select_214 = torch.ops.aten.select.int(full, 1, 5)
    select_215 = torch.ops.aten.select.int(select_214, 1, 3);  select_214 = None
    neg_64 = torch.ops.aten.neg.default(select_215);  select_215 = None
    select_216 = torch.ops.aten.select.int(full, 1, 6)
    select_217 = torch.ops.aten.select.int(select_216, 1, 2);  select_216 = None
    neg_65 = torch.ops.aten.neg.default(select_217);  select_217 = None
    stack_21 = torch.ops.aten.stack.default([neg_63, neg_64, neg_65]);  neg_63 = neg_64 = neg_65 = None
    div_21 = torch.ops.aten.div.Tensor(stack_21, 0.5);  stack_21 = None
    select_218 = torch.ops.aten.select.int(view_3, 1, 5)
    select_219 = torch.ops.aten.select.int(select_218, 1, 2);  select_218 = None
    logsumexp_21 = torch.ops.aten.logsumexp.default(div_21, [0]);  div_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(logsumexp_21, 0.5);  logsumexp_21 = None
    sub_22 = torch.ops.aten.sub.Tensor(select_219, mul_22);  select_219 = mul_22 = None
    select_220 = torch.ops.aten.select.int(full, 1, 6)
    select_221 = torch.ops.aten.select.int(select_220, 1, 3);  select_220 = None
    copy__21 = torch.ops.aten.copy_.default(select_221, sub_22);  select_221 = sub_22 = copy__21 = None
    select_222 = torch.ops.aten.select.int(full, 1, 6)
    select_223 = torch.ops.aten.select.int(select_222, 1, 2);  select_222 = None
    neg_66 = torch.ops.aten.neg.default(select_223);  select_223 = None
    select_224 = torch.ops.aten.select.int(full, 1, 6)
    select_225 = torch.ops.aten.select.int(select_224, 1, 3);  select_224 = None
    neg_67 = torch.ops.aten.neg.default(select_225);  select_225 = None
    select_226 = torch.ops.aten.select.int(full, 1, 7)
    select_227 = torch.ops.aten.select.int(select_226, 1, 2);  select_226 = None
    neg_68 = torch.ops.aten.neg.default(select_227);  select_227 = None
    stack_22 = torch.ops.aten.stack.default([neg_66, neg_67, neg_68]);  neg_66 = neg_67 = neg_68 = None
    div_22 = torch.ops.aten.div.Tensor(stack_22, 0.5);  stack_22 = None
    select_228 = torch.ops.aten.select.int(view_3, 1, 6)
    select_229 = torch.ops.aten.select.int(select_228, 1, 2);  select_228 = None
    logsumexp_22 = torch.ops.aten.logsumexp.default(div_22, [0]);  div_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(logsumexp_22, 0.5);  logsumexp_22 = None
    sub_23 = torch.ops.aten.sub.Tensor(select_229, mul_23);  select_229 = mul_23 = None
    select_230 = torch.ops.aten.select.int(full, 1, 7)
    select_231 = torch.ops.aten.select.int(select_230, 1, 3);  select_230 = None
    copy__22 = torch.ops.aten.copy_.default(select_231, sub_23);  select_231 = sub_23 = copy__22 = None
    select_232 = torch.ops.aten.select.int(full, 1, 7)
    select_233 = torch.ops.aten.select.int(select_232, 1, 2);  select_232 = None
    neg_69 = torch.ops.aten.neg.default(select_233);  select_233 = None
    select_234 = torch.ops.aten.select.int(full, 1, 7)
    select_235 = torch.ops.aten.select.int(select_234, 1, 3);  select_234 = None
    neg_70 = torch.ops.aten.neg.default(select_235);  select_235 = None
    select_236 = torch.ops.aten.select.int(full, 1, 8)
    select_237 = torch.ops.aten.select.int(select_236, 1, 2);  select_236 = None
    neg_71 = torch.ops.aten.neg.default(select_237);  select_237 = None
    stack_23 = torch.ops.aten.stack.default([neg_69, neg_70, neg_71]);  neg_69 = neg_70 = neg_71 = None
    div_23 = torch.ops.aten.div.Tensor(stack_23, 0.5);  stack_23 = None
    select_238 = torch.ops.aten.select.int(view_3, 1, 7)
    select_239 = torch.ops.aten.select.int(select_238, 1, 2);  select_238 = None
    logsumexp_23 = torch.ops.aten.logsumexp.default(div_23, [0]);  div_23 = None
    mul_24 = torch.ops.aten.mul.Tensor(logsumexp_23, 0.5);  logsumexp_23 = None
    sub_24 = torch.ops.aten.sub.Tensor(select_239, mul_24);  select_239 = mul_24 = None
    select_240 = torch.ops.aten.select.int(full, 1, 8)
    select_241 = torch.ops.aten.select.int(select_240, 1, 3);  select_240 = None
    copy__23 = torch.ops.aten.copy_.default(select_241, sub_24);  select_241 = sub_24 = copy__23 = None
    select_242 = torch.ops.aten.select.int(full, 1, 0)
    select_243 = torch.ops.aten.select.int(select_242, 1, 3);  select_242 = None
    neg_72 = torch.ops.aten.neg.default(select_243);  select_243 = None
    select_244 = torch.ops.aten.select.int(full, 1, 0)
    select_245 = torch.ops.aten.select.int(select_244, 1, 4);  select_244 = None
    neg_73 = torch.ops.aten.neg.default(select_245);  select_245 = None
    select_246 = torch.ops.aten.select.int(full, 1, 1)
    select_247 = torch.ops.aten.select.int(select_246, 1, 3);  select_246 = None
    neg_74 = torch.ops.aten.neg.default(select_247);  select_247 = None
    stack_24 = torch.ops.aten.stack.default([neg_72, neg_73, neg_74]);  neg_72 = neg_73 = neg_74 = None
    div_24 = torch.ops.aten.div.Tensor(stack_24, 0.5);  stack_24 = None
    select_248 = torch.ops.aten.select.int(view_3, 1, 0)
    select_249 = torch.ops.aten.select.int(select_248, 1, 3);  select_248 = None
    logsumexp_24 = torch.ops.aten.logsumexp.default(div_24, [0]);  div_24 = None
    mul_25 = torch.ops.aten.mul.Tensor(logsumexp_24, 0.5);  logsumexp_24 = None
    sub_25 = torch.ops.aten.sub.Tensor(select_249, mul_25);  select_249 = mul_25 = None
    select_250 = torch.ops.aten.select.int(full, 1, 1)
    select_251 = torch.ops.aten.select.int(select_250, 1, 4);  select_250 = None
    copy__24 = torch.ops.aten.copy_.default(select_251, sub_25);  select_251 = sub_25 = copy__24 = None
    select_252 = torch.ops.aten.select.int(full, 1, 1)
    select_253 = torch.ops.aten.select.int(select_252, 1, 3);  select_252 = None
    neg_75 = torch.ops.aten.neg.default(select_253);  select_253 = None
    select_254 = torch.ops.aten.select.int(full, 1, 1)
    select_255 = torch.ops.aten.select.int(select_254, 1, 4);  select_254 = None
    neg_76 = torch.ops.aten.neg.default(select_255);  select_255 = None
    select_256 = torch.ops.aten.select.int(full, 1, 2)
    select_257 = torch.ops.aten.select.int(select_256, 1, 3);  select_256 = None
    neg_77 = torch.ops.aten.neg.default(select_257);  select_257 = None
    stack_25 = torch.ops.aten.stack.default([neg_75, neg_76, neg_77]);  neg_75 = neg_76 = neg_77 = None
    div_25 = torch.ops.aten.div.Tensor(stack_25, 0.5);  stack_25 = None
    select_258 = torch.ops.aten.select.int(view_3, 1, 1)
    select_259 = torch.ops.aten.select.int(select_258, 1, 3);  select_258 = None
    logsumexp_25 = torch.ops.aten.logsumexp.default(div_25, [0]);  div_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(logsumexp_25, 0.5);  logsumexp_25 = None
    sub_26 = torch.ops.aten.sub.Tensor(select_259, mul_26);  select_259 = mul_26 = None
    select_260 = torch.ops.aten.select.int(full, 1, 2)
    select_261 = torch.ops.aten.select.int(select_260, 1, 4);  select_260 = None
    copy__25 = torch.ops.aten.copy_.default(select_261, sub_26);  select_261 = sub_26 = copy__25 = None
    select_262 = torch.ops.aten.select.int(full, 1, 2)
    select_263 = torch.ops.aten.select.int(select_262, 1, 3);  select_262 = None
    neg_78 = torch.ops.aten.neg.default(select_263);  select_263 = None
    select_264 = torch.ops.aten.select.int(full, 1, 2)
    select_265 = torch.ops.aten.select.int(select_264, 1, 4);  select_264 = None
    neg_79 = torch.ops.aten.neg.default(select_265);  select_265 = None
    select_266 = torch.ops.aten.select.int(full, 1, 3)
    select_267 = torch.ops.aten.select.int(select_266, 1, 3);  select_266 = None
    neg_80 = torch.ops.aten.neg.default(select_267);  select_267 = None
    stack_26 = torch.ops.aten.stack.default([neg_78, neg_79, neg_80]);  neg_78 = neg_79 = neg_80 = None
    div_26 = torch.ops.aten.div.Tensor(stack_26, 0.5);  stack_26 = None
    select_268 = torch.ops.aten.select.int(view_3, 1, 2)
    select_269 = torch.ops.aten.select.int(select_268, 1, 3);  select_268 = None
    logsumexp_26 = torch.ops.aten.logsumexp.default(div_26, [0]);  div_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(logsumexp_26, 0.5);  logsumexp_26 = None
    sub_27 = torch.ops.aten.sub.Tensor(select_269, mul_27);  select_269 = mul_27 = None
    select_270 = torch.ops.aten.select.int(full, 1, 3)
    select_271 = torch.ops.aten.select.int(select_270, 1, 4);  select_270 = None
    copy__26 = torch.ops.aten.copy_.default(select_271, sub_27);  select_271 = sub_27 = copy__26 = None
    select_272 = torch.ops.aten.select.int(full, 1, 3)
    select_273 = torch.ops.aten.select.int(select_272, 1, 3);  select_272 = None
    neg_81 = torch.ops.aten.neg.default(select_273);  select_273 = None
    select_274 = torch.ops.aten.select.int(full, 1, 3)
    select_275 = torch.ops.aten.select.int(select_274, 1, 4);  select_274 = None
    neg_82 = torch.ops.aten.neg.default(select_275);  select_275 = None
    select_276 = torch.ops.aten.select.int(full, 1, 4)
    select_277 = torch.ops.aten.select.int(select_276, 1, 3);  select_276 = None
    neg_83 = torch.ops.aten.neg.default(select_277);  select_277 = None
    stack_27 = torch.ops.aten.stack.default([neg_81, neg_82, neg_83]);  neg_81 = neg_82 = neg_83 = None
    div_27 = torch.ops.aten.div.Tensor(stack_27, 0.5);  stack_27 = None
    select_278 = torch.ops.aten.select.int(view_3, 1, 3)
    select_279 = torch.ops.aten.select.int(select_278, 1, 3);  select_278 = None
    logsumexp_27 = torch.ops.aten.logsumexp.default(div_27, [0]);  div_27 = None
    mul_28 = torch.ops.aten.mul.Tensor(logsumexp_27, 0.5);  logsumexp_27 = None
    sub_28 = torch.ops.aten.sub.Tensor(select_279, mul_28);  select_279 = mul_28 = None
    select_280 = torch.ops.aten.select.int(full, 1, 4)
    select_281 = torch.ops.aten.select.int(select_280, 1, 4);  select_280 = None
    copy__27 = torch.ops.aten.copy_.default(select_281, sub_28);  select_281 = sub_28 = copy__27 = None
    select_282 = torch.ops.aten.select.int(full, 1, 4)
    select_283 = torch.ops.aten.select.int(select_282, 1, 3);  select_282 = None
    neg_84 = torch.ops.aten.neg.default(select_283);  select_283 = None
    select_284 = torch.ops.aten.select.int(full, 1, 4)
    select_285 = torch.ops.aten.select.int(select_284, 1, 4);  select_284 = None
    neg_85 = torch.ops.aten.neg.default(select_285);  select_285 = None
    select_286 = torch.ops.aten.select.int(full, 1, 5)
    select_287 = torch.ops.aten.select.int(select_286, 1, 3);  select_286 = None
    neg_86 = torch.ops.aten.neg.default(select_287);  select_287 = None
    stack_28 = torch.ops.aten.stack.default([neg_84, neg_85, neg_86]);  neg_84 = neg_85 = neg_86 = None
    div_28 = torch.ops.aten.div.Tensor(stack_28, 0.5);  stack_28 = None
    select_288 = torch.ops.aten.select.int(view_3, 1, 4)
    select_289 = torch.ops.aten.select.int(select_288, 1, 3);  select_288 = None
    logsumexp_28 = torch.ops.aten.logsumexp.default(div_28, [0]);  div_28 = None
    mul_29 = torch.ops.aten.mul.Tensor(logsumexp_28, 0.5);  logsumexp_28 = None
    sub_29 = torch.ops.aten.sub.Tensor(select_289, mul_29);  select_289 = mul_29 = None
    select_290 = torch.ops.aten.select.int(full, 1, 5)
    select_291 = torch.ops.aten.select.int(select_290, 1, 4);  select_290 = None
    copy__28 = torch.ops.aten.copy_.default(select_291, sub_29);  select_291 = sub_29 = copy__28 = None
    select_292 = torch.ops.aten.select.int(full, 1, 5)
    select_293 = torch.ops.aten.select.int(select_292, 1, 3);  select_292 = None
    neg_87 = torch.ops.aten.neg.default(select_293);  select_293 = None
    select_294 = torch.ops.aten.select.int(full, 1, 5)
    select_295 = torch.ops.aten.select.int(select_294, 1, 4);  select_294 = None
    neg_88 = torch.ops.aten.neg.default(select_295);  select_295 = None
    select_296 = torch.ops.aten.select.int(full, 1, 6)
    select_297 = torch.ops.aten.select.int(select_296, 1, 3);  select_296 = None
    neg_89 = torch.ops.aten.neg.default(select_297);  select_297 = None
    stack_29 = torch.ops.aten.stack.default([neg_87, neg_88, neg_89]);  neg_87 = neg_88 = neg_89 = None
    div_29 = torch.ops.aten.div.Tensor(stack_29, 0.5);  stack_29 = None
    select_298 = torch.ops.aten.select.int(view_3, 1, 5)
    select_299 = torch.ops.aten.select.int(select_298, 1, 3);  select_298 = None
    logsumexp_29 = torch.ops.aten.logsumexp.default(div_29, [0]);  div_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(logsumexp_29, 0.5);  logsumexp_29 = None
    sub_30 = torch.ops.aten.sub.Tensor(select_299, mul_30);  select_299 = mul_30 = None
    select_300 = torch.ops.aten.select.int(full, 1, 6)
    select_301 = torch.ops.aten.select.int(select_300, 1, 4);  select_300 = None
    copy__29 = torch.ops.aten.copy_.default(select_301, sub_30);  select_301 = sub_30 = copy__29 = None
    select_302 = torch.ops.aten.select.int(full, 1, 6)
    select_303 = torch.ops.aten.select.int(select_302, 1, 3);  select_302 = None
    neg_90 = torch.ops.aten.neg.default(select_303);  select_303 = None
    select_304 = torch.ops.aten.select.int(full, 1, 6)
    select_305 = torch.ops.aten.select.int(select_304, 1, 4);  select_304 = None
    neg_91 = torch.ops.aten.neg.default(select_305);  select_305 = None
    select_306 = torch.ops.aten.select.int(full, 1, 7)
    select_307 = torch.ops.aten.select.int(select_306, 1, 3);  select_306 = None
    neg_92 = torch.ops.aten.neg.default(select_307);  select_307 = None
    stack_30 = torch.ops.aten.stack.default([neg_90, neg_91, neg_92]);  neg_90 = neg_91 = neg_92 = None
    div_30 = torch.ops.aten.div.Tensor(stack_30, 0.5);  stack_30 = None
    select_308 = torch.ops.aten.select.int(view_3, 1, 6)
    select_309 = torch.ops.aten.select.int(select_308, 1, 3);  select_308 = None
    logsumexp_30 = torch.ops.aten.logsumexp.default(div_30, [0]);  div_30 = None
    mul_31 = torch.ops.aten.mul.Tensor(logsumexp_30, 0.5);  logsumexp_30 = None
    sub_31 = torch.ops.aten.sub.Tensor(select_309, mul_31);  select_309 = mul_31 = None
    select_310 = torch.ops.aten.select.int(full, 1, 7)
    select_311 = torch.ops.aten.select.int(select_310, 1, 4);  select_310 = None
    copy__30 = torch.ops.aten.copy_.default(select_311, sub_31);  select_311 = sub_31 = copy__30 = None
    select_312 = torch.ops.aten.select.int(full, 1, 7)
    select_313 = torch.ops.aten.select.int(select_312, 1, 3);  select_312 = None
    neg_93 = torch.ops.aten.neg.default(select_313);  select_313 = None
    select_314 = torch.ops.aten.select.int(full, 1, 7)
    select_315 = torch.ops.aten.select.int(select_314, 1, 4);  select_314 = None
    neg_94 = torch.ops.aten.neg.default(select_315);  select_315 = None
    select_316 = torch.ops.aten.select.int(full, 1, 8)
    select_317 = torch.ops.aten.select.int(select_316, 1, 3);  select_316 = None
    neg_95 = torch.ops.aten.neg.default(select_317);  select_317 = None
    stack_31 = torch.ops.aten.stack.default([neg_93, neg_94, neg_95]);  neg_93 = neg_94 = neg_95 = None
    div_31 = torch.ops.aten.div.Tensor(stack_31, 0.5);  stack_31 = None
    select_318 = torch.ops.aten.select.int(view_3, 1, 7)
    select_319 = torch.ops.aten.select.int(select_318, 1, 3);  select_318 = None
    logsumexp_31 = torch.ops.aten.logsumexp.default(div_31, [0]);  div_31 = None
    mul_32 = torch.ops.aten.mul.Tensor(logsumexp_31, 0.5);  logsumexp_31 = None
    sub_32 = torch.ops.aten.sub.Tensor(select_319, mul_32);  select_319 = mul_32 = None
    select_320 = torch.ops.aten.select.int(full, 1, 8)
    select_321 = torch.ops.aten.select.int(select_320, 1, 4);  select_320 = None
    copy__31 = torch.ops.aten.copy_.default(select_321, sub_32);  select_321 = sub_32 = copy__31 = None
    select_322 = torch.ops.aten.select.int(full, 1, 0)
    select_323 = torch.ops.aten.select.int(select_322, 1, 4);  select_322 = None
    neg_96 = torch.ops.aten.neg.default(select_323);  select_323 = None
    select_324 = torch.ops.aten.select.int(full, 1, 0)
    select_325 = torch.ops.aten.select.int(select_324, 1, 5);  select_324 = None
    neg_97 = torch.ops.aten.neg.default(select_325);  select_325 = None
    select_326 = torch.ops.aten.select.int(full, 1, 1)
    select_327 = torch.ops.aten.select.int(select_326, 1, 4);  select_326 = None
    neg_98 = torch.ops.aten.neg.default(select_327);  select_327 = None
    stack_32 = torch.ops.aten.stack.default([neg_96, neg_97, neg_98]);  neg_96 = neg_97 = neg_98 = None
    div_32 = torch.ops.aten.div.Tensor(stack_32, 0.5);  stack_32 = None
    select_328 = torch.ops.aten.select.int(view_3, 1, 0)
    select_329 = torch.ops.aten.select.int(select_328, 1, 4);  select_328 = None
    logsumexp_32 = torch.ops.aten.logsumexp.default(div_32, [0]);  div_32 = None
    mul_33 = torch.ops.aten.mul.Tensor(logsumexp_32, 0.5);  logsumexp_32 = None
    sub_33 = torch.ops.aten.sub.Tensor(select_329, mul_33);  select_329 = mul_33 = None
    select_330 = torch.ops.aten.select.int(full, 1, 1)
    select_331 = torch.ops.aten.select.int(select_330, 1, 5);  select_330 = None
    copy__32 = torch.ops.aten.copy_.default(select_331, sub_33);  select_331 = sub_33 = copy__32 = None
    select_332 = torch.ops.aten.select.int(full, 1, 1)
    select_333 = torch.ops.aten.select.int(select_332, 1, 4);  select_332 = None
    neg_99 = torch.ops.aten.neg.default(select_333);  select_333 = None
    select_334 = torch.ops.aten.select.int(full, 1, 1)
    select_335 = torch.ops.aten.select.int(select_334, 1, 5);  select_334 = None
    neg_100 = torch.ops.aten.neg.default(select_335);  select_335 = None
    select_336 = torch.ops.aten.select.int(full, 1, 2)
    select_337 = torch.ops.aten.select.int(select_336, 1, 4);  select_336 = None
    neg_101 = torch.ops.aten.neg.default(select_337);  select_337 = None
    stack_33 = torch.ops.aten.stack.default([neg_99, neg_100, neg_101]);  neg_99 = neg_100 = neg_101 = None
    div_33 = torch.ops.aten.div.Tensor(stack_33, 0.5);  stack_33 = None
    select_338 = torch.ops.aten.select.int(view_3, 1, 1)
    select_339 = torch.ops.aten.select.int(select_338, 1, 4);  select_338 = None
    logsumexp_33 = torch.ops.aten.logsumexp.default(div_33, [0]);  div_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(logsumexp_33, 0.5);  logsumexp_33 = None
    sub_34 = torch.ops.aten.sub.Tensor(select_339, mul_34);  select_339 = mul_34 = None
    select_340 = torch.ops.aten.select.int(full, 1, 2)
    select_341 = torch.ops.aten.select.int(select_340, 1, 5);  select_340 = None
    copy__33 = torch.ops.aten.copy_.default(select_341, sub_34);  select_341 = sub_34 = copy__33 = None
    select_342 = torch.ops.aten.select.int(full, 1, 2)
    select_343 = torch.ops.aten.select.int(select_342, 1, 4);  select_342 = None
    neg_102 = torch.ops.aten.neg.default(select_343);  select_343 = None
    select_344 = torch.ops.aten.select.int(full, 1, 2)
    select_345 = torch.ops.aten.select.int(select_344, 1, 5);  select_344 = None
    neg_103 = torch.ops.aten.neg.default(select_345);  select_345 = None
    select_346 = torch.ops.aten.select.int(full, 1, 3)
    select_347 = torch.ops.aten.select.int(select_346, 1, 4);  select_346 = None
    neg_104 = torch.ops.aten.neg.default(select_347);  select_347 = None
    stack_34 = torch.ops.aten.stack.default([neg_102, neg_103, neg_104]);  neg_102 = neg_103 = neg_104 = None
    div_34 = torch.ops.aten.div.Tensor(stack_34, 0.5);  stack_34 = None
    select_348 = torch.ops.aten.select.int(view_3, 1, 2)
    select_349 = torch.ops.aten.select.int(select_348, 1, 4);  select_348 = None
    logsumexp_34 = torch.ops.aten.logsumexp.default(div_34, [0]);  div_34 = None
    mul_35 = torch.ops.aten.mul.Tensor(logsumexp_34, 0.5);  logsumexp_34 = None
    sub_35 = torch.ops.aten.sub.Tensor(select_349, mul_35);  select_349 = mul_35 = None
    select_350 = torch.ops.aten.select.int(full, 1, 3)
    select_351 = torch.ops.aten.select.int(select_350, 1, 5);  select_350 = None
    copy__34 = torch.ops.aten.copy_.default(select_351, sub_35);  select_351 = sub_35 = copy__34 = None
    select_352 = torch.ops.aten.select.int(full, 1, 3)
    select_353 = torch.ops.aten.select.int(select_352, 1, 4);  select_352 = None
    neg_105 = torch.ops.aten.neg.default(select_353);  select_353 = None
    select_354 = torch.ops.aten.select.int(full, 1, 3)
    select_355 = torch.ops.aten.select.int(select_354, 1, 5);  select_354 = None
    neg_106 = torch.ops.aten.neg.default(select_355);  select_355 = None
    select_356 = torch.ops.aten.select.int(full, 1, 4)
    select_357 = torch.ops.aten.select.int(select_356, 1, 4);  select_356 = None
    neg_107 = torch.ops.aten.neg.default(select_357);  select_357 = None
    stack_35 = torch.ops.aten.stack.default([neg_105, neg_106, neg_107]);  neg_105 = neg_106 = neg_107 = None
    div_35 = torch.ops.aten.div.Tensor(stack_35, 0.5);  stack_35 = None
    select_358 = torch.ops.aten.select.int(view_3, 1, 3)
    select_359 = torch.ops.aten.select.int(select_358, 1, 4);  select_358 = None
    logsumexp_35 = torch.ops.aten.logsumexp.default(div_35, [0]);  div_35 = None
    mul_36 = torch.ops.aten.mul.Tensor(logsumexp_35, 0.5);  logsumexp_35 = None
    sub_36 = torch.ops.aten.sub.Tensor(select_359, mul_36);  select_359 = mul_36 = None
    select_360 = torch.ops.aten.select.int(full, 1, 4)
    select_361 = torch.ops.aten.select.int(select_360, 1, 5);  select_360 = None
    copy__35 = torch.ops.aten.copy_.default(select_361, sub_36);  select_361 = sub_36 = copy__35 = None
    select_362 = torch.ops.aten.select.int(full, 1, 4)
    select_363 = torch.ops.aten.select.int(select_362, 1, 4);  select_362 = None
    neg_108 = torch.ops.aten.neg.default(select_363);  select_363 = None
    select_364 = torch.ops.aten.select.int(full, 1, 4)
    select_365 = torch.ops.aten.select.int(select_364, 1, 5);  select_364 = None
    neg_109 = torch.ops.aten.neg.default(select_365);  select_365 = None
    select_366 = torch.ops.aten.select.int(full, 1, 5)
    select_367 = torch.ops.aten.select.int(select_366, 1, 4);  select_366 = None
    neg_110 = torch.ops.aten.neg.default(select_367);  select_367 = None
    stack_36 = torch.ops.aten.stack.default([neg_108, neg_109, neg_110]);  neg_108 = neg_109 = neg_110 = None
    div_36 = torch.ops.aten.div.Tensor(stack_36, 0.5);  stack_36 = None
    select_368 = torch.ops.aten.select.int(view_3, 1, 4)
    select_369 = torch.ops.aten.select.int(select_368, 1, 4);  select_368 = None
    logsumexp_36 = torch.ops.aten.logsumexp.default(div_36, [0]);  div_36 = None
    mul_37 = torch.ops.aten.mul.Tensor(logsumexp_36, 0.5);  logsumexp_36 = None
    sub_37 = torch.ops.aten.sub.Tensor(select_369, mul_37);  select_369 = mul_37 = None
    select_370 = torch.ops.aten.select.int(full, 1, 5)
    select_371 = torch.ops.aten.select.int(select_370, 1, 5);  select_370 = None
    copy__36 = torch.ops.aten.copy_.default(select_371, sub_37);  select_371 = sub_37 = copy__36 = None
    select_372 = torch.ops.aten.select.int(full, 1, 5)
    select_373 = torch.ops.aten.select.int(select_372, 1, 4);  select_372 = None
    neg_111 = torch.ops.aten.neg.default(select_373);  select_373 = None
    select_374 = torch.ops.aten.select.int(full, 1, 5)
    select_375 = torch.ops.aten.select.int(select_374, 1, 5);  select_374 = None
    neg_112 = torch.ops.aten.neg.default(select_375);  select_375 = None
    select_376 = torch.ops.aten.select.int(full, 1, 6)
    select_377 = torch.ops.aten.select.int(select_376, 1, 4);  select_376 = None
    neg_113 = torch.ops.aten.neg.default(select_377);  select_377 = None
    stack_37 = torch.ops.aten.stack.default([neg_111, neg_112, neg_113]);  neg_111 = neg_112 = neg_113 = None
    div_37 = torch.ops.aten.div.Tensor(stack_37, 0.5);  stack_37 = None
    select_378 = torch.ops.aten.select.int(view_3, 1, 5)
    select_379 = torch.ops.aten.select.int(select_378, 1, 4);  select_378 = None
    logsumexp_37 = torch.ops.aten.logsumexp.default(div_37, [0]);  div_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(logsumexp_37, 0.5);  logsumexp_37 = None
    sub_38 = torch.ops.aten.sub.Tensor(select_379, mul_38);  select_379 = mul_38 = None
    select_380 = torch.ops.aten.select.int(full, 1, 6)
    select_381 = torch.ops.aten.select.int(select_380, 1, 5);  select_380 = None
    copy__37 = torch.ops.aten.copy_.default(select_381, sub_38);  select_381 = sub_38 = copy__37 = None
    select_382 = torch.ops.aten.select.int(full, 1, 6)
    select_383 = torch.ops.aten.select.int(select_382, 1, 4);  select_382 = None
    neg_114 = torch.ops.aten.neg.default(select_383);  select_383 = None
    select_384 = torch.ops.aten.select.int(full, 1, 6)
    select_385 = torch.ops.aten.select.int(select_384, 1, 5);  select_384 = None
    neg_115 = torch.ops.aten.neg.default(select_385);  select_385 = None
    select_386 = torch.ops.aten.select.int(full, 1, 7)
    select_387 = torch.ops.aten.select.int(select_386, 1, 4);  select_386 = None
    neg_116 = torch.ops.aten.neg.default(select_387);  select_387 = None
    stack_38 = torch.ops.aten.stack.default([neg_114, neg_115, neg_116]);  neg_114 = neg_115 = neg_116 = None
    div_38 = torch.ops.aten.div.Tensor(stack_38, 0.5);  stack_38 = None
    select_388 = torch.ops.aten.select.int(view_3, 1, 6)
    select_389 = torch.ops.aten.select.int(select_388, 1, 4);  select_388 = None
    logsumexp_38 = torch.ops.aten.logsumexp.default(div_38, [0]);  div_38 = None
    mul_39 = torch.ops.aten.mul.Tensor(logsumexp_38, 0.5);  logsumexp_38 = None
    sub_39 = torch.ops.aten.sub.Tensor(select_389, mul_39);  select_389 = mul_39 = None
    select_390 = torch.ops.aten.select.int(full, 1, 7)
    select_391 = torch.ops.aten.select.int(select_390, 1, 5);  select_390 = None
    copy__38 = torch.ops.aten.copy_.default(select_391, sub_39);  select_391 = sub_39 = copy__38 = None
    select_392 = torch.ops.aten.select.int(full, 1, 7)
    select_393 = torch.ops.aten.select.int(select_392, 1, 4);  select_392 = None
    neg_117 = torch.ops.aten.neg.default(select_393);  select_393 = None
    select_394 = torch.ops.aten.select.int(full, 1, 7)
    select_395 = torch.ops.aten.select.int(select_394, 1, 5);  select_394 = None
    neg_118 = torch.ops.aten.neg.default(select_395);  select_395 = None
    select_396 = torch.ops.aten.select.int(full, 1, 8)
    select_397 = torch.ops.aten.select.int(select_396, 1, 4);  select_396 = None
    neg_119 = torch.ops.aten.neg.default(select_397);  select_397 = None
    stack_39 = torch.ops.aten.stack.default([neg_117, neg_118, neg_119]);  neg_117 = neg_118 = neg_119 = None
    div_39 = torch.ops.aten.div.Tensor(stack_39, 0.5);  stack_39 = None
    select_398 = torch.ops.aten.select.int(view_3, 1, 7)
    select_399 = torch.ops.aten.select.int(select_398, 1, 4);  select_398 = None
    logsumexp_39 = torch.ops.aten.logsumexp.default(div_39, [0]);  div_39 = None
    mul_40 = torch.ops.aten.mul.Tensor(logsumexp_39, 0.5);  logsumexp_39 = None
    sub_40 = torch.ops.aten.sub.Tensor(select_399, mul_40);  select_399 = mul_40 = None
    select_400 = torch.ops.aten.select.int(full, 1, 8)
    select_401 = torch.ops.aten.select.int(select_400, 1, 5);  select_400 = None
    copy__39 = torch.ops.aten.copy_.default(select_401, sub_40);  select_401 = sub_40 = copy__39 = None
    select_402 = torch.ops.aten.select.int(full, 1, -2)
    select_403 = torch.ops.aten.select.int(select_402, 1, -2);  select_402 = None
    clone_1 = torch.ops.aten.clone.default(select_403);  select_403 = None
    view_4 = torch.ops.aten.view.default(clone_1, [4, 3]);  clone_1 = None
    neg_120 = torch.ops.aten.neg.default(view_4);  view_4 = None
    div_40 = torch.ops.aten.div.Tensor(neg_120, 4.0);  neg_120 = None
    _log_softmax = torch.ops.aten._log_softmax.default(div_40, 1, False);  div_40 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
    detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_2, 1, torch.float32);  nll_loss_backward = detach_2 = None
    div_41 = torch.ops.aten.div.Tensor(_log_softmax_backward_data, 4.0);  _log_softmax_backward_data = None
    neg_121 = torch.ops.aten.neg.default(div_41);  div_41 = None
    view_5 = torch.ops.aten.view.default(neg_121, [12]);  neg_121 = None
    new_zeros = torch.ops.aten.new_zeros.default(view_3, [12, 10, 7], pin_memory = False)
    slice_1 = torch.ops.aten.slice.Tensor(new_zeros, 1, 1, 9)
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 2, 1, 6);  slice_1 = None
    copy__40 = torch.ops.aten.copy_.default(slice_2, view_3);  slice_2 = copy__40 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(view_3, [12, 10, 7], pin_memory = False);  view_3 = None
    _tensor_constant1 = self._tensor_constant1
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
    select_404 = torch.ops.aten.select.int(new_zeros_1, 1, -1)
    select_405 = torch.ops.aten.select.int(select_404, 1, -1);  select_404 = None
    fill__1 = torch.ops.aten.fill_.Tensor(select_405, lift_fresh_copy_1);  select_405 = lift_fresh_copy_1 = fill__1 = None
    clone_2 = torch.ops.aten.clone.default(full);  full = None
    _tensor_constant2 = self._tensor_constant2
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
    select_406 = torch.ops.aten.select.int(clone_2, 2, -1)
    fill__2 = torch.ops.aten.fill_.Tensor(select_406, lift_fresh_copy_2);  select_406 = lift_fresh_copy_2 = fill__2 = None
    _tensor_constant3 = self._tensor_constant3
    lift_fresh_copy_3 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
    select_407 = torch.ops.aten.select.int(clone_2, 1, -1)
    fill__3 = torch.ops.aten.fill_.Tensor(select_407, lift_fresh_copy_3);  select_407 = lift_fresh_copy_3 = fill__3 = None
    select_408 = torch.ops.aten.select.int(clone_2, 1, -2)
    select_409 = torch.ops.aten.select.int(select_408, 1, -2);  select_408 = None
    select_410 = torch.ops.aten.select.int(clone_2, 1, -1)
    select_411 = torch.ops.aten.select.int(select_410, 1, -1);  select_410 = None
    copy__41 = torch.ops.aten.copy_.default(select_411, select_409);  select_411 = select_409 = copy__41 = None
    select_412 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_413 = torch.ops.aten.select.int(select_412, 1, 5);  select_412 = None
    select_414 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_415 = torch.ops.aten.select.int(select_414, 1, 5);  select_414 = None
    sub_41 = torch.ops.aten.sub.Tensor(select_413, select_415);  select_413 = select_415 = None
    select_416 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_417 = torch.ops.aten.select.int(select_416, 1, 5);  select_416 = None
    sub_42 = torch.ops.aten.sub.Tensor(sub_41, select_417);  sub_41 = select_417 = None
    div_42 = torch.ops.aten.div.Tensor(sub_42, 0.5);  sub_42 = None
    exp = torch.ops.aten.exp.default(div_42);  div_42 = None
    select_418 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_419 = torch.ops.aten.select.int(select_418, 1, 6);  select_418 = None
    select_420 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_421 = torch.ops.aten.select.int(select_420, 1, 5);  select_420 = None
    sub_43 = torch.ops.aten.sub.Tensor(select_419, select_421);  select_419 = select_421 = None
    select_422 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_423 = torch.ops.aten.select.int(select_422, 1, 6);  select_422 = None
    sub_44 = torch.ops.aten.sub.Tensor(sub_43, select_423);  sub_43 = select_423 = None
    div_43 = torch.ops.aten.div.Tensor(sub_44, 0.5);  sub_44 = None
    exp_1 = torch.ops.aten.exp.default(div_43);  div_43 = None
    select_424 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_425 = torch.ops.aten.select.int(select_424, 1, 6);  select_424 = None
    select_426 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_427 = torch.ops.aten.select.int(select_426, 1, 5);  select_426 = None
    sub_45 = torch.ops.aten.sub.Tensor(select_425, select_427);  select_425 = select_427 = None
    select_428 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_429 = torch.ops.aten.select.int(select_428, 1, 6);  select_428 = None
    sub_46 = torch.ops.aten.sub.Tensor(sub_45, select_429);  sub_45 = select_429 = None
    div_44 = torch.ops.aten.div.Tensor(sub_46, 0.5);  sub_46 = None
    exp_2 = torch.ops.aten.exp.default(div_44);  div_44 = None
    select_430 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_431 = torch.ops.aten.select.int(select_430, 1, 5);  select_430 = None
    mul_41 = torch.ops.aten.mul.Tensor(select_431, exp);  select_431 = exp = None
    select_432 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_433 = torch.ops.aten.select.int(select_432, 1, 6);  select_432 = None
    mul_42 = torch.ops.aten.mul.Tensor(select_433, exp_1);  select_433 = exp_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_41, mul_42);  mul_41 = mul_42 = None
    select_434 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_435 = torch.ops.aten.select.int(select_434, 1, 6);  select_434 = None
    mul_43 = torch.ops.aten.mul.Tensor(select_435, exp_2);  select_435 = exp_2 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mul_43);  add_1 = mul_43 = None
    select_436 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_437 = torch.ops.aten.select.int(select_436, 1, 5);  select_436 = None
    copy__42 = torch.ops.aten.copy_.default(select_437, add_2);  select_437 = add_2 = copy__42 = None
    select_438 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_439 = torch.ops.aten.select.int(select_438, 1, 5);  select_438 = None
    select_440 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_441 = torch.ops.aten.select.int(select_440, 1, 5);  select_440 = None
    sub_47 = torch.ops.aten.sub.Tensor(select_439, select_441);  select_439 = select_441 = None
    select_442 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_443 = torch.ops.aten.select.int(select_442, 1, 5);  select_442 = None
    sub_48 = torch.ops.aten.sub.Tensor(sub_47, select_443);  sub_47 = select_443 = None
    div_45 = torch.ops.aten.div.Tensor(sub_48, 0.5);  sub_48 = None
    exp_3 = torch.ops.aten.exp.default(div_45);  div_45 = None
    select_444 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_445 = torch.ops.aten.select.int(select_444, 1, 6);  select_444 = None
    select_446 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_447 = torch.ops.aten.select.int(select_446, 1, 5);  select_446 = None
    sub_49 = torch.ops.aten.sub.Tensor(select_445, select_447);  select_445 = select_447 = None
    select_448 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_449 = torch.ops.aten.select.int(select_448, 1, 6);  select_448 = None
    sub_50 = torch.ops.aten.sub.Tensor(sub_49, select_449);  sub_49 = select_449 = None
    div_46 = torch.ops.aten.div.Tensor(sub_50, 0.5);  sub_50 = None
    exp_4 = torch.ops.aten.exp.default(div_46);  div_46 = None
    select_450 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_451 = torch.ops.aten.select.int(select_450, 1, 6);  select_450 = None
    select_452 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_453 = torch.ops.aten.select.int(select_452, 1, 5);  select_452 = None
    sub_51 = torch.ops.aten.sub.Tensor(select_451, select_453);  select_451 = select_453 = None
    select_454 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_455 = torch.ops.aten.select.int(select_454, 1, 6);  select_454 = None
    sub_52 = torch.ops.aten.sub.Tensor(sub_51, select_455);  sub_51 = select_455 = None
    div_47 = torch.ops.aten.div.Tensor(sub_52, 0.5);  sub_52 = None
    exp_5 = torch.ops.aten.exp.default(div_47);  div_47 = None
    select_456 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_457 = torch.ops.aten.select.int(select_456, 1, 5);  select_456 = None
    mul_44 = torch.ops.aten.mul.Tensor(select_457, exp_3);  select_457 = exp_3 = None
    select_458 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_459 = torch.ops.aten.select.int(select_458, 1, 6);  select_458 = None
    mul_45 = torch.ops.aten.mul.Tensor(select_459, exp_4);  select_459 = exp_4 = None
    add_3 = torch.ops.aten.add.Tensor(mul_44, mul_45);  mul_44 = mul_45 = None
    select_460 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_461 = torch.ops.aten.select.int(select_460, 1, 6);  select_460 = None
    mul_46 = torch.ops.aten.mul.Tensor(select_461, exp_5);  select_461 = exp_5 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_46);  add_3 = mul_46 = None
    select_462 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_463 = torch.ops.aten.select.int(select_462, 1, 5);  select_462 = None
    copy__43 = torch.ops.aten.copy_.default(select_463, add_4);  select_463 = add_4 = copy__43 = None
    select_464 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_465 = torch.ops.aten.select.int(select_464, 1, 5);  select_464 = None
    select_466 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_467 = torch.ops.aten.select.int(select_466, 1, 5);  select_466 = None
    sub_53 = torch.ops.aten.sub.Tensor(select_465, select_467);  select_465 = select_467 = None
    select_468 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_469 = torch.ops.aten.select.int(select_468, 1, 5);  select_468 = None
    sub_54 = torch.ops.aten.sub.Tensor(sub_53, select_469);  sub_53 = select_469 = None
    div_48 = torch.ops.aten.div.Tensor(sub_54, 0.5);  sub_54 = None
    exp_6 = torch.ops.aten.exp.default(div_48);  div_48 = None
    select_470 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_471 = torch.ops.aten.select.int(select_470, 1, 6);  select_470 = None
    select_472 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_473 = torch.ops.aten.select.int(select_472, 1, 5);  select_472 = None
    sub_55 = torch.ops.aten.sub.Tensor(select_471, select_473);  select_471 = select_473 = None
    select_474 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_475 = torch.ops.aten.select.int(select_474, 1, 6);  select_474 = None
    sub_56 = torch.ops.aten.sub.Tensor(sub_55, select_475);  sub_55 = select_475 = None
    div_49 = torch.ops.aten.div.Tensor(sub_56, 0.5);  sub_56 = None
    exp_7 = torch.ops.aten.exp.default(div_49);  div_49 = None
    select_476 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_477 = torch.ops.aten.select.int(select_476, 1, 6);  select_476 = None
    select_478 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_479 = torch.ops.aten.select.int(select_478, 1, 5);  select_478 = None
    sub_57 = torch.ops.aten.sub.Tensor(select_477, select_479);  select_477 = select_479 = None
    select_480 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_481 = torch.ops.aten.select.int(select_480, 1, 6);  select_480 = None
    sub_58 = torch.ops.aten.sub.Tensor(sub_57, select_481);  sub_57 = select_481 = None
    div_50 = torch.ops.aten.div.Tensor(sub_58, 0.5);  sub_58 = None
    exp_8 = torch.ops.aten.exp.default(div_50);  div_50 = None
    select_482 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_483 = torch.ops.aten.select.int(select_482, 1, 5);  select_482 = None
    mul_47 = torch.ops.aten.mul.Tensor(select_483, exp_6);  select_483 = exp_6 = None
    select_484 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_485 = torch.ops.aten.select.int(select_484, 1, 6);  select_484 = None
    mul_48 = torch.ops.aten.mul.Tensor(select_485, exp_7);  select_485 = exp_7 = None
    add_5 = torch.ops.aten.add.Tensor(mul_47, mul_48);  mul_47 = mul_48 = None
    select_486 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_487 = torch.ops.aten.select.int(select_486, 1, 6);  select_486 = None
    mul_49 = torch.ops.aten.mul.Tensor(select_487, exp_8);  select_487 = exp_8 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_49);  add_5 = mul_49 = None
    select_488 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_489 = torch.ops.aten.select.int(select_488, 1, 5);  select_488 = None
    copy__44 = torch.ops.aten.copy_.default(select_489, add_6);  select_489 = add_6 = copy__44 = None
    select_490 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_491 = torch.ops.aten.select.int(select_490, 1, 5);  select_490 = None
    select_492 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_493 = torch.ops.aten.select.int(select_492, 1, 5);  select_492 = None
    sub_59 = torch.ops.aten.sub.Tensor(select_491, select_493);  select_491 = select_493 = None
    select_494 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_495 = torch.ops.aten.select.int(select_494, 1, 5);  select_494 = None
    sub_60 = torch.ops.aten.sub.Tensor(sub_59, select_495);  sub_59 = select_495 = None
    div_51 = torch.ops.aten.div.Tensor(sub_60, 0.5);  sub_60 = None
    exp_9 = torch.ops.aten.exp.default(div_51);  div_51 = None
    select_496 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_497 = torch.ops.aten.select.int(select_496, 1, 6);  select_496 = None
    select_498 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_499 = torch.ops.aten.select.int(select_498, 1, 5);  select_498 = None
    sub_61 = torch.ops.aten.sub.Tensor(select_497, select_499);  select_497 = select_499 = None
    select_500 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_501 = torch.ops.aten.select.int(select_500, 1, 6);  select_500 = None
    sub_62 = torch.ops.aten.sub.Tensor(sub_61, select_501);  sub_61 = select_501 = None
    div_52 = torch.ops.aten.div.Tensor(sub_62, 0.5);  sub_62 = None
    exp_10 = torch.ops.aten.exp.default(div_52);  div_52 = None
    select_502 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_503 = torch.ops.aten.select.int(select_502, 1, 6);  select_502 = None
    select_504 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_505 = torch.ops.aten.select.int(select_504, 1, 5);  select_504 = None
    sub_63 = torch.ops.aten.sub.Tensor(select_503, select_505);  select_503 = select_505 = None
    select_506 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_507 = torch.ops.aten.select.int(select_506, 1, 6);  select_506 = None
    sub_64 = torch.ops.aten.sub.Tensor(sub_63, select_507);  sub_63 = select_507 = None
    div_53 = torch.ops.aten.div.Tensor(sub_64, 0.5);  sub_64 = None
    exp_11 = torch.ops.aten.exp.default(div_53);  div_53 = None
    select_508 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_509 = torch.ops.aten.select.int(select_508, 1, 5);  select_508 = None
    mul_50 = torch.ops.aten.mul.Tensor(select_509, exp_9);  select_509 = exp_9 = None
    select_510 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_511 = torch.ops.aten.select.int(select_510, 1, 6);  select_510 = None
    mul_51 = torch.ops.aten.mul.Tensor(select_511, exp_10);  select_511 = exp_10 = None
    add_7 = torch.ops.aten.add.Tensor(mul_50, mul_51);  mul_50 = mul_51 = None
    select_512 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_513 = torch.ops.aten.select.int(select_512, 1, 6);  select_512 = None
    mul_52 = torch.ops.aten.mul.Tensor(select_513, exp_11);  select_513 = exp_11 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, mul_52);  add_7 = mul_52 = None
    select_514 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_515 = torch.ops.aten.select.int(select_514, 1, 5);  select_514 = None
    copy__45 = torch.ops.aten.copy_.default(select_515, add_8);  select_515 = add_8 = copy__45 = None
    select_516 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_517 = torch.ops.aten.select.int(select_516, 1, 5);  select_516 = None
    select_518 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_519 = torch.ops.aten.select.int(select_518, 1, 5);  select_518 = None
    sub_65 = torch.ops.aten.sub.Tensor(select_517, select_519);  select_517 = select_519 = None
    select_520 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_521 = torch.ops.aten.select.int(select_520, 1, 5);  select_520 = None
    sub_66 = torch.ops.aten.sub.Tensor(sub_65, select_521);  sub_65 = select_521 = None
    div_54 = torch.ops.aten.div.Tensor(sub_66, 0.5);  sub_66 = None
    exp_12 = torch.ops.aten.exp.default(div_54);  div_54 = None
    select_522 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_523 = torch.ops.aten.select.int(select_522, 1, 6);  select_522 = None
    select_524 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_525 = torch.ops.aten.select.int(select_524, 1, 5);  select_524 = None
    sub_67 = torch.ops.aten.sub.Tensor(select_523, select_525);  select_523 = select_525 = None
    select_526 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_527 = torch.ops.aten.select.int(select_526, 1, 6);  select_526 = None
    sub_68 = torch.ops.aten.sub.Tensor(sub_67, select_527);  sub_67 = select_527 = None
    div_55 = torch.ops.aten.div.Tensor(sub_68, 0.5);  sub_68 = None
    exp_13 = torch.ops.aten.exp.default(div_55);  div_55 = None
    select_528 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_529 = torch.ops.aten.select.int(select_528, 1, 6);  select_528 = None
    select_530 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_531 = torch.ops.aten.select.int(select_530, 1, 5);  select_530 = None
    sub_69 = torch.ops.aten.sub.Tensor(select_529, select_531);  select_529 = select_531 = None
    select_532 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_533 = torch.ops.aten.select.int(select_532, 1, 6);  select_532 = None
    sub_70 = torch.ops.aten.sub.Tensor(sub_69, select_533);  sub_69 = select_533 = None
    div_56 = torch.ops.aten.div.Tensor(sub_70, 0.5);  sub_70 = None
    exp_14 = torch.ops.aten.exp.default(div_56);  div_56 = None
    select_534 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_535 = torch.ops.aten.select.int(select_534, 1, 5);  select_534 = None
    mul_53 = torch.ops.aten.mul.Tensor(select_535, exp_12);  select_535 = exp_12 = None
    select_536 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_537 = torch.ops.aten.select.int(select_536, 1, 6);  select_536 = None
    mul_54 = torch.ops.aten.mul.Tensor(select_537, exp_13);  select_537 = exp_13 = None
    add_9 = torch.ops.aten.add.Tensor(mul_53, mul_54);  mul_53 = mul_54 = None
    select_538 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_539 = torch.ops.aten.select.int(select_538, 1, 6);  select_538 = None
    mul_55 = torch.ops.aten.mul.Tensor(select_539, exp_14);  select_539 = exp_14 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, mul_55);  add_9 = mul_55 = None
    select_540 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_541 = torch.ops.aten.select.int(select_540, 1, 5);  select_540 = None
    copy__46 = torch.ops.aten.copy_.default(select_541, add_10);  select_541 = add_10 = copy__46 = None
    select_542 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_543 = torch.ops.aten.select.int(select_542, 1, 5);  select_542 = None
    select_544 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_545 = torch.ops.aten.select.int(select_544, 1, 5);  select_544 = None
    sub_71 = torch.ops.aten.sub.Tensor(select_543, select_545);  select_543 = select_545 = None
    select_546 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_547 = torch.ops.aten.select.int(select_546, 1, 5);  select_546 = None
    sub_72 = torch.ops.aten.sub.Tensor(sub_71, select_547);  sub_71 = select_547 = None
    div_57 = torch.ops.aten.div.Tensor(sub_72, 0.5);  sub_72 = None
    exp_15 = torch.ops.aten.exp.default(div_57);  div_57 = None
    select_548 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_549 = torch.ops.aten.select.int(select_548, 1, 6);  select_548 = None
    select_550 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_551 = torch.ops.aten.select.int(select_550, 1, 5);  select_550 = None
    sub_73 = torch.ops.aten.sub.Tensor(select_549, select_551);  select_549 = select_551 = None
    select_552 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_553 = torch.ops.aten.select.int(select_552, 1, 6);  select_552 = None
    sub_74 = torch.ops.aten.sub.Tensor(sub_73, select_553);  sub_73 = select_553 = None
    div_58 = torch.ops.aten.div.Tensor(sub_74, 0.5);  sub_74 = None
    exp_16 = torch.ops.aten.exp.default(div_58);  div_58 = None
    select_554 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_555 = torch.ops.aten.select.int(select_554, 1, 6);  select_554 = None
    select_556 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_557 = torch.ops.aten.select.int(select_556, 1, 5);  select_556 = None
    sub_75 = torch.ops.aten.sub.Tensor(select_555, select_557);  select_555 = select_557 = None
    select_558 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_559 = torch.ops.aten.select.int(select_558, 1, 6);  select_558 = None
    sub_76 = torch.ops.aten.sub.Tensor(sub_75, select_559);  sub_75 = select_559 = None
    div_59 = torch.ops.aten.div.Tensor(sub_76, 0.5);  sub_76 = None
    exp_17 = torch.ops.aten.exp.default(div_59);  div_59 = None
    select_560 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_561 = torch.ops.aten.select.int(select_560, 1, 5);  select_560 = None
    mul_56 = torch.ops.aten.mul.Tensor(select_561, exp_15);  select_561 = exp_15 = None
    select_562 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_563 = torch.ops.aten.select.int(select_562, 1, 6);  select_562 = None
    mul_57 = torch.ops.aten.mul.Tensor(select_563, exp_16);  select_563 = exp_16 = None
    add_11 = torch.ops.aten.add.Tensor(mul_56, mul_57);  mul_56 = mul_57 = None
    select_564 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_565 = torch.ops.aten.select.int(select_564, 1, 6);  select_564 = None
    mul_58 = torch.ops.aten.mul.Tensor(select_565, exp_17);  select_565 = exp_17 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, mul_58);  add_11 = mul_58 = None
    select_566 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_567 = torch.ops.aten.select.int(select_566, 1, 5);  select_566 = None
    copy__47 = torch.ops.aten.copy_.default(select_567, add_12);  select_567 = add_12 = copy__47 = None
    select_568 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_569 = torch.ops.aten.select.int(select_568, 1, 5);  select_568 = None
    select_570 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_571 = torch.ops.aten.select.int(select_570, 1, 5);  select_570 = None
    sub_77 = torch.ops.aten.sub.Tensor(select_569, select_571);  select_569 = select_571 = None
    select_572 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_573 = torch.ops.aten.select.int(select_572, 1, 5);  select_572 = None
    sub_78 = torch.ops.aten.sub.Tensor(sub_77, select_573);  sub_77 = select_573 = None
    div_60 = torch.ops.aten.div.Tensor(sub_78, 0.5);  sub_78 = None
    exp_18 = torch.ops.aten.exp.default(div_60);  div_60 = None
    select_574 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_575 = torch.ops.aten.select.int(select_574, 1, 6);  select_574 = None
    select_576 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_577 = torch.ops.aten.select.int(select_576, 1, 5);  select_576 = None
    sub_79 = torch.ops.aten.sub.Tensor(select_575, select_577);  select_575 = select_577 = None
    select_578 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_579 = torch.ops.aten.select.int(select_578, 1, 6);  select_578 = None
    sub_80 = torch.ops.aten.sub.Tensor(sub_79, select_579);  sub_79 = select_579 = None
    div_61 = torch.ops.aten.div.Tensor(sub_80, 0.5);  sub_80 = None
    exp_19 = torch.ops.aten.exp.default(div_61);  div_61 = None
    select_580 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_581 = torch.ops.aten.select.int(select_580, 1, 6);  select_580 = None
    select_582 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_583 = torch.ops.aten.select.int(select_582, 1, 5);  select_582 = None
    sub_81 = torch.ops.aten.sub.Tensor(select_581, select_583);  select_581 = select_583 = None
    select_584 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_585 = torch.ops.aten.select.int(select_584, 1, 6);  select_584 = None
    sub_82 = torch.ops.aten.sub.Tensor(sub_81, select_585);  sub_81 = select_585 = None
    div_62 = torch.ops.aten.div.Tensor(sub_82, 0.5);  sub_82 = None
    exp_20 = torch.ops.aten.exp.default(div_62);  div_62 = None
    select_586 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_587 = torch.ops.aten.select.int(select_586, 1, 5);  select_586 = None
    mul_59 = torch.ops.aten.mul.Tensor(select_587, exp_18);  select_587 = exp_18 = None
    select_588 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_589 = torch.ops.aten.select.int(select_588, 1, 6);  select_588 = None
    mul_60 = torch.ops.aten.mul.Tensor(select_589, exp_19);  select_589 = exp_19 = None
    add_13 = torch.ops.aten.add.Tensor(mul_59, mul_60);  mul_59 = mul_60 = None
    select_590 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_591 = torch.ops.aten.select.int(select_590, 1, 6);  select_590 = None
    mul_61 = torch.ops.aten.mul.Tensor(select_591, exp_20);  select_591 = exp_20 = None
    add_14 = torch.ops.aten.add.Tensor(add_13, mul_61);  add_13 = mul_61 = None
    select_592 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_593 = torch.ops.aten.select.int(select_592, 1, 5);  select_592 = None
    copy__48 = torch.ops.aten.copy_.default(select_593, add_14);  select_593 = add_14 = copy__48 = None
    select_594 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_595 = torch.ops.aten.select.int(select_594, 1, 5);  select_594 = None
    select_596 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_597 = torch.ops.aten.select.int(select_596, 1, 5);  select_596 = None
    sub_83 = torch.ops.aten.sub.Tensor(select_595, select_597);  select_595 = select_597 = None
    select_598 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_599 = torch.ops.aten.select.int(select_598, 1, 5);  select_598 = None
    sub_84 = torch.ops.aten.sub.Tensor(sub_83, select_599);  sub_83 = select_599 = None
    div_63 = torch.ops.aten.div.Tensor(sub_84, 0.5);  sub_84 = None
    exp_21 = torch.ops.aten.exp.default(div_63);  div_63 = None
    select_600 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_601 = torch.ops.aten.select.int(select_600, 1, 6);  select_600 = None
    select_602 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_603 = torch.ops.aten.select.int(select_602, 1, 5);  select_602 = None
    sub_85 = torch.ops.aten.sub.Tensor(select_601, select_603);  select_601 = select_603 = None
    select_604 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_605 = torch.ops.aten.select.int(select_604, 1, 6);  select_604 = None
    sub_86 = torch.ops.aten.sub.Tensor(sub_85, select_605);  sub_85 = select_605 = None
    div_64 = torch.ops.aten.div.Tensor(sub_86, 0.5);  sub_86 = None
    exp_22 = torch.ops.aten.exp.default(div_64);  div_64 = None
    select_606 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_607 = torch.ops.aten.select.int(select_606, 1, 6);  select_606 = None
    select_608 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_609 = torch.ops.aten.select.int(select_608, 1, 5);  select_608 = None
    sub_87 = torch.ops.aten.sub.Tensor(select_607, select_609);  select_607 = select_609 = None
    select_610 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_611 = torch.ops.aten.select.int(select_610, 1, 6);  select_610 = None
    sub_88 = torch.ops.aten.sub.Tensor(sub_87, select_611);  sub_87 = select_611 = None
    div_65 = torch.ops.aten.div.Tensor(sub_88, 0.5);  sub_88 = None
    exp_23 = torch.ops.aten.exp.default(div_65);  div_65 = None
    select_612 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_613 = torch.ops.aten.select.int(select_612, 1, 5);  select_612 = None
    mul_62 = torch.ops.aten.mul.Tensor(select_613, exp_21);  select_613 = exp_21 = None
    select_614 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_615 = torch.ops.aten.select.int(select_614, 1, 6);  select_614 = None
    mul_63 = torch.ops.aten.mul.Tensor(select_615, exp_22);  select_615 = exp_22 = None
    add_15 = torch.ops.aten.add.Tensor(mul_62, mul_63);  mul_62 = mul_63 = None
    select_616 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_617 = torch.ops.aten.select.int(select_616, 1, 6);  select_616 = None
    mul_64 = torch.ops.aten.mul.Tensor(select_617, exp_23);  select_617 = exp_23 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, mul_64);  add_15 = mul_64 = None
    select_618 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_619 = torch.ops.aten.select.int(select_618, 1, 5);  select_618 = None
    copy__49 = torch.ops.aten.copy_.default(select_619, add_16);  select_619 = add_16 = copy__49 = None
    select_620 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_621 = torch.ops.aten.select.int(select_620, 1, 4);  select_620 = None
    select_622 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_623 = torch.ops.aten.select.int(select_622, 1, 4);  select_622 = None
    sub_89 = torch.ops.aten.sub.Tensor(select_621, select_623);  select_621 = select_623 = None
    select_624 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_625 = torch.ops.aten.select.int(select_624, 1, 4);  select_624 = None
    sub_90 = torch.ops.aten.sub.Tensor(sub_89, select_625);  sub_89 = select_625 = None
    div_66 = torch.ops.aten.div.Tensor(sub_90, 0.5);  sub_90 = None
    exp_24 = torch.ops.aten.exp.default(div_66);  div_66 = None
    select_626 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_627 = torch.ops.aten.select.int(select_626, 1, 5);  select_626 = None
    select_628 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_629 = torch.ops.aten.select.int(select_628, 1, 4);  select_628 = None
    sub_91 = torch.ops.aten.sub.Tensor(select_627, select_629);  select_627 = select_629 = None
    select_630 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_631 = torch.ops.aten.select.int(select_630, 1, 5);  select_630 = None
    sub_92 = torch.ops.aten.sub.Tensor(sub_91, select_631);  sub_91 = select_631 = None
    div_67 = torch.ops.aten.div.Tensor(sub_92, 0.5);  sub_92 = None
    exp_25 = torch.ops.aten.exp.default(div_67);  div_67 = None
    select_632 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_633 = torch.ops.aten.select.int(select_632, 1, 5);  select_632 = None
    select_634 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_635 = torch.ops.aten.select.int(select_634, 1, 4);  select_634 = None
    sub_93 = torch.ops.aten.sub.Tensor(select_633, select_635);  select_633 = select_635 = None
    select_636 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_637 = torch.ops.aten.select.int(select_636, 1, 5);  select_636 = None
    sub_94 = torch.ops.aten.sub.Tensor(sub_93, select_637);  sub_93 = select_637 = None
    div_68 = torch.ops.aten.div.Tensor(sub_94, 0.5);  sub_94 = None
    exp_26 = torch.ops.aten.exp.default(div_68);  div_68 = None
    select_638 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_639 = torch.ops.aten.select.int(select_638, 1, 4);  select_638 = None
    mul_65 = torch.ops.aten.mul.Tensor(select_639, exp_24);  select_639 = exp_24 = None
    select_640 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_641 = torch.ops.aten.select.int(select_640, 1, 5);  select_640 = None
    mul_66 = torch.ops.aten.mul.Tensor(select_641, exp_25);  select_641 = exp_25 = None
    add_17 = torch.ops.aten.add.Tensor(mul_65, mul_66);  mul_65 = mul_66 = None
    select_642 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_643 = torch.ops.aten.select.int(select_642, 1, 5);  select_642 = None
    mul_67 = torch.ops.aten.mul.Tensor(select_643, exp_26);  select_643 = exp_26 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, mul_67);  add_17 = mul_67 = None
    select_644 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_645 = torch.ops.aten.select.int(select_644, 1, 4);  select_644 = None
    copy__50 = torch.ops.aten.copy_.default(select_645, add_18);  select_645 = add_18 = copy__50 = None
    select_646 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_647 = torch.ops.aten.select.int(select_646, 1, 4);  select_646 = None
    select_648 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_649 = torch.ops.aten.select.int(select_648, 1, 4);  select_648 = None
    sub_95 = torch.ops.aten.sub.Tensor(select_647, select_649);  select_647 = select_649 = None
    select_650 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_651 = torch.ops.aten.select.int(select_650, 1, 4);  select_650 = None
    sub_96 = torch.ops.aten.sub.Tensor(sub_95, select_651);  sub_95 = select_651 = None
    div_69 = torch.ops.aten.div.Tensor(sub_96, 0.5);  sub_96 = None
    exp_27 = torch.ops.aten.exp.default(div_69);  div_69 = None
    select_652 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_653 = torch.ops.aten.select.int(select_652, 1, 5);  select_652 = None
    select_654 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_655 = torch.ops.aten.select.int(select_654, 1, 4);  select_654 = None
    sub_97 = torch.ops.aten.sub.Tensor(select_653, select_655);  select_653 = select_655 = None
    select_656 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_657 = torch.ops.aten.select.int(select_656, 1, 5);  select_656 = None
    sub_98 = torch.ops.aten.sub.Tensor(sub_97, select_657);  sub_97 = select_657 = None
    div_70 = torch.ops.aten.div.Tensor(sub_98, 0.5);  sub_98 = None
    exp_28 = torch.ops.aten.exp.default(div_70);  div_70 = None
    select_658 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_659 = torch.ops.aten.select.int(select_658, 1, 5);  select_658 = None
    select_660 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_661 = torch.ops.aten.select.int(select_660, 1, 4);  select_660 = None
    sub_99 = torch.ops.aten.sub.Tensor(select_659, select_661);  select_659 = select_661 = None
    select_662 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_663 = torch.ops.aten.select.int(select_662, 1, 5);  select_662 = None
    sub_100 = torch.ops.aten.sub.Tensor(sub_99, select_663);  sub_99 = select_663 = None
    div_71 = torch.ops.aten.div.Tensor(sub_100, 0.5);  sub_100 = None
    exp_29 = torch.ops.aten.exp.default(div_71);  div_71 = None
    select_664 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_665 = torch.ops.aten.select.int(select_664, 1, 4);  select_664 = None
    mul_68 = torch.ops.aten.mul.Tensor(select_665, exp_27);  select_665 = exp_27 = None
    select_666 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_667 = torch.ops.aten.select.int(select_666, 1, 5);  select_666 = None
    mul_69 = torch.ops.aten.mul.Tensor(select_667, exp_28);  select_667 = exp_28 = None
    add_19 = torch.ops.aten.add.Tensor(mul_68, mul_69);  mul_68 = mul_69 = None
    select_668 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_669 = torch.ops.aten.select.int(select_668, 1, 5);  select_668 = None
    mul_70 = torch.ops.aten.mul.Tensor(select_669, exp_29);  select_669 = exp_29 = None
    add_20 = torch.ops.aten.add.Tensor(add_19, mul_70);  add_19 = mul_70 = None
    select_670 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_671 = torch.ops.aten.select.int(select_670, 1, 4);  select_670 = None
    copy__51 = torch.ops.aten.copy_.default(select_671, add_20);  select_671 = add_20 = copy__51 = None
    select_672 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_673 = torch.ops.aten.select.int(select_672, 1, 4);  select_672 = None
    select_674 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_675 = torch.ops.aten.select.int(select_674, 1, 4);  select_674 = None
    sub_101 = torch.ops.aten.sub.Tensor(select_673, select_675);  select_673 = select_675 = None
    select_676 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_677 = torch.ops.aten.select.int(select_676, 1, 4);  select_676 = None
    sub_102 = torch.ops.aten.sub.Tensor(sub_101, select_677);  sub_101 = select_677 = None
    div_72 = torch.ops.aten.div.Tensor(sub_102, 0.5);  sub_102 = None
    exp_30 = torch.ops.aten.exp.default(div_72);  div_72 = None
    select_678 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_679 = torch.ops.aten.select.int(select_678, 1, 5);  select_678 = None
    select_680 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_681 = torch.ops.aten.select.int(select_680, 1, 4);  select_680 = None
    sub_103 = torch.ops.aten.sub.Tensor(select_679, select_681);  select_679 = select_681 = None
    select_682 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_683 = torch.ops.aten.select.int(select_682, 1, 5);  select_682 = None
    sub_104 = torch.ops.aten.sub.Tensor(sub_103, select_683);  sub_103 = select_683 = None
    div_73 = torch.ops.aten.div.Tensor(sub_104, 0.5);  sub_104 = None
    exp_31 = torch.ops.aten.exp.default(div_73);  div_73 = None
    select_684 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_685 = torch.ops.aten.select.int(select_684, 1, 5);  select_684 = None
    select_686 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_687 = torch.ops.aten.select.int(select_686, 1, 4);  select_686 = None
    sub_105 = torch.ops.aten.sub.Tensor(select_685, select_687);  select_685 = select_687 = None
    select_688 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_689 = torch.ops.aten.select.int(select_688, 1, 5);  select_688 = None
    sub_106 = torch.ops.aten.sub.Tensor(sub_105, select_689);  sub_105 = select_689 = None
    div_74 = torch.ops.aten.div.Tensor(sub_106, 0.5);  sub_106 = None
    exp_32 = torch.ops.aten.exp.default(div_74);  div_74 = None
    select_690 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_691 = torch.ops.aten.select.int(select_690, 1, 4);  select_690 = None
    mul_71 = torch.ops.aten.mul.Tensor(select_691, exp_30);  select_691 = exp_30 = None
    select_692 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_693 = torch.ops.aten.select.int(select_692, 1, 5);  select_692 = None
    mul_72 = torch.ops.aten.mul.Tensor(select_693, exp_31);  select_693 = exp_31 = None
    add_21 = torch.ops.aten.add.Tensor(mul_71, mul_72);  mul_71 = mul_72 = None
    select_694 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_695 = torch.ops.aten.select.int(select_694, 1, 5);  select_694 = None
    mul_73 = torch.ops.aten.mul.Tensor(select_695, exp_32);  select_695 = exp_32 = None
    add_22 = torch.ops.aten.add.Tensor(add_21, mul_73);  add_21 = mul_73 = None
    select_696 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_697 = torch.ops.aten.select.int(select_696, 1, 4);  select_696 = None
    copy__52 = torch.ops.aten.copy_.default(select_697, add_22);  select_697 = add_22 = copy__52 = None
    select_698 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_699 = torch.ops.aten.select.int(select_698, 1, 4);  select_698 = None
    select_700 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_701 = torch.ops.aten.select.int(select_700, 1, 4);  select_700 = None
    sub_107 = torch.ops.aten.sub.Tensor(select_699, select_701);  select_699 = select_701 = None
    select_702 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_703 = torch.ops.aten.select.int(select_702, 1, 4);  select_702 = None
    sub_108 = torch.ops.aten.sub.Tensor(sub_107, select_703);  sub_107 = select_703 = None
    div_75 = torch.ops.aten.div.Tensor(sub_108, 0.5);  sub_108 = None
    exp_33 = torch.ops.aten.exp.default(div_75);  div_75 = None
    select_704 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_705 = torch.ops.aten.select.int(select_704, 1, 5);  select_704 = None
    select_706 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_707 = torch.ops.aten.select.int(select_706, 1, 4);  select_706 = None
    sub_109 = torch.ops.aten.sub.Tensor(select_705, select_707);  select_705 = select_707 = None
    select_708 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_709 = torch.ops.aten.select.int(select_708, 1, 5);  select_708 = None
    sub_110 = torch.ops.aten.sub.Tensor(sub_109, select_709);  sub_109 = select_709 = None
    div_76 = torch.ops.aten.div.Tensor(sub_110, 0.5);  sub_110 = None
    exp_34 = torch.ops.aten.exp.default(div_76);  div_76 = None
    select_710 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_711 = torch.ops.aten.select.int(select_710, 1, 5);  select_710 = None
    select_712 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_713 = torch.ops.aten.select.int(select_712, 1, 4);  select_712 = None
    sub_111 = torch.ops.aten.sub.Tensor(select_711, select_713);  select_711 = select_713 = None
    select_714 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_715 = torch.ops.aten.select.int(select_714, 1, 5);  select_714 = None
    sub_112 = torch.ops.aten.sub.Tensor(sub_111, select_715);  sub_111 = select_715 = None
    div_77 = torch.ops.aten.div.Tensor(sub_112, 0.5);  sub_112 = None
    exp_35 = torch.ops.aten.exp.default(div_77);  div_77 = None
    select_716 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_717 = torch.ops.aten.select.int(select_716, 1, 4);  select_716 = None
    mul_74 = torch.ops.aten.mul.Tensor(select_717, exp_33);  select_717 = exp_33 = None
    select_718 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_719 = torch.ops.aten.select.int(select_718, 1, 5);  select_718 = None
    mul_75 = torch.ops.aten.mul.Tensor(select_719, exp_34);  select_719 = exp_34 = None
    add_23 = torch.ops.aten.add.Tensor(mul_74, mul_75);  mul_74 = mul_75 = None
    select_720 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_721 = torch.ops.aten.select.int(select_720, 1, 5);  select_720 = None
    mul_76 = torch.ops.aten.mul.Tensor(select_721, exp_35);  select_721 = exp_35 = None
    add_24 = torch.ops.aten.add.Tensor(add_23, mul_76);  add_23 = mul_76 = None
    select_722 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_723 = torch.ops.aten.select.int(select_722, 1, 4);  select_722 = None
    copy__53 = torch.ops.aten.copy_.default(select_723, add_24);  select_723 = add_24 = copy__53 = None
    select_724 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_725 = torch.ops.aten.select.int(select_724, 1, 4);  select_724 = None
    select_726 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_727 = torch.ops.aten.select.int(select_726, 1, 4);  select_726 = None
    sub_113 = torch.ops.aten.sub.Tensor(select_725, select_727);  select_725 = select_727 = None
    select_728 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_729 = torch.ops.aten.select.int(select_728, 1, 4);  select_728 = None
    sub_114 = torch.ops.aten.sub.Tensor(sub_113, select_729);  sub_113 = select_729 = None
    div_78 = torch.ops.aten.div.Tensor(sub_114, 0.5);  sub_114 = None
    exp_36 = torch.ops.aten.exp.default(div_78);  div_78 = None
    select_730 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_731 = torch.ops.aten.select.int(select_730, 1, 5);  select_730 = None
    select_732 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_733 = torch.ops.aten.select.int(select_732, 1, 4);  select_732 = None
    sub_115 = torch.ops.aten.sub.Tensor(select_731, select_733);  select_731 = select_733 = None
    select_734 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_735 = torch.ops.aten.select.int(select_734, 1, 5);  select_734 = None
    sub_116 = torch.ops.aten.sub.Tensor(sub_115, select_735);  sub_115 = select_735 = None
    div_79 = torch.ops.aten.div.Tensor(sub_116, 0.5);  sub_116 = None
    exp_37 = torch.ops.aten.exp.default(div_79);  div_79 = None
    select_736 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_737 = torch.ops.aten.select.int(select_736, 1, 5);  select_736 = None
    select_738 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_739 = torch.ops.aten.select.int(select_738, 1, 4);  select_738 = None
    sub_117 = torch.ops.aten.sub.Tensor(select_737, select_739);  select_737 = select_739 = None
    select_740 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_741 = torch.ops.aten.select.int(select_740, 1, 5);  select_740 = None
    sub_118 = torch.ops.aten.sub.Tensor(sub_117, select_741);  sub_117 = select_741 = None
    div_80 = torch.ops.aten.div.Tensor(sub_118, 0.5);  sub_118 = None
    exp_38 = torch.ops.aten.exp.default(div_80);  div_80 = None
    select_742 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_743 = torch.ops.aten.select.int(select_742, 1, 4);  select_742 = None
    mul_77 = torch.ops.aten.mul.Tensor(select_743, exp_36);  select_743 = exp_36 = None
    select_744 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_745 = torch.ops.aten.select.int(select_744, 1, 5);  select_744 = None
    mul_78 = torch.ops.aten.mul.Tensor(select_745, exp_37);  select_745 = exp_37 = None
    add_25 = torch.ops.aten.add.Tensor(mul_77, mul_78);  mul_77 = mul_78 = None
    select_746 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_747 = torch.ops.aten.select.int(select_746, 1, 5);  select_746 = None
    mul_79 = torch.ops.aten.mul.Tensor(select_747, exp_38);  select_747 = exp_38 = None
    add_26 = torch.ops.aten.add.Tensor(add_25, mul_79);  add_25 = mul_79 = None
    select_748 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_749 = torch.ops.aten.select.int(select_748, 1, 4);  select_748 = None
    copy__54 = torch.ops.aten.copy_.default(select_749, add_26);  select_749 = add_26 = copy__54 = None
    select_750 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_751 = torch.ops.aten.select.int(select_750, 1, 4);  select_750 = None
    select_752 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_753 = torch.ops.aten.select.int(select_752, 1, 4);  select_752 = None
    sub_119 = torch.ops.aten.sub.Tensor(select_751, select_753);  select_751 = select_753 = None
    select_754 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_755 = torch.ops.aten.select.int(select_754, 1, 4);  select_754 = None
    sub_120 = torch.ops.aten.sub.Tensor(sub_119, select_755);  sub_119 = select_755 = None
    div_81 = torch.ops.aten.div.Tensor(sub_120, 0.5);  sub_120 = None
    exp_39 = torch.ops.aten.exp.default(div_81);  div_81 = None
    select_756 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_757 = torch.ops.aten.select.int(select_756, 1, 5);  select_756 = None
    select_758 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_759 = torch.ops.aten.select.int(select_758, 1, 4);  select_758 = None
    sub_121 = torch.ops.aten.sub.Tensor(select_757, select_759);  select_757 = select_759 = None
    select_760 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_761 = torch.ops.aten.select.int(select_760, 1, 5);  select_760 = None
    sub_122 = torch.ops.aten.sub.Tensor(sub_121, select_761);  sub_121 = select_761 = None
    div_82 = torch.ops.aten.div.Tensor(sub_122, 0.5);  sub_122 = None
    exp_40 = torch.ops.aten.exp.default(div_82);  div_82 = None
    select_762 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_763 = torch.ops.aten.select.int(select_762, 1, 5);  select_762 = None
    select_764 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_765 = torch.ops.aten.select.int(select_764, 1, 4);  select_764 = None
    sub_123 = torch.ops.aten.sub.Tensor(select_763, select_765);  select_763 = select_765 = None
    select_766 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_767 = torch.ops.aten.select.int(select_766, 1, 5);  select_766 = None
    sub_124 = torch.ops.aten.sub.Tensor(sub_123, select_767);  sub_123 = select_767 = None
    div_83 = torch.ops.aten.div.Tensor(sub_124, 0.5);  sub_124 = None
    exp_41 = torch.ops.aten.exp.default(div_83);  div_83 = None
    select_768 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_769 = torch.ops.aten.select.int(select_768, 1, 4);  select_768 = None
    mul_80 = torch.ops.aten.mul.Tensor(select_769, exp_39);  select_769 = exp_39 = None
    select_770 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_771 = torch.ops.aten.select.int(select_770, 1, 5);  select_770 = None
    mul_81 = torch.ops.aten.mul.Tensor(select_771, exp_40);  select_771 = exp_40 = None
    add_27 = torch.ops.aten.add.Tensor(mul_80, mul_81);  mul_80 = mul_81 = None
    select_772 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_773 = torch.ops.aten.select.int(select_772, 1, 5);  select_772 = None
    mul_82 = torch.ops.aten.mul.Tensor(select_773, exp_41);  select_773 = exp_41 = None
    add_28 = torch.ops.aten.add.Tensor(add_27, mul_82);  add_27 = mul_82 = None
    select_774 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_775 = torch.ops.aten.select.int(select_774, 1, 4);  select_774 = None
    copy__55 = torch.ops.aten.copy_.default(select_775, add_28);  select_775 = add_28 = copy__55 = None
    select_776 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_777 = torch.ops.aten.select.int(select_776, 1, 4);  select_776 = None
    select_778 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_779 = torch.ops.aten.select.int(select_778, 1, 4);  select_778 = None
    sub_125 = torch.ops.aten.sub.Tensor(select_777, select_779);  select_777 = select_779 = None
    select_780 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_781 = torch.ops.aten.select.int(select_780, 1, 4);  select_780 = None
    sub_126 = torch.ops.aten.sub.Tensor(sub_125, select_781);  sub_125 = select_781 = None
    div_84 = torch.ops.aten.div.Tensor(sub_126, 0.5);  sub_126 = None
    exp_42 = torch.ops.aten.exp.default(div_84);  div_84 = None
    select_782 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_783 = torch.ops.aten.select.int(select_782, 1, 5);  select_782 = None
    select_784 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_785 = torch.ops.aten.select.int(select_784, 1, 4);  select_784 = None
    sub_127 = torch.ops.aten.sub.Tensor(select_783, select_785);  select_783 = select_785 = None
    select_786 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_787 = torch.ops.aten.select.int(select_786, 1, 5);  select_786 = None
    sub_128 = torch.ops.aten.sub.Tensor(sub_127, select_787);  sub_127 = select_787 = None
    div_85 = torch.ops.aten.div.Tensor(sub_128, 0.5);  sub_128 = None
    exp_43 = torch.ops.aten.exp.default(div_85);  div_85 = None
    select_788 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_789 = torch.ops.aten.select.int(select_788, 1, 5);  select_788 = None
    select_790 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_791 = torch.ops.aten.select.int(select_790, 1, 4);  select_790 = None
    sub_129 = torch.ops.aten.sub.Tensor(select_789, select_791);  select_789 = select_791 = None
    select_792 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_793 = torch.ops.aten.select.int(select_792, 1, 5);  select_792 = None
    sub_130 = torch.ops.aten.sub.Tensor(sub_129, select_793);  sub_129 = select_793 = None
    div_86 = torch.ops.aten.div.Tensor(sub_130, 0.5);  sub_130 = None
    exp_44 = torch.ops.aten.exp.default(div_86);  div_86 = None
    select_794 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_795 = torch.ops.aten.select.int(select_794, 1, 4);  select_794 = None
    mul_83 = torch.ops.aten.mul.Tensor(select_795, exp_42);  select_795 = exp_42 = None
    select_796 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_797 = torch.ops.aten.select.int(select_796, 1, 5);  select_796 = None
    mul_84 = torch.ops.aten.mul.Tensor(select_797, exp_43);  select_797 = exp_43 = None
    add_29 = torch.ops.aten.add.Tensor(mul_83, mul_84);  mul_83 = mul_84 = None
    select_798 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_799 = torch.ops.aten.select.int(select_798, 1, 5);  select_798 = None
    mul_85 = torch.ops.aten.mul.Tensor(select_799, exp_44);  select_799 = exp_44 = None
    add_30 = torch.ops.aten.add.Tensor(add_29, mul_85);  add_29 = mul_85 = None
    select_800 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_801 = torch.ops.aten.select.int(select_800, 1, 4);  select_800 = None
    copy__56 = torch.ops.aten.copy_.default(select_801, add_30);  select_801 = add_30 = copy__56 = None
    select_802 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_803 = torch.ops.aten.select.int(select_802, 1, 4);  select_802 = None
    select_804 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_805 = torch.ops.aten.select.int(select_804, 1, 4);  select_804 = None
    sub_131 = torch.ops.aten.sub.Tensor(select_803, select_805);  select_803 = select_805 = None
    select_806 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_807 = torch.ops.aten.select.int(select_806, 1, 4);  select_806 = None
    sub_132 = torch.ops.aten.sub.Tensor(sub_131, select_807);  sub_131 = select_807 = None
    div_87 = torch.ops.aten.div.Tensor(sub_132, 0.5);  sub_132 = None
    exp_45 = torch.ops.aten.exp.default(div_87);  div_87 = None
    select_808 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_809 = torch.ops.aten.select.int(select_808, 1, 5);  select_808 = None
    select_810 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_811 = torch.ops.aten.select.int(select_810, 1, 4);  select_810 = None
    sub_133 = torch.ops.aten.sub.Tensor(select_809, select_811);  select_809 = select_811 = None
    select_812 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_813 = torch.ops.aten.select.int(select_812, 1, 5);  select_812 = None
    sub_134 = torch.ops.aten.sub.Tensor(sub_133, select_813);  sub_133 = select_813 = None
    div_88 = torch.ops.aten.div.Tensor(sub_134, 0.5);  sub_134 = None
    exp_46 = torch.ops.aten.exp.default(div_88);  div_88 = None
    select_814 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_815 = torch.ops.aten.select.int(select_814, 1, 5);  select_814 = None
    select_816 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_817 = torch.ops.aten.select.int(select_816, 1, 4);  select_816 = None
    sub_135 = torch.ops.aten.sub.Tensor(select_815, select_817);  select_815 = select_817 = None
    select_818 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_819 = torch.ops.aten.select.int(select_818, 1, 5);  select_818 = None
    sub_136 = torch.ops.aten.sub.Tensor(sub_135, select_819);  sub_135 = select_819 = None
    div_89 = torch.ops.aten.div.Tensor(sub_136, 0.5);  sub_136 = None
    exp_47 = torch.ops.aten.exp.default(div_89);  div_89 = None
    select_820 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_821 = torch.ops.aten.select.int(select_820, 1, 4);  select_820 = None
    mul_86 = torch.ops.aten.mul.Tensor(select_821, exp_45);  select_821 = exp_45 = None
    select_822 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_823 = torch.ops.aten.select.int(select_822, 1, 5);  select_822 = None
    mul_87 = torch.ops.aten.mul.Tensor(select_823, exp_46);  select_823 = exp_46 = None
    add_31 = torch.ops.aten.add.Tensor(mul_86, mul_87);  mul_86 = mul_87 = None
    select_824 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_825 = torch.ops.aten.select.int(select_824, 1, 5);  select_824 = None
    mul_88 = torch.ops.aten.mul.Tensor(select_825, exp_47);  select_825 = exp_47 = None
    add_32 = torch.ops.aten.add.Tensor(add_31, mul_88);  add_31 = mul_88 = None
    select_826 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_827 = torch.ops.aten.select.int(select_826, 1, 4);  select_826 = None
    copy__57 = torch.ops.aten.copy_.default(select_827, add_32);  select_827 = add_32 = copy__57 = None
    select_828 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_829 = torch.ops.aten.select.int(select_828, 1, 3);  select_828 = None
    select_830 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_831 = torch.ops.aten.select.int(select_830, 1, 3);  select_830 = None
    sub_137 = torch.ops.aten.sub.Tensor(select_829, select_831);  select_829 = select_831 = None
    select_832 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_833 = torch.ops.aten.select.int(select_832, 1, 3);  select_832 = None
    sub_138 = torch.ops.aten.sub.Tensor(sub_137, select_833);  sub_137 = select_833 = None
    div_90 = torch.ops.aten.div.Tensor(sub_138, 0.5);  sub_138 = None
    exp_48 = torch.ops.aten.exp.default(div_90);  div_90 = None
    select_834 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_835 = torch.ops.aten.select.int(select_834, 1, 4);  select_834 = None
    select_836 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_837 = torch.ops.aten.select.int(select_836, 1, 3);  select_836 = None
    sub_139 = torch.ops.aten.sub.Tensor(select_835, select_837);  select_835 = select_837 = None
    select_838 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_839 = torch.ops.aten.select.int(select_838, 1, 4);  select_838 = None
    sub_140 = torch.ops.aten.sub.Tensor(sub_139, select_839);  sub_139 = select_839 = None
    div_91 = torch.ops.aten.div.Tensor(sub_140, 0.5);  sub_140 = None
    exp_49 = torch.ops.aten.exp.default(div_91);  div_91 = None
    select_840 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_841 = torch.ops.aten.select.int(select_840, 1, 4);  select_840 = None
    select_842 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_843 = torch.ops.aten.select.int(select_842, 1, 3);  select_842 = None
    sub_141 = torch.ops.aten.sub.Tensor(select_841, select_843);  select_841 = select_843 = None
    select_844 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_845 = torch.ops.aten.select.int(select_844, 1, 4);  select_844 = None
    sub_142 = torch.ops.aten.sub.Tensor(sub_141, select_845);  sub_141 = select_845 = None
    div_92 = torch.ops.aten.div.Tensor(sub_142, 0.5);  sub_142 = None
    exp_50 = torch.ops.aten.exp.default(div_92);  div_92 = None
    select_846 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_847 = torch.ops.aten.select.int(select_846, 1, 3);  select_846 = None
    mul_89 = torch.ops.aten.mul.Tensor(select_847, exp_48);  select_847 = exp_48 = None
    select_848 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_849 = torch.ops.aten.select.int(select_848, 1, 4);  select_848 = None
    mul_90 = torch.ops.aten.mul.Tensor(select_849, exp_49);  select_849 = exp_49 = None
    add_33 = torch.ops.aten.add.Tensor(mul_89, mul_90);  mul_89 = mul_90 = None
    select_850 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_851 = torch.ops.aten.select.int(select_850, 1, 4);  select_850 = None
    mul_91 = torch.ops.aten.mul.Tensor(select_851, exp_50);  select_851 = exp_50 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, mul_91);  add_33 = mul_91 = None
    select_852 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_853 = torch.ops.aten.select.int(select_852, 1, 3);  select_852 = None
    copy__58 = torch.ops.aten.copy_.default(select_853, add_34);  select_853 = add_34 = copy__58 = None
    select_854 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_855 = torch.ops.aten.select.int(select_854, 1, 3);  select_854 = None
    select_856 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_857 = torch.ops.aten.select.int(select_856, 1, 3);  select_856 = None
    sub_143 = torch.ops.aten.sub.Tensor(select_855, select_857);  select_855 = select_857 = None
    select_858 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_859 = torch.ops.aten.select.int(select_858, 1, 3);  select_858 = None
    sub_144 = torch.ops.aten.sub.Tensor(sub_143, select_859);  sub_143 = select_859 = None
    div_93 = torch.ops.aten.div.Tensor(sub_144, 0.5);  sub_144 = None
    exp_51 = torch.ops.aten.exp.default(div_93);  div_93 = None
    select_860 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_861 = torch.ops.aten.select.int(select_860, 1, 4);  select_860 = None
    select_862 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_863 = torch.ops.aten.select.int(select_862, 1, 3);  select_862 = None
    sub_145 = torch.ops.aten.sub.Tensor(select_861, select_863);  select_861 = select_863 = None
    select_864 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_865 = torch.ops.aten.select.int(select_864, 1, 4);  select_864 = None
    sub_146 = torch.ops.aten.sub.Tensor(sub_145, select_865);  sub_145 = select_865 = None
    div_94 = torch.ops.aten.div.Tensor(sub_146, 0.5);  sub_146 = None
    exp_52 = torch.ops.aten.exp.default(div_94);  div_94 = None
    select_866 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_867 = torch.ops.aten.select.int(select_866, 1, 4);  select_866 = None
    select_868 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_869 = torch.ops.aten.select.int(select_868, 1, 3);  select_868 = None
    sub_147 = torch.ops.aten.sub.Tensor(select_867, select_869);  select_867 = select_869 = None
    select_870 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_871 = torch.ops.aten.select.int(select_870, 1, 4);  select_870 = None
    sub_148 = torch.ops.aten.sub.Tensor(sub_147, select_871);  sub_147 = select_871 = None
    div_95 = torch.ops.aten.div.Tensor(sub_148, 0.5);  sub_148 = None
    exp_53 = torch.ops.aten.exp.default(div_95);  div_95 = None
    select_872 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_873 = torch.ops.aten.select.int(select_872, 1, 3);  select_872 = None
    mul_92 = torch.ops.aten.mul.Tensor(select_873, exp_51);  select_873 = exp_51 = None
    select_874 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_875 = torch.ops.aten.select.int(select_874, 1, 4);  select_874 = None
    mul_93 = torch.ops.aten.mul.Tensor(select_875, exp_52);  select_875 = exp_52 = None
    add_35 = torch.ops.aten.add.Tensor(mul_92, mul_93);  mul_92 = mul_93 = None
    select_876 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_877 = torch.ops.aten.select.int(select_876, 1, 4);  select_876 = None
    mul_94 = torch.ops.aten.mul.Tensor(select_877, exp_53);  select_877 = exp_53 = None
    add_36 = torch.ops.aten.add.Tensor(add_35, mul_94);  add_35 = mul_94 = None
    select_878 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_879 = torch.ops.aten.select.int(select_878, 1, 3);  select_878 = None
    copy__59 = torch.ops.aten.copy_.default(select_879, add_36);  select_879 = add_36 = copy__59 = None
    select_880 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_881 = torch.ops.aten.select.int(select_880, 1, 3);  select_880 = None
    select_882 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_883 = torch.ops.aten.select.int(select_882, 1, 3);  select_882 = None
    sub_149 = torch.ops.aten.sub.Tensor(select_881, select_883);  select_881 = select_883 = None
    select_884 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_885 = torch.ops.aten.select.int(select_884, 1, 3);  select_884 = None
    sub_150 = torch.ops.aten.sub.Tensor(sub_149, select_885);  sub_149 = select_885 = None
    div_96 = torch.ops.aten.div.Tensor(sub_150, 0.5);  sub_150 = None
    exp_54 = torch.ops.aten.exp.default(div_96);  div_96 = None
    select_886 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_887 = torch.ops.aten.select.int(select_886, 1, 4);  select_886 = None
    select_888 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_889 = torch.ops.aten.select.int(select_888, 1, 3);  select_888 = None
    sub_151 = torch.ops.aten.sub.Tensor(select_887, select_889);  select_887 = select_889 = None
    select_890 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_891 = torch.ops.aten.select.int(select_890, 1, 4);  select_890 = None
    sub_152 = torch.ops.aten.sub.Tensor(sub_151, select_891);  sub_151 = select_891 = None
    div_97 = torch.ops.aten.div.Tensor(sub_152, 0.5);  sub_152 = None
    exp_55 = torch.ops.aten.exp.default(div_97);  div_97 = None
    select_892 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_893 = torch.ops.aten.select.int(select_892, 1, 4);  select_892 = None
    select_894 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_895 = torch.ops.aten.select.int(select_894, 1, 3);  select_894 = None
    sub_153 = torch.ops.aten.sub.Tensor(select_893, select_895);  select_893 = select_895 = None
    select_896 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_897 = torch.ops.aten.select.int(select_896, 1, 4);  select_896 = None
    sub_154 = torch.ops.aten.sub.Tensor(sub_153, select_897);  sub_153 = select_897 = None
    div_98 = torch.ops.aten.div.Tensor(sub_154, 0.5);  sub_154 = None
    exp_56 = torch.ops.aten.exp.default(div_98);  div_98 = None
    select_898 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_899 = torch.ops.aten.select.int(select_898, 1, 3);  select_898 = None
    mul_95 = torch.ops.aten.mul.Tensor(select_899, exp_54);  select_899 = exp_54 = None
    select_900 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_901 = torch.ops.aten.select.int(select_900, 1, 4);  select_900 = None
    mul_96 = torch.ops.aten.mul.Tensor(select_901, exp_55);  select_901 = exp_55 = None
    add_37 = torch.ops.aten.add.Tensor(mul_95, mul_96);  mul_95 = mul_96 = None
    select_902 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_903 = torch.ops.aten.select.int(select_902, 1, 4);  select_902 = None
    mul_97 = torch.ops.aten.mul.Tensor(select_903, exp_56);  select_903 = exp_56 = None
    add_38 = torch.ops.aten.add.Tensor(add_37, mul_97);  add_37 = mul_97 = None
    select_904 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_905 = torch.ops.aten.select.int(select_904, 1, 3);  select_904 = None
    copy__60 = torch.ops.aten.copy_.default(select_905, add_38);  select_905 = add_38 = copy__60 = None
    select_906 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_907 = torch.ops.aten.select.int(select_906, 1, 3);  select_906 = None
    select_908 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_909 = torch.ops.aten.select.int(select_908, 1, 3);  select_908 = None
    sub_155 = torch.ops.aten.sub.Tensor(select_907, select_909);  select_907 = select_909 = None
    select_910 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_911 = torch.ops.aten.select.int(select_910, 1, 3);  select_910 = None
    sub_156 = torch.ops.aten.sub.Tensor(sub_155, select_911);  sub_155 = select_911 = None
    div_99 = torch.ops.aten.div.Tensor(sub_156, 0.5);  sub_156 = None
    exp_57 = torch.ops.aten.exp.default(div_99);  div_99 = None
    select_912 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_913 = torch.ops.aten.select.int(select_912, 1, 4);  select_912 = None
    select_914 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_915 = torch.ops.aten.select.int(select_914, 1, 3);  select_914 = None
    sub_157 = torch.ops.aten.sub.Tensor(select_913, select_915);  select_913 = select_915 = None
    select_916 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_917 = torch.ops.aten.select.int(select_916, 1, 4);  select_916 = None
    sub_158 = torch.ops.aten.sub.Tensor(sub_157, select_917);  sub_157 = select_917 = None
    div_100 = torch.ops.aten.div.Tensor(sub_158, 0.5);  sub_158 = None
    exp_58 = torch.ops.aten.exp.default(div_100);  div_100 = None
    select_918 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_919 = torch.ops.aten.select.int(select_918, 1, 4);  select_918 = None
    select_920 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_921 = torch.ops.aten.select.int(select_920, 1, 3);  select_920 = None
    sub_159 = torch.ops.aten.sub.Tensor(select_919, select_921);  select_919 = select_921 = None
    select_922 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_923 = torch.ops.aten.select.int(select_922, 1, 4);  select_922 = None
    sub_160 = torch.ops.aten.sub.Tensor(sub_159, select_923);  sub_159 = select_923 = None
    div_101 = torch.ops.aten.div.Tensor(sub_160, 0.5);  sub_160 = None
    exp_59 = torch.ops.aten.exp.default(div_101);  div_101 = None
    select_924 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_925 = torch.ops.aten.select.int(select_924, 1, 3);  select_924 = None
    mul_98 = torch.ops.aten.mul.Tensor(select_925, exp_57);  select_925 = exp_57 = None
    select_926 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_927 = torch.ops.aten.select.int(select_926, 1, 4);  select_926 = None
    mul_99 = torch.ops.aten.mul.Tensor(select_927, exp_58);  select_927 = exp_58 = None
    add_39 = torch.ops.aten.add.Tensor(mul_98, mul_99);  mul_98 = mul_99 = None
    select_928 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_929 = torch.ops.aten.select.int(select_928, 1, 4);  select_928 = None
    mul_100 = torch.ops.aten.mul.Tensor(select_929, exp_59);  select_929 = exp_59 = None
    add_40 = torch.ops.aten.add.Tensor(add_39, mul_100);  add_39 = mul_100 = None
    select_930 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_931 = torch.ops.aten.select.int(select_930, 1, 3);  select_930 = None
    copy__61 = torch.ops.aten.copy_.default(select_931, add_40);  select_931 = add_40 = copy__61 = None
    select_932 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_933 = torch.ops.aten.select.int(select_932, 1, 3);  select_932 = None
    select_934 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_935 = torch.ops.aten.select.int(select_934, 1, 3);  select_934 = None
    sub_161 = torch.ops.aten.sub.Tensor(select_933, select_935);  select_933 = select_935 = None
    select_936 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_937 = torch.ops.aten.select.int(select_936, 1, 3);  select_936 = None
    sub_162 = torch.ops.aten.sub.Tensor(sub_161, select_937);  sub_161 = select_937 = None
    div_102 = torch.ops.aten.div.Tensor(sub_162, 0.5);  sub_162 = None
    exp_60 = torch.ops.aten.exp.default(div_102);  div_102 = None
    select_938 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_939 = torch.ops.aten.select.int(select_938, 1, 4);  select_938 = None
    select_940 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_941 = torch.ops.aten.select.int(select_940, 1, 3);  select_940 = None
    sub_163 = torch.ops.aten.sub.Tensor(select_939, select_941);  select_939 = select_941 = None
    select_942 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_943 = torch.ops.aten.select.int(select_942, 1, 4);  select_942 = None
    sub_164 = torch.ops.aten.sub.Tensor(sub_163, select_943);  sub_163 = select_943 = None
    div_103 = torch.ops.aten.div.Tensor(sub_164, 0.5);  sub_164 = None
    exp_61 = torch.ops.aten.exp.default(div_103);  div_103 = None
    select_944 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_945 = torch.ops.aten.select.int(select_944, 1, 4);  select_944 = None
    select_946 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_947 = torch.ops.aten.select.int(select_946, 1, 3);  select_946 = None
    sub_165 = torch.ops.aten.sub.Tensor(select_945, select_947);  select_945 = select_947 = None
    select_948 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_949 = torch.ops.aten.select.int(select_948, 1, 4);  select_948 = None
    sub_166 = torch.ops.aten.sub.Tensor(sub_165, select_949);  sub_165 = select_949 = None
    div_104 = torch.ops.aten.div.Tensor(sub_166, 0.5);  sub_166 = None
    exp_62 = torch.ops.aten.exp.default(div_104);  div_104 = None
    select_950 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_951 = torch.ops.aten.select.int(select_950, 1, 3);  select_950 = None
    mul_101 = torch.ops.aten.mul.Tensor(select_951, exp_60);  select_951 = exp_60 = None
    select_952 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_953 = torch.ops.aten.select.int(select_952, 1, 4);  select_952 = None
    mul_102 = torch.ops.aten.mul.Tensor(select_953, exp_61);  select_953 = exp_61 = None
    add_41 = torch.ops.aten.add.Tensor(mul_101, mul_102);  mul_101 = mul_102 = None
    select_954 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_955 = torch.ops.aten.select.int(select_954, 1, 4);  select_954 = None
    mul_103 = torch.ops.aten.mul.Tensor(select_955, exp_62);  select_955 = exp_62 = None
    add_42 = torch.ops.aten.add.Tensor(add_41, mul_103);  add_41 = mul_103 = None
    select_956 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_957 = torch.ops.aten.select.int(select_956, 1, 3);  select_956 = None
    copy__62 = torch.ops.aten.copy_.default(select_957, add_42);  select_957 = add_42 = copy__62 = None
    select_958 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_959 = torch.ops.aten.select.int(select_958, 1, 3);  select_958 = None
    select_960 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_961 = torch.ops.aten.select.int(select_960, 1, 3);  select_960 = None
    sub_167 = torch.ops.aten.sub.Tensor(select_959, select_961);  select_959 = select_961 = None
    select_962 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_963 = torch.ops.aten.select.int(select_962, 1, 3);  select_962 = None
    sub_168 = torch.ops.aten.sub.Tensor(sub_167, select_963);  sub_167 = select_963 = None
    div_105 = torch.ops.aten.div.Tensor(sub_168, 0.5);  sub_168 = None
    exp_63 = torch.ops.aten.exp.default(div_105);  div_105 = None
    select_964 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_965 = torch.ops.aten.select.int(select_964, 1, 4);  select_964 = None
    select_966 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_967 = torch.ops.aten.select.int(select_966, 1, 3);  select_966 = None
    sub_169 = torch.ops.aten.sub.Tensor(select_965, select_967);  select_965 = select_967 = None
    select_968 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_969 = torch.ops.aten.select.int(select_968, 1, 4);  select_968 = None
    sub_170 = torch.ops.aten.sub.Tensor(sub_169, select_969);  sub_169 = select_969 = None
    div_106 = torch.ops.aten.div.Tensor(sub_170, 0.5);  sub_170 = None
    exp_64 = torch.ops.aten.exp.default(div_106);  div_106 = None
    select_970 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_971 = torch.ops.aten.select.int(select_970, 1, 4);  select_970 = None
    select_972 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_973 = torch.ops.aten.select.int(select_972, 1, 3);  select_972 = None
    sub_171 = torch.ops.aten.sub.Tensor(select_971, select_973);  select_971 = select_973 = None
    select_974 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_975 = torch.ops.aten.select.int(select_974, 1, 4);  select_974 = None
    sub_172 = torch.ops.aten.sub.Tensor(sub_171, select_975);  sub_171 = select_975 = None
    div_107 = torch.ops.aten.div.Tensor(sub_172, 0.5);  sub_172 = None
    exp_65 = torch.ops.aten.exp.default(div_107);  div_107 = None
    select_976 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_977 = torch.ops.aten.select.int(select_976, 1, 3);  select_976 = None
    mul_104 = torch.ops.aten.mul.Tensor(select_977, exp_63);  select_977 = exp_63 = None
    select_978 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_979 = torch.ops.aten.select.int(select_978, 1, 4);  select_978 = None
    mul_105 = torch.ops.aten.mul.Tensor(select_979, exp_64);  select_979 = exp_64 = None
    add_43 = torch.ops.aten.add.Tensor(mul_104, mul_105);  mul_104 = mul_105 = None
    select_980 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_981 = torch.ops.aten.select.int(select_980, 1, 4);  select_980 = None
    mul_106 = torch.ops.aten.mul.Tensor(select_981, exp_65);  select_981 = exp_65 = None
    add_44 = torch.ops.aten.add.Tensor(add_43, mul_106);  add_43 = mul_106 = None
    select_982 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_983 = torch.ops.aten.select.int(select_982, 1, 3);  select_982 = None
    copy__63 = torch.ops.aten.copy_.default(select_983, add_44);  select_983 = add_44 = copy__63 = None
    select_984 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_985 = torch.ops.aten.select.int(select_984, 1, 3);  select_984 = None
    select_986 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_987 = torch.ops.aten.select.int(select_986, 1, 3);  select_986 = None
    sub_173 = torch.ops.aten.sub.Tensor(select_985, select_987);  select_985 = select_987 = None
    select_988 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_989 = torch.ops.aten.select.int(select_988, 1, 3);  select_988 = None
    sub_174 = torch.ops.aten.sub.Tensor(sub_173, select_989);  sub_173 = select_989 = None
    div_108 = torch.ops.aten.div.Tensor(sub_174, 0.5);  sub_174 = None
    exp_66 = torch.ops.aten.exp.default(div_108);  div_108 = None
    select_990 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_991 = torch.ops.aten.select.int(select_990, 1, 4);  select_990 = None
    select_992 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_993 = torch.ops.aten.select.int(select_992, 1, 3);  select_992 = None
    sub_175 = torch.ops.aten.sub.Tensor(select_991, select_993);  select_991 = select_993 = None
    select_994 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_995 = torch.ops.aten.select.int(select_994, 1, 4);  select_994 = None
    sub_176 = torch.ops.aten.sub.Tensor(sub_175, select_995);  sub_175 = select_995 = None
    div_109 = torch.ops.aten.div.Tensor(sub_176, 0.5);  sub_176 = None
    exp_67 = torch.ops.aten.exp.default(div_109);  div_109 = None
    select_996 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_997 = torch.ops.aten.select.int(select_996, 1, 4);  select_996 = None
    select_998 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_999 = torch.ops.aten.select.int(select_998, 1, 3);  select_998 = None
    sub_177 = torch.ops.aten.sub.Tensor(select_997, select_999);  select_997 = select_999 = None
    select_1000 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_1001 = torch.ops.aten.select.int(select_1000, 1, 4);  select_1000 = None
    sub_178 = torch.ops.aten.sub.Tensor(sub_177, select_1001);  sub_177 = select_1001 = None
    div_110 = torch.ops.aten.div.Tensor(sub_178, 0.5);  sub_178 = None
    exp_68 = torch.ops.aten.exp.default(div_110);  div_110 = None
    select_1002 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1003 = torch.ops.aten.select.int(select_1002, 1, 3);  select_1002 = None
    mul_107 = torch.ops.aten.mul.Tensor(select_1003, exp_66);  select_1003 = exp_66 = None
    select_1004 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1005 = torch.ops.aten.select.int(select_1004, 1, 4);  select_1004 = None
    mul_108 = torch.ops.aten.mul.Tensor(select_1005, exp_67);  select_1005 = exp_67 = None
    add_45 = torch.ops.aten.add.Tensor(mul_107, mul_108);  mul_107 = mul_108 = None
    select_1006 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1007 = torch.ops.aten.select.int(select_1006, 1, 4);  select_1006 = None
    mul_109 = torch.ops.aten.mul.Tensor(select_1007, exp_68);  select_1007 = exp_68 = None
    add_46 = torch.ops.aten.add.Tensor(add_45, mul_109);  add_45 = mul_109 = None
    select_1008 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1009 = torch.ops.aten.select.int(select_1008, 1, 3);  select_1008 = None
    copy__64 = torch.ops.aten.copy_.default(select_1009, add_46);  select_1009 = add_46 = copy__64 = None
    select_1010 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1011 = torch.ops.aten.select.int(select_1010, 1, 3);  select_1010 = None
    select_1012 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1013 = torch.ops.aten.select.int(select_1012, 1, 3);  select_1012 = None
    sub_179 = torch.ops.aten.sub.Tensor(select_1011, select_1013);  select_1011 = select_1013 = None
    select_1014 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_1015 = torch.ops.aten.select.int(select_1014, 1, 3);  select_1014 = None
    sub_180 = torch.ops.aten.sub.Tensor(sub_179, select_1015);  sub_179 = select_1015 = None
    div_111 = torch.ops.aten.div.Tensor(sub_180, 0.5);  sub_180 = None
    exp_69 = torch.ops.aten.exp.default(div_111);  div_111 = None
    select_1016 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1017 = torch.ops.aten.select.int(select_1016, 1, 4);  select_1016 = None
    select_1018 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1019 = torch.ops.aten.select.int(select_1018, 1, 3);  select_1018 = None
    sub_181 = torch.ops.aten.sub.Tensor(select_1017, select_1019);  select_1017 = select_1019 = None
    select_1020 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_1021 = torch.ops.aten.select.int(select_1020, 1, 4);  select_1020 = None
    sub_182 = torch.ops.aten.sub.Tensor(sub_181, select_1021);  sub_181 = select_1021 = None
    div_112 = torch.ops.aten.div.Tensor(sub_182, 0.5);  sub_182 = None
    exp_70 = torch.ops.aten.exp.default(div_112);  div_112 = None
    select_1022 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1023 = torch.ops.aten.select.int(select_1022, 1, 4);  select_1022 = None
    select_1024 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1025 = torch.ops.aten.select.int(select_1024, 1, 3);  select_1024 = None
    sub_183 = torch.ops.aten.sub.Tensor(select_1023, select_1025);  select_1023 = select_1025 = None
    select_1026 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_1027 = torch.ops.aten.select.int(select_1026, 1, 4);  select_1026 = None
    sub_184 = torch.ops.aten.sub.Tensor(sub_183, select_1027);  sub_183 = select_1027 = None
    div_113 = torch.ops.aten.div.Tensor(sub_184, 0.5);  sub_184 = None
    exp_71 = torch.ops.aten.exp.default(div_113);  div_113 = None
    select_1028 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1029 = torch.ops.aten.select.int(select_1028, 1, 3);  select_1028 = None
    mul_110 = torch.ops.aten.mul.Tensor(select_1029, exp_69);  select_1029 = exp_69 = None
    select_1030 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_1031 = torch.ops.aten.select.int(select_1030, 1, 4);  select_1030 = None
    mul_111 = torch.ops.aten.mul.Tensor(select_1031, exp_70);  select_1031 = exp_70 = None
    add_47 = torch.ops.aten.add.Tensor(mul_110, mul_111);  mul_110 = mul_111 = None
    select_1032 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1033 = torch.ops.aten.select.int(select_1032, 1, 4);  select_1032 = None
    mul_112 = torch.ops.aten.mul.Tensor(select_1033, exp_71);  select_1033 = exp_71 = None
    add_48 = torch.ops.aten.add.Tensor(add_47, mul_112);  add_47 = mul_112 = None
    select_1034 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_1035 = torch.ops.aten.select.int(select_1034, 1, 3);  select_1034 = None
    copy__65 = torch.ops.aten.copy_.default(select_1035, add_48);  select_1035 = add_48 = copy__65 = None
    select_1036 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_1037 = torch.ops.aten.select.int(select_1036, 1, 2);  select_1036 = None
    select_1038 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1039 = torch.ops.aten.select.int(select_1038, 1, 2);  select_1038 = None
    sub_185 = torch.ops.aten.sub.Tensor(select_1037, select_1039);  select_1037 = select_1039 = None
    select_1040 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_1041 = torch.ops.aten.select.int(select_1040, 1, 2);  select_1040 = None
    sub_186 = torch.ops.aten.sub.Tensor(sub_185, select_1041);  sub_185 = select_1041 = None
    div_114 = torch.ops.aten.div.Tensor(sub_186, 0.5);  sub_186 = None
    exp_72 = torch.ops.aten.exp.default(div_114);  div_114 = None
    select_1042 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1043 = torch.ops.aten.select.int(select_1042, 1, 3);  select_1042 = None
    select_1044 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1045 = torch.ops.aten.select.int(select_1044, 1, 2);  select_1044 = None
    sub_187 = torch.ops.aten.sub.Tensor(select_1043, select_1045);  select_1043 = select_1045 = None
    select_1046 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_1047 = torch.ops.aten.select.int(select_1046, 1, 3);  select_1046 = None
    sub_188 = torch.ops.aten.sub.Tensor(sub_187, select_1047);  sub_187 = select_1047 = None
    div_115 = torch.ops.aten.div.Tensor(sub_188, 0.5);  sub_188 = None
    exp_73 = torch.ops.aten.exp.default(div_115);  div_115 = None
    select_1048 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_1049 = torch.ops.aten.select.int(select_1048, 1, 3);  select_1048 = None
    select_1050 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1051 = torch.ops.aten.select.int(select_1050, 1, 2);  select_1050 = None
    sub_189 = torch.ops.aten.sub.Tensor(select_1049, select_1051);  select_1049 = select_1051 = None
    select_1052 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_1053 = torch.ops.aten.select.int(select_1052, 1, 3);  select_1052 = None
    sub_190 = torch.ops.aten.sub.Tensor(sub_189, select_1053);  sub_189 = select_1053 = None
    div_116 = torch.ops.aten.div.Tensor(sub_190, 0.5);  sub_190 = None
    exp_74 = torch.ops.aten.exp.default(div_116);  div_116 = None
    select_1054 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_1055 = torch.ops.aten.select.int(select_1054, 1, 2);  select_1054 = None
    mul_113 = torch.ops.aten.mul.Tensor(select_1055, exp_72);  select_1055 = exp_72 = None
    select_1056 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_1057 = torch.ops.aten.select.int(select_1056, 1, 3);  select_1056 = None
    mul_114 = torch.ops.aten.mul.Tensor(select_1057, exp_73);  select_1057 = exp_73 = None
    add_49 = torch.ops.aten.add.Tensor(mul_113, mul_114);  mul_113 = mul_114 = None
    select_1058 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_1059 = torch.ops.aten.select.int(select_1058, 1, 3);  select_1058 = None
    mul_115 = torch.ops.aten.mul.Tensor(select_1059, exp_74);  select_1059 = exp_74 = None
    add_50 = torch.ops.aten.add.Tensor(add_49, mul_115);  add_49 = mul_115 = None
    select_1060 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_1061 = torch.ops.aten.select.int(select_1060, 1, 2);  select_1060 = None
    copy__66 = torch.ops.aten.copy_.default(select_1061, add_50);  select_1061 = add_50 = copy__66 = None
    select_1062 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1063 = torch.ops.aten.select.int(select_1062, 1, 2);  select_1062 = None
    select_1064 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1065 = torch.ops.aten.select.int(select_1064, 1, 2);  select_1064 = None
    sub_191 = torch.ops.aten.sub.Tensor(select_1063, select_1065);  select_1063 = select_1065 = None
    select_1066 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_1067 = torch.ops.aten.select.int(select_1066, 1, 2);  select_1066 = None
    sub_192 = torch.ops.aten.sub.Tensor(sub_191, select_1067);  sub_191 = select_1067 = None
    div_117 = torch.ops.aten.div.Tensor(sub_192, 0.5);  sub_192 = None
    exp_75 = torch.ops.aten.exp.default(div_117);  div_117 = None
    select_1068 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1069 = torch.ops.aten.select.int(select_1068, 1, 3);  select_1068 = None
    select_1070 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1071 = torch.ops.aten.select.int(select_1070, 1, 2);  select_1070 = None
    sub_193 = torch.ops.aten.sub.Tensor(select_1069, select_1071);  select_1069 = select_1071 = None
    select_1072 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_1073 = torch.ops.aten.select.int(select_1072, 1, 3);  select_1072 = None
    sub_194 = torch.ops.aten.sub.Tensor(sub_193, select_1073);  sub_193 = select_1073 = None
    div_118 = torch.ops.aten.div.Tensor(sub_194, 0.5);  sub_194 = None
    exp_76 = torch.ops.aten.exp.default(div_118);  div_118 = None
    select_1074 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1075 = torch.ops.aten.select.int(select_1074, 1, 3);  select_1074 = None
    select_1076 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1077 = torch.ops.aten.select.int(select_1076, 1, 2);  select_1076 = None
    sub_195 = torch.ops.aten.sub.Tensor(select_1075, select_1077);  select_1075 = select_1077 = None
    select_1078 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_1079 = torch.ops.aten.select.int(select_1078, 1, 3);  select_1078 = None
    sub_196 = torch.ops.aten.sub.Tensor(sub_195, select_1079);  sub_195 = select_1079 = None
    div_119 = torch.ops.aten.div.Tensor(sub_196, 0.5);  sub_196 = None
    exp_77 = torch.ops.aten.exp.default(div_119);  div_119 = None
    select_1080 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_1081 = torch.ops.aten.select.int(select_1080, 1, 2);  select_1080 = None
    mul_116 = torch.ops.aten.mul.Tensor(select_1081, exp_75);  select_1081 = exp_75 = None
    select_1082 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_1083 = torch.ops.aten.select.int(select_1082, 1, 3);  select_1082 = None
    mul_117 = torch.ops.aten.mul.Tensor(select_1083, exp_76);  select_1083 = exp_76 = None
    add_51 = torch.ops.aten.add.Tensor(mul_116, mul_117);  mul_116 = mul_117 = None
    select_1084 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_1085 = torch.ops.aten.select.int(select_1084, 1, 3);  select_1084 = None
    mul_118 = torch.ops.aten.mul.Tensor(select_1085, exp_77);  select_1085 = exp_77 = None
    add_52 = torch.ops.aten.add.Tensor(add_51, mul_118);  add_51 = mul_118 = None
    select_1086 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_1087 = torch.ops.aten.select.int(select_1086, 1, 2);  select_1086 = None
    copy__67 = torch.ops.aten.copy_.default(select_1087, add_52);  select_1087 = add_52 = copy__67 = None
    select_1088 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1089 = torch.ops.aten.select.int(select_1088, 1, 2);  select_1088 = None
    select_1090 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1091 = torch.ops.aten.select.int(select_1090, 1, 2);  select_1090 = None
    sub_197 = torch.ops.aten.sub.Tensor(select_1089, select_1091);  select_1089 = select_1091 = None
    select_1092 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_1093 = torch.ops.aten.select.int(select_1092, 1, 2);  select_1092 = None
    sub_198 = torch.ops.aten.sub.Tensor(sub_197, select_1093);  sub_197 = select_1093 = None
    div_120 = torch.ops.aten.div.Tensor(sub_198, 0.5);  sub_198 = None
    exp_78 = torch.ops.aten.exp.default(div_120);  div_120 = None
    select_1094 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1095 = torch.ops.aten.select.int(select_1094, 1, 3);  select_1094 = None
    select_1096 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1097 = torch.ops.aten.select.int(select_1096, 1, 2);  select_1096 = None
    sub_199 = torch.ops.aten.sub.Tensor(select_1095, select_1097);  select_1095 = select_1097 = None
    select_1098 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_1099 = torch.ops.aten.select.int(select_1098, 1, 3);  select_1098 = None
    sub_200 = torch.ops.aten.sub.Tensor(sub_199, select_1099);  sub_199 = select_1099 = None
    div_121 = torch.ops.aten.div.Tensor(sub_200, 0.5);  sub_200 = None
    exp_79 = torch.ops.aten.exp.default(div_121);  div_121 = None
    select_1100 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1101 = torch.ops.aten.select.int(select_1100, 1, 3);  select_1100 = None
    select_1102 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1103 = torch.ops.aten.select.int(select_1102, 1, 2);  select_1102 = None
    sub_201 = torch.ops.aten.sub.Tensor(select_1101, select_1103);  select_1101 = select_1103 = None
    select_1104 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_1105 = torch.ops.aten.select.int(select_1104, 1, 3);  select_1104 = None
    sub_202 = torch.ops.aten.sub.Tensor(sub_201, select_1105);  sub_201 = select_1105 = None
    div_122 = torch.ops.aten.div.Tensor(sub_202, 0.5);  sub_202 = None
    exp_80 = torch.ops.aten.exp.default(div_122);  div_122 = None
    select_1106 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_1107 = torch.ops.aten.select.int(select_1106, 1, 2);  select_1106 = None
    mul_119 = torch.ops.aten.mul.Tensor(select_1107, exp_78);  select_1107 = exp_78 = None
    select_1108 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_1109 = torch.ops.aten.select.int(select_1108, 1, 3);  select_1108 = None
    mul_120 = torch.ops.aten.mul.Tensor(select_1109, exp_79);  select_1109 = exp_79 = None
    add_53 = torch.ops.aten.add.Tensor(mul_119, mul_120);  mul_119 = mul_120 = None
    select_1110 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_1111 = torch.ops.aten.select.int(select_1110, 1, 3);  select_1110 = None
    mul_121 = torch.ops.aten.mul.Tensor(select_1111, exp_80);  select_1111 = exp_80 = None
    add_54 = torch.ops.aten.add.Tensor(add_53, mul_121);  add_53 = mul_121 = None
    select_1112 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_1113 = torch.ops.aten.select.int(select_1112, 1, 2);  select_1112 = None
    copy__68 = torch.ops.aten.copy_.default(select_1113, add_54);  select_1113 = add_54 = copy__68 = None
    select_1114 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1115 = torch.ops.aten.select.int(select_1114, 1, 2);  select_1114 = None
    select_1116 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1117 = torch.ops.aten.select.int(select_1116, 1, 2);  select_1116 = None
    sub_203 = torch.ops.aten.sub.Tensor(select_1115, select_1117);  select_1115 = select_1117 = None
    select_1118 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_1119 = torch.ops.aten.select.int(select_1118, 1, 2);  select_1118 = None
    sub_204 = torch.ops.aten.sub.Tensor(sub_203, select_1119);  sub_203 = select_1119 = None
    div_123 = torch.ops.aten.div.Tensor(sub_204, 0.5);  sub_204 = None
    exp_81 = torch.ops.aten.exp.default(div_123);  div_123 = None
    select_1120 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1121 = torch.ops.aten.select.int(select_1120, 1, 3);  select_1120 = None
    select_1122 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1123 = torch.ops.aten.select.int(select_1122, 1, 2);  select_1122 = None
    sub_205 = torch.ops.aten.sub.Tensor(select_1121, select_1123);  select_1121 = select_1123 = None
    select_1124 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_1125 = torch.ops.aten.select.int(select_1124, 1, 3);  select_1124 = None
    sub_206 = torch.ops.aten.sub.Tensor(sub_205, select_1125);  sub_205 = select_1125 = None
    div_124 = torch.ops.aten.div.Tensor(sub_206, 0.5);  sub_206 = None
    exp_82 = torch.ops.aten.exp.default(div_124);  div_124 = None
    select_1126 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1127 = torch.ops.aten.select.int(select_1126, 1, 3);  select_1126 = None
    select_1128 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1129 = torch.ops.aten.select.int(select_1128, 1, 2);  select_1128 = None
    sub_207 = torch.ops.aten.sub.Tensor(select_1127, select_1129);  select_1127 = select_1129 = None
    select_1130 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_1131 = torch.ops.aten.select.int(select_1130, 1, 3);  select_1130 = None
    sub_208 = torch.ops.aten.sub.Tensor(sub_207, select_1131);  sub_207 = select_1131 = None
    div_125 = torch.ops.aten.div.Tensor(sub_208, 0.5);  sub_208 = None
    exp_83 = torch.ops.aten.exp.default(div_125);  div_125 = None
    select_1132 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_1133 = torch.ops.aten.select.int(select_1132, 1, 2);  select_1132 = None
    mul_122 = torch.ops.aten.mul.Tensor(select_1133, exp_81);  select_1133 = exp_81 = None
    select_1134 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_1135 = torch.ops.aten.select.int(select_1134, 1, 3);  select_1134 = None
    mul_123 = torch.ops.aten.mul.Tensor(select_1135, exp_82);  select_1135 = exp_82 = None
    add_55 = torch.ops.aten.add.Tensor(mul_122, mul_123);  mul_122 = mul_123 = None
    select_1136 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_1137 = torch.ops.aten.select.int(select_1136, 1, 3);  select_1136 = None
    mul_124 = torch.ops.aten.mul.Tensor(select_1137, exp_83);  select_1137 = exp_83 = None
    add_56 = torch.ops.aten.add.Tensor(add_55, mul_124);  add_55 = mul_124 = None
    select_1138 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_1139 = torch.ops.aten.select.int(select_1138, 1, 2);  select_1138 = None
    copy__69 = torch.ops.aten.copy_.default(select_1139, add_56);  select_1139 = add_56 = copy__69 = None
    select_1140 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1141 = torch.ops.aten.select.int(select_1140, 1, 2);  select_1140 = None
    select_1142 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1143 = torch.ops.aten.select.int(select_1142, 1, 2);  select_1142 = None
    sub_209 = torch.ops.aten.sub.Tensor(select_1141, select_1143);  select_1141 = select_1143 = None
    select_1144 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_1145 = torch.ops.aten.select.int(select_1144, 1, 2);  select_1144 = None
    sub_210 = torch.ops.aten.sub.Tensor(sub_209, select_1145);  sub_209 = select_1145 = None
    div_126 = torch.ops.aten.div.Tensor(sub_210, 0.5);  sub_210 = None
    exp_84 = torch.ops.aten.exp.default(div_126);  div_126 = None
    select_1146 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1147 = torch.ops.aten.select.int(select_1146, 1, 3);  select_1146 = None
    select_1148 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1149 = torch.ops.aten.select.int(select_1148, 1, 2);  select_1148 = None
    sub_211 = torch.ops.aten.sub.Tensor(select_1147, select_1149);  select_1147 = select_1149 = None
    select_1150 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_1151 = torch.ops.aten.select.int(select_1150, 1, 3);  select_1150 = None
    sub_212 = torch.ops.aten.sub.Tensor(sub_211, select_1151);  sub_211 = select_1151 = None
    div_127 = torch.ops.aten.div.Tensor(sub_212, 0.5);  sub_212 = None
    exp_85 = torch.ops.aten.exp.default(div_127);  div_127 = None
    select_1152 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1153 = torch.ops.aten.select.int(select_1152, 1, 3);  select_1152 = None
    select_1154 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1155 = torch.ops.aten.select.int(select_1154, 1, 2);  select_1154 = None
    sub_213 = torch.ops.aten.sub.Tensor(select_1153, select_1155);  select_1153 = select_1155 = None
    select_1156 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_1157 = torch.ops.aten.select.int(select_1156, 1, 3);  select_1156 = None
    sub_214 = torch.ops.aten.sub.Tensor(sub_213, select_1157);  sub_213 = select_1157 = None
    div_128 = torch.ops.aten.div.Tensor(sub_214, 0.5);  sub_214 = None
    exp_86 = torch.ops.aten.exp.default(div_128);  div_128 = None
    select_1158 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_1159 = torch.ops.aten.select.int(select_1158, 1, 2);  select_1158 = None
    mul_125 = torch.ops.aten.mul.Tensor(select_1159, exp_84);  select_1159 = exp_84 = None
    select_1160 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_1161 = torch.ops.aten.select.int(select_1160, 1, 3);  select_1160 = None
    mul_126 = torch.ops.aten.mul.Tensor(select_1161, exp_85);  select_1161 = exp_85 = None
    add_57 = torch.ops.aten.add.Tensor(mul_125, mul_126);  mul_125 = mul_126 = None
    select_1162 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_1163 = torch.ops.aten.select.int(select_1162, 1, 3);  select_1162 = None
    mul_127 = torch.ops.aten.mul.Tensor(select_1163, exp_86);  select_1163 = exp_86 = None
    add_58 = torch.ops.aten.add.Tensor(add_57, mul_127);  add_57 = mul_127 = None
    select_1164 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_1165 = torch.ops.aten.select.int(select_1164, 1, 2);  select_1164 = None
    copy__70 = torch.ops.aten.copy_.default(select_1165, add_58);  select_1165 = add_58 = copy__70 = None
    select_1166 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1167 = torch.ops.aten.select.int(select_1166, 1, 2);  select_1166 = None
    select_1168 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1169 = torch.ops.aten.select.int(select_1168, 1, 2);  select_1168 = None
    sub_215 = torch.ops.aten.sub.Tensor(select_1167, select_1169);  select_1167 = select_1169 = None
    select_1170 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_1171 = torch.ops.aten.select.int(select_1170, 1, 2);  select_1170 = None
    sub_216 = torch.ops.aten.sub.Tensor(sub_215, select_1171);  sub_215 = select_1171 = None
    div_129 = torch.ops.aten.div.Tensor(sub_216, 0.5);  sub_216 = None
    exp_87 = torch.ops.aten.exp.default(div_129);  div_129 = None
    select_1172 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1173 = torch.ops.aten.select.int(select_1172, 1, 3);  select_1172 = None
    select_1174 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1175 = torch.ops.aten.select.int(select_1174, 1, 2);  select_1174 = None
    sub_217 = torch.ops.aten.sub.Tensor(select_1173, select_1175);  select_1173 = select_1175 = None
    select_1176 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_1177 = torch.ops.aten.select.int(select_1176, 1, 3);  select_1176 = None
    sub_218 = torch.ops.aten.sub.Tensor(sub_217, select_1177);  sub_217 = select_1177 = None
    div_130 = torch.ops.aten.div.Tensor(sub_218, 0.5);  sub_218 = None
    exp_88 = torch.ops.aten.exp.default(div_130);  div_130 = None
    select_1178 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1179 = torch.ops.aten.select.int(select_1178, 1, 3);  select_1178 = None
    select_1180 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1181 = torch.ops.aten.select.int(select_1180, 1, 2);  select_1180 = None
    sub_219 = torch.ops.aten.sub.Tensor(select_1179, select_1181);  select_1179 = select_1181 = None
    select_1182 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_1183 = torch.ops.aten.select.int(select_1182, 1, 3);  select_1182 = None
    sub_220 = torch.ops.aten.sub.Tensor(sub_219, select_1183);  sub_219 = select_1183 = None
    div_131 = torch.ops.aten.div.Tensor(sub_220, 0.5);  sub_220 = None
    exp_89 = torch.ops.aten.exp.default(div_131);  div_131 = None
    select_1184 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_1185 = torch.ops.aten.select.int(select_1184, 1, 2);  select_1184 = None
    mul_128 = torch.ops.aten.mul.Tensor(select_1185, exp_87);  select_1185 = exp_87 = None
    select_1186 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1187 = torch.ops.aten.select.int(select_1186, 1, 3);  select_1186 = None
    mul_129 = torch.ops.aten.mul.Tensor(select_1187, exp_88);  select_1187 = exp_88 = None
    add_59 = torch.ops.aten.add.Tensor(mul_128, mul_129);  mul_128 = mul_129 = None
    select_1188 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_1189 = torch.ops.aten.select.int(select_1188, 1, 3);  select_1188 = None
    mul_130 = torch.ops.aten.mul.Tensor(select_1189, exp_89);  select_1189 = exp_89 = None
    add_60 = torch.ops.aten.add.Tensor(add_59, mul_130);  add_59 = mul_130 = None
    select_1190 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1191 = torch.ops.aten.select.int(select_1190, 1, 2);  select_1190 = None
    copy__71 = torch.ops.aten.copy_.default(select_1191, add_60);  select_1191 = add_60 = copy__71 = None
    select_1192 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1193 = torch.ops.aten.select.int(select_1192, 1, 2);  select_1192 = None
    select_1194 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1195 = torch.ops.aten.select.int(select_1194, 1, 2);  select_1194 = None
    sub_221 = torch.ops.aten.sub.Tensor(select_1193, select_1195);  select_1193 = select_1195 = None
    select_1196 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_1197 = torch.ops.aten.select.int(select_1196, 1, 2);  select_1196 = None
    sub_222 = torch.ops.aten.sub.Tensor(sub_221, select_1197);  sub_221 = select_1197 = None
    div_132 = torch.ops.aten.div.Tensor(sub_222, 0.5);  sub_222 = None
    exp_90 = torch.ops.aten.exp.default(div_132);  div_132 = None
    select_1198 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1199 = torch.ops.aten.select.int(select_1198, 1, 3);  select_1198 = None
    select_1200 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1201 = torch.ops.aten.select.int(select_1200, 1, 2);  select_1200 = None
    sub_223 = torch.ops.aten.sub.Tensor(select_1199, select_1201);  select_1199 = select_1201 = None
    select_1202 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_1203 = torch.ops.aten.select.int(select_1202, 1, 3);  select_1202 = None
    sub_224 = torch.ops.aten.sub.Tensor(sub_223, select_1203);  sub_223 = select_1203 = None
    div_133 = torch.ops.aten.div.Tensor(sub_224, 0.5);  sub_224 = None
    exp_91 = torch.ops.aten.exp.default(div_133);  div_133 = None
    select_1204 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1205 = torch.ops.aten.select.int(select_1204, 1, 3);  select_1204 = None
    select_1206 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1207 = torch.ops.aten.select.int(select_1206, 1, 2);  select_1206 = None
    sub_225 = torch.ops.aten.sub.Tensor(select_1205, select_1207);  select_1205 = select_1207 = None
    select_1208 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_1209 = torch.ops.aten.select.int(select_1208, 1, 3);  select_1208 = None
    sub_226 = torch.ops.aten.sub.Tensor(sub_225, select_1209);  sub_225 = select_1209 = None
    div_134 = torch.ops.aten.div.Tensor(sub_226, 0.5);  sub_226 = None
    exp_92 = torch.ops.aten.exp.default(div_134);  div_134 = None
    select_1210 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1211 = torch.ops.aten.select.int(select_1210, 1, 2);  select_1210 = None
    mul_131 = torch.ops.aten.mul.Tensor(select_1211, exp_90);  select_1211 = exp_90 = None
    select_1212 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1213 = torch.ops.aten.select.int(select_1212, 1, 3);  select_1212 = None
    mul_132 = torch.ops.aten.mul.Tensor(select_1213, exp_91);  select_1213 = exp_91 = None
    add_61 = torch.ops.aten.add.Tensor(mul_131, mul_132);  mul_131 = mul_132 = None
    select_1214 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1215 = torch.ops.aten.select.int(select_1214, 1, 3);  select_1214 = None
    mul_133 = torch.ops.aten.mul.Tensor(select_1215, exp_92);  select_1215 = exp_92 = None
    add_62 = torch.ops.aten.add.Tensor(add_61, mul_133);  add_61 = mul_133 = None
    select_1216 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1217 = torch.ops.aten.select.int(select_1216, 1, 2);  select_1216 = None
    copy__72 = torch.ops.aten.copy_.default(select_1217, add_62);  select_1217 = add_62 = copy__72 = None
    select_1218 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1219 = torch.ops.aten.select.int(select_1218, 1, 2);  select_1218 = None
    select_1220 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1221 = torch.ops.aten.select.int(select_1220, 1, 2);  select_1220 = None
    sub_227 = torch.ops.aten.sub.Tensor(select_1219, select_1221);  select_1219 = select_1221 = None
    select_1222 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_1223 = torch.ops.aten.select.int(select_1222, 1, 2);  select_1222 = None
    sub_228 = torch.ops.aten.sub.Tensor(sub_227, select_1223);  sub_227 = select_1223 = None
    div_135 = torch.ops.aten.div.Tensor(sub_228, 0.5);  sub_228 = None
    exp_93 = torch.ops.aten.exp.default(div_135);  div_135 = None
    select_1224 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1225 = torch.ops.aten.select.int(select_1224, 1, 3);  select_1224 = None
    select_1226 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1227 = torch.ops.aten.select.int(select_1226, 1, 2);  select_1226 = None
    sub_229 = torch.ops.aten.sub.Tensor(select_1225, select_1227);  select_1225 = select_1227 = None
    select_1228 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_1229 = torch.ops.aten.select.int(select_1228, 1, 3);  select_1228 = None
    sub_230 = torch.ops.aten.sub.Tensor(sub_229, select_1229);  sub_229 = select_1229 = None
    div_136 = torch.ops.aten.div.Tensor(sub_230, 0.5);  sub_230 = None
    exp_94 = torch.ops.aten.exp.default(div_136);  div_136 = None
    select_1230 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1231 = torch.ops.aten.select.int(select_1230, 1, 3);  select_1230 = None
    select_1232 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1233 = torch.ops.aten.select.int(select_1232, 1, 2);  select_1232 = None
    sub_231 = torch.ops.aten.sub.Tensor(select_1231, select_1233);  select_1231 = select_1233 = None
    select_1234 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_1235 = torch.ops.aten.select.int(select_1234, 1, 3);  select_1234 = None
    sub_232 = torch.ops.aten.sub.Tensor(sub_231, select_1235);  sub_231 = select_1235 = None
    div_137 = torch.ops.aten.div.Tensor(sub_232, 0.5);  sub_232 = None
    exp_95 = torch.ops.aten.exp.default(div_137);  div_137 = None
    select_1236 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1237 = torch.ops.aten.select.int(select_1236, 1, 2);  select_1236 = None
    mul_134 = torch.ops.aten.mul.Tensor(select_1237, exp_93);  select_1237 = exp_93 = None
    select_1238 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_1239 = torch.ops.aten.select.int(select_1238, 1, 3);  select_1238 = None
    mul_135 = torch.ops.aten.mul.Tensor(select_1239, exp_94);  select_1239 = exp_94 = None
    add_63 = torch.ops.aten.add.Tensor(mul_134, mul_135);  mul_134 = mul_135 = None
    select_1240 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1241 = torch.ops.aten.select.int(select_1240, 1, 3);  select_1240 = None
    mul_136 = torch.ops.aten.mul.Tensor(select_1241, exp_95);  select_1241 = exp_95 = None
    add_64 = torch.ops.aten.add.Tensor(add_63, mul_136);  add_63 = mul_136 = None
    select_1242 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_1243 = torch.ops.aten.select.int(select_1242, 1, 2);  select_1242 = None
    copy__73 = torch.ops.aten.copy_.default(select_1243, add_64);  select_1243 = add_64 = copy__73 = None
    select_1244 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_1245 = torch.ops.aten.select.int(select_1244, 1, 1);  select_1244 = None
    select_1246 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1247 = torch.ops.aten.select.int(select_1246, 1, 1);  select_1246 = None
    sub_233 = torch.ops.aten.sub.Tensor(select_1245, select_1247);  select_1245 = select_1247 = None
    select_1248 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_1249 = torch.ops.aten.select.int(select_1248, 1, 1);  select_1248 = None
    sub_234 = torch.ops.aten.sub.Tensor(sub_233, select_1249);  sub_233 = select_1249 = None
    div_138 = torch.ops.aten.div.Tensor(sub_234, 0.5);  sub_234 = None
    exp_96 = torch.ops.aten.exp.default(div_138);  div_138 = None
    select_1250 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1251 = torch.ops.aten.select.int(select_1250, 1, 2);  select_1250 = None
    select_1252 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1253 = torch.ops.aten.select.int(select_1252, 1, 1);  select_1252 = None
    sub_235 = torch.ops.aten.sub.Tensor(select_1251, select_1253);  select_1251 = select_1253 = None
    select_1254 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_1255 = torch.ops.aten.select.int(select_1254, 1, 2);  select_1254 = None
    sub_236 = torch.ops.aten.sub.Tensor(sub_235, select_1255);  sub_235 = select_1255 = None
    div_139 = torch.ops.aten.div.Tensor(sub_236, 0.5);  sub_236 = None
    exp_97 = torch.ops.aten.exp.default(div_139);  div_139 = None
    select_1256 = torch.ops.aten.select.int(clone_2, 1, 9)
    select_1257 = torch.ops.aten.select.int(select_1256, 1, 2);  select_1256 = None
    select_1258 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1259 = torch.ops.aten.select.int(select_1258, 1, 1);  select_1258 = None
    sub_237 = torch.ops.aten.sub.Tensor(select_1257, select_1259);  select_1257 = select_1259 = None
    select_1260 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_1261 = torch.ops.aten.select.int(select_1260, 1, 2);  select_1260 = None
    sub_238 = torch.ops.aten.sub.Tensor(sub_237, select_1261);  sub_237 = select_1261 = None
    div_140 = torch.ops.aten.div.Tensor(sub_238, 0.5);  sub_238 = None
    exp_98 = torch.ops.aten.exp.default(div_140);  div_140 = None
    select_1262 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_1263 = torch.ops.aten.select.int(select_1262, 1, 1);  select_1262 = None
    mul_137 = torch.ops.aten.mul.Tensor(select_1263, exp_96);  select_1263 = exp_96 = None
    select_1264 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_1265 = torch.ops.aten.select.int(select_1264, 1, 2);  select_1264 = None
    mul_138 = torch.ops.aten.mul.Tensor(select_1265, exp_97);  select_1265 = exp_97 = None
    add_65 = torch.ops.aten.add.Tensor(mul_137, mul_138);  mul_137 = mul_138 = None
    select_1266 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_1267 = torch.ops.aten.select.int(select_1266, 1, 2);  select_1266 = None
    mul_139 = torch.ops.aten.mul.Tensor(select_1267, exp_98);  select_1267 = exp_98 = None
    add_66 = torch.ops.aten.add.Tensor(add_65, mul_139);  add_65 = mul_139 = None
    select_1268 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_1269 = torch.ops.aten.select.int(select_1268, 1, 1);  select_1268 = None
    copy__74 = torch.ops.aten.copy_.default(select_1269, add_66);  select_1269 = add_66 = copy__74 = None
    select_1270 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1271 = torch.ops.aten.select.int(select_1270, 1, 1);  select_1270 = None
    select_1272 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1273 = torch.ops.aten.select.int(select_1272, 1, 1);  select_1272 = None
    sub_239 = torch.ops.aten.sub.Tensor(select_1271, select_1273);  select_1271 = select_1273 = None
    select_1274 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_1275 = torch.ops.aten.select.int(select_1274, 1, 1);  select_1274 = None
    sub_240 = torch.ops.aten.sub.Tensor(sub_239, select_1275);  sub_239 = select_1275 = None
    div_141 = torch.ops.aten.div.Tensor(sub_240, 0.5);  sub_240 = None
    exp_99 = torch.ops.aten.exp.default(div_141);  div_141 = None
    select_1276 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1277 = torch.ops.aten.select.int(select_1276, 1, 2);  select_1276 = None
    select_1278 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1279 = torch.ops.aten.select.int(select_1278, 1, 1);  select_1278 = None
    sub_241 = torch.ops.aten.sub.Tensor(select_1277, select_1279);  select_1277 = select_1279 = None
    select_1280 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_1281 = torch.ops.aten.select.int(select_1280, 1, 2);  select_1280 = None
    sub_242 = torch.ops.aten.sub.Tensor(sub_241, select_1281);  sub_241 = select_1281 = None
    div_142 = torch.ops.aten.div.Tensor(sub_242, 0.5);  sub_242 = None
    exp_100 = torch.ops.aten.exp.default(div_142);  div_142 = None
    select_1282 = torch.ops.aten.select.int(clone_2, 1, 8)
    select_1283 = torch.ops.aten.select.int(select_1282, 1, 2);  select_1282 = None
    select_1284 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1285 = torch.ops.aten.select.int(select_1284, 1, 1);  select_1284 = None
    sub_243 = torch.ops.aten.sub.Tensor(select_1283, select_1285);  select_1283 = select_1285 = None
    select_1286 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_1287 = torch.ops.aten.select.int(select_1286, 1, 2);  select_1286 = None
    sub_244 = torch.ops.aten.sub.Tensor(sub_243, select_1287);  sub_243 = select_1287 = None
    div_143 = torch.ops.aten.div.Tensor(sub_244, 0.5);  sub_244 = None
    exp_101 = torch.ops.aten.exp.default(div_143);  div_143 = None
    select_1288 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_1289 = torch.ops.aten.select.int(select_1288, 1, 1);  select_1288 = None
    mul_140 = torch.ops.aten.mul.Tensor(select_1289, exp_99);  select_1289 = exp_99 = None
    select_1290 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_1291 = torch.ops.aten.select.int(select_1290, 1, 2);  select_1290 = None
    mul_141 = torch.ops.aten.mul.Tensor(select_1291, exp_100);  select_1291 = exp_100 = None
    add_67 = torch.ops.aten.add.Tensor(mul_140, mul_141);  mul_140 = mul_141 = None
    select_1292 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_1293 = torch.ops.aten.select.int(select_1292, 1, 2);  select_1292 = None
    mul_142 = torch.ops.aten.mul.Tensor(select_1293, exp_101);  select_1293 = exp_101 = None
    add_68 = torch.ops.aten.add.Tensor(add_67, mul_142);  add_67 = mul_142 = None
    select_1294 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_1295 = torch.ops.aten.select.int(select_1294, 1, 1);  select_1294 = None
    copy__75 = torch.ops.aten.copy_.default(select_1295, add_68);  select_1295 = add_68 = copy__75 = None
    select_1296 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1297 = torch.ops.aten.select.int(select_1296, 1, 1);  select_1296 = None
    select_1298 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1299 = torch.ops.aten.select.int(select_1298, 1, 1);  select_1298 = None
    sub_245 = torch.ops.aten.sub.Tensor(select_1297, select_1299);  select_1297 = select_1299 = None
    select_1300 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_1301 = torch.ops.aten.select.int(select_1300, 1, 1);  select_1300 = None
    sub_246 = torch.ops.aten.sub.Tensor(sub_245, select_1301);  sub_245 = select_1301 = None
    div_144 = torch.ops.aten.div.Tensor(sub_246, 0.5);  sub_246 = None
    exp_102 = torch.ops.aten.exp.default(div_144);  div_144 = None
    select_1302 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1303 = torch.ops.aten.select.int(select_1302, 1, 2);  select_1302 = None
    select_1304 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1305 = torch.ops.aten.select.int(select_1304, 1, 1);  select_1304 = None
    sub_247 = torch.ops.aten.sub.Tensor(select_1303, select_1305);  select_1303 = select_1305 = None
    select_1306 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_1307 = torch.ops.aten.select.int(select_1306, 1, 2);  select_1306 = None
    sub_248 = torch.ops.aten.sub.Tensor(sub_247, select_1307);  sub_247 = select_1307 = None
    div_145 = torch.ops.aten.div.Tensor(sub_248, 0.5);  sub_248 = None
    exp_103 = torch.ops.aten.exp.default(div_145);  div_145 = None
    select_1308 = torch.ops.aten.select.int(clone_2, 1, 7)
    select_1309 = torch.ops.aten.select.int(select_1308, 1, 2);  select_1308 = None
    select_1310 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1311 = torch.ops.aten.select.int(select_1310, 1, 1);  select_1310 = None
    sub_249 = torch.ops.aten.sub.Tensor(select_1309, select_1311);  select_1309 = select_1311 = None
    select_1312 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_1313 = torch.ops.aten.select.int(select_1312, 1, 2);  select_1312 = None
    sub_250 = torch.ops.aten.sub.Tensor(sub_249, select_1313);  sub_249 = select_1313 = None
    div_146 = torch.ops.aten.div.Tensor(sub_250, 0.5);  sub_250 = None
    exp_104 = torch.ops.aten.exp.default(div_146);  div_146 = None
    select_1314 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_1315 = torch.ops.aten.select.int(select_1314, 1, 1);  select_1314 = None
    mul_143 = torch.ops.aten.mul.Tensor(select_1315, exp_102);  select_1315 = exp_102 = None
    select_1316 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_1317 = torch.ops.aten.select.int(select_1316, 1, 2);  select_1316 = None
    mul_144 = torch.ops.aten.mul.Tensor(select_1317, exp_103);  select_1317 = exp_103 = None
    add_69 = torch.ops.aten.add.Tensor(mul_143, mul_144);  mul_143 = mul_144 = None
    select_1318 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_1319 = torch.ops.aten.select.int(select_1318, 1, 2);  select_1318 = None
    mul_145 = torch.ops.aten.mul.Tensor(select_1319, exp_104);  select_1319 = exp_104 = None
    add_70 = torch.ops.aten.add.Tensor(add_69, mul_145);  add_69 = mul_145 = None
    select_1320 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_1321 = torch.ops.aten.select.int(select_1320, 1, 1);  select_1320 = None
    copy__76 = torch.ops.aten.copy_.default(select_1321, add_70);  select_1321 = add_70 = copy__76 = None
    select_1322 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1323 = torch.ops.aten.select.int(select_1322, 1, 1);  select_1322 = None
    select_1324 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1325 = torch.ops.aten.select.int(select_1324, 1, 1);  select_1324 = None
    sub_251 = torch.ops.aten.sub.Tensor(select_1323, select_1325);  select_1323 = select_1325 = None
    select_1326 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_1327 = torch.ops.aten.select.int(select_1326, 1, 1);  select_1326 = None
    sub_252 = torch.ops.aten.sub.Tensor(sub_251, select_1327);  sub_251 = select_1327 = None
    div_147 = torch.ops.aten.div.Tensor(sub_252, 0.5);  sub_252 = None
    exp_105 = torch.ops.aten.exp.default(div_147);  div_147 = None
    select_1328 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1329 = torch.ops.aten.select.int(select_1328, 1, 2);  select_1328 = None
    select_1330 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1331 = torch.ops.aten.select.int(select_1330, 1, 1);  select_1330 = None
    sub_253 = torch.ops.aten.sub.Tensor(select_1329, select_1331);  select_1329 = select_1331 = None
    select_1332 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_1333 = torch.ops.aten.select.int(select_1332, 1, 2);  select_1332 = None
    sub_254 = torch.ops.aten.sub.Tensor(sub_253, select_1333);  sub_253 = select_1333 = None
    div_148 = torch.ops.aten.div.Tensor(sub_254, 0.5);  sub_254 = None
    exp_106 = torch.ops.aten.exp.default(div_148);  div_148 = None
    select_1334 = torch.ops.aten.select.int(clone_2, 1, 6)
    select_1335 = torch.ops.aten.select.int(select_1334, 1, 2);  select_1334 = None
    select_1336 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1337 = torch.ops.aten.select.int(select_1336, 1, 1);  select_1336 = None
    sub_255 = torch.ops.aten.sub.Tensor(select_1335, select_1337);  select_1335 = select_1337 = None
    select_1338 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_1339 = torch.ops.aten.select.int(select_1338, 1, 2);  select_1338 = None
    sub_256 = torch.ops.aten.sub.Tensor(sub_255, select_1339);  sub_255 = select_1339 = None
    div_149 = torch.ops.aten.div.Tensor(sub_256, 0.5);  sub_256 = None
    exp_107 = torch.ops.aten.exp.default(div_149);  div_149 = None
    select_1340 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_1341 = torch.ops.aten.select.int(select_1340, 1, 1);  select_1340 = None
    mul_146 = torch.ops.aten.mul.Tensor(select_1341, exp_105);  select_1341 = exp_105 = None
    select_1342 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_1343 = torch.ops.aten.select.int(select_1342, 1, 2);  select_1342 = None
    mul_147 = torch.ops.aten.mul.Tensor(select_1343, exp_106);  select_1343 = exp_106 = None
    add_71 = torch.ops.aten.add.Tensor(mul_146, mul_147);  mul_146 = mul_147 = None
    select_1344 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_1345 = torch.ops.aten.select.int(select_1344, 1, 2);  select_1344 = None
    mul_148 = torch.ops.aten.mul.Tensor(select_1345, exp_107);  select_1345 = exp_107 = None
    add_72 = torch.ops.aten.add.Tensor(add_71, mul_148);  add_71 = mul_148 = None
    select_1346 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_1347 = torch.ops.aten.select.int(select_1346, 1, 1);  select_1346 = None
    copy__77 = torch.ops.aten.copy_.default(select_1347, add_72);  select_1347 = add_72 = copy__77 = None
    select_1348 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1349 = torch.ops.aten.select.int(select_1348, 1, 1);  select_1348 = None
    select_1350 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1351 = torch.ops.aten.select.int(select_1350, 1, 1);  select_1350 = None
    sub_257 = torch.ops.aten.sub.Tensor(select_1349, select_1351);  select_1349 = select_1351 = None
    select_1352 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_1353 = torch.ops.aten.select.int(select_1352, 1, 1);  select_1352 = None
    sub_258 = torch.ops.aten.sub.Tensor(sub_257, select_1353);  sub_257 = select_1353 = None
    div_150 = torch.ops.aten.div.Tensor(sub_258, 0.5);  sub_258 = None
    exp_108 = torch.ops.aten.exp.default(div_150);  div_150 = None
    select_1354 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1355 = torch.ops.aten.select.int(select_1354, 1, 2);  select_1354 = None
    select_1356 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1357 = torch.ops.aten.select.int(select_1356, 1, 1);  select_1356 = None
    sub_259 = torch.ops.aten.sub.Tensor(select_1355, select_1357);  select_1355 = select_1357 = None
    select_1358 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_1359 = torch.ops.aten.select.int(select_1358, 1, 2);  select_1358 = None
    sub_260 = torch.ops.aten.sub.Tensor(sub_259, select_1359);  sub_259 = select_1359 = None
    div_151 = torch.ops.aten.div.Tensor(sub_260, 0.5);  sub_260 = None
    exp_109 = torch.ops.aten.exp.default(div_151);  div_151 = None
    select_1360 = torch.ops.aten.select.int(clone_2, 1, 5)
    select_1361 = torch.ops.aten.select.int(select_1360, 1, 2);  select_1360 = None
    select_1362 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1363 = torch.ops.aten.select.int(select_1362, 1, 1);  select_1362 = None
    sub_261 = torch.ops.aten.sub.Tensor(select_1361, select_1363);  select_1361 = select_1363 = None
    select_1364 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_1365 = torch.ops.aten.select.int(select_1364, 1, 2);  select_1364 = None
    sub_262 = torch.ops.aten.sub.Tensor(sub_261, select_1365);  sub_261 = select_1365 = None
    div_152 = torch.ops.aten.div.Tensor(sub_262, 0.5);  sub_262 = None
    exp_110 = torch.ops.aten.exp.default(div_152);  div_152 = None
    select_1366 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_1367 = torch.ops.aten.select.int(select_1366, 1, 1);  select_1366 = None
    mul_149 = torch.ops.aten.mul.Tensor(select_1367, exp_108);  select_1367 = exp_108 = None
    select_1368 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_1369 = torch.ops.aten.select.int(select_1368, 1, 2);  select_1368 = None
    mul_150 = torch.ops.aten.mul.Tensor(select_1369, exp_109);  select_1369 = exp_109 = None
    add_73 = torch.ops.aten.add.Tensor(mul_149, mul_150);  mul_149 = mul_150 = None
    select_1370 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_1371 = torch.ops.aten.select.int(select_1370, 1, 2);  select_1370 = None
    mul_151 = torch.ops.aten.mul.Tensor(select_1371, exp_110);  select_1371 = exp_110 = None
    add_74 = torch.ops.aten.add.Tensor(add_73, mul_151);  add_73 = mul_151 = None
    select_1372 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_1373 = torch.ops.aten.select.int(select_1372, 1, 1);  select_1372 = None
    copy__78 = torch.ops.aten.copy_.default(select_1373, add_74);  select_1373 = add_74 = copy__78 = None
    select_1374 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1375 = torch.ops.aten.select.int(select_1374, 1, 1);  select_1374 = None
    select_1376 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1377 = torch.ops.aten.select.int(select_1376, 1, 1);  select_1376 = None
    sub_263 = torch.ops.aten.sub.Tensor(select_1375, select_1377);  select_1375 = select_1377 = None
    select_1378 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_1379 = torch.ops.aten.select.int(select_1378, 1, 1);  select_1378 = None
    sub_264 = torch.ops.aten.sub.Tensor(sub_263, select_1379);  sub_263 = select_1379 = None
    div_153 = torch.ops.aten.div.Tensor(sub_264, 0.5);  sub_264 = None
    exp_111 = torch.ops.aten.exp.default(div_153);  div_153 = None
    select_1380 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1381 = torch.ops.aten.select.int(select_1380, 1, 2);  select_1380 = None
    select_1382 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1383 = torch.ops.aten.select.int(select_1382, 1, 1);  select_1382 = None
    sub_265 = torch.ops.aten.sub.Tensor(select_1381, select_1383);  select_1381 = select_1383 = None
    select_1384 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_1385 = torch.ops.aten.select.int(select_1384, 1, 2);  select_1384 = None
    sub_266 = torch.ops.aten.sub.Tensor(sub_265, select_1385);  sub_265 = select_1385 = None
    div_154 = torch.ops.aten.div.Tensor(sub_266, 0.5);  sub_266 = None
    exp_112 = torch.ops.aten.exp.default(div_154);  div_154 = None
    select_1386 = torch.ops.aten.select.int(clone_2, 1, 4)
    select_1387 = torch.ops.aten.select.int(select_1386, 1, 2);  select_1386 = None
    select_1388 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1389 = torch.ops.aten.select.int(select_1388, 1, 1);  select_1388 = None
    sub_267 = torch.ops.aten.sub.Tensor(select_1387, select_1389);  select_1387 = select_1389 = None
    select_1390 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_1391 = torch.ops.aten.select.int(select_1390, 1, 2);  select_1390 = None
    sub_268 = torch.ops.aten.sub.Tensor(sub_267, select_1391);  sub_267 = select_1391 = None
    div_155 = torch.ops.aten.div.Tensor(sub_268, 0.5);  sub_268 = None
    exp_113 = torch.ops.aten.exp.default(div_155);  div_155 = None
    select_1392 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_1393 = torch.ops.aten.select.int(select_1392, 1, 1);  select_1392 = None
    mul_152 = torch.ops.aten.mul.Tensor(select_1393, exp_111);  select_1393 = exp_111 = None
    select_1394 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1395 = torch.ops.aten.select.int(select_1394, 1, 2);  select_1394 = None
    mul_153 = torch.ops.aten.mul.Tensor(select_1395, exp_112);  select_1395 = exp_112 = None
    add_75 = torch.ops.aten.add.Tensor(mul_152, mul_153);  mul_152 = mul_153 = None
    select_1396 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_1397 = torch.ops.aten.select.int(select_1396, 1, 2);  select_1396 = None
    mul_154 = torch.ops.aten.mul.Tensor(select_1397, exp_113);  select_1397 = exp_113 = None
    add_76 = torch.ops.aten.add.Tensor(add_75, mul_154);  add_75 = mul_154 = None
    select_1398 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1399 = torch.ops.aten.select.int(select_1398, 1, 1);  select_1398 = None
    copy__79 = torch.ops.aten.copy_.default(select_1399, add_76);  select_1399 = add_76 = copy__79 = None
    select_1400 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1401 = torch.ops.aten.select.int(select_1400, 1, 1);  select_1400 = None
    select_1402 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1403 = torch.ops.aten.select.int(select_1402, 1, 1);  select_1402 = None
    sub_269 = torch.ops.aten.sub.Tensor(select_1401, select_1403);  select_1401 = select_1403 = None
    select_1404 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_1405 = torch.ops.aten.select.int(select_1404, 1, 1);  select_1404 = None
    sub_270 = torch.ops.aten.sub.Tensor(sub_269, select_1405);  sub_269 = select_1405 = None
    div_156 = torch.ops.aten.div.Tensor(sub_270, 0.5);  sub_270 = None
    exp_114 = torch.ops.aten.exp.default(div_156);  div_156 = None
    select_1406 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1407 = torch.ops.aten.select.int(select_1406, 1, 2);  select_1406 = None
    select_1408 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1409 = torch.ops.aten.select.int(select_1408, 1, 1);  select_1408 = None
    sub_271 = torch.ops.aten.sub.Tensor(select_1407, select_1409);  select_1407 = select_1409 = None
    select_1410 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_1411 = torch.ops.aten.select.int(select_1410, 1, 2);  select_1410 = None
    sub_272 = torch.ops.aten.sub.Tensor(sub_271, select_1411);  sub_271 = select_1411 = None
    div_157 = torch.ops.aten.div.Tensor(sub_272, 0.5);  sub_272 = None
    exp_115 = torch.ops.aten.exp.default(div_157);  div_157 = None
    select_1412 = torch.ops.aten.select.int(clone_2, 1, 3)
    select_1413 = torch.ops.aten.select.int(select_1412, 1, 2);  select_1412 = None
    select_1414 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1415 = torch.ops.aten.select.int(select_1414, 1, 1);  select_1414 = None
    sub_273 = torch.ops.aten.sub.Tensor(select_1413, select_1415);  select_1413 = select_1415 = None
    select_1416 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_1417 = torch.ops.aten.select.int(select_1416, 1, 2);  select_1416 = None
    sub_274 = torch.ops.aten.sub.Tensor(sub_273, select_1417);  sub_273 = select_1417 = None
    div_158 = torch.ops.aten.div.Tensor(sub_274, 0.5);  sub_274 = None
    exp_116 = torch.ops.aten.exp.default(div_158);  div_158 = None
    select_1418 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1419 = torch.ops.aten.select.int(select_1418, 1, 1);  select_1418 = None
    mul_155 = torch.ops.aten.mul.Tensor(select_1419, exp_114);  select_1419 = exp_114 = None
    select_1420 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1421 = torch.ops.aten.select.int(select_1420, 1, 2);  select_1420 = None
    mul_156 = torch.ops.aten.mul.Tensor(select_1421, exp_115);  select_1421 = exp_115 = None
    add_77 = torch.ops.aten.add.Tensor(mul_155, mul_156);  mul_155 = mul_156 = None
    select_1422 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1423 = torch.ops.aten.select.int(select_1422, 1, 2);  select_1422 = None
    mul_157 = torch.ops.aten.mul.Tensor(select_1423, exp_116);  select_1423 = exp_116 = None
    add_78 = torch.ops.aten.add.Tensor(add_77, mul_157);  add_77 = mul_157 = None
    select_1424 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1425 = torch.ops.aten.select.int(select_1424, 1, 1);  select_1424 = None
    copy__80 = torch.ops.aten.copy_.default(select_1425, add_78);  select_1425 = add_78 = copy__80 = None
    select_1426 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1427 = torch.ops.aten.select.int(select_1426, 1, 1);  select_1426 = None
    select_1428 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1429 = torch.ops.aten.select.int(select_1428, 1, 1);  select_1428 = None
    sub_275 = torch.ops.aten.sub.Tensor(select_1427, select_1429);  select_1427 = select_1429 = None
    select_1430 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_1431 = torch.ops.aten.select.int(select_1430, 1, 1);  select_1430 = None
    sub_276 = torch.ops.aten.sub.Tensor(sub_275, select_1431);  sub_275 = select_1431 = None
    div_159 = torch.ops.aten.div.Tensor(sub_276, 0.5);  sub_276 = None
    exp_117 = torch.ops.aten.exp.default(div_159);  div_159 = None
    select_1432 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1433 = torch.ops.aten.select.int(select_1432, 1, 2);  select_1432 = None
    select_1434 = torch.ops.aten.select.int(clone_2, 1, 1)
    select_1435 = torch.ops.aten.select.int(select_1434, 1, 1);  select_1434 = None
    sub_277 = torch.ops.aten.sub.Tensor(select_1433, select_1435);  select_1433 = select_1435 = None
    select_1436 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_1437 = torch.ops.aten.select.int(select_1436, 1, 2);  select_1436 = None
    sub_278 = torch.ops.aten.sub.Tensor(sub_277, select_1437);  sub_277 = select_1437 = None
    div_160 = torch.ops.aten.div.Tensor(sub_278, 0.5);  sub_278 = None
    exp_118 = torch.ops.aten.exp.default(div_160);  div_160 = None
    select_1438 = torch.ops.aten.select.int(clone_2, 1, 2)
    select_1439 = torch.ops.aten.select.int(select_1438, 1, 2);  select_1438 = None
    select_1440 = torch.ops.aten.select.int(clone_2, 1, 1);  clone_2 = None
    select_1441 = torch.ops.aten.select.int(select_1440, 1, 1);  select_1440 = None
    sub_279 = torch.ops.aten.sub.Tensor(select_1439, select_1441);  select_1439 = select_1441 = None
    select_1442 = torch.ops.aten.select.int(new_zeros, 1, 2);  new_zeros = None
    select_1443 = torch.ops.aten.select.int(select_1442, 1, 2);  select_1442 = None
    sub_280 = torch.ops.aten.sub.Tensor(sub_279, select_1443);  sub_279 = select_1443 = None
    div_161 = torch.ops.aten.div.Tensor(sub_280, 0.5);  sub_280 = None
    exp_119 = torch.ops.aten.exp.default(div_161);  div_161 = None
    select_1444 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1445 = torch.ops.aten.select.int(select_1444, 1, 1);  select_1444 = None
    mul_158 = torch.ops.aten.mul.Tensor(select_1445, exp_117);  select_1445 = exp_117 = None
    select_1446 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_1447 = torch.ops.aten.select.int(select_1446, 1, 2);  select_1446 = None
    mul_159 = torch.ops.aten.mul.Tensor(select_1447, exp_118);  select_1447 = exp_118 = None
    add_79 = torch.ops.aten.add.Tensor(mul_158, mul_159);  mul_158 = mul_159 = None
    select_1448 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1449 = torch.ops.aten.select.int(select_1448, 1, 2);  select_1448 = None
    mul_160 = torch.ops.aten.mul.Tensor(select_1449, exp_119);  select_1449 = exp_119 = None
    add_80 = torch.ops.aten.add.Tensor(add_79, mul_160);  add_79 = mul_160 = None
    select_1450 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_1451 = torch.ops.aten.select.int(select_1450, 1, 1);  select_1450 = None
    copy__81 = torch.ops.aten.copy_.default(select_1451, add_80);  select_1451 = add_80 = copy__81 = None
    view_6 = torch.ops.aten.view.default(view_5, [-1, 1, 1]);  view_5 = None
    slice_3 = torch.ops.aten.slice.Tensor(new_zeros_1, 1, 1, 9);  new_zeros_1 = None
    slice_4 = torch.ops.aten.slice.Tensor(slice_3, 2, 1, 6);  slice_3 = None
    mul_161 = torch.ops.aten.mul.Tensor(view_6, slice_4);  view_6 = slice_4 = None
    view_7 = torch.ops.aten.view.default(mul_161, [4, 3, 8, 5]);  mul_161 = None
    neg_122 = torch.ops.aten.neg.default(view_7)
    mul_162 = torch.ops.aten.mul.Tensor(neg_122, 2);  neg_122 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [1, 3], True)
    sum_4 = torch.ops.aten.sum.dim_IntList(view_7, [0, 2], True);  view_7 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_4, 2);  sum_4 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(squeeze, 0);  squeeze = None
    squeeze_2 = torch.ops.aten.squeeze.dim(sum_3, 3);  sum_3 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(squeeze_2, 1);  squeeze_2 = None
    view_8 = torch.ops.aten.view.default(mul_162, [4, 3, 8, 5, 1]);  mul_162 = None
    permute_5 = torch.ops.aten.permute.default(view_8, [0, 2, 4, 1, 3]);  view_8 = None
    clone_3 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_3, [1, 32, 15]);  clone_3 = None
    transpose_1 = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
    bmm_1 = torch.ops.aten.bmm.default(transpose_1, _unsafe_view_1);  transpose_1 = None
    transpose_2 = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_1, transpose_2);  _unsafe_view_1 = transpose_2 = None
    view_9 = torch.ops.aten.view.default(bmm_1, [4, 3, 5, 1, 1]);  bmm_1 = None
    permute_6 = torch.ops.aten.permute.default(view_9, [3, 1, 4, 2, 0]);  view_9 = None
    view_10 = torch.ops.aten.view.default(bmm_2, [4, 8, 4, 1, 1]);  bmm_2 = None
    permute_7 = torch.ops.aten.permute.default(view_10, [0, 3, 1, 4, 2]);  view_10 = None
    permute_8 = torch.ops.aten.permute.default(permute_6, [1, 3, 4, 0, 2]);  permute_6 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(permute_8, 4);  permute_8 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(squeeze_4, 3);  squeeze_4 = None
    permute_9 = torch.ops.aten.permute.default(permute_7, [0, 2, 4, 1, 3]);  permute_7 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(permute_9, 4);  permute_9 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(squeeze_6, 3);  squeeze_6 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(squeeze_1, -1);  squeeze_1 = None
    expand = torch.ops.aten.expand.default(unsqueeze_8, [3, 5, 4]);  unsqueeze_8 = None
    _param_constant4_2 = self._param_constant4
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(_param_constant4_2, 1.0);  _param_constant4_2 = None
    mul_163 = torch.ops.aten.mul.Scalar(pow_3, 2.0);  pow_3 = None
    mul_164 = torch.ops.aten.mul.Tensor(expand, mul_163);  expand = mul_163 = None
    add_81 = torch.ops.aten.add.Tensor(squeeze_5, mul_164);  squeeze_5 = mul_164 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(squeeze_3, -1);  squeeze_3 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_9, [4, 8, 4]);  unsqueeze_9 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(transpose, 1.0);  transpose = None
    mul_165 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_166 = torch.ops.aten.mul.Tensor(expand_1, mul_165);  expand_1 = mul_165 = None
    add_82 = torch.ops.aten.add.Tensor(squeeze_7, mul_166);  squeeze_7 = mul_166 = None
    transpose_3 = torch.ops.aten.transpose.int(add_82, 1, 2);  add_82 = None
    _param_constant2_1 = self._param_constant2
    convolution_backward = torch.ops.aten.convolution_backward.default(transpose_3, relu, _param_constant2_1, [4], [1], [1], [1], False, [0], 1, [True, True, True]);  transpose_3 = relu = _param_constant2_1 = None
    getitem_2 = convolution_backward[0]
    getitem_3 = convolution_backward[1]
    getitem_4 = convolution_backward[2];  convolution_backward = None
    detach_3 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward = torch.ops.aten.threshold_backward.default(getitem_2, detach_3, 0);  getitem_2 = detach_3 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward, x_1, _param_constant0_1, [8], [1], [1], [1], False, [0], 1, [False, True, True]);  threshold_backward = x_1 = _param_constant0_1 = None
    getitem_5 = convolution_backward_1[0];  getitem_5 = None
    getitem_6 = convolution_backward_1[1]
    getitem_7 = convolution_backward_1[2];  convolution_backward_1 = None
    return (getitem, add_81, getitem_6, getitem_7, getitem_3, getitem_4)
    