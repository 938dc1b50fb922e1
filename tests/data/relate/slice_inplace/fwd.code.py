


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    slice_1 = torch.ops.aten.slice.Tensor(addmm, 1, 0, 3)
    clone = torch.ops.aten.clone.default(slice_1);  clone = None
    _param_constant2 = self._param_constant2
    mul_ = torch.ops.aten.mul_.Tensor(slice_1, _param_constant2);  slice_1 = _param_constant2 = mul_ = None
    select = torch.ops.aten.select.int(addmm, 1, -1)
    _param_constant3 = self._param_constant3
    add_ = torch.ops.aten.add_.Tensor(select, _param_constant3);  select = _param_constant3 = add_ = None
    gelu = torch.ops.aten.gelu.default(addmm);  addmm = None
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, gelu, t_1);  _param_constant5 = gelu = t_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    