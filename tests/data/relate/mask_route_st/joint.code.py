


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    abs_1 = torch.ops.aten.abs.default(addmm)
    gt = torch.ops.aten.gt.Scalar(abs_1, 0.05);  abs_1 = None
    mul = torch.ops.aten.mul.Tensor(addmm, gt);  addmm = None
    _param_constant2 = self._param_constant2
    sub = torch.ops.aten.sub.Tensor(mul, _param_constant2);  _param_constant2 = None
    mul_1 = torch.ops.aten.mul.Tensor(sub, 4.0);  sub = None
    sigmoid = torch.ops.aten.sigmoid.default(mul_1);  mul_1 = None
    detach = torch.ops.aten.detach.default(sigmoid)
    _param_constant2_1 = self._param_constant2
    lt = torch.ops.aten.lt.Tensor(_param_constant2_1, mul);  _param_constant2_1 = None
    _to_copy = torch.ops.aten._to_copy.default(lt, dtype = torch.float32);  lt = None
    add = torch.ops.aten.add.Tensor(_to_copy, sigmoid);  _to_copy = None
    detach_1 = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
    sub_1 = torch.ops.aten.sub.Tensor(add, detach_1);  add = detach_1 = None
    mean = torch.ops.aten.mean.dim(mul, [-1], True)
    gt_1 = torch.ops.aten.gt.Scalar(mean, 0);  mean = None
    mul_2 = torch.ops.aten.mul.Tensor(sub_1, mul)
    add_1 = torch.ops.aten.add.Tensor(mul_2, mul);  mul_2 = None
    tanh = torch.ops.aten.tanh.default(mul)
    detach_2 = torch.ops.aten.detach.default(tanh)
    where = torch.ops.aten.where.self(gt_1, add_1, tanh);  add_1 = tanh = None
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    _param_constant4 = self._param_constant4
    addmm_1 = torch.ops.aten.addmm.default(_param_constant4, where, t_1);  _param_constant4 = None
    _softmax = torch.ops.aten._softmax.default(addmm_1, -1, False)
    detach_3 = torch.ops.aten.detach.default(_softmax)
    argmax = torch.ops.aten.argmax.default(addmm_1, -1);  addmm_1 = None
    zeros_like = torch.ops.aten.zeros_like.default(_softmax, pin_memory = False)
    unsqueeze = torch.ops.aten.unsqueeze.default(argmax, -1)
    scatter = torch.ops.aten.scatter.value(zeros_like, -1, unsqueeze, 1.0);  zeros_like = unsqueeze = None
    detach_4 = torch.ops.aten.detach.default(_softmax)
    sub_2 = torch.ops.aten.sub.Tensor(scatter, detach_4);  scatter = detach_4 = None
    add_2 = torch.ops.aten.add.Tensor(sub_2, _softmax);  sub_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(where, 2)
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
    bmm = torch.ops.aten.bmm.default(view, _unsafe_view)
    view_1 = torch.ops.aten.view.default(bmm, [2, 1, 3, 4]);  bmm = None
    permute_4 = torch.ops.aten.permute.default(view_1, [0, 2, 3, 1]);  view_1 = None
    view_2 = torch.ops.aten.view.default(permute_4, [2, 3, 4]);  permute_4 = None
    _param_constant6 = self._param_constant6
    add_3 = torch.ops.aten.add.Tensor(view_2, _param_constant6);  view_2 = _param_constant6 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(add_2, -1);  add_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(unsqueeze_4, add_3)
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_3, [1]);  mul_3 = None
    view_3 = torch.ops.aten.view.default(argmax, [-1, 1, 1]);  argmax = None
    expand = torch.ops.aten.expand.default(view_3, [2, 1, 4]);  view_3 = None
    expand_1 = torch.ops.aten.expand.default(add_3, [2, 3, 4])
    remainder = torch.ops.aten.remainder.Scalar(expand, 3);  expand = None
    gather = torch.ops.aten.gather.default(expand_1, 1, remainder);  expand_1 = None
    squeeze = torch.ops.aten.squeeze.dim(gather, 1);  gather = None
    amax = torch.ops.aten.amax.default(_softmax, [-1], True)
    detach_5 = torch.ops.aten.detach.default(amax)
    mul_4 = torch.ops.aten.mul.Tensor(squeeze, amax)
    cat = torch.ops.aten.cat.default([sum_1, mul_4], -1);  sum_1 = mul_4 = None
    _param_constant7 = self._param_constant7
    t_2 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_2 = torch.ops.aten.addmm.default(_param_constant8, cat, t_2);  _param_constant8 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_6 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 0, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    mean_1 = torch.ops.aten.mean.default(getitem)
    gt_2 = torch.ops.aten.gt.Tensor(getitem, mean_1);  mean_1 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(gt_2, dtype = torch.float32);  gt_2 = None
    add_4 = torch.ops.aten.add.Tensor(_to_copy_1, 1.0);  _to_copy_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(add_4, getitem);  getitem = None
    mean_2 = torch.ops.aten.mean.default(mul_5);  mul_5 = None
    ones_like = torch.ops.aten.ones_like.default(mean_2, pin_memory = False, memory_format = torch.preserve_format)
    expand_2 = torch.ops.aten.expand.default(ones_like, [2]);  ones_like = None
    div = torch.ops.aten.div.Scalar(expand_2, 2);  expand_2 = None
    mul_6 = torch.ops.aten.mul.Tensor(div, add_4);  div = add_4 = None
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(mul_6, _log_softmax, labels_1, None, 0, -100, getitem_1);  mul_6 = _log_softmax = labels_1 = getitem_1 = None
    detach_7 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_7, 1, torch.float32);  nll_loss_backward = detach_7 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_4, cat);  t_4 = cat = None
    t_5 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_4 = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 4, 8);  mm = None
    mul_7 = torch.ops.aten.mul.Tensor(slice_2, squeeze);  squeeze = None
    mul_8 = torch.ops.aten.mul.Tensor(slice_2, amax);  slice_2 = amax = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
    detach_8 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    eq = torch.ops.aten.eq.Tensor(detach_8, _softmax);  detach_8 = _softmax = None
    sum_4 = torch.ops.aten.sum.dim_IntList(eq, [-1], True)
    div_1 = torch.ops.aten.div.Tensor(sum_3, sum_4);  sum_3 = sum_4 = None
    mul_9 = torch.ops.aten.mul.Tensor(div_1, eq);  div_1 = eq = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(mul_8, 1);  mul_8 = None
    new_zeros = torch.ops.aten.new_zeros.default(unsqueeze_5, [2, 3, 4])
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, 1, remainder, unsqueeze_5);  new_zeros = remainder = unsqueeze_5 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(slice_1, 1);  slice_1 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_6, [2, 3, 4]);  unsqueeze_6 = None
    mul_10 = torch.ops.aten.mul.Tensor(expand_3, unsqueeze_4);  unsqueeze_4 = None
    mul_11 = torch.ops.aten.mul.Tensor(expand_3, add_3);  expand_3 = add_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_11, [2], True);  mul_11 = None
    add_5 = torch.ops.aten.add.Tensor(scatter_add, mul_10);  scatter_add = mul_10 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_5, -1);  sum_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_5, [0], True)
    view_5 = torch.ops.aten.view.default(sum_6, [3, 4]);  sum_6 = None
    view_6 = torch.ops.aten.view.default(add_5, [2, 3, 4, 1]);  add_5 = None
    permute_5 = torch.ops.aten.permute.default(view_6, [0, 3, 1, 2]);  view_6 = None
    view_7 = torch.ops.aten.view.default(permute_5, [1, 2, 12]);  permute_5 = None
    transpose = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    bmm_1 = torch.ops.aten.bmm.default(transpose, view_7);  transpose = None
    transpose_1 = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
    bmm_2 = torch.ops.aten.bmm.default(view_7, transpose_1);  view_7 = transpose_1 = None
    view_8 = torch.ops.aten.view.default(bmm_1, [4, 3, 4, 1]);  bmm_1 = None
    permute_6 = torch.ops.aten.permute.default(view_8, [3, 1, 2, 0]);  view_8 = None
    view_9 = torch.ops.aten.view.default(bmm_2, [2, 4, 1, 1]);  bmm_2 = None
    permute_7 = torch.ops.aten.permute.default(view_9, [0, 2, 3, 1]);  view_9 = None
    permute_8 = torch.ops.aten.permute.default(permute_6, [1, 3, 2, 0]);  permute_6 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(permute_8, 3);  permute_8 = None
    permute_9 = torch.ops.aten.permute.default(permute_7, [0, 3, 1, 2]);  permute_7 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(permute_9, 3);  permute_9 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(squeeze_3, 2);  squeeze_3 = None
    add_6 = torch.ops.aten.add.Tensor(mul_9, squeeze_1);  mul_9 = squeeze_1 = None
    detach_9 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(add_6, detach_9, -1, torch.float32);  add_6 = detach_9 = None
    t_7 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_2 = torch.ops.aten.mm.default(_softmax_backward_data, t_7);  t_7 = None
    t_8 = torch.ops.aten.t.default(_softmax_backward_data)
    mm_3 = torch.ops.aten.mm.default(t_8, where);  t_8 = where = None
    t_9 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True);  _softmax_backward_data = None
    view_10 = torch.ops.aten.view.default(sum_7, [3]);  sum_7 = None
    add_7 = torch.ops.aten.add.Tensor(squeeze_4, mm_2);  squeeze_4 = mm_2 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_1 = torch.ops.aten.where.self(gt_1, scalar_tensor, add_7);  scalar_tensor = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_2 = torch.ops.aten.where.self(gt_1, add_7, scalar_tensor_1);  gt_1 = add_7 = scalar_tensor_1 = None
    detach_10 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(where_1, detach_10);  where_1 = detach_10 = None
    add_8 = torch.ops.aten.add.Tensor(tanh_backward, where_2);  tanh_backward = None
    mul_12 = torch.ops.aten.mul.Tensor(where_2, sub_1);  sub_1 = None
    mul_13 = torch.ops.aten.mul.Tensor(where_2, mul);  where_2 = mul = None
    add_9 = torch.ops.aten.add.Tensor(add_8, mul_12);  add_8 = mul_12 = None
    detach_11 = torch.ops.aten.detach.default(detach);  detach = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_13, detach_11);  mul_13 = detach_11 = None
    mul_14 = torch.ops.aten.mul.Tensor(sigmoid_backward, 4.0);  sigmoid_backward = None
    neg = torch.ops.aten.neg.default(mul_14)
    sum_8 = torch.ops.aten.sum.default(neg);  neg = None
    add_10 = torch.ops.aten.add.Tensor(add_9, mul_14);  add_9 = mul_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(add_10, gt);  add_10 = gt = None
    t_11 = torch.ops.aten.t.default(mul_15)
    mm_4 = torch.ops.aten.mm.default(t_11, x_1);  t_11 = x_1 = None
    t_12 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_15, [0], True);  mul_15 = None
    view_11 = torch.ops.aten.view.default(sum_9, [4]);  sum_9 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    return (mean_2, sum_8, squeeze_2, view_5, t_13, view_11, t_10, view_10, t_6, view_4)
    