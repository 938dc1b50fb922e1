


def forward(self, x_1, labels_1, target_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    softplus = torch.ops.aten.softplus.default(addmm, 2.0)
    mish = torch.ops.aten.mish.default(addmm)
    celu = torch.ops.aten.celu.default(addmm, 0.5);  addmm = None
    cat = torch.ops.aten.cat.default([softplus, mish, celu], -1);  softplus = mish = celu = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, cat, t_1);  _param_constant3 = cat = t_1 = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm_1)
    detach = torch.ops.aten.detach.default(sigmoid);  detach = None
    logit = torch.ops.aten.logit.default(sigmoid, 0.001);  sigmoid = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(addmm_1, 3)
    mul = torch.ops.aten.mul.Tensor(pow_1, 0.1);  pow_1 = None
    add = torch.ops.aten.add.Tensor(addmm_1, mul);  addmm_1 = mul = None
    mul_1 = torch.ops.aten.mul.Tensor(logit, 0.5);  logit = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(add_1, 2)
    mean = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_2 = torch.ops.aten.add.Tensor(mean, 1e-05);  mean = None
    rsqrt = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
    detach_1 = torch.ops.aten.detach.default(rsqrt);  detach_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(add_1, rsqrt);  add_1 = rsqrt = None
    _param_constant4 = self._param_constant4
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, _param_constant4);  mul_2 = _param_constant4 = None
    _param_constant5 = self._param_constant5
    t_2 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_2 = torch.ops.aten.addmm.default(_param_constant6, mul_3, t_2);  _param_constant6 = t_2 = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_3 = torch.ops.aten.addmm.default(_param_constant8, mul_3, t_3);  _param_constant8 = mul_3 = t_3 = None
    cat_1 = torch.ops.aten.cat.default([addmm_2, addmm_3], -1);  addmm_2 = addmm_3 = None
    slice_1 = torch.ops.aten.slice.Tensor(cat_1, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(cat_1, 1, 4, 9223372036854775807);  cat_1 = None
    smooth_l1_loss = torch.ops.aten.smooth_l1_loss.default(slice_1, target_1, 1, 0.5)
    _log_softmax = torch.ops.aten._log_softmax.default(slice_1, -1, False)
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    _log_softmax_1 = torch.ops.aten._log_softmax.default(target_1, -1, False)
    sub = torch.ops.aten.sub.Tensor(_log_softmax_1, _log_softmax);  _log_softmax = None
    exp = torch.ops.aten.exp.default(_log_softmax_1);  _log_softmax_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(exp, sub);  exp = sub = None
    sum_1 = torch.ops.aten.sum.default(mul_4);  mul_4 = None
    div = torch.ops.aten.div.Tensor(sum_1, 2);  sum_1 = None
    _to_copy = torch.ops.aten._to_copy.default(labels_1, dtype = torch.float32)
    full = torch.ops.aten.full.default([4], 2.0, device = device(type='cpu'), pin_memory = False)
    binary_cross_entropy_with_logits = torch.ops.aten.binary_cross_entropy_with_logits.default(slice_1, _to_copy, None, full);  _to_copy = full = None
    roll = torch.ops.aten.roll.default(slice_2, [1], [0])
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    slice_3 = torch.ops.aten.slice.Tensor(lift_fresh_copy, 0, 0, 2);  lift_fresh_copy = None
    mul_5 = torch.ops.aten.mul.Tensor(slice_2, roll)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_5, [1]);  mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(slice_2, slice_2)
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_6, [1]);  mul_6 = None
    add_3 = torch.ops.aten.add.Scalar(sum_3, 9.999999960041972e-13);  sum_3 = None
    mul_7 = torch.ops.aten.mul.Tensor(roll, roll);  roll = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_7, [1]);  mul_7 = None
    add_4 = torch.ops.aten.add.Scalar(sum_4, 9.999999960041972e-13);  sum_4 = None
    mul_8 = torch.ops.aten.mul.Tensor(add_3, add_4);  add_3 = add_4 = None
    sqrt_ = torch.ops.aten.sqrt_.default(mul_8);  mul_8 = None
    detach_3 = torch.ops.aten.detach.default(sqrt_);  detach_3 = None
    div_1 = torch.ops.aten.div.Tensor(sum_2, sqrt_);  sum_2 = sqrt_ = None
    zeros_like = torch.ops.aten.zeros_like.default(div_1, memory_format = torch.contiguous_format)
    empty_like = torch.ops.aten.empty_like.default(div_1, memory_format = torch.preserve_format)
    fill_ = torch.ops.aten.fill_.Scalar(empty_like, 1);  empty_like = None
    sub_ = torch.ops.aten.sub_.Tensor(fill_, div_1);  fill_ = None
    sub_1 = torch.ops.aten.sub.Scalar(div_1, 0.1);  div_1 = None
    clone = torch.ops.aten.clone.default(sub_1);  clone = None
    clamp_min_ = torch.ops.aten.clamp_min_.default(sub_1, 0);  sub_1 = None
    eq = torch.ops.aten.eq.Scalar(slice_3, 1)
    where = torch.ops.aten.where.self(eq, sub_, zeros_like);  eq = sub_ = None
    eq_1 = torch.ops.aten.eq.Scalar(slice_3, -1);  slice_3 = None
    where_1 = torch.ops.aten.where.self(eq_1, clamp_min_, zeros_like);  eq_1 = clamp_min_ = zeros_like = None
    add_5 = torch.ops.aten.add.Tensor(where, where_1);  where = where_1 = None
    mean_1 = torch.ops.aten.mean.default(add_5);  add_5 = None
    select = torch.ops.aten.select.int(slice_1, 1, 0)
    select_1 = torch.ops.aten.select.int(slice_1, 1, 1);  slice_1 = None
    select_2 = torch.ops.aten.select.int(labels_1, 1, 0);  labels_1 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(select_2, dtype = torch.float32);  select_2 = None
    mul_9 = torch.ops.aten.mul.Tensor(_to_copy_1, 2);  _to_copy_1 = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_9, 1);  mul_9 = None
    sub_3 = torch.ops.aten.sub.Tensor(select, select_1);  select = select_1 = None
    neg = torch.ops.aten.neg.default(sub_2);  sub_2 = None
    mul_10 = torch.ops.aten.mul.Tensor(neg, sub_3);  neg = sub_3 = None
    add_6 = torch.ops.aten.add.Scalar(mul_10, 0.2);  mul_10 = None
    clone_1 = torch.ops.aten.clone.default(add_6);  clone_1 = None
    clamp_min__1 = torch.ops.aten.clamp_min_.default(add_6, 0);  add_6 = None
    mean_2 = torch.ops.aten.mean.default(clamp_min__1);  clamp_min__1 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(slice_2, [-1]);  slice_2 = None
    select_3 = torch.ops.aten.select.int(target_1, 1, 0);  target_1 = None
    huber_loss = torch.ops.aten.huber_loss.default(sum_5, select_3, 1, 0.7);  sum_5 = select_3 = None
    mul_11 = torch.ops.aten.mul.Tensor(div, 0.5);  div = None
    add_7 = torch.ops.aten.add.Tensor(smooth_l1_loss, mul_11);  smooth_l1_loss = mul_11 = None
    mul_12 = torch.ops.aten.mul.Tensor(binary_cross_entropy_with_logits, 0.3);  binary_cross_entropy_with_logits = None
    add_8 = torch.ops.aten.add.Tensor(add_7, mul_12);  add_7 = mul_12 = None
    mul_13 = torch.ops.aten.mul.Tensor(mean_1, 0.2);  mean_1 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, mul_13);  add_8 = mul_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(mean_2, 0.1);  mean_2 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, mul_14);  add_9 = mul_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(huber_loss, 0.25);  huber_loss = None
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_15);  add_10 = mul_15 = None
    return add_11
    