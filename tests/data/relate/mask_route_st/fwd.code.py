


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    abs_1 = torch.ops.aten.abs.default(addmm)
    gt = torch.ops.aten.gt.Scalar(abs_1, 0.05);  abs_1 = None
    mul = torch.ops.aten.mul.Tensor(addmm, gt);  addmm = gt = None
    _param_constant2 = self._param_constant2
    sub = torch.ops.aten.sub.Tensor(mul, _param_constant2);  _param_constant2 = None
    mul_1 = torch.ops.aten.mul.Tensor(sub, 4.0);  sub = None
    sigmoid = torch.ops.aten.sigmoid.default(mul_1);  mul_1 = None
    detach = torch.ops.aten.detach.default(sigmoid);  detach = None
    _param_constant2_1 = self._param_constant2
    lt = torch.ops.aten.lt.Tensor(_param_constant2_1, mul);  _param_constant2_1 = None
    _to_copy = torch.ops.aten._to_copy.default(lt, dtype = torch.float32);  lt = None
    add = torch.ops.aten.add.Tensor(_to_copy, sigmoid);  _to_copy = None
    detach_1 = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
    sub_1 = torch.ops.aten.sub.Tensor(add, detach_1);  add = detach_1 = None
    mean = torch.ops.aten.mean.dim(mul, [-1], True)
    gt_1 = torch.ops.aten.gt.Scalar(mean, 0);  mean = None
    mul_2 = torch.ops.aten.mul.Tensor(sub_1, mul);  sub_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_2, mul);  mul_2 = None
    tanh = torch.ops.aten.tanh.default(mul);  mul = None
    detach_2 = torch.ops.aten.detach.default(tanh);  detach_2 = None
    where = torch.ops.aten.where.self(gt_1, add_1, tanh);  gt_1 = add_1 = tanh = None
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    _param_constant4 = self._param_constant4
    addmm_1 = torch.ops.aten.addmm.default(_param_constant4, where, t_1);  _param_constant4 = t_1 = None
    _softmax = torch.ops.aten._softmax.default(addmm_1, -1, False)
    detach_3 = torch.ops.aten.detach.default(_softmax);  detach_3 = None
    argmax = torch.ops.aten.argmax.default(addmm_1, -1);  addmm_1 = None
    zeros_like = torch.ops.aten.zeros_like.default(_softmax, pin_memory = False)
    unsqueeze = torch.ops.aten.unsqueeze.default(argmax, -1)
    scatter = torch.ops.aten.scatter.value(zeros_like, -1, unsqueeze, 1.0);  zeros_like = unsqueeze = None
    detach_4 = torch.ops.aten.detach.default(_softmax)
    sub_2 = torch.ops.aten.sub.Tensor(scatter, detach_4);  scatter = detach_4 = None
    add_2 = torch.ops.aten.add.Tensor(sub_2, _softmax);  sub_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(where, 2);  where = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
    permute = torch.ops.aten.permute.default(unsqueeze_2, [0, 2, 3, 1]);  unsqueeze_2 = None
    _param_constant5 = self._param_constant5
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_param_constant5, 3);  _param_constant5 = None
    permute_1 = torch.ops.aten.permute.default(unsqueeze_3, [3, 0, 2, 1]);  unsqueeze_3 = None
    permute_2 = torch.ops.aten.permute.default(permute, [0, 3, 1, 2]);  permute = None
    view = torch.ops.aten.view.default(permute_2, [1, 2, 4]);  permute_2 = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [3, 1, 2, 0]);  permute_1 = None
    clone = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [1, 4, 12]);  clone = None
    bmm = torch.ops.aten.bmm.default(view, _unsafe_view);  view = _unsafe_view = None
    view_1 = torch.ops.aten.view.default(bmm, [2, 1, 3, 4]);  bmm = None
    permute_4 = torch.ops.aten.permute.default(view_1, [0, 2, 3, 1]);  view_1 = None
    view_2 = torch.ops.aten.view.default(permute_4, [2, 3, 4]);  permute_4 = None
    _param_constant6 = self._param_constant6
    add_3 = torch.ops.aten.add.Tensor(view_2, _param_constant6);  view_2 = _param_constant6 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(add_2, -1);  add_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(unsqueeze_4, add_3);  unsqueeze_4 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_3, [1]);  mul_3 = None
    view_3 = torch.ops.aten.view.default(argmax, [-1, 1, 1]);  argmax = None
    expand = torch.ops.aten.expand.default(view_3, [2, 1, 4]);  view_3 = None
    expand_1 = torch.ops.aten.expand.default(add_3, [2, 3, 4]);  add_3 = None
    remainder = torch.ops.aten.remainder.Scalar(expand, 3);  expand = None
    gather = torch.ops.aten.gather.default(expand_1, 1, remainder);  expand_1 = remainder = None
    squeeze = torch.ops.aten.squeeze.dim(gather, 1);  gather = None
    amax = torch.ops.aten.amax.default(_softmax, [-1], True);  _softmax = None
    detach_5 = torch.ops.aten.detach.default(amax);  detach_5 = None
    mul_4 = torch.ops.aten.mul.Tensor(squeeze, amax);  squeeze = amax = None
    cat = torch.ops.aten.cat.default([sum_1, mul_4], -1);  sum_1 = mul_4 = None
    _param_constant7 = self._param_constant7
    t_2 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_2 = torch.ops.aten.addmm.default(_param_constant8, cat, t_2);  _param_constant8 = cat = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_6 = torch.ops.aten.detach.default(_log_softmax);  detach_6 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 0, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    mean_1 = torch.ops.aten.mean.default(getitem)
    gt_2 = torch.ops.aten.gt.Tensor(getitem, mean_1);  mean_1 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(gt_2, dtype = torch.float32);  gt_2 = None
    add_4 = torch.ops.aten.add.Tensor(_to_copy_1, 1.0);  _to_copy_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(add_4, getitem);  add_4 = getitem = None
    mean_2 = torch.ops.aten.mean.default(mul_5);  mul_5 = None
    return mean_2
    