


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
    view = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_1 = torch.ops.aten.view.default(mm, [4, 32, 1, 1]);  mm = None
    _tensor_constant6 = self._tensor_constant6
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(view_1, _tensor_constant6, [2, 2], [2, 2], [0, 0], False, True, None);  view_1 = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    detach_1 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(avg_pool2d_backward, detach_1, 0);  avg_pool2d_backward = detach_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0, 2, 3], True)
    _tensor_constant8 = self._tensor_constant8
    mul = torch.ops.aten.mul.Tensor(threshold_backward, _tensor_constant8);  _tensor_constant8 = None
    _param_constant0 = self._param_constant0
    mul_1 = torch.ops.aten.mul.Tensor(threshold_backward, _param_constant0);  threshold_backward = _param_constant0 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul, [0, 2, 3], True);  mul = None
    _tensor_constant9 = self._tensor_constant9
    transpose = torch.ops.aten.transpose.int(_tensor_constant9, -2, -1);  _tensor_constant9 = None
    transpose_1 = torch.ops.aten.transpose.int(mul_1, 0, 1);  mul_1 = None
    clone = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    view_2 = torch.ops.aten.view.default(clone, [4, 8, 16]);  clone = None
    _tensor_constant10 = self._tensor_constant10
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant10, -2, -1);  _tensor_constant10 = None
    expand = torch.ops.aten.expand.default(view_2, [4, 8, 16])
    view_3 = torch.ops.aten.view.default(expand, [4, 8, 16]);  expand = None
    expand_1 = torch.ops.aten.expand.default(transpose_2, [4, 16, 8]);  transpose_2 = None
    view_4 = torch.ops.aten.view.default(expand_1, [4, 16, 8]);  expand_1 = None
    bmm = torch.ops.aten.bmm.default(view_3, view_4);  view_3 = view_4 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(bmm, [4, 8, 8]);  bmm = None
    _tensor_constant11 = self._tensor_constant11
    sqrt = torch.ops.aten.sqrt.default(_tensor_constant11);  _tensor_constant11 = None
    mul_2 = torch.ops.aten.mul.Tensor(_unsafe_view, sqrt);  sqrt = None
    _tensor_constant12 = self._tensor_constant12
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant12, -2, -1);  _tensor_constant12 = None
    expand_2 = torch.ops.aten.expand.default(transpose_3, [4, 8, 8])
    view_5 = torch.ops.aten.view.default(expand_2, [4, 8, 8]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(transpose_3, [4, 8, 8])
    view_6 = torch.ops.aten.view.default(expand_3, [4, 8, 8]);  expand_3 = None
    bmm_1 = torch.ops.aten.bmm.default(view_5, view_6);  view_5 = view_6 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(bmm_1, [4, 8, 8]);  bmm_1 = None
    expand_4 = torch.ops.aten.expand.default(_unsafe_view_1, [4, 8, 8])
    view_7 = torch.ops.aten.view.default(expand_4, [4, 8, 8]);  expand_4 = None
    expand_5 = torch.ops.aten.expand.default(transpose_3, [4, 8, 8])
    view_8 = torch.ops.aten.view.default(expand_5, [4, 8, 8]);  expand_5 = None
    bmm_2 = torch.ops.aten.bmm.default(view_7, view_8);  view_7 = view_8 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm_2, [4, 8, 8]);  bmm_2 = None
    expand_6 = torch.ops.aten.expand.default(_unsafe_view_2, [4, 8, 8]);  _unsafe_view_2 = None
    view_9 = torch.ops.aten.view.default(expand_6, [4, 8, 8]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(mul_2, [4, 8, 8])
    view_10 = torch.ops.aten.view.default(expand_7, [4, 8, 8]);  expand_7 = None
    bmm_3 = torch.ops.aten.bmm.default(view_9, view_10);  view_9 = view_10 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(bmm_3, [4, 8, 8]);  bmm_3 = None
    add = torch.ops.aten.add.Tensor(_unsafe_view_3, 0);  _unsafe_view_3 = None
    expand_8 = torch.ops.aten.expand.default(mul_2, [4, 8, 8])
    view_11 = torch.ops.aten.view.default(expand_8, [4, 8, 8]);  expand_8 = None
    expand_9 = torch.ops.aten.expand.default(transpose, [4, 8, 8])
    view_12 = torch.ops.aten.view.default(expand_9, [4, 8, 8]);  expand_9 = None
    bmm_4 = torch.ops.aten.bmm.default(view_11, view_12);  view_11 = view_12 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_4, [4, 8, 8]);  bmm_4 = None
    baddbmm_ = torch.ops.aten.baddbmm_.default(mul_2, _unsafe_view_4, _unsafe_view_1, beta = 1.5, alpha = -0.5);  mul_2 = None
    baddbmm__1 = torch.ops.aten.baddbmm_.default(baddbmm_, _unsafe_view_1, _unsafe_view_4, alpha = -0.5);  baddbmm_ = _unsafe_view_1 = None
    expand_10 = torch.ops.aten.expand.default(transpose_3, [4, 8, 8])
    view_13 = torch.ops.aten.view.default(expand_10, [4, 8, 8]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(_unsafe_view_4, [4, 8, 8]);  _unsafe_view_4 = None
    view_14 = torch.ops.aten.view.default(expand_11, [4, 8, 8]);  expand_11 = None
    bmm_5 = torch.ops.aten.bmm.default(view_13, view_14);  view_13 = view_14 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(bmm_5, [4, 8, 8]);  bmm_5 = None
    baddbmm__2 = torch.ops.aten.baddbmm_.default(baddbmm__1, _unsafe_view_5, transpose_3, alpha = -0.5);  baddbmm__1 = _unsafe_view_5 = transpose_3 = None
    _tensor_constant13 = self._tensor_constant13
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant13, -2, -1);  _tensor_constant13 = None
    expand_12 = torch.ops.aten.expand.default(transpose_4, [4, 8, 8])
    view_15 = torch.ops.aten.view.default(expand_12, [4, 8, 8]);  expand_12 = None
    expand_13 = torch.ops.aten.expand.default(transpose_4, [4, 8, 8])
    view_16 = torch.ops.aten.view.default(expand_13, [4, 8, 8]);  expand_13 = None
    bmm_6 = torch.ops.aten.bmm.default(view_15, view_16);  view_15 = view_16 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(bmm_6, [4, 8, 8]);  bmm_6 = None
    expand_14 = torch.ops.aten.expand.default(_unsafe_view_6, [4, 8, 8])
    view_17 = torch.ops.aten.view.default(expand_14, [4, 8, 8]);  expand_14 = None
    expand_15 = torch.ops.aten.expand.default(transpose_4, [4, 8, 8])
    view_18 = torch.ops.aten.view.default(expand_15, [4, 8, 8]);  expand_15 = None
    bmm_7 = torch.ops.aten.bmm.default(view_17, view_18);  view_17 = view_18 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_7, [4, 8, 8]);  bmm_7 = None
    expand_16 = torch.ops.aten.expand.default(_unsafe_view_7, [4, 8, 8]);  _unsafe_view_7 = None
    view_19 = torch.ops.aten.view.default(expand_16, [4, 8, 8]);  expand_16 = None
    expand_17 = torch.ops.aten.expand.default(baddbmm__2, [4, 8, 8])
    view_20 = torch.ops.aten.view.default(expand_17, [4, 8, 8]);  expand_17 = None
    bmm_8 = torch.ops.aten.bmm.default(view_19, view_20);  view_19 = view_20 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(bmm_8, [4, 8, 8]);  bmm_8 = None
    add_ = torch.ops.aten.add_.Tensor(add, _unsafe_view_8);  add = _unsafe_view_8 = None
    expand_18 = torch.ops.aten.expand.default(baddbmm__2, [4, 8, 8])
    view_21 = torch.ops.aten.view.default(expand_18, [4, 8, 8]);  expand_18 = None
    expand_19 = torch.ops.aten.expand.default(transpose, [4, 8, 8])
    view_22 = torch.ops.aten.view.default(expand_19, [4, 8, 8]);  expand_19 = None
    bmm_9 = torch.ops.aten.bmm.default(view_21, view_22);  view_21 = view_22 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_9, [4, 8, 8]);  bmm_9 = None
    baddbmm__3 = torch.ops.aten.baddbmm_.default(baddbmm__2, _unsafe_view_9, _unsafe_view_6, beta = 1.5, alpha = -0.5);  baddbmm__2 = None
    baddbmm__4 = torch.ops.aten.baddbmm_.default(baddbmm__3, _unsafe_view_6, _unsafe_view_9, alpha = -0.5);  baddbmm__3 = _unsafe_view_6 = None
    expand_20 = torch.ops.aten.expand.default(transpose_4, [4, 8, 8])
    view_23 = torch.ops.aten.view.default(expand_20, [4, 8, 8]);  expand_20 = None
    expand_21 = torch.ops.aten.expand.default(_unsafe_view_9, [4, 8, 8]);  _unsafe_view_9 = None
    view_24 = torch.ops.aten.view.default(expand_21, [4, 8, 8]);  expand_21 = None
    bmm_10 = torch.ops.aten.bmm.default(view_23, view_24);  view_23 = view_24 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(bmm_10, [4, 8, 8]);  bmm_10 = None
    baddbmm__5 = torch.ops.aten.baddbmm_.default(baddbmm__4, _unsafe_view_10, transpose_4, alpha = -0.5);  baddbmm__4 = _unsafe_view_10 = transpose_4 = None
    _tensor_constant14 = self._tensor_constant14
    transpose_5 = torch.ops.aten.transpose.int(_tensor_constant14, -2, -1);  _tensor_constant14 = None
    expand_22 = torch.ops.aten.expand.default(transpose_5, [4, 8, 8])
    view_25 = torch.ops.aten.view.default(expand_22, [4, 8, 8]);  expand_22 = None
    expand_23 = torch.ops.aten.expand.default(transpose_5, [4, 8, 8])
    view_26 = torch.ops.aten.view.default(expand_23, [4, 8, 8]);  expand_23 = None
    bmm_11 = torch.ops.aten.bmm.default(view_25, view_26);  view_25 = view_26 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(bmm_11, [4, 8, 8]);  bmm_11 = None
    expand_24 = torch.ops.aten.expand.default(_unsafe_view_11, [4, 8, 8])
    view_27 = torch.ops.aten.view.default(expand_24, [4, 8, 8]);  expand_24 = None
    expand_25 = torch.ops.aten.expand.default(transpose_5, [4, 8, 8])
    view_28 = torch.ops.aten.view.default(expand_25, [4, 8, 8]);  expand_25 = None
    bmm_12 = torch.ops.aten.bmm.default(view_27, view_28);  view_27 = view_28 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(bmm_12, [4, 8, 8]);  bmm_12 = None
    expand_26 = torch.ops.aten.expand.default(_unsafe_view_12, [4, 8, 8]);  _unsafe_view_12 = None
    view_29 = torch.ops.aten.view.default(expand_26, [4, 8, 8]);  expand_26 = None
    expand_27 = torch.ops.aten.expand.default(baddbmm__5, [4, 8, 8])
    view_30 = torch.ops.aten.view.default(expand_27, [4, 8, 8]);  expand_27 = None
    bmm_13 = torch.ops.aten.bmm.default(view_29, view_30);  view_29 = view_30 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(bmm_13, [4, 8, 8]);  bmm_13 = None
    add__1 = torch.ops.aten.add_.Tensor(add_, _unsafe_view_13);  add_ = _unsafe_view_13 = None
    expand_28 = torch.ops.aten.expand.default(baddbmm__5, [4, 8, 8])
    view_31 = torch.ops.aten.view.default(expand_28, [4, 8, 8]);  expand_28 = None
    expand_29 = torch.ops.aten.expand.default(transpose, [4, 8, 8])
    view_32 = torch.ops.aten.view.default(expand_29, [4, 8, 8]);  expand_29 = None
    bmm_14 = torch.ops.aten.bmm.default(view_31, view_32);  view_31 = view_32 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(bmm_14, [4, 8, 8]);  bmm_14 = None
    baddbmm__6 = torch.ops.aten.baddbmm_.default(baddbmm__5, _unsafe_view_14, _unsafe_view_11, beta = 1.5, alpha = -0.5);  baddbmm__5 = None
    baddbmm__7 = torch.ops.aten.baddbmm_.default(baddbmm__6, _unsafe_view_11, _unsafe_view_14, alpha = -0.5);  baddbmm__6 = _unsafe_view_11 = None
    expand_30 = torch.ops.aten.expand.default(transpose_5, [4, 8, 8])
    view_33 = torch.ops.aten.view.default(expand_30, [4, 8, 8]);  expand_30 = None
    expand_31 = torch.ops.aten.expand.default(_unsafe_view_14, [4, 8, 8]);  _unsafe_view_14 = None
    view_34 = torch.ops.aten.view.default(expand_31, [4, 8, 8]);  expand_31 = None
    bmm_15 = torch.ops.aten.bmm.default(view_33, view_34);  view_33 = view_34 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(bmm_15, [4, 8, 8]);  bmm_15 = None
    baddbmm__8 = torch.ops.aten.baddbmm_.default(baddbmm__7, _unsafe_view_15, transpose_5, alpha = -0.5);  baddbmm__7 = _unsafe_view_15 = transpose_5 = None
    _tensor_constant15 = self._tensor_constant15
    transpose_6 = torch.ops.aten.transpose.int(_tensor_constant15, -2, -1);  _tensor_constant15 = None
    expand_32 = torch.ops.aten.expand.default(transpose_6, [4, 8, 8])
    view_35 = torch.ops.aten.view.default(expand_32, [4, 8, 8]);  expand_32 = None
    expand_33 = torch.ops.aten.expand.default(transpose_6, [4, 8, 8])
    view_36 = torch.ops.aten.view.default(expand_33, [4, 8, 8]);  expand_33 = None
    bmm_16 = torch.ops.aten.bmm.default(view_35, view_36);  view_35 = view_36 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(bmm_16, [4, 8, 8]);  bmm_16 = None
    expand_34 = torch.ops.aten.expand.default(_unsafe_view_16, [4, 8, 8])
    view_37 = torch.ops.aten.view.default(expand_34, [4, 8, 8]);  expand_34 = None
    expand_35 = torch.ops.aten.expand.default(transpose_6, [4, 8, 8])
    view_38 = torch.ops.aten.view.default(expand_35, [4, 8, 8]);  expand_35 = None
    bmm_17 = torch.ops.aten.bmm.default(view_37, view_38);  view_37 = view_38 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_17, [4, 8, 8]);  bmm_17 = None
    expand_36 = torch.ops.aten.expand.default(_unsafe_view_17, [4, 8, 8]);  _unsafe_view_17 = None
    view_39 = torch.ops.aten.view.default(expand_36, [4, 8, 8]);  expand_36 = None
    expand_37 = torch.ops.aten.expand.default(baddbmm__8, [4, 8, 8])
    view_40 = torch.ops.aten.view.default(expand_37, [4, 8, 8]);  expand_37 = None
    bmm_18 = torch.ops.aten.bmm.default(view_39, view_40);  view_39 = view_40 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(bmm_18, [4, 8, 8]);  bmm_18 = None
    add__2 = torch.ops.aten.add_.Tensor(add__1, _unsafe_view_18);  add__1 = _unsafe_view_18 = None
    expand_38 = torch.ops.aten.expand.default(baddbmm__8, [4, 8, 8])
    view_41 = torch.ops.aten.view.default(expand_38, [4, 8, 8]);  expand_38 = None
    expand_39 = torch.ops.aten.expand.default(transpose, [4, 8, 8])
    view_42 = torch.ops.aten.view.default(expand_39, [4, 8, 8]);  expand_39 = None
    bmm_19 = torch.ops.aten.bmm.default(view_41, view_42);  view_41 = view_42 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(bmm_19, [4, 8, 8]);  bmm_19 = None
    baddbmm__9 = torch.ops.aten.baddbmm_.default(baddbmm__8, _unsafe_view_19, _unsafe_view_16, beta = 1.5, alpha = -0.5);  baddbmm__8 = None
    baddbmm__10 = torch.ops.aten.baddbmm_.default(baddbmm__9, _unsafe_view_16, _unsafe_view_19, alpha = -0.5);  baddbmm__9 = _unsafe_view_16 = None
    expand_40 = torch.ops.aten.expand.default(transpose_6, [4, 8, 8])
    view_43 = torch.ops.aten.view.default(expand_40, [4, 8, 8]);  expand_40 = None
    expand_41 = torch.ops.aten.expand.default(_unsafe_view_19, [4, 8, 8]);  _unsafe_view_19 = None
    view_44 = torch.ops.aten.view.default(expand_41, [4, 8, 8]);  expand_41 = None
    bmm_20 = torch.ops.aten.bmm.default(view_43, view_44);  view_43 = view_44 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(bmm_20, [4, 8, 8]);  bmm_20 = None
    baddbmm__11 = torch.ops.aten.baddbmm_.default(baddbmm__10, _unsafe_view_20, transpose_6, alpha = -0.5);  baddbmm__10 = _unsafe_view_20 = transpose_6 = None
    add__3 = torch.ops.aten.add_.Tensor(add__2, baddbmm__11);  add__2 = baddbmm__11 = None
    expand_42 = torch.ops.aten.expand.default(transpose, [4, 8, 8]);  transpose = None
    view_45 = torch.ops.aten.view.default(expand_42, [4, 8, 8]);  expand_42 = None
    expand_43 = torch.ops.aten.expand.default(add__3, [4, 8, 8])
    view_46 = torch.ops.aten.view.default(expand_43, [4, 8, 8]);  expand_43 = None
    bmm_21 = torch.ops.aten.bmm.default(view_45, view_46);  view_45 = view_46 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(bmm_21, [4, 8, 8]);  bmm_21 = None
    neg = torch.ops.aten.neg.default(_unsafe_view_21);  _unsafe_view_21 = None
    transpose_7 = torch.ops.aten.transpose.int(_unsafe_view, -2, -1);  _unsafe_view = None
    expand_44 = torch.ops.aten.expand.default(transpose_7, [4, 8, 8]);  transpose_7 = None
    view_47 = torch.ops.aten.view.default(expand_44, [4, 8, 8]);  expand_44 = None
    _tensor_constant16 = self._tensor_constant16
    expand_45 = torch.ops.aten.expand.default(_tensor_constant16, [4, 8, 8]);  _tensor_constant16 = None
    view_48 = torch.ops.aten.view.default(expand_45, [4, 8, 8]);  expand_45 = None
    bmm_22 = torch.ops.aten.bmm.default(view_47, view_48);  view_47 = view_48 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(bmm_22, [4, 8, 8]);  bmm_22 = None
    add_1 = torch.ops.aten.add.Tensor(neg, _unsafe_view_22);  neg = _unsafe_view_22 = None
    _tensor_constant17 = self._tensor_constant17
    mul_3 = torch.ops.aten.mul.Tensor(add_1, _tensor_constant17);  add_1 = _tensor_constant17 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_3, [1, 2], True);  mul_3 = None
    _tensor_constant17_1 = self._tensor_constant17
    mul_4 = torch.ops.aten.mul.Tensor(sum_4, _tensor_constant17_1);  sum_4 = _tensor_constant17_1 = None
    transpose_8 = torch.ops.aten.transpose.int(add__3, -2, -1)
    add_2 = torch.ops.aten.add.Tensor(add__3, transpose_8);  add__3 = transpose_8 = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, 2.0);  mul_4 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_5);  add_2 = mul_5 = None
    _tensor_constant11_1 = self._tensor_constant11
    mul_6 = torch.ops.aten.mul.Tensor(_tensor_constant11_1, -0.03125);  _tensor_constant11_1 = None
    mul_7 = torch.ops.aten.mul.Tensor(add_3, mul_6);  add_3 = mul_6 = None
    mean = torch.ops.aten.mean.dim(view_2, [-1], True)
    sub = torch.ops.aten.sub.Tensor(view_2, mean);  view_2 = mean = None
    _tensor_constant16_1 = self._tensor_constant16
    expand_46 = torch.ops.aten.expand.default(_tensor_constant16_1, [4, 8, 8]);  _tensor_constant16_1 = None
    view_49 = torch.ops.aten.view.default(expand_46, [4, 8, 8]);  expand_46 = None
    expand_47 = torch.ops.aten.expand.default(sub, [4, 8, 16]);  sub = None
    view_50 = torch.ops.aten.view.default(expand_47, [4, 8, 16]);  expand_47 = None
    bmm_23 = torch.ops.aten.bmm.default(view_49, view_50);  view_49 = view_50 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(bmm_23, [4, 8, 16]);  bmm_23 = None
    _tensor_constant10_1 = self._tensor_constant10
    baddbmm = torch.ops.aten.baddbmm.default(_unsafe_view_23, mul_7, _tensor_constant10_1);  _unsafe_view_23 = mul_7 = _tensor_constant10_1 = None
    view_51 = torch.ops.aten.view.default(baddbmm, [32, 4, 2, 2]);  baddbmm = None
    transpose_9 = torch.ops.aten.transpose.int(view_51, 0, 1);  view_51 = None
    clone_1 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _tensor_constant18 = self._tensor_constant18
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(clone_1, _tensor_constant18, _param_constant1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_1 = _tensor_constant18 = _param_constant1 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = getitem_2 = None
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem, _tensor_constant19, [2, 2], [2, 2], [0, 0], [1, 1], False, _tensor_constant20);  getitem = _tensor_constant19 = _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    detach_2 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_2, 0);  max_pool2d_with_indices_backward = detach_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0, 2, 3], True)
    _tensor_constant22 = self._tensor_constant22
    mul_8 = torch.ops.aten.mul.Tensor(threshold_backward_1, _tensor_constant22);  _tensor_constant22 = None
    _param_constant2 = self._param_constant2
    mul_9 = torch.ops.aten.mul.Tensor(threshold_backward_1, _param_constant2);  threshold_backward_1 = _param_constant2 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_8, [0, 2, 3], True);  mul_8 = None
    _tensor_constant23 = self._tensor_constant23
    transpose_10 = torch.ops.aten.transpose.int(_tensor_constant23, -2, -1);  _tensor_constant23 = None
    transpose_11 = torch.ops.aten.transpose.int(mul_9, 0, 1);  mul_9 = None
    clone_2 = torch.ops.aten.clone.default(transpose_11, memory_format = torch.contiguous_format);  transpose_11 = None
    view_52 = torch.ops.aten.view.default(clone_2, [2, 8, 64]);  clone_2 = None
    _tensor_constant24 = self._tensor_constant24
    transpose_12 = torch.ops.aten.transpose.int(_tensor_constant24, -2, -1);  _tensor_constant24 = None
    expand_48 = torch.ops.aten.expand.default(view_52, [2, 8, 64])
    view_53 = torch.ops.aten.view.default(expand_48, [2, 8, 64]);  expand_48 = None
    expand_49 = torch.ops.aten.expand.default(transpose_12, [2, 64, 8]);  transpose_12 = None
    view_54 = torch.ops.aten.view.default(expand_49, [2, 64, 8]);  expand_49 = None
    bmm_24 = torch.ops.aten.bmm.default(view_53, view_54);  view_53 = view_54 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(bmm_24, [2, 8, 8]);  bmm_24 = None
    _tensor_constant25 = self._tensor_constant25
    sqrt_1 = torch.ops.aten.sqrt.default(_tensor_constant25);  _tensor_constant25 = None
    mul_10 = torch.ops.aten.mul.Tensor(_unsafe_view_24, sqrt_1);  sqrt_1 = None
    _tensor_constant26 = self._tensor_constant26
    transpose_13 = torch.ops.aten.transpose.int(_tensor_constant26, -2, -1);  _tensor_constant26 = None
    expand_50 = torch.ops.aten.expand.default(transpose_13, [2, 8, 8])
    view_55 = torch.ops.aten.view.default(expand_50, [2, 8, 8]);  expand_50 = None
    expand_51 = torch.ops.aten.expand.default(transpose_13, [2, 8, 8])
    view_56 = torch.ops.aten.view.default(expand_51, [2, 8, 8]);  expand_51 = None
    bmm_25 = torch.ops.aten.bmm.default(view_55, view_56);  view_55 = view_56 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(bmm_25, [2, 8, 8]);  bmm_25 = None
    expand_52 = torch.ops.aten.expand.default(_unsafe_view_25, [2, 8, 8])
    view_57 = torch.ops.aten.view.default(expand_52, [2, 8, 8]);  expand_52 = None
    expand_53 = torch.ops.aten.expand.default(transpose_13, [2, 8, 8])
    view_58 = torch.ops.aten.view.default(expand_53, [2, 8, 8]);  expand_53 = None
    bmm_26 = torch.ops.aten.bmm.default(view_57, view_58);  view_57 = view_58 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(bmm_26, [2, 8, 8]);  bmm_26 = None
    expand_54 = torch.ops.aten.expand.default(_unsafe_view_26, [2, 8, 8]);  _unsafe_view_26 = None
    view_59 = torch.ops.aten.view.default(expand_54, [2, 8, 8]);  expand_54 = None
    expand_55 = torch.ops.aten.expand.default(mul_10, [2, 8, 8])
    view_60 = torch.ops.aten.view.default(expand_55, [2, 8, 8]);  expand_55 = None
    bmm_27 = torch.ops.aten.bmm.default(view_59, view_60);  view_59 = view_60 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(bmm_27, [2, 8, 8]);  bmm_27 = None
    add_4 = torch.ops.aten.add.Tensor(_unsafe_view_27, 0);  _unsafe_view_27 = None
    expand_56 = torch.ops.aten.expand.default(mul_10, [2, 8, 8])
    view_61 = torch.ops.aten.view.default(expand_56, [2, 8, 8]);  expand_56 = None
    expand_57 = torch.ops.aten.expand.default(transpose_10, [2, 8, 8])
    view_62 = torch.ops.aten.view.default(expand_57, [2, 8, 8]);  expand_57 = None
    bmm_28 = torch.ops.aten.bmm.default(view_61, view_62);  view_61 = view_62 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(bmm_28, [2, 8, 8]);  bmm_28 = None
    baddbmm__12 = torch.ops.aten.baddbmm_.default(mul_10, _unsafe_view_28, _unsafe_view_25, beta = 1.5, alpha = -0.5);  mul_10 = None
    baddbmm__13 = torch.ops.aten.baddbmm_.default(baddbmm__12, _unsafe_view_25, _unsafe_view_28, alpha = -0.5);  baddbmm__12 = _unsafe_view_25 = None
    expand_58 = torch.ops.aten.expand.default(transpose_13, [2, 8, 8])
    view_63 = torch.ops.aten.view.default(expand_58, [2, 8, 8]);  expand_58 = None
    expand_59 = torch.ops.aten.expand.default(_unsafe_view_28, [2, 8, 8]);  _unsafe_view_28 = None
    view_64 = torch.ops.aten.view.default(expand_59, [2, 8, 8]);  expand_59 = None
    bmm_29 = torch.ops.aten.bmm.default(view_63, view_64);  view_63 = view_64 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(bmm_29, [2, 8, 8]);  bmm_29 = None
    baddbmm__14 = torch.ops.aten.baddbmm_.default(baddbmm__13, _unsafe_view_29, transpose_13, alpha = -0.5);  baddbmm__13 = _unsafe_view_29 = transpose_13 = None
    _tensor_constant27 = self._tensor_constant27
    transpose_14 = torch.ops.aten.transpose.int(_tensor_constant27, -2, -1);  _tensor_constant27 = None
    expand_60 = torch.ops.aten.expand.default(transpose_14, [2, 8, 8])
    view_65 = torch.ops.aten.view.default(expand_60, [2, 8, 8]);  expand_60 = None
    expand_61 = torch.ops.aten.expand.default(transpose_14, [2, 8, 8])
    view_66 = torch.ops.aten.view.default(expand_61, [2, 8, 8]);  expand_61 = None
    bmm_30 = torch.ops.aten.bmm.default(view_65, view_66);  view_65 = view_66 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(bmm_30, [2, 8, 8]);  bmm_30 = None
    expand_62 = torch.ops.aten.expand.default(_unsafe_view_30, [2, 8, 8])
    view_67 = torch.ops.aten.view.default(expand_62, [2, 8, 8]);  expand_62 = None
    expand_63 = torch.ops.aten.expand.default(transpose_14, [2, 8, 8])
    view_68 = torch.ops.aten.view.default(expand_63, [2, 8, 8]);  expand_63 = None
    bmm_31 = torch.ops.aten.bmm.default(view_67, view_68);  view_67 = view_68 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(bmm_31, [2, 8, 8]);  bmm_31 = None
    expand_64 = torch.ops.aten.expand.default(_unsafe_view_31, [2, 8, 8]);  _unsafe_view_31 = None
    view_69 = torch.ops.aten.view.default(expand_64, [2, 8, 8]);  expand_64 = None
    expand_65 = torch.ops.aten.expand.default(baddbmm__14, [2, 8, 8])
    view_70 = torch.ops.aten.view.default(expand_65, [2, 8, 8]);  expand_65 = None
    bmm_32 = torch.ops.aten.bmm.default(view_69, view_70);  view_69 = view_70 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(bmm_32, [2, 8, 8]);  bmm_32 = None
    add__4 = torch.ops.aten.add_.Tensor(add_4, _unsafe_view_32);  add_4 = _unsafe_view_32 = None
    expand_66 = torch.ops.aten.expand.default(baddbmm__14, [2, 8, 8])
    view_71 = torch.ops.aten.view.default(expand_66, [2, 8, 8]);  expand_66 = None
    expand_67 = torch.ops.aten.expand.default(transpose_10, [2, 8, 8])
    view_72 = torch.ops.aten.view.default(expand_67, [2, 8, 8]);  expand_67 = None
    bmm_33 = torch.ops.aten.bmm.default(view_71, view_72);  view_71 = view_72 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(bmm_33, [2, 8, 8]);  bmm_33 = None
    baddbmm__15 = torch.ops.aten.baddbmm_.default(baddbmm__14, _unsafe_view_33, _unsafe_view_30, beta = 1.5, alpha = -0.5);  baddbmm__14 = None
    baddbmm__16 = torch.ops.aten.baddbmm_.default(baddbmm__15, _unsafe_view_30, _unsafe_view_33, alpha = -0.5);  baddbmm__15 = _unsafe_view_30 = None
    expand_68 = torch.ops.aten.expand.default(transpose_14, [2, 8, 8])
    view_73 = torch.ops.aten.view.default(expand_68, [2, 8, 8]);  expand_68 = None
    expand_69 = torch.ops.aten.expand.default(_unsafe_view_33, [2, 8, 8]);  _unsafe_view_33 = None
    view_74 = torch.ops.aten.view.default(expand_69, [2, 8, 8]);  expand_69 = None
    bmm_34 = torch.ops.aten.bmm.default(view_73, view_74);  view_73 = view_74 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(bmm_34, [2, 8, 8]);  bmm_34 = None
    baddbmm__17 = torch.ops.aten.baddbmm_.default(baddbmm__16, _unsafe_view_34, transpose_14, alpha = -0.5);  baddbmm__16 = _unsafe_view_34 = transpose_14 = None
    _tensor_constant28 = self._tensor_constant28
    transpose_15 = torch.ops.aten.transpose.int(_tensor_constant28, -2, -1);  _tensor_constant28 = None
    expand_70 = torch.ops.aten.expand.default(transpose_15, [2, 8, 8])
    view_75 = torch.ops.aten.view.default(expand_70, [2, 8, 8]);  expand_70 = None
    expand_71 = torch.ops.aten.expand.default(transpose_15, [2, 8, 8])
    view_76 = torch.ops.aten.view.default(expand_71, [2, 8, 8]);  expand_71 = None
    bmm_35 = torch.ops.aten.bmm.default(view_75, view_76);  view_75 = view_76 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(bmm_35, [2, 8, 8]);  bmm_35 = None
    expand_72 = torch.ops.aten.expand.default(_unsafe_view_35, [2, 8, 8])
    view_77 = torch.ops.aten.view.default(expand_72, [2, 8, 8]);  expand_72 = None
    expand_73 = torch.ops.aten.expand.default(transpose_15, [2, 8, 8])
    view_78 = torch.ops.aten.view.default(expand_73, [2, 8, 8]);  expand_73 = None
    bmm_36 = torch.ops.aten.bmm.default(view_77, view_78);  view_77 = view_78 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(bmm_36, [2, 8, 8]);  bmm_36 = None
    expand_74 = torch.ops.aten.expand.default(_unsafe_view_36, [2, 8, 8]);  _unsafe_view_36 = None
    view_79 = torch.ops.aten.view.default(expand_74, [2, 8, 8]);  expand_74 = None
    expand_75 = torch.ops.aten.expand.default(baddbmm__17, [2, 8, 8])
    view_80 = torch.ops.aten.view.default(expand_75, [2, 8, 8]);  expand_75 = None
    bmm_37 = torch.ops.aten.bmm.default(view_79, view_80);  view_79 = view_80 = None
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(bmm_37, [2, 8, 8]);  bmm_37 = None
    add__5 = torch.ops.aten.add_.Tensor(add__4, _unsafe_view_37);  add__4 = _unsafe_view_37 = None
    expand_76 = torch.ops.aten.expand.default(baddbmm__17, [2, 8, 8])
    view_81 = torch.ops.aten.view.default(expand_76, [2, 8, 8]);  expand_76 = None
    expand_77 = torch.ops.aten.expand.default(transpose_10, [2, 8, 8])
    view_82 = torch.ops.aten.view.default(expand_77, [2, 8, 8]);  expand_77 = None
    bmm_38 = torch.ops.aten.bmm.default(view_81, view_82);  view_81 = view_82 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(bmm_38, [2, 8, 8]);  bmm_38 = None
    baddbmm__18 = torch.ops.aten.baddbmm_.default(baddbmm__17, _unsafe_view_38, _unsafe_view_35, beta = 1.5, alpha = -0.5);  baddbmm__17 = None
    baddbmm__19 = torch.ops.aten.baddbmm_.default(baddbmm__18, _unsafe_view_35, _unsafe_view_38, alpha = -0.5);  baddbmm__18 = _unsafe_view_35 = None
    expand_78 = torch.ops.aten.expand.default(transpose_15, [2, 8, 8])
    view_83 = torch.ops.aten.view.default(expand_78, [2, 8, 8]);  expand_78 = None
    expand_79 = torch.ops.aten.expand.default(_unsafe_view_38, [2, 8, 8]);  _unsafe_view_38 = None
    view_84 = torch.ops.aten.view.default(expand_79, [2, 8, 8]);  expand_79 = None
    bmm_39 = torch.ops.aten.bmm.default(view_83, view_84);  view_83 = view_84 = None
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(bmm_39, [2, 8, 8]);  bmm_39 = None
    baddbmm__20 = torch.ops.aten.baddbmm_.default(baddbmm__19, _unsafe_view_39, transpose_15, alpha = -0.5);  baddbmm__19 = _unsafe_view_39 = transpose_15 = None
    _tensor_constant29 = self._tensor_constant29
    transpose_16 = torch.ops.aten.transpose.int(_tensor_constant29, -2, -1);  _tensor_constant29 = None
    expand_80 = torch.ops.aten.expand.default(transpose_16, [2, 8, 8])
    view_85 = torch.ops.aten.view.default(expand_80, [2, 8, 8]);  expand_80 = None
    expand_81 = torch.ops.aten.expand.default(transpose_16, [2, 8, 8])
    view_86 = torch.ops.aten.view.default(expand_81, [2, 8, 8]);  expand_81 = None
    bmm_40 = torch.ops.aten.bmm.default(view_85, view_86);  view_85 = view_86 = None
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(bmm_40, [2, 8, 8]);  bmm_40 = None
    expand_82 = torch.ops.aten.expand.default(_unsafe_view_40, [2, 8, 8])
    view_87 = torch.ops.aten.view.default(expand_82, [2, 8, 8]);  expand_82 = None
    expand_83 = torch.ops.aten.expand.default(transpose_16, [2, 8, 8])
    view_88 = torch.ops.aten.view.default(expand_83, [2, 8, 8]);  expand_83 = None
    bmm_41 = torch.ops.aten.bmm.default(view_87, view_88);  view_87 = view_88 = None
    _unsafe_view_41 = torch.ops.aten._unsafe_view.default(bmm_41, [2, 8, 8]);  bmm_41 = None
    expand_84 = torch.ops.aten.expand.default(_unsafe_view_41, [2, 8, 8]);  _unsafe_view_41 = None
    view_89 = torch.ops.aten.view.default(expand_84, [2, 8, 8]);  expand_84 = None
    expand_85 = torch.ops.aten.expand.default(baddbmm__20, [2, 8, 8])
    view_90 = torch.ops.aten.view.default(expand_85, [2, 8, 8]);  expand_85 = None
    bmm_42 = torch.ops.aten.bmm.default(view_89, view_90);  view_89 = view_90 = None
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(bmm_42, [2, 8, 8]);  bmm_42 = None
    add__6 = torch.ops.aten.add_.Tensor(add__5, _unsafe_view_42);  add__5 = _unsafe_view_42 = None
    expand_86 = torch.ops.aten.expand.default(baddbmm__20, [2, 8, 8])
    view_91 = torch.ops.aten.view.default(expand_86, [2, 8, 8]);  expand_86 = None
    expand_87 = torch.ops.aten.expand.default(transpose_10, [2, 8, 8])
    view_92 = torch.ops.aten.view.default(expand_87, [2, 8, 8]);  expand_87 = None
    bmm_43 = torch.ops.aten.bmm.default(view_91, view_92);  view_91 = view_92 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(bmm_43, [2, 8, 8]);  bmm_43 = None
    baddbmm__21 = torch.ops.aten.baddbmm_.default(baddbmm__20, _unsafe_view_43, _unsafe_view_40, beta = 1.5, alpha = -0.5);  baddbmm__20 = None
    baddbmm__22 = torch.ops.aten.baddbmm_.default(baddbmm__21, _unsafe_view_40, _unsafe_view_43, alpha = -0.5);  baddbmm__21 = _unsafe_view_40 = None
    expand_88 = torch.ops.aten.expand.default(transpose_16, [2, 8, 8])
    view_93 = torch.ops.aten.view.default(expand_88, [2, 8, 8]);  expand_88 = None
    expand_89 = torch.ops.aten.expand.default(_unsafe_view_43, [2, 8, 8]);  _unsafe_view_43 = None
    view_94 = torch.ops.aten.view.default(expand_89, [2, 8, 8]);  expand_89 = None
    bmm_44 = torch.ops.aten.bmm.default(view_93, view_94);  view_93 = view_94 = None
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(bmm_44, [2, 8, 8]);  bmm_44 = None
    baddbmm__23 = torch.ops.aten.baddbmm_.default(baddbmm__22, _unsafe_view_44, transpose_16, alpha = -0.5);  baddbmm__22 = _unsafe_view_44 = transpose_16 = None
    add__7 = torch.ops.aten.add_.Tensor(add__6, baddbmm__23);  add__6 = baddbmm__23 = None
    expand_90 = torch.ops.aten.expand.default(transpose_10, [2, 8, 8]);  transpose_10 = None
    view_95 = torch.ops.aten.view.default(expand_90, [2, 8, 8]);  expand_90 = None
    expand_91 = torch.ops.aten.expand.default(add__7, [2, 8, 8])
    view_96 = torch.ops.aten.view.default(expand_91, [2, 8, 8]);  expand_91 = None
    bmm_45 = torch.ops.aten.bmm.default(view_95, view_96);  view_95 = view_96 = None
    _unsafe_view_45 = torch.ops.aten._unsafe_view.default(bmm_45, [2, 8, 8]);  bmm_45 = None
    neg_1 = torch.ops.aten.neg.default(_unsafe_view_45);  _unsafe_view_45 = None
    transpose_17 = torch.ops.aten.transpose.int(_unsafe_view_24, -2, -1);  _unsafe_view_24 = None
    expand_92 = torch.ops.aten.expand.default(transpose_17, [2, 8, 8]);  transpose_17 = None
    view_97 = torch.ops.aten.view.default(expand_92, [2, 8, 8]);  expand_92 = None
    _tensor_constant30 = self._tensor_constant30
    expand_93 = torch.ops.aten.expand.default(_tensor_constant30, [2, 8, 8]);  _tensor_constant30 = None
    view_98 = torch.ops.aten.view.default(expand_93, [2, 8, 8]);  expand_93 = None
    bmm_46 = torch.ops.aten.bmm.default(view_97, view_98);  view_97 = view_98 = None
    _unsafe_view_46 = torch.ops.aten._unsafe_view.default(bmm_46, [2, 8, 8]);  bmm_46 = None
    add_5 = torch.ops.aten.add.Tensor(neg_1, _unsafe_view_46);  neg_1 = _unsafe_view_46 = None
    _tensor_constant31 = self._tensor_constant31
    mul_11 = torch.ops.aten.mul.Tensor(add_5, _tensor_constant31);  add_5 = _tensor_constant31 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_11, [1, 2], True);  mul_11 = None
    _tensor_constant31_1 = self._tensor_constant31
    mul_12 = torch.ops.aten.mul.Tensor(sum_7, _tensor_constant31_1);  sum_7 = _tensor_constant31_1 = None
    transpose_18 = torch.ops.aten.transpose.int(add__7, -2, -1)
    add_6 = torch.ops.aten.add.Tensor(add__7, transpose_18);  add__7 = transpose_18 = None
    mul_13 = torch.ops.aten.mul.Tensor(mul_12, 2.0);  mul_12 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_13);  add_6 = mul_13 = None
    _tensor_constant25_1 = self._tensor_constant25
    mul_14 = torch.ops.aten.mul.Tensor(_tensor_constant25_1, -0.0078125);  _tensor_constant25_1 = None
    mul_15 = torch.ops.aten.mul.Tensor(add_7, mul_14);  add_7 = mul_14 = None
    mean_1 = torch.ops.aten.mean.dim(view_52, [-1], True)
    sub_1 = torch.ops.aten.sub.Tensor(view_52, mean_1);  view_52 = mean_1 = None
    _tensor_constant30_1 = self._tensor_constant30
    expand_94 = torch.ops.aten.expand.default(_tensor_constant30_1, [2, 8, 8]);  _tensor_constant30_1 = None
    view_99 = torch.ops.aten.view.default(expand_94, [2, 8, 8]);  expand_94 = None
    expand_95 = torch.ops.aten.expand.default(sub_1, [2, 8, 64]);  sub_1 = None
    view_100 = torch.ops.aten.view.default(expand_95, [2, 8, 64]);  expand_95 = None
    bmm_47 = torch.ops.aten.bmm.default(view_99, view_100);  view_99 = view_100 = None
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(bmm_47, [2, 8, 64]);  bmm_47 = None
    _tensor_constant24_1 = self._tensor_constant24
    baddbmm_1 = torch.ops.aten.baddbmm.default(_unsafe_view_47, mul_15, _tensor_constant24_1);  _unsafe_view_47 = mul_15 = _tensor_constant24_1 = None
    view_101 = torch.ops.aten.view.default(baddbmm_1, [16, 4, 4, 4]);  baddbmm_1 = None
    transpose_19 = torch.ops.aten.transpose.int(view_101, 0, 1);  view_101 = None
    clone_3 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    _tensor_constant32 = self._tensor_constant32
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(clone_3, _tensor_constant32, _param_constant3, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_3 = _tensor_constant32 = _param_constant3 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = getitem_5 = None
    _tensor_constant33 = self._tensor_constant33
    _tensor_constant34 = self._tensor_constant34
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_3, _tensor_constant33, [2, 2], [2, 2], [0, 0], [1, 1], False, _tensor_constant34);  getitem_3 = _tensor_constant33 = _tensor_constant34 = None
    _tensor_constant35 = self._tensor_constant35
    detach_3 = torch.ops.aten.detach.default(_tensor_constant35);  _tensor_constant35 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_1, detach_3, 0);  max_pool2d_with_indices_backward_1 = detach_3 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0, 2, 3], True)
    _tensor_constant36 = self._tensor_constant36
    mul_16 = torch.ops.aten.mul.Tensor(threshold_backward_2, _tensor_constant36);  _tensor_constant36 = None
    _param_constant4 = self._param_constant4
    mul_17 = torch.ops.aten.mul.Tensor(threshold_backward_2, _param_constant4);  threshold_backward_2 = _param_constant4 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_16, [0, 2, 3], True);  mul_16 = None
    _tensor_constant37 = self._tensor_constant37
    transpose_20 = torch.ops.aten.transpose.int(_tensor_constant37, -2, -1);  _tensor_constant37 = None
    transpose_21 = torch.ops.aten.transpose.int(mul_17, 0, 1);  mul_17 = None
    clone_4 = torch.ops.aten.clone.default(transpose_21, memory_format = torch.contiguous_format);  transpose_21 = None
    view_102 = torch.ops.aten.view.default(clone_4, [1, 8, 256]);  clone_4 = None
    _tensor_constant38 = self._tensor_constant38
    transpose_22 = torch.ops.aten.transpose.int(_tensor_constant38, -2, -1);  _tensor_constant38 = None
    expand_96 = torch.ops.aten.expand.default(view_102, [1, 8, 256])
    view_103 = torch.ops.aten.view.default(expand_96, [1, 8, 256]);  expand_96 = None
    expand_97 = torch.ops.aten.expand.default(transpose_22, [1, 256, 8]);  transpose_22 = None
    view_104 = torch.ops.aten.view.default(expand_97, [1, 256, 8]);  expand_97 = None
    bmm_48 = torch.ops.aten.bmm.default(view_103, view_104);  view_103 = view_104 = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(bmm_48, [1, 8, 8]);  bmm_48 = None
    _tensor_constant39 = self._tensor_constant39
    sqrt_2 = torch.ops.aten.sqrt.default(_tensor_constant39);  _tensor_constant39 = None
    mul_18 = torch.ops.aten.mul.Tensor(_unsafe_view_48, sqrt_2);  sqrt_2 = None
    _tensor_constant40 = self._tensor_constant40
    transpose_23 = torch.ops.aten.transpose.int(_tensor_constant40, -2, -1);  _tensor_constant40 = None
    expand_98 = torch.ops.aten.expand.default(transpose_23, [1, 8, 8])
    view_105 = torch.ops.aten.view.default(expand_98, [1, 8, 8]);  expand_98 = None
    expand_99 = torch.ops.aten.expand.default(transpose_23, [1, 8, 8])
    view_106 = torch.ops.aten.view.default(expand_99, [1, 8, 8]);  expand_99 = None
    bmm_49 = torch.ops.aten.bmm.default(view_105, view_106);  view_105 = view_106 = None
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(bmm_49, [1, 8, 8]);  bmm_49 = None
    expand_100 = torch.ops.aten.expand.default(_unsafe_view_49, [1, 8, 8])
    view_107 = torch.ops.aten.view.default(expand_100, [1, 8, 8]);  expand_100 = None
    expand_101 = torch.ops.aten.expand.default(transpose_23, [1, 8, 8])
    view_108 = torch.ops.aten.view.default(expand_101, [1, 8, 8]);  expand_101 = None
    bmm_50 = torch.ops.aten.bmm.default(view_107, view_108);  view_107 = view_108 = None
    _unsafe_view_50 = torch.ops.aten._unsafe_view.default(bmm_50, [1, 8, 8]);  bmm_50 = None
    expand_102 = torch.ops.aten.expand.default(_unsafe_view_50, [1, 8, 8]);  _unsafe_view_50 = None
    view_109 = torch.ops.aten.view.default(expand_102, [1, 8, 8]);  expand_102 = None
    expand_103 = torch.ops.aten.expand.default(mul_18, [1, 8, 8])
    view_110 = torch.ops.aten.view.default(expand_103, [1, 8, 8]);  expand_103 = None
    bmm_51 = torch.ops.aten.bmm.default(view_109, view_110);  view_109 = view_110 = None
    _unsafe_view_51 = torch.ops.aten._unsafe_view.default(bmm_51, [1, 8, 8]);  bmm_51 = None
    add_8 = torch.ops.aten.add.Tensor(_unsafe_view_51, 0);  _unsafe_view_51 = None
    expand_104 = torch.ops.aten.expand.default(mul_18, [1, 8, 8])
    view_111 = torch.ops.aten.view.default(expand_104, [1, 8, 8]);  expand_104 = None
    expand_105 = torch.ops.aten.expand.default(transpose_20, [1, 8, 8])
    view_112 = torch.ops.aten.view.default(expand_105, [1, 8, 8]);  expand_105 = None
    bmm_52 = torch.ops.aten.bmm.default(view_111, view_112);  view_111 = view_112 = None
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(bmm_52, [1, 8, 8]);  bmm_52 = None
    baddbmm__24 = torch.ops.aten.baddbmm_.default(mul_18, _unsafe_view_52, _unsafe_view_49, beta = 1.5, alpha = -0.5);  mul_18 = None
    baddbmm__25 = torch.ops.aten.baddbmm_.default(baddbmm__24, _unsafe_view_49, _unsafe_view_52, alpha = -0.5);  baddbmm__24 = _unsafe_view_49 = None
    expand_106 = torch.ops.aten.expand.default(transpose_23, [1, 8, 8])
    view_113 = torch.ops.aten.view.default(expand_106, [1, 8, 8]);  expand_106 = None
    expand_107 = torch.ops.aten.expand.default(_unsafe_view_52, [1, 8, 8]);  _unsafe_view_52 = None
    view_114 = torch.ops.aten.view.default(expand_107, [1, 8, 8]);  expand_107 = None
    bmm_53 = torch.ops.aten.bmm.default(view_113, view_114);  view_113 = view_114 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(bmm_53, [1, 8, 8]);  bmm_53 = None
    baddbmm__26 = torch.ops.aten.baddbmm_.default(baddbmm__25, _unsafe_view_53, transpose_23, alpha = -0.5);  baddbmm__25 = _unsafe_view_53 = transpose_23 = None
    _tensor_constant41 = self._tensor_constant41
    transpose_24 = torch.ops.aten.transpose.int(_tensor_constant41, -2, -1);  _tensor_constant41 = None
    expand_108 = torch.ops.aten.expand.default(transpose_24, [1, 8, 8])
    view_115 = torch.ops.aten.view.default(expand_108, [1, 8, 8]);  expand_108 = None
    expand_109 = torch.ops.aten.expand.default(transpose_24, [1, 8, 8])
    view_116 = torch.ops.aten.view.default(expand_109, [1, 8, 8]);  expand_109 = None
    bmm_54 = torch.ops.aten.bmm.default(view_115, view_116);  view_115 = view_116 = None
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(bmm_54, [1, 8, 8]);  bmm_54 = None
    expand_110 = torch.ops.aten.expand.default(_unsafe_view_54, [1, 8, 8])
    view_117 = torch.ops.aten.view.default(expand_110, [1, 8, 8]);  expand_110 = None
    expand_111 = torch.ops.aten.expand.default(transpose_24, [1, 8, 8])
    view_118 = torch.ops.aten.view.default(expand_111, [1, 8, 8]);  expand_111 = None
    bmm_55 = torch.ops.aten.bmm.default(view_117, view_118);  view_117 = view_118 = None
    _unsafe_view_55 = torch.ops.aten._unsafe_view.default(bmm_55, [1, 8, 8]);  bmm_55 = None
    expand_112 = torch.ops.aten.expand.default(_unsafe_view_55, [1, 8, 8]);  _unsafe_view_55 = None
    view_119 = torch.ops.aten.view.default(expand_112, [1, 8, 8]);  expand_112 = None
    expand_113 = torch.ops.aten.expand.default(baddbmm__26, [1, 8, 8])
    view_120 = torch.ops.aten.view.default(expand_113, [1, 8, 8]);  expand_113 = None
    bmm_56 = torch.ops.aten.bmm.default(view_119, view_120);  view_119 = view_120 = None
    _unsafe_view_56 = torch.ops.aten._unsafe_view.default(bmm_56, [1, 8, 8]);  bmm_56 = None
    add__8 = torch.ops.aten.add_.Tensor(add_8, _unsafe_view_56);  add_8 = _unsafe_view_56 = None
    expand_114 = torch.ops.aten.expand.default(baddbmm__26, [1, 8, 8])
    view_121 = torch.ops.aten.view.default(expand_114, [1, 8, 8]);  expand_114 = None
    expand_115 = torch.ops.aten.expand.default(transpose_20, [1, 8, 8])
    view_122 = torch.ops.aten.view.default(expand_115, [1, 8, 8]);  expand_115 = None
    bmm_57 = torch.ops.aten.bmm.default(view_121, view_122);  view_121 = view_122 = None
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(bmm_57, [1, 8, 8]);  bmm_57 = None
    baddbmm__27 = torch.ops.aten.baddbmm_.default(baddbmm__26, _unsafe_view_57, _unsafe_view_54, beta = 1.5, alpha = -0.5);  baddbmm__26 = None
    baddbmm__28 = torch.ops.aten.baddbmm_.default(baddbmm__27, _unsafe_view_54, _unsafe_view_57, alpha = -0.5);  baddbmm__27 = _unsafe_view_54 = None
    expand_116 = torch.ops.aten.expand.default(transpose_24, [1, 8, 8])
    view_123 = torch.ops.aten.view.default(expand_116, [1, 8, 8]);  expand_116 = None
    expand_117 = torch.ops.aten.expand.default(_unsafe_view_57, [1, 8, 8]);  _unsafe_view_57 = None
    view_124 = torch.ops.aten.view.default(expand_117, [1, 8, 8]);  expand_117 = None
    bmm_58 = torch.ops.aten.bmm.default(view_123, view_124);  view_123 = view_124 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(bmm_58, [1, 8, 8]);  bmm_58 = None
    baddbmm__29 = torch.ops.aten.baddbmm_.default(baddbmm__28, _unsafe_view_58, transpose_24, alpha = -0.5);  baddbmm__28 = _unsafe_view_58 = transpose_24 = None
    _tensor_constant42 = self._tensor_constant42
    transpose_25 = torch.ops.aten.transpose.int(_tensor_constant42, -2, -1);  _tensor_constant42 = None
    expand_118 = torch.ops.aten.expand.default(transpose_25, [1, 8, 8])
    view_125 = torch.ops.aten.view.default(expand_118, [1, 8, 8]);  expand_118 = None
    expand_119 = torch.ops.aten.expand.default(transpose_25, [1, 8, 8])
    view_126 = torch.ops.aten.view.default(expand_119, [1, 8, 8]);  expand_119 = None
    bmm_59 = torch.ops.aten.bmm.default(view_125, view_126);  view_125 = view_126 = None
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(bmm_59, [1, 8, 8]);  bmm_59 = None
    expand_120 = torch.ops.aten.expand.default(_unsafe_view_59, [1, 8, 8])
    view_127 = torch.ops.aten.view.default(expand_120, [1, 8, 8]);  expand_120 = None
    expand_121 = torch.ops.aten.expand.default(transpose_25, [1, 8, 8])
    view_128 = torch.ops.aten.view.default(expand_121, [1, 8, 8]);  expand_121 = None
    bmm_60 = torch.ops.aten.bmm.default(view_127, view_128);  view_127 = view_128 = None
    _unsafe_view_60 = torch.ops.aten._unsafe_view.default(bmm_60, [1, 8, 8]);  bmm_60 = None
    expand_122 = torch.ops.aten.expand.default(_unsafe_view_60, [1, 8, 8]);  _unsafe_view_60 = None
    view_129 = torch.ops.aten.view.default(expand_122, [1, 8, 8]);  expand_122 = None
    expand_123 = torch.ops.aten.expand.default(baddbmm__29, [1, 8, 8])
    view_130 = torch.ops.aten.view.default(expand_123, [1, 8, 8]);  expand_123 = None
    bmm_61 = torch.ops.aten.bmm.default(view_129, view_130);  view_129 = view_130 = None
    _unsafe_view_61 = torch.ops.aten._unsafe_view.default(bmm_61, [1, 8, 8]);  bmm_61 = None
    add__9 = torch.ops.aten.add_.Tensor(add__8, _unsafe_view_61);  add__8 = _unsafe_view_61 = None
    expand_124 = torch.ops.aten.expand.default(baddbmm__29, [1, 8, 8])
    view_131 = torch.ops.aten.view.default(expand_124, [1, 8, 8]);  expand_124 = None
    expand_125 = torch.ops.aten.expand.default(transpose_20, [1, 8, 8])
    view_132 = torch.ops.aten.view.default(expand_125, [1, 8, 8]);  expand_125 = None
    bmm_62 = torch.ops.aten.bmm.default(view_131, view_132);  view_131 = view_132 = None
    _unsafe_view_62 = torch.ops.aten._unsafe_view.default(bmm_62, [1, 8, 8]);  bmm_62 = None
    baddbmm__30 = torch.ops.aten.baddbmm_.default(baddbmm__29, _unsafe_view_62, _unsafe_view_59, beta = 1.5, alpha = -0.5);  baddbmm__29 = None
    baddbmm__31 = torch.ops.aten.baddbmm_.default(baddbmm__30, _unsafe_view_59, _unsafe_view_62, alpha = -0.5);  baddbmm__30 = _unsafe_view_59 = None
    expand_126 = torch.ops.aten.expand.default(transpose_25, [1, 8, 8])
    view_133 = torch.ops.aten.view.default(expand_126, [1, 8, 8]);  expand_126 = None
    expand_127 = torch.ops.aten.expand.default(_unsafe_view_62, [1, 8, 8]);  _unsafe_view_62 = None
    view_134 = torch.ops.aten.view.default(expand_127, [1, 8, 8]);  expand_127 = None
    bmm_63 = torch.ops.aten.bmm.default(view_133, view_134);  view_133 = view_134 = None
    _unsafe_view_63 = torch.ops.aten._unsafe_view.default(bmm_63, [1, 8, 8]);  bmm_63 = None
    baddbmm__32 = torch.ops.aten.baddbmm_.default(baddbmm__31, _unsafe_view_63, transpose_25, alpha = -0.5);  baddbmm__31 = _unsafe_view_63 = transpose_25 = None
    _tensor_constant43 = self._tensor_constant43
    transpose_26 = torch.ops.aten.transpose.int(_tensor_constant43, -2, -1);  _tensor_constant43 = None
    expand_128 = torch.ops.aten.expand.default(transpose_26, [1, 8, 8])
    view_135 = torch.ops.aten.view.default(expand_128, [1, 8, 8]);  expand_128 = None
    expand_129 = torch.ops.aten.expand.default(transpose_26, [1, 8, 8])
    view_136 = torch.ops.aten.view.default(expand_129, [1, 8, 8]);  expand_129 = None
    bmm_64 = torch.ops.aten.bmm.default(view_135, view_136);  view_135 = view_136 = None
    _unsafe_view_64 = torch.ops.aten._unsafe_view.default(bmm_64, [1, 8, 8]);  bmm_64 = None
    expand_130 = torch.ops.aten.expand.default(_unsafe_view_64, [1, 8, 8])
    view_137 = torch.ops.aten.view.default(expand_130, [1, 8, 8]);  expand_130 = None
    expand_131 = torch.ops.aten.expand.default(transpose_26, [1, 8, 8])
    view_138 = torch.ops.aten.view.default(expand_131, [1, 8, 8]);  expand_131 = None
    bmm_65 = torch.ops.aten.bmm.default(view_137, view_138);  view_137 = view_138 = None
    _unsafe_view_65 = torch.ops.aten._unsafe_view.default(bmm_65, [1, 8, 8]);  bmm_65 = None
    expand_132 = torch.ops.aten.expand.default(_unsafe_view_65, [1, 8, 8]);  _unsafe_view_65 = None
    view_139 = torch.ops.aten.view.default(expand_132, [1, 8, 8]);  expand_132 = None
    expand_133 = torch.ops.aten.expand.default(baddbmm__32, [1, 8, 8])
    view_140 = torch.ops.aten.view.default(expand_133, [1, 8, 8]);  expand_133 = None
    bmm_66 = torch.ops.aten.bmm.default(view_139, view_140);  view_139 = view_140 = None
    _unsafe_view_66 = torch.ops.aten._unsafe_view.default(bmm_66, [1, 8, 8]);  bmm_66 = None
    add__10 = torch.ops.aten.add_.Tensor(add__9, _unsafe_view_66);  add__9 = _unsafe_view_66 = None
    expand_134 = torch.ops.aten.expand.default(baddbmm__32, [1, 8, 8])
    view_141 = torch.ops.aten.view.default(expand_134, [1, 8, 8]);  expand_134 = None
    expand_135 = torch.ops.aten.expand.default(transpose_20, [1, 8, 8])
    view_142 = torch.ops.aten.view.default(expand_135, [1, 8, 8]);  expand_135 = None
    bmm_67 = torch.ops.aten.bmm.default(view_141, view_142);  view_141 = view_142 = None
    _unsafe_view_67 = torch.ops.aten._unsafe_view.default(bmm_67, [1, 8, 8]);  bmm_67 = None
    baddbmm__33 = torch.ops.aten.baddbmm_.default(baddbmm__32, _unsafe_view_67, _unsafe_view_64, beta = 1.5, alpha = -0.5);  baddbmm__32 = None
    baddbmm__34 = torch.ops.aten.baddbmm_.default(baddbmm__33, _unsafe_view_64, _unsafe_view_67, alpha = -0.5);  baddbmm__33 = _unsafe_view_64 = None
    expand_136 = torch.ops.aten.expand.default(transpose_26, [1, 8, 8])
    view_143 = torch.ops.aten.view.default(expand_136, [1, 8, 8]);  expand_136 = None
    expand_137 = torch.ops.aten.expand.default(_unsafe_view_67, [1, 8, 8]);  _unsafe_view_67 = None
    view_144 = torch.ops.aten.view.default(expand_137, [1, 8, 8]);  expand_137 = None
    bmm_68 = torch.ops.aten.bmm.default(view_143, view_144);  view_143 = view_144 = None
    _unsafe_view_68 = torch.ops.aten._unsafe_view.default(bmm_68, [1, 8, 8]);  bmm_68 = None
    baddbmm__35 = torch.ops.aten.baddbmm_.default(baddbmm__34, _unsafe_view_68, transpose_26, alpha = -0.5);  baddbmm__34 = _unsafe_view_68 = transpose_26 = None
    add__11 = torch.ops.aten.add_.Tensor(add__10, baddbmm__35);  add__10 = baddbmm__35 = None
    expand_138 = torch.ops.aten.expand.default(transpose_20, [1, 8, 8]);  transpose_20 = None
    view_145 = torch.ops.aten.view.default(expand_138, [1, 8, 8]);  expand_138 = None
    expand_139 = torch.ops.aten.expand.default(add__11, [1, 8, 8])
    view_146 = torch.ops.aten.view.default(expand_139, [1, 8, 8]);  expand_139 = None
    bmm_69 = torch.ops.aten.bmm.default(view_145, view_146);  view_145 = view_146 = None
    _unsafe_view_69 = torch.ops.aten._unsafe_view.default(bmm_69, [1, 8, 8]);  bmm_69 = None
    neg_2 = torch.ops.aten.neg.default(_unsafe_view_69);  _unsafe_view_69 = None
    transpose_27 = torch.ops.aten.transpose.int(_unsafe_view_48, -2, -1);  _unsafe_view_48 = None
    expand_140 = torch.ops.aten.expand.default(transpose_27, [1, 8, 8]);  transpose_27 = None
    view_147 = torch.ops.aten.view.default(expand_140, [1, 8, 8]);  expand_140 = None
    _tensor_constant44 = self._tensor_constant44
    expand_141 = torch.ops.aten.expand.default(_tensor_constant44, [1, 8, 8]);  _tensor_constant44 = None
    view_148 = torch.ops.aten.view.default(expand_141, [1, 8, 8]);  expand_141 = None
    bmm_70 = torch.ops.aten.bmm.default(view_147, view_148);  view_147 = view_148 = None
    _unsafe_view_70 = torch.ops.aten._unsafe_view.default(bmm_70, [1, 8, 8]);  bmm_70 = None
    add_9 = torch.ops.aten.add.Tensor(neg_2, _unsafe_view_70);  neg_2 = _unsafe_view_70 = None
    _tensor_constant45 = self._tensor_constant45
    mul_19 = torch.ops.aten.mul.Tensor(add_9, _tensor_constant45);  add_9 = _tensor_constant45 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_19, [1, 2], True);  mul_19 = None
    _tensor_constant45_1 = self._tensor_constant45
    mul_20 = torch.ops.aten.mul.Tensor(sum_10, _tensor_constant45_1);  sum_10 = _tensor_constant45_1 = None
    transpose_28 = torch.ops.aten.transpose.int(add__11, -2, -1)
    add_10 = torch.ops.aten.add.Tensor(add__11, transpose_28);  add__11 = transpose_28 = None
    mul_21 = torch.ops.aten.mul.Tensor(mul_20, 2.0);  mul_20 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_21);  add_10 = mul_21 = None
    _tensor_constant39_1 = self._tensor_constant39
    mul_22 = torch.ops.aten.mul.Tensor(_tensor_constant39_1, -0.001953125);  _tensor_constant39_1 = None
    mul_23 = torch.ops.aten.mul.Tensor(add_11, mul_22);  add_11 = mul_22 = None
    mean_2 = torch.ops.aten.mean.dim(view_102, [-1], True)
    sub_2 = torch.ops.aten.sub.Tensor(view_102, mean_2);  view_102 = mean_2 = None
    _tensor_constant44_1 = self._tensor_constant44
    expand_142 = torch.ops.aten.expand.default(_tensor_constant44_1, [1, 8, 8]);  _tensor_constant44_1 = None
    view_149 = torch.ops.aten.view.default(expand_142, [1, 8, 8]);  expand_142 = None
    expand_143 = torch.ops.aten.expand.default(sub_2, [1, 8, 256]);  sub_2 = None
    view_150 = torch.ops.aten.view.default(expand_143, [1, 8, 256]);  expand_143 = None
    bmm_71 = torch.ops.aten.bmm.default(view_149, view_150);  view_149 = view_150 = None
    _unsafe_view_71 = torch.ops.aten._unsafe_view.default(bmm_71, [1, 8, 256]);  bmm_71 = None
    _tensor_constant38_1 = self._tensor_constant38
    baddbmm_2 = torch.ops.aten.baddbmm.default(_unsafe_view_71, mul_23, _tensor_constant38_1);  _unsafe_view_71 = mul_23 = _tensor_constant38_1 = None
    view_151 = torch.ops.aten.view.default(baddbmm_2, [8, 4, 8, 8]);  baddbmm_2 = None
    transpose_29 = torch.ops.aten.transpose.int(view_151, 0, 1);  view_151 = None
    clone_5 = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
    _tensor_constant46 = self._tensor_constant46
    _param_constant5 = self._param_constant5
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(clone_5, _tensor_constant46, _param_constant5, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  clone_5 = _tensor_constant46 = _param_constant5 = None
    getitem_6 = convolution_backward_2[0];  getitem_6 = None
    getitem_7 = convolution_backward_2[1]
    getitem_8 = convolution_backward_2[2];  convolution_backward_2 = getitem_8 = None
    return (getitem_7, sum_9, sum_8, getitem_4, sum_6, sum_5, getitem_1, sum_3, sum_2, t_3, view)
    