


def forward(self, x_1, target_1):
    _tensor_constant0 = self._tensor_constant0
    sub = torch.ops.aten.sub.Tensor(x_1, _tensor_constant0);  x_1 = _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    div = torch.ops.aten.div.Tensor(sub, _tensor_constant1);  sub = _tensor_constant1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, div, t);  _param_constant1 = div = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, relu, t_1);  _param_constant3 = relu = t_1 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, addmm_1, t_2);  _param_constant5 = t_2 = None
    relu_1 = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, relu_1, t_3);  _param_constant7 = relu_1 = t_3 = None
    _tensor_constant1_1 = self._tensor_constant1
    mul = torch.ops.aten.mul.Tensor(addmm_3, _tensor_constant1_1);  addmm_3 = _tensor_constant1_1 = None
    _tensor_constant0_1 = self._tensor_constant0
    add = torch.ops.aten.add.Tensor(mul, _tensor_constant0_1);  mul = _tensor_constant0_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(addmm_1, 1)
    _param_constant8 = self._param_constant8
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_param_constant8, 0);  _param_constant8 = None
    sub_1 = torch.ops.aten.sub.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub_1, 2);  sub_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, [-1]);  pow_1 = None
    add_1 = torch.ops.aten.add.Tensor(sum_1, 1.0);  sum_1 = None
    reciprocal = torch.ops.aten.reciprocal.default(add_1);  add_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(reciprocal, 1.0);  reciprocal = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True)
    div_1 = torch.ops.aten.div.Tensor(mul_1, sum_2);  mul_1 = sum_2 = None
    detach_2 = torch.ops.aten.detach.default(div_1);  detach_2 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(div_1, 2)
    sum_3 = torch.ops.aten.sum.dim_IntList(div_1, [0])
    div_2 = torch.ops.aten.div.Tensor(pow_2, sum_3);  pow_2 = sum_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(div_2, [1], True)
    div_3 = torch.ops.aten.div.Tensor(div_2, sum_4);  div_2 = sum_4 = None
    log = torch.ops.aten.log.default(div_1)
    mul_2 = torch.ops.aten.mul.Tensor(div_3, log);  log = None
    xlogy = torch.ops.aten.xlogy.Tensor(div_3, div_3);  div_3 = None
    sub_2 = torch.ops.aten.sub.Tensor(xlogy, mul_2);  xlogy = mul_2 = None
    sum_5 = torch.ops.aten.sum.default(sub_2);  sub_2 = None
    div_4 = torch.ops.aten.div.Tensor(sum_5, 12);  sum_5 = None
    argmax = torch.ops.aten.argmax.default(div_1, 1);  div_1 = None
    new_zeros = torch.ops.aten.new_zeros.default(addmm_1, [3, 4], pin_memory = False)
    index_reduce = torch.ops.aten.index_reduce.default(new_zeros, 0, argmax, addmm_1, 'mean', include_self = False);  new_zeros = argmax = addmm_1 = None
    detach_3 = torch.ops.aten.detach.default(index_reduce);  detach_3 = None
    _param_constant8_1 = self._param_constant8
    sub_3 = torch.ops.aten.sub.Tensor(index_reduce, _param_constant8_1);  index_reduce = _param_constant8_1 = None
    add_2 = torch.ops.aten.add.Scalar(sub_3, 1e-06);  sub_3 = None
    norm = torch.ops.aten.norm.ScalarOpt_dim(add_2, 2.0, [1]);  add_2 = None
    detach_4 = torch.ops.aten.detach.default(norm);  detach_4 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(norm, 2);  norm = None
    mean = torch.ops.aten.mean.default(pow_3);  pow_3 = None
    mse_loss = torch.ops.aten.mse_loss.default(add, target_1);  add = target_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(div_4, 0.1);  div_4 = None
    add_3 = torch.ops.aten.add.Tensor(mse_loss, mul_3);  mse_loss = mul_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(mean, 0.01);  mean = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_4);  add_3 = mul_4 = None
    return add_4
    