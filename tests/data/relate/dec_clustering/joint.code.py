


def forward(self, x_1, target_1):
    _tensor_constant0 = self._tensor_constant0
    sub = torch.ops.aten.sub.Tensor(x_1, _tensor_constant0);  x_1 = _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    div = torch.ops.aten.div.Tensor(sub, _tensor_constant1);  sub = _tensor_constant1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, div, t);  _param_constant1 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu)
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, relu, t_1);  _param_constant3 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, addmm_1, t_2);  _param_constant5 = None
    relu_1 = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(relu_1)
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, relu_1, t_3);  _param_constant7 = None
    _tensor_constant1_1 = self._tensor_constant1
    mul = torch.ops.aten.mul.Tensor(addmm_3, _tensor_constant1_1);  addmm_3 = _tensor_constant1_1 = None
    _tensor_constant0_1 = self._tensor_constant0
    add = torch.ops.aten.add.Tensor(mul, _tensor_constant0_1);  mul = _tensor_constant0_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(addmm_1, 1)
    _param_constant8 = self._param_constant8
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_param_constant8, 0);  _param_constant8 = None
    sub_1 = torch.ops.aten.sub.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub_1, 2)
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, [-1]);  pow_1 = None
    add_1 = torch.ops.aten.add.Tensor(sum_1, 1.0);  sum_1 = None
    reciprocal = torch.ops.aten.reciprocal.default(add_1);  add_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(reciprocal, 1.0);  reciprocal = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True)
    div_1 = torch.ops.aten.div.Tensor(mul_1, sum_2);  sum_2 = None
    detach_2 = torch.ops.aten.detach.default(div_1)
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(div_1, 2)
    sum_3 = torch.ops.aten.sum.dim_IntList(div_1, [0])
    div_2 = torch.ops.aten.div.Tensor(pow_2, sum_3);  pow_2 = sum_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(div_2, [1], True)
    div_3 = torch.ops.aten.div.Tensor(div_2, sum_4);  div_2 = sum_4 = None
    log = torch.ops.aten.log.default(div_1)
    mul_2 = torch.ops.aten.mul.Tensor(div_3, log);  log = None
    xlogy = torch.ops.aten.xlogy.Tensor(div_3, div_3)
    sub_2 = torch.ops.aten.sub.Tensor(xlogy, mul_2);  xlogy = mul_2 = None
    sum_5 = torch.ops.aten.sum.default(sub_2);  sub_2 = None
    div_4 = torch.ops.aten.div.Tensor(sum_5, 12);  sum_5 = None
    argmax = torch.ops.aten.argmax.default(div_1, 1)
    new_zeros = torch.ops.aten.new_zeros.default(addmm_1, [3, 4], pin_memory = False)
    index_reduce = torch.ops.aten.index_reduce.default(new_zeros, 0, argmax, addmm_1, 'mean', include_self = False);  new_zeros = None
    detach_3 = torch.ops.aten.detach.default(index_reduce)
    _param_constant8_1 = self._param_constant8
    sub_3 = torch.ops.aten.sub.Tensor(index_reduce, _param_constant8_1);  index_reduce = _param_constant8_1 = None
    add_2 = torch.ops.aten.add.Scalar(sub_3, 1e-06);  sub_3 = None
    norm = torch.ops.aten.norm.ScalarOpt_dim(add_2, 2.0, [1])
    detach_4 = torch.ops.aten.detach.default(norm)
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(norm, 2)
    mean = torch.ops.aten.mean.default(pow_3);  pow_3 = None
    mse_loss = torch.ops.aten.mse_loss.default(add, target_1)
    mul_3 = torch.ops.aten.mul.Tensor(div_4, 0.1);  div_4 = None
    add_3 = torch.ops.aten.add.Tensor(mse_loss, mul_3);  mse_loss = mul_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(mean, 0.01);  mean = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_4);  add_3 = mul_4 = None
    ones_like = torch.ops.aten.ones_like.default(add_4, pin_memory = False, memory_format = torch.preserve_format)
    mul_5 = torch.ops.aten.mul.Tensor(ones_like, 0.01)
    mul_6 = torch.ops.aten.mul.Tensor(ones_like, 0.1)
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(ones_like, add, target_1, 1);  ones_like = add = target_1 = None
    expand = torch.ops.aten.expand.default(mul_5, [3]);  mul_5 = None
    div_5 = torch.ops.aten.div.Scalar(expand, 3);  expand = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(norm, 1.0);  norm = None
    mul_7 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_8 = torch.ops.aten.mul.Tensor(div_5, mul_7);  div_5 = mul_7 = None
    detach_5 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_8, 1);  mul_8 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(detach_5, 1);  detach_5 = None
    div_6 = torch.ops.aten.div.Tensor(add_2, unsqueeze_3);  add_2 = None
    eq = torch.ops.aten.eq.Scalar(unsqueeze_3, 0);  unsqueeze_3 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_6, eq, 0);  div_6 = eq = None
    mul_9 = torch.ops.aten.mul.Tensor(unsqueeze_2, masked_fill_);  unsqueeze_2 = masked_fill_ = None
    neg = torch.ops.aten.neg.default(mul_9)
    detach_6 = torch.ops.aten.detach.default(detach_3);  detach_3 = detach_6 = None
    zeros_like = torch.ops.aten.zeros_like.default(mul_9)
    ones_like_1 = torch.ops.aten.ones_like.default(addmm_1)
    index_add = torch.ops.aten.index_add.default(zeros_like, 0, argmax, ones_like_1);  zeros_like = ones_like_1 = None
    eq_1 = torch.ops.aten.eq.Scalar(index_add, 0)
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(index_add, eq_1, 1);  index_add = eq_1 = None
    div_7 = torch.ops.aten.div.Tensor(mul_9, masked_fill__1)
    index_select = torch.ops.aten.index_select.default(masked_fill__1, 0, argmax);  masked_fill__1 = None
    index_select_1 = torch.ops.aten.index_select.default(mul_9, 0, argmax);  mul_9 = None
    div_8 = torch.ops.aten.div.Tensor(index_select_1, index_select);  index_select_1 = index_select = None
    index_fill = torch.ops.aten.index_fill.int_Scalar(div_7, 0, argmax, 0);  div_7 = argmax = index_fill = None
    div_9 = torch.ops.aten.div.Tensor(mul_6, 12);  mul_6 = None
    expand_1 = torch.ops.aten.expand.default(div_9, [12, 3]);  div_9 = None
    neg_1 = torch.ops.aten.neg.default(expand_1);  expand_1 = None
    mul_10 = torch.ops.aten.mul.Tensor(neg_1, div_3);  neg_1 = div_3 = None
    div_10 = torch.ops.aten.div.Tensor(mul_10, div_1);  mul_10 = div_1 = None
    detach_7 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True)
    mul_11 = torch.ops.aten.mul.Tensor(div_10, detach_7);  detach_7 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_11, [1], True);  mul_11 = None
    sub_4 = torch.ops.aten.sub.Tensor(div_10, sum_7);  div_10 = sum_7 = None
    div_11 = torch.ops.aten.div.Tensor(sub_4, sum_6);  sub_4 = sum_6 = None
    neg_2 = torch.ops.aten.neg.default(div_11);  div_11 = None
    mul_12 = torch.ops.aten.mul.Tensor(neg_2, mul_1);  neg_2 = None
    mul_13 = torch.ops.aten.mul.Tensor(mul_12, mul_1);  mul_12 = mul_1 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(mul_13, 2);  mul_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(unsqueeze_4, 2);  unsqueeze_4 = None
    mul_15 = torch.ops.aten.mul.Tensor(mul_14, sub_1);  mul_14 = sub_1 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_15, [1])
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_15, [0]);  mul_15 = None
    neg_3 = torch.ops.aten.neg.default(sum_9);  sum_9 = None
    add_5 = torch.ops.aten.add.Tensor(div_8, sum_8);  div_8 = sum_8 = None
    add_6 = torch.ops.aten.add.Tensor(neg, neg_3);  neg = neg_3 = None
    _tensor_constant1_2 = self._tensor_constant1
    mul_16 = torch.ops.aten.mul.Tensor(mse_loss_backward, _tensor_constant1_2);  mse_loss_backward = _tensor_constant1_2 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm = torch.ops.aten.mm.default(mul_16, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(mul_16)
    mm_1 = torch.ops.aten.mm.default(t_5, relu_1);  t_5 = relu_1 = None
    t_6 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_16, [0], True);  mul_16 = None
    view = torch.ops.aten.view.default(sum_10, [10]);  sum_10 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    detach_8 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_8, 0);  mm = detach_8 = None
    t_8 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_2 = torch.ops.aten.mm.default(threshold_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(threshold_backward)
    mm_3 = torch.ops.aten.mm.default(t_9, addmm_1);  t_9 = addmm_1 = None
    t_10 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_1 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, mm_2);  add_5 = mm_2 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    t_12 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_4 = torch.ops.aten.mm.default(add_7, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(add_7)
    mm_5 = torch.ops.aten.mm.default(t_13, relu);  t_13 = relu = None
    t_14 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(add_7, [0], True);  add_7 = None
    view_2 = torch.ops.aten.view.default(sum_12, [4]);  sum_12 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    detach_9 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_4, detach_9, 0);  mm_4 = detach_9 = None
    t_16 = torch.ops.aten.t.default(threshold_backward_1)
    mm_6 = torch.ops.aten.mm.default(t_16, div);  t_16 = div = None
    t_17 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_3 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    return (add_4, add_6, t_18, view_3, t_15, view_2, t_11, view_1, t_7, view)
    