


def forward(self, x_1, labels_1):
    _tensor_constant0 = self._tensor_constant0
    select = torch.ops.aten.select.int(_tensor_constant0, 0, 0);  _tensor_constant0 = None
    mul = torch.ops.aten.mul.Tensor(x_1, select);  select = None
    _tensor_constant1 = self._tensor_constant1
    select_1 = torch.ops.aten.select.int(_tensor_constant1, 0, 0);  _tensor_constant1 = None
    add = torch.ops.aten.add.Tensor(mul, select_1);  mul = select_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, add, t);  _param_constant1 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu)
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, relu, t_1);  _param_constant3 = None
    _tensor_constant0_1 = self._tensor_constant0
    select_2 = torch.ops.aten.select.int(_tensor_constant0_1, 0, 1);  _tensor_constant0_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(x_1, select_2);  x_1 = select_2 = None
    _tensor_constant1_1 = self._tensor_constant1
    select_3 = torch.ops.aten.select.int(_tensor_constant1_1, 0, 1);  _tensor_constant1_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_1, select_3);  mul_1 = select_3 = None
    _param_constant0_1 = self._param_constant0
    t_2 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant1_1 = self._param_constant1
    addmm_2 = torch.ops.aten.addmm.default(_param_constant1_1, add_1, t_2);  _param_constant1_1 = t_2 = None
    relu_1 = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(relu_1)
    _param_constant2_1 = self._param_constant2
    t_3 = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
    _param_constant3_1 = self._param_constant3
    addmm_3 = torch.ops.aten.addmm.default(_param_constant3_1, relu_1, t_3);  _param_constant3_1 = None
    _param_constant4 = self._param_constant4
    t_4 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_4 = torch.ops.aten.addmm.default(_param_constant5, addmm_1, t_4);  _param_constant5 = None
    _tensor_constant2 = self._tensor_constant2
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant2, 1);  _tensor_constant2 = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    _tensor_constant3 = self._tensor_constant3
    _tensor_constant4 = self._tensor_constant4
    native_batch_norm = torch.ops.aten.native_batch_norm.default(addmm_4, _param_constant6, _param_constant7, _tensor_constant3, _tensor_constant4, True, 0.1, 1e-05);  _param_constant6 = _param_constant7 = _tensor_constant3 = _tensor_constant4 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2];  native_batch_norm = None
    relu_2 = torch.ops.aten.relu.default(getitem);  getitem = None
    detach_2 = torch.ops.aten.detach.default(relu_2)
    _param_constant8 = self._param_constant8
    t_5 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_5 = torch.ops.aten.addmm.default(_param_constant9, relu_2, t_5);  _param_constant9 = None
    _param_constant4_1 = self._param_constant4
    t_6 = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
    _param_constant5_1 = self._param_constant5
    addmm_6 = torch.ops.aten.addmm.default(_param_constant5_1, addmm_3, t_6);  _param_constant5_1 = None
    add__1 = torch.ops.aten.add_.Tensor(add_, 1);  add_ = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant6_1 = self._param_constant6
    _param_constant7_1 = self._param_constant7
    _tensor_constant3_1 = self._tensor_constant3
    _tensor_constant4_1 = self._tensor_constant4
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(addmm_6, _param_constant6_1, _param_constant7_1, _tensor_constant3_1, _tensor_constant4_1, True, 0.1, 1e-05);  _param_constant6_1 = _param_constant7_1 = _tensor_constant3_1 = _tensor_constant4_1 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1]
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu_3 = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    detach_3 = torch.ops.aten.detach.default(relu_3)
    _param_constant8_1 = self._param_constant8
    t_7 = torch.ops.aten.t.default(_param_constant8_1);  _param_constant8_1 = None
    _param_constant9_1 = self._param_constant9
    addmm_7 = torch.ops.aten.addmm.default(_param_constant9_1, relu_3, t_7);  _param_constant9_1 = None
    detach_4 = torch.ops.aten.detach.default(addmm_1)
    _param_constant10 = self._param_constant10
    t_8 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_8 = torch.ops.aten.addmm.default(_param_constant11, detach_4, t_8);  _param_constant11 = t_8 = None
    var = torch.ops.aten.var.correction(addmm_5, [0], correction = 1)
    add_2 = torch.ops.aten.add.Tensor(var, 0.0001);  var = None
    sqrt = torch.ops.aten.sqrt.default(add_2);  add_2 = None
    detach_5 = torch.ops.aten.detach.default(sqrt)
    mean = torch.ops.aten.mean.dim(addmm_5, [0])
    sub = torch.ops.aten.sub.Tensor(addmm_5, mean);  mean = None
    permute = torch.ops.aten.permute.default(sub, [1, 0])
    mm = torch.ops.aten.mm.default(permute, sub)
    div = torch.ops.aten.div.Tensor(mm, 1);  mm = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(div, 2)
    sum_1 = torch.ops.aten.sum.default(pow_1);  pow_1 = None
    diagonal = torch.ops.aten.diagonal.default(div)
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(diagonal, 2)
    sum_2 = torch.ops.aten.sum.default(pow_2);  pow_2 = None
    sub_1 = torch.ops.aten.sub.Tensor(sum_1, sum_2);  sum_1 = sum_2 = None
    rsub = torch.ops.aten.rsub.Scalar(sqrt, 1);  sqrt = None
    relu_4 = torch.ops.aten.relu.default(rsub);  rsub = None
    detach_6 = torch.ops.aten.detach.default(relu_4)
    mean_1 = torch.ops.aten.mean.default(relu_4);  relu_4 = None
    div_1 = torch.ops.aten.div.Tensor(sub_1, 8);  sub_1 = None
    var_1 = torch.ops.aten.var.correction(addmm_7, [0], correction = 1)
    add_3 = torch.ops.aten.add.Tensor(var_1, 0.0001);  var_1 = None
    sqrt_1 = torch.ops.aten.sqrt.default(add_3);  add_3 = None
    detach_7 = torch.ops.aten.detach.default(sqrt_1)
    mean_2 = torch.ops.aten.mean.dim(addmm_7, [0])
    sub_2 = torch.ops.aten.sub.Tensor(addmm_7, mean_2);  mean_2 = None
    permute_1 = torch.ops.aten.permute.default(sub_2, [1, 0])
    mm_1 = torch.ops.aten.mm.default(permute_1, sub_2)
    div_2 = torch.ops.aten.div.Tensor(mm_1, 1);  mm_1 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(div_2, 2)
    sum_3 = torch.ops.aten.sum.default(pow_3);  pow_3 = None
    diagonal_1 = torch.ops.aten.diagonal.default(div_2)
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(diagonal_1, 2)
    sum_4 = torch.ops.aten.sum.default(pow_4);  pow_4 = None
    sub_3 = torch.ops.aten.sub.Tensor(sum_3, sum_4);  sum_3 = sum_4 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(sqrt_1, 1);  sqrt_1 = None
    relu_5 = torch.ops.aten.relu.default(rsub_1);  rsub_1 = None
    detach_8 = torch.ops.aten.detach.default(relu_5)
    mean_3 = torch.ops.aten.mean.default(relu_5);  relu_5 = None
    div_3 = torch.ops.aten.div.Tensor(sub_3, 8);  sub_3 = None
    mse_loss = torch.ops.aten.mse_loss.default(addmm_5, addmm_7)
    mul_2 = torch.ops.aten.mul.Tensor(mse_loss, 25);  mse_loss = None
    add_4 = torch.ops.aten.add.Tensor(mean_1, mean_3);  mean_1 = mean_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(add_4, 25);  add_4 = None
    add_5 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, div_1);  add_5 = div_1 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, div_3);  add_6 = div_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_8, 1, False);  addmm_8 = None
    detach_9 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_6 = nll_loss_forward[0]
    getitem_7 = nll_loss_forward[1];  nll_loss_forward = None
    add_8 = torch.ops.aten.add.Tensor(add_7, getitem_6);  add_7 = getitem_6 = None
    ones_like = torch.ops.aten.ones_like.default(add_8, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_7);  _log_softmax = labels_1 = getitem_7 = None
    detach_10 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_10, 1, torch.float32);  nll_loss_backward = detach_10 = None
    mul_4 = torch.ops.aten.mul.Tensor(ones_like, 25)
    mul_5 = torch.ops.aten.mul.Tensor(ones_like, 25)
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(mul_5, addmm_5, addmm_7, 1)
    mse_loss_backward_1 = torch.ops.aten.mse_loss_backward.default(mul_5, addmm_7, addmm_5, 1);  mul_5 = None
    div_4 = torch.ops.aten.div.Tensor(ones_like, 8)
    expand = torch.ops.aten.expand.default(mul_4, [8])
    div_5 = torch.ops.aten.div.Scalar(expand, 8);  expand = None
    detach_11 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div_5, detach_11, 0);  div_5 = detach_11 = None
    neg = torch.ops.aten.neg.default(threshold_backward);  threshold_backward = None
    neg_1 = torch.ops.aten.neg.default(div_4)
    expand_1 = torch.ops.aten.expand.default(neg_1, [8]);  neg_1 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(diagonal_1, 1.0);  diagonal_1 = None
    mul_6 = torch.ops.aten.mul.Scalar(pow_5, 2.0);  pow_5 = None
    mul_7 = torch.ops.aten.mul.Tensor(expand_1, mul_6);  expand_1 = mul_6 = None
    diagonal_backward = torch.ops.aten.diagonal_backward.default(mul_7, [8, 8], 0, 0, 1);  mul_7 = None
    expand_2 = torch.ops.aten.expand.default(div_4, [8, 8]);  div_4 = None
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(div_2, 1.0);  div_2 = None
    mul_8 = torch.ops.aten.mul.Scalar(pow_6, 2.0);  pow_6 = None
    mul_9 = torch.ops.aten.mul.Tensor(expand_2, mul_8);  expand_2 = mul_8 = None
    add_9 = torch.ops.aten.add.Tensor(diagonal_backward, mul_9);  diagonal_backward = mul_9 = None
    div_6 = torch.ops.aten.div.Tensor(add_9, 1);  add_9 = None
    t_9 = torch.ops.aten.t.default(permute_1);  permute_1 = None
    mm_2 = torch.ops.aten.mm.default(t_9, div_6);  t_9 = None
    t_10 = torch.ops.aten.t.default(div_6);  div_6 = None
    mm_3 = torch.ops.aten.mm.default(sub_2, t_10);  sub_2 = t_10 = None
    t_11 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    permute_2 = torch.ops.aten.permute.default(t_11, [1, 0]);  t_11 = None
    add_10 = torch.ops.aten.add.Tensor(mm_2, permute_2);  mm_2 = permute_2 = None
    neg_2 = torch.ops.aten.neg.default(add_10)
    sum_5 = torch.ops.aten.sum.dim_IntList(neg_2, [0], True);  neg_2 = None
    view = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
    add_11 = torch.ops.aten.add.Tensor(mse_loss_backward_1, add_10);  mse_loss_backward_1 = add_10 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view, 0);  view = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze, [2, 8]);  unsqueeze = None
    div_7 = torch.ops.aten.div.Scalar(expand_3, 2);  expand_3 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, div_7);  add_11 = div_7 = None
    detach_12 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    mul_10 = torch.ops.aten.mul.Scalar(detach_12, 2);  detach_12 = None
    div_8 = torch.ops.aten.div.Tensor(neg, mul_10);  neg = mul_10 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(div_8, 0);  div_8 = None
    mean_4 = torch.ops.aten.mean.dim(addmm_7, [0], True)
    sub_4 = torch.ops.aten.sub.Tensor(addmm_7, mean_4);  addmm_7 = mean_4 = None
    mul_11 = torch.ops.aten.mul.Scalar(unsqueeze_1, 2.0);  unsqueeze_1 = None
    mul_12 = torch.ops.aten.mul.Tensor(mul_11, sub_4);  mul_11 = sub_4 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, mul_12);  add_12 = mul_12 = None
    div_9 = torch.ops.aten.div.Tensor(ones_like, 8);  ones_like = None
    expand_4 = torch.ops.aten.expand.default(mul_4, [8]);  mul_4 = None
    div_10 = torch.ops.aten.div.Scalar(expand_4, 8);  expand_4 = None
    detach_13 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(div_10, detach_13, 0);  div_10 = detach_13 = None
    neg_3 = torch.ops.aten.neg.default(threshold_backward_1);  threshold_backward_1 = None
    neg_4 = torch.ops.aten.neg.default(div_9)
    expand_5 = torch.ops.aten.expand.default(neg_4, [8]);  neg_4 = None
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(diagonal, 1.0);  diagonal = None
    mul_13 = torch.ops.aten.mul.Scalar(pow_7, 2.0);  pow_7 = None
    mul_14 = torch.ops.aten.mul.Tensor(expand_5, mul_13);  expand_5 = mul_13 = None
    diagonal_backward_1 = torch.ops.aten.diagonal_backward.default(mul_14, [8, 8], 0, 0, 1);  mul_14 = None
    expand_6 = torch.ops.aten.expand.default(div_9, [8, 8]);  div_9 = None
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(div, 1.0);  div = None
    mul_15 = torch.ops.aten.mul.Scalar(pow_8, 2.0);  pow_8 = None
    mul_16 = torch.ops.aten.mul.Tensor(expand_6, mul_15);  expand_6 = mul_15 = None
    add_14 = torch.ops.aten.add.Tensor(diagonal_backward_1, mul_16);  diagonal_backward_1 = mul_16 = None
    div_11 = torch.ops.aten.div.Tensor(add_14, 1);  add_14 = None
    t_12 = torch.ops.aten.t.default(permute);  permute = None
    mm_4 = torch.ops.aten.mm.default(t_12, div_11);  t_12 = None
    t_13 = torch.ops.aten.t.default(div_11);  div_11 = None
    mm_5 = torch.ops.aten.mm.default(sub, t_13);  sub = t_13 = None
    t_14 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    permute_3 = torch.ops.aten.permute.default(t_14, [1, 0]);  t_14 = None
    add_15 = torch.ops.aten.add.Tensor(mm_4, permute_3);  mm_4 = permute_3 = None
    neg_5 = torch.ops.aten.neg.default(add_15)
    sum_6 = torch.ops.aten.sum.dim_IntList(neg_5, [0], True);  neg_5 = None
    view_1 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    add_16 = torch.ops.aten.add.Tensor(mse_loss_backward, add_15);  mse_loss_backward = add_15 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(view_1, 0);  view_1 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_2, [2, 8]);  unsqueeze_2 = None
    div_12 = torch.ops.aten.div.Scalar(expand_7, 2);  expand_7 = None
    add_17 = torch.ops.aten.add.Tensor(add_16, div_12);  add_16 = div_12 = None
    detach_14 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    mul_17 = torch.ops.aten.mul.Scalar(detach_14, 2);  detach_14 = None
    div_13 = torch.ops.aten.div.Tensor(neg_3, mul_17);  neg_3 = mul_17 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(div_13, 0);  div_13 = None
    mean_5 = torch.ops.aten.mean.dim(addmm_5, [0], True)
    sub_5 = torch.ops.aten.sub.Tensor(addmm_5, mean_5);  addmm_5 = mean_5 = None
    mul_18 = torch.ops.aten.mul.Scalar(unsqueeze_3, 2.0);  unsqueeze_3 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_18, sub_5);  mul_18 = sub_5 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, mul_19);  add_17 = mul_19 = None
    t_15 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_6 = torch.ops.aten.mm.default(t_15, detach_4);  t_15 = detach_4 = None
    t_16 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_2 = torch.ops.aten.view.default(sum_7, [3]);  sum_7 = None
    t_17 = torch.ops.aten.t.default(t_16);  t_16 = None
    t_18 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_7 = torch.ops.aten.mm.default(add_13, t_18);  t_18 = None
    t_19 = torch.ops.aten.t.default(add_13)
    mm_8 = torch.ops.aten.mm.default(t_19, relu_3);  t_19 = relu_3 = None
    t_20 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(add_13, [0], True);  add_13 = None
    view_3 = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
    t_21 = torch.ops.aten.t.default(t_20);  t_20 = None
    detach_15 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(mm_7, detach_15, 0);  mm_7 = detach_15 = None
    _param_constant6_2 = self._param_constant6
    _tensor_constant3_2 = self._tensor_constant3
    _tensor_constant4_2 = self._tensor_constant4
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, addmm_6, _param_constant6_2, _tensor_constant3_2, _tensor_constant4_2, getitem_4, getitem_5, True, 1e-05, [True, True, True]);  threshold_backward_2 = addmm_6 = _param_constant6_2 = _tensor_constant3_2 = _tensor_constant4_2 = getitem_4 = getitem_5 = None
    getitem_8 = native_batch_norm_backward[0]
    getitem_9 = native_batch_norm_backward[1]
    getitem_10 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    t_22 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_9 = torch.ops.aten.mm.default(getitem_8, t_22);  t_22 = None
    t_23 = torch.ops.aten.t.default(getitem_8)
    mm_10 = torch.ops.aten.mm.default(t_23, addmm_3);  t_23 = addmm_3 = None
    t_24 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(getitem_8, [0], True);  getitem_8 = None
    view_4 = torch.ops.aten.view.default(sum_9, [8]);  sum_9 = None
    t_25 = torch.ops.aten.t.default(t_24);  t_24 = None
    t_26 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_11 = torch.ops.aten.mm.default(add_18, t_26);  t_26 = None
    t_27 = torch.ops.aten.t.default(add_18)
    mm_12 = torch.ops.aten.mm.default(t_27, relu_2);  t_27 = relu_2 = None
    t_28 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(add_18, [0], True);  add_18 = None
    view_5 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    add_19 = torch.ops.aten.add.Tensor(view_3, view_5);  view_3 = view_5 = None
    t_29 = torch.ops.aten.t.default(t_28);  t_28 = None
    add_20 = torch.ops.aten.add.Tensor(t_21, t_29);  t_21 = t_29 = None
    detach_16 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(mm_11, detach_16, 0);  mm_11 = detach_16 = None
    _param_constant6_3 = self._param_constant6
    _tensor_constant3_3 = self._tensor_constant3
    _tensor_constant4_3 = self._tensor_constant4
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, addmm_4, _param_constant6_3, _tensor_constant3_3, _tensor_constant4_3, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_3 = addmm_4 = _param_constant6_3 = _tensor_constant3_3 = _tensor_constant4_3 = getitem_1 = getitem_2 = None
    getitem_11 = native_batch_norm_backward_1[0]
    getitem_12 = native_batch_norm_backward_1[1]
    getitem_13 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    add_21 = torch.ops.aten.add.Tensor(getitem_9, getitem_12);  getitem_9 = getitem_12 = None
    add_22 = torch.ops.aten.add.Tensor(getitem_10, getitem_13);  getitem_10 = getitem_13 = None
    t_30 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_13 = torch.ops.aten.mm.default(getitem_11, t_30);  t_30 = None
    t_31 = torch.ops.aten.t.default(getitem_11)
    mm_14 = torch.ops.aten.mm.default(t_31, addmm_1);  t_31 = addmm_1 = None
    t_32 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(getitem_11, [0], True);  getitem_11 = None
    view_6 = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
    add_23 = torch.ops.aten.add.Tensor(view_4, view_6);  view_4 = view_6 = None
    t_33 = torch.ops.aten.t.default(t_32);  t_32 = None
    add_24 = torch.ops.aten.add.Tensor(t_25, t_33);  t_25 = t_33 = None
    t_34 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_15 = torch.ops.aten.mm.default(mm_9, t_34);  t_34 = None
    t_35 = torch.ops.aten.t.default(mm_9)
    mm_16 = torch.ops.aten.mm.default(t_35, relu_1);  t_35 = relu_1 = None
    t_36 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mm_9, [0], True);  mm_9 = None
    view_7 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    t_37 = torch.ops.aten.t.default(t_36);  t_36 = None
    detach_17 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(mm_15, detach_17, 0);  mm_15 = detach_17 = None
    t_38 = torch.ops.aten.t.default(threshold_backward_4)
    mm_17 = torch.ops.aten.mm.default(t_38, add_1);  t_38 = add_1 = None
    t_39 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(threshold_backward_4, [0], True);  threshold_backward_4 = None
    view_8 = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
    t_40 = torch.ops.aten.t.default(t_39);  t_39 = None
    t_41 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_18 = torch.ops.aten.mm.default(mm_13, t_41);  t_41 = None
    t_42 = torch.ops.aten.t.default(mm_13)
    mm_19 = torch.ops.aten.mm.default(t_42, relu);  t_42 = relu = None
    t_43 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mm_13, [0], True);  mm_13 = None
    view_9 = torch.ops.aten.view.default(sum_14, [8]);  sum_14 = None
    add_25 = torch.ops.aten.add.Tensor(view_7, view_9);  view_7 = view_9 = None
    t_44 = torch.ops.aten.t.default(t_43);  t_43 = None
    add_26 = torch.ops.aten.add.Tensor(t_37, t_44);  t_37 = t_44 = None
    detach_18 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(mm_18, detach_18, 0);  mm_18 = detach_18 = None
    t_45 = torch.ops.aten.t.default(threshold_backward_5)
    mm_20 = torch.ops.aten.mm.default(t_45, add);  t_45 = add = None
    t_46 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(threshold_backward_5, [0], True);  threshold_backward_5 = None
    view_10 = torch.ops.aten.view.default(sum_15, [8]);  sum_15 = None
    add_27 = torch.ops.aten.add.Tensor(view_8, view_10);  view_8 = view_10 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    add_28 = torch.ops.aten.add.Tensor(t_40, t_47);  t_40 = t_47 = None
    return (add_8, add_28, add_27, add_26, add_25, add_24, add_23, add_21, add_22, add_20, add_19, t_17, view_2)
    