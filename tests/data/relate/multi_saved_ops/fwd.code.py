


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, x_1, t_1);  _param_constant3 = x_1 = t_1 = None
    linalg_cross = torch.ops.aten.linalg_cross.default(addmm, addmm_1)
    atan2 = torch.ops.aten.atan2.default(addmm, addmm_1)
    hypot = torch.ops.aten.hypot.default(addmm, linalg_cross)
    detach = torch.ops.aten.detach.default(hypot);  detach = None
    add = torch.ops.aten.add.Tensor(addmm, addmm_1)
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    clamp = torch.ops.aten.clamp.Tensor(add, _param_constant4, _param_constant5);  add = _param_constant4 = _param_constant5 = None
    mean = torch.ops.aten.mean.dim(clamp, [0])
    _param_constant6 = self._param_constant6
    dot = torch.ops.aten.dot.default(mean, _param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    mv = torch.ops.aten.mv.default(_param_constant7, mean);  _param_constant7 = None
    amax = torch.ops.aten.amax.default(linalg_cross, [0])
    detach_1 = torch.ops.aten.detach.default(amax);  detach_1 = None
    _param_constant8 = self._param_constant8
    _param_constant7_1 = self._param_constant7
    addmv = torch.ops.aten.addmv.default(_param_constant8, _param_constant7_1, amax);  _param_constant8 = _param_constant7_1 = amax = None
    _param_constant7_2 = self._param_constant7
    _param_constant6_1 = self._param_constant6
    addr = torch.ops.aten.addr.default(_param_constant7_2, mean, _param_constant6_1);  _param_constant7_2 = mean = _param_constant6_1 = None
    view = torch.ops.aten.view.default(addmv, [3, 1]);  addmv = None
    mul = torch.ops.aten.mul.Tensor(view, mv);  view = mv = None
    add_1 = torch.ops.aten.add.Tensor(addr, mul);  addr = mul = None
    mm = torch.ops.aten.mm.default(addmm, add_1);  add_1 = None
    tanh = torch.ops.aten.tanh.default(mm);  mm = None
    detach_2 = torch.ops.aten.detach.default(tanh);  detach_2 = None
    tanh_1 = torch.ops.aten.tanh.default(addmm_1)
    detach_3 = torch.ops.aten.detach.default(tanh_1);  detach_3 = None
    _tensor_constant0 = self._tensor_constant0
    ldexp = torch.ops.aten.ldexp.Tensor(tanh_1, _tensor_constant0);  tanh_1 = _tensor_constant0 = None
    detach_4 = torch.ops.aten.detach.default(ldexp);  detach_4 = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm_1)
    detach_5 = torch.ops.aten.detach.default(sigmoid);  detach_5 = None
    softplus = torch.ops.aten.softplus.default(addmm)
    xlogy = torch.ops.aten.xlogy.Tensor(sigmoid, softplus);  sigmoid = softplus = None
    tanh_2 = torch.ops.aten.tanh.default(linalg_cross);  linalg_cross = None
    detach_6 = torch.ops.aten.detach.default(tanh_2);  detach_6 = None
    mul_1 = torch.ops.aten.mul.Tensor(tanh_2, 0.5);  tanh_2 = None
    add_2 = torch.ops.aten.add.Tensor(mul_1, 1.0);  mul_1 = None
    prod = torch.ops.aten.prod.dim_int(add_2, -1, True);  add_2 = None
    detach_7 = torch.ops.aten.detach.default(prod);  detach_7 = None
    amax_1 = torch.ops.aten.amax.default(addmm, [-1], True);  addmm = None
    detach_8 = torch.ops.aten.detach.default(amax_1);  detach_8 = None
    amin = torch.ops.aten.amin.default(addmm_1, [-1], True);  addmm_1 = None
    detach_9 = torch.ops.aten.detach.default(amin);  detach_9 = None
    sub = torch.ops.aten.sub.Tensor(amax_1, amin);  amax_1 = amin = None
    _tensor_constant1 = self._tensor_constant1
    take = torch.ops.aten.take.default(hypot, _tensor_constant1);  hypot = _tensor_constant1 = None
    view_1 = torch.ops.aten.view.default(take, [1, 4]);  take = None
    expand = torch.ops.aten.expand.default(view_1, [2, 4]);  view_1 = None
    add_3 = torch.ops.aten.add.Tensor(prod, dot);  prod = dot = None
    slice_1 = torch.ops.aten.slice.Tensor(expand, 1, 0, 2);  expand = None
    cat = torch.ops.aten.cat.default([add_3, sub, slice_1], -1);  add_3 = sub = slice_1 = None
    cat_1 = torch.ops.aten.cat.default([tanh, atan2, clamp, ldexp, xlogy, cat], -1);  tanh = atan2 = clamp = ldexp = xlogy = cat = None
    _param_constant9 = self._param_constant9
    t_2 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_2 = torch.ops.aten.addmm.default(_param_constant10, cat_1, t_2);  _param_constant10 = cat_1 = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_10 = torch.ops.aten.detach.default(_log_softmax);  detach_10 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    