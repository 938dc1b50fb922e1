


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
    view = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    div = torch.ops.aten.div.Tensor(_param_constant0, _param_constant1);  _param_constant0 = _param_constant1 = None
    lt = torch.ops.aten.lt.Scalar(div, -128)
    gt = torch.ops.aten.gt.Scalar(div, 127)
    bitwise_or = torch.ops.aten.bitwise_or.Tensor(lt, gt)
    bitwise_not = torch.ops.aten.bitwise_not.default(bitwise_or);  bitwise_or = None
    _to_copy = torch.ops.aten._to_copy.default(bitwise_not, dtype = torch.float32);  bitwise_not = None
    mul = torch.ops.aten.mul.Tensor(t_3, _to_copy);  _to_copy = None
    full_like = torch.ops.aten.full_like.default(div, -128, pin_memory = False)
    full_like_1 = torch.ops.aten.full_like.default(div, 127, pin_memory = False)
    round_1 = torch.ops.aten.round.default(div)
    sub = torch.ops.aten.sub.Tensor(round_1, div);  round_1 = div = None
    where = torch.ops.aten.where.self(gt, full_like_1, sub);  gt = full_like_1 = sub = None
    where_1 = torch.ops.aten.where.self(lt, full_like, where);  lt = full_like = where = None
    mul_1 = torch.ops.aten.mul.Tensor(t_3, where_1);  t_3 = where_1 = None
    sum_2 = torch.ops.aten.sum.default(mul_1);  mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(sum_2, 0.007015169165828922);  sum_2 = None
    view_1 = torch.ops.aten.view.default(mul_2, []);  mul_2 = None
    _tensor_constant6 = self._tensor_constant6
    _param_constant2 = self._param_constant2
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant6, _param_constant2);  _tensor_constant6 = _param_constant2 = None
    lt_1 = torch.ops.aten.lt.Scalar(div_1, 0)
    gt_1 = torch.ops.aten.gt.Scalar(div_1, 255)
    bitwise_or_1 = torch.ops.aten.bitwise_or.Tensor(lt_1, gt_1)
    bitwise_not_1 = torch.ops.aten.bitwise_not.default(bitwise_or_1);  bitwise_or_1 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(bitwise_not_1, dtype = torch.float32);  bitwise_not_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(mm, _to_copy_1);  _to_copy_1 = None
    full_like_2 = torch.ops.aten.full_like.default(div_1, 0, pin_memory = False)
    full_like_3 = torch.ops.aten.full_like.default(div_1, 255, pin_memory = False)
    round_2 = torch.ops.aten.round.default(div_1)
    sub_1 = torch.ops.aten.sub.Tensor(round_2, div_1);  round_2 = div_1 = None
    where_2 = torch.ops.aten.where.self(gt_1, full_like_3, sub_1);  gt_1 = full_like_3 = sub_1 = None
    where_3 = torch.ops.aten.where.self(lt_1, full_like_2, where_2);  lt_1 = full_like_2 = where_2 = None
    mul_4 = torch.ops.aten.mul.Tensor(mm, where_3);  mm = where_3 = None
    sum_3 = torch.ops.aten.sum.default(mul_4);  mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(sum_3, 0.00782780363856437);  sum_3 = None
    view_2 = torch.ops.aten.view.default(mul_5, []);  mul_5 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_3, 2);  mul_3 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [4, 16, 4, 4]);  unsqueeze_1 = None
    div_2 = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    div_3 = torch.ops.aten.div.Tensor(_tensor_constant7, _tensor_constant8);  _tensor_constant7 = _tensor_constant8 = None
    lt_2 = torch.ops.aten.lt.Scalar(div_3, 0)
    gt_2 = torch.ops.aten.gt.Scalar(div_3, 15);  div_3 = None
    bitwise_or_2 = torch.ops.aten.bitwise_or.Tensor(lt_2, gt_2);  lt_2 = gt_2 = None
    bitwise_not_2 = torch.ops.aten.bitwise_not.default(bitwise_or_2);  bitwise_or_2 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(bitwise_not_2, dtype = torch.float32);  bitwise_not_2 = None
    mul_6 = torch.ops.aten.mul.Tensor(div_2, _to_copy_2);  div_2 = _to_copy_2 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mul_6, detach_1, 0);  mul_6 = detach_1 = None
    _tensor_constant10 = self._tensor_constant10
    _param_constant3 = self._param_constant3
    _tensor_constant11 = self._tensor_constant11
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant10, _param_constant3, _tensor_constant11, _tensor_constant12, _tensor_constant13, _tensor_constant14, True, 1e-05, [True, True, True]);  _tensor_constant10 = _param_constant3 = _tensor_constant11 = _tensor_constant12 = _tensor_constant13 = _tensor_constant14 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant15, _tensor_constant16, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem = _tensor_constant15 = _tensor_constant16 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    div_4 = torch.ops.aten.div.Tensor(_param_constant4, _param_constant5);  _param_constant4 = _param_constant5 = None
    lt_3 = torch.ops.aten.lt.Scalar(div_4, -8)
    gt_3 = torch.ops.aten.gt.Scalar(div_4, 7)
    bitwise_or_3 = torch.ops.aten.bitwise_or.Tensor(lt_3, gt_3)
    bitwise_not_3 = torch.ops.aten.bitwise_not.default(bitwise_or_3);  bitwise_or_3 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(bitwise_not_3, dtype = torch.float32);  bitwise_not_3 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_4, _to_copy_3);  _to_copy_3 = None
    full_like_4 = torch.ops.aten.full_like.default(div_4, -8, pin_memory = False)
    full_like_5 = torch.ops.aten.full_like.default(div_4, 7, pin_memory = False)
    round_3 = torch.ops.aten.round.default(div_4)
    sub_2 = torch.ops.aten.sub.Tensor(round_3, div_4);  round_3 = div_4 = None
    where_4 = torch.ops.aten.where.self(gt_3, full_like_5, sub_2);  gt_3 = full_like_5 = sub_2 = None
    where_5 = torch.ops.aten.where.self(lt_3, full_like_4, where_4);  lt_3 = full_like_4 = where_4 = None
    mul_8 = torch.ops.aten.mul.Tensor(getitem_4, where_5);  getitem_4 = where_5 = None
    sum_4 = torch.ops.aten.sum.default(mul_8);  mul_8 = None
    mul_9 = torch.ops.aten.mul.Tensor(sum_4, 0.03340765523905305);  sum_4 = None
    view_3 = torch.ops.aten.view.default(mul_9, []);  mul_9 = None
    _tensor_constant17 = self._tensor_constant17
    _param_constant6 = self._param_constant6
    div_5 = torch.ops.aten.div.Tensor(_tensor_constant17, _param_constant6);  _tensor_constant17 = _param_constant6 = None
    lt_4 = torch.ops.aten.lt.Scalar(div_5, 0)
    gt_4 = torch.ops.aten.gt.Scalar(div_5, 15)
    bitwise_or_4 = torch.ops.aten.bitwise_or.Tensor(lt_4, gt_4)
    bitwise_not_4 = torch.ops.aten.bitwise_not.default(bitwise_or_4);  bitwise_or_4 = None
    _to_copy_4 = torch.ops.aten._to_copy.default(bitwise_not_4, dtype = torch.float32);  bitwise_not_4 = None
    mul_10 = torch.ops.aten.mul.Tensor(getitem_3, _to_copy_4);  _to_copy_4 = None
    full_like_6 = torch.ops.aten.full_like.default(div_5, 0, pin_memory = False)
    full_like_7 = torch.ops.aten.full_like.default(div_5, 15, pin_memory = False)
    round_4 = torch.ops.aten.round.default(div_5)
    sub_3 = torch.ops.aten.sub.Tensor(round_4, div_5);  round_4 = div_5 = None
    where_6 = torch.ops.aten.where.self(gt_4, full_like_7, sub_3);  gt_4 = full_like_7 = sub_3 = None
    where_7 = torch.ops.aten.where.self(lt_4, full_like_6, where_6);  lt_4 = full_like_6 = where_6 = None
    mul_11 = torch.ops.aten.mul.Tensor(getitem_3, where_7);  getitem_3 = where_7 = None
    sum_5 = torch.ops.aten.sum.default(mul_11);  mul_11 = None
    mul_12 = torch.ops.aten.mul.Tensor(sum_5, 0.00570544330734548);  sum_5 = None
    view_4 = torch.ops.aten.view.default(mul_12, []);  mul_12 = None
    _tensor_constant18 = self._tensor_constant18
    _param_constant7 = self._param_constant7
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant18, _param_constant7, _tensor_constant19, _tensor_constant20, _tensor_constant21, _tensor_constant22, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant18 = _param_constant7 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant23, _tensor_constant24, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_6 = _tensor_constant23 = _tensor_constant24 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = getitem_11 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    div_6 = torch.ops.aten.div.Tensor(_param_constant8, _param_constant9);  _param_constant8 = _param_constant9 = None
    lt_5 = torch.ops.aten.lt.Scalar(div_6, -8)
    gt_5 = torch.ops.aten.gt.Scalar(div_6, 7)
    bitwise_or_5 = torch.ops.aten.bitwise_or.Tensor(lt_5, gt_5)
    bitwise_not_5 = torch.ops.aten.bitwise_not.default(bitwise_or_5);  bitwise_or_5 = None
    _to_copy_5 = torch.ops.aten._to_copy.default(bitwise_not_5, dtype = torch.float32);  bitwise_not_5 = None
    mul_13 = torch.ops.aten.mul.Tensor(getitem_10, _to_copy_5);  _to_copy_5 = None
    full_like_8 = torch.ops.aten.full_like.default(div_6, -8, pin_memory = False)
    full_like_9 = torch.ops.aten.full_like.default(div_6, 7, pin_memory = False)
    round_5 = torch.ops.aten.round.default(div_6)
    sub_4 = torch.ops.aten.sub.Tensor(round_5, div_6);  round_5 = div_6 = None
    where_8 = torch.ops.aten.where.self(gt_5, full_like_9, sub_4);  gt_5 = full_like_9 = sub_4 = None
    where_9 = torch.ops.aten.where.self(lt_5, full_like_8, where_8);  lt_5 = full_like_8 = where_8 = None
    mul_14 = torch.ops.aten.mul.Tensor(getitem_10, where_9);  getitem_10 = where_9 = None
    sum_6 = torch.ops.aten.sum.default(mul_14);  mul_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(sum_6, 0.0078742598543589);  sum_6 = None
    view_5 = torch.ops.aten.view.default(mul_15, []);  mul_15 = None
    _tensor_constant25 = self._tensor_constant25
    _param_constant10 = self._param_constant10
    div_7 = torch.ops.aten.div.Tensor(_tensor_constant25, _param_constant10);  _tensor_constant25 = _param_constant10 = None
    lt_6 = torch.ops.aten.lt.Scalar(div_7, 0)
    gt_6 = torch.ops.aten.gt.Scalar(div_7, 15)
    bitwise_or_6 = torch.ops.aten.bitwise_or.Tensor(lt_6, gt_6)
    bitwise_not_6 = torch.ops.aten.bitwise_not.default(bitwise_or_6);  bitwise_or_6 = None
    _to_copy_6 = torch.ops.aten._to_copy.default(bitwise_not_6, dtype = torch.float32);  bitwise_not_6 = None
    mul_16 = torch.ops.aten.mul.Tensor(getitem_9, _to_copy_6);  _to_copy_6 = None
    full_like_10 = torch.ops.aten.full_like.default(div_7, 0, pin_memory = False)
    full_like_11 = torch.ops.aten.full_like.default(div_7, 15, pin_memory = False)
    round_6 = torch.ops.aten.round.default(div_7)
    sub_5 = torch.ops.aten.sub.Tensor(round_6, div_7);  round_6 = div_7 = None
    where_10 = torch.ops.aten.where.self(gt_6, full_like_11, sub_5);  gt_6 = full_like_11 = sub_5 = None
    where_11 = torch.ops.aten.where.self(lt_6, full_like_10, where_10);  lt_6 = full_like_10 = where_10 = None
    mul_17 = torch.ops.aten.mul.Tensor(getitem_9, where_11);  getitem_9 = where_11 = None
    sum_7 = torch.ops.aten.sum.default(mul_17);  mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(sum_7, 0.008068715304598784);  sum_7 = None
    view_6 = torch.ops.aten.view.default(mul_18, []);  mul_18 = None
    _tensor_constant26 = self._tensor_constant26
    detach_2 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mul_16, detach_2, 0);  mul_16 = detach_2 = None
    _tensor_constant27 = self._tensor_constant27
    _param_constant11 = self._param_constant11
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant27, _param_constant11, _tensor_constant28, _tensor_constant29, _tensor_constant30, _tensor_constant31, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant27 = _param_constant11 = _tensor_constant28 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = None
    getitem_12 = native_batch_norm_backward_2[0]
    getitem_13 = native_batch_norm_backward_2[1]
    getitem_14 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant32 = self._tensor_constant32
    _tensor_constant33 = self._tensor_constant33
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_12, _tensor_constant32, _tensor_constant33, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_12 = _tensor_constant32 = _tensor_constant33 = None
    getitem_15 = convolution_backward_2[0]
    getitem_16 = convolution_backward_2[1]
    getitem_17 = convolution_backward_2[2];  convolution_backward_2 = getitem_17 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    div_8 = torch.ops.aten.div.Tensor(_param_constant12, _param_constant13);  _param_constant12 = _param_constant13 = None
    lt_7 = torch.ops.aten.lt.Scalar(div_8, -8)
    gt_7 = torch.ops.aten.gt.Scalar(div_8, 7)
    bitwise_or_7 = torch.ops.aten.bitwise_or.Tensor(lt_7, gt_7)
    bitwise_not_7 = torch.ops.aten.bitwise_not.default(bitwise_or_7);  bitwise_or_7 = None
    _to_copy_7 = torch.ops.aten._to_copy.default(bitwise_not_7, dtype = torch.float32);  bitwise_not_7 = None
    mul_19 = torch.ops.aten.mul.Tensor(getitem_16, _to_copy_7);  _to_copy_7 = None
    full_like_12 = torch.ops.aten.full_like.default(div_8, -8, pin_memory = False)
    full_like_13 = torch.ops.aten.full_like.default(div_8, 7, pin_memory = False)
    round_7 = torch.ops.aten.round.default(div_8)
    sub_6 = torch.ops.aten.sub.Tensor(round_7, div_8);  round_7 = div_8 = None
    where_12 = torch.ops.aten.where.self(gt_7, full_like_13, sub_6);  gt_7 = full_like_13 = sub_6 = None
    where_13 = torch.ops.aten.where.self(lt_7, full_like_12, where_12);  lt_7 = full_like_12 = where_12 = None
    mul_20 = torch.ops.aten.mul.Tensor(getitem_16, where_13);  getitem_16 = where_13 = None
    sum_8 = torch.ops.aten.sum.default(mul_20);  mul_20 = None
    mul_21 = torch.ops.aten.mul.Tensor(sum_8, 0.01113588507968435);  sum_8 = None
    view_7 = torch.ops.aten.view.default(mul_21, []);  mul_21 = None
    _tensor_constant17_1 = self._tensor_constant17
    _param_constant14 = self._param_constant14
    div_9 = torch.ops.aten.div.Tensor(_tensor_constant17_1, _param_constant14);  _tensor_constant17_1 = _param_constant14 = None
    lt_8 = torch.ops.aten.lt.Scalar(div_9, 0)
    gt_8 = torch.ops.aten.gt.Scalar(div_9, 15)
    bitwise_or_8 = torch.ops.aten.bitwise_or.Tensor(lt_8, gt_8)
    bitwise_not_8 = torch.ops.aten.bitwise_not.default(bitwise_or_8);  bitwise_or_8 = None
    _to_copy_8 = torch.ops.aten._to_copy.default(bitwise_not_8, dtype = torch.float32);  bitwise_not_8 = None
    mul_22 = torch.ops.aten.mul.Tensor(getitem_15, _to_copy_8);  _to_copy_8 = None
    full_like_14 = torch.ops.aten.full_like.default(div_9, 0, pin_memory = False)
    full_like_15 = torch.ops.aten.full_like.default(div_9, 15, pin_memory = False)
    round_8 = torch.ops.aten.round.default(div_9)
    sub_7 = torch.ops.aten.sub.Tensor(round_8, div_9);  round_8 = div_9 = None
    where_14 = torch.ops.aten.where.self(gt_8, full_like_15, sub_7);  gt_8 = full_like_15 = sub_7 = None
    where_15 = torch.ops.aten.where.self(lt_8, full_like_14, where_14);  lt_8 = full_like_14 = where_14 = None
    mul_23 = torch.ops.aten.mul.Tensor(getitem_15, where_15);  getitem_15 = where_15 = None
    sum_9 = torch.ops.aten.sum.default(mul_23);  mul_23 = None
    mul_24 = torch.ops.aten.mul.Tensor(sum_9, 0.00570544330734548);  sum_9 = None
    view_8 = torch.ops.aten.view.default(mul_24, []);  mul_24 = None
    add = torch.ops.aten.add.Tensor(mul_10, mul_22);  mul_10 = mul_22 = None
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    div_10 = torch.ops.aten.div.Tensor(_tensor_constant34, _tensor_constant35);  _tensor_constant34 = _tensor_constant35 = None
    lt_9 = torch.ops.aten.lt.Scalar(div_10, 0)
    gt_9 = torch.ops.aten.gt.Scalar(div_10, 15);  div_10 = None
    bitwise_or_9 = torch.ops.aten.bitwise_or.Tensor(lt_9, gt_9);  lt_9 = gt_9 = None
    bitwise_not_9 = torch.ops.aten.bitwise_not.default(bitwise_or_9);  bitwise_or_9 = None
    _to_copy_9 = torch.ops.aten._to_copy.default(bitwise_not_9, dtype = torch.float32);  bitwise_not_9 = None
    mul_25 = torch.ops.aten.mul.Tensor(add, _to_copy_9);  add = _to_copy_9 = None
    _tensor_constant36 = self._tensor_constant36
    detach_3 = torch.ops.aten.detach.default(_tensor_constant36);  _tensor_constant36 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(mul_25, detach_3, 0);  mul_25 = detach_3 = None
    _tensor_constant37 = self._tensor_constant37
    _param_constant15 = self._param_constant15
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant37, _param_constant15, _tensor_constant38, _tensor_constant39, _tensor_constant40, _tensor_constant41, True, 1e-05, [True, True, True]);  _tensor_constant37 = _param_constant15 = _tensor_constant38 = _tensor_constant39 = _tensor_constant40 = _tensor_constant41 = None
    getitem_18 = native_batch_norm_backward_3[0]
    getitem_19 = native_batch_norm_backward_3[1]
    getitem_20 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_18, _tensor_constant42, _tensor_constant43, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_18 = _tensor_constant42 = _tensor_constant43 = None
    getitem_21 = convolution_backward_3[0]
    getitem_22 = convolution_backward_3[1]
    getitem_23 = convolution_backward_3[2];  convolution_backward_3 = getitem_23 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    div_11 = torch.ops.aten.div.Tensor(_param_constant16, _param_constant17);  _param_constant16 = _param_constant17 = None
    lt_10 = torch.ops.aten.lt.Scalar(div_11, -8)
    gt_10 = torch.ops.aten.gt.Scalar(div_11, 7)
    bitwise_or_10 = torch.ops.aten.bitwise_or.Tensor(lt_10, gt_10)
    bitwise_not_10 = torch.ops.aten.bitwise_not.default(bitwise_or_10);  bitwise_or_10 = None
    _to_copy_10 = torch.ops.aten._to_copy.default(bitwise_not_10, dtype = torch.float32);  bitwise_not_10 = None
    mul_26 = torch.ops.aten.mul.Tensor(getitem_22, _to_copy_10);  _to_copy_10 = None
    full_like_16 = torch.ops.aten.full_like.default(div_11, -8, pin_memory = False)
    full_like_17 = torch.ops.aten.full_like.default(div_11, 7, pin_memory = False)
    round_9 = torch.ops.aten.round.default(div_11)
    sub_8 = torch.ops.aten.sub.Tensor(round_9, div_11);  round_9 = div_11 = None
    where_16 = torch.ops.aten.where.self(gt_10, full_like_17, sub_8);  gt_10 = full_like_17 = sub_8 = None
    where_17 = torch.ops.aten.where.self(lt_10, full_like_16, where_16);  lt_10 = full_like_16 = where_16 = None
    mul_27 = torch.ops.aten.mul.Tensor(getitem_22, where_17);  getitem_22 = where_17 = None
    sum_10 = torch.ops.aten.sum.default(mul_27);  mul_27 = None
    mul_28 = torch.ops.aten.mul.Tensor(sum_10, 0.0157485197087178);  sum_10 = None
    view_9 = torch.ops.aten.view.default(mul_28, []);  mul_28 = None
    _tensor_constant44 = self._tensor_constant44
    _param_constant18 = self._param_constant18
    div_12 = torch.ops.aten.div.Tensor(_tensor_constant44, _param_constant18);  _tensor_constant44 = _param_constant18 = None
    lt_11 = torch.ops.aten.lt.Scalar(div_12, 0)
    gt_11 = torch.ops.aten.gt.Scalar(div_12, 15)
    bitwise_or_11 = torch.ops.aten.bitwise_or.Tensor(lt_11, gt_11)
    bitwise_not_11 = torch.ops.aten.bitwise_not.default(bitwise_or_11);  bitwise_or_11 = None
    _to_copy_11 = torch.ops.aten._to_copy.default(bitwise_not_11, dtype = torch.float32);  bitwise_not_11 = None
    mul_29 = torch.ops.aten.mul.Tensor(getitem_21, _to_copy_11);  _to_copy_11 = None
    full_like_18 = torch.ops.aten.full_like.default(div_12, 0, pin_memory = False)
    full_like_19 = torch.ops.aten.full_like.default(div_12, 15, pin_memory = False)
    round_10 = torch.ops.aten.round.default(div_12)
    sub_9 = torch.ops.aten.sub.Tensor(round_10, div_12);  round_10 = div_12 = None
    where_18 = torch.ops.aten.where.self(gt_11, full_like_19, sub_9);  gt_11 = full_like_19 = sub_9 = None
    where_19 = torch.ops.aten.where.self(lt_11, full_like_18, where_18);  lt_11 = full_like_18 = where_18 = None
    mul_30 = torch.ops.aten.mul.Tensor(getitem_21, where_19);  getitem_21 = where_19 = None
    sum_11 = torch.ops.aten.sum.default(mul_30);  mul_30 = None
    mul_31 = torch.ops.aten.mul.Tensor(sum_11, 0.00570544330734548);  sum_11 = None
    view_10 = torch.ops.aten.view.default(mul_31, []);  mul_31 = None
    _tensor_constant45 = self._tensor_constant45
    detach_4 = torch.ops.aten.detach.default(_tensor_constant45);  _tensor_constant45 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(mul_29, detach_4, 0);  mul_29 = detach_4 = None
    _tensor_constant46 = self._tensor_constant46
    _param_constant19 = self._param_constant19
    _tensor_constant47 = self._tensor_constant47
    _tensor_constant48 = self._tensor_constant48
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant46, _param_constant19, _tensor_constant47, _tensor_constant48, _tensor_constant49, _tensor_constant50, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant46 = _param_constant19 = _tensor_constant47 = _tensor_constant48 = _tensor_constant49 = _tensor_constant50 = None
    getitem_24 = native_batch_norm_backward_4[0]
    getitem_25 = native_batch_norm_backward_4[1]
    getitem_26 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_24, _tensor_constant51, _tensor_constant52, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_24 = _tensor_constant51 = _tensor_constant52 = None
    getitem_27 = convolution_backward_4[0]
    getitem_28 = convolution_backward_4[1]
    getitem_29 = convolution_backward_4[2];  convolution_backward_4 = getitem_29 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    div_13 = torch.ops.aten.div.Tensor(_param_constant20, _param_constant21);  _param_constant20 = _param_constant21 = None
    lt_12 = torch.ops.aten.lt.Scalar(div_13, -8)
    gt_12 = torch.ops.aten.gt.Scalar(div_13, 7)
    bitwise_or_12 = torch.ops.aten.bitwise_or.Tensor(lt_12, gt_12)
    bitwise_not_12 = torch.ops.aten.bitwise_not.default(bitwise_or_12);  bitwise_or_12 = None
    _to_copy_12 = torch.ops.aten._to_copy.default(bitwise_not_12, dtype = torch.float32);  bitwise_not_12 = None
    mul_32 = torch.ops.aten.mul.Tensor(getitem_28, _to_copy_12);  _to_copy_12 = None
    full_like_20 = torch.ops.aten.full_like.default(div_13, -8, pin_memory = False)
    full_like_21 = torch.ops.aten.full_like.default(div_13, 7, pin_memory = False)
    round_11 = torch.ops.aten.round.default(div_13)
    sub_10 = torch.ops.aten.sub.Tensor(round_11, div_13);  round_11 = div_13 = None
    where_20 = torch.ops.aten.where.self(gt_12, full_like_21, sub_10);  gt_12 = full_like_21 = sub_10 = None
    where_21 = torch.ops.aten.where.self(lt_12, full_like_20, where_20);  lt_12 = full_like_20 = where_20 = None
    mul_33 = torch.ops.aten.mul.Tensor(getitem_28, where_21);  getitem_28 = where_21 = None
    sum_12 = torch.ops.aten.sum.default(mul_33);  mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(sum_12, 0.0157485197087178);  sum_12 = None
    view_11 = torch.ops.aten.view.default(mul_34, []);  mul_34 = None
    _tensor_constant53 = self._tensor_constant53
    _param_constant22 = self._param_constant22
    div_14 = torch.ops.aten.div.Tensor(_tensor_constant53, _param_constant22);  _tensor_constant53 = _param_constant22 = None
    lt_13 = torch.ops.aten.lt.Scalar(div_14, 0)
    gt_13 = torch.ops.aten.gt.Scalar(div_14, 15)
    bitwise_or_13 = torch.ops.aten.bitwise_or.Tensor(lt_13, gt_13)
    bitwise_not_13 = torch.ops.aten.bitwise_not.default(bitwise_or_13);  bitwise_or_13 = None
    _to_copy_13 = torch.ops.aten._to_copy.default(bitwise_not_13, dtype = torch.float32);  bitwise_not_13 = None
    mul_35 = torch.ops.aten.mul.Tensor(getitem_27, _to_copy_13);  _to_copy_13 = None
    full_like_22 = torch.ops.aten.full_like.default(div_14, 0, pin_memory = False)
    full_like_23 = torch.ops.aten.full_like.default(div_14, 15, pin_memory = False)
    round_12 = torch.ops.aten.round.default(div_14)
    sub_11 = torch.ops.aten.sub.Tensor(round_12, div_14);  round_12 = div_14 = None
    where_22 = torch.ops.aten.where.self(gt_13, full_like_23, sub_11);  gt_13 = full_like_23 = sub_11 = None
    where_23 = torch.ops.aten.where.self(lt_13, full_like_22, where_22);  lt_13 = full_like_22 = where_22 = None
    mul_36 = torch.ops.aten.mul.Tensor(getitem_27, where_23);  getitem_27 = where_23 = None
    sum_13 = torch.ops.aten.sum.default(mul_36);  mul_36 = None
    mul_37 = torch.ops.aten.mul.Tensor(sum_13, 0.00570544330734548);  sum_13 = None
    view_12 = torch.ops.aten.view.default(mul_37, []);  mul_37 = None
    add_1 = torch.ops.aten.add.Tensor(threshold_backward_2, mul_35);  threshold_backward_2 = mul_35 = None
    _tensor_constant54 = self._tensor_constant54
    detach_5 = torch.ops.aten.detach.default(_tensor_constant54);  _tensor_constant54 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_1, detach_5, 0);  add_1 = detach_5 = None
    _tensor_constant55 = self._tensor_constant55
    _param_constant23 = self._param_constant23
    _tensor_constant56 = self._tensor_constant56
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant55, _param_constant23, _tensor_constant56, _tensor_constant57, _tensor_constant58, _tensor_constant59, True, 1e-05, [True, True, True]);  threshold_backward_4 = _tensor_constant55 = _param_constant23 = _tensor_constant56 = _tensor_constant57 = _tensor_constant58 = _tensor_constant59 = None
    getitem_30 = native_batch_norm_backward_5[0]
    getitem_31 = native_batch_norm_backward_5[1]
    getitem_32 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _tensor_constant60 = self._tensor_constant60
    _tensor_constant61 = self._tensor_constant61
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_30, _tensor_constant60, _tensor_constant61, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_30 = _tensor_constant60 = _tensor_constant61 = None
    getitem_33 = convolution_backward_5[0];  getitem_33 = None
    getitem_34 = convolution_backward_5[1]
    getitem_35 = convolution_backward_5[2];  convolution_backward_5 = getitem_35 = None
    _param_constant24 = self._param_constant24
    _tensor_constant62 = self._tensor_constant62
    div_15 = torch.ops.aten.div.Tensor(_param_constant24, _tensor_constant62);  _param_constant24 = _tensor_constant62 = None
    lt_14 = torch.ops.aten.lt.Scalar(div_15, -128)
    gt_14 = torch.ops.aten.gt.Scalar(div_15, 127);  div_15 = None
    bitwise_or_14 = torch.ops.aten.bitwise_or.Tensor(lt_14, gt_14);  lt_14 = gt_14 = None
    bitwise_not_14 = torch.ops.aten.bitwise_not.default(bitwise_or_14);  bitwise_or_14 = None
    _to_copy_14 = torch.ops.aten._to_copy.default(bitwise_not_14, dtype = torch.float32);  bitwise_not_14 = None
    mul_38 = torch.ops.aten.mul.Tensor(getitem_34, _to_copy_14);  getitem_34 = _to_copy_14 = None
    return (mul, view, view_1, view_2, mul_38, getitem_31, getitem_32, mul_32, view_11, view_12, getitem_25, getitem_26, mul_26, view_9, view_10, getitem_19, getitem_20, mul_19, view_7, view_8, getitem_13, getitem_14, mul_13, view_5, view_6, getitem_7, getitem_8, mul_7, view_3, view_4, getitem_1, getitem_2)
    