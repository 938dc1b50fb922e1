


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
    addmm = torch.ops.aten.addmm.default(_param_constant1, add, t);  _param_constant1 = add = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, relu, t_1);  _param_constant3 = relu = t_1 = None
    _tensor_constant0_1 = self._tensor_constant0
    select_2 = torch.ops.aten.select.int(_tensor_constant0_1, 0, 1);  _tensor_constant0_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(x_1, select_2);  x_1 = select_2 = None
    _tensor_constant1_1 = self._tensor_constant1
    select_3 = torch.ops.aten.select.int(_tensor_constant1_1, 0, 1);  _tensor_constant1_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_1, select_3);  mul_1 = select_3 = None
    _param_constant0_1 = self._param_constant0
    t_2 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant1_1 = self._param_constant1
    addmm_2 = torch.ops.aten.addmm.default(_param_constant1_1, add_1, t_2);  _param_constant1_1 = add_1 = t_2 = None
    relu_1 = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    _param_constant2_1 = self._param_constant2
    t_3 = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
    _param_constant3_1 = self._param_constant3
    addmm_3 = torch.ops.aten.addmm.default(_param_constant3_1, relu_1, t_3);  _param_constant3_1 = relu_1 = t_3 = None
    _param_constant4 = self._param_constant4
    t_4 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_4 = torch.ops.aten.addmm.default(_param_constant5, addmm_1, t_4);  _param_constant5 = t_4 = None
    _tensor_constant2 = self._tensor_constant2
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant2, 1);  _tensor_constant2 = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    _tensor_constant3 = self._tensor_constant3
    _tensor_constant4 = self._tensor_constant4
    native_batch_norm = torch.ops.aten.native_batch_norm.default(addmm_4, _param_constant6, _param_constant7, _tensor_constant3, _tensor_constant4, True, 0.1, 1e-05);  addmm_4 = _param_constant6 = _param_constant7 = _tensor_constant3 = _tensor_constant4 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    relu_2 = torch.ops.aten.relu.default(getitem);  getitem = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    _param_constant8 = self._param_constant8
    t_5 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_5 = torch.ops.aten.addmm.default(_param_constant9, relu_2, t_5);  _param_constant9 = relu_2 = t_5 = None
    _param_constant4_1 = self._param_constant4
    t_6 = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
    _param_constant5_1 = self._param_constant5
    addmm_6 = torch.ops.aten.addmm.default(_param_constant5_1, addmm_3, t_6);  _param_constant5_1 = addmm_3 = t_6 = None
    add__1 = torch.ops.aten.add_.Tensor(add_, 1);  add_ = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant6_1 = self._param_constant6
    _param_constant7_1 = self._param_constant7
    _tensor_constant3_1 = self._tensor_constant3
    _tensor_constant4_1 = self._tensor_constant4
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(addmm_6, _param_constant6_1, _param_constant7_1, _tensor_constant3_1, _tensor_constant4_1, True, 0.1, 1e-05);  addmm_6 = _param_constant6_1 = _param_constant7_1 = _tensor_constant3_1 = _tensor_constant4_1 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1];  getitem_4 = None
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
    relu_3 = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    detach_3 = torch.ops.aten.detach.default(relu_3);  detach_3 = None
    _param_constant8_1 = self._param_constant8
    t_7 = torch.ops.aten.t.default(_param_constant8_1);  _param_constant8_1 = None
    _param_constant9_1 = self._param_constant9
    addmm_7 = torch.ops.aten.addmm.default(_param_constant9_1, relu_3, t_7);  _param_constant9_1 = relu_3 = t_7 = None
    detach_4 = torch.ops.aten.detach.default(addmm_1);  addmm_1 = None
    _param_constant10 = self._param_constant10
    t_8 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_8 = torch.ops.aten.addmm.default(_param_constant11, detach_4, t_8);  _param_constant11 = detach_4 = t_8 = None
    var = torch.ops.aten.var.correction(addmm_5, [0], correction = 1)
    add_2 = torch.ops.aten.add.Tensor(var, 0.0001);  var = None
    sqrt = torch.ops.aten.sqrt.default(add_2);  add_2 = None
    detach_5 = torch.ops.aten.detach.default(sqrt);  detach_5 = None
    mean = torch.ops.aten.mean.dim(addmm_5, [0])
    sub = torch.ops.aten.sub.Tensor(addmm_5, mean);  mean = None
    permute = torch.ops.aten.permute.default(sub, [1, 0])
    mm = torch.ops.aten.mm.default(permute, sub);  permute = sub = None
    div = torch.ops.aten.div.Tensor(mm, 1);  mm = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(div, 2)
    sum_1 = torch.ops.aten.sum.default(pow_1);  pow_1 = None
    diagonal = torch.ops.aten.diagonal.default(div);  div = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(diagonal, 2);  diagonal = None
    sum_2 = torch.ops.aten.sum.default(pow_2);  pow_2 = None
    sub_1 = torch.ops.aten.sub.Tensor(sum_1, sum_2);  sum_1 = sum_2 = None
    rsub = torch.ops.aten.rsub.Scalar(sqrt, 1);  sqrt = None
    relu_4 = torch.ops.aten.relu.default(rsub);  rsub = None
    detach_6 = torch.ops.aten.detach.default(relu_4);  detach_6 = None
    mean_1 = torch.ops.aten.mean.default(relu_4);  relu_4 = None
    div_1 = torch.ops.aten.div.Tensor(sub_1, 8);  sub_1 = None
    var_1 = torch.ops.aten.var.correction(addmm_7, [0], correction = 1)
    add_3 = torch.ops.aten.add.Tensor(var_1, 0.0001);  var_1 = None
    sqrt_1 = torch.ops.aten.sqrt.default(add_3);  add_3 = None
    detach_7 = torch.ops.aten.detach.default(sqrt_1);  detach_7 = None
    mean_2 = torch.ops.aten.mean.dim(addmm_7, [0])
    sub_2 = torch.ops.aten.sub.Tensor(addmm_7, mean_2);  mean_2 = None
    permute_1 = torch.ops.aten.permute.default(sub_2, [1, 0])
    mm_1 = torch.ops.aten.mm.default(permute_1, sub_2);  permute_1 = sub_2 = None
    div_2 = torch.ops.aten.div.Tensor(mm_1, 1);  mm_1 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(div_2, 2)
    sum_3 = torch.ops.aten.sum.default(pow_3);  pow_3 = None
    diagonal_1 = torch.ops.aten.diagonal.default(div_2);  div_2 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(diagonal_1, 2);  diagonal_1 = None
    sum_4 = torch.ops.aten.sum.default(pow_4);  pow_4 = None
    sub_3 = torch.ops.aten.sub.Tensor(sum_3, sum_4);  sum_3 = sum_4 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(sqrt_1, 1);  sqrt_1 = None
    relu_5 = torch.ops.aten.relu.default(rsub_1);  rsub_1 = None
    detach_8 = torch.ops.aten.detach.default(relu_5);  detach_8 = None
    mean_3 = torch.ops.aten.mean.default(relu_5);  relu_5 = None
    div_3 = torch.ops.aten.div.Tensor(sub_3, 8);  sub_3 = None
    mse_loss = torch.ops.aten.mse_loss.default(addmm_5, addmm_7);  addmm_5 = addmm_7 = None
    mul_2 = torch.ops.aten.mul.Tensor(mse_loss, 25);  mse_loss = None
    add_4 = torch.ops.aten.add.Tensor(mean_1, mean_3);  mean_1 = mean_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(add_4, 25);  add_4 = None
    add_5 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, div_1);  add_5 = div_1 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, div_3);  add_6 = div_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_8, 1, False);  addmm_8 = None
    detach_9 = torch.ops.aten.detach.default(_log_softmax);  detach_9 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_6 = nll_loss_forward[0]
    getitem_7 = nll_loss_forward[1];  nll_loss_forward = getitem_7 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, getitem_6);  add_7 = getitem_6 = None
    return add_8
    