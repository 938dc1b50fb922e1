


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    sum_1 = torch.ops.aten.sum.default(_log_softmax_backward_data)
    mul = torch.ops.aten.mul.Tensor(sum_1, 0.1);  sum_1 = None
    mul_1 = torch.ops.aten.mul.Scalar(mul, 0.9)
    mul_2 = torch.ops.aten.mul.Scalar(mul, 0.03333333333333333)
    _tensor_constant4 = self._tensor_constant4
    div = torch.ops.aten.div.Tensor(mul_2, _tensor_constant4);  mul_2 = _tensor_constant4 = None
    expand = torch.ops.aten.expand.default(div, [2]);  div = None
    _tensor_constant5 = self._tensor_constant5
    masked_fill = torch.ops.aten.masked_fill.Scalar(expand, _tensor_constant5, 0);  expand = _tensor_constant5 = None
    neg = torch.ops.aten.neg.default(masked_fill);  masked_fill = None
    unsqueeze = torch.ops.aten.unsqueeze.default(neg, 1);  neg = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 3]);  unsqueeze = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    nll_loss_backward_1 = torch.ops.aten.nll_loss_backward.default(mul_1, _tensor_constant6, _tensor_constant7, None, 1, 2, _tensor_constant8);  mul_1 = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = None
    add = torch.ops.aten.add.Tensor(expand_1, nll_loss_backward_1);  expand_1 = nll_loss_backward_1 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    _log_softmax_backward_data_1 = torch.ops.aten._log_softmax_backward_data.default(add, detach_1, 1, torch.float32);  add = detach_1 = None
    add_1 = torch.ops.aten.add.Tensor(_log_softmax_backward_data, _log_softmax_backward_data_1);  _log_softmax_backward_data = _log_softmax_backward_data_1 = None
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    mul_3 = torch.ops.aten.mul.Tensor(_tensor_constant10, _tensor_constant11);  _tensor_constant10 = _tensor_constant11 = None
    add_2 = torch.ops.aten.add.Scalar(mul_3, 1)
    _tensor_constant11_1 = self._tensor_constant11
    sub = torch.ops.aten.sub.Tensor(add_2, _tensor_constant11_1);  add_2 = _tensor_constant11_1 = None
    _tensor_constant12 = self._tensor_constant12
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant12);  _tensor_constant12 = None
    mul_4 = torch.ops.aten.mul.Tensor(sub, sigmoid);  sub = sigmoid = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_4, mul_3);  mul_4 = mul_3 = None
    mul_5 = torch.ops.aten.mul.Tensor(sub_1, mul);  sub_1 = None
    div_ = torch.ops.aten.div_.Scalar(mul_5, 8);  mul_5 = None
    _tensor_constant12_1 = self._tensor_constant12
    neg_1 = torch.ops.aten.neg.default(_tensor_constant12_1);  _tensor_constant12_1 = None
    log_sigmoid_forward = torch.ops.aten.log_sigmoid_forward.default(neg_1);  neg_1 = None
    getitem = log_sigmoid_forward[0]
    getitem_1 = log_sigmoid_forward[1];  log_sigmoid_forward = getitem_1 = None
    _tensor_constant12_2 = self._tensor_constant12
    log_sigmoid_forward_1 = torch.ops.aten.log_sigmoid_forward.default(_tensor_constant12_2);  _tensor_constant12_2 = None
    getitem_2 = log_sigmoid_forward_1[0]
    getitem_3 = log_sigmoid_forward_1[1];  log_sigmoid_forward_1 = getitem_3 = None
    _tensor_constant10_1 = self._tensor_constant10
    mul_6 = torch.ops.aten.mul.Tensor(getitem_2, _tensor_constant10_1);  getitem_2 = _tensor_constant10_1 = None
    sub_2 = torch.ops.aten.sub.Tensor(getitem, mul_6);  getitem = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(sub_2, mul);  sub_2 = None
    div__1 = torch.ops.aten.div_.Scalar(mul_7, 8);  mul_7 = None
    _tensor_constant13 = self._tensor_constant13
    detach_2 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(div__1, detach_2);  div__1 = detach_2 = None
    div_1 = torch.ops.aten.div.Tensor(mul, 2)
    expand_2 = torch.ops.aten.expand.default(div_1, [2, 3]);  div_1 = None
    _tensor_constant14 = self._tensor_constant14
    mul_8 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant14);  expand_2 = _tensor_constant14 = None
    neg_2 = torch.ops.aten.neg.default(mul_8);  mul_8 = None
    _tensor_constant15 = self._tensor_constant15
    detach_3 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    _log_softmax_backward_data_2 = torch.ops.aten._log_softmax_backward_data.default(neg_2, detach_3, 1, torch.float32);  neg_2 = detach_3 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, _log_softmax_backward_data_2);  add_1 = _log_softmax_backward_data_2 = None
    _tensor_constant12_3 = self._tensor_constant12
    _tensor_constant16 = self._tensor_constant16
    smooth_l1_loss_backward = torch.ops.aten.smooth_l1_loss_backward.default(mul, _tensor_constant12_3, _tensor_constant16, 1, 0.5);  mul = _tensor_constant12_3 = _tensor_constant16 = None
    add_4 = torch.ops.aten.add.Tensor(div_, smooth_l1_loss_backward);  div_ = smooth_l1_loss_backward = None
    _tensor_constant17 = self._tensor_constant17
    t = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm = torch.ops.aten.mm.default(add_3, t);  t = None
    t_1 = torch.ops.aten.t.default(add_3)
    _tensor_constant18 = self._tensor_constant18
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant18);  t_1 = _tensor_constant18 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(add_3, [0], True);  add_3 = None
    view = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 4, 8)
    slice_3 = torch.ops.aten.slice.Tensor(mm, 1, 8, 12);  mm = None
    add_5 = torch.ops.aten.add.Tensor(add_4, slice_1);  add_4 = slice_1 = None
    add_6 = torch.ops.aten.add.Tensor(sigmoid_backward, slice_3);  sigmoid_backward = slice_3 = None
    _tensor_constant19 = self._tensor_constant19
    detach_4 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_5, detach_4);  add_5 = detach_4 = None
    _tensor_constant20 = self._tensor_constant20
    t_4 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant21 = self._tensor_constant21
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant21);  t_5 = _tensor_constant21 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_1 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mm_2, 1);  mm_2 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_1, [2, 3, 4]);  unsqueeze_1 = None
    div_2 = torch.ops.aten.div.Scalar(expand_3, 3);  expand_3 = None
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    _embedding_bag_backward = torch.ops.aten._embedding_bag_backward.default(add_6, _tensor_constant22, _tensor_constant23, _tensor_constant24, _tensor_constant25, _tensor_constant26, 12, False, 2, False, None);  add_6 = _tensor_constant22 = _tensor_constant23 = _tensor_constant24 = _tensor_constant25 = _tensor_constant26 = None
    _tensor_constant22_1 = self._tensor_constant22
    _tensor_constant23_1 = self._tensor_constant23
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _embedding_bag_backward_1 = torch.ops.aten._embedding_bag_backward.default(slice_2, _tensor_constant22_1, _tensor_constant23_1, _tensor_constant27, _tensor_constant28, _tensor_constant29, 12, False, 0, False, _tensor_constant30);  slice_2 = _tensor_constant22_1 = _tensor_constant23_1 = _tensor_constant27 = _tensor_constant28 = _tensor_constant29 = _tensor_constant30 = None
    add_7 = torch.ops.aten.add.Tensor(_embedding_bag_backward, _embedding_bag_backward_1);  _embedding_bag_backward = _embedding_bag_backward_1 = None
    _tensor_constant31 = self._tensor_constant31
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(div_2, _tensor_constant31, 12, 0, False);  div_2 = _tensor_constant31 = None
    return (add_7, embedding_dense_backward, t_7, view_1, t_3, view)
    