


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
    addmm_4 = torch.ops.aten.addmm.default(_param_constant1_1, x1_1, t_4);  _param_constant1_1 = x1_1 = t_4 = None
    relu_2 = torch.ops.aten.relu.default(addmm_4);  addmm_4 = None
    detach = torch.ops.aten.detach.default(relu_2);  detach = None
    _param_constant2_1 = self._param_constant2
    t_5 = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
    _param_constant3_1 = self._param_constant3
    addmm_5 = torch.ops.aten.addmm.default(_param_constant3_1, relu_2, t_5);  _param_constant3_1 = t_5 = None
    _param_constant0_2 = self._param_constant0
    t_6 = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
    _param_constant1_2 = self._param_constant1
    addmm_6 = torch.ops.aten.addmm.default(_param_constant1_2, x2_1, t_6);  _param_constant1_2 = x2_1 = t_6 = None
    relu_3 = torch.ops.aten.relu.default(addmm_6);  addmm_6 = None
    detach_1 = torch.ops.aten.detach.default(relu_3);  detach_1 = None
    _param_constant2_2 = self._param_constant2
    t_7 = torch.ops.aten.t.default(_param_constant2_2);  _param_constant2_2 = None
    _param_constant3_2 = self._param_constant3
    addmm_7 = torch.ops.aten.addmm.default(_param_constant3_2, relu_3, t_7);  _param_constant3_2 = t_7 = None
    _param_constant4 = self._param_constant4
    t_8 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_8 = torch.ops.aten.addmm.default(_param_constant5, addmm_5, t_8);  _param_constant5 = addmm_5 = t_8 = None
    relu_4 = torch.ops.aten.relu.default(addmm_8);  addmm_8 = None
    detach_2 = torch.ops.aten.detach.default(relu_4);  detach_2 = None
    _param_constant6 = self._param_constant6
    t_9 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_9 = torch.ops.aten.addmm.default(_param_constant7, relu_4, t_9);  _param_constant7 = relu_4 = t_9 = None
    _param_constant4_1 = self._param_constant4
    t_10 = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
    _param_constant5_1 = self._param_constant5
    addmm_10 = torch.ops.aten.addmm.default(_param_constant5_1, addmm_7, t_10);  _param_constant5_1 = addmm_7 = t_10 = None
    relu_5 = torch.ops.aten.relu.default(addmm_10);  addmm_10 = None
    detach_3 = torch.ops.aten.detach.default(relu_5);  detach_3 = None
    _param_constant6_1 = self._param_constant6
    t_11 = torch.ops.aten.t.default(_param_constant6_1);  _param_constant6_1 = None
    _param_constant7_1 = self._param_constant7
    addmm_11 = torch.ops.aten.addmm.default(_param_constant7_1, relu_5, t_11);  _param_constant7_1 = relu_5 = t_11 = None
    detach_4 = torch.ops.aten.detach.default(addmm_3);  addmm_3 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(addmm_9, 2, [-1], True)
    detach_5 = torch.ops.aten.detach.default(linalg_vector_norm);  detach_5 = None
    clone = torch.ops.aten.clone.default(linalg_vector_norm);  linalg_vector_norm = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(detach_4, 2, [-1], True)
    clone_1 = torch.ops.aten.clone.default(linalg_vector_norm_1);  linalg_vector_norm_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(1e-08, dtype = torch.float32, device = device(type='cpu'))
    clamp_min_ = torch.ops.aten.clamp_min_.Tensor(clone, scalar_tensor);  clone = None
    clamp_min__1 = torch.ops.aten.clamp_min_.Tensor(clone_1, scalar_tensor);  clone_1 = scalar_tensor = None
    div = torch.ops.aten.div.Tensor(detach_4, clamp_min__1);  detach_4 = clamp_min__1 = None
    div_1 = torch.ops.aten.div.Tensor(addmm_9, clamp_min_);  addmm_9 = clamp_min_ = None
    mul = torch.ops.aten.mul.Tensor(div_1, div);  div_1 = div = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [-1]);  mul = None
    mul_1 = torch.ops.aten.mul.Tensor(sum_1, 2);  sum_1 = None
    rsub = torch.ops.aten.rsub.Scalar(mul_1, 2);  mul_1 = None
    detach_6 = torch.ops.aten.detach.default(addmm_1);  addmm_1 = None
    linalg_vector_norm_2 = torch.ops.aten.linalg_vector_norm.default(addmm_11, 2, [-1], True)
    detach_7 = torch.ops.aten.detach.default(linalg_vector_norm_2);  detach_7 = None
    clone_2 = torch.ops.aten.clone.default(linalg_vector_norm_2);  linalg_vector_norm_2 = None
    linalg_vector_norm_3 = torch.ops.aten.linalg_vector_norm.default(detach_6, 2, [-1], True)
    clone_3 = torch.ops.aten.clone.default(linalg_vector_norm_3);  linalg_vector_norm_3 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(1e-08, dtype = torch.float32, device = device(type='cpu'))
    clamp_min__2 = torch.ops.aten.clamp_min_.Tensor(clone_2, scalar_tensor_1);  clone_2 = None
    clamp_min__3 = torch.ops.aten.clamp_min_.Tensor(clone_3, scalar_tensor_1);  clone_3 = scalar_tensor_1 = None
    div_2 = torch.ops.aten.div.Tensor(detach_6, clamp_min__3);  detach_6 = clamp_min__3 = None
    div_3 = torch.ops.aten.div.Tensor(addmm_11, clamp_min__2);  addmm_11 = clamp_min__2 = None
    mul_2 = torch.ops.aten.mul.Tensor(div_3, div_2);  div_3 = div_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [-1]);  mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(sum_2, 2);  sum_2 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(mul_3, 2);  mul_3 = None
    add = torch.ops.aten.add.Tensor(rsub, rsub_1);  rsub = rsub_1 = None
    add_1 = torch.ops.aten.add.Tensor(relu_2, relu_3);  relu_2 = relu_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
    _param_constant8 = self._param_constant8
    t_12 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_12 = torch.ops.aten.addmm.default(_param_constant9, mul_4, t_12);  _param_constant9 = mul_4 = t_12 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add, -1);  add = None
    _param_constant10 = self._param_constant10
    mul_5 = torch.ops.aten.mul.Tensor(unsqueeze, _param_constant10);  unsqueeze = _param_constant10 = None
    add_2 = torch.ops.aten.add.Tensor(addmm_12, mul_5);  addmm_12 = mul_5 = None
    _log_softmax = torch.ops.aten._log_softmax.default(add_2, 1, False);  add_2 = None
    detach_8 = torch.ops.aten.detach.default(_log_softmax);  detach_8 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    