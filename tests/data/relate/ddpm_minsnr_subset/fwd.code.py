


def forward(self, x0_1):
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    index = torch.ops.aten.index.Tensor(_tensor_constant0, [_tensor_constant1]);  _tensor_constant0 = _tensor_constant1 = None
    view = torch.ops.aten.view.default(index, [-1, 1, 1, 1]);  index = None
    sqrt = torch.ops.aten.sqrt.default(view)
    mul = torch.ops.aten.mul.Tensor(sqrt, x0_1);  sqrt = x0_1 = None
    rsub = torch.ops.aten.rsub.Scalar(view, 1)
    sqrt_1 = torch.ops.aten.sqrt.default(rsub);  rsub = None
    _tensor_constant2 = self._tensor_constant2
    mul_1 = torch.ops.aten.mul.Tensor(sqrt_1, _tensor_constant2);  sqrt_1 = _tensor_constant2 = None
    add = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    _tensor_constant1_1 = self._tensor_constant1
    unsqueeze = torch.ops.aten.unsqueeze.default(_tensor_constant1_1, 1);  _tensor_constant1_1 = None
    _to_copy = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32);  unsqueeze = None
    _tensor_constant3 = self._tensor_constant3
    mul_2 = torch.ops.aten.mul.Tensor(_to_copy, _tensor_constant3);  _to_copy = _tensor_constant3 = None
    sin = torch.ops.aten.sin.default(mul_2)
    cos = torch.ops.aten.cos.default(mul_2);  mul_2 = None
    cat = torch.ops.aten.cat.default([sin, cos], -1);  sin = cos = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, cat, t);  _param_constant1 = cat = t = None
    silu = torch.ops.aten.silu.default(addmm);  addmm = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, silu, t_1);  _param_constant3 = silu = t_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    convolution = torch.ops.aten.convolution.default(add, _param_constant4, _param_constant5, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  add = _param_constant4 = _param_constant5 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(addmm_1, 2);  addmm_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
    add_ = torch.ops.aten.add_.Tensor(convolution, unsqueeze_2);  convolution = unsqueeze_2 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    native_group_norm = torch.ops.aten.native_group_norm.default(add_, _param_constant6, _param_constant7, 2, 8, 64, 2, 1e-05);  add_ = _param_constant6 = _param_constant7 = None
    getitem = native_group_norm[0]
    getitem_1 = native_group_norm[1]
    getitem_2 = native_group_norm[2];  native_group_norm = None
    detach = torch.ops.aten.detach.default(getitem_1);  getitem_1 = detach = None
    detach_1 = torch.ops.aten.detach.default(getitem_2);  getitem_2 = detach_1 = None
    silu_1 = torch.ops.aten.silu.default(getitem);  getitem = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    convolution_1 = torch.ops.aten.convolution.default(silu_1, _param_constant8, _param_constant9, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant8 = _param_constant9 = None
    silu_2 = torch.ops.aten.silu.default(convolution_1);  convolution_1 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    convolution_2 = torch.ops.aten.convolution.default(silu_2, _param_constant10, _param_constant11, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant10 = _param_constant11 = None
    silu_3 = torch.ops.aten.silu.default(convolution_2);  convolution_2 = None
    add_1 = torch.ops.aten.add.Tensor(silu_2, silu_3);  silu_2 = silu_3 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    convolution_3 = torch.ops.aten.convolution.default(add_1, _param_constant12, _param_constant13, [2, 2], [0, 0], [1, 1], True, [0, 0], 1);  add_1 = _param_constant12 = _param_constant13 = None
    cat_1 = torch.ops.aten.cat.default([silu_1, convolution_3], 1);  silu_1 = convolution_3 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    convolution_4 = torch.ops.aten.convolution.default(cat_1, _param_constant14, _param_constant15, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  cat_1 = _param_constant14 = _param_constant15 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(view, 1)
    div = torch.ops.aten.div.Tensor(view, rsub_1);  view = rsub_1 = None
    view_1 = torch.ops.aten.view.default(div, [2]);  div = None
    _tensor_constant2_1 = self._tensor_constant2
    sub = torch.ops.aten.sub.Tensor(convolution_4, _tensor_constant2_1);  convolution_4 = _tensor_constant2_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub, 2);  sub = None
    mean = torch.ops.aten.mean.dim(pow_1, [1, 2, 3]);  pow_1 = None
    clamp = torch.ops.aten.clamp.default(view_1, None, 5.0)
    div_1 = torch.ops.aten.div.Tensor(clamp, view_1);  clamp = view_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(div_1, mean);  div_1 = mean = None
    mean_1 = torch.ops.aten.mean.default(mul_3);  mul_3 = None
    return mean_1
    