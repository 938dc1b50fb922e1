


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
    view_1 = torch.ops.aten.view.default(mm, [4, 64, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_1, [4, 64, 2, 2]);  view_1 = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_1, 0);  div = detach_1 = None
    transpose = torch.ops.aten.transpose.int(threshold_backward, 1, -1)
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    view_2 = torch.ops.aten.view.default(clone, [-1, 64])
    mean = torch.ops.aten.mean.dim(view_2, [0])
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    sub = torch.ops.aten.sub.Tensor(_tensor_constant7, _tensor_constant8);  _tensor_constant7 = _tensor_constant8 = None
    mul = torch.ops.aten.mul.Tensor(clone, sub);  sub = None
    view_3 = torch.ops.aten.view.default(mul, [-1, 64]);  mul = None
    mean_1 = torch.ops.aten.mean.dim(view_3, [0]);  view_3 = None
    sub_1 = torch.ops.aten.sub.Tensor(clone, mean);  mean = None
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    sub_2 = torch.ops.aten.sub.Tensor(_tensor_constant7_1, _tensor_constant8_1);  _tensor_constant7_1 = _tensor_constant8_1 = None
    _tensor_constant9 = self._tensor_constant9
    add = torch.ops.aten.add.Tensor(_tensor_constant9, 1e-05);  _tensor_constant9 = None
    div_1 = torch.ops.aten.div.Tensor(sub_2, add);  sub_2 = add = None
    mul_1 = torch.ops.aten.mul.Tensor(div_1, mean_1);  div_1 = mean_1 = None
    sub_3 = torch.ops.aten.sub.Tensor(sub_1, mul_1);  sub_1 = mul_1 = None
    _tensor_constant9_1 = self._tensor_constant9
    add_1 = torch.ops.aten.add.Tensor(_tensor_constant9_1, 1e-05);  _tensor_constant9_1 = None
    sqrt = torch.ops.aten.sqrt.default(add_1);  add_1 = None
    div_2 = torch.ops.aten.div.Tensor(sub_3, sqrt);  sub_3 = sqrt = None
    _param_constant0 = self._param_constant0
    mul_ = torch.ops.aten.mul_.Tensor(div_2, _param_constant0);  div_2 = _param_constant0 = None
    transpose_1 = torch.ops.aten.transpose.int(mul_, 1, -1);  mul_ = None
    clone_1 = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _tensor_constant7_2 = self._tensor_constant7
    _tensor_constant8_2 = self._tensor_constant8
    sub_4 = torch.ops.aten.sub.Tensor(_tensor_constant7_2, _tensor_constant8_2);  _tensor_constant7_2 = _tensor_constant8_2 = None
    _tensor_constant9_2 = self._tensor_constant9
    add_2 = torch.ops.aten.add.Tensor(_tensor_constant9_2, 1e-05);  _tensor_constant9_2 = None
    sqrt_1 = torch.ops.aten.sqrt.default(add_2);  add_2 = None
    div_3 = torch.ops.aten.div.Tensor(sub_4, sqrt_1);  sub_4 = sqrt_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(div_3, clone);  div_3 = clone = None
    view_4 = torch.ops.aten.view.default(mul_2, [-1, 64]);  mul_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_4, [0]);  view_4 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_2, [0]);  view_2 = None
    _tensor_constant10 = self._tensor_constant10
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(clone_1, _tensor_constant10, _param_constant1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_1 = _tensor_constant10 = _param_constant1 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = getitem_2 = None
    transpose_2 = torch.ops.aten.transpose.int(threshold_backward, 1, -1);  threshold_backward = None
    clone_2 = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    view_5 = torch.ops.aten.view.default(clone_2, [-1, 64])
    mean_2 = torch.ops.aten.mean.dim(view_5, [0])
    _tensor_constant11 = self._tensor_constant11
    _tensor_constant12 = self._tensor_constant12
    sub_5 = torch.ops.aten.sub.Tensor(_tensor_constant11, _tensor_constant12);  _tensor_constant11 = _tensor_constant12 = None
    mul_3 = torch.ops.aten.mul.Tensor(clone_2, sub_5);  sub_5 = None
    view_6 = torch.ops.aten.view.default(mul_3, [-1, 64]);  mul_3 = None
    mean_3 = torch.ops.aten.mean.dim(view_6, [0]);  view_6 = None
    sub_6 = torch.ops.aten.sub.Tensor(clone_2, mean_2);  mean_2 = None
    _tensor_constant11_1 = self._tensor_constant11
    _tensor_constant12_1 = self._tensor_constant12
    sub_7 = torch.ops.aten.sub.Tensor(_tensor_constant11_1, _tensor_constant12_1);  _tensor_constant11_1 = _tensor_constant12_1 = None
    _tensor_constant13 = self._tensor_constant13
    add_3 = torch.ops.aten.add.Tensor(_tensor_constant13, 1e-05);  _tensor_constant13 = None
    div_4 = torch.ops.aten.div.Tensor(sub_7, add_3);  sub_7 = add_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(div_4, mean_3);  div_4 = mean_3 = None
    sub_8 = torch.ops.aten.sub.Tensor(sub_6, mul_4);  sub_6 = mul_4 = None
    _tensor_constant13_1 = self._tensor_constant13
    add_4 = torch.ops.aten.add.Tensor(_tensor_constant13_1, 1e-05);  _tensor_constant13_1 = None
    sqrt_2 = torch.ops.aten.sqrt.default(add_4);  add_4 = None
    div_5 = torch.ops.aten.div.Tensor(sub_8, sqrt_2);  sub_8 = sqrt_2 = None
    _param_constant2 = self._param_constant2
    mul__1 = torch.ops.aten.mul_.Tensor(div_5, _param_constant2);  div_5 = _param_constant2 = None
    transpose_3 = torch.ops.aten.transpose.int(mul__1, 1, -1);  mul__1 = None
    clone_3 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    _tensor_constant11_2 = self._tensor_constant11
    _tensor_constant12_2 = self._tensor_constant12
    sub_9 = torch.ops.aten.sub.Tensor(_tensor_constant11_2, _tensor_constant12_2);  _tensor_constant11_2 = _tensor_constant12_2 = None
    _tensor_constant13_2 = self._tensor_constant13
    add_5 = torch.ops.aten.add.Tensor(_tensor_constant13_2, 1e-05);  _tensor_constant13_2 = None
    sqrt_3 = torch.ops.aten.sqrt.default(add_5);  add_5 = None
    div_6 = torch.ops.aten.div.Tensor(sub_9, sqrt_3);  sub_9 = sqrt_3 = None
    mul_5 = torch.ops.aten.mul.Tensor(div_6, clone_2);  div_6 = clone_2 = None
    view_7 = torch.ops.aten.view.default(mul_5, [-1, 64]);  mul_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_7, [0]);  view_7 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_5, [0]);  view_5 = None
    _tensor_constant14 = self._tensor_constant14
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(clone_3, _tensor_constant14, _param_constant3, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_3 = _tensor_constant14 = _param_constant3 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = getitem_5 = None
    _tensor_constant15 = self._tensor_constant15
    detach_2 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_3, detach_2, 0);  getitem_3 = detach_2 = None
    transpose_4 = torch.ops.aten.transpose.int(threshold_backward_1, 1, -1);  threshold_backward_1 = None
    clone_4 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_8 = torch.ops.aten.view.default(clone_4, [-1, 16])
    mean_4 = torch.ops.aten.mean.dim(view_8, [0])
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    sub_10 = torch.ops.aten.sub.Tensor(_tensor_constant16, _tensor_constant17);  _tensor_constant16 = _tensor_constant17 = None
    mul_6 = torch.ops.aten.mul.Tensor(clone_4, sub_10);  sub_10 = None
    view_9 = torch.ops.aten.view.default(mul_6, [-1, 16]);  mul_6 = None
    mean_5 = torch.ops.aten.mean.dim(view_9, [0]);  view_9 = None
    sub_11 = torch.ops.aten.sub.Tensor(clone_4, mean_4);  mean_4 = None
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant17_1 = self._tensor_constant17
    sub_12 = torch.ops.aten.sub.Tensor(_tensor_constant16_1, _tensor_constant17_1);  _tensor_constant16_1 = _tensor_constant17_1 = None
    _tensor_constant18 = self._tensor_constant18
    add_6 = torch.ops.aten.add.Tensor(_tensor_constant18, 1e-05);  _tensor_constant18 = None
    div_7 = torch.ops.aten.div.Tensor(sub_12, add_6);  sub_12 = add_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(div_7, mean_5);  div_7 = mean_5 = None
    sub_13 = torch.ops.aten.sub.Tensor(sub_11, mul_7);  sub_11 = mul_7 = None
    _tensor_constant18_1 = self._tensor_constant18
    add_7 = torch.ops.aten.add.Tensor(_tensor_constant18_1, 1e-05);  _tensor_constant18_1 = None
    sqrt_4 = torch.ops.aten.sqrt.default(add_7);  add_7 = None
    div_8 = torch.ops.aten.div.Tensor(sub_13, sqrt_4);  sub_13 = sqrt_4 = None
    _param_constant4 = self._param_constant4
    mul__2 = torch.ops.aten.mul_.Tensor(div_8, _param_constant4);  div_8 = _param_constant4 = None
    transpose_5 = torch.ops.aten.transpose.int(mul__2, 1, -1);  mul__2 = None
    clone_5 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _tensor_constant16_2 = self._tensor_constant16
    _tensor_constant17_2 = self._tensor_constant17
    sub_14 = torch.ops.aten.sub.Tensor(_tensor_constant16_2, _tensor_constant17_2);  _tensor_constant16_2 = _tensor_constant17_2 = None
    _tensor_constant18_2 = self._tensor_constant18
    add_8 = torch.ops.aten.add.Tensor(_tensor_constant18_2, 1e-05);  _tensor_constant18_2 = None
    sqrt_5 = torch.ops.aten.sqrt.default(add_8);  add_8 = None
    div_9 = torch.ops.aten.div.Tensor(sub_14, sqrt_5);  sub_14 = sqrt_5 = None
    mul_8 = torch.ops.aten.mul.Tensor(div_9, clone_4);  div_9 = clone_4 = None
    view_10 = torch.ops.aten.view.default(mul_8, [-1, 16]);  mul_8 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_10, [0]);  view_10 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_8, [0]);  view_8 = None
    _tensor_constant19 = self._tensor_constant19
    _param_constant5 = self._param_constant5
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(clone_5, _tensor_constant19, _param_constant5, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 4, [True, True, False]);  clone_5 = _tensor_constant19 = _param_constant5 = None
    getitem_6 = convolution_backward_2[0]
    getitem_7 = convolution_backward_2[1]
    getitem_8 = convolution_backward_2[2];  convolution_backward_2 = getitem_8 = None
    _tensor_constant20 = self._tensor_constant20
    detach_3 = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_6, detach_3, 0);  getitem_6 = detach_3 = None
    transpose_6 = torch.ops.aten.transpose.int(threshold_backward_2, 1, -1);  threshold_backward_2 = None
    clone_6 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    view_11 = torch.ops.aten.view.default(clone_6, [-1, 16])
    mean_6 = torch.ops.aten.mean.dim(view_11, [0])
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    sub_15 = torch.ops.aten.sub.Tensor(_tensor_constant21, _tensor_constant22);  _tensor_constant21 = _tensor_constant22 = None
    mul_9 = torch.ops.aten.mul.Tensor(clone_6, sub_15);  sub_15 = None
    view_12 = torch.ops.aten.view.default(mul_9, [-1, 16]);  mul_9 = None
    mean_7 = torch.ops.aten.mean.dim(view_12, [0]);  view_12 = None
    sub_16 = torch.ops.aten.sub.Tensor(clone_6, mean_6);  mean_6 = None
    _tensor_constant21_1 = self._tensor_constant21
    _tensor_constant22_1 = self._tensor_constant22
    sub_17 = torch.ops.aten.sub.Tensor(_tensor_constant21_1, _tensor_constant22_1);  _tensor_constant21_1 = _tensor_constant22_1 = None
    _tensor_constant23 = self._tensor_constant23
    add_9 = torch.ops.aten.add.Tensor(_tensor_constant23, 1e-05);  _tensor_constant23 = None
    div_10 = torch.ops.aten.div.Tensor(sub_17, add_9);  sub_17 = add_9 = None
    mul_10 = torch.ops.aten.mul.Tensor(div_10, mean_7);  div_10 = mean_7 = None
    sub_18 = torch.ops.aten.sub.Tensor(sub_16, mul_10);  sub_16 = mul_10 = None
    _tensor_constant23_1 = self._tensor_constant23
    add_10 = torch.ops.aten.add.Tensor(_tensor_constant23_1, 1e-05);  _tensor_constant23_1 = None
    sqrt_6 = torch.ops.aten.sqrt.default(add_10);  add_10 = None
    div_11 = torch.ops.aten.div.Tensor(sub_18, sqrt_6);  sub_18 = sqrt_6 = None
    _param_constant6 = self._param_constant6
    mul__3 = torch.ops.aten.mul_.Tensor(div_11, _param_constant6);  div_11 = _param_constant6 = None
    transpose_7 = torch.ops.aten.transpose.int(mul__3, 1, -1);  mul__3 = None
    clone_7 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _tensor_constant21_2 = self._tensor_constant21
    _tensor_constant22_2 = self._tensor_constant22
    sub_19 = torch.ops.aten.sub.Tensor(_tensor_constant21_2, _tensor_constant22_2);  _tensor_constant21_2 = _tensor_constant22_2 = None
    _tensor_constant23_2 = self._tensor_constant23
    add_11 = torch.ops.aten.add.Tensor(_tensor_constant23_2, 1e-05);  _tensor_constant23_2 = None
    sqrt_7 = torch.ops.aten.sqrt.default(add_11);  add_11 = None
    div_12 = torch.ops.aten.div.Tensor(sub_19, sqrt_7);  sub_19 = sqrt_7 = None
    mul_11 = torch.ops.aten.mul.Tensor(div_12, clone_6);  div_12 = clone_6 = None
    view_13 = torch.ops.aten.view.default(mul_11, [-1, 16]);  mul_11 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_13, [0]);  view_13 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_11, [0]);  view_11 = None
    _tensor_constant10_1 = self._tensor_constant10
    _param_constant7 = self._param_constant7
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(clone_7, _tensor_constant10_1, _param_constant7, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_7 = _tensor_constant10_1 = _param_constant7 = None
    getitem_9 = convolution_backward_3[0]
    getitem_10 = convolution_backward_3[1]
    getitem_11 = convolution_backward_3[2];  convolution_backward_3 = getitem_11 = None
    add_12 = torch.ops.aten.add.Tensor(getitem, getitem_9);  getitem = getitem_9 = None
    _tensor_constant24 = self._tensor_constant24
    detach_4 = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(add_12, detach_4, 0);  add_12 = detach_4 = None
    transpose_8 = torch.ops.aten.transpose.int(threshold_backward_3, 1, -1)
    clone_8 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    view_14 = torch.ops.aten.view.default(clone_8, [-1, 32])
    mean_8 = torch.ops.aten.mean.dim(view_14, [0])
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    sub_20 = torch.ops.aten.sub.Tensor(_tensor_constant25, _tensor_constant26);  _tensor_constant25 = _tensor_constant26 = None
    mul_12 = torch.ops.aten.mul.Tensor(clone_8, sub_20);  sub_20 = None
    view_15 = torch.ops.aten.view.default(mul_12, [-1, 32]);  mul_12 = None
    mean_9 = torch.ops.aten.mean.dim(view_15, [0]);  view_15 = None
    sub_21 = torch.ops.aten.sub.Tensor(clone_8, mean_8);  mean_8 = None
    _tensor_constant25_1 = self._tensor_constant25
    _tensor_constant26_1 = self._tensor_constant26
    sub_22 = torch.ops.aten.sub.Tensor(_tensor_constant25_1, _tensor_constant26_1);  _tensor_constant25_1 = _tensor_constant26_1 = None
    _tensor_constant27 = self._tensor_constant27
    add_13 = torch.ops.aten.add.Tensor(_tensor_constant27, 1e-05);  _tensor_constant27 = None
    div_13 = torch.ops.aten.div.Tensor(sub_22, add_13);  sub_22 = add_13 = None
    mul_13 = torch.ops.aten.mul.Tensor(div_13, mean_9);  div_13 = mean_9 = None
    sub_23 = torch.ops.aten.sub.Tensor(sub_21, mul_13);  sub_21 = mul_13 = None
    _tensor_constant27_1 = self._tensor_constant27
    add_14 = torch.ops.aten.add.Tensor(_tensor_constant27_1, 1e-05);  _tensor_constant27_1 = None
    sqrt_8 = torch.ops.aten.sqrt.default(add_14);  add_14 = None
    div_14 = torch.ops.aten.div.Tensor(sub_23, sqrt_8);  sub_23 = sqrt_8 = None
    _param_constant8 = self._param_constant8
    mul__4 = torch.ops.aten.mul_.Tensor(div_14, _param_constant8);  div_14 = _param_constant8 = None
    transpose_9 = torch.ops.aten.transpose.int(mul__4, 1, -1);  mul__4 = None
    clone_9 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _tensor_constant25_2 = self._tensor_constant25
    _tensor_constant26_2 = self._tensor_constant26
    sub_24 = torch.ops.aten.sub.Tensor(_tensor_constant25_2, _tensor_constant26_2);  _tensor_constant25_2 = _tensor_constant26_2 = None
    _tensor_constant27_2 = self._tensor_constant27
    add_15 = torch.ops.aten.add.Tensor(_tensor_constant27_2, 1e-05);  _tensor_constant27_2 = None
    sqrt_9 = torch.ops.aten.sqrt.default(add_15);  add_15 = None
    div_15 = torch.ops.aten.div.Tensor(sub_24, sqrt_9);  sub_24 = sqrt_9 = None
    mul_14 = torch.ops.aten.mul.Tensor(div_15, clone_8);  div_15 = clone_8 = None
    view_16 = torch.ops.aten.view.default(mul_14, [-1, 32]);  mul_14 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_16, [0]);  view_16 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_14, [0]);  view_14 = None
    _tensor_constant28 = self._tensor_constant28
    _param_constant9 = self._param_constant9
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(clone_9, _tensor_constant28, _param_constant9, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_9 = _tensor_constant28 = _param_constant9 = None
    getitem_12 = convolution_backward_4[0]
    getitem_13 = convolution_backward_4[1]
    getitem_14 = convolution_backward_4[2];  convolution_backward_4 = getitem_14 = None
    transpose_10 = torch.ops.aten.transpose.int(threshold_backward_3, 1, -1);  threshold_backward_3 = None
    clone_10 = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
    view_17 = torch.ops.aten.view.default(clone_10, [-1, 32])
    mean_10 = torch.ops.aten.mean.dim(view_17, [0])
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    sub_25 = torch.ops.aten.sub.Tensor(_tensor_constant29, _tensor_constant30);  _tensor_constant29 = _tensor_constant30 = None
    mul_15 = torch.ops.aten.mul.Tensor(clone_10, sub_25);  sub_25 = None
    view_18 = torch.ops.aten.view.default(mul_15, [-1, 32]);  mul_15 = None
    mean_11 = torch.ops.aten.mean.dim(view_18, [0]);  view_18 = None
    sub_26 = torch.ops.aten.sub.Tensor(clone_10, mean_10);  mean_10 = None
    _tensor_constant29_1 = self._tensor_constant29
    _tensor_constant30_1 = self._tensor_constant30
    sub_27 = torch.ops.aten.sub.Tensor(_tensor_constant29_1, _tensor_constant30_1);  _tensor_constant29_1 = _tensor_constant30_1 = None
    _tensor_constant31 = self._tensor_constant31
    add_16 = torch.ops.aten.add.Tensor(_tensor_constant31, 1e-05);  _tensor_constant31 = None
    div_16 = torch.ops.aten.div.Tensor(sub_27, add_16);  sub_27 = add_16 = None
    mul_16 = torch.ops.aten.mul.Tensor(div_16, mean_11);  div_16 = mean_11 = None
    sub_28 = torch.ops.aten.sub.Tensor(sub_26, mul_16);  sub_26 = mul_16 = None
    _tensor_constant31_1 = self._tensor_constant31
    add_17 = torch.ops.aten.add.Tensor(_tensor_constant31_1, 1e-05);  _tensor_constant31_1 = None
    sqrt_10 = torch.ops.aten.sqrt.default(add_17);  add_17 = None
    div_17 = torch.ops.aten.div.Tensor(sub_28, sqrt_10);  sub_28 = sqrt_10 = None
    _param_constant10 = self._param_constant10
    mul__5 = torch.ops.aten.mul_.Tensor(div_17, _param_constant10);  div_17 = _param_constant10 = None
    transpose_11 = torch.ops.aten.transpose.int(mul__5, 1, -1);  mul__5 = None
    clone_11 = torch.ops.aten.clone.default(transpose_11, memory_format = torch.contiguous_format);  transpose_11 = None
    _tensor_constant29_2 = self._tensor_constant29
    _tensor_constant30_2 = self._tensor_constant30
    sub_29 = torch.ops.aten.sub.Tensor(_tensor_constant29_2, _tensor_constant30_2);  _tensor_constant29_2 = _tensor_constant30_2 = None
    _tensor_constant31_2 = self._tensor_constant31
    add_18 = torch.ops.aten.add.Tensor(_tensor_constant31_2, 1e-05);  _tensor_constant31_2 = None
    sqrt_11 = torch.ops.aten.sqrt.default(add_18);  add_18 = None
    div_18 = torch.ops.aten.div.Tensor(sub_29, sqrt_11);  sub_29 = sqrt_11 = None
    mul_17 = torch.ops.aten.mul.Tensor(div_18, clone_10);  div_18 = clone_10 = None
    view_19 = torch.ops.aten.view.default(mul_17, [-1, 32]);  mul_17 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_19, [0]);  view_19 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_17, [0]);  view_17 = None
    _tensor_constant32 = self._tensor_constant32
    _param_constant11 = self._param_constant11
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(clone_11, _tensor_constant32, _param_constant11, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_11 = _tensor_constant32 = _param_constant11 = None
    getitem_15 = convolution_backward_5[0]
    getitem_16 = convolution_backward_5[1]
    getitem_17 = convolution_backward_5[2];  convolution_backward_5 = getitem_17 = None
    _tensor_constant33 = self._tensor_constant33
    detach_5 = torch.ops.aten.detach.default(_tensor_constant33);  _tensor_constant33 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(getitem_15, detach_5, 0);  getitem_15 = detach_5 = None
    transpose_12 = torch.ops.aten.transpose.int(threshold_backward_4, 1, -1);  threshold_backward_4 = None
    clone_12 = torch.ops.aten.clone.default(transpose_12, memory_format = torch.contiguous_format);  transpose_12 = None
    view_20 = torch.ops.aten.view.default(clone_12, [-1, 8])
    mean_12 = torch.ops.aten.mean.dim(view_20, [0])
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    sub_30 = torch.ops.aten.sub.Tensor(_tensor_constant34, _tensor_constant35);  _tensor_constant34 = _tensor_constant35 = None
    mul_18 = torch.ops.aten.mul.Tensor(clone_12, sub_30);  sub_30 = None
    view_21 = torch.ops.aten.view.default(mul_18, [-1, 8]);  mul_18 = None
    mean_13 = torch.ops.aten.mean.dim(view_21, [0]);  view_21 = None
    sub_31 = torch.ops.aten.sub.Tensor(clone_12, mean_12);  mean_12 = None
    _tensor_constant34_1 = self._tensor_constant34
    _tensor_constant35_1 = self._tensor_constant35
    sub_32 = torch.ops.aten.sub.Tensor(_tensor_constant34_1, _tensor_constant35_1);  _tensor_constant34_1 = _tensor_constant35_1 = None
    _tensor_constant36 = self._tensor_constant36
    add_19 = torch.ops.aten.add.Tensor(_tensor_constant36, 1e-05);  _tensor_constant36 = None
    div_19 = torch.ops.aten.div.Tensor(sub_32, add_19);  sub_32 = add_19 = None
    mul_19 = torch.ops.aten.mul.Tensor(div_19, mean_13);  div_19 = mean_13 = None
    sub_33 = torch.ops.aten.sub.Tensor(sub_31, mul_19);  sub_31 = mul_19 = None
    _tensor_constant36_1 = self._tensor_constant36
    add_20 = torch.ops.aten.add.Tensor(_tensor_constant36_1, 1e-05);  _tensor_constant36_1 = None
    sqrt_12 = torch.ops.aten.sqrt.default(add_20);  add_20 = None
    div_20 = torch.ops.aten.div.Tensor(sub_33, sqrt_12);  sub_33 = sqrt_12 = None
    _param_constant12 = self._param_constant12
    mul__6 = torch.ops.aten.mul_.Tensor(div_20, _param_constant12);  div_20 = _param_constant12 = None
    transpose_13 = torch.ops.aten.transpose.int(mul__6, 1, -1);  mul__6 = None
    clone_13 = torch.ops.aten.clone.default(transpose_13, memory_format = torch.contiguous_format);  transpose_13 = None
    _tensor_constant34_2 = self._tensor_constant34
    _tensor_constant35_2 = self._tensor_constant35
    sub_34 = torch.ops.aten.sub.Tensor(_tensor_constant34_2, _tensor_constant35_2);  _tensor_constant34_2 = _tensor_constant35_2 = None
    _tensor_constant36_2 = self._tensor_constant36
    add_21 = torch.ops.aten.add.Tensor(_tensor_constant36_2, 1e-05);  _tensor_constant36_2 = None
    sqrt_13 = torch.ops.aten.sqrt.default(add_21);  add_21 = None
    div_21 = torch.ops.aten.div.Tensor(sub_34, sqrt_13);  sub_34 = sqrt_13 = None
    mul_20 = torch.ops.aten.mul.Tensor(div_21, clone_12);  div_21 = clone_12 = None
    view_22 = torch.ops.aten.view.default(mul_20, [-1, 8]);  mul_20 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_22, [0]);  view_22 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_20, [0]);  view_20 = None
    _tensor_constant37 = self._tensor_constant37
    _param_constant13 = self._param_constant13
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(clone_13, _tensor_constant37, _param_constant13, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 4, [True, True, False]);  clone_13 = _tensor_constant37 = _param_constant13 = None
    getitem_18 = convolution_backward_6[0]
    getitem_19 = convolution_backward_6[1]
    getitem_20 = convolution_backward_6[2];  convolution_backward_6 = getitem_20 = None
    _tensor_constant38 = self._tensor_constant38
    detach_6 = torch.ops.aten.detach.default(_tensor_constant38);  _tensor_constant38 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_18, detach_6, 0);  getitem_18 = detach_6 = None
    transpose_14 = torch.ops.aten.transpose.int(threshold_backward_5, 1, -1);  threshold_backward_5 = None
    clone_14 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    view_23 = torch.ops.aten.view.default(clone_14, [-1, 8])
    mean_14 = torch.ops.aten.mean.dim(view_23, [0])
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    sub_35 = torch.ops.aten.sub.Tensor(_tensor_constant39, _tensor_constant40);  _tensor_constant39 = _tensor_constant40 = None
    mul_21 = torch.ops.aten.mul.Tensor(clone_14, sub_35);  sub_35 = None
    view_24 = torch.ops.aten.view.default(mul_21, [-1, 8]);  mul_21 = None
    mean_15 = torch.ops.aten.mean.dim(view_24, [0]);  view_24 = None
    sub_36 = torch.ops.aten.sub.Tensor(clone_14, mean_14);  mean_14 = None
    _tensor_constant39_1 = self._tensor_constant39
    _tensor_constant40_1 = self._tensor_constant40
    sub_37 = torch.ops.aten.sub.Tensor(_tensor_constant39_1, _tensor_constant40_1);  _tensor_constant39_1 = _tensor_constant40_1 = None
    _tensor_constant41 = self._tensor_constant41
    add_22 = torch.ops.aten.add.Tensor(_tensor_constant41, 1e-05);  _tensor_constant41 = None
    div_22 = torch.ops.aten.div.Tensor(sub_37, add_22);  sub_37 = add_22 = None
    mul_22 = torch.ops.aten.mul.Tensor(div_22, mean_15);  div_22 = mean_15 = None
    sub_38 = torch.ops.aten.sub.Tensor(sub_36, mul_22);  sub_36 = mul_22 = None
    _tensor_constant41_1 = self._tensor_constant41
    add_23 = torch.ops.aten.add.Tensor(_tensor_constant41_1, 1e-05);  _tensor_constant41_1 = None
    sqrt_14 = torch.ops.aten.sqrt.default(add_23);  add_23 = None
    div_23 = torch.ops.aten.div.Tensor(sub_38, sqrt_14);  sub_38 = sqrt_14 = None
    _param_constant14 = self._param_constant14
    mul__7 = torch.ops.aten.mul_.Tensor(div_23, _param_constant14);  div_23 = _param_constant14 = None
    transpose_15 = torch.ops.aten.transpose.int(mul__7, 1, -1);  mul__7 = None
    clone_15 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _tensor_constant39_2 = self._tensor_constant39
    _tensor_constant40_2 = self._tensor_constant40
    sub_39 = torch.ops.aten.sub.Tensor(_tensor_constant39_2, _tensor_constant40_2);  _tensor_constant39_2 = _tensor_constant40_2 = None
    _tensor_constant41_2 = self._tensor_constant41
    add_24 = torch.ops.aten.add.Tensor(_tensor_constant41_2, 1e-05);  _tensor_constant41_2 = None
    sqrt_15 = torch.ops.aten.sqrt.default(add_24);  add_24 = None
    div_24 = torch.ops.aten.div.Tensor(sub_39, sqrt_15);  sub_39 = sqrt_15 = None
    mul_23 = torch.ops.aten.mul.Tensor(div_24, clone_14);  div_24 = clone_14 = None
    view_25 = torch.ops.aten.view.default(mul_23, [-1, 8]);  mul_23 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_25, [0]);  view_25 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_23, [0]);  view_23 = None
    _tensor_constant28_1 = self._tensor_constant28
    _param_constant15 = self._param_constant15
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(clone_15, _tensor_constant28_1, _param_constant15, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_15 = _tensor_constant28_1 = _param_constant15 = None
    getitem_21 = convolution_backward_7[0]
    getitem_22 = convolution_backward_7[1]
    getitem_23 = convolution_backward_7[2];  convolution_backward_7 = getitem_23 = None
    add_25 = torch.ops.aten.add.Tensor(getitem_12, getitem_21);  getitem_12 = getitem_21 = None
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(add_25, _tensor_constant42, [3, 3], [2, 2], [1, 1], [1, 1], False, _tensor_constant43);  add_25 = _tensor_constant42 = _tensor_constant43 = None
    _tensor_constant44 = self._tensor_constant44
    detach_7 = torch.ops.aten.detach.default(_tensor_constant44);  _tensor_constant44 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_7, 0);  max_pool2d_with_indices_backward = detach_7 = None
    transpose_16 = torch.ops.aten.transpose.int(threshold_backward_6, 1, -1);  threshold_backward_6 = None
    clone_16 = torch.ops.aten.clone.default(transpose_16, memory_format = torch.contiguous_format);  transpose_16 = None
    view_26 = torch.ops.aten.view.default(clone_16, [-1, 8])
    mean_16 = torch.ops.aten.mean.dim(view_26, [0])
    _tensor_constant45 = self._tensor_constant45
    _tensor_constant46 = self._tensor_constant46
    sub_40 = torch.ops.aten.sub.Tensor(_tensor_constant45, _tensor_constant46);  _tensor_constant45 = _tensor_constant46 = None
    mul_24 = torch.ops.aten.mul.Tensor(clone_16, sub_40);  sub_40 = None
    view_27 = torch.ops.aten.view.default(mul_24, [-1, 8]);  mul_24 = None
    mean_17 = torch.ops.aten.mean.dim(view_27, [0]);  view_27 = None
    sub_41 = torch.ops.aten.sub.Tensor(clone_16, mean_16);  mean_16 = None
    _tensor_constant45_1 = self._tensor_constant45
    _tensor_constant46_1 = self._tensor_constant46
    sub_42 = torch.ops.aten.sub.Tensor(_tensor_constant45_1, _tensor_constant46_1);  _tensor_constant45_1 = _tensor_constant46_1 = None
    _tensor_constant47 = self._tensor_constant47
    add_26 = torch.ops.aten.add.Tensor(_tensor_constant47, 1e-05);  _tensor_constant47 = None
    div_25 = torch.ops.aten.div.Tensor(sub_42, add_26);  sub_42 = add_26 = None
    mul_25 = torch.ops.aten.mul.Tensor(div_25, mean_17);  div_25 = mean_17 = None
    sub_43 = torch.ops.aten.sub.Tensor(sub_41, mul_25);  sub_41 = mul_25 = None
    _tensor_constant47_1 = self._tensor_constant47
    add_27 = torch.ops.aten.add.Tensor(_tensor_constant47_1, 1e-05);  _tensor_constant47_1 = None
    sqrt_16 = torch.ops.aten.sqrt.default(add_27);  add_27 = None
    div_26 = torch.ops.aten.div.Tensor(sub_43, sqrt_16);  sub_43 = sqrt_16 = None
    _param_constant16 = self._param_constant16
    mul__8 = torch.ops.aten.mul_.Tensor(div_26, _param_constant16);  div_26 = _param_constant16 = None
    transpose_17 = torch.ops.aten.transpose.int(mul__8, 1, -1);  mul__8 = None
    clone_17 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _tensor_constant45_2 = self._tensor_constant45
    _tensor_constant46_2 = self._tensor_constant46
    sub_44 = torch.ops.aten.sub.Tensor(_tensor_constant45_2, _tensor_constant46_2);  _tensor_constant45_2 = _tensor_constant46_2 = None
    _tensor_constant47_2 = self._tensor_constant47
    add_28 = torch.ops.aten.add.Tensor(_tensor_constant47_2, 1e-05);  _tensor_constant47_2 = None
    sqrt_17 = torch.ops.aten.sqrt.default(add_28);  add_28 = None
    div_27 = torch.ops.aten.div.Tensor(sub_44, sqrt_17);  sub_44 = sqrt_17 = None
    mul_26 = torch.ops.aten.mul.Tensor(div_27, clone_16);  div_27 = clone_16 = None
    view_28 = torch.ops.aten.view.default(mul_26, [-1, 8]);  mul_26 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_28, [0]);  view_28 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_26, [0]);  view_26 = None
    _tensor_constant48 = self._tensor_constant48
    _param_constant17 = self._param_constant17
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(clone_17, _tensor_constant48, _param_constant17, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  clone_17 = _tensor_constant48 = _param_constant17 = None
    getitem_24 = convolution_backward_8[0];  getitem_24 = None
    getitem_25 = convolution_backward_8[1]
    getitem_26 = convolution_backward_8[2];  convolution_backward_8 = getitem_26 = None
    return (getitem_25, sum_18, sum_19, getitem_22, sum_16, sum_17, getitem_19, sum_14, sum_15, getitem_16, sum_12, sum_13, getitem_13, sum_10, sum_11, getitem_10, sum_8, sum_9, getitem_7, sum_6, sum_7, getitem_4, sum_4, sum_5, getitem_1, sum_2, sum_3, t_3, view)
    