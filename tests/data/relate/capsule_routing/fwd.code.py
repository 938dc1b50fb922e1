


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    view = torch.ops.aten.view.default(addmm, [2, 4, 3]);  addmm = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(view, 2)
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, [-1], True);  pow_1 = None
    add = torch.ops.aten.add.Tensor(sum_1, 1.0)
    div = torch.ops.aten.div.Tensor(sum_1, add);  add = None
    mul = torch.ops.aten.mul.Tensor(div, view);  div = view = None
    add_1 = torch.ops.aten.add.Tensor(sum_1, 1e-06);  sum_1 = None
    sqrt = torch.ops.aten.sqrt.default(add_1);  add_1 = None
    detach = torch.ops.aten.detach.default(sqrt);  detach = None
    div_1 = torch.ops.aten.div.Tensor(mul, sqrt);  mul = sqrt = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div_1, 3);  div_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 4);  unsqueeze = None
    permute = torch.ops.aten.permute.default(unsqueeze_1, [0, 1, 3, 4, 2]);  unsqueeze_1 = None
    _param_constant2 = self._param_constant2
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_param_constant2, 4);  _param_constant2 = None
    permute_1 = torch.ops.aten.permute.default(unsqueeze_2, [4, 0, 1, 2, 3]);  unsqueeze_2 = None
    _param_constant3 = self._param_constant3
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_param_constant3, 2);  _param_constant3 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(unsqueeze_3, 3);  unsqueeze_3 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 4);  unsqueeze_4 = None
    permute_2 = torch.ops.aten.permute.default(unsqueeze_5, [2, 3, 0, 1, 4]);  unsqueeze_5 = None
    permute_3 = torch.ops.aten.permute.default(permute, [1, 0, 4, 2, 3]);  permute = None
    view_1 = torch.ops.aten.view.default(permute_3, [4, 2, 3]);  permute_3 = None
    permute_4 = torch.ops.aten.permute.default(permute_1, [1, 4, 2, 3, 0]);  permute_1 = None
    view_2 = torch.ops.aten.view.default(permute_4, [4, 3, 12]);  permute_4 = None
    bmm = torch.ops.aten.bmm.default(view_1, view_2);  view_1 = view_2 = None
    view_3 = torch.ops.aten.view.default(bmm, [4, 2, 1, 3, 4]);  bmm = None
    permute_5 = torch.ops.aten.permute.default(view_3, [1, 0, 3, 4, 2]);  view_3 = None
    mul_1 = torch.ops.aten.mul.Tensor(permute_5, permute_2);  permute_5 = permute_2 = None
    view_4 = torch.ops.aten.view.default(mul_1, [2, 4, 3, 4]);  mul_1 = None
    zeros = torch.ops.aten.zeros.default([2, 4, 3], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    _softmax = torch.ops.aten._softmax.default(zeros, 2, False)
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(_softmax, -1);  _softmax = None
    mul_2 = torch.ops.aten.mul.Tensor(unsqueeze_6, view_4);  unsqueeze_6 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [1]);  mul_2 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(sum_2, 2)
    sum_3 = torch.ops.aten.sum.dim_IntList(pow_2, [-1], True);  pow_2 = None
    add_2 = torch.ops.aten.add.Tensor(sum_3, 1.0)
    div_2 = torch.ops.aten.div.Tensor(sum_3, add_2);  add_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(div_2, sum_2);  div_2 = sum_2 = None
    add_3 = torch.ops.aten.add.Tensor(sum_3, 1e-06);  sum_3 = None
    sqrt_1 = torch.ops.aten.sqrt.default(add_3);  add_3 = None
    detach_1 = torch.ops.aten.detach.default(sqrt_1);  detach_1 = None
    div_3 = torch.ops.aten.div.Tensor(mul_3, sqrt_1);  mul_3 = sqrt_1 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(div_3, 1);  div_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_4, unsqueeze_7);  unsqueeze_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_4, [-1]);  mul_4 = None
    add_4 = torch.ops.aten.add.Tensor(zeros, sum_4);  zeros = sum_4 = None
    _softmax_1 = torch.ops.aten._softmax.default(add_4, 2, False);  add_4 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_1);  detach_2 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(_softmax_1, -1);  _softmax_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(unsqueeze_8, view_4);  unsqueeze_8 = view_4 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_5, [1]);  mul_5 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(sum_5, 2)
    sum_6 = torch.ops.aten.sum.dim_IntList(pow_3, [-1], True);  pow_3 = None
    add_5 = torch.ops.aten.add.Tensor(sum_6, 1.0)
    div_4 = torch.ops.aten.div.Tensor(sum_6, add_5);  add_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(div_4, sum_5);  div_4 = sum_5 = None
    add_6 = torch.ops.aten.add.Tensor(sum_6, 1e-06);  sum_6 = None
    sqrt_2 = torch.ops.aten.sqrt.default(add_6);  add_6 = None
    detach_3 = torch.ops.aten.detach.default(sqrt_2);  detach_3 = None
    div_5 = torch.ops.aten.div.Tensor(mul_6, sqrt_2);  mul_6 = sqrt_2 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(div_5, 2);  div_5 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(pow_4, [-1]);  pow_4 = None
    add_7 = torch.ops.aten.add.Tensor(sum_7, 1e-06);  sum_7 = None
    sqrt_3 = torch.ops.aten.sqrt.default(add_7);  add_7 = None
    detach_4 = torch.ops.aten.detach.default(sqrt_3);  detach_4 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(labels_1, -1);  labels_1 = None
    arange = torch.ops.aten.arange.default(3, device = device(type='cpu'), pin_memory = False)
    eq = torch.ops.aten.eq.Tensor(unsqueeze_9, arange);  unsqueeze_9 = arange = None
    _to_copy = torch.ops.aten._to_copy.default(eq, dtype = torch.float32);  eq = None
    rsub = torch.ops.aten.rsub.Scalar(sqrt_3, 0.9)
    clamp = torch.ops.aten.clamp.default(rsub, 0.0);  rsub = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(clamp, 2);  clamp = None
    sub = torch.ops.aten.sub.Tensor(sqrt_3, 0.1);  sqrt_3 = None
    clamp_1 = torch.ops.aten.clamp.default(sub, 0.0);  sub = None
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(clamp_1, 2);  clamp_1 = None
    mul_7 = torch.ops.aten.mul.Tensor(_to_copy, pow_5);  pow_5 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(_to_copy, 1.0);  _to_copy = None
    mul_8 = torch.ops.aten.mul.Tensor(rsub_1, 0.5);  rsub_1 = None
    mul_9 = torch.ops.aten.mul.Tensor(mul_8, pow_6);  mul_8 = pow_6 = None
    add_8 = torch.ops.aten.add.Tensor(mul_7, mul_9);  mul_7 = mul_9 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(add_8, [-1]);  add_8 = None
    mean = torch.ops.aten.mean.default(sum_8);  sum_8 = None
    return mean
    