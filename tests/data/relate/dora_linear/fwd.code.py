


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    mm = torch.ops.aten.mm.default(_param_constant0, _param_constant1);  _param_constant0 = _param_constant1 = None
    _param_constant2 = self._param_constant2
    add = torch.ops.aten.add.Tensor(_param_constant2, mm);  _param_constant2 = mm = None
    _param_constant3 = self._param_constant3
    mul = torch.ops.aten.mul.Tensor(_param_constant3, add);  _param_constant3 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(add, 2, [1], True);  add = None
    detach = torch.ops.aten.detach.default(linalg_vector_norm);  detach = None
    div = torch.ops.aten.div.Tensor(mul, linalg_vector_norm);  mul = linalg_vector_norm = None
    t = torch.ops.aten.t.default(div);  div = None
    _param_constant4 = self._param_constant4
    addmm = torch.ops.aten.addmm.default(_param_constant4, x_1, t);  _param_constant4 = x_1 = t = None
    gelu = torch.ops.aten.gelu.default(addmm);  addmm = None
    _param_constant5 = self._param_constant5
    _param_constant6 = self._param_constant6
    mm_1 = torch.ops.aten.mm.default(_param_constant5, _param_constant6);  _param_constant5 = _param_constant6 = None
    _param_constant7 = self._param_constant7
    add_1 = torch.ops.aten.add.Tensor(_param_constant7, mm_1);  _param_constant7 = mm_1 = None
    _param_constant8 = self._param_constant8
    mul_1 = torch.ops.aten.mul.Tensor(_param_constant8, add_1);  _param_constant8 = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(add_1, 2, [1], True);  add_1 = None
    detach_1 = torch.ops.aten.detach.default(linalg_vector_norm_1);  detach_1 = None
    div_1 = torch.ops.aten.div.Tensor(mul_1, linalg_vector_norm_1);  mul_1 = linalg_vector_norm_1 = None
    t_1 = torch.ops.aten.t.default(div_1);  div_1 = None
    _param_constant9 = self._param_constant9
    addmm_1 = torch.ops.aten.addmm.default(_param_constant9, gelu, t_1);  _param_constant9 = gelu = t_1 = None
    tanh = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach_2 = torch.ops.aten.detach.default(tanh);  detach_2 = None
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_2 = torch.ops.aten.addmm.default(_param_constant11, tanh, t_2);  _param_constant11 = tanh = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    