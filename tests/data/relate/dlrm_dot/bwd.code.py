


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
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    t_4 = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
    mm_2 = torch.ops.aten.mm.default(threshold_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant8 = self._tensor_constant8
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant8);  t_5 = _tensor_constant8 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(mm_2, 1, 4, 7);  mm_2 = None
    new_zeros = torch.ops.aten.new_zeros.default(slice_2, [2, 3, 3], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    index_put = torch.ops.aten.index_put.default(new_zeros, [None, _tensor_constant9, _tensor_constant10], slice_2, True);  new_zeros = _tensor_constant9 = _tensor_constant10 = slice_2 = None
    _tensor_constant11 = self._tensor_constant11
    transpose = torch.ops.aten.transpose.int(_tensor_constant11, 1, 2);  _tensor_constant11 = None
    bmm = torch.ops.aten.bmm.default(transpose, index_put);  transpose = None
    _tensor_constant12 = self._tensor_constant12
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant12, 1, 2);  _tensor_constant12 = None
    bmm_1 = torch.ops.aten.bmm.default(index_put, transpose_1);  index_put = transpose_1 = None
    transpose_2 = torch.ops.aten.transpose.int(bmm, 1, 2);  bmm = None
    add = torch.ops.aten.add.Tensor(bmm_1, transpose_2);  bmm_1 = transpose_2 = None
    select = torch.ops.aten.select.int(add, 1, 0)
    select_1 = torch.ops.aten.select.int(add, 1, 1)
    select_2 = torch.ops.aten.select.int(add, 1, 2);  add = None
    add_1 = torch.ops.aten.add.Tensor(slice_1, select);  slice_1 = select = None
    _tensor_constant13 = self._tensor_constant13
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(select_2, _tensor_constant13, 5, -1, False);  select_2 = _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(select_1, _tensor_constant14, 7, -1, False);  select_1 = _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    detach_2 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(add_1, detach_2, 0);  add_1 = detach_2 = None
    t_8 = torch.ops.aten.t.default(threshold_backward_1)
    _tensor_constant16 = self._tensor_constant16
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant16);  t_8 = _tensor_constant16 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_2 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    return (t_10, view_2, embedding_dense_backward_1, embedding_dense_backward, t_7, view_1, t_3, view)
    