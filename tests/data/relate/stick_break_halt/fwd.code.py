


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, tanh, t_1);  _param_constant3 = t_1 = None
    add = torch.ops.aten.add.Tensor(addmm_1, tanh);  addmm_1 = tanh = None
    tanh_1 = torch.ops.aten.tanh.default(add);  add = None
    detach_1 = torch.ops.aten.detach.default(tanh_1);  detach_1 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, tanh_1, t_2);  _param_constant5 = t_2 = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
    detach_2 = torch.ops.aten.detach.default(sigmoid);  detach_2 = None
    _param_constant2_1 = self._param_constant2
    t_3 = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
    _param_constant3_1 = self._param_constant3
    addmm_3 = torch.ops.aten.addmm.default(_param_constant3_1, tanh_1, t_3);  _param_constant3_1 = t_3 = None
    add_1 = torch.ops.aten.add.Tensor(addmm_3, tanh_1);  addmm_3 = None
    tanh_2 = torch.ops.aten.tanh.default(add_1);  add_1 = None
    detach_3 = torch.ops.aten.detach.default(tanh_2);  detach_3 = None
    _param_constant4_1 = self._param_constant4
    t_4 = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
    _param_constant5_1 = self._param_constant5
    addmm_4 = torch.ops.aten.addmm.default(_param_constant5_1, tanh_2, t_4);  _param_constant5_1 = t_4 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(addmm_4);  addmm_4 = None
    detach_4 = torch.ops.aten.detach.default(sigmoid_1);  detach_4 = None
    _param_constant2_2 = self._param_constant2
    t_5 = torch.ops.aten.t.default(_param_constant2_2);  _param_constant2_2 = None
    _param_constant3_2 = self._param_constant3
    addmm_5 = torch.ops.aten.addmm.default(_param_constant3_2, tanh_2, t_5);  _param_constant3_2 = t_5 = None
    add_2 = torch.ops.aten.add.Tensor(addmm_5, tanh_2);  addmm_5 = None
    tanh_3 = torch.ops.aten.tanh.default(add_2);  add_2 = None
    detach_5 = torch.ops.aten.detach.default(tanh_3);  detach_5 = None
    _param_constant4_2 = self._param_constant4
    t_6 = torch.ops.aten.t.default(_param_constant4_2);  _param_constant4_2 = None
    _param_constant5_2 = self._param_constant5
    addmm_6 = torch.ops.aten.addmm.default(_param_constant5_2, tanh_3, t_6);  _param_constant5_2 = t_6 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(addmm_6);  addmm_6 = None
    detach_6 = torch.ops.aten.detach.default(sigmoid_2);  detach_6 = None
    cat = torch.ops.aten.cat.default([sigmoid, sigmoid_1, sigmoid_2], -1);  sigmoid = sigmoid_1 = sigmoid_2 = None
    rsub = torch.ops.aten.rsub.Scalar(cat, 1.0)
    cumprod = torch.ops.aten.cumprod.default(rsub, -1);  rsub = None
    detach_7 = torch.ops.aten.detach.default(cumprod);  detach_7 = None
    slice_1 = torch.ops.aten.slice.Tensor(cumprod, 1, 0, 1)
    ones_like = torch.ops.aten.ones_like.default(slice_1, pin_memory = False);  slice_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(cumprod, 1, 0, -1)
    cat_1 = torch.ops.aten.cat.default([ones_like, slice_2], -1);  ones_like = slice_2 = None
    mul = torch.ops.aten.mul.Tensor(cat, cat_1);  cat = cat_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul, -1);  mul = None
    stack = torch.ops.aten.stack.default([tanh_1, tanh_2, tanh_3], 1);  tanh_1 = tanh_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(unsqueeze, stack);  unsqueeze = stack = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_1, [1]);  mul_1 = None
    slice_3 = torch.ops.aten.slice.Tensor(cumprod, 1, -1, 9223372036854775807);  cumprod = None
    mul_2 = torch.ops.aten.mul.Tensor(slice_3, tanh_3);  slice_3 = tanh_3 = None
    add_3 = torch.ops.aten.add.Tensor(sum_1, mul_2);  sum_1 = mul_2 = None
    _param_constant6 = self._param_constant6
    t_7 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_7 = torch.ops.aten.addmm.default(_param_constant7, add_3, t_7);  _param_constant7 = add_3 = t_7 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_7, 1, False);  addmm_7 = None
    detach_8 = torch.ops.aten.detach.default(_log_softmax);  detach_8 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    