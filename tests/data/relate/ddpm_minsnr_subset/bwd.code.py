


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [2]);  ones_like = None
    div = torch.ops.aten.div.Scalar(expand, 2);  expand = None
    _tensor_constant0 = self._tensor_constant0
    mul = torch.ops.aten.mul.Tensor(div, _tensor_constant0);  div = _tensor_constant0 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul, 1);  mul = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_2, [2, 1, 8, 8]);  unsqueeze_2 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 64);  expand_1 = None
    _tensor_constant1 = self._tensor_constant1
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant1, 1.0);  _tensor_constant1 = None
    mul_1 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(div_1, mul_1);  div_1 = mul_1 = None
    _tensor_constant2 = self._tensor_constant2
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(mul_2, _tensor_constant2, _param_constant0, [1], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  mul_2 = _tensor_constant2 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1];  getitem_1 = None
    getitem_2 = convolution_backward[2];  convolution_backward = getitem_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem, 1, 0, 8)
    slice_2 = torch.ops.aten.slice.Tensor(getitem, 1, 8, 16);  getitem = None
    _tensor_constant3 = self._tensor_constant3
    _param_constant1 = self._param_constant1
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(slice_2, _tensor_constant3, _param_constant1, [8], [2, 2], [0, 0], [1, 1], True, [0, 0], 1, [True, False, False]);  slice_2 = _tensor_constant3 = _param_constant1 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1];  getitem_4 = None
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = getitem_5 = None
    _tensor_constant4 = self._tensor_constant4
    silu_backward = torch.ops.aten.silu_backward.default(getitem_3, _tensor_constant4);  _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    _param_constant2 = self._param_constant2
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(silu_backward, _tensor_constant5, _param_constant2, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  silu_backward = _tensor_constant5 = _param_constant2 = None
    getitem_6 = convolution_backward_2[0]
    getitem_7 = convolution_backward_2[1];  getitem_7 = None
    getitem_8 = convolution_backward_2[2];  convolution_backward_2 = getitem_8 = None
    add = torch.ops.aten.add.Tensor(getitem_3, getitem_6);  getitem_3 = getitem_6 = None
    _tensor_constant6 = self._tensor_constant6
    silu_backward_1 = torch.ops.aten.silu_backward.default(add, _tensor_constant6);  add = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    _param_constant3 = self._param_constant3
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(silu_backward_1, _tensor_constant7, _param_constant3, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  silu_backward_1 = _tensor_constant7 = _param_constant3 = None
    getitem_9 = convolution_backward_3[0]
    getitem_10 = convolution_backward_3[1];  getitem_10 = None
    getitem_11 = convolution_backward_3[2];  convolution_backward_3 = getitem_11 = None
    add_1 = torch.ops.aten.add.Tensor(slice_1, getitem_9);  slice_1 = getitem_9 = None
    _tensor_constant8 = self._tensor_constant8
    silu_backward_2 = torch.ops.aten.silu_backward.default(add_1, _tensor_constant8);  add_1 = _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    detach = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant4 = self._param_constant4
    native_group_norm_backward = torch.ops.aten.native_group_norm_backward.default(silu_backward_2, _tensor_constant11, detach, detach_1, _param_constant4, 2, 8, 64, 2, [True, True, False]);  silu_backward_2 = _tensor_constant11 = detach = detach_1 = _param_constant4 = None
    getitem_12 = native_group_norm_backward[0]
    getitem_13 = native_group_norm_backward[1]
    getitem_14 = native_group_norm_backward[2];  native_group_norm_backward = getitem_14 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(getitem_12, [2, 3], True);  getitem_12 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_1, 3);  sum_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(squeeze, 2);  squeeze = None
    _tensor_constant12 = self._tensor_constant12
    t = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm = torch.ops.aten.mm.default(squeeze_1, t);  squeeze_1 = t = None
    _tensor_constant13 = self._tensor_constant13
    silu_backward_3 = torch.ops.aten.silu_backward.default(mm, _tensor_constant13);  mm = _tensor_constant13 = None
    t_1 = torch.ops.aten.t.default(silu_backward_3);  silu_backward_3 = None
    _tensor_constant14 = self._tensor_constant14
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant14);  t_1 = _tensor_constant14 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    return (t_3, getitem_13)
    