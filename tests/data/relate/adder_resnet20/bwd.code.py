


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 5, 1, 1]);  _log_softmax_backward_data = None
    _tensor_constant4 = self._tensor_constant4
    _param_constant0 = self._param_constant0
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(view, _tensor_constant4, _param_constant0, _tensor_constant5, _tensor_constant6, _tensor_constant7, _tensor_constant8, True, 1e-05, [True, True, True]);  view = _tensor_constant4 = _param_constant0 = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant9 = self._tensor_constant9
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant9, _param_constant1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem = _tensor_constant9 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    _tensor_constant10 = self._tensor_constant10
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(getitem_3, _tensor_constant10, [2, 2], [1, 1], [0, 0], False, True, None);  getitem_3 = _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    detach_1 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(avg_pool2d_backward, detach_1, 0);  avg_pool2d_backward = detach_1 = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant2 = self._param_constant2
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant12, _param_constant2, _tensor_constant13, _tensor_constant14, _tensor_constant15, _tensor_constant16, True, 1e-05, [True, True, True]);  _tensor_constant12 = _param_constant2 = _tensor_constant13 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    permute = torch.ops.aten.permute.default(getitem_6, [1, 2, 3, 0]);  getitem_6 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [16, 8]);  clone = None
    _tensor_constant17 = self._tensor_constant17
    unsqueeze = torch.ops.aten.unsqueeze.default(_tensor_constant17, 0);  _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_tensor_constant18, 2);  _tensor_constant18 = None
    sub = torch.ops.aten.sub.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_unsafe_view, 1)
    mul = torch.ops.aten.mul.Tensor(sub, unsqueeze_2);  sub = unsqueeze_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [2]);  mul = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(sum_1)
    clamp = torch.ops.aten.clamp.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    div = torch.ops.aten.div.Tensor(sum_1, clamp);  sum_1 = clamp = None
    mul_1 = torch.ops.aten.mul.Tensor(div, 11.313708498984761);  div = None
    div_1 = torch.ops.aten.div.Tensor(mul_1, 5);  mul_1 = None
    _tensor_constant17_1 = self._tensor_constant17
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_tensor_constant17_1, 0);  _tensor_constant17_1 = None
    _tensor_constant18_1 = self._tensor_constant18
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(_tensor_constant18_1, 2);  _tensor_constant18_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(unsqueeze_3, unsqueeze_4);  unsqueeze_3 = unsqueeze_4 = None
    clamp_1 = torch.ops.aten.clamp.default(sub_1, -1, 1);  sub_1 = None
    neg = torch.ops.aten.neg.default(clamp_1);  clamp_1 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(_unsafe_view, 1);  _unsafe_view = None
    mul_2 = torch.ops.aten.mul.Tensor(neg, unsqueeze_5);  neg = unsqueeze_5 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [0]);  mul_2 = None
    view_1 = torch.ops.aten.view.default(div_1, [16, 8, 1, 1]);  div_1 = None
    view_2 = torch.ops.aten.view.default(sum_2, [8, 4, 2]);  sum_2 = None
    permute_1 = torch.ops.aten.permute.default(view_2, [2, 0, 1]);  view_2 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [1, 16, 4]);  clone_1 = None
    col2im = torch.ops.aten.col2im.default(_unsafe_view_1, [4, 4], [1, 1], [1, 1], [0, 0], [2, 2]);  _unsafe_view_1 = None
    view_3 = torch.ops.aten.view.default(col2im, [2, 8, 4, 4]);  col2im = None
    _tensor_constant19 = self._tensor_constant19
    _param_constant3 = self._param_constant3
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant19, _param_constant3, _tensor_constant20, _tensor_constant21, _tensor_constant22, _tensor_constant23, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant19 = _param_constant3 = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = _tensor_constant23 = None
    getitem_9 = native_batch_norm_backward_2[0]
    getitem_10 = native_batch_norm_backward_2[1]
    getitem_11 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    permute_2 = torch.ops.aten.permute.default(getitem_9, [1, 2, 3, 0]);  getitem_9 = None
    clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [16, 8]);  clone_2 = None
    _tensor_constant24 = self._tensor_constant24
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(_tensor_constant24, 0);  _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(_tensor_constant25, 2);  _tensor_constant25 = None
    sub_2 = torch.ops.aten.sub.Tensor(unsqueeze_6, unsqueeze_7);  unsqueeze_6 = unsqueeze_7 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(_unsafe_view_2, 1)
    mul_3 = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_8);  sub_2 = unsqueeze_8 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_3, [2]);  mul_3 = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(sum_3)
    clamp_2 = torch.ops.aten.clamp.default(linalg_vector_norm_1, 1e-12);  linalg_vector_norm_1 = None
    div_2 = torch.ops.aten.div.Tensor(sum_3, clamp_2);  sum_3 = clamp_2 = None
    mul_4 = torch.ops.aten.mul.Tensor(div_2, 48.0);  div_2 = None
    div_3 = torch.ops.aten.div.Tensor(mul_4, 5);  mul_4 = None
    _tensor_constant24_1 = self._tensor_constant24
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(_tensor_constant24_1, 0);  _tensor_constant24_1 = None
    _tensor_constant25_1 = self._tensor_constant25
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(_tensor_constant25_1, 2);  _tensor_constant25_1 = None
    sub_3 = torch.ops.aten.sub.Tensor(unsqueeze_9, unsqueeze_10);  unsqueeze_9 = unsqueeze_10 = None
    clamp_3 = torch.ops.aten.clamp.default(sub_3, -1, 1);  sub_3 = None
    neg_1 = torch.ops.aten.neg.default(clamp_3);  clamp_3 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(_unsafe_view_2, 1);  _unsafe_view_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(neg_1, unsqueeze_11);  neg_1 = unsqueeze_11 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_5, [0]);  mul_5 = None
    view_4 = torch.ops.aten.view.default(div_3, [16, 16, 3, 3]);  div_3 = None
    view_5 = torch.ops.aten.view.default(sum_4, [144, 4, 2]);  sum_4 = None
    permute_3 = torch.ops.aten.permute.default(view_5, [2, 0, 1]);  view_5 = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [1, 288, 4]);  clone_3 = None
    col2im_1 = torch.ops.aten.col2im.default(_unsafe_view_3, [2, 2], [3, 3], [1, 1], [1, 1], [1, 1]);  _unsafe_view_3 = None
    view_6 = torch.ops.aten.view.default(col2im_1, [2, 16, 2, 2]);  col2im_1 = None
    _tensor_constant26 = self._tensor_constant26
    detach_2 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(view_6, detach_2, 0);  view_6 = detach_2 = None
    _tensor_constant27 = self._tensor_constant27
    _param_constant4 = self._param_constant4
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant27, _param_constant4, _tensor_constant28, _tensor_constant29, _tensor_constant30, _tensor_constant31, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant27 = _param_constant4 = _tensor_constant28 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = None
    getitem_12 = native_batch_norm_backward_3[0]
    getitem_13 = native_batch_norm_backward_3[1]
    getitem_14 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    permute_4 = torch.ops.aten.permute.default(getitem_12, [1, 2, 3, 0]);  getitem_12 = None
    clone_4 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [16, 8]);  clone_4 = None
    _tensor_constant32 = self._tensor_constant32
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(_tensor_constant32, 0);  _tensor_constant32 = None
    _tensor_constant33 = self._tensor_constant33
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(_tensor_constant33, 2);  _tensor_constant33 = None
    sub_4 = torch.ops.aten.sub.Tensor(unsqueeze_12, unsqueeze_13);  unsqueeze_12 = unsqueeze_13 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(_unsafe_view_4, 1)
    mul_6 = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_14);  sub_4 = unsqueeze_14 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_6, [2]);  mul_6 = None
    linalg_vector_norm_2 = torch.ops.aten.linalg_vector_norm.default(sum_5)
    clamp_4 = torch.ops.aten.clamp.default(linalg_vector_norm_2, 1e-12);  linalg_vector_norm_2 = None
    div_4 = torch.ops.aten.div.Tensor(sum_5, clamp_4);  sum_5 = clamp_4 = None
    mul_7 = torch.ops.aten.mul.Tensor(div_4, 33.94112549695428);  div_4 = None
    div_5 = torch.ops.aten.div.Tensor(mul_7, 5);  mul_7 = None
    _tensor_constant32_1 = self._tensor_constant32
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(_tensor_constant32_1, 0);  _tensor_constant32_1 = None
    _tensor_constant33_1 = self._tensor_constant33
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(_tensor_constant33_1, 2);  _tensor_constant33_1 = None
    sub_5 = torch.ops.aten.sub.Tensor(unsqueeze_15, unsqueeze_16);  unsqueeze_15 = unsqueeze_16 = None
    clamp_5 = torch.ops.aten.clamp.default(sub_5, -1, 1);  sub_5 = None
    neg_2 = torch.ops.aten.neg.default(clamp_5);  clamp_5 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(_unsafe_view_4, 1);  _unsafe_view_4 = None
    mul_8 = torch.ops.aten.mul.Tensor(neg_2, unsqueeze_17);  neg_2 = unsqueeze_17 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_8, [0]);  mul_8 = None
    view_7 = torch.ops.aten.view.default(div_5, [16, 8, 3, 3]);  div_5 = None
    view_8 = torch.ops.aten.view.default(sum_6, [72, 4, 2]);  sum_6 = None
    permute_5 = torch.ops.aten.permute.default(view_8, [2, 0, 1]);  view_8 = None
    clone_5 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [1, 144, 4]);  clone_5 = None
    col2im_2 = torch.ops.aten.col2im.default(_unsafe_view_5, [4, 4], [3, 3], [1, 1], [1, 1], [2, 2]);  _unsafe_view_5 = None
    view_9 = torch.ops.aten.view.default(col2im_2, [2, 8, 4, 4]);  col2im_2 = None
    add = torch.ops.aten.add.Tensor(view_3, view_9);  view_3 = view_9 = None
    _tensor_constant34 = self._tensor_constant34
    detach_3 = torch.ops.aten.detach.default(_tensor_constant34);  _tensor_constant34 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add, detach_3, 0);  add = detach_3 = None
    _tensor_constant35 = self._tensor_constant35
    _param_constant5 = self._param_constant5
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant35, _param_constant5, _tensor_constant36, _tensor_constant37, _tensor_constant38, _tensor_constant39, True, 1e-05, [True, True, True]);  _tensor_constant35 = _param_constant5 = _tensor_constant36 = _tensor_constant37 = _tensor_constant38 = _tensor_constant39 = None
    getitem_15 = native_batch_norm_backward_4[0]
    getitem_16 = native_batch_norm_backward_4[1]
    getitem_17 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    permute_6 = torch.ops.aten.permute.default(getitem_15, [1, 2, 3, 0]);  getitem_15 = None
    clone_6 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [8, 32]);  clone_6 = None
    _tensor_constant40 = self._tensor_constant40
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(_tensor_constant40, 0);  _tensor_constant40 = None
    _tensor_constant41 = self._tensor_constant41
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(_tensor_constant41, 2);  _tensor_constant41 = None
    sub_6 = torch.ops.aten.sub.Tensor(unsqueeze_18, unsqueeze_19);  unsqueeze_18 = unsqueeze_19 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(_unsafe_view_6, 1)
    mul_9 = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_20);  sub_6 = unsqueeze_20 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_9, [2]);  mul_9 = None
    linalg_vector_norm_3 = torch.ops.aten.linalg_vector_norm.default(sum_7)
    clamp_6 = torch.ops.aten.clamp.default(linalg_vector_norm_3, 1e-12);  linalg_vector_norm_3 = None
    div_6 = torch.ops.aten.div.Tensor(sum_7, clamp_6);  sum_7 = clamp_6 = None
    mul_10 = torch.ops.aten.mul.Tensor(div_6, 5.656854249492381);  div_6 = None
    div_7 = torch.ops.aten.div.Tensor(mul_10, 5);  mul_10 = None
    _tensor_constant40_1 = self._tensor_constant40
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(_tensor_constant40_1, 0);  _tensor_constant40_1 = None
    _tensor_constant41_1 = self._tensor_constant41
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(_tensor_constant41_1, 2);  _tensor_constant41_1 = None
    sub_7 = torch.ops.aten.sub.Tensor(unsqueeze_21, unsqueeze_22);  unsqueeze_21 = unsqueeze_22 = None
    clamp_7 = torch.ops.aten.clamp.default(sub_7, -1, 1);  sub_7 = None
    neg_3 = torch.ops.aten.neg.default(clamp_7);  clamp_7 = None
    unsqueeze_23 = torch.ops.aten.unsqueeze.default(_unsafe_view_6, 1);  _unsafe_view_6 = None
    mul_11 = torch.ops.aten.mul.Tensor(neg_3, unsqueeze_23);  neg_3 = unsqueeze_23 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_11, [0]);  mul_11 = None
    view_10 = torch.ops.aten.view.default(div_7, [8, 4, 1, 1]);  div_7 = None
    view_11 = torch.ops.aten.view.default(sum_8, [4, 16, 2]);  sum_8 = None
    permute_7 = torch.ops.aten.permute.default(view_11, [2, 0, 1]);  view_11 = None
    clone_7 = torch.ops.aten.clone.default(permute_7, memory_format = torch.contiguous_format);  permute_7 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_7, [1, 8, 16]);  clone_7 = None
    col2im_3 = torch.ops.aten.col2im.default(_unsafe_view_7, [8, 8], [1, 1], [1, 1], [0, 0], [2, 2]);  _unsafe_view_7 = None
    view_12 = torch.ops.aten.view.default(col2im_3, [2, 4, 8, 8]);  col2im_3 = None
    _tensor_constant42 = self._tensor_constant42
    _param_constant6 = self._param_constant6
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    _tensor_constant45 = self._tensor_constant45
    _tensor_constant46 = self._tensor_constant46
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant42, _param_constant6, _tensor_constant43, _tensor_constant44, _tensor_constant45, _tensor_constant46, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant42 = _param_constant6 = _tensor_constant43 = _tensor_constant44 = _tensor_constant45 = _tensor_constant46 = None
    getitem_18 = native_batch_norm_backward_5[0]
    getitem_19 = native_batch_norm_backward_5[1]
    getitem_20 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    permute_8 = torch.ops.aten.permute.default(getitem_18, [1, 2, 3, 0]);  getitem_18 = None
    clone_8 = torch.ops.aten.clone.default(permute_8, memory_format = torch.contiguous_format);  permute_8 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_8, [8, 32]);  clone_8 = None
    _tensor_constant47 = self._tensor_constant47
    unsqueeze_24 = torch.ops.aten.unsqueeze.default(_tensor_constant47, 0);  _tensor_constant47 = None
    _tensor_constant48 = self._tensor_constant48
    unsqueeze_25 = torch.ops.aten.unsqueeze.default(_tensor_constant48, 2);  _tensor_constant48 = None
    sub_8 = torch.ops.aten.sub.Tensor(unsqueeze_24, unsqueeze_25);  unsqueeze_24 = unsqueeze_25 = None
    unsqueeze_26 = torch.ops.aten.unsqueeze.default(_unsafe_view_8, 1)
    mul_12 = torch.ops.aten.mul.Tensor(sub_8, unsqueeze_26);  sub_8 = unsqueeze_26 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_12, [2]);  mul_12 = None
    linalg_vector_norm_4 = torch.ops.aten.linalg_vector_norm.default(sum_9)
    clamp_8 = torch.ops.aten.clamp.default(linalg_vector_norm_4, 1e-12);  linalg_vector_norm_4 = None
    div_8 = torch.ops.aten.div.Tensor(sum_9, clamp_8);  sum_9 = clamp_8 = None
    mul_13 = torch.ops.aten.mul.Tensor(div_8, 24.0);  div_8 = None
    div_9 = torch.ops.aten.div.Tensor(mul_13, 5);  mul_13 = None
    _tensor_constant47_1 = self._tensor_constant47
    unsqueeze_27 = torch.ops.aten.unsqueeze.default(_tensor_constant47_1, 0);  _tensor_constant47_1 = None
    _tensor_constant48_1 = self._tensor_constant48
    unsqueeze_28 = torch.ops.aten.unsqueeze.default(_tensor_constant48_1, 2);  _tensor_constant48_1 = None
    sub_9 = torch.ops.aten.sub.Tensor(unsqueeze_27, unsqueeze_28);  unsqueeze_27 = unsqueeze_28 = None
    clamp_9 = torch.ops.aten.clamp.default(sub_9, -1, 1);  sub_9 = None
    neg_4 = torch.ops.aten.neg.default(clamp_9);  clamp_9 = None
    unsqueeze_29 = torch.ops.aten.unsqueeze.default(_unsafe_view_8, 1);  _unsafe_view_8 = None
    mul_14 = torch.ops.aten.mul.Tensor(neg_4, unsqueeze_29);  neg_4 = unsqueeze_29 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_14, [0]);  mul_14 = None
    view_13 = torch.ops.aten.view.default(div_9, [8, 8, 3, 3]);  div_9 = None
    view_14 = torch.ops.aten.view.default(sum_10, [72, 16, 2]);  sum_10 = None
    permute_9 = torch.ops.aten.permute.default(view_14, [2, 0, 1]);  view_14 = None
    clone_9 = torch.ops.aten.clone.default(permute_9, memory_format = torch.contiguous_format);  permute_9 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_9, [1, 144, 16]);  clone_9 = None
    col2im_4 = torch.ops.aten.col2im.default(_unsafe_view_9, [4, 4], [3, 3], [1, 1], [1, 1], [1, 1]);  _unsafe_view_9 = None
    view_15 = torch.ops.aten.view.default(col2im_4, [2, 8, 4, 4]);  col2im_4 = None
    _tensor_constant49 = self._tensor_constant49
    detach_4 = torch.ops.aten.detach.default(_tensor_constant49);  _tensor_constant49 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(view_15, detach_4, 0);  view_15 = detach_4 = None
    _tensor_constant50 = self._tensor_constant50
    _param_constant7 = self._param_constant7
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    _tensor_constant54 = self._tensor_constant54
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant50, _param_constant7, _tensor_constant51, _tensor_constant52, _tensor_constant53, _tensor_constant54, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant50 = _param_constant7 = _tensor_constant51 = _tensor_constant52 = _tensor_constant53 = _tensor_constant54 = None
    getitem_21 = native_batch_norm_backward_6[0]
    getitem_22 = native_batch_norm_backward_6[1]
    getitem_23 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    permute_10 = torch.ops.aten.permute.default(getitem_21, [1, 2, 3, 0]);  getitem_21 = None
    clone_10 = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_10, [8, 32]);  clone_10 = None
    _tensor_constant55 = self._tensor_constant55
    unsqueeze_30 = torch.ops.aten.unsqueeze.default(_tensor_constant55, 0);  _tensor_constant55 = None
    _tensor_constant56 = self._tensor_constant56
    unsqueeze_31 = torch.ops.aten.unsqueeze.default(_tensor_constant56, 2);  _tensor_constant56 = None
    sub_10 = torch.ops.aten.sub.Tensor(unsqueeze_30, unsqueeze_31);  unsqueeze_30 = unsqueeze_31 = None
    unsqueeze_32 = torch.ops.aten.unsqueeze.default(_unsafe_view_10, 1)
    mul_15 = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_32);  sub_10 = unsqueeze_32 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_15, [2]);  mul_15 = None
    linalg_vector_norm_5 = torch.ops.aten.linalg_vector_norm.default(sum_11)
    clamp_10 = torch.ops.aten.clamp.default(linalg_vector_norm_5, 1e-12);  linalg_vector_norm_5 = None
    div_10 = torch.ops.aten.div.Tensor(sum_11, clamp_10);  sum_11 = clamp_10 = None
    mul_16 = torch.ops.aten.mul.Tensor(div_10, 16.97056274847714);  div_10 = None
    div_11 = torch.ops.aten.div.Tensor(mul_16, 5);  mul_16 = None
    _tensor_constant55_1 = self._tensor_constant55
    unsqueeze_33 = torch.ops.aten.unsqueeze.default(_tensor_constant55_1, 0);  _tensor_constant55_1 = None
    _tensor_constant56_1 = self._tensor_constant56
    unsqueeze_34 = torch.ops.aten.unsqueeze.default(_tensor_constant56_1, 2);  _tensor_constant56_1 = None
    sub_11 = torch.ops.aten.sub.Tensor(unsqueeze_33, unsqueeze_34);  unsqueeze_33 = unsqueeze_34 = None
    clamp_11 = torch.ops.aten.clamp.default(sub_11, -1, 1);  sub_11 = None
    neg_5 = torch.ops.aten.neg.default(clamp_11);  clamp_11 = None
    unsqueeze_35 = torch.ops.aten.unsqueeze.default(_unsafe_view_10, 1);  _unsafe_view_10 = None
    mul_17 = torch.ops.aten.mul.Tensor(neg_5, unsqueeze_35);  neg_5 = unsqueeze_35 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_17, [0]);  mul_17 = None
    view_16 = torch.ops.aten.view.default(div_11, [8, 4, 3, 3]);  div_11 = None
    view_17 = torch.ops.aten.view.default(sum_12, [36, 16, 2]);  sum_12 = None
    permute_11 = torch.ops.aten.permute.default(view_17, [2, 0, 1]);  view_17 = None
    clone_11 = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_11, [1, 72, 16]);  clone_11 = None
    col2im_5 = torch.ops.aten.col2im.default(_unsafe_view_11, [8, 8], [3, 3], [1, 1], [1, 1], [2, 2]);  _unsafe_view_11 = None
    view_18 = torch.ops.aten.view.default(col2im_5, [2, 4, 8, 8]);  col2im_5 = None
    add_1 = torch.ops.aten.add.Tensor(view_12, view_18);  view_12 = view_18 = None
    _tensor_constant57 = self._tensor_constant57
    detach_5 = torch.ops.aten.detach.default(_tensor_constant57);  _tensor_constant57 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_1, detach_5, 0);  add_1 = detach_5 = None
    _tensor_constant58 = self._tensor_constant58
    _param_constant8 = self._param_constant8
    _tensor_constant59 = self._tensor_constant59
    _tensor_constant60 = self._tensor_constant60
    _tensor_constant61 = self._tensor_constant61
    _tensor_constant62 = self._tensor_constant62
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant58, _param_constant8, _tensor_constant59, _tensor_constant60, _tensor_constant61, _tensor_constant62, True, 1e-05, [True, True, True]);  _tensor_constant58 = _param_constant8 = _tensor_constant59 = _tensor_constant60 = _tensor_constant61 = _tensor_constant62 = None
    getitem_24 = native_batch_norm_backward_7[0]
    getitem_25 = native_batch_norm_backward_7[1]
    getitem_26 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    permute_12 = torch.ops.aten.permute.default(getitem_24, [1, 2, 3, 0]);  getitem_24 = None
    clone_12 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_12, [4, 128]);  clone_12 = None
    _tensor_constant63 = self._tensor_constant63
    unsqueeze_36 = torch.ops.aten.unsqueeze.default(_tensor_constant63, 0);  _tensor_constant63 = None
    _tensor_constant64 = self._tensor_constant64
    unsqueeze_37 = torch.ops.aten.unsqueeze.default(_tensor_constant64, 2);  _tensor_constant64 = None
    sub_12 = torch.ops.aten.sub.Tensor(unsqueeze_36, unsqueeze_37);  unsqueeze_36 = unsqueeze_37 = None
    unsqueeze_38 = torch.ops.aten.unsqueeze.default(_unsafe_view_12, 1)
    mul_18 = torch.ops.aten.mul.Tensor(sub_12, unsqueeze_38);  sub_12 = unsqueeze_38 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_18, [2]);  mul_18 = None
    linalg_vector_norm_6 = torch.ops.aten.linalg_vector_norm.default(sum_13)
    clamp_12 = torch.ops.aten.clamp.default(linalg_vector_norm_6, 1e-12);  linalg_vector_norm_6 = None
    div_12 = torch.ops.aten.div.Tensor(sum_13, clamp_12);  sum_13 = clamp_12 = None
    mul_19 = torch.ops.aten.mul.Tensor(div_12, 12.0);  div_12 = None
    div_13 = torch.ops.aten.div.Tensor(mul_19, 5);  mul_19 = None
    _tensor_constant63_1 = self._tensor_constant63
    unsqueeze_39 = torch.ops.aten.unsqueeze.default(_tensor_constant63_1, 0);  _tensor_constant63_1 = None
    _tensor_constant64_1 = self._tensor_constant64
    unsqueeze_40 = torch.ops.aten.unsqueeze.default(_tensor_constant64_1, 2);  _tensor_constant64_1 = None
    sub_13 = torch.ops.aten.sub.Tensor(unsqueeze_39, unsqueeze_40);  unsqueeze_39 = unsqueeze_40 = None
    clamp_13 = torch.ops.aten.clamp.default(sub_13, -1, 1);  sub_13 = None
    neg_6 = torch.ops.aten.neg.default(clamp_13);  clamp_13 = None
    unsqueeze_41 = torch.ops.aten.unsqueeze.default(_unsafe_view_12, 1);  _unsafe_view_12 = None
    mul_20 = torch.ops.aten.mul.Tensor(neg_6, unsqueeze_41);  neg_6 = unsqueeze_41 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_20, [0]);  mul_20 = None
    view_19 = torch.ops.aten.view.default(div_13, [4, 4, 3, 3]);  div_13 = None
    view_20 = torch.ops.aten.view.default(sum_14, [36, 64, 2]);  sum_14 = None
    permute_13 = torch.ops.aten.permute.default(view_20, [2, 0, 1]);  view_20 = None
    clone_13 = torch.ops.aten.clone.default(permute_13, memory_format = torch.contiguous_format);  permute_13 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_13, [1, 72, 64]);  clone_13 = None
    col2im_6 = torch.ops.aten.col2im.default(_unsafe_view_13, [8, 8], [3, 3], [1, 1], [1, 1], [1, 1]);  _unsafe_view_13 = None
    view_21 = torch.ops.aten.view.default(col2im_6, [2, 4, 8, 8]);  col2im_6 = None
    _tensor_constant65 = self._tensor_constant65
    detach_6 = torch.ops.aten.detach.default(_tensor_constant65);  _tensor_constant65 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(view_21, detach_6, 0);  view_21 = detach_6 = None
    _tensor_constant66 = self._tensor_constant66
    _param_constant9 = self._param_constant9
    _tensor_constant67 = self._tensor_constant67
    _tensor_constant68 = self._tensor_constant68
    _tensor_constant69 = self._tensor_constant69
    _tensor_constant70 = self._tensor_constant70
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, _tensor_constant66, _param_constant9, _tensor_constant67, _tensor_constant68, _tensor_constant69, _tensor_constant70, True, 1e-05, [True, True, True]);  threshold_backward_5 = _tensor_constant66 = _param_constant9 = _tensor_constant67 = _tensor_constant68 = _tensor_constant69 = _tensor_constant70 = None
    getitem_27 = native_batch_norm_backward_8[0]
    getitem_28 = native_batch_norm_backward_8[1]
    getitem_29 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    permute_14 = torch.ops.aten.permute.default(getitem_27, [1, 2, 3, 0]);  getitem_27 = None
    clone_14 = torch.ops.aten.clone.default(permute_14, memory_format = torch.contiguous_format);  permute_14 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_14, [4, 128]);  clone_14 = None
    _tensor_constant71 = self._tensor_constant71
    unsqueeze_42 = torch.ops.aten.unsqueeze.default(_tensor_constant71, 0);  _tensor_constant71 = None
    _tensor_constant72 = self._tensor_constant72
    unsqueeze_43 = torch.ops.aten.unsqueeze.default(_tensor_constant72, 2);  _tensor_constant72 = None
    sub_14 = torch.ops.aten.sub.Tensor(unsqueeze_42, unsqueeze_43);  unsqueeze_42 = unsqueeze_43 = None
    unsqueeze_44 = torch.ops.aten.unsqueeze.default(_unsafe_view_14, 1)
    mul_21 = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_44);  sub_14 = unsqueeze_44 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_21, [2]);  mul_21 = None
    linalg_vector_norm_7 = torch.ops.aten.linalg_vector_norm.default(sum_15)
    clamp_14 = torch.ops.aten.clamp.default(linalg_vector_norm_7, 1e-12);  linalg_vector_norm_7 = None
    div_14 = torch.ops.aten.div.Tensor(sum_15, clamp_14);  sum_15 = clamp_14 = None
    mul_22 = torch.ops.aten.mul.Tensor(div_14, 12.0);  div_14 = None
    div_15 = torch.ops.aten.div.Tensor(mul_22, 5);  mul_22 = None
    _tensor_constant71_1 = self._tensor_constant71
    unsqueeze_45 = torch.ops.aten.unsqueeze.default(_tensor_constant71_1, 0);  _tensor_constant71_1 = None
    _tensor_constant72_1 = self._tensor_constant72
    unsqueeze_46 = torch.ops.aten.unsqueeze.default(_tensor_constant72_1, 2);  _tensor_constant72_1 = None
    sub_15 = torch.ops.aten.sub.Tensor(unsqueeze_45, unsqueeze_46);  unsqueeze_45 = unsqueeze_46 = None
    clamp_15 = torch.ops.aten.clamp.default(sub_15, -1, 1);  sub_15 = None
    neg_7 = torch.ops.aten.neg.default(clamp_15);  clamp_15 = None
    unsqueeze_47 = torch.ops.aten.unsqueeze.default(_unsafe_view_14, 1);  _unsafe_view_14 = None
    mul_23 = torch.ops.aten.mul.Tensor(neg_7, unsqueeze_47);  neg_7 = unsqueeze_47 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_23, [0]);  mul_23 = None
    view_22 = torch.ops.aten.view.default(div_15, [4, 4, 3, 3]);  div_15 = None
    view_23 = torch.ops.aten.view.default(sum_16, [36, 64, 2]);  sum_16 = None
    permute_15 = torch.ops.aten.permute.default(view_23, [2, 0, 1]);  view_23 = None
    clone_15 = torch.ops.aten.clone.default(permute_15, memory_format = torch.contiguous_format);  permute_15 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_15, [1, 72, 64]);  clone_15 = None
    col2im_7 = torch.ops.aten.col2im.default(_unsafe_view_15, [8, 8], [3, 3], [1, 1], [1, 1], [1, 1]);  _unsafe_view_15 = None
    view_24 = torch.ops.aten.view.default(col2im_7, [2, 4, 8, 8]);  col2im_7 = None
    add_2 = torch.ops.aten.add.Tensor(threshold_backward_4, view_24);  threshold_backward_4 = view_24 = None
    _tensor_constant73 = self._tensor_constant73
    detach_7 = torch.ops.aten.detach.default(_tensor_constant73);  _tensor_constant73 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(add_2, detach_7, 0);  add_2 = detach_7 = None
    _tensor_constant74 = self._tensor_constant74
    _param_constant10 = self._param_constant10
    _tensor_constant75 = self._tensor_constant75
    _tensor_constant76 = self._tensor_constant76
    _tensor_constant77 = self._tensor_constant77
    _tensor_constant78 = self._tensor_constant78
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, _tensor_constant74, _param_constant10, _tensor_constant75, _tensor_constant76, _tensor_constant77, _tensor_constant78, True, 1e-05, [True, True, True]);  threshold_backward_6 = _tensor_constant74 = _param_constant10 = _tensor_constant75 = _tensor_constant76 = _tensor_constant77 = _tensor_constant78 = None
    getitem_30 = native_batch_norm_backward_9[0]
    getitem_31 = native_batch_norm_backward_9[1]
    getitem_32 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _tensor_constant79 = self._tensor_constant79
    _param_constant11 = self._param_constant11
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_30, _tensor_constant79, _param_constant11, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_30 = _tensor_constant79 = _param_constant11 = None
    getitem_33 = convolution_backward_1[0];  getitem_33 = None
    getitem_34 = convolution_backward_1[1]
    getitem_35 = convolution_backward_1[2];  convolution_backward_1 = getitem_35 = None
    return (getitem_34, getitem_31, getitem_32, view_22, getitem_28, getitem_29, view_19, getitem_25, getitem_26, view_16, getitem_22, getitem_23, view_13, getitem_19, getitem_20, view_10, getitem_16, getitem_17, view_7, getitem_13, getitem_14, view_4, getitem_10, getitem_11, view_1, getitem_7, getitem_8, getitem_4, getitem_1, getitem_2)
    