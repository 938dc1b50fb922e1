


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    aminmax = torch.ops.aten.aminmax.default(relu)
    getitem = aminmax[0]
    getitem_1 = aminmax[1];  aminmax = None
    _tensor_constant0 = self._tensor_constant0
    mul_ = torch.ops.aten.mul_.Tensor(_tensor_constant0, 0.9);  _tensor_constant0 = None
    clamp = torch.ops.aten.clamp.default(getitem, None, 0.0);  getitem = None
    mul = torch.ops.aten.mul.Tensor(clamp, 0.1);  clamp = None
    add_ = torch.ops.aten.add_.Tensor(mul_, mul);  mul_ = mul = None
    _tensor_constant1 = self._tensor_constant1
    mul__1 = torch.ops.aten.mul_.Tensor(_tensor_constant1, 0.9);  _tensor_constant1 = None
    mul_1 = torch.ops.aten.mul.Tensor(getitem_1, 0.1);  getitem_1 = None
    add__1 = torch.ops.aten.add_.Tensor(mul__1, mul_1);  mul__1 = mul_1 = None
    sub = torch.ops.aten.sub.Tensor(add__1, add_);  add__1 = None
    div = torch.ops.aten.div.Tensor(sub, 255.0);  sub = None
    clamp_min = torch.ops.aten.clamp_min.default(div, 1e-06);  div = None
    view = torch.ops.aten.view.default(clamp_min, [1]);  clamp_min = None
    neg = torch.ops.aten.neg.default(add_);  add_ = None
    div_1 = torch.ops.aten.div.Tensor(neg, view);  neg = None
    round_1 = torch.ops.aten.round.default(div_1);  div_1 = None
    clamp_1 = torch.ops.aten.clamp.default(round_1, 0, 255);  round_1 = None
    _to_copy = torch.ops.aten._to_copy.default(clamp_1, dtype = torch.int32);  clamp_1 = None
    view_1 = torch.ops.aten.view.default(_to_copy, [1]);  _to_copy = None
    ones = torch.ops.aten.ones.default([1], dtype = torch.int64, layout = torch.strided, device = device(type='cpu'))
    _fake_quantize_per_tensor_affine_cachemask_tensor_qparams = torch.ops.aten._fake_quantize_per_tensor_affine_cachemask_tensor_qparams.default(relu, view, view_1, ones, 0, 255);  relu = view = view_1 = ones = None
    getitem_2 = _fake_quantize_per_tensor_affine_cachemask_tensor_qparams[0]
    getitem_3 = _fake_quantize_per_tensor_affine_cachemask_tensor_qparams[1];  _fake_quantize_per_tensor_affine_cachemask_tensor_qparams = getitem_3 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    _fake_quantize_learnable_per_tensor_affine = torch.ops.aten._fake_quantize_learnable_per_tensor_affine.default(_param_constant2, _param_constant3, _param_constant4, -128, 127, 0.011091956367701423);  _param_constant2 = _param_constant3 = _param_constant4 = None
    t_1 = torch.ops.aten.t.default(_fake_quantize_learnable_per_tensor_affine);  _fake_quantize_learnable_per_tensor_affine = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, getitem_2, t_1);  _param_constant5 = getitem_2 = t_1 = None
    tanh = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach_1 = torch.ops.aten.detach.default(tanh);  detach_1 = None
    _param_constant6 = self._param_constant6
    abs_1 = torch.ops.aten.abs.default(_param_constant6);  _param_constant6 = None
    amax = torch.ops.aten.amax.default(abs_1, [1]);  abs_1 = None
    div_2 = torch.ops.aten.div.Tensor(amax, 127.0);  amax = None
    clamp_min_1 = torch.ops.aten.clamp_min.default(div_2, 1e-06);  div_2 = None
    zeros = torch.ops.aten.zeros.default([3], dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
    _param_constant6_1 = self._param_constant6
    fake_quantize_per_channel_affine_cachemask = torch.ops.aten.fake_quantize_per_channel_affine_cachemask.default(_param_constant6_1, clamp_min_1, zeros, 0, -128, 127);  _param_constant6_1 = clamp_min_1 = zeros = None
    getitem_4 = fake_quantize_per_channel_affine_cachemask[0]
    getitem_5 = fake_quantize_per_channel_affine_cachemask[1];  fake_quantize_per_channel_affine_cachemask = getitem_5 = None
    t_2 = torch.ops.aten.t.default(getitem_4);  getitem_4 = None
    _param_constant7 = self._param_constant7
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, tanh, t_2);  _param_constant7 = tanh = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_6 = nll_loss_forward[0]
    getitem_7 = nll_loss_forward[1];  nll_loss_forward = getitem_7 = None
    return getitem_6
    