


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 8, 8, 8]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 64);  expand = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_1, 0);  div = detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    detach_2 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    detach_3 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    _param_constant0 = self._param_constant0
    native_group_norm_backward = torch.ops.aten.native_group_norm_backward.default(threshold_backward, _tensor_constant9, detach_2, detach_3, _param_constant0, 2, 8, 64, 2, [True, True, True]);  threshold_backward = _tensor_constant9 = detach_2 = detach_3 = _param_constant0 = None
    getitem = native_group_norm_backward[0]
    getitem_1 = native_group_norm_backward[1]
    getitem_2 = native_group_norm_backward[2];  native_group_norm_backward = None
    _tensor_constant10 = self._tensor_constant10
    detach_4 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    split = torch.ops.aten.split.Tensor(detach_4, 4, 1);  detach_4 = None
    getitem_3 = split[0]
    getitem_4 = split[1];  split = None
    split_1 = torch.ops.aten.split.Tensor(getitem, 4, 1);  getitem = None
    getitem_5 = split_1[0]
    getitem_6 = split_1[1];  split_1 = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    convolution = torch.ops.aten.convolution.default(getitem_3, _param_constant1, _param_constant2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant1 = _param_constant2 = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    native_group_norm = torch.ops.aten.native_group_norm.default(convolution, _param_constant3, _param_constant4, 2, 4, 64, 2, 1e-05);  _param_constant3 = _param_constant4 = None
    getitem_7 = native_group_norm[0]
    getitem_8 = native_group_norm[1];  getitem_8 = None
    getitem_9 = native_group_norm[2];  native_group_norm = getitem_9 = None
    relu = torch.ops.aten.relu.default(getitem_7)
    view_1 = torch.ops.aten.view.default(convolution, [2, 2, -1]);  convolution = None
    mean = torch.ops.aten.mean.dim(view_1, [-1], True)
    var = torch.ops.aten.var.correction(view_1, [-1], correction = 0, keepdim = True)
    add = torch.ops.aten.add.Tensor(var, 1e-05);  var = None
    rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
    sub = torch.ops.aten.sub.Tensor(view_1, mean);  view_1 = mean = None
    mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
    gt = torch.ops.aten.gt.Scalar(getitem_7, 0);  getitem_7 = None
    _to_copy = torch.ops.aten._to_copy.default(gt, dtype = torch.float32);  gt = None
    mul_1 = torch.ops.aten.mul.Tensor(getitem_6, _to_copy);  _to_copy = None
    view_2 = torch.ops.aten.view.default(mul, [2, 4, 8, 8])
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, view_2);  view_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [0, 2, 3]);  mul_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_1, [0, 2, 3])
    _param_constant3_1 = self._param_constant3
    view_3 = torch.ops.aten.view.default(_param_constant3_1, [1, 4, 1, 1]);  _param_constant3_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_1, view_3);  mul_1 = view_3 = None
    view_4 = torch.ops.aten.view.default(mul_3, [2, 2, -1]);  mul_3 = None
    mean_1 = torch.ops.aten.mean.dim(view_4, [-1], True)
    sub_1 = torch.ops.aten.sub.Tensor(view_4, mean_1);  mean_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_4, mul);  view_4 = None
    mean_2 = torch.ops.aten.mean.dim(mul_4, [-1], True);  mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(mul, mean_2);  mul = mean_2 = None
    sub_2 = torch.ops.aten.sub.Tensor(sub_1, mul_5);  sub_1 = mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(rsqrt, sub_2);  rsqrt = sub_2 = None
    view_5 = torch.ops.aten.view.default(mul_6, [2, 4, 8, 8]);  mul_6 = None
    new_empty = torch.ops.aten.new_empty.default(view_5, [1], pin_memory = False)
    expand_1 = torch.ops.aten.expand.default(new_empty, [2, 4, 8, 8]);  new_empty = None
    _param_constant1_1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(view_5, expand_1, _param_constant1_1, None, [1, 1], [1, 1], [1, 1], False, [0], 1, [True, False, False]);  expand_1 = _param_constant1_1 = None
    getitem_10 = convolution_backward[0]
    getitem_11 = convolution_backward[1];  getitem_11 = None
    getitem_12 = convolution_backward[2];  convolution_backward = getitem_12 = None
    new_empty_1 = torch.ops.aten.new_empty.default(view_5, [1], pin_memory = False)
    expand_2 = torch.ops.aten.expand.default(new_empty_1, [4, 4, 3, 3]);  new_empty_1 = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(view_5, getitem_3, expand_2, None, [1, 1], [1, 1], [1, 1], False, [0], 1, [False, True, False]);  expand_2 = None
    getitem_13 = convolution_backward_1[0];  getitem_13 = None
    getitem_14 = convolution_backward_1[1]
    getitem_15 = convolution_backward_1[2];  convolution_backward_1 = getitem_15 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_5, [0, 2, 3]);  view_5 = None
    sub_3 = torch.ops.aten.sub.Tensor(getitem_4, relu);  getitem_4 = relu = None
    add_1 = torch.ops.aten.add.Tensor(getitem_5, getitem_10);  getitem_5 = getitem_10 = None
    _param_constant5 = self._param_constant5
    _param_constant6 = self._param_constant6
    convolution_1 = torch.ops.aten.convolution.default(sub_3, _param_constant5, _param_constant6, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant5 = _param_constant6 = None
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    native_group_norm_1 = torch.ops.aten.native_group_norm.default(convolution_1, _param_constant7, _param_constant8, 2, 4, 64, 2, 1e-05);  _param_constant7 = _param_constant8 = None
    getitem_16 = native_group_norm_1[0]
    getitem_17 = native_group_norm_1[1];  getitem_17 = None
    getitem_18 = native_group_norm_1[2];  native_group_norm_1 = getitem_18 = None
    relu_1 = torch.ops.aten.relu.default(getitem_16)
    view_6 = torch.ops.aten.view.default(convolution_1, [2, 2, -1]);  convolution_1 = None
    mean_3 = torch.ops.aten.mean.dim(view_6, [-1], True)
    var_1 = torch.ops.aten.var.correction(view_6, [-1], correction = 0, keepdim = True)
    add_2 = torch.ops.aten.add.Tensor(var_1, 1e-05);  var_1 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
    sub_4 = torch.ops.aten.sub.Tensor(view_6, mean_3);  view_6 = mean_3 = None
    mul_7 = torch.ops.aten.mul.Tensor(sub_4, rsqrt_1);  sub_4 = None
    gt_1 = torch.ops.aten.gt.Scalar(getitem_16, 0);  getitem_16 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(gt_1, dtype = torch.float32);  gt_1 = None
    mul_8 = torch.ops.aten.mul.Tensor(add_1, _to_copy_1);  _to_copy_1 = None
    view_7 = torch.ops.aten.view.default(mul_7, [2, 4, 8, 8])
    mul_9 = torch.ops.aten.mul.Tensor(mul_8, view_7);  view_7 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_9, [0, 2, 3]);  mul_9 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_8, [0, 2, 3])
    _param_constant7_1 = self._param_constant7
    view_8 = torch.ops.aten.view.default(_param_constant7_1, [1, 4, 1, 1]);  _param_constant7_1 = None
    mul_10 = torch.ops.aten.mul.Tensor(mul_8, view_8);  mul_8 = view_8 = None
    view_9 = torch.ops.aten.view.default(mul_10, [2, 2, -1]);  mul_10 = None
    mean_4 = torch.ops.aten.mean.dim(view_9, [-1], True)
    sub_5 = torch.ops.aten.sub.Tensor(view_9, mean_4);  mean_4 = None
    mul_11 = torch.ops.aten.mul.Tensor(view_9, mul_7);  view_9 = None
    mean_5 = torch.ops.aten.mean.dim(mul_11, [-1], True);  mul_11 = None
    mul_12 = torch.ops.aten.mul.Tensor(mul_7, mean_5);  mul_7 = mean_5 = None
    sub_6 = torch.ops.aten.sub.Tensor(sub_5, mul_12);  sub_5 = mul_12 = None
    mul_13 = torch.ops.aten.mul.Tensor(rsqrt_1, sub_6);  rsqrt_1 = sub_6 = None
    view_10 = torch.ops.aten.view.default(mul_13, [2, 4, 8, 8]);  mul_13 = None
    new_empty_2 = torch.ops.aten.new_empty.default(view_10, [1], pin_memory = False)
    expand_3 = torch.ops.aten.expand.default(new_empty_2, [2, 4, 8, 8]);  new_empty_2 = None
    _param_constant5_1 = self._param_constant5
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(view_10, expand_3, _param_constant5_1, None, [1, 1], [1, 1], [1, 1], False, [0], 1, [True, False, False]);  expand_3 = _param_constant5_1 = None
    getitem_19 = convolution_backward_2[0]
    getitem_20 = convolution_backward_2[1];  getitem_20 = None
    getitem_21 = convolution_backward_2[2];  convolution_backward_2 = getitem_21 = None
    new_empty_3 = torch.ops.aten.new_empty.default(view_10, [1], pin_memory = False)
    expand_4 = torch.ops.aten.expand.default(new_empty_3, [4, 4, 3, 3]);  new_empty_3 = None
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(view_10, sub_3, expand_4, None, [1, 1], [1, 1], [1, 1], False, [0], 1, [False, True, False]);  expand_4 = None
    getitem_22 = convolution_backward_3[0];  getitem_22 = None
    getitem_23 = convolution_backward_3[1]
    getitem_24 = convolution_backward_3[2];  convolution_backward_3 = getitem_24 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_10, [0, 2, 3]);  view_10 = None
    sub_7 = torch.ops.aten.sub.Tensor(getitem_3, relu_1);  getitem_3 = relu_1 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_6, getitem_19);  getitem_6 = getitem_19 = None
    detach_5 = torch.ops.aten.detach.default(sub_3);  sub_3 = None
    cat = torch.ops.aten.cat.default([sub_7, detach_5], 1);  sub_7 = detach_5 = None
    cat_1 = torch.ops.aten.cat.default([add_1, add_3], 1);  add_1 = add_3 = None
    split_2 = torch.ops.aten.split.Tensor(cat, 4, 1);  cat = None
    getitem_25 = split_2[0]
    getitem_26 = split_2[1];  split_2 = None
    split_3 = torch.ops.aten.split.Tensor(cat_1, 4, 1);  cat_1 = None
    getitem_27 = split_3[0]
    getitem_28 = split_3[1];  split_3 = None
    _param_constant9 = self._param_constant9
    _param_constant10 = self._param_constant10
    convolution_2 = torch.ops.aten.convolution.default(getitem_25, _param_constant9, _param_constant10, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant9 = _param_constant10 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    native_group_norm_2 = torch.ops.aten.native_group_norm.default(convolution_2, _param_constant11, _param_constant12, 2, 4, 64, 2, 1e-05);  _param_constant11 = _param_constant12 = None
    getitem_29 = native_group_norm_2[0]
    getitem_30 = native_group_norm_2[1];  getitem_30 = None
    getitem_31 = native_group_norm_2[2];  native_group_norm_2 = getitem_31 = None
    relu_2 = torch.ops.aten.relu.default(getitem_29)
    view_11 = torch.ops.aten.view.default(convolution_2, [2, 2, -1]);  convolution_2 = None
    mean_6 = torch.ops.aten.mean.dim(view_11, [-1], True)
    var_2 = torch.ops.aten.var.correction(view_11, [-1], correction = 0, keepdim = True)
    add_4 = torch.ops.aten.add.Tensor(var_2, 1e-05);  var_2 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
    sub_8 = torch.ops.aten.sub.Tensor(view_11, mean_6);  view_11 = mean_6 = None
    mul_14 = torch.ops.aten.mul.Tensor(sub_8, rsqrt_2);  sub_8 = None
    gt_2 = torch.ops.aten.gt.Scalar(getitem_29, 0);  getitem_29 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(gt_2, dtype = torch.float32);  gt_2 = None
    mul_15 = torch.ops.aten.mul.Tensor(getitem_28, _to_copy_2);  _to_copy_2 = None
    view_12 = torch.ops.aten.view.default(mul_14, [2, 4, 8, 8])
    mul_16 = torch.ops.aten.mul.Tensor(mul_15, view_12);  view_12 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_16, [0, 2, 3]);  mul_16 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_15, [0, 2, 3])
    _param_constant11_1 = self._param_constant11
    view_13 = torch.ops.aten.view.default(_param_constant11_1, [1, 4, 1, 1]);  _param_constant11_1 = None
    mul_17 = torch.ops.aten.mul.Tensor(mul_15, view_13);  mul_15 = view_13 = None
    view_14 = torch.ops.aten.view.default(mul_17, [2, 2, -1]);  mul_17 = None
    mean_7 = torch.ops.aten.mean.dim(view_14, [-1], True)
    sub_9 = torch.ops.aten.sub.Tensor(view_14, mean_7);  mean_7 = None
    mul_18 = torch.ops.aten.mul.Tensor(view_14, mul_14);  view_14 = None
    mean_8 = torch.ops.aten.mean.dim(mul_18, [-1], True);  mul_18 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_14, mean_8);  mul_14 = mean_8 = None
    sub_10 = torch.ops.aten.sub.Tensor(sub_9, mul_19);  sub_9 = mul_19 = None
    mul_20 = torch.ops.aten.mul.Tensor(rsqrt_2, sub_10);  rsqrt_2 = sub_10 = None
    view_15 = torch.ops.aten.view.default(mul_20, [2, 4, 8, 8]);  mul_20 = None
    new_empty_4 = torch.ops.aten.new_empty.default(view_15, [1], pin_memory = False)
    expand_5 = torch.ops.aten.expand.default(new_empty_4, [2, 4, 8, 8]);  new_empty_4 = None
    _param_constant9_1 = self._param_constant9
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(view_15, expand_5, _param_constant9_1, None, [1, 1], [1, 1], [1, 1], False, [0], 1, [True, False, False]);  expand_5 = _param_constant9_1 = None
    getitem_32 = convolution_backward_4[0]
    getitem_33 = convolution_backward_4[1];  getitem_33 = None
    getitem_34 = convolution_backward_4[2];  convolution_backward_4 = getitem_34 = None
    new_empty_5 = torch.ops.aten.new_empty.default(view_15, [1], pin_memory = False)
    expand_6 = torch.ops.aten.expand.default(new_empty_5, [4, 4, 3, 3]);  new_empty_5 = None
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(view_15, getitem_25, expand_6, None, [1, 1], [1, 1], [1, 1], False, [0], 1, [False, True, False]);  expand_6 = None
    getitem_35 = convolution_backward_5[0];  getitem_35 = None
    getitem_36 = convolution_backward_5[1]
    getitem_37 = convolution_backward_5[2];  convolution_backward_5 = getitem_37 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_15, [0, 2, 3]);  view_15 = None
    sub_11 = torch.ops.aten.sub.Tensor(getitem_26, relu_2);  getitem_26 = relu_2 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_27, getitem_32);  getitem_27 = getitem_32 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    convolution_3 = torch.ops.aten.convolution.default(sub_11, _param_constant13, _param_constant14, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant13 = _param_constant14 = None
    _param_constant15 = self._param_constant15
    _param_constant16 = self._param_constant16
    native_group_norm_3 = torch.ops.aten.native_group_norm.default(convolution_3, _param_constant15, _param_constant16, 2, 4, 64, 2, 1e-05);  _param_constant15 = _param_constant16 = None
    getitem_38 = native_group_norm_3[0]
    getitem_39 = native_group_norm_3[1];  getitem_39 = None
    getitem_40 = native_group_norm_3[2];  native_group_norm_3 = getitem_40 = None
    relu_3 = torch.ops.aten.relu.default(getitem_38)
    view_16 = torch.ops.aten.view.default(convolution_3, [2, 2, -1]);  convolution_3 = None
    mean_9 = torch.ops.aten.mean.dim(view_16, [-1], True)
    var_3 = torch.ops.aten.var.correction(view_16, [-1], correction = 0, keepdim = True)
    add_6 = torch.ops.aten.add.Tensor(var_3, 1e-05);  var_3 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
    sub_12 = torch.ops.aten.sub.Tensor(view_16, mean_9);  view_16 = mean_9 = None
    mul_21 = torch.ops.aten.mul.Tensor(sub_12, rsqrt_3);  sub_12 = None
    gt_3 = torch.ops.aten.gt.Scalar(getitem_38, 0);  getitem_38 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(gt_3, dtype = torch.float32);  gt_3 = None
    mul_22 = torch.ops.aten.mul.Tensor(add_5, _to_copy_3);  _to_copy_3 = None
    view_17 = torch.ops.aten.view.default(mul_21, [2, 4, 8, 8])
    mul_23 = torch.ops.aten.mul.Tensor(mul_22, view_17);  view_17 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_23, [0, 2, 3]);  mul_23 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_22, [0, 2, 3])
    _param_constant15_1 = self._param_constant15
    view_18 = torch.ops.aten.view.default(_param_constant15_1, [1, 4, 1, 1]);  _param_constant15_1 = None
    mul_24 = torch.ops.aten.mul.Tensor(mul_22, view_18);  mul_22 = view_18 = None
    view_19 = torch.ops.aten.view.default(mul_24, [2, 2, -1]);  mul_24 = None
    mean_10 = torch.ops.aten.mean.dim(view_19, [-1], True)
    sub_13 = torch.ops.aten.sub.Tensor(view_19, mean_10);  mean_10 = None
    mul_25 = torch.ops.aten.mul.Tensor(view_19, mul_21);  view_19 = None
    mean_11 = torch.ops.aten.mean.dim(mul_25, [-1], True);  mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(mul_21, mean_11);  mul_21 = mean_11 = None
    sub_14 = torch.ops.aten.sub.Tensor(sub_13, mul_26);  sub_13 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(rsqrt_3, sub_14);  rsqrt_3 = sub_14 = None
    view_20 = torch.ops.aten.view.default(mul_27, [2, 4, 8, 8]);  mul_27 = None
    new_empty_6 = torch.ops.aten.new_empty.default(view_20, [1], pin_memory = False)
    expand_7 = torch.ops.aten.expand.default(new_empty_6, [2, 4, 8, 8]);  new_empty_6 = None
    _param_constant13_1 = self._param_constant13
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(view_20, expand_7, _param_constant13_1, None, [1, 1], [1, 1], [1, 1], False, [0], 1, [True, False, False]);  expand_7 = _param_constant13_1 = None
    getitem_41 = convolution_backward_6[0]
    getitem_42 = convolution_backward_6[1];  getitem_42 = None
    getitem_43 = convolution_backward_6[2];  convolution_backward_6 = getitem_43 = None
    new_empty_7 = torch.ops.aten.new_empty.default(view_20, [1], pin_memory = False)
    expand_8 = torch.ops.aten.expand.default(new_empty_7, [4, 4, 3, 3]);  new_empty_7 = None
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(view_20, sub_11, expand_8, None, [1, 1], [1, 1], [1, 1], False, [0], 1, [False, True, False]);  expand_8 = None
    getitem_44 = convolution_backward_7[0];  getitem_44 = None
    getitem_45 = convolution_backward_7[1]
    getitem_46 = convolution_backward_7[2];  convolution_backward_7 = getitem_46 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_20, [0, 2, 3]);  view_20 = None
    sub_15 = torch.ops.aten.sub.Tensor(getitem_25, relu_3);  getitem_25 = relu_3 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_28, getitem_41);  getitem_28 = getitem_41 = None
    detach_6 = torch.ops.aten.detach.default(sub_11);  sub_11 = None
    cat_2 = torch.ops.aten.cat.default([sub_15, detach_6], 1);  sub_15 = detach_6 = cat_2 = None
    cat_3 = torch.ops.aten.cat.default([add_5, add_7], 1);  add_5 = add_7 = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant17 = self._param_constant17
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(cat_3, _tensor_constant11, _param_constant17, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  cat_3 = _tensor_constant11 = _param_constant17 = None
    getitem_47 = convolution_backward_8[0];  getitem_47 = None
    getitem_48 = convolution_backward_8[1]
    getitem_49 = convolution_backward_8[2];  convolution_backward_8 = None
    return (getitem_48, getitem_49, getitem_45, sum_13, sum_11, sum_12, getitem_36, sum_10, sum_8, sum_9, getitem_23, sum_7, sum_5, sum_6, getitem_14, sum_4, sum_2, sum_3, getitem_1, getitem_2, t_3, view)
    