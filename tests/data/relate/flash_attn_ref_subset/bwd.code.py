


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
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  _log_softmax_backward_data = t = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 8, 16]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 8);  expand = None
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(div, _tensor_constant5, [16], _tensor_constant6, _tensor_constant7, _param_constant0, _param_constant1, [True, False, False]);  div = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1];  getitem_1 = None
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = getitem_2 = None
    view = torch.ops.aten.view.default(getitem, [16, 16])
    _tensor_constant8 = self._tensor_constant8
    t_1 = torch.ops.aten.t.default(_tensor_constant8);  _tensor_constant8 = None
    mm_1 = torch.ops.aten.mm.default(view, t_1);  view = t_1 = None
    view_1 = torch.ops.aten.view.default(mm_1, [2, 8, 64]);  mm_1 = None
    _tensor_constant9 = self._tensor_constant9
    gelu_backward = torch.ops.aten.gelu_backward.default(view_1, _tensor_constant9);  view_1 = _tensor_constant9 = None
    view_2 = torch.ops.aten.view.default(gelu_backward, [16, 64]);  gelu_backward = None
    _tensor_constant10 = self._tensor_constant10
    t_2 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_2 = torch.ops.aten.mm.default(view_2, t_2);  view_2 = t_2 = None
    view_3 = torch.ops.aten.view.default(mm_2, [2, 8, 16]);  mm_2 = None
    _tensor_constant11 = self._tensor_constant11
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_3, _tensor_constant11, [16], _tensor_constant12, _tensor_constant13, _param_constant2, _param_constant3, [True, False, False]);  view_3 = _tensor_constant11 = _tensor_constant12 = _tensor_constant13 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = getitem_5 = None
    add = torch.ops.aten.add.Tensor(getitem, getitem_3);  getitem = getitem_3 = None
    view_4 = torch.ops.aten.view.default(add, [16, 16])
    _tensor_constant14 = self._tensor_constant14
    t_3 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_3 = torch.ops.aten.mm.default(view_4, t_3);  view_4 = t_3 = None
    view_5 = torch.ops.aten.view.default(mm_3, [2, 8, 16]);  mm_3 = None
    view_6 = torch.ops.aten.view.default(view_5, [2, 8, 2, 8]);  view_5 = None
    transpose = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    _tensor_constant15 = self._tensor_constant15
    detach_1 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    zeros_like = torch.ops.aten.zeros_like.default(_tensor_constant16, pin_memory = False);  _tensor_constant16 = None
    _tensor_constant17 = self._tensor_constant17
    zeros_like_1 = torch.ops.aten.zeros_like.default(_tensor_constant17, pin_memory = False);  _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    zeros_like_2 = torch.ops.aten.zeros_like.default(_tensor_constant18, pin_memory = False);  _tensor_constant18 = None
    mul = torch.ops.aten.mul.Tensor(transpose, detach_1);  detach_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [-1]);  mul = None
    _tensor_constant17_1 = self._tensor_constant17
    slice_1 = torch.ops.aten.slice.Tensor(_tensor_constant17_1, 2, 0, 4);  _tensor_constant17_1 = None
    _tensor_constant18_1 = self._tensor_constant18
    slice_2 = torch.ops.aten.slice.Tensor(_tensor_constant18_1, 2, 0, 4);  _tensor_constant18_1 = None
    zeros_like_3 = torch.ops.aten.zeros_like.default(slice_1, pin_memory = False)
    zeros_like_4 = torch.ops.aten.zeros_like.default(slice_2, pin_memory = False)
    _tensor_constant16_1 = self._tensor_constant16
    slice_3 = torch.ops.aten.slice.Tensor(_tensor_constant16_1, 2, 0, 4);  _tensor_constant16_1 = None
    slice_4 = torch.ops.aten.slice.Tensor(transpose, 2, 0, 4)
    _tensor_constant19 = self._tensor_constant19
    slice_5 = torch.ops.aten.slice.Tensor(_tensor_constant19, 2, 0, 4);  _tensor_constant19 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(slice_5, -1);  slice_5 = None
    slice_6 = torch.ops.aten.slice.Tensor(sum_1, 2, 0, 4)
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(slice_6, -1);  slice_6 = None
    transpose_1 = torch.ops.aten.transpose.int(slice_1, -1, -2)
    expand_1 = torch.ops.aten.expand.default(slice_3, [2, 2, 4, 8])
    clone = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 4, 8]);  clone = None
    expand_2 = torch.ops.aten.expand.default(transpose_1, [2, 2, 8, 4]);  transpose_1 = None
    clone_1 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 4]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 4, 4]);  bmm = None
    mul_1 = torch.ops.aten.mul.Tensor(_unsafe_view_2, 0.3535533905932738);  _unsafe_view_2 = None
    sub = torch.ops.aten.sub.Tensor(mul_1, unsqueeze_1);  mul_1 = unsqueeze_1 = None
    exp = torch.ops.aten.exp.default(sub);  sub = None
    transpose_2 = torch.ops.aten.transpose.int(exp, -1, -2)
    expand_3 = torch.ops.aten.expand.default(transpose_2, [2, 2, 4, 4]);  transpose_2 = None
    view_7 = torch.ops.aten.view.default(expand_3, [4, 4, 4]);  expand_3 = None
    expand_4 = torch.ops.aten.expand.default(slice_4, [2, 2, 4, 8])
    clone_2 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 4, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_7, _unsafe_view_3);  view_7 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 4, 8]);  bmm_1 = None
    add_1 = torch.ops.aten.add.Tensor(zeros_like_4, _unsafe_view_4);  zeros_like_4 = _unsafe_view_4 = None
    transpose_3 = torch.ops.aten.transpose.int(slice_2, -1, -2)
    expand_5 = torch.ops.aten.expand.default(slice_4, [2, 2, 4, 8]);  slice_4 = None
    clone_3 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_3, [4, 4, 8]);  clone_3 = None
    expand_6 = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 4]);  transpose_3 = None
    clone_4 = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 4]);  clone_4 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_5, _unsafe_view_6);  _unsafe_view_5 = _unsafe_view_6 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 4, 4]);  bmm_2 = None
    sub_1 = torch.ops.aten.sub.Tensor(_unsafe_view_7, unsqueeze_2);  _unsafe_view_7 = unsqueeze_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(exp, sub_1);  exp = sub_1 = None
    slice_7 = torch.ops.aten.slice.Tensor(zeros_like, 2, 0, 4)
    expand_7 = torch.ops.aten.expand.default(mul_2, [2, 2, 4, 4])
    view_8 = torch.ops.aten.view.default(expand_7, [4, 4, 4]);  expand_7 = None
    expand_8 = torch.ops.aten.expand.default(slice_1, [2, 2, 4, 8])
    clone_5 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_5, [4, 4, 8]);  clone_5 = None
    bmm_3 = torch.ops.aten.bmm.default(view_8, _unsafe_view_8);  view_8 = _unsafe_view_8 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 4, 8]);  bmm_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(_unsafe_view_9, 0.3535533905932738);  _unsafe_view_9 = None
    add_ = torch.ops.aten.add_.Tensor(slice_7, mul_3);  slice_7 = mul_3 = None
    slice_8 = torch.ops.aten.slice.Tensor(zeros_like, 2, 0, 4)
    copy_ = torch.ops.aten.copy_.default(slice_8, add_);  slice_8 = add_ = copy_ = None
    transpose_4 = torch.ops.aten.transpose.int(mul_2, -1, -2);  mul_2 = None
    expand_9 = torch.ops.aten.expand.default(transpose_4, [2, 2, 4, 4]);  transpose_4 = None
    view_9 = torch.ops.aten.view.default(expand_9, [4, 4, 4]);  expand_9 = None
    expand_10 = torch.ops.aten.expand.default(slice_3, [2, 2, 4, 8]);  slice_3 = None
    clone_6 = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_6, [4, 4, 8]);  clone_6 = None
    bmm_4 = torch.ops.aten.bmm.default(view_9, _unsafe_view_10);  view_9 = _unsafe_view_10 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 4, 8]);  bmm_4 = None
    mul_4 = torch.ops.aten.mul.Tensor(_unsafe_view_11, 0.3535533905932738);  _unsafe_view_11 = None
    add_2 = torch.ops.aten.add.Tensor(zeros_like_3, mul_4);  zeros_like_3 = mul_4 = None
    _tensor_constant16_2 = self._tensor_constant16
    slice_9 = torch.ops.aten.slice.Tensor(_tensor_constant16_2, 2, 4, 8);  _tensor_constant16_2 = None
    slice_10 = torch.ops.aten.slice.Tensor(transpose, 2, 4, 8)
    _tensor_constant19_1 = self._tensor_constant19
    slice_11 = torch.ops.aten.slice.Tensor(_tensor_constant19_1, 2, 4, 8);  _tensor_constant19_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(slice_11, -1);  slice_11 = None
    slice_12 = torch.ops.aten.slice.Tensor(sum_1, 2, 4, 8)
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(slice_12, -1);  slice_12 = None
    transpose_5 = torch.ops.aten.transpose.int(slice_1, -1, -2)
    expand_11 = torch.ops.aten.expand.default(slice_9, [2, 2, 4, 8])
    clone_7 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_7, [4, 4, 8]);  clone_7 = None
    expand_12 = torch.ops.aten.expand.default(transpose_5, [2, 2, 8, 4]);  transpose_5 = None
    clone_8 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_8, [4, 8, 4]);  clone_8 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_12, _unsafe_view_13);  _unsafe_view_12 = _unsafe_view_13 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 4, 4]);  bmm_5 = None
    mul_5 = torch.ops.aten.mul.Tensor(_unsafe_view_14, 0.3535533905932738);  _unsafe_view_14 = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_5, unsqueeze_3);  mul_5 = unsqueeze_3 = None
    exp_1 = torch.ops.aten.exp.default(sub_2);  sub_2 = None
    transpose_6 = torch.ops.aten.transpose.int(exp_1, -1, -2)
    expand_13 = torch.ops.aten.expand.default(transpose_6, [2, 2, 4, 4]);  transpose_6 = None
    view_10 = torch.ops.aten.view.default(expand_13, [4, 4, 4]);  expand_13 = None
    expand_14 = torch.ops.aten.expand.default(slice_10, [2, 2, 4, 8])
    clone_9 = torch.ops.aten.clone.default(expand_14, memory_format = torch.contiguous_format);  expand_14 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_9, [4, 4, 8]);  clone_9 = None
    bmm_6 = torch.ops.aten.bmm.default(view_10, _unsafe_view_15);  view_10 = _unsafe_view_15 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(bmm_6, [2, 2, 4, 8]);  bmm_6 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, _unsafe_view_16);  add_1 = _unsafe_view_16 = None
    transpose_7 = torch.ops.aten.transpose.int(slice_2, -1, -2);  slice_2 = None
    expand_15 = torch.ops.aten.expand.default(slice_10, [2, 2, 4, 8]);  slice_10 = None
    clone_10 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(clone_10, [4, 4, 8]);  clone_10 = None
    expand_16 = torch.ops.aten.expand.default(transpose_7, [2, 2, 8, 4]);  transpose_7 = None
    clone_11 = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_11, [4, 8, 4]);  clone_11 = None
    bmm_7 = torch.ops.aten.bmm.default(_unsafe_view_17, _unsafe_view_18);  _unsafe_view_17 = _unsafe_view_18 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(bmm_7, [2, 2, 4, 4]);  bmm_7 = None
    sub_3 = torch.ops.aten.sub.Tensor(_unsafe_view_19, unsqueeze_4);  _unsafe_view_19 = unsqueeze_4 = None
    mul_6 = torch.ops.aten.mul.Tensor(exp_1, sub_3);  exp_1 = sub_3 = None
    slice_13 = torch.ops.aten.slice.Tensor(zeros_like, 2, 4, 8)
    expand_17 = torch.ops.aten.expand.default(mul_6, [2, 2, 4, 4])
    view_11 = torch.ops.aten.view.default(expand_17, [4, 4, 4]);  expand_17 = None
    expand_18 = torch.ops.aten.expand.default(slice_1, [2, 2, 4, 8]);  slice_1 = None
    clone_12 = torch.ops.aten.clone.default(expand_18, memory_format = torch.contiguous_format);  expand_18 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_12, [4, 4, 8]);  clone_12 = None
    bmm_8 = torch.ops.aten.bmm.default(view_11, _unsafe_view_20);  view_11 = _unsafe_view_20 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(bmm_8, [2, 2, 4, 8]);  bmm_8 = None
    mul_7 = torch.ops.aten.mul.Tensor(_unsafe_view_21, 0.3535533905932738);  _unsafe_view_21 = None
    add__1 = torch.ops.aten.add_.Tensor(slice_13, mul_7);  slice_13 = mul_7 = None
    slice_14 = torch.ops.aten.slice.Tensor(zeros_like, 2, 4, 8)
    copy__1 = torch.ops.aten.copy_.default(slice_14, add__1);  slice_14 = add__1 = copy__1 = None
    transpose_8 = torch.ops.aten.transpose.int(mul_6, -1, -2);  mul_6 = None
    expand_19 = torch.ops.aten.expand.default(transpose_8, [2, 2, 4, 4]);  transpose_8 = None
    view_12 = torch.ops.aten.view.default(expand_19, [4, 4, 4]);  expand_19 = None
    expand_20 = torch.ops.aten.expand.default(slice_9, [2, 2, 4, 8]);  slice_9 = None
    clone_13 = torch.ops.aten.clone.default(expand_20, memory_format = torch.contiguous_format);  expand_20 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_13, [4, 4, 8]);  clone_13 = None
    bmm_9 = torch.ops.aten.bmm.default(view_12, _unsafe_view_22);  view_12 = _unsafe_view_22 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(bmm_9, [2, 2, 4, 8]);  bmm_9 = None
    mul_8 = torch.ops.aten.mul.Tensor(_unsafe_view_23, 0.3535533905932738);  _unsafe_view_23 = None
    add_4 = torch.ops.aten.add.Tensor(add_2, mul_8);  add_2 = mul_8 = None
    slice_15 = torch.ops.aten.slice.Tensor(zeros_like_1, 2, 0, 4)
    copy__2 = torch.ops.aten.copy_.default(slice_15, add_4);  slice_15 = add_4 = copy__2 = None
    slice_16 = torch.ops.aten.slice.Tensor(zeros_like_2, 2, 0, 4)
    copy__3 = torch.ops.aten.copy_.default(slice_16, add_3);  slice_16 = add_3 = copy__3 = None
    _tensor_constant17_2 = self._tensor_constant17
    slice_17 = torch.ops.aten.slice.Tensor(_tensor_constant17_2, 2, 4, 8);  _tensor_constant17_2 = None
    _tensor_constant18_2 = self._tensor_constant18
    slice_18 = torch.ops.aten.slice.Tensor(_tensor_constant18_2, 2, 4, 8);  _tensor_constant18_2 = None
    zeros_like_5 = torch.ops.aten.zeros_like.default(slice_17, pin_memory = False)
    zeros_like_6 = torch.ops.aten.zeros_like.default(slice_18, pin_memory = False)
    _tensor_constant16_3 = self._tensor_constant16
    slice_19 = torch.ops.aten.slice.Tensor(_tensor_constant16_3, 2, 0, 4);  _tensor_constant16_3 = None
    slice_20 = torch.ops.aten.slice.Tensor(transpose, 2, 0, 4)
    _tensor_constant19_2 = self._tensor_constant19
    slice_21 = torch.ops.aten.slice.Tensor(_tensor_constant19_2, 2, 0, 4);  _tensor_constant19_2 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(slice_21, -1);  slice_21 = None
    slice_22 = torch.ops.aten.slice.Tensor(sum_1, 2, 0, 4)
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(slice_22, -1);  slice_22 = None
    transpose_9 = torch.ops.aten.transpose.int(slice_17, -1, -2)
    expand_21 = torch.ops.aten.expand.default(slice_19, [2, 2, 4, 8])
    clone_14 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(clone_14, [4, 4, 8]);  clone_14 = None
    expand_22 = torch.ops.aten.expand.default(transpose_9, [2, 2, 8, 4]);  transpose_9 = None
    clone_15 = torch.ops.aten.clone.default(expand_22, memory_format = torch.contiguous_format);  expand_22 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(clone_15, [4, 8, 4]);  clone_15 = None
    bmm_10 = torch.ops.aten.bmm.default(_unsafe_view_24, _unsafe_view_25);  _unsafe_view_24 = _unsafe_view_25 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(bmm_10, [2, 2, 4, 4]);  bmm_10 = None
    mul_9 = torch.ops.aten.mul.Tensor(_unsafe_view_26, 0.3535533905932738);  _unsafe_view_26 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul_9, unsqueeze_5);  mul_9 = unsqueeze_5 = None
    exp_2 = torch.ops.aten.exp.default(sub_4);  sub_4 = None
    transpose_10 = torch.ops.aten.transpose.int(exp_2, -1, -2)
    expand_23 = torch.ops.aten.expand.default(transpose_10, [2, 2, 4, 4]);  transpose_10 = None
    view_13 = torch.ops.aten.view.default(expand_23, [4, 4, 4]);  expand_23 = None
    expand_24 = torch.ops.aten.expand.default(slice_20, [2, 2, 4, 8])
    clone_16 = torch.ops.aten.clone.default(expand_24, memory_format = torch.contiguous_format);  expand_24 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(clone_16, [4, 4, 8]);  clone_16 = None
    bmm_11 = torch.ops.aten.bmm.default(view_13, _unsafe_view_27);  view_13 = _unsafe_view_27 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(bmm_11, [2, 2, 4, 8]);  bmm_11 = None
    add_5 = torch.ops.aten.add.Tensor(zeros_like_6, _unsafe_view_28);  zeros_like_6 = _unsafe_view_28 = None
    transpose_11 = torch.ops.aten.transpose.int(slice_18, -1, -2)
    expand_25 = torch.ops.aten.expand.default(slice_20, [2, 2, 4, 8]);  slice_20 = None
    clone_17 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(clone_17, [4, 4, 8]);  clone_17 = None
    expand_26 = torch.ops.aten.expand.default(transpose_11, [2, 2, 8, 4]);  transpose_11 = None
    clone_18 = torch.ops.aten.clone.default(expand_26, memory_format = torch.contiguous_format);  expand_26 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(clone_18, [4, 8, 4]);  clone_18 = None
    bmm_12 = torch.ops.aten.bmm.default(_unsafe_view_29, _unsafe_view_30);  _unsafe_view_29 = _unsafe_view_30 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(bmm_12, [2, 2, 4, 4]);  bmm_12 = None
    sub_5 = torch.ops.aten.sub.Tensor(_unsafe_view_31, unsqueeze_6);  _unsafe_view_31 = unsqueeze_6 = None
    mul_10 = torch.ops.aten.mul.Tensor(exp_2, sub_5);  exp_2 = sub_5 = None
    slice_23 = torch.ops.aten.slice.Tensor(zeros_like, 2, 0, 4)
    expand_27 = torch.ops.aten.expand.default(mul_10, [2, 2, 4, 4])
    view_14 = torch.ops.aten.view.default(expand_27, [4, 4, 4]);  expand_27 = None
    expand_28 = torch.ops.aten.expand.default(slice_17, [2, 2, 4, 8])
    clone_19 = torch.ops.aten.clone.default(expand_28, memory_format = torch.contiguous_format);  expand_28 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(clone_19, [4, 4, 8]);  clone_19 = None
    bmm_13 = torch.ops.aten.bmm.default(view_14, _unsafe_view_32);  view_14 = _unsafe_view_32 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(bmm_13, [2, 2, 4, 8]);  bmm_13 = None
    mul_11 = torch.ops.aten.mul.Tensor(_unsafe_view_33, 0.3535533905932738);  _unsafe_view_33 = None
    add__2 = torch.ops.aten.add_.Tensor(slice_23, mul_11);  slice_23 = mul_11 = None
    slice_24 = torch.ops.aten.slice.Tensor(zeros_like, 2, 0, 4)
    copy__4 = torch.ops.aten.copy_.default(slice_24, add__2);  slice_24 = add__2 = copy__4 = None
    transpose_12 = torch.ops.aten.transpose.int(mul_10, -1, -2);  mul_10 = None
    expand_29 = torch.ops.aten.expand.default(transpose_12, [2, 2, 4, 4]);  transpose_12 = None
    view_15 = torch.ops.aten.view.default(expand_29, [4, 4, 4]);  expand_29 = None
    expand_30 = torch.ops.aten.expand.default(slice_19, [2, 2, 4, 8]);  slice_19 = None
    clone_20 = torch.ops.aten.clone.default(expand_30, memory_format = torch.contiguous_format);  expand_30 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(clone_20, [4, 4, 8]);  clone_20 = None
    bmm_14 = torch.ops.aten.bmm.default(view_15, _unsafe_view_34);  view_15 = _unsafe_view_34 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(bmm_14, [2, 2, 4, 8]);  bmm_14 = None
    mul_12 = torch.ops.aten.mul.Tensor(_unsafe_view_35, 0.3535533905932738);  _unsafe_view_35 = None
    add_6 = torch.ops.aten.add.Tensor(zeros_like_5, mul_12);  zeros_like_5 = mul_12 = None
    _tensor_constant16_4 = self._tensor_constant16
    slice_25 = torch.ops.aten.slice.Tensor(_tensor_constant16_4, 2, 4, 8);  _tensor_constant16_4 = None
    slice_26 = torch.ops.aten.slice.Tensor(transpose, 2, 4, 8);  transpose = None
    _tensor_constant19_3 = self._tensor_constant19
    slice_27 = torch.ops.aten.slice.Tensor(_tensor_constant19_3, 2, 4, 8);  _tensor_constant19_3 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(slice_27, -1);  slice_27 = None
    slice_28 = torch.ops.aten.slice.Tensor(sum_1, 2, 4, 8);  sum_1 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(slice_28, -1);  slice_28 = None
    transpose_13 = torch.ops.aten.transpose.int(slice_17, -1, -2)
    expand_31 = torch.ops.aten.expand.default(slice_25, [2, 2, 4, 8])
    clone_21 = torch.ops.aten.clone.default(expand_31, memory_format = torch.contiguous_format);  expand_31 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(clone_21, [4, 4, 8]);  clone_21 = None
    expand_32 = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 4]);  transpose_13 = None
    clone_22 = torch.ops.aten.clone.default(expand_32, memory_format = torch.contiguous_format);  expand_32 = None
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(clone_22, [4, 8, 4]);  clone_22 = None
    bmm_15 = torch.ops.aten.bmm.default(_unsafe_view_36, _unsafe_view_37);  _unsafe_view_36 = _unsafe_view_37 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(bmm_15, [2, 2, 4, 4]);  bmm_15 = None
    mul_13 = torch.ops.aten.mul.Tensor(_unsafe_view_38, 0.3535533905932738);  _unsafe_view_38 = None
    sub_6 = torch.ops.aten.sub.Tensor(mul_13, unsqueeze_7);  mul_13 = unsqueeze_7 = None
    exp_3 = torch.ops.aten.exp.default(sub_6);  sub_6 = None
    transpose_14 = torch.ops.aten.transpose.int(exp_3, -1, -2)
    expand_33 = torch.ops.aten.expand.default(transpose_14, [2, 2, 4, 4]);  transpose_14 = None
    view_16 = torch.ops.aten.view.default(expand_33, [4, 4, 4]);  expand_33 = None
    expand_34 = torch.ops.aten.expand.default(slice_26, [2, 2, 4, 8])
    clone_23 = torch.ops.aten.clone.default(expand_34, memory_format = torch.contiguous_format);  expand_34 = None
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(clone_23, [4, 4, 8]);  clone_23 = None
    bmm_16 = torch.ops.aten.bmm.default(view_16, _unsafe_view_39);  view_16 = _unsafe_view_39 = None
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(bmm_16, [2, 2, 4, 8]);  bmm_16 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, _unsafe_view_40);  add_5 = _unsafe_view_40 = None
    transpose_15 = torch.ops.aten.transpose.int(slice_18, -1, -2);  slice_18 = None
    expand_35 = torch.ops.aten.expand.default(slice_26, [2, 2, 4, 8]);  slice_26 = None
    clone_24 = torch.ops.aten.clone.default(expand_35, memory_format = torch.contiguous_format);  expand_35 = None
    _unsafe_view_41 = torch.ops.aten._unsafe_view.default(clone_24, [4, 4, 8]);  clone_24 = None
    expand_36 = torch.ops.aten.expand.default(transpose_15, [2, 2, 8, 4]);  transpose_15 = None
    clone_25 = torch.ops.aten.clone.default(expand_36, memory_format = torch.contiguous_format);  expand_36 = None
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(clone_25, [4, 8, 4]);  clone_25 = None
    bmm_17 = torch.ops.aten.bmm.default(_unsafe_view_41, _unsafe_view_42);  _unsafe_view_41 = _unsafe_view_42 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(bmm_17, [2, 2, 4, 4]);  bmm_17 = None
    sub_7 = torch.ops.aten.sub.Tensor(_unsafe_view_43, unsqueeze_8);  _unsafe_view_43 = unsqueeze_8 = None
    mul_14 = torch.ops.aten.mul.Tensor(exp_3, sub_7);  exp_3 = sub_7 = None
    slice_29 = torch.ops.aten.slice.Tensor(zeros_like, 2, 4, 8)
    expand_37 = torch.ops.aten.expand.default(mul_14, [2, 2, 4, 4])
    view_17 = torch.ops.aten.view.default(expand_37, [4, 4, 4]);  expand_37 = None
    expand_38 = torch.ops.aten.expand.default(slice_17, [2, 2, 4, 8]);  slice_17 = None
    clone_26 = torch.ops.aten.clone.default(expand_38, memory_format = torch.contiguous_format);  expand_38 = None
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(clone_26, [4, 4, 8]);  clone_26 = None
    bmm_18 = torch.ops.aten.bmm.default(view_17, _unsafe_view_44);  view_17 = _unsafe_view_44 = None
    _unsafe_view_45 = torch.ops.aten._unsafe_view.default(bmm_18, [2, 2, 4, 8]);  bmm_18 = None
    mul_15 = torch.ops.aten.mul.Tensor(_unsafe_view_45, 0.3535533905932738);  _unsafe_view_45 = None
    add__3 = torch.ops.aten.add_.Tensor(slice_29, mul_15);  slice_29 = mul_15 = None
    slice_30 = torch.ops.aten.slice.Tensor(zeros_like, 2, 4, 8)
    copy__5 = torch.ops.aten.copy_.default(slice_30, add__3);  slice_30 = add__3 = copy__5 = None
    transpose_16 = torch.ops.aten.transpose.int(mul_14, -1, -2);  mul_14 = None
    expand_39 = torch.ops.aten.expand.default(transpose_16, [2, 2, 4, 4]);  transpose_16 = None
    view_18 = torch.ops.aten.view.default(expand_39, [4, 4, 4]);  expand_39 = None
    expand_40 = torch.ops.aten.expand.default(slice_25, [2, 2, 4, 8]);  slice_25 = None
    clone_27 = torch.ops.aten.clone.default(expand_40, memory_format = torch.contiguous_format);  expand_40 = None
    _unsafe_view_46 = torch.ops.aten._unsafe_view.default(clone_27, [4, 4, 8]);  clone_27 = None
    bmm_19 = torch.ops.aten.bmm.default(view_18, _unsafe_view_46);  view_18 = _unsafe_view_46 = None
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(bmm_19, [2, 2, 4, 8]);  bmm_19 = None
    mul_16 = torch.ops.aten.mul.Tensor(_unsafe_view_47, 0.3535533905932738);  _unsafe_view_47 = None
    add_8 = torch.ops.aten.add.Tensor(add_6, mul_16);  add_6 = mul_16 = None
    slice_31 = torch.ops.aten.slice.Tensor(zeros_like_1, 2, 4, 8)
    copy__6 = torch.ops.aten.copy_.default(slice_31, add_8);  slice_31 = add_8 = copy__6 = None
    slice_32 = torch.ops.aten.slice.Tensor(zeros_like_2, 2, 4, 8)
    copy__7 = torch.ops.aten.copy_.default(slice_32, add_7);  slice_32 = add_7 = copy__7 = None
    stack = torch.ops.aten.stack.default([zeros_like, zeros_like_1, zeros_like_2]);  zeros_like = zeros_like_1 = zeros_like_2 = None
    permute = torch.ops.aten.permute.default(stack, [1, 3, 0, 2, 4]);  stack = None
    clone_28 = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(clone_28, [2, 8, 48]);  clone_28 = None
    view_19 = torch.ops.aten.view.default(_unsafe_view_48, [16, 48]);  _unsafe_view_48 = None
    _tensor_constant20 = self._tensor_constant20
    t_4 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_4 = torch.ops.aten.mm.default(view_19, t_4);  view_19 = t_4 = None
    view_20 = torch.ops.aten.view.default(mm_4, [2, 8, 16]);  mm_4 = None
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_20, _tensor_constant21, [16], _tensor_constant22, _tensor_constant23, _param_constant4, _param_constant5, [True, False, True]);  view_20 = _tensor_constant21 = _tensor_constant22 = _tensor_constant23 = _param_constant4 = _param_constant5 = None
    getitem_6 = native_layer_norm_backward_2[0]
    getitem_7 = native_layer_norm_backward_2[1];  getitem_7 = None
    getitem_8 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_9 = torch.ops.aten.add.Tensor(add, getitem_6);  add = getitem_6 = None
    view_21 = torch.ops.aten.view.default(add_9, [16, 16])
    _tensor_constant24 = self._tensor_constant24
    t_5 = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
    mm_5 = torch.ops.aten.mm.default(view_21, t_5);  view_21 = t_5 = None
    view_22 = torch.ops.aten.view.default(mm_5, [2, 8, 64]);  mm_5 = None
    _tensor_constant25 = self._tensor_constant25
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_22, _tensor_constant25);  view_22 = _tensor_constant25 = None
    view_23 = torch.ops.aten.view.default(gelu_backward_1, [16, 64]);  gelu_backward_1 = None
    _tensor_constant26 = self._tensor_constant26
    t_6 = torch.ops.aten.t.default(_tensor_constant26);  _tensor_constant26 = None
    mm_6 = torch.ops.aten.mm.default(view_23, t_6);  view_23 = t_6 = None
    view_24 = torch.ops.aten.view.default(mm_6, [2, 8, 16]);  mm_6 = None
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_24, _tensor_constant27, [16], _tensor_constant28, _tensor_constant29, _param_constant6, _param_constant7, [True, False, False]);  view_24 = _tensor_constant27 = _tensor_constant28 = _tensor_constant29 = _param_constant6 = _param_constant7 = None
    getitem_9 = native_layer_norm_backward_3[0]
    getitem_10 = native_layer_norm_backward_3[1];  getitem_10 = None
    getitem_11 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = getitem_11 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, getitem_9);  add_9 = getitem_9 = None
    view_25 = torch.ops.aten.view.default(add_10, [16, 16])
    _tensor_constant30 = self._tensor_constant30
    t_7 = torch.ops.aten.t.default(_tensor_constant30);  _tensor_constant30 = None
    mm_7 = torch.ops.aten.mm.default(view_25, t_7);  view_25 = t_7 = None
    view_26 = torch.ops.aten.view.default(mm_7, [2, 8, 16]);  mm_7 = None
    view_27 = torch.ops.aten.view.default(view_26, [2, 8, 2, 8]);  view_26 = None
    transpose_17 = torch.ops.aten.transpose.int(view_27, 1, 2);  view_27 = None
    _tensor_constant31 = self._tensor_constant31
    detach_2 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    _tensor_constant32 = self._tensor_constant32
    zeros_like_7 = torch.ops.aten.zeros_like.default(_tensor_constant32, pin_memory = False);  _tensor_constant32 = None
    _tensor_constant33 = self._tensor_constant33
    zeros_like_8 = torch.ops.aten.zeros_like.default(_tensor_constant33, pin_memory = False);  _tensor_constant33 = None
    _tensor_constant34 = self._tensor_constant34
    zeros_like_9 = torch.ops.aten.zeros_like.default(_tensor_constant34, pin_memory = False);  _tensor_constant34 = None
    mul_17 = torch.ops.aten.mul.Tensor(transpose_17, detach_2);  detach_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_17, [-1]);  mul_17 = None
    _tensor_constant33_1 = self._tensor_constant33
    slice_33 = torch.ops.aten.slice.Tensor(_tensor_constant33_1, 2, 0, 4);  _tensor_constant33_1 = None
    _tensor_constant34_1 = self._tensor_constant34
    slice_34 = torch.ops.aten.slice.Tensor(_tensor_constant34_1, 2, 0, 4);  _tensor_constant34_1 = None
    zeros_like_10 = torch.ops.aten.zeros_like.default(slice_33, pin_memory = False)
    zeros_like_11 = torch.ops.aten.zeros_like.default(slice_34, pin_memory = False)
    _tensor_constant32_1 = self._tensor_constant32
    slice_35 = torch.ops.aten.slice.Tensor(_tensor_constant32_1, 2, 0, 4);  _tensor_constant32_1 = None
    slice_36 = torch.ops.aten.slice.Tensor(transpose_17, 2, 0, 4)
    _tensor_constant35 = self._tensor_constant35
    slice_37 = torch.ops.aten.slice.Tensor(_tensor_constant35, 2, 0, 4);  _tensor_constant35 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(slice_37, -1);  slice_37 = None
    slice_38 = torch.ops.aten.slice.Tensor(sum_2, 2, 0, 4)
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(slice_38, -1);  slice_38 = None
    transpose_18 = torch.ops.aten.transpose.int(slice_33, -1, -2)
    expand_41 = torch.ops.aten.expand.default(slice_35, [2, 2, 4, 8])
    clone_29 = torch.ops.aten.clone.default(expand_41, memory_format = torch.contiguous_format);  expand_41 = None
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(clone_29, [4, 4, 8]);  clone_29 = None
    expand_42 = torch.ops.aten.expand.default(transpose_18, [2, 2, 8, 4]);  transpose_18 = None
    clone_30 = torch.ops.aten.clone.default(expand_42, memory_format = torch.contiguous_format);  expand_42 = None
    _unsafe_view_50 = torch.ops.aten._unsafe_view.default(clone_30, [4, 8, 4]);  clone_30 = None
    bmm_20 = torch.ops.aten.bmm.default(_unsafe_view_49, _unsafe_view_50);  _unsafe_view_49 = _unsafe_view_50 = None
    _unsafe_view_51 = torch.ops.aten._unsafe_view.default(bmm_20, [2, 2, 4, 4]);  bmm_20 = None
    mul_18 = torch.ops.aten.mul.Tensor(_unsafe_view_51, 0.3535533905932738);  _unsafe_view_51 = None
    sub_8 = torch.ops.aten.sub.Tensor(mul_18, unsqueeze_9);  mul_18 = unsqueeze_9 = None
    exp_4 = torch.ops.aten.exp.default(sub_8);  sub_8 = None
    transpose_19 = torch.ops.aten.transpose.int(exp_4, -1, -2)
    expand_43 = torch.ops.aten.expand.default(transpose_19, [2, 2, 4, 4]);  transpose_19 = None
    view_28 = torch.ops.aten.view.default(expand_43, [4, 4, 4]);  expand_43 = None
    expand_44 = torch.ops.aten.expand.default(slice_36, [2, 2, 4, 8])
    clone_31 = torch.ops.aten.clone.default(expand_44, memory_format = torch.contiguous_format);  expand_44 = None
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(clone_31, [4, 4, 8]);  clone_31 = None
    bmm_21 = torch.ops.aten.bmm.default(view_28, _unsafe_view_52);  view_28 = _unsafe_view_52 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(bmm_21, [2, 2, 4, 8]);  bmm_21 = None
    add_11 = torch.ops.aten.add.Tensor(zeros_like_11, _unsafe_view_53);  zeros_like_11 = _unsafe_view_53 = None
    transpose_20 = torch.ops.aten.transpose.int(slice_34, -1, -2)
    expand_45 = torch.ops.aten.expand.default(slice_36, [2, 2, 4, 8]);  slice_36 = None
    clone_32 = torch.ops.aten.clone.default(expand_45, memory_format = torch.contiguous_format);  expand_45 = None
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(clone_32, [4, 4, 8]);  clone_32 = None
    expand_46 = torch.ops.aten.expand.default(transpose_20, [2, 2, 8, 4]);  transpose_20 = None
    clone_33 = torch.ops.aten.clone.default(expand_46, memory_format = torch.contiguous_format);  expand_46 = None
    _unsafe_view_55 = torch.ops.aten._unsafe_view.default(clone_33, [4, 8, 4]);  clone_33 = None
    bmm_22 = torch.ops.aten.bmm.default(_unsafe_view_54, _unsafe_view_55);  _unsafe_view_54 = _unsafe_view_55 = None
    _unsafe_view_56 = torch.ops.aten._unsafe_view.default(bmm_22, [2, 2, 4, 4]);  bmm_22 = None
    sub_9 = torch.ops.aten.sub.Tensor(_unsafe_view_56, unsqueeze_10);  _unsafe_view_56 = unsqueeze_10 = None
    mul_19 = torch.ops.aten.mul.Tensor(exp_4, sub_9);  exp_4 = sub_9 = None
    slice_39 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 0, 4)
    expand_47 = torch.ops.aten.expand.default(mul_19, [2, 2, 4, 4])
    view_29 = torch.ops.aten.view.default(expand_47, [4, 4, 4]);  expand_47 = None
    expand_48 = torch.ops.aten.expand.default(slice_33, [2, 2, 4, 8])
    clone_34 = torch.ops.aten.clone.default(expand_48, memory_format = torch.contiguous_format);  expand_48 = None
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(clone_34, [4, 4, 8]);  clone_34 = None
    bmm_23 = torch.ops.aten.bmm.default(view_29, _unsafe_view_57);  view_29 = _unsafe_view_57 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(bmm_23, [2, 2, 4, 8]);  bmm_23 = None
    mul_20 = torch.ops.aten.mul.Tensor(_unsafe_view_58, 0.3535533905932738);  _unsafe_view_58 = None
    add__4 = torch.ops.aten.add_.Tensor(slice_39, mul_20);  slice_39 = mul_20 = None
    slice_40 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 0, 4)
    copy__8 = torch.ops.aten.copy_.default(slice_40, add__4);  slice_40 = add__4 = copy__8 = None
    transpose_21 = torch.ops.aten.transpose.int(mul_19, -1, -2);  mul_19 = None
    expand_49 = torch.ops.aten.expand.default(transpose_21, [2, 2, 4, 4]);  transpose_21 = None
    view_30 = torch.ops.aten.view.default(expand_49, [4, 4, 4]);  expand_49 = None
    expand_50 = torch.ops.aten.expand.default(slice_35, [2, 2, 4, 8]);  slice_35 = None
    clone_35 = torch.ops.aten.clone.default(expand_50, memory_format = torch.contiguous_format);  expand_50 = None
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(clone_35, [4, 4, 8]);  clone_35 = None
    bmm_24 = torch.ops.aten.bmm.default(view_30, _unsafe_view_59);  view_30 = _unsafe_view_59 = None
    _unsafe_view_60 = torch.ops.aten._unsafe_view.default(bmm_24, [2, 2, 4, 8]);  bmm_24 = None
    mul_21 = torch.ops.aten.mul.Tensor(_unsafe_view_60, 0.3535533905932738);  _unsafe_view_60 = None
    add_12 = torch.ops.aten.add.Tensor(zeros_like_10, mul_21);  zeros_like_10 = mul_21 = None
    _tensor_constant32_2 = self._tensor_constant32
    slice_41 = torch.ops.aten.slice.Tensor(_tensor_constant32_2, 2, 4, 8);  _tensor_constant32_2 = None
    slice_42 = torch.ops.aten.slice.Tensor(transpose_17, 2, 4, 8)
    _tensor_constant35_1 = self._tensor_constant35
    slice_43 = torch.ops.aten.slice.Tensor(_tensor_constant35_1, 2, 4, 8);  _tensor_constant35_1 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(slice_43, -1);  slice_43 = None
    slice_44 = torch.ops.aten.slice.Tensor(sum_2, 2, 4, 8)
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(slice_44, -1);  slice_44 = None
    transpose_22 = torch.ops.aten.transpose.int(slice_33, -1, -2)
    expand_51 = torch.ops.aten.expand.default(slice_41, [2, 2, 4, 8])
    clone_36 = torch.ops.aten.clone.default(expand_51, memory_format = torch.contiguous_format);  expand_51 = None
    _unsafe_view_61 = torch.ops.aten._unsafe_view.default(clone_36, [4, 4, 8]);  clone_36 = None
    expand_52 = torch.ops.aten.expand.default(transpose_22, [2, 2, 8, 4]);  transpose_22 = None
    clone_37 = torch.ops.aten.clone.default(expand_52, memory_format = torch.contiguous_format);  expand_52 = None
    _unsafe_view_62 = torch.ops.aten._unsafe_view.default(clone_37, [4, 8, 4]);  clone_37 = None
    bmm_25 = torch.ops.aten.bmm.default(_unsafe_view_61, _unsafe_view_62);  _unsafe_view_61 = _unsafe_view_62 = None
    _unsafe_view_63 = torch.ops.aten._unsafe_view.default(bmm_25, [2, 2, 4, 4]);  bmm_25 = None
    mul_22 = torch.ops.aten.mul.Tensor(_unsafe_view_63, 0.3535533905932738);  _unsafe_view_63 = None
    sub_10 = torch.ops.aten.sub.Tensor(mul_22, unsqueeze_11);  mul_22 = unsqueeze_11 = None
    exp_5 = torch.ops.aten.exp.default(sub_10);  sub_10 = None
    transpose_23 = torch.ops.aten.transpose.int(exp_5, -1, -2)
    expand_53 = torch.ops.aten.expand.default(transpose_23, [2, 2, 4, 4]);  transpose_23 = None
    view_31 = torch.ops.aten.view.default(expand_53, [4, 4, 4]);  expand_53 = None
    expand_54 = torch.ops.aten.expand.default(slice_42, [2, 2, 4, 8])
    clone_38 = torch.ops.aten.clone.default(expand_54, memory_format = torch.contiguous_format);  expand_54 = None
    _unsafe_view_64 = torch.ops.aten._unsafe_view.default(clone_38, [4, 4, 8]);  clone_38 = None
    bmm_26 = torch.ops.aten.bmm.default(view_31, _unsafe_view_64);  view_31 = _unsafe_view_64 = None
    _unsafe_view_65 = torch.ops.aten._unsafe_view.default(bmm_26, [2, 2, 4, 8]);  bmm_26 = None
    add_13 = torch.ops.aten.add.Tensor(add_11, _unsafe_view_65);  add_11 = _unsafe_view_65 = None
    transpose_24 = torch.ops.aten.transpose.int(slice_34, -1, -2);  slice_34 = None
    expand_55 = torch.ops.aten.expand.default(slice_42, [2, 2, 4, 8]);  slice_42 = None
    clone_39 = torch.ops.aten.clone.default(expand_55, memory_format = torch.contiguous_format);  expand_55 = None
    _unsafe_view_66 = torch.ops.aten._unsafe_view.default(clone_39, [4, 4, 8]);  clone_39 = None
    expand_56 = torch.ops.aten.expand.default(transpose_24, [2, 2, 8, 4]);  transpose_24 = None
    clone_40 = torch.ops.aten.clone.default(expand_56, memory_format = torch.contiguous_format);  expand_56 = None
    _unsafe_view_67 = torch.ops.aten._unsafe_view.default(clone_40, [4, 8, 4]);  clone_40 = None
    bmm_27 = torch.ops.aten.bmm.default(_unsafe_view_66, _unsafe_view_67);  _unsafe_view_66 = _unsafe_view_67 = None
    _unsafe_view_68 = torch.ops.aten._unsafe_view.default(bmm_27, [2, 2, 4, 4]);  bmm_27 = None
    sub_11 = torch.ops.aten.sub.Tensor(_unsafe_view_68, unsqueeze_12);  _unsafe_view_68 = unsqueeze_12 = None
    mul_23 = torch.ops.aten.mul.Tensor(exp_5, sub_11);  exp_5 = sub_11 = None
    slice_45 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 4, 8)
    expand_57 = torch.ops.aten.expand.default(mul_23, [2, 2, 4, 4])
    view_32 = torch.ops.aten.view.default(expand_57, [4, 4, 4]);  expand_57 = None
    expand_58 = torch.ops.aten.expand.default(slice_33, [2, 2, 4, 8]);  slice_33 = None
    clone_41 = torch.ops.aten.clone.default(expand_58, memory_format = torch.contiguous_format);  expand_58 = None
    _unsafe_view_69 = torch.ops.aten._unsafe_view.default(clone_41, [4, 4, 8]);  clone_41 = None
    bmm_28 = torch.ops.aten.bmm.default(view_32, _unsafe_view_69);  view_32 = _unsafe_view_69 = None
    _unsafe_view_70 = torch.ops.aten._unsafe_view.default(bmm_28, [2, 2, 4, 8]);  bmm_28 = None
    mul_24 = torch.ops.aten.mul.Tensor(_unsafe_view_70, 0.3535533905932738);  _unsafe_view_70 = None
    add__5 = torch.ops.aten.add_.Tensor(slice_45, mul_24);  slice_45 = mul_24 = None
    slice_46 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 4, 8)
    copy__9 = torch.ops.aten.copy_.default(slice_46, add__5);  slice_46 = add__5 = copy__9 = None
    transpose_25 = torch.ops.aten.transpose.int(mul_23, -1, -2);  mul_23 = None
    expand_59 = torch.ops.aten.expand.default(transpose_25, [2, 2, 4, 4]);  transpose_25 = None
    view_33 = torch.ops.aten.view.default(expand_59, [4, 4, 4]);  expand_59 = None
    expand_60 = torch.ops.aten.expand.default(slice_41, [2, 2, 4, 8]);  slice_41 = None
    clone_42 = torch.ops.aten.clone.default(expand_60, memory_format = torch.contiguous_format);  expand_60 = None
    _unsafe_view_71 = torch.ops.aten._unsafe_view.default(clone_42, [4, 4, 8]);  clone_42 = None
    bmm_29 = torch.ops.aten.bmm.default(view_33, _unsafe_view_71);  view_33 = _unsafe_view_71 = None
    _unsafe_view_72 = torch.ops.aten._unsafe_view.default(bmm_29, [2, 2, 4, 8]);  bmm_29 = None
    mul_25 = torch.ops.aten.mul.Tensor(_unsafe_view_72, 0.3535533905932738);  _unsafe_view_72 = None
    add_14 = torch.ops.aten.add.Tensor(add_12, mul_25);  add_12 = mul_25 = None
    slice_47 = torch.ops.aten.slice.Tensor(zeros_like_8, 2, 0, 4)
    copy__10 = torch.ops.aten.copy_.default(slice_47, add_14);  slice_47 = add_14 = copy__10 = None
    slice_48 = torch.ops.aten.slice.Tensor(zeros_like_9, 2, 0, 4)
    copy__11 = torch.ops.aten.copy_.default(slice_48, add_13);  slice_48 = add_13 = copy__11 = None
    _tensor_constant33_2 = self._tensor_constant33
    slice_49 = torch.ops.aten.slice.Tensor(_tensor_constant33_2, 2, 4, 8);  _tensor_constant33_2 = None
    _tensor_constant34_2 = self._tensor_constant34
    slice_50 = torch.ops.aten.slice.Tensor(_tensor_constant34_2, 2, 4, 8);  _tensor_constant34_2 = None
    zeros_like_12 = torch.ops.aten.zeros_like.default(slice_49, pin_memory = False)
    zeros_like_13 = torch.ops.aten.zeros_like.default(slice_50, pin_memory = False)
    _tensor_constant32_3 = self._tensor_constant32
    slice_51 = torch.ops.aten.slice.Tensor(_tensor_constant32_3, 2, 0, 4);  _tensor_constant32_3 = None
    slice_52 = torch.ops.aten.slice.Tensor(transpose_17, 2, 0, 4)
    _tensor_constant35_2 = self._tensor_constant35
    slice_53 = torch.ops.aten.slice.Tensor(_tensor_constant35_2, 2, 0, 4);  _tensor_constant35_2 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(slice_53, -1);  slice_53 = None
    slice_54 = torch.ops.aten.slice.Tensor(sum_2, 2, 0, 4)
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(slice_54, -1);  slice_54 = None
    transpose_26 = torch.ops.aten.transpose.int(slice_49, -1, -2)
    expand_61 = torch.ops.aten.expand.default(slice_51, [2, 2, 4, 8])
    clone_43 = torch.ops.aten.clone.default(expand_61, memory_format = torch.contiguous_format);  expand_61 = None
    _unsafe_view_73 = torch.ops.aten._unsafe_view.default(clone_43, [4, 4, 8]);  clone_43 = None
    expand_62 = torch.ops.aten.expand.default(transpose_26, [2, 2, 8, 4]);  transpose_26 = None
    clone_44 = torch.ops.aten.clone.default(expand_62, memory_format = torch.contiguous_format);  expand_62 = None
    _unsafe_view_74 = torch.ops.aten._unsafe_view.default(clone_44, [4, 8, 4]);  clone_44 = None
    bmm_30 = torch.ops.aten.bmm.default(_unsafe_view_73, _unsafe_view_74);  _unsafe_view_73 = _unsafe_view_74 = None
    _unsafe_view_75 = torch.ops.aten._unsafe_view.default(bmm_30, [2, 2, 4, 4]);  bmm_30 = None
    mul_26 = torch.ops.aten.mul.Tensor(_unsafe_view_75, 0.3535533905932738);  _unsafe_view_75 = None
    sub_12 = torch.ops.aten.sub.Tensor(mul_26, unsqueeze_13);  mul_26 = unsqueeze_13 = None
    exp_6 = torch.ops.aten.exp.default(sub_12);  sub_12 = None
    transpose_27 = torch.ops.aten.transpose.int(exp_6, -1, -2)
    expand_63 = torch.ops.aten.expand.default(transpose_27, [2, 2, 4, 4]);  transpose_27 = None
    view_34 = torch.ops.aten.view.default(expand_63, [4, 4, 4]);  expand_63 = None
    expand_64 = torch.ops.aten.expand.default(slice_52, [2, 2, 4, 8])
    clone_45 = torch.ops.aten.clone.default(expand_64, memory_format = torch.contiguous_format);  expand_64 = None
    _unsafe_view_76 = torch.ops.aten._unsafe_view.default(clone_45, [4, 4, 8]);  clone_45 = None
    bmm_31 = torch.ops.aten.bmm.default(view_34, _unsafe_view_76);  view_34 = _unsafe_view_76 = None
    _unsafe_view_77 = torch.ops.aten._unsafe_view.default(bmm_31, [2, 2, 4, 8]);  bmm_31 = None
    add_15 = torch.ops.aten.add.Tensor(zeros_like_13, _unsafe_view_77);  zeros_like_13 = _unsafe_view_77 = None
    transpose_28 = torch.ops.aten.transpose.int(slice_50, -1, -2)
    expand_65 = torch.ops.aten.expand.default(slice_52, [2, 2, 4, 8]);  slice_52 = None
    clone_46 = torch.ops.aten.clone.default(expand_65, memory_format = torch.contiguous_format);  expand_65 = None
    _unsafe_view_78 = torch.ops.aten._unsafe_view.default(clone_46, [4, 4, 8]);  clone_46 = None
    expand_66 = torch.ops.aten.expand.default(transpose_28, [2, 2, 8, 4]);  transpose_28 = None
    clone_47 = torch.ops.aten.clone.default(expand_66, memory_format = torch.contiguous_format);  expand_66 = None
    _unsafe_view_79 = torch.ops.aten._unsafe_view.default(clone_47, [4, 8, 4]);  clone_47 = None
    bmm_32 = torch.ops.aten.bmm.default(_unsafe_view_78, _unsafe_view_79);  _unsafe_view_78 = _unsafe_view_79 = None
    _unsafe_view_80 = torch.ops.aten._unsafe_view.default(bmm_32, [2, 2, 4, 4]);  bmm_32 = None
    sub_13 = torch.ops.aten.sub.Tensor(_unsafe_view_80, unsqueeze_14);  _unsafe_view_80 = unsqueeze_14 = None
    mul_27 = torch.ops.aten.mul.Tensor(exp_6, sub_13);  exp_6 = sub_13 = None
    slice_55 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 0, 4)
    expand_67 = torch.ops.aten.expand.default(mul_27, [2, 2, 4, 4])
    view_35 = torch.ops.aten.view.default(expand_67, [4, 4, 4]);  expand_67 = None
    expand_68 = torch.ops.aten.expand.default(slice_49, [2, 2, 4, 8])
    clone_48 = torch.ops.aten.clone.default(expand_68, memory_format = torch.contiguous_format);  expand_68 = None
    _unsafe_view_81 = torch.ops.aten._unsafe_view.default(clone_48, [4, 4, 8]);  clone_48 = None
    bmm_33 = torch.ops.aten.bmm.default(view_35, _unsafe_view_81);  view_35 = _unsafe_view_81 = None
    _unsafe_view_82 = torch.ops.aten._unsafe_view.default(bmm_33, [2, 2, 4, 8]);  bmm_33 = None
    mul_28 = torch.ops.aten.mul.Tensor(_unsafe_view_82, 0.3535533905932738);  _unsafe_view_82 = None
    add__6 = torch.ops.aten.add_.Tensor(slice_55, mul_28);  slice_55 = mul_28 = None
    slice_56 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 0, 4)
    copy__12 = torch.ops.aten.copy_.default(slice_56, add__6);  slice_56 = add__6 = copy__12 = None
    transpose_29 = torch.ops.aten.transpose.int(mul_27, -1, -2);  mul_27 = None
    expand_69 = torch.ops.aten.expand.default(transpose_29, [2, 2, 4, 4]);  transpose_29 = None
    view_36 = torch.ops.aten.view.default(expand_69, [4, 4, 4]);  expand_69 = None
    expand_70 = torch.ops.aten.expand.default(slice_51, [2, 2, 4, 8]);  slice_51 = None
    clone_49 = torch.ops.aten.clone.default(expand_70, memory_format = torch.contiguous_format);  expand_70 = None
    _unsafe_view_83 = torch.ops.aten._unsafe_view.default(clone_49, [4, 4, 8]);  clone_49 = None
    bmm_34 = torch.ops.aten.bmm.default(view_36, _unsafe_view_83);  view_36 = _unsafe_view_83 = None
    _unsafe_view_84 = torch.ops.aten._unsafe_view.default(bmm_34, [2, 2, 4, 8]);  bmm_34 = None
    mul_29 = torch.ops.aten.mul.Tensor(_unsafe_view_84, 0.3535533905932738);  _unsafe_view_84 = None
    add_16 = torch.ops.aten.add.Tensor(zeros_like_12, mul_29);  zeros_like_12 = mul_29 = None
    _tensor_constant32_4 = self._tensor_constant32
    slice_57 = torch.ops.aten.slice.Tensor(_tensor_constant32_4, 2, 4, 8);  _tensor_constant32_4 = None
    slice_58 = torch.ops.aten.slice.Tensor(transpose_17, 2, 4, 8);  transpose_17 = None
    _tensor_constant35_3 = self._tensor_constant35
    slice_59 = torch.ops.aten.slice.Tensor(_tensor_constant35_3, 2, 4, 8);  _tensor_constant35_3 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(slice_59, -1);  slice_59 = None
    slice_60 = torch.ops.aten.slice.Tensor(sum_2, 2, 4, 8);  sum_2 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(slice_60, -1);  slice_60 = None
    transpose_30 = torch.ops.aten.transpose.int(slice_49, -1, -2)
    expand_71 = torch.ops.aten.expand.default(slice_57, [2, 2, 4, 8])
    clone_50 = torch.ops.aten.clone.default(expand_71, memory_format = torch.contiguous_format);  expand_71 = None
    _unsafe_view_85 = torch.ops.aten._unsafe_view.default(clone_50, [4, 4, 8]);  clone_50 = None
    expand_72 = torch.ops.aten.expand.default(transpose_30, [2, 2, 8, 4]);  transpose_30 = None
    clone_51 = torch.ops.aten.clone.default(expand_72, memory_format = torch.contiguous_format);  expand_72 = None
    _unsafe_view_86 = torch.ops.aten._unsafe_view.default(clone_51, [4, 8, 4]);  clone_51 = None
    bmm_35 = torch.ops.aten.bmm.default(_unsafe_view_85, _unsafe_view_86);  _unsafe_view_85 = _unsafe_view_86 = None
    _unsafe_view_87 = torch.ops.aten._unsafe_view.default(bmm_35, [2, 2, 4, 4]);  bmm_35 = None
    mul_30 = torch.ops.aten.mul.Tensor(_unsafe_view_87, 0.3535533905932738);  _unsafe_view_87 = None
    sub_14 = torch.ops.aten.sub.Tensor(mul_30, unsqueeze_15);  mul_30 = unsqueeze_15 = None
    exp_7 = torch.ops.aten.exp.default(sub_14);  sub_14 = None
    transpose_31 = torch.ops.aten.transpose.int(exp_7, -1, -2)
    expand_73 = torch.ops.aten.expand.default(transpose_31, [2, 2, 4, 4]);  transpose_31 = None
    view_37 = torch.ops.aten.view.default(expand_73, [4, 4, 4]);  expand_73 = None
    expand_74 = torch.ops.aten.expand.default(slice_58, [2, 2, 4, 8])
    clone_52 = torch.ops.aten.clone.default(expand_74, memory_format = torch.contiguous_format);  expand_74 = None
    _unsafe_view_88 = torch.ops.aten._unsafe_view.default(clone_52, [4, 4, 8]);  clone_52 = None
    bmm_36 = torch.ops.aten.bmm.default(view_37, _unsafe_view_88);  view_37 = _unsafe_view_88 = None
    _unsafe_view_89 = torch.ops.aten._unsafe_view.default(bmm_36, [2, 2, 4, 8]);  bmm_36 = None
    add_17 = torch.ops.aten.add.Tensor(add_15, _unsafe_view_89);  add_15 = _unsafe_view_89 = None
    transpose_32 = torch.ops.aten.transpose.int(slice_50, -1, -2);  slice_50 = None
    expand_75 = torch.ops.aten.expand.default(slice_58, [2, 2, 4, 8]);  slice_58 = None
    clone_53 = torch.ops.aten.clone.default(expand_75, memory_format = torch.contiguous_format);  expand_75 = None
    _unsafe_view_90 = torch.ops.aten._unsafe_view.default(clone_53, [4, 4, 8]);  clone_53 = None
    expand_76 = torch.ops.aten.expand.default(transpose_32, [2, 2, 8, 4]);  transpose_32 = None
    clone_54 = torch.ops.aten.clone.default(expand_76, memory_format = torch.contiguous_format);  expand_76 = None
    _unsafe_view_91 = torch.ops.aten._unsafe_view.default(clone_54, [4, 8, 4]);  clone_54 = None
    bmm_37 = torch.ops.aten.bmm.default(_unsafe_view_90, _unsafe_view_91);  _unsafe_view_90 = _unsafe_view_91 = None
    _unsafe_view_92 = torch.ops.aten._unsafe_view.default(bmm_37, [2, 2, 4, 4]);  bmm_37 = None
    sub_15 = torch.ops.aten.sub.Tensor(_unsafe_view_92, unsqueeze_16);  _unsafe_view_92 = unsqueeze_16 = None
    mul_31 = torch.ops.aten.mul.Tensor(exp_7, sub_15);  exp_7 = sub_15 = None
    slice_61 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 4, 8)
    expand_77 = torch.ops.aten.expand.default(mul_31, [2, 2, 4, 4])
    view_38 = torch.ops.aten.view.default(expand_77, [4, 4, 4]);  expand_77 = None
    expand_78 = torch.ops.aten.expand.default(slice_49, [2, 2, 4, 8]);  slice_49 = None
    clone_55 = torch.ops.aten.clone.default(expand_78, memory_format = torch.contiguous_format);  expand_78 = None
    _unsafe_view_93 = torch.ops.aten._unsafe_view.default(clone_55, [4, 4, 8]);  clone_55 = None
    bmm_38 = torch.ops.aten.bmm.default(view_38, _unsafe_view_93);  view_38 = _unsafe_view_93 = None
    _unsafe_view_94 = torch.ops.aten._unsafe_view.default(bmm_38, [2, 2, 4, 8]);  bmm_38 = None
    mul_32 = torch.ops.aten.mul.Tensor(_unsafe_view_94, 0.3535533905932738);  _unsafe_view_94 = None
    add__7 = torch.ops.aten.add_.Tensor(slice_61, mul_32);  slice_61 = mul_32 = None
    slice_62 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 4, 8)
    copy__13 = torch.ops.aten.copy_.default(slice_62, add__7);  slice_62 = add__7 = copy__13 = None
    transpose_33 = torch.ops.aten.transpose.int(mul_31, -1, -2);  mul_31 = None
    expand_79 = torch.ops.aten.expand.default(transpose_33, [2, 2, 4, 4]);  transpose_33 = None
    view_39 = torch.ops.aten.view.default(expand_79, [4, 4, 4]);  expand_79 = None
    expand_80 = torch.ops.aten.expand.default(slice_57, [2, 2, 4, 8]);  slice_57 = None
    clone_56 = torch.ops.aten.clone.default(expand_80, memory_format = torch.contiguous_format);  expand_80 = None
    _unsafe_view_95 = torch.ops.aten._unsafe_view.default(clone_56, [4, 4, 8]);  clone_56 = None
    bmm_39 = torch.ops.aten.bmm.default(view_39, _unsafe_view_95);  view_39 = _unsafe_view_95 = None
    _unsafe_view_96 = torch.ops.aten._unsafe_view.default(bmm_39, [2, 2, 4, 8]);  bmm_39 = None
    mul_33 = torch.ops.aten.mul.Tensor(_unsafe_view_96, 0.3535533905932738);  _unsafe_view_96 = None
    add_18 = torch.ops.aten.add.Tensor(add_16, mul_33);  add_16 = mul_33 = None
    slice_63 = torch.ops.aten.slice.Tensor(zeros_like_8, 2, 4, 8)
    copy__14 = torch.ops.aten.copy_.default(slice_63, add_18);  slice_63 = add_18 = copy__14 = None
    slice_64 = torch.ops.aten.slice.Tensor(zeros_like_9, 2, 4, 8)
    copy__15 = torch.ops.aten.copy_.default(slice_64, add_17);  slice_64 = add_17 = copy__15 = None
    stack_1 = torch.ops.aten.stack.default([zeros_like_7, zeros_like_8, zeros_like_9]);  zeros_like_7 = zeros_like_8 = zeros_like_9 = None
    permute_1 = torch.ops.aten.permute.default(stack_1, [1, 3, 0, 2, 4]);  stack_1 = None
    clone_57 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_97 = torch.ops.aten._unsafe_view.default(clone_57, [2, 8, 48]);  clone_57 = None
    view_40 = torch.ops.aten.view.default(_unsafe_view_97, [16, 48]);  _unsafe_view_97 = None
    _tensor_constant36 = self._tensor_constant36
    t_8 = torch.ops.aten.t.default(_tensor_constant36);  _tensor_constant36 = None
    mm_8 = torch.ops.aten.mm.default(view_40, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_40);  view_40 = None
    _tensor_constant37 = self._tensor_constant37
    mm_9 = torch.ops.aten.mm.default(t_9, _tensor_constant37);  t_9 = _tensor_constant37 = None
    t_10 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_41 = torch.ops.aten.view.default(mm_8, [2, 8, 16]);  mm_8 = None
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_41, _tensor_constant38, [16], _tensor_constant39, _tensor_constant40, _param_constant8, _param_constant9, [True, False, False]);  view_41 = _tensor_constant38 = _tensor_constant39 = _tensor_constant40 = _param_constant8 = _param_constant9 = None
    getitem_12 = native_layer_norm_backward_4[0]
    getitem_13 = native_layer_norm_backward_4[1];  getitem_13 = None
    getitem_14 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = getitem_14 = None
    add_19 = torch.ops.aten.add.Tensor(add_10, getitem_12);  add_10 = getitem_12 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(add_19, [0], True);  add_19 = None
    return (sum_3, t_11, getitem_8)
    