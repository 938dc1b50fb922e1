


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
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 4, 8)
    slice_3 = torch.ops.aten.slice.Tensor(mm, 1, 8, 12)
    slice_4 = torch.ops.aten.slice.Tensor(mm, 1, 12, 14);  mm = None
    unsqueeze = torch.ops.aten.unsqueeze.default(slice_4, 2);  slice_4 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 2, 4, 4]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    sum_2 = torch.ops.aten.sum.dim_IntList(slice_2, [0], True);  slice_2 = None
    expand_1 = torch.ops.aten.expand.default(sum_2, [4, 4]);  sum_2 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    grid_sampler_2d_backward = torch.ops.aten.grid_sampler_2d_backward.default(div, _tensor_constant6, _tensor_constant7, 0, 0, False, [True, True]);  div = _tensor_constant6 = _tensor_constant7 = None
    getitem = grid_sampler_2d_backward[0]
    getitem_1 = grid_sampler_2d_backward[1];  grid_sampler_2d_backward = None
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(getitem, detach_1, 0);  getitem = detach_1 = None
    _tensor_constant9 = self._tensor_constant9
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(threshold_backward, _tensor_constant9, _param_constant0, [2], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward = _tensor_constant9 = _param_constant0 = None
    getitem_2 = convolution_backward[0];  getitem_2 = None
    getitem_3 = convolution_backward[1]
    getitem_4 = convolution_backward[2];  convolution_backward = None
    sum_3 = torch.ops.aten.sum.dim_IntList(getitem_1, [1, 2], True);  getitem_1 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_3, 2);  sum_3 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(squeeze, 1);  squeeze = None
    mul = torch.ops.aten.mul.Tensor(squeeze_1, 0.1);  squeeze_1 = None
    _tensor_constant10 = self._tensor_constant10
    detach_2 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mul, detach_2);  mul = detach_2 = None
    _tensor_constant11 = self._tensor_constant11
    t_4 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant12 = self._tensor_constant12
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant12);  t_5 = _tensor_constant12 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_1 = torch.ops.aten.view.default(sum_4, [2]);  sum_4 = None
    add = torch.ops.aten.add.Tensor(slice_3, mm_2);  slice_3 = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant13 = self._tensor_constant13
    gather = torch.ops.aten.gather.default(div_1, 0, _tensor_constant13);  div_1 = _tensor_constant13 = None
    slice_backward = torch.ops.aten.slice_backward.default(gather, [6, 4], 0, 0, 6, 1);  gather = None
    view_2 = torch.ops.aten.view.default(slice_backward, [2, 3, 4]);  slice_backward = None
    view_3 = torch.ops.aten.view.default(view_2, [6, 4]);  view_2 = None
    _tensor_constant14 = self._tensor_constant14
    t_8 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_4 = torch.ops.aten.mm.default(view_3, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_3)
    _tensor_constant15 = self._tensor_constant15
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant15);  t_9 = _tensor_constant15 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_3, [0], True);  view_3 = None
    view_4 = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_5 = torch.ops.aten.view.default(mm_4, [2, 3, 4]);  mm_4 = None
    select = torch.ops.aten.select.int(view_5, 1, 0)
    select_1 = torch.ops.aten.select.int(view_5, 1, 1)
    select_2 = torch.ops.aten.select.int(view_5, 1, 2);  view_5 = None
    add_1 = torch.ops.aten.add.Tensor(add, select_1);  add = select_1 = None
    add_2 = torch.ops.aten.add.Tensor(slice_1, select_2);  select_2 = None
    new_zeros = torch.ops.aten.new_zeros.default(slice_1, [2, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant16 = self._tensor_constant16
    index_add = torch.ops.aten.index_add.default(new_zeros, 1, _tensor_constant16, slice_1);  new_zeros = _tensor_constant16 = slice_1 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, index_add);  add_1 = index_add = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(add_2, [2, 4])
    _tensor_constant17 = self._tensor_constant17
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros_1, 1, _tensor_constant17, add_2);  new_zeros_1 = _tensor_constant17 = add_2 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, scatter_add);  add_3 = scatter_add = None
    _tensor_constant18 = self._tensor_constant18
    detach_3 = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(add_4, detach_3);  add_4 = detach_3 = None
    _tensor_constant19 = self._tensor_constant19
    t_12 = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
    mm_6 = torch.ops.aten.mm.default(tanh_backward_1, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(tanh_backward_1)
    _tensor_constant20 = self._tensor_constant20
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant20);  t_13 = _tensor_constant20 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
    view_6 = torch.ops.aten.view.default(sum_6, [4]);  sum_6 = None
    add_5 = torch.ops.aten.add.Tensor(view_4, view_6);  view_4 = view_6 = None
    add_6 = torch.ops.aten.add.Tensor(select, mm_6);  select = mm_6 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    add_7 = torch.ops.aten.add.Tensor(t_11, t_15);  t_11 = t_15 = None
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    _embedding_bag_backward = torch.ops.aten._embedding_bag_backward.default(add_6, _tensor_constant21, _tensor_constant22, _tensor_constant23, _tensor_constant24, _tensor_constant25, 10, False, 1, False, None);  add_6 = _tensor_constant21 = _tensor_constant22 = _tensor_constant23 = _tensor_constant24 = _tensor_constant25 = None
    return (_embedding_bag_backward, add_7, add_5, t_7, view_1, getitem_3, getitem_4, t_3, view)
    