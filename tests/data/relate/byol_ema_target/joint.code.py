


def forward(self, x1_1, x2_1, labels_1):
    _tensor_constant0 = self._tensor_constant0
    mul_ = torch.ops.aten.mul_.Tensor(_tensor_constant0, 0.9);  _tensor_constant0 = None
    _param_constant0 = self._param_constant0
    add_ = torch.ops.aten.add_.Tensor(mul_, _param_constant0, alpha = 0.09999999999999998);  mul_ = _param_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    mul__1 = torch.ops.aten.mul_.Tensor(_tensor_constant1, 0.9);  _tensor_constant1 = None
    _param_constant1 = self._param_constant1
    add__1 = torch.ops.aten.add_.Tensor(mul__1, _param_constant1, alpha = 0.09999999999999998);  mul__1 = _param_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    mul__2 = torch.ops.aten.mul_.Tensor(_tensor_constant2, 0.9);  _tensor_constant2 = None
    _param_constant2 = self._param_constant2
    add__2 = torch.ops.aten.add_.Tensor(mul__2, _param_constant2, alpha = 0.09999999999999998);  mul__2 = _param_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    mul__3 = torch.ops.aten.mul_.Tensor(_tensor_constant3, 0.9);  _tensor_constant3 = None
    _param_constant3 = self._param_constant3
    add__3 = torch.ops.aten.add_.Tensor(mul__3, _param_constant3, alpha = 0.09999999999999998);  mul__3 = _param_constant3 = None
    t = torch.ops.aten.t.default(add_)
    addmm = torch.ops.aten.addmm.default(add__1, x1_1, t);  t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(add__2)
    addmm_1 = torch.ops.aten.addmm.default(add__3, relu, t_1);  relu = t_1 = None
    t_2 = torch.ops.aten.t.default(add_);  add_ = None
    addmm_2 = torch.ops.aten.addmm.default(add__1, x2_1, t_2);  add__1 = t_2 = None
    relu_1 = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
    t_3 = torch.ops.aten.t.default(add__2);  add__2 = None
    addmm_3 = torch.ops.aten.addmm.default(add__3, relu_1, t_3);  add__3 = relu_1 = t_3 = None
    _param_constant0_1 = self._param_constant0
    t_4 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant1_1 = self._param_constant1
    addmm_4 = torch.ops.aten.addmm.default(_param_constant1_1, x1_1, t_4);  _param_constant1_1 = t_4 = None
    relu_2 = torch.ops.aten.relu.default(addmm_4);  addmm_4 = None
    detach = torch.ops.aten.detach.default(relu_2)
    _param_constant2_1 = self._param_constant2
    t_5 = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
    _param_constant3_1 = self._param_constant3
    addmm_5 = torch.ops.aten.addmm.default(_param_constant3_1, relu_2, t_5);  _param_constant3_1 = None
    _param_constant0_2 = self._param_constant0
    t_6 = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
    _param_constant1_2 = self._param_constant1
    addmm_6 = torch.ops.aten.addmm.default(_param_constant1_2, x2_1, t_6);  _param_constant1_2 = t_6 = None
    relu_3 = torch.ops.aten.relu.default(addmm_6);  addmm_6 = None
    detach_1 = torch.ops.aten.detach.default(relu_3)
    _param_constant2_2 = self._param_constant2
    t_7 = torch.ops.aten.t.default(_param_constant2_2);  _param_constant2_2 = None
    _param_constant3_2 = self._param_constant3
    addmm_7 = torch.ops.aten.addmm.default(_param_constant3_2, relu_3, t_7);  _param_constant3_2 = None
    _param_constant4 = self._param_constant4
    t_8 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_8 = torch.ops.aten.addmm.default(_param_constant5, addmm_5, t_8);  _param_constant5 = None
    relu_4 = torch.ops.aten.relu.default(addmm_8);  addmm_8 = None
    detach_2 = torch.ops.aten.detach.default(relu_4)
    _param_constant6 = self._param_constant6
    t_9 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_9 = torch.ops.aten.addmm.default(_param_constant7, relu_4, t_9);  _param_constant7 = None
    _param_constant4_1 = self._param_constant4
    t_10 = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
    _param_constant5_1 = self._param_constant5
    addmm_10 = torch.ops.aten.addmm.default(_param_constant5_1, addmm_7, t_10);  _param_constant5_1 = None
    relu_5 = torch.ops.aten.relu.default(addmm_10);  addmm_10 = None
    detach_3 = torch.ops.aten.detach.default(relu_5)
    _param_constant6_1 = self._param_constant6
    t_11 = torch.ops.aten.t.default(_param_constant6_1);  _param_constant6_1 = None
    _param_constant7_1 = self._param_constant7
    addmm_11 = torch.ops.aten.addmm.default(_param_constant7_1, relu_5, t_11);  _param_constant7_1 = None
    detach_4 = torch.ops.aten.detach.default(addmm_3);  addmm_3 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(addmm_9, 2, [-1], True)
    detach_5 = torch.ops.aten.detach.default(linalg_vector_norm)
    clone = torch.ops.aten.clone.default(linalg_vector_norm);  linalg_vector_norm = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(detach_4, 2, [-1], True)
    clone_1 = torch.ops.aten.clone.default(linalg_vector_norm_1);  linalg_vector_norm_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(1e-08, dtype = torch.float32, device = device(type='cpu'))
    clamp_min_ = torch.ops.aten.clamp_min_.Tensor(clone, scalar_tensor);  clone = None
    clamp_min__1 = torch.ops.aten.clamp_min_.Tensor(clone_1, scalar_tensor);  clone_1 = scalar_tensor = None
    div = torch.ops.aten.div.Tensor(detach_4, clamp_min__1);  detach_4 = clamp_min__1 = None
    div_1 = torch.ops.aten.div.Tensor(addmm_9, clamp_min_)
    mul = torch.ops.aten.mul.Tensor(div_1, div);  div_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [-1]);  mul = None
    mul_1 = torch.ops.aten.mul.Tensor(sum_1, 2);  sum_1 = None
    rsub = torch.ops.aten.rsub.Scalar(mul_1, 2);  mul_1 = None
    detach_6 = torch.ops.aten.detach.default(addmm_1);  addmm_1 = None
    linalg_vector_norm_2 = torch.ops.aten.linalg_vector_norm.default(addmm_11, 2, [-1], True)
    detach_7 = torch.ops.aten.detach.default(linalg_vector_norm_2)
    clone_2 = torch.ops.aten.clone.default(linalg_vector_norm_2);  linalg_vector_norm_2 = None
    linalg_vector_norm_3 = torch.ops.aten.linalg_vector_norm.default(detach_6, 2, [-1], True)
    clone_3 = torch.ops.aten.clone.default(linalg_vector_norm_3);  linalg_vector_norm_3 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(1e-08, dtype = torch.float32, device = device(type='cpu'))
    clamp_min__2 = torch.ops.aten.clamp_min_.Tensor(clone_2, scalar_tensor_1);  clone_2 = None
    clamp_min__3 = torch.ops.aten.clamp_min_.Tensor(clone_3, scalar_tensor_1);  clone_3 = scalar_tensor_1 = None
    div_2 = torch.ops.aten.div.Tensor(detach_6, clamp_min__3);  detach_6 = clamp_min__3 = None
    div_3 = torch.ops.aten.div.Tensor(addmm_11, clamp_min__2)
    mul_2 = torch.ops.aten.mul.Tensor(div_3, div_2);  div_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [-1]);  mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(sum_2, 2);  sum_2 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(mul_3, 2);  mul_3 = None
    add = torch.ops.aten.add.Tensor(rsub, rsub_1);  rsub = rsub_1 = None
    add_1 = torch.ops.aten.add.Tensor(relu_2, relu_3)
    mul_4 = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
    _param_constant8 = self._param_constant8
    t_12 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_12 = torch.ops.aten.addmm.default(_param_constant9, mul_4, t_12);  _param_constant9 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add, -1);  add = None
    _param_constant10 = self._param_constant10
    mul_5 = torch.ops.aten.mul.Tensor(unsqueeze, _param_constant10);  _param_constant10 = None
    add_2 = torch.ops.aten.add.Tensor(addmm_12, mul_5);  addmm_12 = mul_5 = None
    _log_softmax = torch.ops.aten._log_softmax.default(add_2, 1, False);  add_2 = None
    detach_8 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
    detach_9 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_9, 1, torch.float32);  nll_loss_backward = detach_9 = None
    mul_6 = torch.ops.aten.mul.Tensor(_log_softmax_backward_data, unsqueeze);  unsqueeze = None
    _param_constant10_1 = self._param_constant10
    mul_7 = torch.ops.aten.mul.Tensor(_log_softmax_backward_data, _param_constant10_1);  _param_constant10_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_6, [0], True);  mul_6 = None
    view = torch.ops.aten.view.default(sum_4, [3]);  sum_4 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_3, -1);  sum_3 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_14, mul_4);  t_14 = mul_4 = None
    t_15 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_5, [3]);  sum_5 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    mul_8 = torch.ops.aten.mul.Tensor(mm, 0.5);  mm = None
    neg = torch.ops.aten.neg.default(squeeze)
    mul_9 = torch.ops.aten.mul.Tensor(neg, 2);  neg = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mul_9, -1);  mul_9 = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 6]);  unsqueeze_1 = None
    mul_10 = torch.ops.aten.mul.Tensor(expand, div_2);  expand = div_2 = None
    div_4 = torch.ops.aten.div.Tensor(addmm_11, clamp_min__2)
    div_5 = torch.ops.aten.div.Tensor(div_4, clamp_min__2);  div_4 = None
    neg_1 = torch.ops.aten.neg.default(mul_10)
    mul_11 = torch.ops.aten.mul.Tensor(neg_1, div_5);  neg_1 = div_5 = None
    div_6 = torch.ops.aten.div.Tensor(mul_10, clamp_min__2);  mul_10 = clamp_min__2 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_11, [1], True);  mul_11 = None
    detach_10 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    div_7 = torch.ops.aten.div.Tensor(addmm_11, detach_10);  addmm_11 = None
    eq = torch.ops.aten.eq.Scalar(detach_10, 0);  detach_10 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_7, eq, 0);  div_7 = eq = None
    mul_12 = torch.ops.aten.mul.Tensor(sum_6, masked_fill_);  sum_6 = masked_fill_ = None
    add_3 = torch.ops.aten.add.Tensor(div_6, mul_12);  div_6 = mul_12 = None
    neg_2 = torch.ops.aten.neg.default(squeeze);  squeeze = None
    mul_13 = torch.ops.aten.mul.Tensor(neg_2, 2);  neg_2 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_13, -1);  mul_13 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_2, [2, 6]);  unsqueeze_2 = None
    mul_14 = torch.ops.aten.mul.Tensor(expand_1, div);  expand_1 = div = None
    div_8 = torch.ops.aten.div.Tensor(addmm_9, clamp_min_)
    div_9 = torch.ops.aten.div.Tensor(div_8, clamp_min_);  div_8 = None
    neg_3 = torch.ops.aten.neg.default(mul_14)
    mul_15 = torch.ops.aten.mul.Tensor(neg_3, div_9);  neg_3 = div_9 = None
    div_10 = torch.ops.aten.div.Tensor(mul_14, clamp_min_);  mul_14 = clamp_min_ = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_15, [1], True);  mul_15 = None
    detach_11 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    div_11 = torch.ops.aten.div.Tensor(addmm_9, detach_11);  addmm_9 = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_11, 0);  detach_11 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(div_11, eq_1, 0);  div_11 = eq_1 = None
    mul_16 = torch.ops.aten.mul.Tensor(sum_7, masked_fill__1);  sum_7 = masked_fill__1 = None
    add_4 = torch.ops.aten.add.Tensor(div_10, mul_16);  div_10 = mul_16 = None
    t_17 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_2 = torch.ops.aten.mm.default(add_3, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(add_3)
    mm_3 = torch.ops.aten.mm.default(t_18, relu_5);  t_18 = relu_5 = None
    t_19 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(add_3, [0], True);  add_3 = None
    view_2 = torch.ops.aten.view.default(sum_8, [6]);  sum_8 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    detach_12 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm_2, detach_12, 0);  mm_2 = detach_12 = None
    t_21 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_4 = torch.ops.aten.mm.default(threshold_backward, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(threshold_backward)
    mm_5 = torch.ops.aten.mm.default(t_22, addmm_7);  t_22 = addmm_7 = None
    t_23 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_3 = torch.ops.aten.view.default(sum_9, [6]);  sum_9 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    t_25 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_6 = torch.ops.aten.mm.default(add_4, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(add_4)
    mm_7 = torch.ops.aten.mm.default(t_26, relu_4);  t_26 = relu_4 = None
    t_27 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(add_4, [0], True);  add_4 = None
    view_4 = torch.ops.aten.view.default(sum_10, [6]);  sum_10 = None
    add_5 = torch.ops.aten.add.Tensor(view_2, view_4);  view_2 = view_4 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    add_6 = torch.ops.aten.add.Tensor(t_20, t_28);  t_20 = t_28 = None
    detach_13 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_6, detach_13, 0);  mm_6 = detach_13 = None
    t_29 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_8 = torch.ops.aten.mm.default(threshold_backward_1, t_29);  t_29 = None
    t_30 = torch.ops.aten.t.default(threshold_backward_1)
    mm_9 = torch.ops.aten.mm.default(t_30, addmm_5);  t_30 = addmm_5 = None
    t_31 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_5 = torch.ops.aten.view.default(sum_11, [6]);  sum_11 = None
    add_7 = torch.ops.aten.add.Tensor(view_3, view_5);  view_3 = view_5 = None
    t_32 = torch.ops.aten.t.default(t_31);  t_31 = None
    add_8 = torch.ops.aten.add.Tensor(t_24, t_32);  t_24 = t_32 = None
    t_33 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_10 = torch.ops.aten.mm.default(mm_4, t_33);  t_33 = None
    t_34 = torch.ops.aten.t.default(mm_4)
    mm_11 = torch.ops.aten.mm.default(t_34, relu_3);  t_34 = relu_3 = None
    t_35 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mm_4, [0], True);  mm_4 = None
    view_6 = torch.ops.aten.view.default(sum_12, [6]);  sum_12 = None
    add_9 = torch.ops.aten.add.Tensor(mul_8, mm_10);  mm_10 = None
    t_36 = torch.ops.aten.t.default(t_35);  t_35 = None
    detach_14 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add_9, detach_14, 0);  add_9 = detach_14 = None
    t_37 = torch.ops.aten.t.default(threshold_backward_2)
    mm_12 = torch.ops.aten.mm.default(t_37, x2_1);  t_37 = x2_1 = None
    t_38 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0], True);  threshold_backward_2 = None
    view_7 = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    t_40 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_13 = torch.ops.aten.mm.default(mm_8, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(mm_8)
    mm_14 = torch.ops.aten.mm.default(t_41, relu_2);  t_41 = relu_2 = None
    t_42 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mm_8, [0], True);  mm_8 = None
    view_8 = torch.ops.aten.view.default(sum_14, [6]);  sum_14 = None
    add_10 = torch.ops.aten.add.Tensor(view_6, view_8);  view_6 = view_8 = None
    add_11 = torch.ops.aten.add.Tensor(mul_8, mm_13);  mul_8 = mm_13 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    add_12 = torch.ops.aten.add.Tensor(t_36, t_43);  t_36 = t_43 = None
    detach_15 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(add_11, detach_15, 0);  add_11 = detach_15 = None
    t_44 = torch.ops.aten.t.default(threshold_backward_3)
    mm_15 = torch.ops.aten.mm.default(t_44, x1_1);  t_44 = x1_1 = None
    t_45 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(threshold_backward_3, [0], True);  threshold_backward_3 = None
    view_9 = torch.ops.aten.view.default(sum_15, [8]);  sum_15 = None
    add_13 = torch.ops.aten.add.Tensor(view_7, view_9);  view_7 = view_9 = None
    t_46 = torch.ops.aten.t.default(t_45);  t_45 = None
    add_14 = torch.ops.aten.add.Tensor(t_39, t_46);  t_39 = t_46 = None
    return (getitem, view, t_16, view_1, add_14, add_13, add_12, add_10, add_8, add_7, add_6, add_5)
    