


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1], [1], [1], False, [0], 1);  x_1 = _param_constant0 = _param_constant1 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant2, _param_constant3, [1], [1], [1], False, [0], 1);  relu = _param_constant2 = _param_constant3 = None
    transpose = torch.ops.aten.transpose.int(convolution_1, 1, 2);  convolution_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(transpose, 2)
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, [-1]);  pow_1 = None
    _param_constant4 = self._param_constant4
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_param_constant4, 2);  _param_constant4 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(pow_2, [-1]);  pow_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(transpose, 3);  transpose = None
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
    bmm = torch.ops.aten.bmm.default(_unsafe_view, view);  _unsafe_view = view = None
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
    select_398 = torch.ops.aten.select.int(view_3, 1, 7);  view_3 = None
    select_399 = torch.ops.aten.select.int(select_398, 1, 4);  select_398 = None
    logsumexp_39 = torch.ops.aten.logsumexp.default(div_39, [0]);  div_39 = None
    mul_40 = torch.ops.aten.mul.Tensor(logsumexp_39, 0.5);  logsumexp_39 = None
    sub_40 = torch.ops.aten.sub.Tensor(select_399, mul_40);  select_399 = mul_40 = None
    select_400 = torch.ops.aten.select.int(full, 1, 8)
    select_401 = torch.ops.aten.select.int(select_400, 1, 5);  select_400 = None
    copy__39 = torch.ops.aten.copy_.default(select_401, sub_40);  select_401 = sub_40 = copy__39 = None
    select_402 = torch.ops.aten.select.int(full, 1, -2);  full = None
    select_403 = torch.ops.aten.select.int(select_402, 1, -2);  select_402 = None
    clone_1 = torch.ops.aten.clone.default(select_403);  select_403 = None
    view_4 = torch.ops.aten.view.default(clone_1, [4, 3]);  clone_1 = None
    neg_120 = torch.ops.aten.neg.default(view_4);  view_4 = None
    div_40 = torch.ops.aten.div.Tensor(neg_120, 4.0);  neg_120 = None
    _log_softmax = torch.ops.aten._log_softmax.default(div_40, 1, False);  div_40 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    