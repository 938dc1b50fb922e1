


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
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 4, 2, 2]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    _tensor_constant6 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(div, _tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(div, _tensor_constant7);  div = _tensor_constant7 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [0, 2, 3], True);  mul = None
    view_1 = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant8 = self._tensor_constant8
    ge = torch.ops.aten.ge.Scalar(_tensor_constant8, 0.0);  _tensor_constant8 = None
    _tensor_constant8_1 = self._tensor_constant8
    le = torch.ops.aten.le.Scalar(_tensor_constant8_1, 1.0);  _tensor_constant8_1 = None
    logical_and_ = torch.ops.aten.logical_and_.default(ge, le);  ge = le = None
    where = torch.ops.aten.where.self(logical_and_, view_1, scalar_tensor);  logical_and_ = view_1 = scalar_tensor = None
    mul_2 = torch.ops.aten.mul.Tensor(where, 1.2000000000000002);  where = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_2, detach_1);  mul_2 = detach_1 = None
    div_1 = torch.ops.aten.div.Tensor(sigmoid_backward, 0.6666666666666666);  sigmoid_backward = None
    _tensor_constant10 = self._tensor_constant10
    detach_2 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mul_1, detach_2, 0);  mul_1 = detach_2 = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(threshold_backward, _tensor_constant11, _param_constant0, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward = _tensor_constant11 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    pixel_shuffle = torch.ops.aten.pixel_shuffle.default(getitem, 2);  getitem = None
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    grid_sampler_2d_backward = torch.ops.aten.grid_sampler_2d_backward.default(pixel_shuffle, _tensor_constant12, _tensor_constant13, 0, 0, False, [False, True]);  pixel_shuffle = _tensor_constant12 = _tensor_constant13 = None
    getitem_3 = grid_sampler_2d_backward[0];  getitem_3 = None
    getitem_4 = grid_sampler_2d_backward[1];  grid_sampler_2d_backward = None
    empty = torch.ops.aten.empty.memory_format([2, 4, 4, 3], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    select = torch.ops.aten.select.int(empty, -1, 0)
    linspace = torch.ops.aten.linspace.default(-1, 1, 4, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    mul_3 = torch.ops.aten.mul.Scalar(linspace, 3);  linspace = None
    div_2 = torch.ops.aten.div.Scalar(mul_3, 4);  mul_3 = None
    copy_ = torch.ops.aten.copy_.default(select, div_2);  select = div_2 = copy_ = None
    select_1 = torch.ops.aten.select.int(empty, -1, 1)
    linspace_1 = torch.ops.aten.linspace.default(-1, 1, 4, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    mul_4 = torch.ops.aten.mul.Scalar(linspace_1, 3);  linspace_1 = None
    div_3 = torch.ops.aten.div.Scalar(mul_4, 4);  mul_4 = None
    unsqueeze_ = torch.ops.aten.unsqueeze_.default(div_3, -1);  div_3 = None
    copy__1 = torch.ops.aten.copy_.default(select_1, unsqueeze_);  select_1 = unsqueeze_ = copy__1 = None
    select_2 = torch.ops.aten.select.int(empty, -1, 2)
    fill_ = torch.ops.aten.fill_.Scalar(select_2, 1);  select_2 = fill_ = None
    view_2 = torch.ops.aten.view.default(empty, [2, 16, 3]);  empty = None
    transpose = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    view_3 = torch.ops.aten.view.default(getitem_4, [2, 16, 2]);  getitem_4 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_3);  transpose = view_3 = None
    transpose_1 = torch.ops.aten.transpose.int(bmm, 1, 2);  bmm = None
    clone = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [2, 6]);  clone = None
    mul_5 = torch.ops.aten.mul.Tensor(_unsafe_view, 0.1);  _unsafe_view = None
    _tensor_constant14 = self._tensor_constant14
    detach_3 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mul_5, detach_3);  mul_5 = detach_3 = None
    t_4 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant15 = self._tensor_constant15
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant15);  t_4 = _tensor_constant15 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_4 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    return (div_1, t_6, view_4, getitem_1, getitem_2, t_3, view)
    