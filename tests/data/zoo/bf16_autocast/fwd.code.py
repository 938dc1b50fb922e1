


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _to_copy = torch.ops.aten._to_copy.default(_param_constant0, dtype = torch.bfloat16);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    _to_copy_1 = torch.ops.aten._to_copy.default(_param_constant1, dtype = torch.bfloat16);  _param_constant1 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(x_1, dtype = torch.bfloat16);  x_1 = None
    t = torch.ops.aten.t.default(_to_copy_1);  _to_copy_1 = None
    addmm = torch.ops.aten.addmm.default(_to_copy, _to_copy_2, t);  _to_copy = _to_copy_2 = t = None
    gelu = torch.ops.aten.gelu.default(addmm);  addmm = None
    _param_constant2 = self._param_constant2
    _to_copy_3 = torch.ops.aten._to_copy.default(_param_constant2, dtype = torch.bfloat16);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    _to_copy_4 = torch.ops.aten._to_copy.default(_param_constant3, dtype = torch.bfloat16);  _param_constant3 = None
    t_1 = torch.ops.aten.t.default(_to_copy_4);  _to_copy_4 = None
    addmm_1 = torch.ops.aten.addmm.default(_to_copy_3, gelu, t_1);  _to_copy_3 = gelu = t_1 = None
    _to_copy_5 = torch.ops.aten._to_copy.default(addmm_1, dtype = torch.float32);  addmm_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(_to_copy_5, 1, False);  _to_copy_5 = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    