


def forward(self, x1_1, x2_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x1_1, t);  _param_constant1 = x1_1 = t = None
    gelu = torch.ops.aten.gelu.default(addmm);  addmm = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, gelu, t_1);  _param_constant3 = gelu = t_1 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(addmm_1, 2.0, [-1], True)
    detach = torch.ops.aten.detach.default(linalg_vector_norm);  detach = None
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    expand = torch.ops.aten.expand.default(clamp_min, [2, 4]);  clamp_min = None
    div = torch.ops.aten.div.Tensor(addmm_1, expand);  addmm_1 = expand = None
    _param_constant0_1 = self._param_constant0
    t_2 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant1_1 = self._param_constant1
    addmm_2 = torch.ops.aten.addmm.default(_param_constant1_1, x2_1, t_2);  _param_constant1_1 = x2_1 = t_2 = None
    gelu_1 = torch.ops.aten.gelu.default(addmm_2);  addmm_2 = None
    _param_constant2_1 = self._param_constant2
    t_3 = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
    _param_constant3_1 = self._param_constant3
    addmm_3 = torch.ops.aten.addmm.default(_param_constant3_1, gelu_1, t_3);  _param_constant3_1 = gelu_1 = t_3 = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(addmm_3, 2.0, [-1], True)
    detach_1 = torch.ops.aten.detach.default(linalg_vector_norm_1);  detach_1 = None
    clamp_min_1 = torch.ops.aten.clamp_min.default(linalg_vector_norm_1, 1e-12);  linalg_vector_norm_1 = None
    expand_1 = torch.ops.aten.expand.default(clamp_min_1, [2, 4]);  clamp_min_1 = None
    div_1 = torch.ops.aten.div.Tensor(addmm_3, expand_1);  addmm_3 = expand_1 = None
    t_4 = torch.ops.aten.t.default(div_1)
    mm = torch.ops.aten.mm.default(div, t_4);  t_4 = None
    _param_constant4 = self._param_constant4
    exp = torch.ops.aten.exp.default(_param_constant4);  _param_constant4 = None
    detach_2 = torch.ops.aten.detach.default(exp);  detach_2 = None
    mul = torch.ops.aten.mul.Tensor(mm, exp);  mm = exp = None
    add = torch.ops.aten.add.Tensor(div, div_1);  div = div_1 = None
    _param_constant5 = self._param_constant5
    t_5 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_4 = torch.ops.aten.addmm.default(_param_constant6, add, t_5);  _param_constant6 = add = t_5 = None
    _softmax = torch.ops.aten._softmax.default(addmm_4, -1, False);  addmm_4 = None
    detach_3 = torch.ops.aten.detach.default(_softmax);  detach_3 = None
    max_1 = torch.ops.aten.max.dim(_softmax, -1, True)
    getitem = max_1[0]
    getitem_1 = max_1[1];  max_1 = getitem_1 = None
    eq = torch.ops.aten.eq.Tensor(_softmax, getitem);  getitem = None
    _to_copy = torch.ops.aten._to_copy.default(eq, dtype = torch.float32);  eq = None
    detach_4 = torch.ops.aten.detach.default(_softmax)
    sub = torch.ops.aten.sub.Tensor(_to_copy, detach_4);  _to_copy = detach_4 = None
    add_1 = torch.ops.aten.add.Tensor(sub, _softmax);  sub = _softmax = None
    _param_constant7 = self._param_constant7
    t_6 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    mm_1 = torch.ops.aten.mm.default(add_1, t_6);  add_1 = t_6 = None
    cat = torch.ops.aten.cat.default([mul, mm_1], -1);  mul = mm_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(cat, 1, 0, 2)
    slice_2 = torch.ops.aten.slice.Tensor(cat, 1, 2, 9223372036854775807);  cat = None
    arange = torch.ops.aten.arange.default(2, device = device(type='cpu'), pin_memory = False)
    _log_softmax = torch.ops.aten._log_softmax.default(slice_1, 1, False)
    detach_5 = torch.ops.aten.detach.default(_log_softmax);  detach_5 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, arange, None, 1, -100);  _log_softmax = None
    getitem_2 = nll_loss_forward[0]
    getitem_3 = nll_loss_forward[1];  nll_loss_forward = getitem_3 = None
    t_7 = torch.ops.aten.t.default(slice_1);  slice_1 = None
    _log_softmax_1 = torch.ops.aten._log_softmax.default(t_7, 1, False);  t_7 = None
    detach_6 = torch.ops.aten.detach.default(_log_softmax_1);  detach_6 = None
    nll_loss_forward_1 = torch.ops.aten.nll_loss_forward.default(_log_softmax_1, arange, None, 1, -100);  _log_softmax_1 = arange = None
    getitem_4 = nll_loss_forward_1[0]
    getitem_5 = nll_loss_forward_1[1];  nll_loss_forward_1 = getitem_5 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_2, getitem_4);  getitem_2 = getitem_4 = None
    mul_1 = torch.ops.aten.mul.Tensor(add_2, 0.5);  add_2 = None
    _log_softmax_2 = torch.ops.aten._log_softmax.default(slice_2, 1, False);  slice_2 = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax_2);  detach_7 = None
    nll_loss_forward_2 = torch.ops.aten.nll_loss_forward.default(_log_softmax_2, labels_1, None, 1, -100);  _log_softmax_2 = labels_1 = None
    getitem_6 = nll_loss_forward_2[0]
    getitem_7 = nll_loss_forward_2[1];  nll_loss_forward_2 = getitem_7 = None
    add_3 = torch.ops.aten.add.Tensor(mul_1, getitem_6);  mul_1 = getitem_6 = None
    return add_3
    