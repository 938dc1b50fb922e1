


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [3, 6, 12]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [18, 12]);  view = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(view_1, t);  t = None
    t_1 = torch.ops.aten.t.default(view_1)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_1, [12]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_3 = torch.ops.aten.view.default(mm, [3, 6, 8]);  mm = None
    select = torch.ops.aten.select.int(view_3, 1, 0)
    select_1 = torch.ops.aten.select.int(view_3, 1, 1)
    select_2 = torch.ops.aten.select.int(view_3, 1, 2)
    select_3 = torch.ops.aten.select.int(view_3, 1, 3)
    select_4 = torch.ops.aten.select.int(view_3, 1, 4)
    select_5 = torch.ops.aten.select.int(view_3, 1, 5);  view_3 = None
    zeros = torch.ops.aten.zeros.default([3, 8], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = detach_1 = None
    _tensor_constant6_1 = self._tensor_constant6
    detach_2 = torch.ops.aten.detach.default(_tensor_constant6_1);  _tensor_constant6_1 = None
    tanh = torch.ops.aten.tanh.default(detach_2)
    mul = torch.ops.aten.mul.Tensor(tanh, select_5);  tanh = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(_tensor_constant7, select_5);  _tensor_constant7 = select_5 = None
    tanh_1 = torch.ops.aten.tanh.default(detach_2);  detach_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(tanh_1, tanh_1);  tanh_1 = None
    rsub = torch.ops.aten.rsub.Scalar(mul_2, 1);  mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(rsub, mul_1);  rsub = mul_1 = None
    add = torch.ops.aten.add.Tensor(mul_3, zeros);  mul_3 = zeros = None
    _tensor_constant8 = self._tensor_constant8
    mul_4 = torch.ops.aten.mul.Tensor(_tensor_constant8, add);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    mul_5 = torch.ops.aten.mul.Tensor(_tensor_constant9, add);  _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    split = torch.ops.aten.split.Tensor(_tensor_constant10, 8, 1);  _tensor_constant10 = None
    getitem = split[0]
    getitem_1 = split[1]
    getitem_2 = split[2];  split = None
    sigmoid = torch.ops.aten.sigmoid.default(getitem);  getitem = None
    rsub_1 = torch.ops.aten.rsub.Scalar(sigmoid, 1)
    mul_6 = torch.ops.aten.mul.Tensor(rsub_1, sigmoid);  rsub_1 = sigmoid = None
    mul_ = torch.ops.aten.mul_.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(getitem_1);  getitem_1 = None
    rsub_2 = torch.ops.aten.rsub.Scalar(sigmoid_1, 1)
    mul_7 = torch.ops.aten.mul.Tensor(rsub_2, sigmoid_1);  rsub_2 = sigmoid_1 = None
    mul__1 = torch.ops.aten.mul_.Tensor(mul, mul_7);  mul = mul_7 = None
    exp = torch.ops.aten.exp.default(getitem_2)
    sub = torch.ops.aten.sub.Tensor(exp, 1)
    mul_8 = torch.ops.aten.mul.Tensor(sub, 1.0);  sub = None
    lt = torch.ops.aten.lt.Scalar(mul_8, 0);  mul_8 = None
    gt = torch.ops.aten.gt.Scalar(getitem_2, 0);  getitem_2 = None
    _to_copy = torch.ops.aten._to_copy.default(gt, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt = None
    _to_copy_1 = torch.ops.aten._to_copy.default(lt, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt = None
    mul_9 = torch.ops.aten.mul.Tensor(exp, 1.0);  exp = None
    mul_10 = torch.ops.aten.mul.Tensor(_to_copy_1, mul_9);  _to_copy_1 = mul_9 = None
    add_1 = torch.ops.aten.add.Tensor(_to_copy, mul_10);  _to_copy = mul_10 = None
    mul__2 = torch.ops.aten.mul_.Tensor(mul_4, add_1);  mul_4 = add_1 = None
    cat = torch.ops.aten.cat.default([mul_, mul__1, mul__2], 1);  mul_ = mul__1 = mul__2 = None
    t_4 = torch.ops.aten.t.default(cat)
    _tensor_constant11 = self._tensor_constant11
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant11);  t_4 = _tensor_constant11 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(cat, [0], True)
    _param_constant0 = self._param_constant0
    mm_3 = torch.ops.aten.mm.default(cat, _param_constant0);  cat = _param_constant0 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm_3, 1, 0, 8)
    slice_2 = torch.ops.aten.slice.Tensor(mm_3, 1, 8, 9223372036854775807);  mm_3 = None
    add_2 = torch.ops.aten.add.Tensor(select_4, slice_1);  select_4 = slice_1 = None
    zeros_1 = torch.ops.aten.zeros.default([3, 8], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant12 = self._tensor_constant12
    detach_3 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = detach_3 = None
    _tensor_constant12_1 = self._tensor_constant12
    detach_4 = torch.ops.aten.detach.default(_tensor_constant12_1);  _tensor_constant12_1 = None
    tanh_2 = torch.ops.aten.tanh.default(detach_4)
    mul_11 = torch.ops.aten.mul.Tensor(tanh_2, slice_2);  tanh_2 = None
    _tensor_constant13 = self._tensor_constant13
    mul_12 = torch.ops.aten.mul.Tensor(_tensor_constant13, slice_2);  _tensor_constant13 = slice_2 = None
    tanh_3 = torch.ops.aten.tanh.default(detach_4);  detach_4 = None
    mul_13 = torch.ops.aten.mul.Tensor(tanh_3, tanh_3);  tanh_3 = None
    rsub_3 = torch.ops.aten.rsub.Scalar(mul_13, 1);  mul_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(rsub_3, mul_12);  rsub_3 = mul_12 = None
    add_3 = torch.ops.aten.add.Tensor(mul_14, zeros_1);  mul_14 = zeros_1 = None
    _tensor_constant14 = self._tensor_constant14
    mul_15 = torch.ops.aten.mul.Tensor(_tensor_constant14, add_3);  _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    mul_16 = torch.ops.aten.mul.Tensor(_tensor_constant15, add_3);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    split_1 = torch.ops.aten.split.Tensor(_tensor_constant16, 8, 1);  _tensor_constant16 = None
    getitem_3 = split_1[0]
    getitem_4 = split_1[1]
    getitem_5 = split_1[2];  split_1 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(getitem_3);  getitem_3 = None
    rsub_4 = torch.ops.aten.rsub.Scalar(sigmoid_2, 1)
    mul_17 = torch.ops.aten.mul.Tensor(rsub_4, sigmoid_2);  rsub_4 = sigmoid_2 = None
    mul__3 = torch.ops.aten.mul_.Tensor(mul_16, mul_17);  mul_16 = mul_17 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(getitem_4);  getitem_4 = None
    rsub_5 = torch.ops.aten.rsub.Scalar(sigmoid_3, 1)
    mul_18 = torch.ops.aten.mul.Tensor(rsub_5, sigmoid_3);  rsub_5 = sigmoid_3 = None
    mul__4 = torch.ops.aten.mul_.Tensor(mul_11, mul_18);  mul_11 = mul_18 = None
    exp_1 = torch.ops.aten.exp.default(getitem_5)
    sub_1 = torch.ops.aten.sub.Tensor(exp_1, 1)
    mul_19 = torch.ops.aten.mul.Tensor(sub_1, 1.0);  sub_1 = None
    lt_1 = torch.ops.aten.lt.Scalar(mul_19, 0);  mul_19 = None
    gt_1 = torch.ops.aten.gt.Scalar(getitem_5, 0);  getitem_5 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(gt_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_1 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(lt_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_1 = None
    mul_20 = torch.ops.aten.mul.Tensor(exp_1, 1.0);  exp_1 = None
    mul_21 = torch.ops.aten.mul.Tensor(_to_copy_3, mul_20);  _to_copy_3 = mul_20 = None
    add_4 = torch.ops.aten.add.Tensor(_to_copy_2, mul_21);  _to_copy_2 = mul_21 = None
    mul__5 = torch.ops.aten.mul_.Tensor(mul_15, add_4);  mul_15 = add_4 = None
    cat_1 = torch.ops.aten.cat.default([mul__3, mul__4, mul__5], 1);  mul__3 = mul__4 = mul__5 = None
    t_5 = torch.ops.aten.t.default(cat_1)
    _tensor_constant17 = self._tensor_constant17
    mm_4 = torch.ops.aten.mm.default(t_5, _tensor_constant17);  t_5 = _tensor_constant17 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(cat_1, [0], True)
    _param_constant1 = self._param_constant1
    mm_5 = torch.ops.aten.mm.default(cat_1, _param_constant1);  cat_1 = _param_constant1 = None
    slice_3 = torch.ops.aten.slice.Tensor(mm_5, 1, 0, 8)
    slice_4 = torch.ops.aten.slice.Tensor(mm_5, 1, 8, 9223372036854775807);  mm_5 = None
    select_backward = torch.ops.aten.select_backward.default(slice_4, [3, 6, 6], 1, 5);  slice_4 = None
    _tensor_constant18 = self._tensor_constant18
    detach_5 = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = detach_5 = None
    _tensor_constant18_1 = self._tensor_constant18
    detach_6 = torch.ops.aten.detach.default(_tensor_constant18_1);  _tensor_constant18_1 = None
    tanh_4 = torch.ops.aten.tanh.default(detach_6)
    mul_22 = torch.ops.aten.mul.Tensor(tanh_4, add_2);  tanh_4 = None
    _tensor_constant19 = self._tensor_constant19
    mul_23 = torch.ops.aten.mul.Tensor(_tensor_constant19, add_2);  _tensor_constant19 = add_2 = None
    tanh_5 = torch.ops.aten.tanh.default(detach_6);  detach_6 = None
    mul_24 = torch.ops.aten.mul.Tensor(tanh_5, tanh_5);  tanh_5 = None
    rsub_6 = torch.ops.aten.rsub.Scalar(mul_24, 1);  mul_24 = None
    mul_25 = torch.ops.aten.mul.Tensor(rsub_6, mul_23);  rsub_6 = mul_23 = None
    add_5 = torch.ops.aten.add.Tensor(mul_25, add);  mul_25 = add = None
    _tensor_constant20 = self._tensor_constant20
    mul_26 = torch.ops.aten.mul.Tensor(_tensor_constant20, add_5);  _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    mul_27 = torch.ops.aten.mul.Tensor(_tensor_constant21, add_5);  _tensor_constant21 = None
    _tensor_constant22 = self._tensor_constant22
    split_2 = torch.ops.aten.split.Tensor(_tensor_constant22, 8, 1);  _tensor_constant22 = None
    getitem_6 = split_2[0]
    getitem_7 = split_2[1]
    getitem_8 = split_2[2];  split_2 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(getitem_6);  getitem_6 = None
    rsub_7 = torch.ops.aten.rsub.Scalar(sigmoid_4, 1)
    mul_28 = torch.ops.aten.mul.Tensor(rsub_7, sigmoid_4);  rsub_7 = sigmoid_4 = None
    mul__6 = torch.ops.aten.mul_.Tensor(mul_27, mul_28);  mul_27 = mul_28 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(getitem_7);  getitem_7 = None
    rsub_8 = torch.ops.aten.rsub.Scalar(sigmoid_5, 1)
    mul_29 = torch.ops.aten.mul.Tensor(rsub_8, sigmoid_5);  rsub_8 = sigmoid_5 = None
    mul__7 = torch.ops.aten.mul_.Tensor(mul_22, mul_29);  mul_22 = mul_29 = None
    exp_2 = torch.ops.aten.exp.default(getitem_8)
    sub_2 = torch.ops.aten.sub.Tensor(exp_2, 1)
    mul_30 = torch.ops.aten.mul.Tensor(sub_2, 1.0);  sub_2 = None
    lt_2 = torch.ops.aten.lt.Scalar(mul_30, 0);  mul_30 = None
    gt_2 = torch.ops.aten.gt.Scalar(getitem_8, 0);  getitem_8 = None
    _to_copy_4 = torch.ops.aten._to_copy.default(gt_2, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_2 = None
    _to_copy_5 = torch.ops.aten._to_copy.default(lt_2, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_2 = None
    mul_31 = torch.ops.aten.mul.Tensor(exp_2, 1.0);  exp_2 = None
    mul_32 = torch.ops.aten.mul.Tensor(_to_copy_5, mul_31);  _to_copy_5 = mul_31 = None
    add_6 = torch.ops.aten.add.Tensor(_to_copy_4, mul_32);  _to_copy_4 = mul_32 = None
    mul__8 = torch.ops.aten.mul_.Tensor(mul_26, add_6);  mul_26 = add_6 = None
    cat_2 = torch.ops.aten.cat.default([mul__6, mul__7, mul__8], 1);  mul__6 = mul__7 = mul__8 = None
    t_6 = torch.ops.aten.t.default(cat_2)
    _tensor_constant23 = self._tensor_constant23
    mm_6 = torch.ops.aten.mm.default(t_6, _tensor_constant23);  t_6 = _tensor_constant23 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(cat_2, [0], True)
    _param_constant0_1 = self._param_constant0
    mm_7 = torch.ops.aten.mm.default(cat_2, _param_constant0_1);  cat_2 = _param_constant0_1 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm_7, 1, 0, 8)
    slice_6 = torch.ops.aten.slice.Tensor(mm_7, 1, 8, 9223372036854775807);  mm_7 = None
    add_7 = torch.ops.aten.add.Tensor(slice_3, slice_6);  slice_3 = slice_6 = None
    add_8 = torch.ops.aten.add.Tensor(mm_2, mm_6);  mm_2 = mm_6 = None
    add_9 = torch.ops.aten.add.Tensor(sum_2, sum_4);  sum_2 = sum_4 = None
    add_10 = torch.ops.aten.add.Tensor(select_3, slice_5);  select_3 = slice_5 = None
    _tensor_constant24 = self._tensor_constant24
    detach_7 = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = detach_7 = None
    _tensor_constant24_1 = self._tensor_constant24
    detach_8 = torch.ops.aten.detach.default(_tensor_constant24_1);  _tensor_constant24_1 = None
    tanh_6 = torch.ops.aten.tanh.default(detach_8)
    mul_33 = torch.ops.aten.mul.Tensor(tanh_6, add_7);  tanh_6 = None
    _tensor_constant25 = self._tensor_constant25
    mul_34 = torch.ops.aten.mul.Tensor(_tensor_constant25, add_7);  _tensor_constant25 = add_7 = None
    tanh_7 = torch.ops.aten.tanh.default(detach_8);  detach_8 = None
    mul_35 = torch.ops.aten.mul.Tensor(tanh_7, tanh_7);  tanh_7 = None
    rsub_9 = torch.ops.aten.rsub.Scalar(mul_35, 1);  mul_35 = None
    mul_36 = torch.ops.aten.mul.Tensor(rsub_9, mul_34);  rsub_9 = mul_34 = None
    add_11 = torch.ops.aten.add.Tensor(mul_36, add_3);  mul_36 = add_3 = None
    _tensor_constant26 = self._tensor_constant26
    mul_37 = torch.ops.aten.mul.Tensor(_tensor_constant26, add_11);  _tensor_constant26 = None
    _tensor_constant27 = self._tensor_constant27
    mul_38 = torch.ops.aten.mul.Tensor(_tensor_constant27, add_11);  _tensor_constant27 = None
    _tensor_constant28 = self._tensor_constant28
    split_3 = torch.ops.aten.split.Tensor(_tensor_constant28, 8, 1);  _tensor_constant28 = None
    getitem_9 = split_3[0]
    getitem_10 = split_3[1]
    getitem_11 = split_3[2];  split_3 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(getitem_9);  getitem_9 = None
    rsub_10 = torch.ops.aten.rsub.Scalar(sigmoid_6, 1)
    mul_39 = torch.ops.aten.mul.Tensor(rsub_10, sigmoid_6);  rsub_10 = sigmoid_6 = None
    mul__9 = torch.ops.aten.mul_.Tensor(mul_38, mul_39);  mul_38 = mul_39 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(getitem_10);  getitem_10 = None
    rsub_11 = torch.ops.aten.rsub.Scalar(sigmoid_7, 1)
    mul_40 = torch.ops.aten.mul.Tensor(rsub_11, sigmoid_7);  rsub_11 = sigmoid_7 = None
    mul__10 = torch.ops.aten.mul_.Tensor(mul_33, mul_40);  mul_33 = mul_40 = None
    exp_3 = torch.ops.aten.exp.default(getitem_11)
    sub_3 = torch.ops.aten.sub.Tensor(exp_3, 1)
    mul_41 = torch.ops.aten.mul.Tensor(sub_3, 1.0);  sub_3 = None
    lt_3 = torch.ops.aten.lt.Scalar(mul_41, 0);  mul_41 = None
    gt_3 = torch.ops.aten.gt.Scalar(getitem_11, 0);  getitem_11 = None
    _to_copy_6 = torch.ops.aten._to_copy.default(gt_3, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_3 = None
    _to_copy_7 = torch.ops.aten._to_copy.default(lt_3, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_3 = None
    mul_42 = torch.ops.aten.mul.Tensor(exp_3, 1.0);  exp_3 = None
    mul_43 = torch.ops.aten.mul.Tensor(_to_copy_7, mul_42);  _to_copy_7 = mul_42 = None
    add_12 = torch.ops.aten.add.Tensor(_to_copy_6, mul_43);  _to_copy_6 = mul_43 = None
    mul__11 = torch.ops.aten.mul_.Tensor(mul_37, add_12);  mul_37 = add_12 = None
    cat_3 = torch.ops.aten.cat.default([mul__9, mul__10, mul__11], 1);  mul__9 = mul__10 = mul__11 = None
    t_7 = torch.ops.aten.t.default(cat_3)
    _tensor_constant29 = self._tensor_constant29
    mm_8 = torch.ops.aten.mm.default(t_7, _tensor_constant29);  t_7 = _tensor_constant29 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(cat_3, [0], True)
    _param_constant1_1 = self._param_constant1
    mm_9 = torch.ops.aten.mm.default(cat_3, _param_constant1_1);  cat_3 = _param_constant1_1 = None
    slice_7 = torch.ops.aten.slice.Tensor(mm_9, 1, 0, 8)
    slice_8 = torch.ops.aten.slice.Tensor(mm_9, 1, 8, 9223372036854775807);  mm_9 = None
    add_13 = torch.ops.aten.add.Tensor(mm_4, mm_8);  mm_4 = mm_8 = None
    add_14 = torch.ops.aten.add.Tensor(sum_3, sum_5);  sum_3 = sum_5 = None
    select_backward_1 = torch.ops.aten.select_backward.default(slice_8, [3, 6, 6], 1, 4);  slice_8 = None
    add_15 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    _tensor_constant30 = self._tensor_constant30
    detach_9 = torch.ops.aten.detach.default(_tensor_constant30);  _tensor_constant30 = detach_9 = None
    _tensor_constant30_1 = self._tensor_constant30
    detach_10 = torch.ops.aten.detach.default(_tensor_constant30_1);  _tensor_constant30_1 = None
    tanh_8 = torch.ops.aten.tanh.default(detach_10)
    mul_44 = torch.ops.aten.mul.Tensor(tanh_8, add_10);  tanh_8 = None
    _tensor_constant31 = self._tensor_constant31
    mul_45 = torch.ops.aten.mul.Tensor(_tensor_constant31, add_10);  _tensor_constant31 = add_10 = None
    tanh_9 = torch.ops.aten.tanh.default(detach_10);  detach_10 = None
    mul_46 = torch.ops.aten.mul.Tensor(tanh_9, tanh_9);  tanh_9 = None
    rsub_12 = torch.ops.aten.rsub.Scalar(mul_46, 1);  mul_46 = None
    mul_47 = torch.ops.aten.mul.Tensor(rsub_12, mul_45);  rsub_12 = mul_45 = None
    add_16 = torch.ops.aten.add.Tensor(mul_47, add_5);  mul_47 = add_5 = None
    _tensor_constant32 = self._tensor_constant32
    mul_48 = torch.ops.aten.mul.Tensor(_tensor_constant32, add_16);  _tensor_constant32 = None
    _tensor_constant33 = self._tensor_constant33
    mul_49 = torch.ops.aten.mul.Tensor(_tensor_constant33, add_16);  _tensor_constant33 = None
    _tensor_constant34 = self._tensor_constant34
    split_4 = torch.ops.aten.split.Tensor(_tensor_constant34, 8, 1);  _tensor_constant34 = None
    getitem_12 = split_4[0]
    getitem_13 = split_4[1]
    getitem_14 = split_4[2];  split_4 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(getitem_12);  getitem_12 = None
    rsub_13 = torch.ops.aten.rsub.Scalar(sigmoid_8, 1)
    mul_50 = torch.ops.aten.mul.Tensor(rsub_13, sigmoid_8);  rsub_13 = sigmoid_8 = None
    mul__12 = torch.ops.aten.mul_.Tensor(mul_49, mul_50);  mul_49 = mul_50 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(getitem_13);  getitem_13 = None
    rsub_14 = torch.ops.aten.rsub.Scalar(sigmoid_9, 1)
    mul_51 = torch.ops.aten.mul.Tensor(rsub_14, sigmoid_9);  rsub_14 = sigmoid_9 = None
    mul__13 = torch.ops.aten.mul_.Tensor(mul_44, mul_51);  mul_44 = mul_51 = None
    exp_4 = torch.ops.aten.exp.default(getitem_14)
    sub_4 = torch.ops.aten.sub.Tensor(exp_4, 1)
    mul_52 = torch.ops.aten.mul.Tensor(sub_4, 1.0);  sub_4 = None
    lt_4 = torch.ops.aten.lt.Scalar(mul_52, 0);  mul_52 = None
    gt_4 = torch.ops.aten.gt.Scalar(getitem_14, 0);  getitem_14 = None
    _to_copy_8 = torch.ops.aten._to_copy.default(gt_4, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_4 = None
    _to_copy_9 = torch.ops.aten._to_copy.default(lt_4, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_4 = None
    mul_53 = torch.ops.aten.mul.Tensor(exp_4, 1.0);  exp_4 = None
    mul_54 = torch.ops.aten.mul.Tensor(_to_copy_9, mul_53);  _to_copy_9 = mul_53 = None
    add_17 = torch.ops.aten.add.Tensor(_to_copy_8, mul_54);  _to_copy_8 = mul_54 = None
    mul__14 = torch.ops.aten.mul_.Tensor(mul_48, add_17);  mul_48 = add_17 = None
    cat_4 = torch.ops.aten.cat.default([mul__12, mul__13, mul__14], 1);  mul__12 = mul__13 = mul__14 = None
    t_8 = torch.ops.aten.t.default(cat_4)
    _tensor_constant35 = self._tensor_constant35
    mm_10 = torch.ops.aten.mm.default(t_8, _tensor_constant35);  t_8 = _tensor_constant35 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(cat_4, [0], True)
    _param_constant0_2 = self._param_constant0
    mm_11 = torch.ops.aten.mm.default(cat_4, _param_constant0_2);  cat_4 = _param_constant0_2 = None
    slice_9 = torch.ops.aten.slice.Tensor(mm_11, 1, 0, 8)
    slice_10 = torch.ops.aten.slice.Tensor(mm_11, 1, 8, 9223372036854775807);  mm_11 = None
    add_18 = torch.ops.aten.add.Tensor(slice_7, slice_10);  slice_7 = slice_10 = None
    add_19 = torch.ops.aten.add.Tensor(add_8, mm_10);  add_8 = mm_10 = None
    add_20 = torch.ops.aten.add.Tensor(add_9, sum_6);  add_9 = sum_6 = None
    add_21 = torch.ops.aten.add.Tensor(select_2, slice_9);  select_2 = slice_9 = None
    _tensor_constant36 = self._tensor_constant36
    detach_11 = torch.ops.aten.detach.default(_tensor_constant36);  _tensor_constant36 = detach_11 = None
    _tensor_constant36_1 = self._tensor_constant36
    detach_12 = torch.ops.aten.detach.default(_tensor_constant36_1);  _tensor_constant36_1 = None
    tanh_10 = torch.ops.aten.tanh.default(detach_12)
    mul_55 = torch.ops.aten.mul.Tensor(tanh_10, add_18);  tanh_10 = None
    _tensor_constant37 = self._tensor_constant37
    mul_56 = torch.ops.aten.mul.Tensor(_tensor_constant37, add_18);  _tensor_constant37 = add_18 = None
    tanh_11 = torch.ops.aten.tanh.default(detach_12);  detach_12 = None
    mul_57 = torch.ops.aten.mul.Tensor(tanh_11, tanh_11);  tanh_11 = None
    rsub_15 = torch.ops.aten.rsub.Scalar(mul_57, 1);  mul_57 = None
    mul_58 = torch.ops.aten.mul.Tensor(rsub_15, mul_56);  rsub_15 = mul_56 = None
    add_22 = torch.ops.aten.add.Tensor(mul_58, add_11);  mul_58 = add_11 = None
    _tensor_constant38 = self._tensor_constant38
    mul_59 = torch.ops.aten.mul.Tensor(_tensor_constant38, add_22);  _tensor_constant38 = None
    _tensor_constant39 = self._tensor_constant39
    mul_60 = torch.ops.aten.mul.Tensor(_tensor_constant39, add_22);  _tensor_constant39 = None
    _tensor_constant40 = self._tensor_constant40
    split_5 = torch.ops.aten.split.Tensor(_tensor_constant40, 8, 1);  _tensor_constant40 = None
    getitem_15 = split_5[0]
    getitem_16 = split_5[1]
    getitem_17 = split_5[2];  split_5 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(getitem_15);  getitem_15 = None
    rsub_16 = torch.ops.aten.rsub.Scalar(sigmoid_10, 1)
    mul_61 = torch.ops.aten.mul.Tensor(rsub_16, sigmoid_10);  rsub_16 = sigmoid_10 = None
    mul__15 = torch.ops.aten.mul_.Tensor(mul_60, mul_61);  mul_60 = mul_61 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(getitem_16);  getitem_16 = None
    rsub_17 = torch.ops.aten.rsub.Scalar(sigmoid_11, 1)
    mul_62 = torch.ops.aten.mul.Tensor(rsub_17, sigmoid_11);  rsub_17 = sigmoid_11 = None
    mul__16 = torch.ops.aten.mul_.Tensor(mul_55, mul_62);  mul_55 = mul_62 = None
    exp_5 = torch.ops.aten.exp.default(getitem_17)
    sub_5 = torch.ops.aten.sub.Tensor(exp_5, 1)
    mul_63 = torch.ops.aten.mul.Tensor(sub_5, 1.0);  sub_5 = None
    lt_5 = torch.ops.aten.lt.Scalar(mul_63, 0);  mul_63 = None
    gt_5 = torch.ops.aten.gt.Scalar(getitem_17, 0);  getitem_17 = None
    _to_copy_10 = torch.ops.aten._to_copy.default(gt_5, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_5 = None
    _to_copy_11 = torch.ops.aten._to_copy.default(lt_5, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_5 = None
    mul_64 = torch.ops.aten.mul.Tensor(exp_5, 1.0);  exp_5 = None
    mul_65 = torch.ops.aten.mul.Tensor(_to_copy_11, mul_64);  _to_copy_11 = mul_64 = None
    add_23 = torch.ops.aten.add.Tensor(_to_copy_10, mul_65);  _to_copy_10 = mul_65 = None
    mul__17 = torch.ops.aten.mul_.Tensor(mul_59, add_23);  mul_59 = add_23 = None
    cat_5 = torch.ops.aten.cat.default([mul__15, mul__16, mul__17], 1);  mul__15 = mul__16 = mul__17 = None
    t_9 = torch.ops.aten.t.default(cat_5)
    _tensor_constant41 = self._tensor_constant41
    mm_12 = torch.ops.aten.mm.default(t_9, _tensor_constant41);  t_9 = _tensor_constant41 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(cat_5, [0], True)
    _param_constant1_2 = self._param_constant1
    mm_13 = torch.ops.aten.mm.default(cat_5, _param_constant1_2);  cat_5 = _param_constant1_2 = None
    slice_11 = torch.ops.aten.slice.Tensor(mm_13, 1, 0, 8)
    slice_12 = torch.ops.aten.slice.Tensor(mm_13, 1, 8, 9223372036854775807);  mm_13 = None
    add_24 = torch.ops.aten.add.Tensor(add_13, mm_12);  add_13 = mm_12 = None
    add_25 = torch.ops.aten.add.Tensor(add_14, sum_7);  add_14 = sum_7 = None
    select_backward_2 = torch.ops.aten.select_backward.default(slice_12, [3, 6, 6], 1, 3);  slice_12 = None
    add_26 = torch.ops.aten.add.Tensor(add_15, select_backward_2);  add_15 = select_backward_2 = None
    _tensor_constant42 = self._tensor_constant42
    detach_13 = torch.ops.aten.detach.default(_tensor_constant42);  _tensor_constant42 = detach_13 = None
    _tensor_constant42_1 = self._tensor_constant42
    detach_14 = torch.ops.aten.detach.default(_tensor_constant42_1);  _tensor_constant42_1 = None
    tanh_12 = torch.ops.aten.tanh.default(detach_14)
    mul_66 = torch.ops.aten.mul.Tensor(tanh_12, add_21);  tanh_12 = None
    _tensor_constant43 = self._tensor_constant43
    mul_67 = torch.ops.aten.mul.Tensor(_tensor_constant43, add_21);  _tensor_constant43 = add_21 = None
    tanh_13 = torch.ops.aten.tanh.default(detach_14);  detach_14 = None
    mul_68 = torch.ops.aten.mul.Tensor(tanh_13, tanh_13);  tanh_13 = None
    rsub_18 = torch.ops.aten.rsub.Scalar(mul_68, 1);  mul_68 = None
    mul_69 = torch.ops.aten.mul.Tensor(rsub_18, mul_67);  rsub_18 = mul_67 = None
    add_27 = torch.ops.aten.add.Tensor(mul_69, add_16);  mul_69 = add_16 = None
    _tensor_constant44 = self._tensor_constant44
    mul_70 = torch.ops.aten.mul.Tensor(_tensor_constant44, add_27);  _tensor_constant44 = None
    _tensor_constant45 = self._tensor_constant45
    mul_71 = torch.ops.aten.mul.Tensor(_tensor_constant45, add_27);  _tensor_constant45 = None
    _tensor_constant46 = self._tensor_constant46
    split_6 = torch.ops.aten.split.Tensor(_tensor_constant46, 8, 1);  _tensor_constant46 = None
    getitem_18 = split_6[0]
    getitem_19 = split_6[1]
    getitem_20 = split_6[2];  split_6 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(getitem_18);  getitem_18 = None
    rsub_19 = torch.ops.aten.rsub.Scalar(sigmoid_12, 1)
    mul_72 = torch.ops.aten.mul.Tensor(rsub_19, sigmoid_12);  rsub_19 = sigmoid_12 = None
    mul__18 = torch.ops.aten.mul_.Tensor(mul_71, mul_72);  mul_71 = mul_72 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(getitem_19);  getitem_19 = None
    rsub_20 = torch.ops.aten.rsub.Scalar(sigmoid_13, 1)
    mul_73 = torch.ops.aten.mul.Tensor(rsub_20, sigmoid_13);  rsub_20 = sigmoid_13 = None
    mul__19 = torch.ops.aten.mul_.Tensor(mul_66, mul_73);  mul_66 = mul_73 = None
    exp_6 = torch.ops.aten.exp.default(getitem_20)
    sub_6 = torch.ops.aten.sub.Tensor(exp_6, 1)
    mul_74 = torch.ops.aten.mul.Tensor(sub_6, 1.0);  sub_6 = None
    lt_6 = torch.ops.aten.lt.Scalar(mul_74, 0);  mul_74 = None
    gt_6 = torch.ops.aten.gt.Scalar(getitem_20, 0);  getitem_20 = None
    _to_copy_12 = torch.ops.aten._to_copy.default(gt_6, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_6 = None
    _to_copy_13 = torch.ops.aten._to_copy.default(lt_6, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_6 = None
    mul_75 = torch.ops.aten.mul.Tensor(exp_6, 1.0);  exp_6 = None
    mul_76 = torch.ops.aten.mul.Tensor(_to_copy_13, mul_75);  _to_copy_13 = mul_75 = None
    add_28 = torch.ops.aten.add.Tensor(_to_copy_12, mul_76);  _to_copy_12 = mul_76 = None
    mul__20 = torch.ops.aten.mul_.Tensor(mul_70, add_28);  mul_70 = add_28 = None
    cat_6 = torch.ops.aten.cat.default([mul__18, mul__19, mul__20], 1);  mul__18 = mul__19 = mul__20 = None
    t_10 = torch.ops.aten.t.default(cat_6)
    _tensor_constant47 = self._tensor_constant47
    mm_14 = torch.ops.aten.mm.default(t_10, _tensor_constant47);  t_10 = _tensor_constant47 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(cat_6, [0], True)
    _param_constant0_3 = self._param_constant0
    mm_15 = torch.ops.aten.mm.default(cat_6, _param_constant0_3);  cat_6 = _param_constant0_3 = None
    slice_13 = torch.ops.aten.slice.Tensor(mm_15, 1, 0, 8)
    slice_14 = torch.ops.aten.slice.Tensor(mm_15, 1, 8, 9223372036854775807);  mm_15 = None
    add_29 = torch.ops.aten.add.Tensor(slice_11, slice_14);  slice_11 = slice_14 = None
    add_30 = torch.ops.aten.add.Tensor(add_19, mm_14);  add_19 = mm_14 = None
    add_31 = torch.ops.aten.add.Tensor(add_20, sum_8);  add_20 = sum_8 = None
    add_32 = torch.ops.aten.add.Tensor(select_1, slice_13);  select_1 = slice_13 = None
    _tensor_constant48 = self._tensor_constant48
    detach_15 = torch.ops.aten.detach.default(_tensor_constant48);  _tensor_constant48 = detach_15 = None
    _tensor_constant48_1 = self._tensor_constant48
    detach_16 = torch.ops.aten.detach.default(_tensor_constant48_1);  _tensor_constant48_1 = None
    tanh_14 = torch.ops.aten.tanh.default(detach_16)
    mul_77 = torch.ops.aten.mul.Tensor(tanh_14, add_29);  tanh_14 = None
    _tensor_constant49 = self._tensor_constant49
    mul_78 = torch.ops.aten.mul.Tensor(_tensor_constant49, add_29);  _tensor_constant49 = add_29 = None
    tanh_15 = torch.ops.aten.tanh.default(detach_16);  detach_16 = None
    mul_79 = torch.ops.aten.mul.Tensor(tanh_15, tanh_15);  tanh_15 = None
    rsub_21 = torch.ops.aten.rsub.Scalar(mul_79, 1);  mul_79 = None
    mul_80 = torch.ops.aten.mul.Tensor(rsub_21, mul_78);  rsub_21 = mul_78 = None
    add_33 = torch.ops.aten.add.Tensor(mul_80, add_22);  mul_80 = add_22 = None
    _tensor_constant50 = self._tensor_constant50
    mul_81 = torch.ops.aten.mul.Tensor(_tensor_constant50, add_33);  _tensor_constant50 = None
    _tensor_constant51 = self._tensor_constant51
    mul_82 = torch.ops.aten.mul.Tensor(_tensor_constant51, add_33);  _tensor_constant51 = None
    _tensor_constant52 = self._tensor_constant52
    split_7 = torch.ops.aten.split.Tensor(_tensor_constant52, 8, 1);  _tensor_constant52 = None
    getitem_21 = split_7[0]
    getitem_22 = split_7[1]
    getitem_23 = split_7[2];  split_7 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(getitem_21);  getitem_21 = None
    rsub_22 = torch.ops.aten.rsub.Scalar(sigmoid_14, 1)
    mul_83 = torch.ops.aten.mul.Tensor(rsub_22, sigmoid_14);  rsub_22 = sigmoid_14 = None
    mul__21 = torch.ops.aten.mul_.Tensor(mul_82, mul_83);  mul_82 = mul_83 = None
    sigmoid_15 = torch.ops.aten.sigmoid.default(getitem_22);  getitem_22 = None
    rsub_23 = torch.ops.aten.rsub.Scalar(sigmoid_15, 1)
    mul_84 = torch.ops.aten.mul.Tensor(rsub_23, sigmoid_15);  rsub_23 = sigmoid_15 = None
    mul__22 = torch.ops.aten.mul_.Tensor(mul_77, mul_84);  mul_77 = mul_84 = None
    exp_7 = torch.ops.aten.exp.default(getitem_23)
    sub_7 = torch.ops.aten.sub.Tensor(exp_7, 1)
    mul_85 = torch.ops.aten.mul.Tensor(sub_7, 1.0);  sub_7 = None
    lt_7 = torch.ops.aten.lt.Scalar(mul_85, 0);  mul_85 = None
    gt_7 = torch.ops.aten.gt.Scalar(getitem_23, 0);  getitem_23 = None
    _to_copy_14 = torch.ops.aten._to_copy.default(gt_7, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_7 = None
    _to_copy_15 = torch.ops.aten._to_copy.default(lt_7, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_7 = None
    mul_86 = torch.ops.aten.mul.Tensor(exp_7, 1.0);  exp_7 = None
    mul_87 = torch.ops.aten.mul.Tensor(_to_copy_15, mul_86);  _to_copy_15 = mul_86 = None
    add_34 = torch.ops.aten.add.Tensor(_to_copy_14, mul_87);  _to_copy_14 = mul_87 = None
    mul__23 = torch.ops.aten.mul_.Tensor(mul_81, add_34);  mul_81 = add_34 = None
    cat_7 = torch.ops.aten.cat.default([mul__21, mul__22, mul__23], 1);  mul__21 = mul__22 = mul__23 = None
    t_11 = torch.ops.aten.t.default(cat_7)
    _tensor_constant53 = self._tensor_constant53
    mm_16 = torch.ops.aten.mm.default(t_11, _tensor_constant53);  t_11 = _tensor_constant53 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(cat_7, [0], True)
    _param_constant1_3 = self._param_constant1
    mm_17 = torch.ops.aten.mm.default(cat_7, _param_constant1_3);  cat_7 = _param_constant1_3 = None
    slice_15 = torch.ops.aten.slice.Tensor(mm_17, 1, 0, 8)
    slice_16 = torch.ops.aten.slice.Tensor(mm_17, 1, 8, 9223372036854775807);  mm_17 = None
    add_35 = torch.ops.aten.add.Tensor(add_24, mm_16);  add_24 = mm_16 = None
    add_36 = torch.ops.aten.add.Tensor(add_25, sum_9);  add_25 = sum_9 = None
    select_backward_3 = torch.ops.aten.select_backward.default(slice_16, [3, 6, 6], 1, 2);  slice_16 = None
    add_37 = torch.ops.aten.add.Tensor(add_26, select_backward_3);  add_26 = select_backward_3 = None
    _tensor_constant54 = self._tensor_constant54
    detach_17 = torch.ops.aten.detach.default(_tensor_constant54);  _tensor_constant54 = detach_17 = None
    _tensor_constant54_1 = self._tensor_constant54
    detach_18 = torch.ops.aten.detach.default(_tensor_constant54_1);  _tensor_constant54_1 = None
    tanh_16 = torch.ops.aten.tanh.default(detach_18)
    mul_88 = torch.ops.aten.mul.Tensor(tanh_16, add_32);  tanh_16 = None
    _tensor_constant55 = self._tensor_constant55
    mul_89 = torch.ops.aten.mul.Tensor(_tensor_constant55, add_32);  _tensor_constant55 = add_32 = None
    tanh_17 = torch.ops.aten.tanh.default(detach_18);  detach_18 = None
    mul_90 = torch.ops.aten.mul.Tensor(tanh_17, tanh_17);  tanh_17 = None
    rsub_24 = torch.ops.aten.rsub.Scalar(mul_90, 1);  mul_90 = None
    mul_91 = torch.ops.aten.mul.Tensor(rsub_24, mul_89);  rsub_24 = mul_89 = None
    add_38 = torch.ops.aten.add.Tensor(mul_91, add_27);  mul_91 = add_27 = None
    _tensor_constant56 = self._tensor_constant56
    mul_92 = torch.ops.aten.mul.Tensor(_tensor_constant56, add_38);  _tensor_constant56 = None
    _tensor_constant57 = self._tensor_constant57
    mul_93 = torch.ops.aten.mul.Tensor(_tensor_constant57, add_38);  _tensor_constant57 = None
    _tensor_constant58 = self._tensor_constant58
    split_8 = torch.ops.aten.split.Tensor(_tensor_constant58, 8, 1);  _tensor_constant58 = None
    getitem_24 = split_8[0]
    getitem_25 = split_8[1]
    getitem_26 = split_8[2];  split_8 = None
    sigmoid_16 = torch.ops.aten.sigmoid.default(getitem_24);  getitem_24 = None
    rsub_25 = torch.ops.aten.rsub.Scalar(sigmoid_16, 1)
    mul_94 = torch.ops.aten.mul.Tensor(rsub_25, sigmoid_16);  rsub_25 = sigmoid_16 = None
    mul__24 = torch.ops.aten.mul_.Tensor(mul_93, mul_94);  mul_93 = mul_94 = None
    sigmoid_17 = torch.ops.aten.sigmoid.default(getitem_25);  getitem_25 = None
    rsub_26 = torch.ops.aten.rsub.Scalar(sigmoid_17, 1)
    mul_95 = torch.ops.aten.mul.Tensor(rsub_26, sigmoid_17);  rsub_26 = sigmoid_17 = None
    mul__25 = torch.ops.aten.mul_.Tensor(mul_88, mul_95);  mul_88 = mul_95 = None
    exp_8 = torch.ops.aten.exp.default(getitem_26)
    sub_8 = torch.ops.aten.sub.Tensor(exp_8, 1)
    mul_96 = torch.ops.aten.mul.Tensor(sub_8, 1.0);  sub_8 = None
    lt_8 = torch.ops.aten.lt.Scalar(mul_96, 0);  mul_96 = None
    gt_8 = torch.ops.aten.gt.Scalar(getitem_26, 0);  getitem_26 = None
    _to_copy_16 = torch.ops.aten._to_copy.default(gt_8, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_8 = None
    _to_copy_17 = torch.ops.aten._to_copy.default(lt_8, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_8 = None
    mul_97 = torch.ops.aten.mul.Tensor(exp_8, 1.0);  exp_8 = None
    mul_98 = torch.ops.aten.mul.Tensor(_to_copy_17, mul_97);  _to_copy_17 = mul_97 = None
    add_39 = torch.ops.aten.add.Tensor(_to_copy_16, mul_98);  _to_copy_16 = mul_98 = None
    mul__26 = torch.ops.aten.mul_.Tensor(mul_92, add_39);  mul_92 = add_39 = None
    cat_8 = torch.ops.aten.cat.default([mul__24, mul__25, mul__26], 1);  mul__24 = mul__25 = mul__26 = None
    t_12 = torch.ops.aten.t.default(cat_8)
    _tensor_constant59 = self._tensor_constant59
    mm_18 = torch.ops.aten.mm.default(t_12, _tensor_constant59);  t_12 = _tensor_constant59 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(cat_8, [0], True)
    _param_constant0_4 = self._param_constant0
    mm_19 = torch.ops.aten.mm.default(cat_8, _param_constant0_4);  cat_8 = _param_constant0_4 = None
    slice_17 = torch.ops.aten.slice.Tensor(mm_19, 1, 0, 8)
    slice_18 = torch.ops.aten.slice.Tensor(mm_19, 1, 8, 9223372036854775807);  mm_19 = None
    add_40 = torch.ops.aten.add.Tensor(slice_15, slice_18);  slice_15 = slice_18 = None
    add_41 = torch.ops.aten.add.Tensor(add_30, mm_18);  add_30 = mm_18 = None
    add_42 = torch.ops.aten.add.Tensor(add_31, sum_10);  add_31 = sum_10 = None
    add_43 = torch.ops.aten.add.Tensor(select, slice_17);  select = slice_17 = None
    _tensor_constant60 = self._tensor_constant60
    detach_19 = torch.ops.aten.detach.default(_tensor_constant60);  _tensor_constant60 = detach_19 = None
    _tensor_constant60_1 = self._tensor_constant60
    detach_20 = torch.ops.aten.detach.default(_tensor_constant60_1);  _tensor_constant60_1 = None
    tanh_18 = torch.ops.aten.tanh.default(detach_20)
    mul_99 = torch.ops.aten.mul.Tensor(tanh_18, add_40);  tanh_18 = None
    _tensor_constant61 = self._tensor_constant61
    mul_100 = torch.ops.aten.mul.Tensor(_tensor_constant61, add_40);  _tensor_constant61 = add_40 = None
    tanh_19 = torch.ops.aten.tanh.default(detach_20);  detach_20 = None
    mul_101 = torch.ops.aten.mul.Tensor(tanh_19, tanh_19);  tanh_19 = None
    rsub_27 = torch.ops.aten.rsub.Scalar(mul_101, 1);  mul_101 = None
    mul_102 = torch.ops.aten.mul.Tensor(rsub_27, mul_100);  rsub_27 = mul_100 = None
    add_44 = torch.ops.aten.add.Tensor(mul_102, add_33);  mul_102 = add_33 = None
    _tensor_constant62 = self._tensor_constant62
    mul_103 = torch.ops.aten.mul.Tensor(_tensor_constant62, add_44);  _tensor_constant62 = None
    _tensor_constant63 = self._tensor_constant63
    mul_104 = torch.ops.aten.mul.Tensor(_tensor_constant63, add_44);  _tensor_constant63 = None
    _tensor_constant64 = self._tensor_constant64
    split_9 = torch.ops.aten.split.Tensor(_tensor_constant64, 8, 1);  _tensor_constant64 = None
    getitem_27 = split_9[0]
    getitem_28 = split_9[1]
    getitem_29 = split_9[2];  split_9 = None
    sigmoid_18 = torch.ops.aten.sigmoid.default(getitem_27);  getitem_27 = None
    rsub_28 = torch.ops.aten.rsub.Scalar(sigmoid_18, 1)
    mul_105 = torch.ops.aten.mul.Tensor(rsub_28, sigmoid_18);  rsub_28 = sigmoid_18 = None
    mul__27 = torch.ops.aten.mul_.Tensor(mul_104, mul_105);  mul_104 = mul_105 = None
    sigmoid_19 = torch.ops.aten.sigmoid.default(getitem_28);  getitem_28 = None
    rsub_29 = torch.ops.aten.rsub.Scalar(sigmoid_19, 1)
    mul_106 = torch.ops.aten.mul.Tensor(rsub_29, sigmoid_19);  rsub_29 = sigmoid_19 = None
    mul__28 = torch.ops.aten.mul_.Tensor(mul_99, mul_106);  mul_99 = mul_106 = None
    exp_9 = torch.ops.aten.exp.default(getitem_29)
    sub_9 = torch.ops.aten.sub.Tensor(exp_9, 1)
    mul_107 = torch.ops.aten.mul.Tensor(sub_9, 1.0);  sub_9 = None
    lt_9 = torch.ops.aten.lt.Scalar(mul_107, 0);  mul_107 = None
    gt_9 = torch.ops.aten.gt.Scalar(getitem_29, 0);  getitem_29 = None
    _to_copy_18 = torch.ops.aten._to_copy.default(gt_9, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_9 = None
    _to_copy_19 = torch.ops.aten._to_copy.default(lt_9, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_9 = None
    mul_108 = torch.ops.aten.mul.Tensor(exp_9, 1.0);  exp_9 = None
    mul_109 = torch.ops.aten.mul.Tensor(_to_copy_19, mul_108);  _to_copy_19 = mul_108 = None
    add_45 = torch.ops.aten.add.Tensor(_to_copy_18, mul_109);  _to_copy_18 = mul_109 = None
    mul__29 = torch.ops.aten.mul_.Tensor(mul_103, add_45);  mul_103 = add_45 = None
    cat_9 = torch.ops.aten.cat.default([mul__27, mul__28, mul__29], 1);  mul__27 = mul__28 = mul__29 = None
    t_13 = torch.ops.aten.t.default(cat_9)
    _tensor_constant65 = self._tensor_constant65
    mm_20 = torch.ops.aten.mm.default(t_13, _tensor_constant65);  t_13 = _tensor_constant65 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(cat_9, [0], True)
    _param_constant1_4 = self._param_constant1
    mm_21 = torch.ops.aten.mm.default(cat_9, _param_constant1_4);  cat_9 = _param_constant1_4 = None
    slice_19 = torch.ops.aten.slice.Tensor(mm_21, 1, 0, 8)
    slice_20 = torch.ops.aten.slice.Tensor(mm_21, 1, 8, 9223372036854775807);  mm_21 = None
    add_46 = torch.ops.aten.add.Tensor(add_35, mm_20);  add_35 = mm_20 = None
    add_47 = torch.ops.aten.add.Tensor(add_36, sum_11);  add_36 = sum_11 = None
    select_backward_4 = torch.ops.aten.select_backward.default(slice_20, [3, 6, 6], 1, 1);  slice_20 = None
    add_48 = torch.ops.aten.add.Tensor(add_37, select_backward_4);  add_37 = select_backward_4 = None
    _tensor_constant66 = self._tensor_constant66
    detach_21 = torch.ops.aten.detach.default(_tensor_constant66);  _tensor_constant66 = detach_21 = None
    _tensor_constant66_1 = self._tensor_constant66
    detach_22 = torch.ops.aten.detach.default(_tensor_constant66_1);  _tensor_constant66_1 = None
    tanh_20 = torch.ops.aten.tanh.default(detach_22)
    mul_110 = torch.ops.aten.mul.Tensor(tanh_20, add_43);  tanh_20 = None
    _tensor_constant67 = self._tensor_constant67
    mul_111 = torch.ops.aten.mul.Tensor(_tensor_constant67, add_43);  _tensor_constant67 = add_43 = None
    tanh_21 = torch.ops.aten.tanh.default(detach_22);  detach_22 = None
    mul_112 = torch.ops.aten.mul.Tensor(tanh_21, tanh_21);  tanh_21 = None
    rsub_30 = torch.ops.aten.rsub.Scalar(mul_112, 1);  mul_112 = None
    mul_113 = torch.ops.aten.mul.Tensor(rsub_30, mul_111);  rsub_30 = mul_111 = None
    add_49 = torch.ops.aten.add.Tensor(mul_113, add_38);  mul_113 = add_38 = None
    _tensor_constant68 = self._tensor_constant68
    mul_114 = torch.ops.aten.mul.Tensor(_tensor_constant68, add_49);  _tensor_constant68 = None
    _tensor_constant69 = self._tensor_constant69
    mul_115 = torch.ops.aten.mul.Tensor(_tensor_constant69, add_49);  _tensor_constant69 = add_49 = None
    _tensor_constant70 = self._tensor_constant70
    split_10 = torch.ops.aten.split.Tensor(_tensor_constant70, 8, 1);  _tensor_constant70 = None
    getitem_30 = split_10[0]
    getitem_31 = split_10[1]
    getitem_32 = split_10[2];  split_10 = None
    sigmoid_20 = torch.ops.aten.sigmoid.default(getitem_30);  getitem_30 = None
    rsub_31 = torch.ops.aten.rsub.Scalar(sigmoid_20, 1)
    mul_116 = torch.ops.aten.mul.Tensor(rsub_31, sigmoid_20);  rsub_31 = sigmoid_20 = None
    mul__30 = torch.ops.aten.mul_.Tensor(mul_115, mul_116);  mul_115 = mul_116 = None
    sigmoid_21 = torch.ops.aten.sigmoid.default(getitem_31);  getitem_31 = None
    rsub_32 = torch.ops.aten.rsub.Scalar(sigmoid_21, 1)
    mul_117 = torch.ops.aten.mul.Tensor(rsub_32, sigmoid_21);  rsub_32 = sigmoid_21 = None
    mul__31 = torch.ops.aten.mul_.Tensor(mul_110, mul_117);  mul_110 = mul_117 = None
    exp_10 = torch.ops.aten.exp.default(getitem_32)
    sub_10 = torch.ops.aten.sub.Tensor(exp_10, 1)
    mul_118 = torch.ops.aten.mul.Tensor(sub_10, 1.0);  sub_10 = None
    lt_10 = torch.ops.aten.lt.Scalar(mul_118, 0);  mul_118 = None
    gt_10 = torch.ops.aten.gt.Scalar(getitem_32, 0);  getitem_32 = None
    _to_copy_20 = torch.ops.aten._to_copy.default(gt_10, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_10 = None
    _to_copy_21 = torch.ops.aten._to_copy.default(lt_10, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_10 = None
    mul_119 = torch.ops.aten.mul.Tensor(exp_10, 1.0);  exp_10 = None
    mul_120 = torch.ops.aten.mul.Tensor(_to_copy_21, mul_119);  _to_copy_21 = mul_119 = None
    add_50 = torch.ops.aten.add.Tensor(_to_copy_20, mul_120);  _to_copy_20 = mul_120 = None
    mul__32 = torch.ops.aten.mul_.Tensor(mul_114, add_50);  mul_114 = add_50 = None
    cat_10 = torch.ops.aten.cat.default([mul__30, mul__31, mul__32], 1);  mul__30 = mul__31 = mul__32 = None
    t_14 = torch.ops.aten.t.default(cat_10)
    _tensor_constant71 = self._tensor_constant71
    mm_22 = torch.ops.aten.mm.default(t_14, _tensor_constant71);  t_14 = _tensor_constant71 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(cat_10, [0], True);  cat_10 = None
    add_51 = torch.ops.aten.add.Tensor(add_41, mm_22);  add_41 = mm_22 = None
    add_52 = torch.ops.aten.add.Tensor(add_42, sum_12);  add_42 = sum_12 = None
    _tensor_constant72 = self._tensor_constant72
    detach_23 = torch.ops.aten.detach.default(_tensor_constant72);  _tensor_constant72 = detach_23 = None
    _tensor_constant72_1 = self._tensor_constant72
    detach_24 = torch.ops.aten.detach.default(_tensor_constant72_1);  _tensor_constant72_1 = None
    tanh_22 = torch.ops.aten.tanh.default(detach_24)
    mul_121 = torch.ops.aten.mul.Tensor(tanh_22, slice_19);  tanh_22 = None
    _tensor_constant73 = self._tensor_constant73
    mul_122 = torch.ops.aten.mul.Tensor(_tensor_constant73, slice_19);  _tensor_constant73 = slice_19 = None
    tanh_23 = torch.ops.aten.tanh.default(detach_24);  detach_24 = None
    mul_123 = torch.ops.aten.mul.Tensor(tanh_23, tanh_23);  tanh_23 = None
    rsub_33 = torch.ops.aten.rsub.Scalar(mul_123, 1);  mul_123 = None
    mul_124 = torch.ops.aten.mul.Tensor(rsub_33, mul_122);  rsub_33 = mul_122 = None
    add_53 = torch.ops.aten.add.Tensor(mul_124, add_44);  mul_124 = add_44 = None
    _tensor_constant74 = self._tensor_constant74
    mul_125 = torch.ops.aten.mul.Tensor(_tensor_constant74, add_53);  _tensor_constant74 = None
    _tensor_constant75 = self._tensor_constant75
    mul_126 = torch.ops.aten.mul.Tensor(_tensor_constant75, add_53);  _tensor_constant75 = add_53 = None
    _tensor_constant76 = self._tensor_constant76
    split_11 = torch.ops.aten.split.Tensor(_tensor_constant76, 8, 1);  _tensor_constant76 = None
    getitem_33 = split_11[0]
    getitem_34 = split_11[1]
    getitem_35 = split_11[2];  split_11 = None
    sigmoid_22 = torch.ops.aten.sigmoid.default(getitem_33);  getitem_33 = None
    rsub_34 = torch.ops.aten.rsub.Scalar(sigmoid_22, 1)
    mul_127 = torch.ops.aten.mul.Tensor(rsub_34, sigmoid_22);  rsub_34 = sigmoid_22 = None
    mul__33 = torch.ops.aten.mul_.Tensor(mul_126, mul_127);  mul_126 = mul_127 = None
    sigmoid_23 = torch.ops.aten.sigmoid.default(getitem_34);  getitem_34 = None
    rsub_35 = torch.ops.aten.rsub.Scalar(sigmoid_23, 1)
    mul_128 = torch.ops.aten.mul.Tensor(rsub_35, sigmoid_23);  rsub_35 = sigmoid_23 = None
    mul__34 = torch.ops.aten.mul_.Tensor(mul_121, mul_128);  mul_121 = mul_128 = None
    exp_11 = torch.ops.aten.exp.default(getitem_35)
    sub_11 = torch.ops.aten.sub.Tensor(exp_11, 1)
    mul_129 = torch.ops.aten.mul.Tensor(sub_11, 1.0);  sub_11 = None
    lt_11 = torch.ops.aten.lt.Scalar(mul_129, 0);  mul_129 = None
    gt_11 = torch.ops.aten.gt.Scalar(getitem_35, 0);  getitem_35 = None
    _to_copy_22 = torch.ops.aten._to_copy.default(gt_11, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  gt_11 = None
    _to_copy_23 = torch.ops.aten._to_copy.default(lt_11, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  lt_11 = None
    mul_130 = torch.ops.aten.mul.Tensor(exp_11, 1.0);  exp_11 = None
    mul_131 = torch.ops.aten.mul.Tensor(_to_copy_23, mul_130);  _to_copy_23 = mul_130 = None
    add_54 = torch.ops.aten.add.Tensor(_to_copy_22, mul_131);  _to_copy_22 = mul_131 = None
    mul__35 = torch.ops.aten.mul_.Tensor(mul_125, add_54);  mul_125 = add_54 = None
    cat_11 = torch.ops.aten.cat.default([mul__33, mul__34, mul__35], 1);  mul__33 = mul__34 = mul__35 = None
    t_15 = torch.ops.aten.t.default(cat_11)
    _tensor_constant77 = self._tensor_constant77
    mm_23 = torch.ops.aten.mm.default(t_15, _tensor_constant77);  t_15 = _tensor_constant77 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(cat_11, [0], True);  cat_11 = None
    add_55 = torch.ops.aten.add.Tensor(add_46, mm_23);  add_46 = mm_23 = None
    add_56 = torch.ops.aten.add.Tensor(add_47, sum_13);  add_47 = sum_13 = None
    _tensor_constant78 = self._tensor_constant78
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_48, _tensor_constant78, 12, -1, False);  add_48 = _tensor_constant78 = None
    return (embedding_dense_backward, add_55, add_56, add_51, add_52, t_3, view_2)
    