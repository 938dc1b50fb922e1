


def forward(self, x_1, target_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    mul = torch.ops.aten.mul.Tensor(addmm, addmm)
    permute = torch.ops.aten.permute.default(addmm, [1, 0])
    mm = torch.ops.aten.mm.default(addmm, permute)
    mm_1 = torch.ops.aten.mm.default(mm, mul)
    add = torch.ops.aten.add.Tensor(mm_1, addmm);  mm_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, addmm);  add = None
    tanh = torch.ops.aten.tanh.default(add_1);  add_1 = None
    detach = torch.ops.aten.detach.default(tanh)
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, tanh, t_1);  _param_constant3 = None
    mse_loss = torch.ops.aten.mse_loss.default(addmm_1, target_1)
    ones_like = torch.ops.aten.ones_like.default(mse_loss, pin_memory = False, memory_format = torch.preserve_format)
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(ones_like, addmm_1, target_1, 1);  ones_like = addmm_1 = target_1 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_2 = torch.ops.aten.mm.default(mse_loss_backward, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(mse_loss_backward)
    mm_3 = torch.ops.aten.mm.default(t_3, tanh);  t_3 = tanh = None
    t_4 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mse_loss_backward, [0], True);  mse_loss_backward = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm_2, detach_1);  mm_2 = detach_1 = None
    add_2 = torch.ops.aten.add.Tensor(tanh_backward, tanh_backward)
    t_6 = torch.ops.aten.t.default(mm);  mm = None
    mm_4 = torch.ops.aten.mm.default(t_6, tanh_backward);  t_6 = None
    t_7 = torch.ops.aten.t.default(mul);  mul = None
    mm_5 = torch.ops.aten.mm.default(tanh_backward, t_7);  tanh_backward = t_7 = None
    t_8 = torch.ops.aten.t.default(mm_5)
    mm_6 = torch.ops.aten.mm.default(t_8, addmm);  t_8 = None
    t_9 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    t_10 = torch.ops.aten.t.default(permute);  permute = None
    mm_7 = torch.ops.aten.mm.default(mm_5, t_10);  mm_5 = t_10 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mm_7);  add_2 = mm_7 = None
    permute_1 = torch.ops.aten.permute.default(t_9, [1, 0]);  t_9 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, permute_1);  add_3 = permute_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(mm_4, addmm)
    mul_2 = torch.ops.aten.mul.Tensor(mm_4, addmm);  mm_4 = addmm = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_2);  add_4 = mul_2 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_1);  add_5 = mul_1 = None
    t_11 = torch.ops.aten.t.default(add_6)
    mm_8 = torch.ops.aten.mm.default(t_11, x_1);  t_11 = x_1 = None
    t_12 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(add_6, [0], True);  add_6 = None
    view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    return (mse_loss, t_13, view_1, t_5, view)
    