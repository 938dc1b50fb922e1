


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, addmm, t_1);  _param_constant3 = None
    clone = torch.ops.aten.clone.default(addmm_1)
    clone_1 = torch.ops.aten.clone.default(clone)
    pow_ = torch.ops.aten.pow_.Scalar(clone, 2);  clone = None
    mean = torch.ops.aten.mean.dim(pow_, [-1], True);  pow_ = None
    add_ = torch.ops.aten.add_.Tensor(mean, 1e-05);  mean = None
    sqrt_ = torch.ops.aten.sqrt_.default(add_);  add_ = None
    detach = torch.ops.aten.detach.default(sqrt_)
    clone_2 = torch.ops.aten.clone.default(addmm_1)
    clone_3 = torch.ops.aten.clone.default(clone_2)
    div_ = torch.ops.aten.div_.Tensor(clone_2, sqrt_);  clone_2 = None
    mean_1 = torch.ops.aten.mean.dim(addmm_1, [-1], True);  addmm_1 = None
    sub_ = torch.ops.aten.sub_.Tensor(div_, mean_1);  div_ = mean_1 = None
    _param_constant4 = self._param_constant4
    mul = torch.ops.aten.mul.Tensor(sub_, _param_constant4);  _param_constant4 = None
    add = torch.ops.aten.add.Tensor(addmm, mul);  mul = None
    _param_constant5 = self._param_constant5
    t_2 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_2 = torch.ops.aten.addmm.default(_param_constant6, add, t_2);  _param_constant6 = None
    clone_4 = torch.ops.aten.clone.default(addmm_2)
    clone_5 = torch.ops.aten.clone.default(clone_4)
    pow__1 = torch.ops.aten.pow_.Scalar(clone_4, 2);  clone_4 = None
    mean_2 = torch.ops.aten.mean.dim(pow__1, [-1], True);  pow__1 = None
    add__1 = torch.ops.aten.add_.Tensor(mean_2, 1e-05);  mean_2 = None
    sqrt__1 = torch.ops.aten.sqrt_.default(add__1);  add__1 = None
    detach_1 = torch.ops.aten.detach.default(sqrt__1)
    clone_6 = torch.ops.aten.clone.default(addmm_2)
    clone_7 = torch.ops.aten.clone.default(clone_6)
    div__1 = torch.ops.aten.div_.Tensor(clone_6, sqrt__1);  clone_6 = None
    mean_3 = torch.ops.aten.mean.dim(addmm_2, [-1], True);  addmm_2 = None
    sub__1 = torch.ops.aten.sub_.Tensor(div__1, mean_3);  div__1 = mean_3 = None
    _param_constant4_1 = self._param_constant4
    mul_1 = torch.ops.aten.mul.Tensor(sub__1, _param_constant4_1);  _param_constant4_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_1);  mul_1 = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_3 = torch.ops.aten.addmm.default(_param_constant8, add_1, t_3);  _param_constant8 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_5, add_1);  t_5 = add_1 = None
    t_6 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    mul_2 = torch.ops.aten.mul.Tensor(mm, sub__1);  sub__1 = None
    _param_constant4_2 = self._param_constant4
    mul_3 = torch.ops.aten.mul.Tensor(mm, _param_constant4_2);  _param_constant4_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [0], True);  mul_2 = None
    view_1 = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
    neg = torch.ops.aten.neg.default(mul_3)
    sum_3 = torch.ops.aten.sum.dim_IntList(neg, [1], True);  neg = None
    expand = torch.ops.aten.expand.default(sum_3, [4, 10]);  sum_3 = None
    div = torch.ops.aten.div.Scalar(expand, 10);  expand = None
    div_1 = torch.ops.aten.div.Tensor(clone_7, sqrt__1);  clone_7 = None
    div_2 = torch.ops.aten.div.Tensor(div_1, sqrt__1);  div_1 = None
    neg_1 = torch.ops.aten.neg.default(mul_3)
    mul_4 = torch.ops.aten.mul.Tensor(neg_1, div_2);  neg_1 = div_2 = None
    div_3 = torch.ops.aten.div.Tensor(mul_3, sqrt__1);  mul_3 = sqrt__1 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_4, [1], True);  mul_4 = None
    add_2 = torch.ops.aten.add.Tensor(div, div_3);  div = div_3 = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    mul_5 = torch.ops.aten.mul.Scalar(detach_4, 2);  detach_4 = None
    div_4 = torch.ops.aten.div.Tensor(sum_4, mul_5);  sum_4 = mul_5 = None
    expand_1 = torch.ops.aten.expand.default(div_4, [4, 10]);  div_4 = None
    div_5 = torch.ops.aten.div.Scalar(expand_1, 10);  expand_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(clone_5, 1.0);  clone_5 = None
    mul_6 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_7 = torch.ops.aten.mul.Tensor(div_5, mul_6);  div_5 = mul_6 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_7);  add_2 = mul_7 = None
    t_8 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_2 = torch.ops.aten.mm.default(add_3, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(add_3)
    mm_3 = torch.ops.aten.mm.default(t_9, add);  t_9 = add = None
    t_10 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_3, [0], True);  add_3 = None
    view_2 = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
    add_4 = torch.ops.aten.add.Tensor(mm, mm_2);  mm = mm_2 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    mul_8 = torch.ops.aten.mul.Tensor(add_4, sub_);  sub_ = None
    _param_constant4_3 = self._param_constant4
    mul_9 = torch.ops.aten.mul.Tensor(add_4, _param_constant4_3);  _param_constant4_3 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_8, [0], True);  mul_8 = None
    view_3 = torch.ops.aten.view.default(sum_6, [10]);  sum_6 = None
    add_5 = torch.ops.aten.add.Tensor(view_1, view_3);  view_1 = view_3 = None
    neg_2 = torch.ops.aten.neg.default(mul_9)
    sum_7 = torch.ops.aten.sum.dim_IntList(neg_2, [1], True);  neg_2 = None
    expand_2 = torch.ops.aten.expand.default(sum_7, [4, 10]);  sum_7 = None
    div_6 = torch.ops.aten.div.Scalar(expand_2, 10);  expand_2 = None
    div_7 = torch.ops.aten.div.Tensor(clone_3, sqrt_);  clone_3 = None
    div_8 = torch.ops.aten.div.Tensor(div_7, sqrt_);  div_7 = None
    neg_3 = torch.ops.aten.neg.default(mul_9)
    mul_10 = torch.ops.aten.mul.Tensor(neg_3, div_8);  neg_3 = div_8 = None
    div_9 = torch.ops.aten.div.Tensor(mul_9, sqrt_);  mul_9 = sqrt_ = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_10, [1], True);  mul_10 = None
    add_6 = torch.ops.aten.add.Tensor(div_6, div_9);  div_6 = div_9 = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    mul_11 = torch.ops.aten.mul.Scalar(detach_5, 2);  detach_5 = None
    div_10 = torch.ops.aten.div.Tensor(sum_8, mul_11);  sum_8 = mul_11 = None
    expand_3 = torch.ops.aten.expand.default(div_10, [4, 10]);  div_10 = None
    div_11 = torch.ops.aten.div.Scalar(expand_3, 10);  expand_3 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(clone_1, 1.0);  clone_1 = None
    mul_12 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_13 = torch.ops.aten.mul.Tensor(div_11, mul_12);  div_11 = mul_12 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_13);  add_6 = mul_13 = None
    t_12 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_4 = torch.ops.aten.mm.default(add_7, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(add_7)
    mm_5 = torch.ops.aten.mm.default(t_13, addmm);  t_13 = addmm = None
    t_14 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_7, [0], True);  add_7 = None
    view_4 = torch.ops.aten.view.default(sum_9, [10]);  sum_9 = None
    add_8 = torch.ops.aten.add.Tensor(add_4, mm_4);  add_4 = mm_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    t_16 = torch.ops.aten.t.default(add_8)
    mm_6 = torch.ops.aten.mm.default(t_16, x_1);  t_16 = x_1 = None
    t_17 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(add_8, [0], True);  add_8 = None
    view_5 = torch.ops.aten.view.default(sum_10, [10]);  sum_10 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    return (getitem, add_5, t_18, view_5, t_15, view_4, t_11, view_2, t_7, view)
    