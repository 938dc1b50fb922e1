


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, addmm, t_1);  _param_constant3 = t_1 = None
    clone = torch.ops.aten.clone.default(addmm_1)
    clone_1 = torch.ops.aten.clone.default(clone);  clone_1 = None
    pow_ = torch.ops.aten.pow_.Scalar(clone, 2);  clone = None
    mean = torch.ops.aten.mean.dim(pow_, [-1], True);  pow_ = None
    add_ = torch.ops.aten.add_.Tensor(mean, 1e-05);  mean = None
    sqrt_ = torch.ops.aten.sqrt_.default(add_);  add_ = None
    detach = torch.ops.aten.detach.default(sqrt_);  detach = None
    clone_2 = torch.ops.aten.clone.default(addmm_1)
    clone_3 = torch.ops.aten.clone.default(clone_2);  clone_3 = None
    div_ = torch.ops.aten.div_.Tensor(clone_2, sqrt_);  clone_2 = sqrt_ = None
    mean_1 = torch.ops.aten.mean.dim(addmm_1, [-1], True);  addmm_1 = None
    sub_ = torch.ops.aten.sub_.Tensor(div_, mean_1);  div_ = mean_1 = None
    _param_constant4 = self._param_constant4
    mul = torch.ops.aten.mul.Tensor(sub_, _param_constant4);  sub_ = _param_constant4 = None
    add = torch.ops.aten.add.Tensor(addmm, mul);  addmm = mul = None
    _param_constant5 = self._param_constant5
    t_2 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_2 = torch.ops.aten.addmm.default(_param_constant6, add, t_2);  _param_constant6 = t_2 = None
    clone_4 = torch.ops.aten.clone.default(addmm_2)
    clone_5 = torch.ops.aten.clone.default(clone_4);  clone_5 = None
    pow__1 = torch.ops.aten.pow_.Scalar(clone_4, 2);  clone_4 = None
    mean_2 = torch.ops.aten.mean.dim(pow__1, [-1], True);  pow__1 = None
    add__1 = torch.ops.aten.add_.Tensor(mean_2, 1e-05);  mean_2 = None
    sqrt__1 = torch.ops.aten.sqrt_.default(add__1);  add__1 = None
    detach_1 = torch.ops.aten.detach.default(sqrt__1);  detach_1 = None
    clone_6 = torch.ops.aten.clone.default(addmm_2)
    clone_7 = torch.ops.aten.clone.default(clone_6);  clone_7 = None
    div__1 = torch.ops.aten.div_.Tensor(clone_6, sqrt__1);  clone_6 = sqrt__1 = None
    mean_3 = torch.ops.aten.mean.dim(addmm_2, [-1], True);  addmm_2 = None
    sub__1 = torch.ops.aten.sub_.Tensor(div__1, mean_3);  div__1 = mean_3 = None
    _param_constant4_1 = self._param_constant4
    mul_1 = torch.ops.aten.mul.Tensor(sub__1, _param_constant4_1);  sub__1 = _param_constant4_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_3 = torch.ops.aten.addmm.default(_param_constant8, add_1, t_3);  _param_constant8 = add_1 = t_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    