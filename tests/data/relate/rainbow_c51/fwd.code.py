


def forward(self, states_1, next_states_1, actions_1, returns_1, nonterminals_1, weights_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(states_1, _param_constant0, _param_constant1, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  states_1 = _param_constant0 = _param_constant1 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant2, _param_constant3, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  relu = _param_constant2 = _param_constant3 = None
    relu_1 = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    view = torch.ops.aten.view.default(relu_1, [-1, 144]);  relu_1 = None
    _param_constant4 = self._param_constant4
    _tensor_constant0 = self._tensor_constant0
    mul = torch.ops.aten.mul.Tensor(_param_constant4, _tensor_constant0);  _param_constant4 = _tensor_constant0 = None
    _param_constant5 = self._param_constant5
    add = torch.ops.aten.add.Tensor(_param_constant5, mul);  _param_constant5 = mul = None
    _param_constant6 = self._param_constant6
    _tensor_constant1 = self._tensor_constant1
    mul_1 = torch.ops.aten.mul.Tensor(_param_constant6, _tensor_constant1);  _param_constant6 = _tensor_constant1 = None
    _param_constant7 = self._param_constant7
    add_1 = torch.ops.aten.add.Tensor(_param_constant7, mul_1);  _param_constant7 = mul_1 = None
    t = torch.ops.aten.t.default(add);  add = None
    addmm = torch.ops.aten.addmm.default(add_1, view, t);  add_1 = t = None
    relu_2 = torch.ops.aten.relu.default(addmm);  addmm = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    _param_constant8 = self._param_constant8
    _tensor_constant2 = self._tensor_constant2
    mul_2 = torch.ops.aten.mul.Tensor(_param_constant8, _tensor_constant2);  _param_constant8 = _tensor_constant2 = None
    _param_constant9 = self._param_constant9
    add_2 = torch.ops.aten.add.Tensor(_param_constant9, mul_2);  _param_constant9 = mul_2 = None
    _param_constant10 = self._param_constant10
    _tensor_constant3 = self._tensor_constant3
    mul_3 = torch.ops.aten.mul.Tensor(_param_constant10, _tensor_constant3);  _param_constant10 = _tensor_constant3 = None
    _param_constant11 = self._param_constant11
    add_3 = torch.ops.aten.add.Tensor(_param_constant11, mul_3);  _param_constant11 = mul_3 = None
    t_1 = torch.ops.aten.t.default(add_2);  add_2 = None
    addmm_1 = torch.ops.aten.addmm.default(add_3, relu_2, t_1);  add_3 = relu_2 = t_1 = None
    _param_constant12 = self._param_constant12
    _tensor_constant4 = self._tensor_constant4
    mul_4 = torch.ops.aten.mul.Tensor(_param_constant12, _tensor_constant4);  _param_constant12 = _tensor_constant4 = None
    _param_constant13 = self._param_constant13
    add_4 = torch.ops.aten.add.Tensor(_param_constant13, mul_4);  _param_constant13 = mul_4 = None
    _param_constant14 = self._param_constant14
    _tensor_constant5 = self._tensor_constant5
    mul_5 = torch.ops.aten.mul.Tensor(_param_constant14, _tensor_constant5);  _param_constant14 = _tensor_constant5 = None
    _param_constant15 = self._param_constant15
    add_5 = torch.ops.aten.add.Tensor(_param_constant15, mul_5);  _param_constant15 = mul_5 = None
    t_2 = torch.ops.aten.t.default(add_4);  add_4 = None
    addmm_2 = torch.ops.aten.addmm.default(add_5, view, t_2);  add_5 = view = t_2 = None
    relu_3 = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
    detach_3 = torch.ops.aten.detach.default(relu_3);  detach_3 = None
    _param_constant16 = self._param_constant16
    _tensor_constant6 = self._tensor_constant6
    mul_6 = torch.ops.aten.mul.Tensor(_param_constant16, _tensor_constant6);  _param_constant16 = _tensor_constant6 = None
    _param_constant17 = self._param_constant17
    add_6 = torch.ops.aten.add.Tensor(_param_constant17, mul_6);  _param_constant17 = mul_6 = None
    _param_constant18 = self._param_constant18
    _tensor_constant7 = self._tensor_constant7
    mul_7 = torch.ops.aten.mul.Tensor(_param_constant18, _tensor_constant7);  _param_constant18 = _tensor_constant7 = None
    _param_constant19 = self._param_constant19
    add_7 = torch.ops.aten.add.Tensor(_param_constant19, mul_7);  _param_constant19 = mul_7 = None
    t_3 = torch.ops.aten.t.default(add_6);  add_6 = None
    addmm_3 = torch.ops.aten.addmm.default(add_7, relu_3, t_3);  add_7 = relu_3 = t_3 = None
    view_1 = torch.ops.aten.view.default(addmm_1, [-1, 1, 51]);  addmm_1 = None
    view_2 = torch.ops.aten.view.default(addmm_3, [-1, 6, 51]);  addmm_3 = None
    add_8 = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = None
    mean = torch.ops.aten.mean.dim(view_2, [1], True);  view_2 = None
    sub = torch.ops.aten.sub.Tensor(add_8, mean);  add_8 = mean = None
    _log_softmax = torch.ops.aten._log_softmax.default(sub, 2, False);  sub = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    _param_constant0_1 = self._param_constant0
    _param_constant1_1 = self._param_constant1
    convolution_2 = torch.ops.aten.convolution.default(next_states_1, _param_constant0_1, _param_constant1_1, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant0_1 = _param_constant1_1 = None
    relu_4 = torch.ops.aten.relu.default(convolution_2);  convolution_2 = None
    _param_constant2_1 = self._param_constant2
    _param_constant3_1 = self._param_constant3
    convolution_3 = torch.ops.aten.convolution.default(relu_4, _param_constant2_1, _param_constant3_1, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  relu_4 = _param_constant2_1 = _param_constant3_1 = None
    relu_5 = torch.ops.aten.relu.default(convolution_3);  convolution_3 = None
    view_3 = torch.ops.aten.view.default(relu_5, [-1, 144]);  relu_5 = None
    _param_constant4_1 = self._param_constant4
    _tensor_constant0_1 = self._tensor_constant0
    mul_8 = torch.ops.aten.mul.Tensor(_param_constant4_1, _tensor_constant0_1);  _param_constant4_1 = _tensor_constant0_1 = None
    _param_constant5_1 = self._param_constant5
    add_9 = torch.ops.aten.add.Tensor(_param_constant5_1, mul_8);  _param_constant5_1 = mul_8 = None
    _param_constant6_1 = self._param_constant6
    _tensor_constant1_1 = self._tensor_constant1
    mul_9 = torch.ops.aten.mul.Tensor(_param_constant6_1, _tensor_constant1_1);  _param_constant6_1 = _tensor_constant1_1 = None
    _param_constant7_1 = self._param_constant7
    add_10 = torch.ops.aten.add.Tensor(_param_constant7_1, mul_9);  _param_constant7_1 = mul_9 = None
    t_4 = torch.ops.aten.t.default(add_9);  add_9 = None
    addmm_4 = torch.ops.aten.addmm.default(add_10, view_3, t_4);  add_10 = t_4 = None
    relu_6 = torch.ops.aten.relu.default(addmm_4);  addmm_4 = None
    _param_constant8_1 = self._param_constant8
    _tensor_constant2_1 = self._tensor_constant2
    mul_10 = torch.ops.aten.mul.Tensor(_param_constant8_1, _tensor_constant2_1);  _param_constant8_1 = _tensor_constant2_1 = None
    _param_constant9_1 = self._param_constant9
    add_11 = torch.ops.aten.add.Tensor(_param_constant9_1, mul_10);  _param_constant9_1 = mul_10 = None
    _param_constant10_1 = self._param_constant10
    _tensor_constant3_1 = self._tensor_constant3
    mul_11 = torch.ops.aten.mul.Tensor(_param_constant10_1, _tensor_constant3_1);  _param_constant10_1 = _tensor_constant3_1 = None
    _param_constant11_1 = self._param_constant11
    add_12 = torch.ops.aten.add.Tensor(_param_constant11_1, mul_11);  _param_constant11_1 = mul_11 = None
    t_5 = torch.ops.aten.t.default(add_11);  add_11 = None
    addmm_5 = torch.ops.aten.addmm.default(add_12, relu_6, t_5);  add_12 = relu_6 = t_5 = None
    _param_constant12_1 = self._param_constant12
    _tensor_constant4_1 = self._tensor_constant4
    mul_12 = torch.ops.aten.mul.Tensor(_param_constant12_1, _tensor_constant4_1);  _param_constant12_1 = _tensor_constant4_1 = None
    _param_constant13_1 = self._param_constant13
    add_13 = torch.ops.aten.add.Tensor(_param_constant13_1, mul_12);  _param_constant13_1 = mul_12 = None
    _param_constant14_1 = self._param_constant14
    _tensor_constant5_1 = self._tensor_constant5
    mul_13 = torch.ops.aten.mul.Tensor(_param_constant14_1, _tensor_constant5_1);  _param_constant14_1 = _tensor_constant5_1 = None
    _param_constant15_1 = self._param_constant15
    add_14 = torch.ops.aten.add.Tensor(_param_constant15_1, mul_13);  _param_constant15_1 = mul_13 = None
    t_6 = torch.ops.aten.t.default(add_13);  add_13 = None
    addmm_6 = torch.ops.aten.addmm.default(add_14, view_3, t_6);  add_14 = view_3 = t_6 = None
    relu_7 = torch.ops.aten.relu.default(addmm_6);  addmm_6 = None
    _param_constant16_1 = self._param_constant16
    _tensor_constant6_1 = self._tensor_constant6
    mul_14 = torch.ops.aten.mul.Tensor(_param_constant16_1, _tensor_constant6_1);  _param_constant16_1 = _tensor_constant6_1 = None
    _param_constant17_1 = self._param_constant17
    add_15 = torch.ops.aten.add.Tensor(_param_constant17_1, mul_14);  _param_constant17_1 = mul_14 = None
    _param_constant18_1 = self._param_constant18
    _tensor_constant7_1 = self._tensor_constant7
    mul_15 = torch.ops.aten.mul.Tensor(_param_constant18_1, _tensor_constant7_1);  _param_constant18_1 = _tensor_constant7_1 = None
    _param_constant19_1 = self._param_constant19
    add_16 = torch.ops.aten.add.Tensor(_param_constant19_1, mul_15);  _param_constant19_1 = mul_15 = None
    t_7 = torch.ops.aten.t.default(add_15);  add_15 = None
    addmm_7 = torch.ops.aten.addmm.default(add_16, relu_7, t_7);  add_16 = relu_7 = t_7 = None
    view_4 = torch.ops.aten.view.default(addmm_5, [-1, 1, 51]);  addmm_5 = None
    view_5 = torch.ops.aten.view.default(addmm_7, [-1, 6, 51]);  addmm_7 = None
    add_17 = torch.ops.aten.add.Tensor(view_4, view_5);  view_4 = None
    mean_1 = torch.ops.aten.mean.dim(view_5, [1], True);  view_5 = None
    sub_1 = torch.ops.aten.sub.Tensor(add_17, mean_1);  add_17 = mean_1 = None
    _softmax = torch.ops.aten._softmax.default(sub_1, 2, False);  sub_1 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    convolution_4 = torch.ops.aten.convolution.default(next_states_1, _param_constant20, _param_constant21, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  next_states_1 = _param_constant20 = _param_constant21 = None
    relu_8 = torch.ops.aten.relu.default(convolution_4);  convolution_4 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    convolution_5 = torch.ops.aten.convolution.default(relu_8, _param_constant22, _param_constant23, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = _param_constant22 = _param_constant23 = None
    relu_9 = torch.ops.aten.relu.default(convolution_5);  convolution_5 = None
    view_6 = torch.ops.aten.view.default(relu_9, [-1, 144]);  relu_9 = None
    _param_constant24 = self._param_constant24
    _tensor_constant8 = self._tensor_constant8
    mul_16 = torch.ops.aten.mul.Tensor(_param_constant24, _tensor_constant8);  _param_constant24 = _tensor_constant8 = None
    _param_constant25 = self._param_constant25
    add_18 = torch.ops.aten.add.Tensor(_param_constant25, mul_16);  _param_constant25 = mul_16 = None
    _param_constant26 = self._param_constant26
    _tensor_constant9 = self._tensor_constant9
    mul_17 = torch.ops.aten.mul.Tensor(_param_constant26, _tensor_constant9);  _param_constant26 = _tensor_constant9 = None
    _param_constant27 = self._param_constant27
    add_19 = torch.ops.aten.add.Tensor(_param_constant27, mul_17);  _param_constant27 = mul_17 = None
    t_8 = torch.ops.aten.t.default(add_18);  add_18 = None
    addmm_8 = torch.ops.aten.addmm.default(add_19, view_6, t_8);  add_19 = t_8 = None
    relu_10 = torch.ops.aten.relu.default(addmm_8);  addmm_8 = None
    _param_constant28 = self._param_constant28
    _tensor_constant10 = self._tensor_constant10
    mul_18 = torch.ops.aten.mul.Tensor(_param_constant28, _tensor_constant10);  _param_constant28 = _tensor_constant10 = None
    _param_constant29 = self._param_constant29
    add_20 = torch.ops.aten.add.Tensor(_param_constant29, mul_18);  _param_constant29 = mul_18 = None
    _param_constant30 = self._param_constant30
    _tensor_constant11 = self._tensor_constant11
    mul_19 = torch.ops.aten.mul.Tensor(_param_constant30, _tensor_constant11);  _param_constant30 = _tensor_constant11 = None
    _param_constant31 = self._param_constant31
    add_21 = torch.ops.aten.add.Tensor(_param_constant31, mul_19);  _param_constant31 = mul_19 = None
    t_9 = torch.ops.aten.t.default(add_20);  add_20 = None
    addmm_9 = torch.ops.aten.addmm.default(add_21, relu_10, t_9);  add_21 = relu_10 = t_9 = None
    _param_constant32 = self._param_constant32
    _tensor_constant12 = self._tensor_constant12
    mul_20 = torch.ops.aten.mul.Tensor(_param_constant32, _tensor_constant12);  _param_constant32 = _tensor_constant12 = None
    _param_constant33 = self._param_constant33
    add_22 = torch.ops.aten.add.Tensor(_param_constant33, mul_20);  _param_constant33 = mul_20 = None
    _param_constant34 = self._param_constant34
    _tensor_constant13 = self._tensor_constant13
    mul_21 = torch.ops.aten.mul.Tensor(_param_constant34, _tensor_constant13);  _param_constant34 = _tensor_constant13 = None
    _param_constant35 = self._param_constant35
    add_23 = torch.ops.aten.add.Tensor(_param_constant35, mul_21);  _param_constant35 = mul_21 = None
    t_10 = torch.ops.aten.t.default(add_22);  add_22 = None
    addmm_10 = torch.ops.aten.addmm.default(add_23, view_6, t_10);  add_23 = view_6 = t_10 = None
    relu_11 = torch.ops.aten.relu.default(addmm_10);  addmm_10 = None
    _param_constant36 = self._param_constant36
    _tensor_constant14 = self._tensor_constant14
    mul_22 = torch.ops.aten.mul.Tensor(_param_constant36, _tensor_constant14);  _param_constant36 = _tensor_constant14 = None
    _param_constant37 = self._param_constant37
    add_24 = torch.ops.aten.add.Tensor(_param_constant37, mul_22);  _param_constant37 = mul_22 = None
    _param_constant38 = self._param_constant38
    _tensor_constant15 = self._tensor_constant15
    mul_23 = torch.ops.aten.mul.Tensor(_param_constant38, _tensor_constant15);  _param_constant38 = _tensor_constant15 = None
    _param_constant39 = self._param_constant39
    add_25 = torch.ops.aten.add.Tensor(_param_constant39, mul_23);  _param_constant39 = mul_23 = None
    t_11 = torch.ops.aten.t.default(add_24);  add_24 = None
    addmm_11 = torch.ops.aten.addmm.default(add_25, relu_11, t_11);  add_25 = relu_11 = t_11 = None
    view_7 = torch.ops.aten.view.default(addmm_9, [-1, 1, 51]);  addmm_9 = None
    view_8 = torch.ops.aten.view.default(addmm_11, [-1, 6, 51]);  addmm_11 = None
    add_26 = torch.ops.aten.add.Tensor(view_7, view_8);  view_7 = None
    mean_2 = torch.ops.aten.mean.dim(view_8, [1], True);  view_8 = None
    sub_2 = torch.ops.aten.sub.Tensor(add_26, mean_2);  add_26 = mean_2 = None
    _softmax_1 = torch.ops.aten._softmax.default(sub_2, 2, False);  sub_2 = None
    _tensor_constant16 = self._tensor_constant16
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant16);  _tensor_constant16 = None
    index = torch.ops.aten.index.Tensor(_log_softmax, [lift_fresh_copy, actions_1]);  lift_fresh_copy = actions_1 = None
    _tensor_constant17 = self._tensor_constant17
    expand = torch.ops.aten.expand.default(_tensor_constant17, [4, 6, 51]);  _tensor_constant17 = None
    mul_24 = torch.ops.aten.mul.Tensor(expand, _softmax);  expand = _softmax = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_24, [2]);  mul_24 = None
    argmax = torch.ops.aten.argmax.default(sum_1, 1);  sum_1 = None
    _tensor_constant18 = self._tensor_constant18
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant18);  _tensor_constant18 = None
    index_1 = torch.ops.aten.index.Tensor(_softmax_1, [lift_fresh_copy_1, argmax]);  _softmax_1 = lift_fresh_copy_1 = argmax = None
    unsqueeze = torch.ops.aten.unsqueeze.default(returns_1, 1);  returns_1 = None
    mul_25 = torch.ops.aten.mul.Tensor(nonterminals_1, 0.970299);  nonterminals_1 = None
    _tensor_constant17_1 = self._tensor_constant17
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_tensor_constant17_1, 0);  _tensor_constant17_1 = None
    mul_26 = torch.ops.aten.mul.Tensor(mul_25, unsqueeze_1);  mul_25 = unsqueeze_1 = None
    add_27 = torch.ops.aten.add.Tensor(unsqueeze, mul_26);  unsqueeze = mul_26 = None
    clamp = torch.ops.aten.clamp.default(add_27, -10.0, 10.0);  add_27 = None
    sub_3 = torch.ops.aten.sub.Tensor(clamp, -10.0);  clamp = None
    div = torch.ops.aten.div.Tensor(sub_3, 0.4);  sub_3 = None
    floor = torch.ops.aten.floor.default(div)
    _to_copy = torch.ops.aten._to_copy.default(floor, dtype = torch.int64);  floor = None
    ceil = torch.ops.aten.ceil.default(div)
    _to_copy_1 = torch.ops.aten._to_copy.default(ceil, dtype = torch.int64);  ceil = None
    gt = torch.ops.aten.gt.Scalar(_to_copy_1, 0)
    eq = torch.ops.aten.eq.Tensor(_to_copy, _to_copy_1)
    mul_27 = torch.ops.aten.mul.Tensor(gt, eq);  gt = eq = None
    index_2 = torch.ops.aten.index.Tensor(_to_copy, [mul_27])
    sub_ = torch.ops.aten.sub_.Tensor(index_2, 1);  index_2 = None
    index_put_ = torch.ops.aten.index_put_.default(_to_copy, [mul_27], sub_);  _to_copy = mul_27 = sub_ = None
    lt = torch.ops.aten.lt.Scalar(index_put_, 50)
    eq_1 = torch.ops.aten.eq.Tensor(index_put_, _to_copy_1)
    mul_28 = torch.ops.aten.mul.Tensor(lt, eq_1);  lt = eq_1 = None
    index_3 = torch.ops.aten.index.Tensor(_to_copy_1, [mul_28])
    add_ = torch.ops.aten.add_.Tensor(index_3, 1);  index_3 = None
    view_9 = torch.ops.aten.view.default(add_, []);  add_ = None
    index_put__1 = torch.ops.aten.index_put_.default(_to_copy_1, [mul_28], view_9);  _to_copy_1 = mul_28 = view_9 = None
    new_zeros = torch.ops.aten.new_zeros.default(_log_softmax, [4, 51], pin_memory = False);  _log_softmax = None
    linspace = torch.ops.aten.linspace.default(0, 153, 4, device = device(type='cpu'), pin_memory = False)
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(linspace, 1);  linspace = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_2, [4, 51]);  unsqueeze_2 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(expand_1, dtype = torch.int64, device = device(type='cpu'));  expand_1 = None
    view_10 = torch.ops.aten.view.default(new_zeros, [-1])
    add_28 = torch.ops.aten.add.Tensor(index_put_, _to_copy_2)
    view_11 = torch.ops.aten.view.default(add_28, [-1]);  add_28 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(index_put__1, dtype = torch.float32)
    sub_4 = torch.ops.aten.sub.Tensor(_to_copy_3, div);  _to_copy_3 = None
    mul_29 = torch.ops.aten.mul.Tensor(index_1, sub_4);  sub_4 = None
    view_12 = torch.ops.aten.view.default(mul_29, [-1]);  mul_29 = None
    index_add_ = torch.ops.aten.index_add_.default(view_10, 0, view_11, view_12);  view_10 = view_11 = view_12 = index_add_ = None
    view_13 = torch.ops.aten.view.default(new_zeros, [-1])
    add_29 = torch.ops.aten.add.Tensor(index_put__1, _to_copy_2);  index_put__1 = _to_copy_2 = None
    view_14 = torch.ops.aten.view.default(add_29, [-1]);  add_29 = None
    _to_copy_4 = torch.ops.aten._to_copy.default(index_put_, dtype = torch.float32);  index_put_ = None
    sub_5 = torch.ops.aten.sub.Tensor(div, _to_copy_4);  div = _to_copy_4 = None
    mul_30 = torch.ops.aten.mul.Tensor(index_1, sub_5);  index_1 = sub_5 = None
    view_15 = torch.ops.aten.view.default(mul_30, [-1]);  mul_30 = None
    index_add__1 = torch.ops.aten.index_add_.default(view_13, 0, view_14, view_15);  view_13 = view_14 = view_15 = index_add__1 = None
    mul_31 = torch.ops.aten.mul.Tensor(new_zeros, index);  new_zeros = index = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_31, [1]);  mul_31 = None
    neg = torch.ops.aten.neg.default(sum_2);  sum_2 = None
    mul_32 = torch.ops.aten.mul.Tensor(weights_1, neg);  weights_1 = neg = None
    mean_3 = torch.ops.aten.mean.default(mul_32);  mul_32 = None
    return mean_3
    