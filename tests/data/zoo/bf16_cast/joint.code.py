


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    _to_copy = torch.ops.aten._to_copy.default(addmm, dtype = torch.bfloat16);  addmm = None
    sigmoid = torch.ops.aten.sigmoid.default(_to_copy)
    detach = torch.ops.aten.detach.default(sigmoid)
    mul = torch.ops.aten.mul.Tensor(_to_copy, sigmoid)
    relu = torch.ops.aten.relu.default(mul);  mul = None
    detach_1 = torch.ops.aten.detach.default(relu)
    _to_copy_1 = torch.ops.aten._to_copy.default(relu, dtype = torch.float32);  relu = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, _to_copy_1, t_1);  _param_constant3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_3, _to_copy_1);  t_3 = _to_copy_1 = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(mm, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'));  mm = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(_to_copy_2, detach_4, 0);  _to_copy_2 = detach_4 = None
    mul_1 = torch.ops.aten.mul.Tensor(threshold_backward, _to_copy);  _to_copy = None
    mul_2 = torch.ops.aten.mul.Tensor(threshold_backward, sigmoid);  threshold_backward = sigmoid = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_1, detach_5);  mul_1 = detach_5 = None
    add = torch.ops.aten.add.Tensor(mul_2, sigmoid_backward);  mul_2 = sigmoid_backward = None
    _to_copy_3 = torch.ops.aten._to_copy.default(add, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  add = None
    t_6 = torch.ops.aten.t.default(_to_copy_3)
    mm_2 = torch.ops.aten.mm.default(t_6, x_1);  t_6 = x_1 = None
    t_7 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(_to_copy_3, [0], True);  _to_copy_3 = None
    view_1 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    return (getitem, t_8, view_1, t_5, view)
    