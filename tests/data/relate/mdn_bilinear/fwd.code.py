


def forward(self, x_1, target_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, x_1, t_1);  _param_constant3 = x_1 = t_1 = None
    relu = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
    detach_1 = torch.ops.aten.detach.default(relu);  detach_1 = None
    view = torch.ops.aten.view.default(tanh, [-1, 4])
    view_1 = torch.ops.aten.view.default(relu, [-1, 4])
    _param_constant4 = self._param_constant4
    _trilinear = torch.ops.aten._trilinear.default(view, _param_constant4, view_1, [1, 3], [0], [1, 2], [2, 3]);  view = _param_constant4 = view_1 = None
    view_2 = torch.ops.aten.view.default(_trilinear, [2, 4]);  _trilinear = None
    _param_constant5 = self._param_constant5
    add = torch.ops.aten.add.Tensor(view_2, _param_constant5);  view_2 = _param_constant5 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(tanh, 2, [-1], True)
    detach_2 = torch.ops.aten.detach.default(linalg_vector_norm);  detach_2 = None
    clone = torch.ops.aten.clone.default(linalg_vector_norm);  linalg_vector_norm = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(relu, 2, [-1], True)
    detach_3 = torch.ops.aten.detach.default(linalg_vector_norm_1);  detach_3 = None
    clone_1 = torch.ops.aten.clone.default(linalg_vector_norm_1);  linalg_vector_norm_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(1e-08, dtype = torch.float32, device = device(type='cpu'))
    clamp_min_ = torch.ops.aten.clamp_min_.Tensor(clone, scalar_tensor);  clone = None
    clamp_min__1 = torch.ops.aten.clamp_min_.Tensor(clone_1, scalar_tensor);  clone_1 = scalar_tensor = None
    div = torch.ops.aten.div.Tensor(relu, clamp_min__1);  relu = clamp_min__1 = None
    div_1 = torch.ops.aten.div.Tensor(tanh, clamp_min_);  tanh = clamp_min_ = None
    mul = torch.ops.aten.mul.Tensor(div_1, div);  div_1 = div = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [-1]);  mul = None
    unsqueeze = torch.ops.aten.unsqueeze.default(sum_1, -1);  sum_1 = None
    tanh_1 = torch.ops.aten.tanh.default(add);  add = None
    detach_4 = torch.ops.aten.detach.default(tanh_1);  detach_4 = None
    cat = torch.ops.aten.cat.default([tanh_1, unsqueeze], -1);  tanh_1 = unsqueeze = None
    _param_constant6 = self._param_constant6
    t_2 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, cat, t_2);  _param_constant7 = cat = t_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(addmm_2, 1, 0, 3)
    slice_2 = torch.ops.aten.slice.Tensor(addmm_2, 1, 3, 6)
    slice_3 = torch.ops.aten.slice.Tensor(addmm_2, 1, 6, 9223372036854775807);  addmm_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(slice_1, -1, False);  slice_1 = None
    detach_5 = torch.ops.aten.detach.default(_log_softmax);  detach_5 = None
    sub = torch.ops.aten.sub.Tensor(target_1, slice_2);  target_1 = slice_2 = None
    exp = torch.ops.aten.exp.default(slice_3)
    detach_6 = torch.ops.aten.detach.default(exp);  detach_6 = None
    div_2 = torch.ops.aten.div.Tensor(sub, exp);  sub = exp = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(div_2, 2);  div_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(pow_1, -0.5);  pow_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_1, slice_3);  mul_1 = slice_3 = None
    sub_2 = torch.ops.aten.sub.Tensor(sub_1, 0.9189385332046727);  sub_1 = None
    add_1 = torch.ops.aten.add.Tensor(_log_softmax, sub_2);  _log_softmax = sub_2 = None
    logsumexp = torch.ops.aten.logsumexp.default(add_1, [-1]);  add_1 = None
    detach_7 = torch.ops.aten.detach.default(logsumexp);  detach_7 = None
    mean = torch.ops.aten.mean.default(logsumexp);  logsumexp = None
    neg = torch.ops.aten.neg.default(mean);  mean = None
    return neg
    