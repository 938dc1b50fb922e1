


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    sigmoid = torch.ops.aten.sigmoid.default(_param_constant0);  _param_constant0 = None
    detach = torch.ops.aten.detach.default(sigmoid);  detach = None
    zeros = torch.ops.aten.zeros.default([2, 4], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    select = torch.ops.aten.select.int(x_1, 1, 0)
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    addmm = torch.ops.aten.addmm.default(_param_constant2, select, t);  _param_constant2 = select = t = None
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    mm = torch.ops.aten.mm.default(zeros, t_1);  t_1 = None
    add = torch.ops.aten.add.Tensor(addmm, mm);  addmm = mm = None
    tanh = torch.ops.aten.tanh.default(add);  add = None
    detach_1 = torch.ops.aten.detach.default(tanh);  detach_1 = None
    lerp = torch.ops.aten.lerp.Tensor(zeros, tanh, sigmoid);  zeros = tanh = None
    select_1 = torch.ops.aten.select.int(x_1, 1, 1)
    _param_constant1_1 = self._param_constant1
    t_2 = torch.ops.aten.t.default(_param_constant1_1);  _param_constant1_1 = None
    _param_constant2_1 = self._param_constant2
    addmm_1 = torch.ops.aten.addmm.default(_param_constant2_1, select_1, t_2);  _param_constant2_1 = select_1 = t_2 = None
    _param_constant3_1 = self._param_constant3
    t_3 = torch.ops.aten.t.default(_param_constant3_1);  _param_constant3_1 = None
    mm_1 = torch.ops.aten.mm.default(lerp, t_3);  t_3 = None
    add_1 = torch.ops.aten.add.Tensor(addmm_1, mm_1);  addmm_1 = mm_1 = None
    tanh_1 = torch.ops.aten.tanh.default(add_1);  add_1 = None
    detach_2 = torch.ops.aten.detach.default(tanh_1);  detach_2 = None
    lerp_1 = torch.ops.aten.lerp.Tensor(lerp, tanh_1, sigmoid);  lerp = tanh_1 = None
    select_2 = torch.ops.aten.select.int(x_1, 1, 2);  x_1 = None
    _param_constant1_2 = self._param_constant1
    t_4 = torch.ops.aten.t.default(_param_constant1_2);  _param_constant1_2 = None
    _param_constant2_2 = self._param_constant2
    addmm_2 = torch.ops.aten.addmm.default(_param_constant2_2, select_2, t_4);  _param_constant2_2 = select_2 = t_4 = None
    _param_constant3_2 = self._param_constant3
    t_5 = torch.ops.aten.t.default(_param_constant3_2);  _param_constant3_2 = None
    mm_2 = torch.ops.aten.mm.default(lerp_1, t_5);  t_5 = None
    add_2 = torch.ops.aten.add.Tensor(addmm_2, mm_2);  addmm_2 = mm_2 = None
    tanh_2 = torch.ops.aten.tanh.default(add_2);  add_2 = None
    detach_3 = torch.ops.aten.detach.default(tanh_2);  detach_3 = None
    lerp_2 = torch.ops.aten.lerp.Tensor(lerp_1, tanh_2, sigmoid);  lerp_1 = sigmoid = None
    _param_constant4 = self._param_constant4
    t_6 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_3 = torch.ops.aten.addmm.default(_param_constant5, lerp_2, t_6);  _param_constant5 = t_6 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(addmm_3);  addmm_3 = None
    detach_4 = torch.ops.aten.detach.default(sigmoid_1);  detach_4 = None
    addcmul = torch.ops.aten.addcmul.default(lerp_2, sigmoid_1, tanh_2, value = 0.5);  sigmoid_1 = tanh_2 = None
    _param_constant4_1 = self._param_constant4
    t_7 = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
    _param_constant5_1 = self._param_constant5
    addmm_4 = torch.ops.aten.addmm.default(_param_constant5_1, addcmul, t_7);  _param_constant5_1 = t_7 = None
    _param_constant6 = self._param_constant6
    t_8 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_5 = torch.ops.aten.addmm.default(_param_constant7, lerp_2, t_8);  _param_constant7 = lerp_2 = t_8 = None
    softplus = torch.ops.aten.softplus.default(addmm_5);  addmm_5 = None
    add_3 = torch.ops.aten.add.Tensor(softplus, 1.0);  softplus = None
    addcdiv = torch.ops.aten.addcdiv.default(addcmul, addmm_4, add_3, value = 0.25);  addcmul = addmm_4 = add_3 = None
    _param_constant8 = self._param_constant8
    t_9 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_6 = torch.ops.aten.addmm.default(_param_constant9, addcdiv, t_9);  _param_constant9 = addcdiv = t_9 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_6, 1, False);  addmm_6 = None
    detach_5 = torch.ops.aten.detach.default(_log_softmax);  detach_5 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    