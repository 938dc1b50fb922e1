


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 10, 32]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [20, 32]);  view = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(view_1, t);  t = None
    t_1 = torch.ops.aten.t.default(view_1)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_1, [32]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_3 = torch.ops.aten.view.default(mm, [2, 10, 16]);  mm = None
    _tensor_constant6 = self._tensor_constant6
    view_4 = torch.ops.aten.view.default(_tensor_constant6, [-1, 16]);  _tensor_constant6 = None
    view_5 = torch.ops.aten.view.default(view_3, [-1, 16]);  view_3 = None
    _param_constant0 = self._param_constant0
    mul = torch.ops.aten.mul.Tensor(_param_constant0, view_4);  _param_constant0 = None
    tanh = torch.ops.aten.tanh.default(mul);  mul = None
    mul_1 = torch.ops.aten.mul.Tensor(tanh, tanh)
    rsub = torch.ops.aten.rsub.Scalar(mul_1, 1);  mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(rsub, view_5);  rsub = None
    _param_constant1 = self._param_constant1
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, _param_constant1);  mul_2 = _param_constant1 = None
    _param_constant0_1 = self._param_constant0
    mul_4 = torch.ops.aten.mul.Tensor(_param_constant0_1, mul_3);  _param_constant0_1 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(view_5, [0, 0, 0, 4], 0.0)
    view_6 = torch.ops.aten.view.default(constant_pad_nd, [-1, 8, 16]);  constant_pad_nd = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_6, [0]);  view_6 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_5, tanh);  view_5 = tanh = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(mul_5, [0, 0, 0, 4], 0.0);  mul_5 = None
    view_7 = torch.ops.aten.view.default(constant_pad_nd_1, [-1, 8, 16]);  constant_pad_nd_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [0]);  view_7 = None
    mul_6 = torch.ops.aten.mul.Tensor(view_4, mul_3);  view_4 = mul_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_6, [-1], True);  mul_6 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(sum_4, [0, 0, 0, 4], 0.0);  sum_4 = None
    view_8 = torch.ops.aten.view.default(constant_pad_nd_2, [-1, 8, 1]);  constant_pad_nd_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_8, [0]);  view_8 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(sum_2, [0]);  sum_2 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(sum_3, [0]);  sum_3 = None
    sum_8 = torch.ops.aten.sum.default(sum_5);  sum_5 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(sum_8, 0);  sum_8 = None
    view_9 = torch.ops.aten.view.default(mul_4, [2, 10, 16]);  mul_4 = None
    _tensor_constant7 = self._tensor_constant7
    gelu_backward = torch.ops.aten.gelu_backward.default(view_9, _tensor_constant7);  view_9 = _tensor_constant7 = None
    view_10 = torch.ops.aten.view.default(gelu_backward, [20, 16]);  gelu_backward = None
    _tensor_constant8 = self._tensor_constant8
    t_4 = torch.ops.aten.t.default(_tensor_constant8);  _tensor_constant8 = None
    mm_2 = torch.ops.aten.mm.default(view_10, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_10)
    _tensor_constant9 = self._tensor_constant9
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant9);  t_5 = _tensor_constant9 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_10, [0], True);  view_10 = None
    view_11 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_12 = torch.ops.aten.view.default(mm_2, [2, 10, 16]);  mm_2 = None
    _tensor_constant10 = self._tensor_constant10
    view_13 = torch.ops.aten.view.default(_tensor_constant10, [-1, 16]);  _tensor_constant10 = None
    view_14 = torch.ops.aten.view.default(view_12, [-1, 16]);  view_12 = None
    _param_constant2 = self._param_constant2
    mul_7 = torch.ops.aten.mul.Tensor(_param_constant2, view_13);  _param_constant2 = None
    tanh_1 = torch.ops.aten.tanh.default(mul_7);  mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(tanh_1, tanh_1)
    rsub_1 = torch.ops.aten.rsub.Scalar(mul_8, 1);  mul_8 = None
    mul_9 = torch.ops.aten.mul.Tensor(rsub_1, view_14);  rsub_1 = None
    _param_constant3 = self._param_constant3
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, _param_constant3);  mul_9 = _param_constant3 = None
    _param_constant2_1 = self._param_constant2
    mul_11 = torch.ops.aten.mul.Tensor(_param_constant2_1, mul_10);  _param_constant2_1 = None
    constant_pad_nd_3 = torch.ops.aten.constant_pad_nd.default(view_14, [0, 0, 0, 4], 0.0)
    view_15 = torch.ops.aten.view.default(constant_pad_nd_3, [-1, 8, 16]);  constant_pad_nd_3 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_15, [0]);  view_15 = None
    mul_12 = torch.ops.aten.mul.Tensor(view_14, tanh_1);  view_14 = tanh_1 = None
    constant_pad_nd_4 = torch.ops.aten.constant_pad_nd.default(mul_12, [0, 0, 0, 4], 0.0);  mul_12 = None
    view_16 = torch.ops.aten.view.default(constant_pad_nd_4, [-1, 8, 16]);  constant_pad_nd_4 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_16, [0]);  view_16 = None
    mul_13 = torch.ops.aten.mul.Tensor(view_13, mul_10);  view_13 = mul_10 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_13, [-1], True);  mul_13 = None
    constant_pad_nd_5 = torch.ops.aten.constant_pad_nd.default(sum_12, [0, 0, 0, 4], 0.0);  sum_12 = None
    view_17 = torch.ops.aten.view.default(constant_pad_nd_5, [-1, 8, 1]);  constant_pad_nd_5 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_17, [0]);  view_17 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(sum_10, [0]);  sum_10 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(sum_11, [0]);  sum_11 = None
    sum_16 = torch.ops.aten.sum.default(sum_13);  sum_13 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(sum_16, 0);  sum_16 = None
    view_18 = torch.ops.aten.view.default(mul_11, [2, 10, 16]);  mul_11 = None
    view_19 = torch.ops.aten.view.default(view_18, [20, 16])
    _tensor_constant11 = self._tensor_constant11
    t_8 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_4 = torch.ops.aten.mm.default(view_19, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_19)
    _tensor_constant12 = self._tensor_constant12
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant12);  t_9 = _tensor_constant12 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_19, [0], True);  view_19 = None
    view_20 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_21 = torch.ops.aten.view.default(mm_4, [2, 10, 32]);  mm_4 = None
    _tensor_constant13 = self._tensor_constant13
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_21, _tensor_constant13);  view_21 = _tensor_constant13 = None
    view_22 = torch.ops.aten.view.default(gelu_backward_1, [20, 32]);  gelu_backward_1 = None
    _tensor_constant14 = self._tensor_constant14
    t_12 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_6 = torch.ops.aten.mm.default(view_22, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_22)
    _tensor_constant15 = self._tensor_constant15
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant15);  t_13 = _tensor_constant15 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_22, [0], True);  view_22 = None
    view_23 = torch.ops.aten.view.default(sum_18, [32]);  sum_18 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_24 = torch.ops.aten.view.default(mm_6, [2, 10, 16]);  mm_6 = None
    add = torch.ops.aten.add.Tensor(view_18, view_24);  view_18 = view_24 = None
    _tensor_constant16 = self._tensor_constant16
    view_25 = torch.ops.aten.view.default(_tensor_constant16, [-1, 16]);  _tensor_constant16 = None
    view_26 = torch.ops.aten.view.default(add, [-1, 16]);  add = None
    _param_constant4 = self._param_constant4
    mul_14 = torch.ops.aten.mul.Tensor(_param_constant4, view_25);  _param_constant4 = None
    tanh_2 = torch.ops.aten.tanh.default(mul_14);  mul_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(tanh_2, tanh_2)
    rsub_2 = torch.ops.aten.rsub.Scalar(mul_15, 1);  mul_15 = None
    mul_16 = torch.ops.aten.mul.Tensor(rsub_2, view_26);  rsub_2 = None
    _param_constant5 = self._param_constant5
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, _param_constant5);  mul_16 = _param_constant5 = None
    _param_constant4_1 = self._param_constant4
    mul_18 = torch.ops.aten.mul.Tensor(_param_constant4_1, mul_17);  _param_constant4_1 = None
    constant_pad_nd_6 = torch.ops.aten.constant_pad_nd.default(view_26, [0, 0, 0, 4], 0.0)
    view_27 = torch.ops.aten.view.default(constant_pad_nd_6, [-1, 8, 16]);  constant_pad_nd_6 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_27, [0]);  view_27 = None
    mul_19 = torch.ops.aten.mul.Tensor(view_26, tanh_2);  view_26 = tanh_2 = None
    constant_pad_nd_7 = torch.ops.aten.constant_pad_nd.default(mul_19, [0, 0, 0, 4], 0.0);  mul_19 = None
    view_28 = torch.ops.aten.view.default(constant_pad_nd_7, [-1, 8, 16]);  constant_pad_nd_7 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_28, [0]);  view_28 = None
    mul_20 = torch.ops.aten.mul.Tensor(view_25, mul_17);  view_25 = mul_17 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(mul_20, [-1], True);  mul_20 = None
    constant_pad_nd_8 = torch.ops.aten.constant_pad_nd.default(sum_21, [0, 0, 0, 4], 0.0);  sum_21 = None
    view_29 = torch.ops.aten.view.default(constant_pad_nd_8, [-1, 8, 1]);  constant_pad_nd_8 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_29, [0]);  view_29 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(sum_19, [0]);  sum_19 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(sum_20, [0]);  sum_20 = None
    sum_25 = torch.ops.aten.sum.default(sum_22);  sum_22 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(sum_25, 0);  sum_25 = None
    view_30 = torch.ops.aten.view.default(mul_18, [2, 10, 16]);  mul_18 = None
    view_31 = torch.ops.aten.view.default(view_30, [20, 16])
    _tensor_constant17 = self._tensor_constant17
    t_16 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_8 = torch.ops.aten.mm.default(view_31, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(view_31)
    _tensor_constant18 = self._tensor_constant18
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant18);  t_17 = _tensor_constant18 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
    view_32 = torch.ops.aten.view.default(sum_26, [16]);  sum_26 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_33 = torch.ops.aten.view.default(mm_8, [2, 10, 16]);  mm_8 = None
    view_34 = torch.ops.aten.view.default(view_33, [2, 10, 2, 8]);  view_33 = None
    permute = torch.ops.aten.permute.default(view_34, [0, 2, 1, 3]);  view_34 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 10, 8]);  clone = None
    _tensor_constant19 = self._tensor_constant19
    transpose = torch.ops.aten.transpose.int(_tensor_constant19, 1, 2);  _tensor_constant19 = None
    bmm = torch.ops.aten.bmm.default(transpose, _unsafe_view);  transpose = None
    _tensor_constant20 = self._tensor_constant20
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant20, 1, 2);  _tensor_constant20 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_1);  _unsafe_view = transpose_1 = None
    view_35 = torch.ops.aten.view.default(bmm, [2, 2, 10, 8]);  bmm = None
    view_36 = torch.ops.aten.view.default(bmm_1, [2, 2, 10, 10]);  bmm_1 = None
    _tensor_constant21 = self._tensor_constant21
    detach_1 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_36, detach_1, -1, torch.float32);  view_36 = detach_1 = None
    div = torch.ops.aten.div.Tensor(_softmax_backward_data, 2.8284271247461903);  _softmax_backward_data = None
    view_37 = torch.ops.aten.view.default(div, [4, 10, 10]);  div = None
    _tensor_constant22 = self._tensor_constant22
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant22, 1, 2);  _tensor_constant22 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_2, view_37);  transpose_2 = None
    _tensor_constant23 = self._tensor_constant23
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant23, 1, 2);  _tensor_constant23 = None
    bmm_3 = torch.ops.aten.bmm.default(view_37, transpose_3);  view_37 = transpose_3 = None
    view_38 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 10]);  bmm_2 = None
    view_39 = torch.ops.aten.view.default(bmm_3, [2, 2, 10, 8]);  bmm_3 = None
    transpose_4 = torch.ops.aten.transpose.int(view_38, -1, -2);  view_38 = None
    permute_1 = torch.ops.aten.permute.default(view_35, [0, 2, 1, 3]);  view_35 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 10, 16]);  clone_1 = None
    view_40 = torch.ops.aten.view.default(_unsafe_view_1, [20, 16]);  _unsafe_view_1 = None
    _tensor_constant24 = self._tensor_constant24
    t_20 = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
    mm_10 = torch.ops.aten.mm.default(view_40, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(view_40)
    _tensor_constant25 = self._tensor_constant25
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant25);  t_21 = _tensor_constant25 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_40, [0], True);  view_40 = None
    view_41 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    view_42 = torch.ops.aten.view.default(mm_10, [2, 10, 16]);  mm_10 = None
    add_1 = torch.ops.aten.add.Tensor(view_30, view_42);  view_30 = view_42 = None
    permute_2 = torch.ops.aten.permute.default(transpose_4, [0, 2, 1, 3]);  transpose_4 = None
    view_43 = torch.ops.aten.view.default(permute_2, [2, 10, 16]);  permute_2 = None
    clone_2 = torch.ops.aten.clone.default(view_43, memory_format = torch.contiguous_format);  view_43 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [20, 16]);  clone_2 = None
    _tensor_constant26 = self._tensor_constant26
    t_24 = torch.ops.aten.t.default(_tensor_constant26);  _tensor_constant26 = None
    mm_12 = torch.ops.aten.mm.default(_unsafe_view_2, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(_unsafe_view_2)
    _tensor_constant27 = self._tensor_constant27
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant27);  t_25 = _tensor_constant27 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(_unsafe_view_2, [0], True);  _unsafe_view_2 = None
    view_44 = torch.ops.aten.view.default(sum_28, [16]);  sum_28 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    view_45 = torch.ops.aten.view.default(mm_12, [2, 10, 16]);  mm_12 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_45);  add_1 = view_45 = None
    permute_3 = torch.ops.aten.permute.default(view_39, [0, 2, 1, 3]);  view_39 = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 10, 16]);  clone_3 = None
    view_46 = torch.ops.aten.view.default(_unsafe_view_3, [20, 16]);  _unsafe_view_3 = None
    _tensor_constant28 = self._tensor_constant28
    t_28 = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
    mm_14 = torch.ops.aten.mm.default(view_46, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(view_46)
    _tensor_constant29 = self._tensor_constant29
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant29);  t_29 = _tensor_constant29 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_46, [0], True);  view_46 = None
    view_47 = torch.ops.aten.view.default(sum_29, [16]);  sum_29 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    view_48 = torch.ops.aten.view.default(mm_14, [2, 10, 16]);  mm_14 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, view_48);  add_2 = view_48 = None
    _tensor_constant30 = self._tensor_constant30
    view_49 = torch.ops.aten.view.default(_tensor_constant30, [-1, 16]);  _tensor_constant30 = None
    view_50 = torch.ops.aten.view.default(add_3, [-1, 16]);  add_3 = None
    _param_constant6 = self._param_constant6
    mul_21 = torch.ops.aten.mul.Tensor(_param_constant6, view_49);  _param_constant6 = None
    tanh_3 = torch.ops.aten.tanh.default(mul_21);  mul_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(tanh_3, tanh_3)
    rsub_3 = torch.ops.aten.rsub.Scalar(mul_22, 1);  mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(rsub_3, view_50);  rsub_3 = None
    _param_constant7 = self._param_constant7
    mul_24 = torch.ops.aten.mul.Tensor(mul_23, _param_constant7);  mul_23 = _param_constant7 = None
    _param_constant6_1 = self._param_constant6
    mul_25 = torch.ops.aten.mul.Tensor(_param_constant6_1, mul_24);  _param_constant6_1 = None
    constant_pad_nd_9 = torch.ops.aten.constant_pad_nd.default(view_50, [0, 0, 0, 4], 0.0)
    view_51 = torch.ops.aten.view.default(constant_pad_nd_9, [-1, 8, 16]);  constant_pad_nd_9 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_51, [0]);  view_51 = None
    mul_26 = torch.ops.aten.mul.Tensor(view_50, tanh_3);  view_50 = tanh_3 = None
    constant_pad_nd_10 = torch.ops.aten.constant_pad_nd.default(mul_26, [0, 0, 0, 4], 0.0);  mul_26 = None
    view_52 = torch.ops.aten.view.default(constant_pad_nd_10, [-1, 8, 16]);  constant_pad_nd_10 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(view_52, [0]);  view_52 = None
    mul_27 = torch.ops.aten.mul.Tensor(view_49, mul_24);  view_49 = mul_24 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(mul_27, [-1], True);  mul_27 = None
    constant_pad_nd_11 = torch.ops.aten.constant_pad_nd.default(sum_32, [0, 0, 0, 4], 0.0);  sum_32 = None
    view_53 = torch.ops.aten.view.default(constant_pad_nd_11, [-1, 8, 1]);  constant_pad_nd_11 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_53, [0]);  view_53 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(sum_30, [0]);  sum_30 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(sum_31, [0]);  sum_31 = None
    sum_36 = torch.ops.aten.sum.default(sum_33);  sum_33 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(sum_36, 0);  sum_36 = None
    view_54 = torch.ops.aten.view.default(mul_25, [2, 10, 16]);  mul_25 = None
    view_55 = torch.ops.aten.view.default(view_54, [20, 16])
    _tensor_constant31 = self._tensor_constant31
    t_32 = torch.ops.aten.t.default(_tensor_constant31);  _tensor_constant31 = None
    mm_16 = torch.ops.aten.mm.default(view_55, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(view_55)
    _tensor_constant32 = self._tensor_constant32
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant32);  t_33 = _tensor_constant32 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(view_55, [0], True);  view_55 = None
    view_56 = torch.ops.aten.view.default(sum_37, [16]);  sum_37 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    view_57 = torch.ops.aten.view.default(mm_16, [2, 10, 32]);  mm_16 = None
    _tensor_constant33 = self._tensor_constant33
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(view_57, _tensor_constant33);  view_57 = _tensor_constant33 = None
    view_58 = torch.ops.aten.view.default(gelu_backward_2, [20, 32]);  gelu_backward_2 = None
    _tensor_constant34 = self._tensor_constant34
    t_36 = torch.ops.aten.t.default(_tensor_constant34);  _tensor_constant34 = None
    mm_18 = torch.ops.aten.mm.default(view_58, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(view_58)
    _tensor_constant35 = self._tensor_constant35
    mm_19 = torch.ops.aten.mm.default(t_37, _tensor_constant35);  t_37 = _tensor_constant35 = None
    t_38 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(view_58, [0], True);  view_58 = None
    view_59 = torch.ops.aten.view.default(sum_38, [32]);  sum_38 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    view_60 = torch.ops.aten.view.default(mm_18, [2, 10, 16]);  mm_18 = None
    add_4 = torch.ops.aten.add.Tensor(view_54, view_60);  view_54 = view_60 = None
    _tensor_constant36 = self._tensor_constant36
    view_61 = torch.ops.aten.view.default(_tensor_constant36, [-1, 16]);  _tensor_constant36 = None
    view_62 = torch.ops.aten.view.default(add_4, [-1, 16]);  add_4 = None
    _param_constant8 = self._param_constant8
    mul_28 = torch.ops.aten.mul.Tensor(_param_constant8, view_61);  _param_constant8 = None
    tanh_4 = torch.ops.aten.tanh.default(mul_28);  mul_28 = None
    mul_29 = torch.ops.aten.mul.Tensor(tanh_4, tanh_4)
    rsub_4 = torch.ops.aten.rsub.Scalar(mul_29, 1);  mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(rsub_4, view_62);  rsub_4 = None
    _param_constant9 = self._param_constant9
    mul_31 = torch.ops.aten.mul.Tensor(mul_30, _param_constant9);  mul_30 = _param_constant9 = None
    _param_constant8_1 = self._param_constant8
    mul_32 = torch.ops.aten.mul.Tensor(_param_constant8_1, mul_31);  _param_constant8_1 = None
    constant_pad_nd_12 = torch.ops.aten.constant_pad_nd.default(view_62, [0, 0, 0, 4], 0.0)
    view_63 = torch.ops.aten.view.default(constant_pad_nd_12, [-1, 8, 16]);  constant_pad_nd_12 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(view_63, [0]);  view_63 = None
    mul_33 = torch.ops.aten.mul.Tensor(view_62, tanh_4);  view_62 = tanh_4 = None
    constant_pad_nd_13 = torch.ops.aten.constant_pad_nd.default(mul_33, [0, 0, 0, 4], 0.0);  mul_33 = None
    view_64 = torch.ops.aten.view.default(constant_pad_nd_13, [-1, 8, 16]);  constant_pad_nd_13 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(view_64, [0]);  view_64 = None
    mul_34 = torch.ops.aten.mul.Tensor(view_61, mul_31);  view_61 = mul_31 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(mul_34, [-1], True);  mul_34 = None
    constant_pad_nd_14 = torch.ops.aten.constant_pad_nd.default(sum_41, [0, 0, 0, 4], 0.0);  sum_41 = None
    view_65 = torch.ops.aten.view.default(constant_pad_nd_14, [-1, 8, 1]);  constant_pad_nd_14 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(view_65, [0]);  view_65 = None
    sum_43 = torch.ops.aten.sum.dim_IntList(sum_39, [0]);  sum_39 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(sum_40, [0]);  sum_40 = None
    sum_45 = torch.ops.aten.sum.default(sum_42);  sum_42 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(sum_45, 0);  sum_45 = None
    view_66 = torch.ops.aten.view.default(mul_32, [2, 10, 16]);  mul_32 = None
    view_67 = torch.ops.aten.view.default(view_66, [20, 16])
    _tensor_constant37 = self._tensor_constant37
    t_40 = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
    mm_20 = torch.ops.aten.mm.default(view_67, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(view_67)
    _tensor_constant38 = self._tensor_constant38
    mm_21 = torch.ops.aten.mm.default(t_41, _tensor_constant38);  t_41 = _tensor_constant38 = None
    t_42 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(view_67, [0], True);  view_67 = None
    view_68 = torch.ops.aten.view.default(sum_46, [16]);  sum_46 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    view_69 = torch.ops.aten.view.default(mm_20, [2, 10, 16]);  mm_20 = None
    view_70 = torch.ops.aten.view.default(view_69, [2, 10, 2, 8]);  view_69 = None
    permute_4 = torch.ops.aten.permute.default(view_70, [0, 2, 1, 3]);  view_70 = None
    clone_4 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [4, 10, 8]);  clone_4 = None
    _tensor_constant39 = self._tensor_constant39
    transpose_5 = torch.ops.aten.transpose.int(_tensor_constant39, 1, 2);  _tensor_constant39 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_5, _unsafe_view_4);  transpose_5 = None
    _tensor_constant40 = self._tensor_constant40
    transpose_6 = torch.ops.aten.transpose.int(_tensor_constant40, 1, 2);  _tensor_constant40 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_4, transpose_6);  _unsafe_view_4 = transpose_6 = None
    view_71 = torch.ops.aten.view.default(bmm_4, [2, 2, 10, 8]);  bmm_4 = None
    view_72 = torch.ops.aten.view.default(bmm_5, [2, 2, 10, 10]);  bmm_5 = None
    _tensor_constant41 = self._tensor_constant41
    detach_2 = torch.ops.aten.detach.default(_tensor_constant41);  _tensor_constant41 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_72, detach_2, -1, torch.float32);  view_72 = detach_2 = None
    div_1 = torch.ops.aten.div.Tensor(_softmax_backward_data_1, 2.8284271247461903);  _softmax_backward_data_1 = None
    view_73 = torch.ops.aten.view.default(div_1, [4, 10, 10]);  div_1 = None
    _tensor_constant42 = self._tensor_constant42
    transpose_7 = torch.ops.aten.transpose.int(_tensor_constant42, 1, 2);  _tensor_constant42 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_7, view_73);  transpose_7 = None
    _tensor_constant43 = self._tensor_constant43
    transpose_8 = torch.ops.aten.transpose.int(_tensor_constant43, 1, 2);  _tensor_constant43 = None
    bmm_7 = torch.ops.aten.bmm.default(view_73, transpose_8);  view_73 = transpose_8 = None
    view_74 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 10]);  bmm_6 = None
    view_75 = torch.ops.aten.view.default(bmm_7, [2, 2, 10, 8]);  bmm_7 = None
    transpose_9 = torch.ops.aten.transpose.int(view_74, -1, -2);  view_74 = None
    permute_5 = torch.ops.aten.permute.default(view_71, [0, 2, 1, 3]);  view_71 = None
    clone_5 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [2, 10, 16]);  clone_5 = None
    view_76 = torch.ops.aten.view.default(_unsafe_view_5, [20, 16]);  _unsafe_view_5 = None
    _tensor_constant44 = self._tensor_constant44
    t_44 = torch.ops.aten.t.default(_tensor_constant44);  _tensor_constant44 = None
    mm_22 = torch.ops.aten.mm.default(view_76, t_44);  t_44 = None
    t_45 = torch.ops.aten.t.default(view_76)
    _tensor_constant45 = self._tensor_constant45
    mm_23 = torch.ops.aten.mm.default(t_45, _tensor_constant45);  t_45 = _tensor_constant45 = None
    t_46 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(view_76, [0], True);  view_76 = None
    view_77 = torch.ops.aten.view.default(sum_47, [16]);  sum_47 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    view_78 = torch.ops.aten.view.default(mm_22, [2, 10, 16]);  mm_22 = None
    add_5 = torch.ops.aten.add.Tensor(view_66, view_78);  view_66 = view_78 = None
    permute_6 = torch.ops.aten.permute.default(transpose_9, [0, 2, 1, 3]);  transpose_9 = None
    view_79 = torch.ops.aten.view.default(permute_6, [2, 10, 16]);  permute_6 = None
    clone_6 = torch.ops.aten.clone.default(view_79, memory_format = torch.contiguous_format);  view_79 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [20, 16]);  clone_6 = None
    _tensor_constant46 = self._tensor_constant46
    t_48 = torch.ops.aten.t.default(_tensor_constant46);  _tensor_constant46 = None
    mm_24 = torch.ops.aten.mm.default(_unsafe_view_6, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(_unsafe_view_6)
    _tensor_constant47 = self._tensor_constant47
    mm_25 = torch.ops.aten.mm.default(t_49, _tensor_constant47);  t_49 = _tensor_constant47 = None
    t_50 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(_unsafe_view_6, [0], True);  _unsafe_view_6 = None
    view_80 = torch.ops.aten.view.default(sum_48, [16]);  sum_48 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    view_81 = torch.ops.aten.view.default(mm_24, [2, 10, 16]);  mm_24 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, view_81);  add_5 = view_81 = None
    permute_7 = torch.ops.aten.permute.default(view_75, [0, 2, 1, 3]);  view_75 = None
    clone_7 = torch.ops.aten.clone.default(permute_7, memory_format = torch.contiguous_format);  permute_7 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_7, [2, 10, 16]);  clone_7 = None
    view_82 = torch.ops.aten.view.default(_unsafe_view_7, [20, 16]);  _unsafe_view_7 = None
    _tensor_constant48 = self._tensor_constant48
    t_52 = torch.ops.aten.t.default(_tensor_constant48);  _tensor_constant48 = None
    mm_26 = torch.ops.aten.mm.default(view_82, t_52);  t_52 = None
    t_53 = torch.ops.aten.t.default(view_82)
    _tensor_constant49 = self._tensor_constant49
    mm_27 = torch.ops.aten.mm.default(t_53, _tensor_constant49);  t_53 = _tensor_constant49 = None
    t_54 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(view_82, [0], True);  view_82 = None
    view_83 = torch.ops.aten.view.default(sum_49, [16]);  sum_49 = None
    t_55 = torch.ops.aten.t.default(t_54);  t_54 = None
    view_84 = torch.ops.aten.view.default(mm_26, [2, 10, 16]);  mm_26 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, view_84);  add_6 = view_84 = None
    _tensor_constant50 = self._tensor_constant50
    view_85 = torch.ops.aten.view.default(_tensor_constant50, [-1, 16]);  _tensor_constant50 = None
    view_86 = torch.ops.aten.view.default(add_7, [-1, 16]);  add_7 = None
    _param_constant10 = self._param_constant10
    mul_35 = torch.ops.aten.mul.Tensor(_param_constant10, view_85);  _param_constant10 = None
    tanh_5 = torch.ops.aten.tanh.default(mul_35);  mul_35 = None
    mul_36 = torch.ops.aten.mul.Tensor(tanh_5, tanh_5)
    rsub_5 = torch.ops.aten.rsub.Scalar(mul_36, 1);  mul_36 = None
    mul_37 = torch.ops.aten.mul.Tensor(rsub_5, view_86);  rsub_5 = None
    _param_constant11 = self._param_constant11
    mul_38 = torch.ops.aten.mul.Tensor(mul_37, _param_constant11);  mul_37 = _param_constant11 = None
    _param_constant10_1 = self._param_constant10
    mul_39 = torch.ops.aten.mul.Tensor(_param_constant10_1, mul_38);  _param_constant10_1 = None
    constant_pad_nd_15 = torch.ops.aten.constant_pad_nd.default(view_86, [0, 0, 0, 4], 0.0)
    view_87 = torch.ops.aten.view.default(constant_pad_nd_15, [-1, 8, 16]);  constant_pad_nd_15 = None
    sum_50 = torch.ops.aten.sum.dim_IntList(view_87, [0]);  view_87 = None
    mul_40 = torch.ops.aten.mul.Tensor(view_86, tanh_5);  view_86 = tanh_5 = None
    constant_pad_nd_16 = torch.ops.aten.constant_pad_nd.default(mul_40, [0, 0, 0, 4], 0.0);  mul_40 = None
    view_88 = torch.ops.aten.view.default(constant_pad_nd_16, [-1, 8, 16]);  constant_pad_nd_16 = None
    sum_51 = torch.ops.aten.sum.dim_IntList(view_88, [0]);  view_88 = None
    mul_41 = torch.ops.aten.mul.Tensor(view_85, mul_38);  view_85 = mul_38 = None
    sum_52 = torch.ops.aten.sum.dim_IntList(mul_41, [-1], True);  mul_41 = None
    constant_pad_nd_17 = torch.ops.aten.constant_pad_nd.default(sum_52, [0, 0, 0, 4], 0.0);  sum_52 = None
    view_89 = torch.ops.aten.view.default(constant_pad_nd_17, [-1, 8, 1]);  constant_pad_nd_17 = None
    sum_53 = torch.ops.aten.sum.dim_IntList(view_89, [0]);  view_89 = None
    sum_54 = torch.ops.aten.sum.dim_IntList(sum_50, [0]);  sum_50 = None
    sum_55 = torch.ops.aten.sum.dim_IntList(sum_51, [0]);  sum_51 = None
    sum_56 = torch.ops.aten.sum.default(sum_53);  sum_53 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(sum_56, 0);  sum_56 = None
    view_90 = torch.ops.aten.view.default(mul_39, [2, 10, 16]);  mul_39 = None
    sum_57 = torch.ops.aten.sum.dim_IntList(view_90, [0], True)
    _tensor_constant51 = self._tensor_constant51
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(sum_57, _tensor_constant51, 16, -1, False);  sum_57 = _tensor_constant51 = None
    _tensor_constant52 = self._tensor_constant52
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(view_90, _tensor_constant52, 2, -1, False);  _tensor_constant52 = None
    _tensor_constant53 = self._tensor_constant53
    embedding_dense_backward_2 = torch.ops.aten.embedding_dense_backward.default(view_90, _tensor_constant53, 32, 0, False);  view_90 = _tensor_constant53 = None
    add_8 = torch.ops.aten.add.Tensor(t_3, embedding_dense_backward_2);  t_3 = embedding_dense_backward_2 = None
    return (add_8, embedding_dense_backward, embedding_dense_backward_1, unsqueeze_5, sum_55, sum_54, t_55, view_83, t_51, view_80, t_47, view_77, t_43, view_68, unsqueeze_4, sum_44, sum_43, t_39, view_59, t_35, view_56, unsqueeze_3, sum_35, sum_34, t_31, view_47, t_27, view_44, t_23, view_41, t_19, view_32, unsqueeze_2, sum_24, sum_23, t_15, view_23, t_11, view_20, unsqueeze_1, sum_15, sum_14, view_2, t_7, view_11, unsqueeze, sum_7, sum_6)
    