


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 4, 8);  mm = None
    view_1 = torch.ops.aten.view.default(slice_2, [2, 4, 1, 1, 1]);  slice_2 = None
    expand = torch.ops.aten.expand.default(view_1, [2, 4, 4, 4, 4]);  view_1 = None
    div = torch.ops.aten.div.Scalar(expand, 64);  expand = None
    _tensor_constant6 = self._tensor_constant6
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(div, _tensor_constant6, _param_constant0, [4], [1, 1, 1], [0, 0, 0], [1, 1, 1], False, [0, 0, 0], 1, [False, True, True]);  div = _tensor_constant6 = _param_constant0 = None
    getitem = convolution_backward[0];  getitem = None
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    unsqueeze = torch.ops.aten.unsqueeze.default(slice_1, 1);  slice_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 2, 4]);  unsqueeze = None
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_1 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant8);  expand_1 = _tensor_constant8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [2], True);  mul_1 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_2, -1);  sum_2 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(squeeze, detach_1, 1, torch.float32);  squeeze = detach_1 = None
    new_zeros = torch.ops.aten.new_zeros.default(mul, [2, 3, 4])
    _tensor_constant10 = self._tensor_constant10
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, 1, _tensor_constant10, mul);  new_zeros = _tensor_constant10 = mul = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(_softmax_backward_data, [2, 3])
    _tensor_constant11 = self._tensor_constant11
    scatter = torch.ops.aten.scatter.src(new_zeros_1, 1, _tensor_constant11, _softmax_backward_data);  new_zeros_1 = _tensor_constant11 = _softmax_backward_data = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(scatter, 2);  scatter = None
    view_2 = torch.ops.aten.view.default(unsqueeze_1, [6, 1]);  unsqueeze_1 = None
    _tensor_constant12 = self._tensor_constant12
    t_4 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_2 = torch.ops.aten.mm.default(view_2, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_2)
    _tensor_constant13 = self._tensor_constant13
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant13);  t_5 = _tensor_constant13 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_2, [0], True);  view_2 = None
    view_3 = torch.ops.aten.view.default(sum_3, [1]);  sum_3 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_4 = torch.ops.aten.view.default(mm_2, [2, 3, 4]);  mm_2 = None
    add = torch.ops.aten.add.Tensor(scatter_add, view_4);  scatter_add = view_4 = None
    _tensor_constant14 = self._tensor_constant14
    detach_2 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add, detach_2);  add = detach_2 = None
    view_5 = torch.ops.aten.view.default(tanh_backward, [6, 4]);  tanh_backward = None
    _tensor_constant15 = self._tensor_constant15
    t_8 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_4 = torch.ops.aten.mm.default(view_5, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_5)
    _tensor_constant16 = self._tensor_constant16
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant16);  t_9 = _tensor_constant16 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_5, [0], True);  view_5 = None
    view_6 = torch.ops.aten.view.default(sum_4, [4]);  sum_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_7 = torch.ops.aten.view.default(mm_4, [2, 3, 8]);  mm_4 = None
    slice_3 = torch.ops.aten.slice.Tensor(view_7, 2, 0, 4)
    slice_4 = torch.ops.aten.slice.Tensor(view_7, 2, 4, 8);  view_7 = None
    _tensor_constant17 = self._tensor_constant17
    detach_3 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(-3.4028234663852886e+38, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    abs_1 = torch.ops.aten.abs.default(slice_4)
    log = torch.ops.aten.log.default(abs_1);  abs_1 = None
    gt = torch.ops.aten.gt.Scalar(slice_4, 0)
    where = torch.ops.aten.where.self(gt, log, scalar_tensor);  gt = None
    lt = torch.ops.aten.lt.Scalar(slice_4, 0);  slice_4 = None
    where_1 = torch.ops.aten.where.self(lt, log, scalar_tensor);  lt = log = scalar_tensor = None
    sub = torch.ops.aten.sub.Tensor(where, detach_3);  where = None
    flip = torch.ops.aten.flip.default(sub, [1]);  sub = None
    logcumsumexp = torch.ops.aten.logcumsumexp.default(flip, 1);  flip = None
    flip_1 = torch.ops.aten.flip.default(logcumsumexp, [1]);  logcumsumexp = None
    _tensor_constant18 = self._tensor_constant18
    add_1 = torch.ops.aten.add.Tensor(flip_1, _tensor_constant18);  flip_1 = _tensor_constant18 = None
    exp = torch.ops.aten.exp.default(add_1);  add_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(where_1, detach_3);  where_1 = detach_3 = None
    flip_2 = torch.ops.aten.flip.default(sub_1, [1]);  sub_1 = None
    logcumsumexp_1 = torch.ops.aten.logcumsumexp.default(flip_2, 1);  flip_2 = None
    flip_3 = torch.ops.aten.flip.default(logcumsumexp_1, [1]);  logcumsumexp_1 = None
    _tensor_constant18_1 = self._tensor_constant18
    add_2 = torch.ops.aten.add.Tensor(flip_3, _tensor_constant18_1);  flip_3 = _tensor_constant18_1 = None
    exp_1 = torch.ops.aten.exp.default(add_2);  add_2 = None
    sub_2 = torch.ops.aten.sub.Tensor(exp, exp_1);  exp = exp_1 = None
    add_3 = torch.ops.aten.add.Tensor(slice_3, sub_2);  slice_3 = sub_2 = None
    transpose = torch.ops.aten.transpose.int(add_3, 1, 2);  add_3 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(transpose, 3);  transpose = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 4);  unsqueeze_2 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_3, [2, 4, 3, 2, 2]);  unsqueeze_3 = None
    div_1 = torch.ops.aten.div.Scalar(expand_2, 4);  expand_2 = None
    _tensor_constant19 = self._tensor_constant19
    avg_pool3d_backward = torch.ops.aten.avg_pool3d_backward.default(div_1, _tensor_constant19, [1, 2, 2], [1, 2, 2], [0, 0, 0], False, True, None);  div_1 = _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    detach_4 = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(avg_pool3d_backward, detach_4, 0);  avg_pool3d_backward = detach_4 = None
    _tensor_constant6_1 = self._tensor_constant6
    _param_constant1 = self._param_constant1
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward, _tensor_constant6_1, _param_constant1, [4], [1, 1, 1], [0, 1, 1], [1, 1, 1], False, [0, 0, 0], 1, [False, True, True]);  threshold_backward = _tensor_constant6_1 = _param_constant1 = None
    getitem_3 = convolution_backward_1[0];  getitem_3 = None
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    return (getitem_4, getitem_5, getitem_1, getitem_2, t_7, view_3, t_11, view_6, t_3, view)
    