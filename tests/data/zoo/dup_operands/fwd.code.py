


def forward(self, x_1, target_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    mul = torch.ops.aten.mul.Tensor(addmm, addmm)
    permute = torch.ops.aten.permute.default(addmm, [1, 0])
    mm = torch.ops.aten.mm.default(addmm, permute);  permute = None
    mm_1 = torch.ops.aten.mm.default(mm, mul);  mm = mul = None
    add = torch.ops.aten.add.Tensor(mm_1, addmm);  mm_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, addmm);  add = addmm = None
    tanh = torch.ops.aten.tanh.default(add_1);  add_1 = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, tanh, t_1);  _param_constant3 = tanh = t_1 = None
    mse_loss = torch.ops.aten.mse_loss.default(addmm_1, target_1);  addmm_1 = target_1 = None
    return mse_loss
    