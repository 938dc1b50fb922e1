


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    silu = torch.ops.aten.silu.default(addmm)
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, silu, t_1);  _param_constant3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_1, 1, torch.float32);  nll_loss_backward = detach_1 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_3, silu);  t_3 = silu = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    silu_backward = torch.ops.aten.silu_backward.default(mm, addmm);  mm = addmm = None
    t_6 = torch.ops.aten.t.default(silu_backward)
    mm_2 = torch.ops.aten.mm.default(t_6, x_1);  t_6 = x_1 = None
    t_7 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(silu_backward, [0], True);  silu_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    return (getitem, t_8, view_1, None, None, t_5, view)
    