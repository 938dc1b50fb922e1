


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
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 6, 8]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 6);  expand = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(div, _tensor_constant6, [8], _tensor_constant7, _tensor_constant8, _param_constant0, _param_constant1, [True, True, True]);  div = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_1 = torch.ops.aten.view.default(getitem, [12, 8])
    _tensor_constant9 = self._tensor_constant9
    t_4 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_2 = torch.ops.aten.mm.default(view_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_1)
    _tensor_constant10 = self._tensor_constant10
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant10);  t_5 = _tensor_constant10 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_3 = torch.ops.aten.view.default(mm_2, [2, 6, 8]);  mm_2 = None
    view_4 = torch.ops.aten.view.default(view_3, [2, 6, 8]);  view_3 = None
    _tensor_constant11 = self._tensor_constant11
    transpose = torch.ops.aten.transpose.int(_tensor_constant11, 1, 2);  _tensor_constant11 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_4);  transpose = None
    _tensor_constant12 = self._tensor_constant12
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant12, 1, 2);  _tensor_constant12 = None
    bmm_1 = torch.ops.aten.bmm.default(view_4, transpose_1);  view_4 = transpose_1 = None
    view_5 = torch.ops.aten.view.default(bmm, [2, 6, 8]);  bmm = None
    view_6 = torch.ops.aten.view.default(bmm_1, [2, 6, 6]);  bmm_1 = None
    view_7 = torch.ops.aten.view.default(view_5, [12, 8]);  view_5 = None
    _tensor_constant13 = self._tensor_constant13
    t_8 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_4 = torch.ops.aten.mm.default(view_7, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_7)
    _tensor_constant14 = self._tensor_constant14
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant14);  t_9 = _tensor_constant14 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
    view_8 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_9 = torch.ops.aten.view.default(mm_4, [2, 6, 8]);  mm_4 = None
    add = torch.ops.aten.add.Tensor(getitem, view_9);  getitem = view_9 = None
    _tensor_constant15 = self._tensor_constant15
    detach_1 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_6, detach_1, -1, torch.float32);  view_6 = detach_1 = None
    _tensor_constant16 = self._tensor_constant16
    masked_fill = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, _tensor_constant16, 0);  _softmax_backward_data = _tensor_constant16 = None
    div_1 = torch.ops.aten.div.Tensor(masked_fill, 2.8284271247461903);  masked_fill = None
    view_10 = torch.ops.aten.view.default(div_1, [2, 6, 6]);  div_1 = None
    _tensor_constant17 = self._tensor_constant17
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant17, 1, 2);  _tensor_constant17 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_2, view_10);  transpose_2 = None
    _tensor_constant18 = self._tensor_constant18
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant18, 1, 2);  _tensor_constant18 = None
    bmm_3 = torch.ops.aten.bmm.default(view_10, transpose_3);  view_10 = transpose_3 = None
    view_11 = torch.ops.aten.view.default(bmm_2, [2, 8, 6]);  bmm_2 = None
    view_12 = torch.ops.aten.view.default(bmm_3, [2, 6, 8]);  bmm_3 = None
    transpose_4 = torch.ops.aten.transpose.int(view_11, -1, -2);  view_11 = None
    view_13 = torch.ops.aten.view.default(transpose_4, [2, 6, 4, 2]);  transpose_4 = None
    clone = torch.ops.aten.clone.default(view_13, memory_format = torch.contiguous_format);  view_13 = None
    view_as_complex = torch.ops.aten.view_as_complex.default(clone);  clone = None
    _tensor_constant19 = self._tensor_constant19
    _conj = torch.ops.aten._conj.default(_tensor_constant19);  _tensor_constant19 = None
    clone_1 = torch.ops.aten.clone.default(_conj);  _conj = None
    mul = torch.ops.aten.mul.Tensor(view_as_complex, clone_1);  view_as_complex = clone_1 = None
    view_as_real = torch.ops.aten.view_as_real.default(mul);  mul = None
    view_14 = torch.ops.aten.view.default(view_as_real, [2, 6, 8]);  view_as_real = None
    view_15 = torch.ops.aten.view.default(view_14, [12, 8]);  view_14 = None
    _tensor_constant20 = self._tensor_constant20
    t_12 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_6 = torch.ops.aten.mm.default(view_15, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_15)
    _tensor_constant21 = self._tensor_constant21
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant21);  t_13 = _tensor_constant21 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_15, [0], True);  view_15 = None
    view_16 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_17 = torch.ops.aten.view.default(mm_6, [2, 6, 8]);  mm_6 = None
    add_1 = torch.ops.aten.add.Tensor(add, view_17);  add = view_17 = None
    view_18 = torch.ops.aten.view.default(view_12, [2, 6, 4, 2]);  view_12 = None
    view_as_complex_1 = torch.ops.aten.view_as_complex.default(view_18);  view_18 = None
    _tensor_constant19_1 = self._tensor_constant19
    _conj_1 = torch.ops.aten._conj.default(_tensor_constant19_1);  _tensor_constant19_1 = None
    clone_2 = torch.ops.aten.clone.default(_conj_1);  _conj_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_as_complex_1, clone_2);  view_as_complex_1 = clone_2 = None
    view_as_real_1 = torch.ops.aten.view_as_real.default(mul_1);  mul_1 = None
    view_19 = torch.ops.aten.view.default(view_as_real_1, [2, 6, 8]);  view_as_real_1 = None
    view_20 = torch.ops.aten.view.default(view_19, [12, 8]);  view_19 = None
    _tensor_constant22 = self._tensor_constant22
    t_16 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_8 = torch.ops.aten.mm.default(view_20, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(view_20)
    _tensor_constant23 = self._tensor_constant23
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant23);  t_17 = _tensor_constant23 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_20, [0], True);  view_20 = None
    view_21 = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_22 = torch.ops.aten.view.default(mm_8, [2, 6, 8]);  mm_8 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_22);  add_1 = view_22 = None
    view_23 = torch.ops.aten.view.default(add_2, [12, 8]);  add_2 = None
    t_20 = torch.ops.aten.t.default(view_23)
    _tensor_constant24 = self._tensor_constant24
    mm_10 = torch.ops.aten.mm.default(t_20, _tensor_constant24);  t_20 = _tensor_constant24 = None
    t_21 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_23, [0], True);  view_23 = None
    view_24 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    t_22 = torch.ops.aten.t.default(t_21);  t_21 = None
    return (t_3, view, t_22, view_24, t_11, view_8, t_7, view_2, getitem_1, getitem_2, t_19, view_21, t_15, view_16)
    