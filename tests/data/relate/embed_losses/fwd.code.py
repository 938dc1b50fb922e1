


def forward(self, ids_1, offsets_1, psw_1, soft_1, labels_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, ids_1, 0);  _param_constant0 = None
    view = torch.ops.aten.view.default(ids_1, [-1])
    _param_constant1 = self._param_constant1
    _embedding_bag = torch.ops.aten._embedding_bag.default(_param_constant1, view, offsets_1, False, 0, False, psw_1);  _param_constant1 = psw_1 = None
    getitem = _embedding_bag[0]
    getitem_1 = _embedding_bag[1];  getitem_1 = None
    getitem_2 = _embedding_bag[2];  getitem_2 = None
    getitem_3 = _embedding_bag[3];  _embedding_bag = getitem_3 = None
    _param_constant1_1 = self._param_constant1
    _embedding_bag_1 = torch.ops.aten._embedding_bag.default(_param_constant1_1, view, offsets_1, False, 2, False, None);  _param_constant1_1 = view = offsets_1 = None
    getitem_4 = _embedding_bag_1[0]
    getitem_5 = _embedding_bag_1[1];  getitem_5 = None
    getitem_6 = _embedding_bag_1[2];  getitem_6 = None
    getitem_7 = _embedding_bag_1[3];  _embedding_bag_1 = getitem_7 = None
    mean = torch.ops.aten.mean.dim(embedding, [1]);  embedding = None
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm = torch.ops.aten.addmm.default(_param_constant3, mean, t);  _param_constant3 = mean = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    cat = torch.ops.aten.cat.default([tanh, getitem, getitem_4], 1)
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, cat, t_1);  _param_constant5 = cat = t_1 = None
    detach_1 = torch.ops.aten.detach.default(getitem);  getitem = None
    mul = torch.ops.aten.mul.Tensor(detach_1, 0.5);  detach_1 = None
    smooth_l1_loss = torch.ops.aten.smooth_l1_loss.default(tanh, mul, 1, 0.5);  mul = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False)
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    _log_softmax_1 = torch.ops.aten._log_softmax.default(soft_1, 1, False);  soft_1 = None
    sub = torch.ops.aten.sub.Tensor(_log_softmax_1, _log_softmax);  _log_softmax = None
    exp = torch.ops.aten.exp.default(_log_softmax_1);  _log_softmax_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(exp, sub);  exp = sub = None
    sum_1 = torch.ops.aten.sum.default(mul_1);  mul_1 = None
    div = torch.ops.aten.div.Tensor(sum_1, 2);  sum_1 = None
    add = torch.ops.aten.add.Tensor(smooth_l1_loss, div);  smooth_l1_loss = div = None
    sigmoid = torch.ops.aten.sigmoid.default(getitem_4);  getitem_4 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid);  detach_3 = None
    _tensor_constant0 = self._tensor_constant0
    binary_cross_entropy_with_logits = torch.ops.aten.binary_cross_entropy_with_logits.default(tanh, sigmoid, None, _tensor_constant0);  tanh = sigmoid = _tensor_constant0 = None
    add_1 = torch.ops.aten.add.Tensor(add, binary_cross_entropy_with_logits);  add = binary_cross_entropy_with_logits = None
    select = torch.ops.aten.select.int(ids_1, 1, 0);  ids_1 = None
    remainder = torch.ops.aten.remainder.Scalar(select, 3);  select = None
    _log_softmax_2 = torch.ops.aten._log_softmax.default(addmm_1, 1, False)
    detach_4 = torch.ops.aten.detach.default(_log_softmax_2);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax_2, remainder, None, 1, 2)
    getitem_8 = nll_loss_forward[0]
    getitem_9 = nll_loss_forward[1];  nll_loss_forward = getitem_9 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(_log_softmax_2, [1]);  _log_softmax_2 = None
    neg = torch.ops.aten.neg.default(sum_2);  sum_2 = None
    eq = torch.ops.aten.eq.Scalar(remainder, 2);  remainder = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(neg, eq, 0.0);  neg = None
    bitwise_not = torch.ops.aten.bitwise_not.default(eq);  eq = None
    sum_3 = torch.ops.aten.sum.default(bitwise_not);  bitwise_not = None
    sum_4 = torch.ops.aten.sum.default(masked_fill_);  masked_fill_ = None
    div_1 = torch.ops.aten.div.Tensor(sum_4, sum_3);  sum_4 = sum_3 = None
    mul_2 = torch.ops.aten.mul.Scalar(div_1, 0.03333333333333333);  div_1 = None
    mul_3 = torch.ops.aten.mul.Scalar(getitem_8, 0.9);  getitem_8 = None
    add_2 = torch.ops.aten.add.Tensor(mul_3, mul_2);  mul_3 = mul_2 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, add_2);  add_1 = add_2 = None
    mul_4 = torch.ops.aten.mul.Tensor(add_3, 0.1);  add_3 = None
    add_4 = torch.ops.aten.add.Tensor(addmm_1, mul_4);  addmm_1 = mul_4 = None
    _log_softmax_3 = torch.ops.aten._log_softmax.default(add_4, 1, False);  add_4 = None
    detach_5 = torch.ops.aten.detach.default(_log_softmax_3);  detach_5 = None
    nll_loss_forward_1 = torch.ops.aten.nll_loss_forward.default(_log_softmax_3, labels_1, None, 1, -100);  _log_softmax_3 = labels_1 = None
    getitem_10 = nll_loss_forward_1[0]
    getitem_11 = nll_loss_forward_1[1];  nll_loss_forward_1 = getitem_11 = None
    return getitem_10
    