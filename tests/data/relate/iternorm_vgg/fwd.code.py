


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = None
    transpose = torch.ops.aten.transpose.int(convolution, 0, 1);  convolution = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    view = torch.ops.aten.view.default(clone, [1, 8, -1]);  clone = None
    mean = torch.ops.aten.mean.dim(view, [-1], True)
    sub = torch.ops.aten.sub.Tensor(view, mean);  view = None
    eye = torch.ops.aten.eye.default(8, device = device(type='cpu'), pin_memory = False)
    expand = torch.ops.aten.expand.default(eye, [1, 8, 8]);  eye = None
    transpose_1 = torch.ops.aten.transpose.int(sub, 1, 2)
    baddbmm = torch.ops.aten.baddbmm.default(expand, sub, transpose_1, beta = 1e-05, alpha = 0.00390625);  transpose_1 = None
    mul = torch.ops.aten.mul.Tensor(baddbmm, expand)
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [1, 2], True);  mul = None
    reciprocal_ = torch.ops.aten.reciprocal_.default(sum_1);  sum_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(baddbmm, reciprocal_);  baddbmm = None
    expand_1 = torch.ops.aten.expand.default(expand, [1, 8, 8])
    view_1 = torch.ops.aten.view.default(expand_1, [1, 8, 8]);  expand_1 = None
    expand_2 = torch.ops.aten.expand.default(expand, [1, 8, 8])
    view_2 = torch.ops.aten.view.default(expand_2, [1, 8, 8]);  expand_2 = None
    bmm = torch.ops.aten.bmm.default(view_1, view_2);  view_1 = view_2 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(bmm, [1, 8, 8]);  bmm = None
    expand_3 = torch.ops.aten.expand.default(_unsafe_view, [1, 8, 8]);  _unsafe_view = None
    view_3 = torch.ops.aten.view.default(expand_3, [1, 8, 8]);  expand_3 = None
    expand_4 = torch.ops.aten.expand.default(expand, [1, 8, 8])
    view_4 = torch.ops.aten.view.default(expand_4, [1, 8, 8]);  expand_4 = None
    bmm_1 = torch.ops.aten.bmm.default(view_3, view_4);  view_3 = view_4 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(bmm_1, [1, 8, 8]);  bmm_1 = None
    baddbmm_1 = torch.ops.aten.baddbmm.default(expand, _unsafe_view_1, mul_1, beta = 1.5, alpha = -0.5);  expand = _unsafe_view_1 = None
    expand_5 = torch.ops.aten.expand.default(baddbmm_1, [1, 8, 8])
    view_5 = torch.ops.aten.view.default(expand_5, [1, 8, 8]);  expand_5 = None
    expand_6 = torch.ops.aten.expand.default(baddbmm_1, [1, 8, 8])
    view_6 = torch.ops.aten.view.default(expand_6, [1, 8, 8]);  expand_6 = None
    bmm_2 = torch.ops.aten.bmm.default(view_5, view_6);  view_5 = view_6 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm_2, [1, 8, 8]);  bmm_2 = None
    expand_7 = torch.ops.aten.expand.default(_unsafe_view_2, [1, 8, 8]);  _unsafe_view_2 = None
    view_7 = torch.ops.aten.view.default(expand_7, [1, 8, 8]);  expand_7 = None
    expand_8 = torch.ops.aten.expand.default(baddbmm_1, [1, 8, 8])
    view_8 = torch.ops.aten.view.default(expand_8, [1, 8, 8]);  expand_8 = None
    bmm_3 = torch.ops.aten.bmm.default(view_7, view_8);  view_7 = view_8 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(bmm_3, [1, 8, 8]);  bmm_3 = None
    baddbmm_2 = torch.ops.aten.baddbmm.default(baddbmm_1, _unsafe_view_3, mul_1, beta = 1.5, alpha = -0.5);  baddbmm_1 = _unsafe_view_3 = None
    expand_9 = torch.ops.aten.expand.default(baddbmm_2, [1, 8, 8])
    view_9 = torch.ops.aten.view.default(expand_9, [1, 8, 8]);  expand_9 = None
    expand_10 = torch.ops.aten.expand.default(baddbmm_2, [1, 8, 8])
    view_10 = torch.ops.aten.view.default(expand_10, [1, 8, 8]);  expand_10 = None
    bmm_4 = torch.ops.aten.bmm.default(view_9, view_10);  view_9 = view_10 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_4, [1, 8, 8]);  bmm_4 = None
    expand_11 = torch.ops.aten.expand.default(_unsafe_view_4, [1, 8, 8]);  _unsafe_view_4 = None
    view_11 = torch.ops.aten.view.default(expand_11, [1, 8, 8]);  expand_11 = None
    expand_12 = torch.ops.aten.expand.default(baddbmm_2, [1, 8, 8])
    view_12 = torch.ops.aten.view.default(expand_12, [1, 8, 8]);  expand_12 = None
    bmm_5 = torch.ops.aten.bmm.default(view_11, view_12);  view_11 = view_12 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(bmm_5, [1, 8, 8]);  bmm_5 = None
    baddbmm_3 = torch.ops.aten.baddbmm.default(baddbmm_2, _unsafe_view_5, mul_1, beta = 1.5, alpha = -0.5);  baddbmm_2 = _unsafe_view_5 = None
    expand_13 = torch.ops.aten.expand.default(baddbmm_3, [1, 8, 8])
    view_13 = torch.ops.aten.view.default(expand_13, [1, 8, 8]);  expand_13 = None
    expand_14 = torch.ops.aten.expand.default(baddbmm_3, [1, 8, 8])
    view_14 = torch.ops.aten.view.default(expand_14, [1, 8, 8]);  expand_14 = None
    bmm_6 = torch.ops.aten.bmm.default(view_13, view_14);  view_13 = view_14 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(bmm_6, [1, 8, 8]);  bmm_6 = None
    expand_15 = torch.ops.aten.expand.default(_unsafe_view_6, [1, 8, 8]);  _unsafe_view_6 = None
    view_15 = torch.ops.aten.view.default(expand_15, [1, 8, 8]);  expand_15 = None
    expand_16 = torch.ops.aten.expand.default(baddbmm_3, [1, 8, 8])
    view_16 = torch.ops.aten.view.default(expand_16, [1, 8, 8]);  expand_16 = None
    bmm_7 = torch.ops.aten.bmm.default(view_15, view_16);  view_15 = view_16 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_7, [1, 8, 8]);  bmm_7 = None
    baddbmm_4 = torch.ops.aten.baddbmm.default(baddbmm_3, _unsafe_view_7, mul_1, beta = 1.5, alpha = -0.5);  baddbmm_3 = _unsafe_view_7 = None
    expand_17 = torch.ops.aten.expand.default(baddbmm_4, [1, 8, 8])
    view_17 = torch.ops.aten.view.default(expand_17, [1, 8, 8]);  expand_17 = None
    expand_18 = torch.ops.aten.expand.default(baddbmm_4, [1, 8, 8])
    view_18 = torch.ops.aten.view.default(expand_18, [1, 8, 8]);  expand_18 = None
    bmm_8 = torch.ops.aten.bmm.default(view_17, view_18);  view_17 = view_18 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(bmm_8, [1, 8, 8]);  bmm_8 = None
    expand_19 = torch.ops.aten.expand.default(_unsafe_view_8, [1, 8, 8]);  _unsafe_view_8 = None
    view_19 = torch.ops.aten.view.default(expand_19, [1, 8, 8]);  expand_19 = None
    expand_20 = torch.ops.aten.expand.default(baddbmm_4, [1, 8, 8])
    view_20 = torch.ops.aten.view.default(expand_20, [1, 8, 8]);  expand_20 = None
    bmm_9 = torch.ops.aten.bmm.default(view_19, view_20);  view_19 = view_20 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_9, [1, 8, 8]);  bmm_9 = None
    baddbmm_5 = torch.ops.aten.baddbmm.default(baddbmm_4, _unsafe_view_9, mul_1, beta = 1.5, alpha = -0.5);  baddbmm_4 = _unsafe_view_9 = mul_1 = None
    sqrt = torch.ops.aten.sqrt.default(reciprocal_);  reciprocal_ = None
    mul_ = torch.ops.aten.mul_.Tensor(baddbmm_5, sqrt);  baddbmm_5 = sqrt = None
    mul_2 = torch.ops.aten.mul.Tensor(mean, 0.1);  mean = None
    _tensor_constant0 = self._tensor_constant0
    mul_3 = torch.ops.aten.mul.Tensor(_tensor_constant0, 0.9);  _tensor_constant0 = None
    add = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    _tensor_constant0_1 = self._tensor_constant0
    copy_ = torch.ops.aten.copy_.default(_tensor_constant0_1, add);  _tensor_constant0_1 = add = copy_ = None
    mul_4 = torch.ops.aten.mul.Tensor(mul_, 0.1)
    _tensor_constant1 = self._tensor_constant1
    mul_5 = torch.ops.aten.mul.Tensor(_tensor_constant1, 0.9);  _tensor_constant1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    _tensor_constant1_1 = self._tensor_constant1
    copy__1 = torch.ops.aten.copy_.default(_tensor_constant1_1, add_1);  _tensor_constant1_1 = add_1 = copy__1 = None
    expand_21 = torch.ops.aten.expand.default(mul_, [1, 8, 8]);  mul_ = None
    view_21 = torch.ops.aten.view.default(expand_21, [1, 8, 8]);  expand_21 = None
    expand_22 = torch.ops.aten.expand.default(sub, [1, 8, 256]);  sub = None
    view_22 = torch.ops.aten.view.default(expand_22, [1, 8, 256]);  expand_22 = None
    bmm_10 = torch.ops.aten.bmm.default(view_21, view_22);  view_21 = view_22 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(bmm_10, [1, 8, 256]);  bmm_10 = None
    view_23 = torch.ops.aten.view.default(_unsafe_view_10, [8, 4, 8, 8]);  _unsafe_view_10 = None
    transpose_2 = torch.ops.aten.transpose.int(view_23, 0, 1);  view_23 = None
    clone_1 = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    _param_constant1 = self._param_constant1
    mul_6 = torch.ops.aten.mul.Tensor(clone_1, _param_constant1);  clone_1 = _param_constant1 = None
    _param_constant2 = self._param_constant2
    add_2 = torch.ops.aten.add.Tensor(mul_6, _param_constant2);  mul_6 = _param_constant2 = None
    relu_ = torch.ops.aten.relu_.default(add_2);  add_2 = None
    detach = torch.ops.aten.detach.default(relu_);  detach = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_, [2, 2], [2, 2]);  relu_ = None
    getitem = max_pool2d_with_indices[0]
    getitem_1 = max_pool2d_with_indices[1];  max_pool2d_with_indices = getitem_1 = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(getitem, _param_constant3, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem = _param_constant3 = None
    transpose_3 = torch.ops.aten.transpose.int(convolution_1, 0, 1);  convolution_1 = None
    clone_2 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    view_24 = torch.ops.aten.view.default(clone_2, [2, 8, -1]);  clone_2 = None
    mean_1 = torch.ops.aten.mean.dim(view_24, [-1], True)
    sub_1 = torch.ops.aten.sub.Tensor(view_24, mean_1);  view_24 = None
    eye_1 = torch.ops.aten.eye.default(8, device = device(type='cpu'), pin_memory = False)
    expand_23 = torch.ops.aten.expand.default(eye_1, [2, 8, 8]);  eye_1 = None
    transpose_4 = torch.ops.aten.transpose.int(sub_1, 1, 2)
    baddbmm_6 = torch.ops.aten.baddbmm.default(expand_23, sub_1, transpose_4, beta = 1e-05, alpha = 0.015625);  transpose_4 = None
    mul_7 = torch.ops.aten.mul.Tensor(baddbmm_6, expand_23)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_7, [1, 2], True);  mul_7 = None
    reciprocal__1 = torch.ops.aten.reciprocal_.default(sum_2);  sum_2 = None
    mul_8 = torch.ops.aten.mul.Tensor(baddbmm_6, reciprocal__1);  baddbmm_6 = None
    expand_24 = torch.ops.aten.expand.default(expand_23, [2, 8, 8])
    view_25 = torch.ops.aten.view.default(expand_24, [2, 8, 8]);  expand_24 = None
    expand_25 = torch.ops.aten.expand.default(expand_23, [2, 8, 8])
    view_26 = torch.ops.aten.view.default(expand_25, [2, 8, 8]);  expand_25 = None
    bmm_11 = torch.ops.aten.bmm.default(view_25, view_26);  view_25 = view_26 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(bmm_11, [2, 8, 8]);  bmm_11 = None
    expand_26 = torch.ops.aten.expand.default(_unsafe_view_11, [2, 8, 8]);  _unsafe_view_11 = None
    view_27 = torch.ops.aten.view.default(expand_26, [2, 8, 8]);  expand_26 = None
    expand_27 = torch.ops.aten.expand.default(expand_23, [2, 8, 8])
    view_28 = torch.ops.aten.view.default(expand_27, [2, 8, 8]);  expand_27 = None
    bmm_12 = torch.ops.aten.bmm.default(view_27, view_28);  view_27 = view_28 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(bmm_12, [2, 8, 8]);  bmm_12 = None
    baddbmm_7 = torch.ops.aten.baddbmm.default(expand_23, _unsafe_view_12, mul_8, beta = 1.5, alpha = -0.5);  expand_23 = _unsafe_view_12 = None
    expand_28 = torch.ops.aten.expand.default(baddbmm_7, [2, 8, 8])
    view_29 = torch.ops.aten.view.default(expand_28, [2, 8, 8]);  expand_28 = None
    expand_29 = torch.ops.aten.expand.default(baddbmm_7, [2, 8, 8])
    view_30 = torch.ops.aten.view.default(expand_29, [2, 8, 8]);  expand_29 = None
    bmm_13 = torch.ops.aten.bmm.default(view_29, view_30);  view_29 = view_30 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(bmm_13, [2, 8, 8]);  bmm_13 = None
    expand_30 = torch.ops.aten.expand.default(_unsafe_view_13, [2, 8, 8]);  _unsafe_view_13 = None
    view_31 = torch.ops.aten.view.default(expand_30, [2, 8, 8]);  expand_30 = None
    expand_31 = torch.ops.aten.expand.default(baddbmm_7, [2, 8, 8])
    view_32 = torch.ops.aten.view.default(expand_31, [2, 8, 8]);  expand_31 = None
    bmm_14 = torch.ops.aten.bmm.default(view_31, view_32);  view_31 = view_32 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(bmm_14, [2, 8, 8]);  bmm_14 = None
    baddbmm_8 = torch.ops.aten.baddbmm.default(baddbmm_7, _unsafe_view_14, mul_8, beta = 1.5, alpha = -0.5);  baddbmm_7 = _unsafe_view_14 = None
    expand_32 = torch.ops.aten.expand.default(baddbmm_8, [2, 8, 8])
    view_33 = torch.ops.aten.view.default(expand_32, [2, 8, 8]);  expand_32 = None
    expand_33 = torch.ops.aten.expand.default(baddbmm_8, [2, 8, 8])
    view_34 = torch.ops.aten.view.default(expand_33, [2, 8, 8]);  expand_33 = None
    bmm_15 = torch.ops.aten.bmm.default(view_33, view_34);  view_33 = view_34 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(bmm_15, [2, 8, 8]);  bmm_15 = None
    expand_34 = torch.ops.aten.expand.default(_unsafe_view_15, [2, 8, 8]);  _unsafe_view_15 = None
    view_35 = torch.ops.aten.view.default(expand_34, [2, 8, 8]);  expand_34 = None
    expand_35 = torch.ops.aten.expand.default(baddbmm_8, [2, 8, 8])
    view_36 = torch.ops.aten.view.default(expand_35, [2, 8, 8]);  expand_35 = None
    bmm_16 = torch.ops.aten.bmm.default(view_35, view_36);  view_35 = view_36 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(bmm_16, [2, 8, 8]);  bmm_16 = None
    baddbmm_9 = torch.ops.aten.baddbmm.default(baddbmm_8, _unsafe_view_16, mul_8, beta = 1.5, alpha = -0.5);  baddbmm_8 = _unsafe_view_16 = None
    expand_36 = torch.ops.aten.expand.default(baddbmm_9, [2, 8, 8])
    view_37 = torch.ops.aten.view.default(expand_36, [2, 8, 8]);  expand_36 = None
    expand_37 = torch.ops.aten.expand.default(baddbmm_9, [2, 8, 8])
    view_38 = torch.ops.aten.view.default(expand_37, [2, 8, 8]);  expand_37 = None
    bmm_17 = torch.ops.aten.bmm.default(view_37, view_38);  view_37 = view_38 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_17, [2, 8, 8]);  bmm_17 = None
    expand_38 = torch.ops.aten.expand.default(_unsafe_view_17, [2, 8, 8]);  _unsafe_view_17 = None
    view_39 = torch.ops.aten.view.default(expand_38, [2, 8, 8]);  expand_38 = None
    expand_39 = torch.ops.aten.expand.default(baddbmm_9, [2, 8, 8])
    view_40 = torch.ops.aten.view.default(expand_39, [2, 8, 8]);  expand_39 = None
    bmm_18 = torch.ops.aten.bmm.default(view_39, view_40);  view_39 = view_40 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(bmm_18, [2, 8, 8]);  bmm_18 = None
    baddbmm_10 = torch.ops.aten.baddbmm.default(baddbmm_9, _unsafe_view_18, mul_8, beta = 1.5, alpha = -0.5);  baddbmm_9 = _unsafe_view_18 = None
    expand_40 = torch.ops.aten.expand.default(baddbmm_10, [2, 8, 8])
    view_41 = torch.ops.aten.view.default(expand_40, [2, 8, 8]);  expand_40 = None
    expand_41 = torch.ops.aten.expand.default(baddbmm_10, [2, 8, 8])
    view_42 = torch.ops.aten.view.default(expand_41, [2, 8, 8]);  expand_41 = None
    bmm_19 = torch.ops.aten.bmm.default(view_41, view_42);  view_41 = view_42 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(bmm_19, [2, 8, 8]);  bmm_19 = None
    expand_42 = torch.ops.aten.expand.default(_unsafe_view_19, [2, 8, 8]);  _unsafe_view_19 = None
    view_43 = torch.ops.aten.view.default(expand_42, [2, 8, 8]);  expand_42 = None
    expand_43 = torch.ops.aten.expand.default(baddbmm_10, [2, 8, 8])
    view_44 = torch.ops.aten.view.default(expand_43, [2, 8, 8]);  expand_43 = None
    bmm_20 = torch.ops.aten.bmm.default(view_43, view_44);  view_43 = view_44 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(bmm_20, [2, 8, 8]);  bmm_20 = None
    baddbmm_11 = torch.ops.aten.baddbmm.default(baddbmm_10, _unsafe_view_20, mul_8, beta = 1.5, alpha = -0.5);  baddbmm_10 = _unsafe_view_20 = mul_8 = None
    sqrt_1 = torch.ops.aten.sqrt.default(reciprocal__1);  reciprocal__1 = None
    mul__1 = torch.ops.aten.mul_.Tensor(baddbmm_11, sqrt_1);  baddbmm_11 = sqrt_1 = None
    mul_9 = torch.ops.aten.mul.Tensor(mean_1, 0.1);  mean_1 = None
    _tensor_constant2 = self._tensor_constant2
    mul_10 = torch.ops.aten.mul.Tensor(_tensor_constant2, 0.9);  _tensor_constant2 = None
    add_3 = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    _tensor_constant2_1 = self._tensor_constant2
    copy__2 = torch.ops.aten.copy_.default(_tensor_constant2_1, add_3);  _tensor_constant2_1 = add_3 = copy__2 = None
    mul_11 = torch.ops.aten.mul.Tensor(mul__1, 0.1)
    _tensor_constant3 = self._tensor_constant3
    mul_12 = torch.ops.aten.mul.Tensor(_tensor_constant3, 0.9);  _tensor_constant3 = None
    add_4 = torch.ops.aten.add.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    _tensor_constant3_1 = self._tensor_constant3
    copy__3 = torch.ops.aten.copy_.default(_tensor_constant3_1, add_4);  _tensor_constant3_1 = add_4 = copy__3 = None
    expand_44 = torch.ops.aten.expand.default(mul__1, [2, 8, 8]);  mul__1 = None
    view_45 = torch.ops.aten.view.default(expand_44, [2, 8, 8]);  expand_44 = None
    expand_45 = torch.ops.aten.expand.default(sub_1, [2, 8, 64]);  sub_1 = None
    view_46 = torch.ops.aten.view.default(expand_45, [2, 8, 64]);  expand_45 = None
    bmm_21 = torch.ops.aten.bmm.default(view_45, view_46);  view_45 = view_46 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(bmm_21, [2, 8, 64]);  bmm_21 = None
    view_47 = torch.ops.aten.view.default(_unsafe_view_21, [16, 4, 4, 4]);  _unsafe_view_21 = None
    transpose_5 = torch.ops.aten.transpose.int(view_47, 0, 1);  view_47 = None
    clone_3 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _param_constant4 = self._param_constant4
    mul_13 = torch.ops.aten.mul.Tensor(clone_3, _param_constant4);  clone_3 = _param_constant4 = None
    _param_constant5 = self._param_constant5
    add_5 = torch.ops.aten.add.Tensor(mul_13, _param_constant5);  mul_13 = _param_constant5 = None
    relu__1 = torch.ops.aten.relu_.default(add_5);  add_5 = None
    detach_1 = torch.ops.aten.detach.default(relu__1);  detach_1 = None
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu__1, [2, 2], [2, 2]);  relu__1 = None
    getitem_2 = max_pool2d_with_indices_1[0]
    getitem_3 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = getitem_3 = None
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(getitem_2, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem_2 = _param_constant6 = None
    transpose_6 = torch.ops.aten.transpose.int(convolution_2, 0, 1);  convolution_2 = None
    clone_4 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    view_48 = torch.ops.aten.view.default(clone_4, [4, 8, -1]);  clone_4 = None
    mean_2 = torch.ops.aten.mean.dim(view_48, [-1], True)
    sub_2 = torch.ops.aten.sub.Tensor(view_48, mean_2);  view_48 = None
    eye_2 = torch.ops.aten.eye.default(8, device = device(type='cpu'), pin_memory = False)
    expand_46 = torch.ops.aten.expand.default(eye_2, [4, 8, 8]);  eye_2 = None
    transpose_7 = torch.ops.aten.transpose.int(sub_2, 1, 2)
    baddbmm_12 = torch.ops.aten.baddbmm.default(expand_46, sub_2, transpose_7, beta = 1e-05, alpha = 0.0625);  transpose_7 = None
    mul_14 = torch.ops.aten.mul.Tensor(baddbmm_12, expand_46)
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_14, [1, 2], True);  mul_14 = None
    reciprocal__2 = torch.ops.aten.reciprocal_.default(sum_3);  sum_3 = None
    mul_15 = torch.ops.aten.mul.Tensor(baddbmm_12, reciprocal__2);  baddbmm_12 = None
    expand_47 = torch.ops.aten.expand.default(expand_46, [4, 8, 8])
    view_49 = torch.ops.aten.view.default(expand_47, [4, 8, 8]);  expand_47 = None
    expand_48 = torch.ops.aten.expand.default(expand_46, [4, 8, 8])
    view_50 = torch.ops.aten.view.default(expand_48, [4, 8, 8]);  expand_48 = None
    bmm_22 = torch.ops.aten.bmm.default(view_49, view_50);  view_49 = view_50 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(bmm_22, [4, 8, 8]);  bmm_22 = None
    expand_49 = torch.ops.aten.expand.default(_unsafe_view_22, [4, 8, 8]);  _unsafe_view_22 = None
    view_51 = torch.ops.aten.view.default(expand_49, [4, 8, 8]);  expand_49 = None
    expand_50 = torch.ops.aten.expand.default(expand_46, [4, 8, 8])
    view_52 = torch.ops.aten.view.default(expand_50, [4, 8, 8]);  expand_50 = None
    bmm_23 = torch.ops.aten.bmm.default(view_51, view_52);  view_51 = view_52 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(bmm_23, [4, 8, 8]);  bmm_23 = None
    baddbmm_13 = torch.ops.aten.baddbmm.default(expand_46, _unsafe_view_23, mul_15, beta = 1.5, alpha = -0.5);  expand_46 = _unsafe_view_23 = None
    expand_51 = torch.ops.aten.expand.default(baddbmm_13, [4, 8, 8])
    view_53 = torch.ops.aten.view.default(expand_51, [4, 8, 8]);  expand_51 = None
    expand_52 = torch.ops.aten.expand.default(baddbmm_13, [4, 8, 8])
    view_54 = torch.ops.aten.view.default(expand_52, [4, 8, 8]);  expand_52 = None
    bmm_24 = torch.ops.aten.bmm.default(view_53, view_54);  view_53 = view_54 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(bmm_24, [4, 8, 8]);  bmm_24 = None
    expand_53 = torch.ops.aten.expand.default(_unsafe_view_24, [4, 8, 8]);  _unsafe_view_24 = None
    view_55 = torch.ops.aten.view.default(expand_53, [4, 8, 8]);  expand_53 = None
    expand_54 = torch.ops.aten.expand.default(baddbmm_13, [4, 8, 8])
    view_56 = torch.ops.aten.view.default(expand_54, [4, 8, 8]);  expand_54 = None
    bmm_25 = torch.ops.aten.bmm.default(view_55, view_56);  view_55 = view_56 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(bmm_25, [4, 8, 8]);  bmm_25 = None
    baddbmm_14 = torch.ops.aten.baddbmm.default(baddbmm_13, _unsafe_view_25, mul_15, beta = 1.5, alpha = -0.5);  baddbmm_13 = _unsafe_view_25 = None
    expand_55 = torch.ops.aten.expand.default(baddbmm_14, [4, 8, 8])
    view_57 = torch.ops.aten.view.default(expand_55, [4, 8, 8]);  expand_55 = None
    expand_56 = torch.ops.aten.expand.default(baddbmm_14, [4, 8, 8])
    view_58 = torch.ops.aten.view.default(expand_56, [4, 8, 8]);  expand_56 = None
    bmm_26 = torch.ops.aten.bmm.default(view_57, view_58);  view_57 = view_58 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(bmm_26, [4, 8, 8]);  bmm_26 = None
    expand_57 = torch.ops.aten.expand.default(_unsafe_view_26, [4, 8, 8]);  _unsafe_view_26 = None
    view_59 = torch.ops.aten.view.default(expand_57, [4, 8, 8]);  expand_57 = None
    expand_58 = torch.ops.aten.expand.default(baddbmm_14, [4, 8, 8])
    view_60 = torch.ops.aten.view.default(expand_58, [4, 8, 8]);  expand_58 = None
    bmm_27 = torch.ops.aten.bmm.default(view_59, view_60);  view_59 = view_60 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(bmm_27, [4, 8, 8]);  bmm_27 = None
    baddbmm_15 = torch.ops.aten.baddbmm.default(baddbmm_14, _unsafe_view_27, mul_15, beta = 1.5, alpha = -0.5);  baddbmm_14 = _unsafe_view_27 = None
    expand_59 = torch.ops.aten.expand.default(baddbmm_15, [4, 8, 8])
    view_61 = torch.ops.aten.view.default(expand_59, [4, 8, 8]);  expand_59 = None
    expand_60 = torch.ops.aten.expand.default(baddbmm_15, [4, 8, 8])
    view_62 = torch.ops.aten.view.default(expand_60, [4, 8, 8]);  expand_60 = None
    bmm_28 = torch.ops.aten.bmm.default(view_61, view_62);  view_61 = view_62 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(bmm_28, [4, 8, 8]);  bmm_28 = None
    expand_61 = torch.ops.aten.expand.default(_unsafe_view_28, [4, 8, 8]);  _unsafe_view_28 = None
    view_63 = torch.ops.aten.view.default(expand_61, [4, 8, 8]);  expand_61 = None
    expand_62 = torch.ops.aten.expand.default(baddbmm_15, [4, 8, 8])
    view_64 = torch.ops.aten.view.default(expand_62, [4, 8, 8]);  expand_62 = None
    bmm_29 = torch.ops.aten.bmm.default(view_63, view_64);  view_63 = view_64 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(bmm_29, [4, 8, 8]);  bmm_29 = None
    baddbmm_16 = torch.ops.aten.baddbmm.default(baddbmm_15, _unsafe_view_29, mul_15, beta = 1.5, alpha = -0.5);  baddbmm_15 = _unsafe_view_29 = None
    expand_63 = torch.ops.aten.expand.default(baddbmm_16, [4, 8, 8])
    view_65 = torch.ops.aten.view.default(expand_63, [4, 8, 8]);  expand_63 = None
    expand_64 = torch.ops.aten.expand.default(baddbmm_16, [4, 8, 8])
    view_66 = torch.ops.aten.view.default(expand_64, [4, 8, 8]);  expand_64 = None
    bmm_30 = torch.ops.aten.bmm.default(view_65, view_66);  view_65 = view_66 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(bmm_30, [4, 8, 8]);  bmm_30 = None
    expand_65 = torch.ops.aten.expand.default(_unsafe_view_30, [4, 8, 8]);  _unsafe_view_30 = None
    view_67 = torch.ops.aten.view.default(expand_65, [4, 8, 8]);  expand_65 = None
    expand_66 = torch.ops.aten.expand.default(baddbmm_16, [4, 8, 8])
    view_68 = torch.ops.aten.view.default(expand_66, [4, 8, 8]);  expand_66 = None
    bmm_31 = torch.ops.aten.bmm.default(view_67, view_68);  view_67 = view_68 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(bmm_31, [4, 8, 8]);  bmm_31 = None
    baddbmm_17 = torch.ops.aten.baddbmm.default(baddbmm_16, _unsafe_view_31, mul_15, beta = 1.5, alpha = -0.5);  baddbmm_16 = _unsafe_view_31 = mul_15 = None
    sqrt_2 = torch.ops.aten.sqrt.default(reciprocal__2);  reciprocal__2 = None
    mul__2 = torch.ops.aten.mul_.Tensor(baddbmm_17, sqrt_2);  baddbmm_17 = sqrt_2 = None
    mul_16 = torch.ops.aten.mul.Tensor(mean_2, 0.1);  mean_2 = None
    _tensor_constant4 = self._tensor_constant4
    mul_17 = torch.ops.aten.mul.Tensor(_tensor_constant4, 0.9);  _tensor_constant4 = None
    add_6 = torch.ops.aten.add.Tensor(mul_16, mul_17);  mul_16 = mul_17 = None
    _tensor_constant4_1 = self._tensor_constant4
    copy__4 = torch.ops.aten.copy_.default(_tensor_constant4_1, add_6);  _tensor_constant4_1 = add_6 = copy__4 = None
    mul_18 = torch.ops.aten.mul.Tensor(mul__2, 0.1)
    _tensor_constant5 = self._tensor_constant5
    mul_19 = torch.ops.aten.mul.Tensor(_tensor_constant5, 0.9);  _tensor_constant5 = None
    add_7 = torch.ops.aten.add.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
    _tensor_constant5_1 = self._tensor_constant5
    copy__5 = torch.ops.aten.copy_.default(_tensor_constant5_1, add_7);  _tensor_constant5_1 = add_7 = copy__5 = None
    expand_67 = torch.ops.aten.expand.default(mul__2, [4, 8, 8]);  mul__2 = None
    view_69 = torch.ops.aten.view.default(expand_67, [4, 8, 8]);  expand_67 = None
    expand_68 = torch.ops.aten.expand.default(sub_2, [4, 8, 16]);  sub_2 = None
    view_70 = torch.ops.aten.view.default(expand_68, [4, 8, 16]);  expand_68 = None
    bmm_32 = torch.ops.aten.bmm.default(view_69, view_70);  view_69 = view_70 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(bmm_32, [4, 8, 16]);  bmm_32 = None
    view_71 = torch.ops.aten.view.default(_unsafe_view_32, [32, 4, 2, 2]);  _unsafe_view_32 = None
    transpose_8 = torch.ops.aten.transpose.int(view_71, 0, 1);  view_71 = None
    clone_5 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _param_constant7 = self._param_constant7
    mul_20 = torch.ops.aten.mul.Tensor(clone_5, _param_constant7);  clone_5 = _param_constant7 = None
    _param_constant8 = self._param_constant8
    add_8 = torch.ops.aten.add.Tensor(mul_20, _param_constant8);  mul_20 = _param_constant8 = None
    relu__2 = torch.ops.aten.relu_.default(add_8);  add_8 = None
    detach_2 = torch.ops.aten.detach.default(relu__2);  detach_2 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(relu__2, [2, 2], [2, 2]);  relu__2 = None
    view_72 = torch.ops.aten.view.default(avg_pool2d, [4, -1]);  avg_pool2d = None
    _param_constant9 = self._param_constant9
    t = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm = torch.ops.aten.addmm.default(_param_constant10, view_72, t);  _param_constant10 = view_72 = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_4 = nll_loss_forward[0]
    getitem_5 = nll_loss_forward[1];  nll_loss_forward = getitem_5 = None
    return getitem_4
    