


def forward(self, x_1):
    sum_1 = torch.ops.aten.sum.dim_IntList(x_1, [1], True)
    div = torch.ops.aten.div.Tensor(x_1, sum_1)
    mul = torch.ops.aten.mul.Tensor(div, 10);  div = None
    log1p = torch.ops.aten.log1p.default(mul);  mul = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, log1p, t);  _param_constant1 = log1p = t = None
    relu_ = torch.ops.aten.relu_.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu_);  detach = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, relu_, t_1);  _param_constant3 = relu_ = t_1 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, addmm_1, t_2);  _param_constant5 = t_2 = None
    relu = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(relu);  detach_1 = None
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, relu, t_3);  _param_constant7 = t_3 = None
    _softmax = torch.ops.aten._softmax.default(addmm_3, -1, False);  addmm_3 = None
    detach_2 = torch.ops.aten.detach.default(_softmax);  detach_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(_softmax, sum_1);  _softmax = sum_1 = None
    _param_constant8 = self._param_constant8
    exp = torch.ops.aten.exp.default(_param_constant8);  _param_constant8 = None
    detach_3 = torch.ops.aten.detach.default(exp);  detach_3 = None
    _param_constant9 = self._param_constant9
    t_4 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_4 = torch.ops.aten.addmm.default(_param_constant10, relu, t_4);  _param_constant10 = relu = t_4 = None
    neg = torch.ops.aten.neg.default(addmm_4)
    softplus = torch.ops.aten.softplus.default(neg);  neg = None
    add = torch.ops.aten.add.Tensor(exp, mul_1)
    add_1 = torch.ops.aten.add.Tensor(add, 1e-08);  add = None
    log = torch.ops.aten.log.default(add_1);  add_1 = None
    neg_1 = torch.ops.aten.neg.default(addmm_4);  addmm_4 = None
    add_2 = torch.ops.aten.add.Tensor(exp, 1e-08)
    log_1 = torch.ops.aten.log.default(add_2);  add_2 = None
    sub = torch.ops.aten.sub.Tensor(log_1, log);  log_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(exp, sub);  sub = None
    add_3 = torch.ops.aten.add.Tensor(neg_1, mul_2);  neg_1 = mul_2 = None
    softplus_1 = torch.ops.aten.softplus.default(add_3)
    sub_1 = torch.ops.aten.sub.Tensor(softplus_1, softplus);  softplus_1 = None
    neg_2 = torch.ops.aten.neg.default(softplus);  softplus = None
    add_4 = torch.ops.aten.add.Tensor(neg_2, add_3);  neg_2 = add_3 = None
    add_5 = torch.ops.aten.add.Tensor(mul_1, 1e-08);  mul_1 = None
    log_2 = torch.ops.aten.log.default(add_5);  add_5 = None
    sub_2 = torch.ops.aten.sub.Tensor(log_2, log);  log_2 = log = None
    mul_3 = torch.ops.aten.mul.Tensor(x_1, sub_2);  sub_2 = None
    add_6 = torch.ops.aten.add.Tensor(add_4, mul_3);  add_4 = mul_3 = None
    add_7 = torch.ops.aten.add.Tensor(x_1, exp)
    lgamma = torch.ops.aten.lgamma.default(add_7);  add_7 = None
    add_8 = torch.ops.aten.add.Tensor(add_6, lgamma);  add_6 = lgamma = None
    lgamma_1 = torch.ops.aten.lgamma.default(exp);  exp = None
    sub_3 = torch.ops.aten.sub.Tensor(add_8, lgamma_1);  add_8 = lgamma_1 = None
    add_9 = torch.ops.aten.add.Tensor(x_1, 1)
    lgamma_2 = torch.ops.aten.lgamma.default(add_9);  add_9 = None
    sub_4 = torch.ops.aten.sub.Tensor(sub_3, lgamma_2);  sub_3 = lgamma_2 = None
    lt = torch.ops.aten.lt.Scalar(x_1, 1e-08);  x_1 = None
    where = torch.ops.aten.where.self(lt, sub_1, sub_4);  lt = sub_1 = sub_4 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(where, [-1]);  where = None
    neg_3 = torch.ops.aten.neg.default(sum_2);  sum_2 = None
    mean = torch.ops.aten.mean.default(neg_3);  neg_3 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(addmm_1, 2);  addmm_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(pow_1, [-1]);  pow_1 = None
    mean_1 = torch.ops.aten.mean.default(sum_3);  sum_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(mean_1, 0.001);  mean_1 = None
    add_10 = torch.ops.aten.add.Tensor(mean, mul_4);  mean = mul_4 = None
    return add_10
    