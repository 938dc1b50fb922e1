


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant0 = None
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
    baddbmm_1 = torch.ops.aten.baddbmm.default(expand, _unsafe_view_1, mul_1, beta = 1.5, alpha = -0.5);  _unsafe_view_1 = None
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
    baddbmm_2 = torch.ops.aten.baddbmm.default(baddbmm_1, _unsafe_view_3, mul_1, beta = 1.5, alpha = -0.5);  _unsafe_view_3 = None
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
    baddbmm_3 = torch.ops.aten.baddbmm.default(baddbmm_2, _unsafe_view_5, mul_1, beta = 1.5, alpha = -0.5);  _unsafe_view_5 = None
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
    baddbmm_4 = torch.ops.aten.baddbmm.default(baddbmm_3, _unsafe_view_7, mul_1, beta = 1.5, alpha = -0.5);  _unsafe_view_7 = None
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
    baddbmm_5 = torch.ops.aten.baddbmm.default(baddbmm_4, _unsafe_view_9, mul_1, beta = 1.5, alpha = -0.5);  _unsafe_view_9 = None
    sqrt = torch.ops.aten.sqrt.default(reciprocal_)
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
    expand_21 = torch.ops.aten.expand.default(mul_, [1, 8, 8])
    view_21 = torch.ops.aten.view.default(expand_21, [1, 8, 8]);  expand_21 = None
    expand_22 = torch.ops.aten.expand.default(sub, [1, 8, 256])
    view_22 = torch.ops.aten.view.default(expand_22, [1, 8, 256]);  expand_22 = None
    bmm_10 = torch.ops.aten.bmm.default(view_21, view_22);  view_21 = view_22 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(bmm_10, [1, 8, 256]);  bmm_10 = None
    view_23 = torch.ops.aten.view.default(_unsafe_view_10, [8, 4, 8, 8]);  _unsafe_view_10 = None
    transpose_2 = torch.ops.aten.transpose.int(view_23, 0, 1);  view_23 = None
    clone_1 = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    _param_constant1 = self._param_constant1
    mul_6 = torch.ops.aten.mul.Tensor(clone_1, _param_constant1);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    add_2 = torch.ops.aten.add.Tensor(mul_6, _param_constant2);  mul_6 = _param_constant2 = None
    relu_ = torch.ops.aten.relu_.default(add_2);  add_2 = None
    detach = torch.ops.aten.detach.default(relu_)
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_, [2, 2], [2, 2])
    getitem = max_pool2d_with_indices[0]
    getitem_1 = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(getitem, _param_constant3, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant3 = None
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
    baddbmm_7 = torch.ops.aten.baddbmm.default(expand_23, _unsafe_view_12, mul_8, beta = 1.5, alpha = -0.5);  _unsafe_view_12 = None
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
    baddbmm_8 = torch.ops.aten.baddbmm.default(baddbmm_7, _unsafe_view_14, mul_8, beta = 1.5, alpha = -0.5);  _unsafe_view_14 = None
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
    baddbmm_9 = torch.ops.aten.baddbmm.default(baddbmm_8, _unsafe_view_16, mul_8, beta = 1.5, alpha = -0.5);  _unsafe_view_16 = None
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
    baddbmm_10 = torch.ops.aten.baddbmm.default(baddbmm_9, _unsafe_view_18, mul_8, beta = 1.5, alpha = -0.5);  _unsafe_view_18 = None
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
    baddbmm_11 = torch.ops.aten.baddbmm.default(baddbmm_10, _unsafe_view_20, mul_8, beta = 1.5, alpha = -0.5);  _unsafe_view_20 = None
    sqrt_1 = torch.ops.aten.sqrt.default(reciprocal__1)
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
    expand_44 = torch.ops.aten.expand.default(mul__1, [2, 8, 8])
    view_45 = torch.ops.aten.view.default(expand_44, [2, 8, 8]);  expand_44 = None
    expand_45 = torch.ops.aten.expand.default(sub_1, [2, 8, 64])
    view_46 = torch.ops.aten.view.default(expand_45, [2, 8, 64]);  expand_45 = None
    bmm_21 = torch.ops.aten.bmm.default(view_45, view_46);  view_45 = view_46 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(bmm_21, [2, 8, 64]);  bmm_21 = None
    view_47 = torch.ops.aten.view.default(_unsafe_view_21, [16, 4, 4, 4]);  _unsafe_view_21 = None
    transpose_5 = torch.ops.aten.transpose.int(view_47, 0, 1);  view_47 = None
    clone_3 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _param_constant4 = self._param_constant4
    mul_13 = torch.ops.aten.mul.Tensor(clone_3, _param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    add_5 = torch.ops.aten.add.Tensor(mul_13, _param_constant5);  mul_13 = _param_constant5 = None
    relu__1 = torch.ops.aten.relu_.default(add_5);  add_5 = None
    detach_1 = torch.ops.aten.detach.default(relu__1)
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu__1, [2, 2], [2, 2])
    getitem_2 = max_pool2d_with_indices_1[0]
    getitem_3 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = None
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(getitem_2, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant6 = None
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
    baddbmm_13 = torch.ops.aten.baddbmm.default(expand_46, _unsafe_view_23, mul_15, beta = 1.5, alpha = -0.5);  _unsafe_view_23 = None
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
    baddbmm_14 = torch.ops.aten.baddbmm.default(baddbmm_13, _unsafe_view_25, mul_15, beta = 1.5, alpha = -0.5);  _unsafe_view_25 = None
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
    baddbmm_15 = torch.ops.aten.baddbmm.default(baddbmm_14, _unsafe_view_27, mul_15, beta = 1.5, alpha = -0.5);  _unsafe_view_27 = None
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
    baddbmm_16 = torch.ops.aten.baddbmm.default(baddbmm_15, _unsafe_view_29, mul_15, beta = 1.5, alpha = -0.5);  _unsafe_view_29 = None
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
    baddbmm_17 = torch.ops.aten.baddbmm.default(baddbmm_16, _unsafe_view_31, mul_15, beta = 1.5, alpha = -0.5);  _unsafe_view_31 = None
    sqrt_2 = torch.ops.aten.sqrt.default(reciprocal__2)
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
    expand_67 = torch.ops.aten.expand.default(mul__2, [4, 8, 8])
    view_69 = torch.ops.aten.view.default(expand_67, [4, 8, 8]);  expand_67 = None
    expand_68 = torch.ops.aten.expand.default(sub_2, [4, 8, 16])
    view_70 = torch.ops.aten.view.default(expand_68, [4, 8, 16]);  expand_68 = None
    bmm_32 = torch.ops.aten.bmm.default(view_69, view_70);  view_69 = view_70 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(bmm_32, [4, 8, 16]);  bmm_32 = None
    view_71 = torch.ops.aten.view.default(_unsafe_view_32, [32, 4, 2, 2]);  _unsafe_view_32 = None
    transpose_8 = torch.ops.aten.transpose.int(view_71, 0, 1);  view_71 = None
    clone_5 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _param_constant7 = self._param_constant7
    mul_20 = torch.ops.aten.mul.Tensor(clone_5, _param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    add_8 = torch.ops.aten.add.Tensor(mul_20, _param_constant8);  mul_20 = _param_constant8 = None
    relu__2 = torch.ops.aten.relu_.default(add_8);  add_8 = None
    detach_2 = torch.ops.aten.detach.default(relu__2)
    avg_pool2d = torch.ops.aten.avg_pool2d.default(relu__2, [2, 2], [2, 2])
    view_72 = torch.ops.aten.view.default(avg_pool2d, [4, -1]);  avg_pool2d = None
    _param_constant9 = self._param_constant9
    t = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm = torch.ops.aten.addmm.default(_param_constant10, view_72, t);  _param_constant10 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_4 = nll_loss_forward[0]
    getitem_5 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_4, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_5);  ones_like = _log_softmax = labels_1 = getitem_5 = None
    detach_4 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_4, 1, torch.float32);  nll_loss_backward = detach_4 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_2, view_72);  t_2 = view_72 = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_73 = torch.ops.aten.view.default(sum_4, [5]);  sum_4 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_74 = torch.ops.aten.view.default(mm, [4, 32, 1, 1]);  mm = None
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(view_74, relu__2, [2, 2], [2, 2], [0, 0], False, True, None);  view_74 = relu__2 = None
    detach_5 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(avg_pool2d_backward, detach_5, 0);  avg_pool2d_backward = detach_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0, 2, 3], True)
    mul_21 = torch.ops.aten.mul.Tensor(threshold_backward, clone_5);  clone_5 = None
    _param_constant7_1 = self._param_constant7
    mul_22 = torch.ops.aten.mul.Tensor(threshold_backward, _param_constant7_1);  threshold_backward = _param_constant7_1 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_21, [0, 2, 3], True);  mul_21 = None
    transpose_9 = torch.ops.aten.transpose.int(mul_15, -2, -1);  mul_15 = None
    transpose_10 = torch.ops.aten.transpose.int(mul_22, 0, 1);  mul_22 = None
    clone_6 = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
    view_75 = torch.ops.aten.view.default(clone_6, [4, 8, 16]);  clone_6 = None
    transpose_11 = torch.ops.aten.transpose.int(sub_2, -2, -1)
    expand_69 = torch.ops.aten.expand.default(view_75, [4, 8, 16])
    view_76 = torch.ops.aten.view.default(expand_69, [4, 8, 16]);  expand_69 = None
    expand_70 = torch.ops.aten.expand.default(transpose_11, [4, 16, 8]);  transpose_11 = None
    view_77 = torch.ops.aten.view.default(expand_70, [4, 16, 8]);  expand_70 = None
    bmm_33 = torch.ops.aten.bmm.default(view_76, view_77);  view_76 = view_77 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(bmm_33, [4, 8, 8]);  bmm_33 = None
    sqrt_3 = torch.ops.aten.sqrt.default(reciprocal__2)
    mul_23 = torch.ops.aten.mul.Tensor(_unsafe_view_33, sqrt_3);  sqrt_3 = None
    transpose_12 = torch.ops.aten.transpose.int(baddbmm_16, -2, -1);  baddbmm_16 = None
    expand_71 = torch.ops.aten.expand.default(transpose_12, [4, 8, 8])
    view_78 = torch.ops.aten.view.default(expand_71, [4, 8, 8]);  expand_71 = None
    expand_72 = torch.ops.aten.expand.default(transpose_12, [4, 8, 8])
    view_79 = torch.ops.aten.view.default(expand_72, [4, 8, 8]);  expand_72 = None
    bmm_34 = torch.ops.aten.bmm.default(view_78, view_79);  view_78 = view_79 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(bmm_34, [4, 8, 8]);  bmm_34 = None
    expand_73 = torch.ops.aten.expand.default(_unsafe_view_34, [4, 8, 8])
    view_80 = torch.ops.aten.view.default(expand_73, [4, 8, 8]);  expand_73 = None
    expand_74 = torch.ops.aten.expand.default(transpose_12, [4, 8, 8])
    view_81 = torch.ops.aten.view.default(expand_74, [4, 8, 8]);  expand_74 = None
    bmm_35 = torch.ops.aten.bmm.default(view_80, view_81);  view_80 = view_81 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(bmm_35, [4, 8, 8]);  bmm_35 = None
    expand_75 = torch.ops.aten.expand.default(_unsafe_view_35, [4, 8, 8]);  _unsafe_view_35 = None
    view_82 = torch.ops.aten.view.default(expand_75, [4, 8, 8]);  expand_75 = None
    expand_76 = torch.ops.aten.expand.default(mul_23, [4, 8, 8])
    view_83 = torch.ops.aten.view.default(expand_76, [4, 8, 8]);  expand_76 = None
    bmm_36 = torch.ops.aten.bmm.default(view_82, view_83);  view_82 = view_83 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(bmm_36, [4, 8, 8]);  bmm_36 = None
    add_9 = torch.ops.aten.add.Tensor(_unsafe_view_36, 0);  _unsafe_view_36 = None
    expand_77 = torch.ops.aten.expand.default(mul_23, [4, 8, 8])
    view_84 = torch.ops.aten.view.default(expand_77, [4, 8, 8]);  expand_77 = None
    expand_78 = torch.ops.aten.expand.default(transpose_9, [4, 8, 8])
    view_85 = torch.ops.aten.view.default(expand_78, [4, 8, 8]);  expand_78 = None
    bmm_37 = torch.ops.aten.bmm.default(view_84, view_85);  view_84 = view_85 = None
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(bmm_37, [4, 8, 8]);  bmm_37 = None
    baddbmm_ = torch.ops.aten.baddbmm_.default(mul_23, _unsafe_view_37, _unsafe_view_34, beta = 1.5, alpha = -0.5);  mul_23 = None
    baddbmm__1 = torch.ops.aten.baddbmm_.default(baddbmm_, _unsafe_view_34, _unsafe_view_37, alpha = -0.5);  baddbmm_ = _unsafe_view_34 = None
    expand_79 = torch.ops.aten.expand.default(transpose_12, [4, 8, 8])
    view_86 = torch.ops.aten.view.default(expand_79, [4, 8, 8]);  expand_79 = None
    expand_80 = torch.ops.aten.expand.default(_unsafe_view_37, [4, 8, 8]);  _unsafe_view_37 = None
    view_87 = torch.ops.aten.view.default(expand_80, [4, 8, 8]);  expand_80 = None
    bmm_38 = torch.ops.aten.bmm.default(view_86, view_87);  view_86 = view_87 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(bmm_38, [4, 8, 8]);  bmm_38 = None
    baddbmm__2 = torch.ops.aten.baddbmm_.default(baddbmm__1, _unsafe_view_38, transpose_12, alpha = -0.5);  baddbmm__1 = _unsafe_view_38 = transpose_12 = None
    transpose_13 = torch.ops.aten.transpose.int(baddbmm_15, -2, -1);  baddbmm_15 = None
    expand_81 = torch.ops.aten.expand.default(transpose_13, [4, 8, 8])
    view_88 = torch.ops.aten.view.default(expand_81, [4, 8, 8]);  expand_81 = None
    expand_82 = torch.ops.aten.expand.default(transpose_13, [4, 8, 8])
    view_89 = torch.ops.aten.view.default(expand_82, [4, 8, 8]);  expand_82 = None
    bmm_39 = torch.ops.aten.bmm.default(view_88, view_89);  view_88 = view_89 = None
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(bmm_39, [4, 8, 8]);  bmm_39 = None
    expand_83 = torch.ops.aten.expand.default(_unsafe_view_39, [4, 8, 8])
    view_90 = torch.ops.aten.view.default(expand_83, [4, 8, 8]);  expand_83 = None
    expand_84 = torch.ops.aten.expand.default(transpose_13, [4, 8, 8])
    view_91 = torch.ops.aten.view.default(expand_84, [4, 8, 8]);  expand_84 = None
    bmm_40 = torch.ops.aten.bmm.default(view_90, view_91);  view_90 = view_91 = None
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(bmm_40, [4, 8, 8]);  bmm_40 = None
    expand_85 = torch.ops.aten.expand.default(_unsafe_view_40, [4, 8, 8]);  _unsafe_view_40 = None
    view_92 = torch.ops.aten.view.default(expand_85, [4, 8, 8]);  expand_85 = None
    expand_86 = torch.ops.aten.expand.default(baddbmm__2, [4, 8, 8])
    view_93 = torch.ops.aten.view.default(expand_86, [4, 8, 8]);  expand_86 = None
    bmm_41 = torch.ops.aten.bmm.default(view_92, view_93);  view_92 = view_93 = None
    _unsafe_view_41 = torch.ops.aten._unsafe_view.default(bmm_41, [4, 8, 8]);  bmm_41 = None
    add_ = torch.ops.aten.add_.Tensor(add_9, _unsafe_view_41);  add_9 = _unsafe_view_41 = None
    expand_87 = torch.ops.aten.expand.default(baddbmm__2, [4, 8, 8])
    view_94 = torch.ops.aten.view.default(expand_87, [4, 8, 8]);  expand_87 = None
    expand_88 = torch.ops.aten.expand.default(transpose_9, [4, 8, 8])
    view_95 = torch.ops.aten.view.default(expand_88, [4, 8, 8]);  expand_88 = None
    bmm_42 = torch.ops.aten.bmm.default(view_94, view_95);  view_94 = view_95 = None
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(bmm_42, [4, 8, 8]);  bmm_42 = None
    baddbmm__3 = torch.ops.aten.baddbmm_.default(baddbmm__2, _unsafe_view_42, _unsafe_view_39, beta = 1.5, alpha = -0.5);  baddbmm__2 = None
    baddbmm__4 = torch.ops.aten.baddbmm_.default(baddbmm__3, _unsafe_view_39, _unsafe_view_42, alpha = -0.5);  baddbmm__3 = _unsafe_view_39 = None
    expand_89 = torch.ops.aten.expand.default(transpose_13, [4, 8, 8])
    view_96 = torch.ops.aten.view.default(expand_89, [4, 8, 8]);  expand_89 = None
    expand_90 = torch.ops.aten.expand.default(_unsafe_view_42, [4, 8, 8]);  _unsafe_view_42 = None
    view_97 = torch.ops.aten.view.default(expand_90, [4, 8, 8]);  expand_90 = None
    bmm_43 = torch.ops.aten.bmm.default(view_96, view_97);  view_96 = view_97 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(bmm_43, [4, 8, 8]);  bmm_43 = None
    baddbmm__5 = torch.ops.aten.baddbmm_.default(baddbmm__4, _unsafe_view_43, transpose_13, alpha = -0.5);  baddbmm__4 = _unsafe_view_43 = transpose_13 = None
    transpose_14 = torch.ops.aten.transpose.int(baddbmm_14, -2, -1);  baddbmm_14 = None
    expand_91 = torch.ops.aten.expand.default(transpose_14, [4, 8, 8])
    view_98 = torch.ops.aten.view.default(expand_91, [4, 8, 8]);  expand_91 = None
    expand_92 = torch.ops.aten.expand.default(transpose_14, [4, 8, 8])
    view_99 = torch.ops.aten.view.default(expand_92, [4, 8, 8]);  expand_92 = None
    bmm_44 = torch.ops.aten.bmm.default(view_98, view_99);  view_98 = view_99 = None
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(bmm_44, [4, 8, 8]);  bmm_44 = None
    expand_93 = torch.ops.aten.expand.default(_unsafe_view_44, [4, 8, 8])
    view_100 = torch.ops.aten.view.default(expand_93, [4, 8, 8]);  expand_93 = None
    expand_94 = torch.ops.aten.expand.default(transpose_14, [4, 8, 8])
    view_101 = torch.ops.aten.view.default(expand_94, [4, 8, 8]);  expand_94 = None
    bmm_45 = torch.ops.aten.bmm.default(view_100, view_101);  view_100 = view_101 = None
    _unsafe_view_45 = torch.ops.aten._unsafe_view.default(bmm_45, [4, 8, 8]);  bmm_45 = None
    expand_95 = torch.ops.aten.expand.default(_unsafe_view_45, [4, 8, 8]);  _unsafe_view_45 = None
    view_102 = torch.ops.aten.view.default(expand_95, [4, 8, 8]);  expand_95 = None
    expand_96 = torch.ops.aten.expand.default(baddbmm__5, [4, 8, 8])
    view_103 = torch.ops.aten.view.default(expand_96, [4, 8, 8]);  expand_96 = None
    bmm_46 = torch.ops.aten.bmm.default(view_102, view_103);  view_102 = view_103 = None
    _unsafe_view_46 = torch.ops.aten._unsafe_view.default(bmm_46, [4, 8, 8]);  bmm_46 = None
    add__1 = torch.ops.aten.add_.Tensor(add_, _unsafe_view_46);  add_ = _unsafe_view_46 = None
    expand_97 = torch.ops.aten.expand.default(baddbmm__5, [4, 8, 8])
    view_104 = torch.ops.aten.view.default(expand_97, [4, 8, 8]);  expand_97 = None
    expand_98 = torch.ops.aten.expand.default(transpose_9, [4, 8, 8])
    view_105 = torch.ops.aten.view.default(expand_98, [4, 8, 8]);  expand_98 = None
    bmm_47 = torch.ops.aten.bmm.default(view_104, view_105);  view_104 = view_105 = None
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(bmm_47, [4, 8, 8]);  bmm_47 = None
    baddbmm__6 = torch.ops.aten.baddbmm_.default(baddbmm__5, _unsafe_view_47, _unsafe_view_44, beta = 1.5, alpha = -0.5);  baddbmm__5 = None
    baddbmm__7 = torch.ops.aten.baddbmm_.default(baddbmm__6, _unsafe_view_44, _unsafe_view_47, alpha = -0.5);  baddbmm__6 = _unsafe_view_44 = None
    expand_99 = torch.ops.aten.expand.default(transpose_14, [4, 8, 8])
    view_106 = torch.ops.aten.view.default(expand_99, [4, 8, 8]);  expand_99 = None
    expand_100 = torch.ops.aten.expand.default(_unsafe_view_47, [4, 8, 8]);  _unsafe_view_47 = None
    view_107 = torch.ops.aten.view.default(expand_100, [4, 8, 8]);  expand_100 = None
    bmm_48 = torch.ops.aten.bmm.default(view_106, view_107);  view_106 = view_107 = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(bmm_48, [4, 8, 8]);  bmm_48 = None
    baddbmm__8 = torch.ops.aten.baddbmm_.default(baddbmm__7, _unsafe_view_48, transpose_14, alpha = -0.5);  baddbmm__7 = _unsafe_view_48 = transpose_14 = None
    transpose_15 = torch.ops.aten.transpose.int(baddbmm_13, -2, -1);  baddbmm_13 = None
    expand_101 = torch.ops.aten.expand.default(transpose_15, [4, 8, 8])
    view_108 = torch.ops.aten.view.default(expand_101, [4, 8, 8]);  expand_101 = None
    expand_102 = torch.ops.aten.expand.default(transpose_15, [4, 8, 8])
    view_109 = torch.ops.aten.view.default(expand_102, [4, 8, 8]);  expand_102 = None
    bmm_49 = torch.ops.aten.bmm.default(view_108, view_109);  view_108 = view_109 = None
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(bmm_49, [4, 8, 8]);  bmm_49 = None
    expand_103 = torch.ops.aten.expand.default(_unsafe_view_49, [4, 8, 8])
    view_110 = torch.ops.aten.view.default(expand_103, [4, 8, 8]);  expand_103 = None
    expand_104 = torch.ops.aten.expand.default(transpose_15, [4, 8, 8])
    view_111 = torch.ops.aten.view.default(expand_104, [4, 8, 8]);  expand_104 = None
    bmm_50 = torch.ops.aten.bmm.default(view_110, view_111);  view_110 = view_111 = None
    _unsafe_view_50 = torch.ops.aten._unsafe_view.default(bmm_50, [4, 8, 8]);  bmm_50 = None
    expand_105 = torch.ops.aten.expand.default(_unsafe_view_50, [4, 8, 8]);  _unsafe_view_50 = None
    view_112 = torch.ops.aten.view.default(expand_105, [4, 8, 8]);  expand_105 = None
    expand_106 = torch.ops.aten.expand.default(baddbmm__8, [4, 8, 8])
    view_113 = torch.ops.aten.view.default(expand_106, [4, 8, 8]);  expand_106 = None
    bmm_51 = torch.ops.aten.bmm.default(view_112, view_113);  view_112 = view_113 = None
    _unsafe_view_51 = torch.ops.aten._unsafe_view.default(bmm_51, [4, 8, 8]);  bmm_51 = None
    add__2 = torch.ops.aten.add_.Tensor(add__1, _unsafe_view_51);  add__1 = _unsafe_view_51 = None
    expand_107 = torch.ops.aten.expand.default(baddbmm__8, [4, 8, 8])
    view_114 = torch.ops.aten.view.default(expand_107, [4, 8, 8]);  expand_107 = None
    expand_108 = torch.ops.aten.expand.default(transpose_9, [4, 8, 8])
    view_115 = torch.ops.aten.view.default(expand_108, [4, 8, 8]);  expand_108 = None
    bmm_52 = torch.ops.aten.bmm.default(view_114, view_115);  view_114 = view_115 = None
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(bmm_52, [4, 8, 8]);  bmm_52 = None
    baddbmm__9 = torch.ops.aten.baddbmm_.default(baddbmm__8, _unsafe_view_52, _unsafe_view_49, beta = 1.5, alpha = -0.5);  baddbmm__8 = None
    baddbmm__10 = torch.ops.aten.baddbmm_.default(baddbmm__9, _unsafe_view_49, _unsafe_view_52, alpha = -0.5);  baddbmm__9 = _unsafe_view_49 = None
    expand_109 = torch.ops.aten.expand.default(transpose_15, [4, 8, 8])
    view_116 = torch.ops.aten.view.default(expand_109, [4, 8, 8]);  expand_109 = None
    expand_110 = torch.ops.aten.expand.default(_unsafe_view_52, [4, 8, 8]);  _unsafe_view_52 = None
    view_117 = torch.ops.aten.view.default(expand_110, [4, 8, 8]);  expand_110 = None
    bmm_53 = torch.ops.aten.bmm.default(view_116, view_117);  view_116 = view_117 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(bmm_53, [4, 8, 8]);  bmm_53 = None
    baddbmm__11 = torch.ops.aten.baddbmm_.default(baddbmm__10, _unsafe_view_53, transpose_15, alpha = -0.5);  baddbmm__10 = _unsafe_view_53 = transpose_15 = None
    add__3 = torch.ops.aten.add_.Tensor(add__2, baddbmm__11);  add__2 = baddbmm__11 = None
    expand_111 = torch.ops.aten.expand.default(transpose_9, [4, 8, 8]);  transpose_9 = None
    view_118 = torch.ops.aten.view.default(expand_111, [4, 8, 8]);  expand_111 = None
    expand_112 = torch.ops.aten.expand.default(add__3, [4, 8, 8])
    view_119 = torch.ops.aten.view.default(expand_112, [4, 8, 8]);  expand_112 = None
    bmm_54 = torch.ops.aten.bmm.default(view_118, view_119);  view_118 = view_119 = None
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(bmm_54, [4, 8, 8]);  bmm_54 = None
    neg = torch.ops.aten.neg.default(_unsafe_view_54);  _unsafe_view_54 = None
    transpose_16 = torch.ops.aten.transpose.int(_unsafe_view_33, -2, -1);  _unsafe_view_33 = None
    expand_113 = torch.ops.aten.expand.default(transpose_16, [4, 8, 8]);  transpose_16 = None
    view_120 = torch.ops.aten.view.default(expand_113, [4, 8, 8]);  expand_113 = None
    expand_114 = torch.ops.aten.expand.default(mul__2, [4, 8, 8])
    view_121 = torch.ops.aten.view.default(expand_114, [4, 8, 8]);  expand_114 = None
    bmm_55 = torch.ops.aten.bmm.default(view_120, view_121);  view_120 = view_121 = None
    _unsafe_view_55 = torch.ops.aten._unsafe_view.default(bmm_55, [4, 8, 8]);  bmm_55 = None
    add_10 = torch.ops.aten.add.Tensor(neg, _unsafe_view_55);  neg = _unsafe_view_55 = None
    mul_24 = torch.ops.aten.mul.Tensor(add_10, expand_46);  add_10 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_24, [1, 2], True);  mul_24 = None
    mul_25 = torch.ops.aten.mul.Tensor(sum_7, expand_46);  sum_7 = expand_46 = None
    transpose_17 = torch.ops.aten.transpose.int(add__3, -2, -1)
    add_11 = torch.ops.aten.add.Tensor(add__3, transpose_17);  add__3 = transpose_17 = None
    mul_26 = torch.ops.aten.mul.Tensor(mul_25, 2.0);  mul_25 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, mul_26);  add_11 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(reciprocal__2, -0.03125);  reciprocal__2 = None
    mul_28 = torch.ops.aten.mul.Tensor(add_12, mul_27);  add_12 = mul_27 = None
    mean_3 = torch.ops.aten.mean.dim(view_75, [-1], True)
    sub_3 = torch.ops.aten.sub.Tensor(view_75, mean_3);  view_75 = mean_3 = None
    expand_115 = torch.ops.aten.expand.default(mul__2, [4, 8, 8]);  mul__2 = None
    view_122 = torch.ops.aten.view.default(expand_115, [4, 8, 8]);  expand_115 = None
    expand_116 = torch.ops.aten.expand.default(sub_3, [4, 8, 16]);  sub_3 = None
    view_123 = torch.ops.aten.view.default(expand_116, [4, 8, 16]);  expand_116 = None
    bmm_56 = torch.ops.aten.bmm.default(view_122, view_123);  view_122 = view_123 = None
    _unsafe_view_56 = torch.ops.aten._unsafe_view.default(bmm_56, [4, 8, 16]);  bmm_56 = None
    baddbmm_18 = torch.ops.aten.baddbmm.default(_unsafe_view_56, mul_28, sub_2);  _unsafe_view_56 = mul_28 = sub_2 = None
    view_124 = torch.ops.aten.view.default(baddbmm_18, [32, 4, 2, 2]);  baddbmm_18 = None
    transpose_18 = torch.ops.aten.transpose.int(view_124, 0, 1);  view_124 = None
    clone_7 = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
    _param_constant6_1 = self._param_constant6
    convolution_backward = torch.ops.aten.convolution_backward.default(clone_7, getitem_2, _param_constant6_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_7 = getitem_2 = _param_constant6_1 = None
    getitem_6 = convolution_backward[0]
    getitem_7 = convolution_backward[1]
    getitem_8 = convolution_backward[2];  convolution_backward = getitem_8 = None
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_6, relu__1, [2, 2], [2, 2], [0, 0], [1, 1], False, getitem_3);  getitem_6 = relu__1 = getitem_3 = None
    detach_6 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_6, 0);  max_pool2d_with_indices_backward = detach_6 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0, 2, 3], True)
    mul_29 = torch.ops.aten.mul.Tensor(threshold_backward_1, clone_3);  clone_3 = None
    _param_constant4_1 = self._param_constant4
    mul_30 = torch.ops.aten.mul.Tensor(threshold_backward_1, _param_constant4_1);  threshold_backward_1 = _param_constant4_1 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_29, [0, 2, 3], True);  mul_29 = None
    transpose_19 = torch.ops.aten.transpose.int(mul_8, -2, -1);  mul_8 = None
    transpose_20 = torch.ops.aten.transpose.int(mul_30, 0, 1);  mul_30 = None
    clone_8 = torch.ops.aten.clone.default(transpose_20, memory_format = torch.contiguous_format);  transpose_20 = None
    view_125 = torch.ops.aten.view.default(clone_8, [2, 8, 64]);  clone_8 = None
    transpose_21 = torch.ops.aten.transpose.int(sub_1, -2, -1)
    expand_117 = torch.ops.aten.expand.default(view_125, [2, 8, 64])
    view_126 = torch.ops.aten.view.default(expand_117, [2, 8, 64]);  expand_117 = None
    expand_118 = torch.ops.aten.expand.default(transpose_21, [2, 64, 8]);  transpose_21 = None
    view_127 = torch.ops.aten.view.default(expand_118, [2, 64, 8]);  expand_118 = None
    bmm_57 = torch.ops.aten.bmm.default(view_126, view_127);  view_126 = view_127 = None
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(bmm_57, [2, 8, 8]);  bmm_57 = None
    sqrt_4 = torch.ops.aten.sqrt.default(reciprocal__1)
    mul_31 = torch.ops.aten.mul.Tensor(_unsafe_view_57, sqrt_4);  sqrt_4 = None
    transpose_22 = torch.ops.aten.transpose.int(baddbmm_10, -2, -1);  baddbmm_10 = None
    expand_119 = torch.ops.aten.expand.default(transpose_22, [2, 8, 8])
    view_128 = torch.ops.aten.view.default(expand_119, [2, 8, 8]);  expand_119 = None
    expand_120 = torch.ops.aten.expand.default(transpose_22, [2, 8, 8])
    view_129 = torch.ops.aten.view.default(expand_120, [2, 8, 8]);  expand_120 = None
    bmm_58 = torch.ops.aten.bmm.default(view_128, view_129);  view_128 = view_129 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(bmm_58, [2, 8, 8]);  bmm_58 = None
    expand_121 = torch.ops.aten.expand.default(_unsafe_view_58, [2, 8, 8])
    view_130 = torch.ops.aten.view.default(expand_121, [2, 8, 8]);  expand_121 = None
    expand_122 = torch.ops.aten.expand.default(transpose_22, [2, 8, 8])
    view_131 = torch.ops.aten.view.default(expand_122, [2, 8, 8]);  expand_122 = None
    bmm_59 = torch.ops.aten.bmm.default(view_130, view_131);  view_130 = view_131 = None
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(bmm_59, [2, 8, 8]);  bmm_59 = None
    expand_123 = torch.ops.aten.expand.default(_unsafe_view_59, [2, 8, 8]);  _unsafe_view_59 = None
    view_132 = torch.ops.aten.view.default(expand_123, [2, 8, 8]);  expand_123 = None
    expand_124 = torch.ops.aten.expand.default(mul_31, [2, 8, 8])
    view_133 = torch.ops.aten.view.default(expand_124, [2, 8, 8]);  expand_124 = None
    bmm_60 = torch.ops.aten.bmm.default(view_132, view_133);  view_132 = view_133 = None
    _unsafe_view_60 = torch.ops.aten._unsafe_view.default(bmm_60, [2, 8, 8]);  bmm_60 = None
    add_13 = torch.ops.aten.add.Tensor(_unsafe_view_60, 0);  _unsafe_view_60 = None
    expand_125 = torch.ops.aten.expand.default(mul_31, [2, 8, 8])
    view_134 = torch.ops.aten.view.default(expand_125, [2, 8, 8]);  expand_125 = None
    expand_126 = torch.ops.aten.expand.default(transpose_19, [2, 8, 8])
    view_135 = torch.ops.aten.view.default(expand_126, [2, 8, 8]);  expand_126 = None
    bmm_61 = torch.ops.aten.bmm.default(view_134, view_135);  view_134 = view_135 = None
    _unsafe_view_61 = torch.ops.aten._unsafe_view.default(bmm_61, [2, 8, 8]);  bmm_61 = None
    baddbmm__12 = torch.ops.aten.baddbmm_.default(mul_31, _unsafe_view_61, _unsafe_view_58, beta = 1.5, alpha = -0.5);  mul_31 = None
    baddbmm__13 = torch.ops.aten.baddbmm_.default(baddbmm__12, _unsafe_view_58, _unsafe_view_61, alpha = -0.5);  baddbmm__12 = _unsafe_view_58 = None
    expand_127 = torch.ops.aten.expand.default(transpose_22, [2, 8, 8])
    view_136 = torch.ops.aten.view.default(expand_127, [2, 8, 8]);  expand_127 = None
    expand_128 = torch.ops.aten.expand.default(_unsafe_view_61, [2, 8, 8]);  _unsafe_view_61 = None
    view_137 = torch.ops.aten.view.default(expand_128, [2, 8, 8]);  expand_128 = None
    bmm_62 = torch.ops.aten.bmm.default(view_136, view_137);  view_136 = view_137 = None
    _unsafe_view_62 = torch.ops.aten._unsafe_view.default(bmm_62, [2, 8, 8]);  bmm_62 = None
    baddbmm__14 = torch.ops.aten.baddbmm_.default(baddbmm__13, _unsafe_view_62, transpose_22, alpha = -0.5);  baddbmm__13 = _unsafe_view_62 = transpose_22 = None
    transpose_23 = torch.ops.aten.transpose.int(baddbmm_9, -2, -1);  baddbmm_9 = None
    expand_129 = torch.ops.aten.expand.default(transpose_23, [2, 8, 8])
    view_138 = torch.ops.aten.view.default(expand_129, [2, 8, 8]);  expand_129 = None
    expand_130 = torch.ops.aten.expand.default(transpose_23, [2, 8, 8])
    view_139 = torch.ops.aten.view.default(expand_130, [2, 8, 8]);  expand_130 = None
    bmm_63 = torch.ops.aten.bmm.default(view_138, view_139);  view_138 = view_139 = None
    _unsafe_view_63 = torch.ops.aten._unsafe_view.default(bmm_63, [2, 8, 8]);  bmm_63 = None
    expand_131 = torch.ops.aten.expand.default(_unsafe_view_63, [2, 8, 8])
    view_140 = torch.ops.aten.view.default(expand_131, [2, 8, 8]);  expand_131 = None
    expand_132 = torch.ops.aten.expand.default(transpose_23, [2, 8, 8])
    view_141 = torch.ops.aten.view.default(expand_132, [2, 8, 8]);  expand_132 = None
    bmm_64 = torch.ops.aten.bmm.default(view_140, view_141);  view_140 = view_141 = None
    _unsafe_view_64 = torch.ops.aten._unsafe_view.default(bmm_64, [2, 8, 8]);  bmm_64 = None
    expand_133 = torch.ops.aten.expand.default(_unsafe_view_64, [2, 8, 8]);  _unsafe_view_64 = None
    view_142 = torch.ops.aten.view.default(expand_133, [2, 8, 8]);  expand_133 = None
    expand_134 = torch.ops.aten.expand.default(baddbmm__14, [2, 8, 8])
    view_143 = torch.ops.aten.view.default(expand_134, [2, 8, 8]);  expand_134 = None
    bmm_65 = torch.ops.aten.bmm.default(view_142, view_143);  view_142 = view_143 = None
    _unsafe_view_65 = torch.ops.aten._unsafe_view.default(bmm_65, [2, 8, 8]);  bmm_65 = None
    add__4 = torch.ops.aten.add_.Tensor(add_13, _unsafe_view_65);  add_13 = _unsafe_view_65 = None
    expand_135 = torch.ops.aten.expand.default(baddbmm__14, [2, 8, 8])
    view_144 = torch.ops.aten.view.default(expand_135, [2, 8, 8]);  expand_135 = None
    expand_136 = torch.ops.aten.expand.default(transpose_19, [2, 8, 8])
    view_145 = torch.ops.aten.view.default(expand_136, [2, 8, 8]);  expand_136 = None
    bmm_66 = torch.ops.aten.bmm.default(view_144, view_145);  view_144 = view_145 = None
    _unsafe_view_66 = torch.ops.aten._unsafe_view.default(bmm_66, [2, 8, 8]);  bmm_66 = None
    baddbmm__15 = torch.ops.aten.baddbmm_.default(baddbmm__14, _unsafe_view_66, _unsafe_view_63, beta = 1.5, alpha = -0.5);  baddbmm__14 = None
    baddbmm__16 = torch.ops.aten.baddbmm_.default(baddbmm__15, _unsafe_view_63, _unsafe_view_66, alpha = -0.5);  baddbmm__15 = _unsafe_view_63 = None
    expand_137 = torch.ops.aten.expand.default(transpose_23, [2, 8, 8])
    view_146 = torch.ops.aten.view.default(expand_137, [2, 8, 8]);  expand_137 = None
    expand_138 = torch.ops.aten.expand.default(_unsafe_view_66, [2, 8, 8]);  _unsafe_view_66 = None
    view_147 = torch.ops.aten.view.default(expand_138, [2, 8, 8]);  expand_138 = None
    bmm_67 = torch.ops.aten.bmm.default(view_146, view_147);  view_146 = view_147 = None
    _unsafe_view_67 = torch.ops.aten._unsafe_view.default(bmm_67, [2, 8, 8]);  bmm_67 = None
    baddbmm__17 = torch.ops.aten.baddbmm_.default(baddbmm__16, _unsafe_view_67, transpose_23, alpha = -0.5);  baddbmm__16 = _unsafe_view_67 = transpose_23 = None
    transpose_24 = torch.ops.aten.transpose.int(baddbmm_8, -2, -1);  baddbmm_8 = None
    expand_139 = torch.ops.aten.expand.default(transpose_24, [2, 8, 8])
    view_148 = torch.ops.aten.view.default(expand_139, [2, 8, 8]);  expand_139 = None
    expand_140 = torch.ops.aten.expand.default(transpose_24, [2, 8, 8])
    view_149 = torch.ops.aten.view.default(expand_140, [2, 8, 8]);  expand_140 = None
    bmm_68 = torch.ops.aten.bmm.default(view_148, view_149);  view_148 = view_149 = None
    _unsafe_view_68 = torch.ops.aten._unsafe_view.default(bmm_68, [2, 8, 8]);  bmm_68 = None
    expand_141 = torch.ops.aten.expand.default(_unsafe_view_68, [2, 8, 8])
    view_150 = torch.ops.aten.view.default(expand_141, [2, 8, 8]);  expand_141 = None
    expand_142 = torch.ops.aten.expand.default(transpose_24, [2, 8, 8])
    view_151 = torch.ops.aten.view.default(expand_142, [2, 8, 8]);  expand_142 = None
    bmm_69 = torch.ops.aten.bmm.default(view_150, view_151);  view_150 = view_151 = None
    _unsafe_view_69 = torch.ops.aten._unsafe_view.default(bmm_69, [2, 8, 8]);  bmm_69 = None
    expand_143 = torch.ops.aten.expand.default(_unsafe_view_69, [2, 8, 8]);  _unsafe_view_69 = None
    view_152 = torch.ops.aten.view.default(expand_143, [2, 8, 8]);  expand_143 = None
    expand_144 = torch.ops.aten.expand.default(baddbmm__17, [2, 8, 8])
    view_153 = torch.ops.aten.view.default(expand_144, [2, 8, 8]);  expand_144 = None
    bmm_70 = torch.ops.aten.bmm.default(view_152, view_153);  view_152 = view_153 = None
    _unsafe_view_70 = torch.ops.aten._unsafe_view.default(bmm_70, [2, 8, 8]);  bmm_70 = None
    add__5 = torch.ops.aten.add_.Tensor(add__4, _unsafe_view_70);  add__4 = _unsafe_view_70 = None
    expand_145 = torch.ops.aten.expand.default(baddbmm__17, [2, 8, 8])
    view_154 = torch.ops.aten.view.default(expand_145, [2, 8, 8]);  expand_145 = None
    expand_146 = torch.ops.aten.expand.default(transpose_19, [2, 8, 8])
    view_155 = torch.ops.aten.view.default(expand_146, [2, 8, 8]);  expand_146 = None
    bmm_71 = torch.ops.aten.bmm.default(view_154, view_155);  view_154 = view_155 = None
    _unsafe_view_71 = torch.ops.aten._unsafe_view.default(bmm_71, [2, 8, 8]);  bmm_71 = None
    baddbmm__18 = torch.ops.aten.baddbmm_.default(baddbmm__17, _unsafe_view_71, _unsafe_view_68, beta = 1.5, alpha = -0.5);  baddbmm__17 = None
    baddbmm__19 = torch.ops.aten.baddbmm_.default(baddbmm__18, _unsafe_view_68, _unsafe_view_71, alpha = -0.5);  baddbmm__18 = _unsafe_view_68 = None
    expand_147 = torch.ops.aten.expand.default(transpose_24, [2, 8, 8])
    view_156 = torch.ops.aten.view.default(expand_147, [2, 8, 8]);  expand_147 = None
    expand_148 = torch.ops.aten.expand.default(_unsafe_view_71, [2, 8, 8]);  _unsafe_view_71 = None
    view_157 = torch.ops.aten.view.default(expand_148, [2, 8, 8]);  expand_148 = None
    bmm_72 = torch.ops.aten.bmm.default(view_156, view_157);  view_156 = view_157 = None
    _unsafe_view_72 = torch.ops.aten._unsafe_view.default(bmm_72, [2, 8, 8]);  bmm_72 = None
    baddbmm__20 = torch.ops.aten.baddbmm_.default(baddbmm__19, _unsafe_view_72, transpose_24, alpha = -0.5);  baddbmm__19 = _unsafe_view_72 = transpose_24 = None
    transpose_25 = torch.ops.aten.transpose.int(baddbmm_7, -2, -1);  baddbmm_7 = None
    expand_149 = torch.ops.aten.expand.default(transpose_25, [2, 8, 8])
    view_158 = torch.ops.aten.view.default(expand_149, [2, 8, 8]);  expand_149 = None
    expand_150 = torch.ops.aten.expand.default(transpose_25, [2, 8, 8])
    view_159 = torch.ops.aten.view.default(expand_150, [2, 8, 8]);  expand_150 = None
    bmm_73 = torch.ops.aten.bmm.default(view_158, view_159);  view_158 = view_159 = None
    _unsafe_view_73 = torch.ops.aten._unsafe_view.default(bmm_73, [2, 8, 8]);  bmm_73 = None
    expand_151 = torch.ops.aten.expand.default(_unsafe_view_73, [2, 8, 8])
    view_160 = torch.ops.aten.view.default(expand_151, [2, 8, 8]);  expand_151 = None
    expand_152 = torch.ops.aten.expand.default(transpose_25, [2, 8, 8])
    view_161 = torch.ops.aten.view.default(expand_152, [2, 8, 8]);  expand_152 = None
    bmm_74 = torch.ops.aten.bmm.default(view_160, view_161);  view_160 = view_161 = None
    _unsafe_view_74 = torch.ops.aten._unsafe_view.default(bmm_74, [2, 8, 8]);  bmm_74 = None
    expand_153 = torch.ops.aten.expand.default(_unsafe_view_74, [2, 8, 8]);  _unsafe_view_74 = None
    view_162 = torch.ops.aten.view.default(expand_153, [2, 8, 8]);  expand_153 = None
    expand_154 = torch.ops.aten.expand.default(baddbmm__20, [2, 8, 8])
    view_163 = torch.ops.aten.view.default(expand_154, [2, 8, 8]);  expand_154 = None
    bmm_75 = torch.ops.aten.bmm.default(view_162, view_163);  view_162 = view_163 = None
    _unsafe_view_75 = torch.ops.aten._unsafe_view.default(bmm_75, [2, 8, 8]);  bmm_75 = None
    add__6 = torch.ops.aten.add_.Tensor(add__5, _unsafe_view_75);  add__5 = _unsafe_view_75 = None
    expand_155 = torch.ops.aten.expand.default(baddbmm__20, [2, 8, 8])
    view_164 = torch.ops.aten.view.default(expand_155, [2, 8, 8]);  expand_155 = None
    expand_156 = torch.ops.aten.expand.default(transpose_19, [2, 8, 8])
    view_165 = torch.ops.aten.view.default(expand_156, [2, 8, 8]);  expand_156 = None
    bmm_76 = torch.ops.aten.bmm.default(view_164, view_165);  view_164 = view_165 = None
    _unsafe_view_76 = torch.ops.aten._unsafe_view.default(bmm_76, [2, 8, 8]);  bmm_76 = None
    baddbmm__21 = torch.ops.aten.baddbmm_.default(baddbmm__20, _unsafe_view_76, _unsafe_view_73, beta = 1.5, alpha = -0.5);  baddbmm__20 = None
    baddbmm__22 = torch.ops.aten.baddbmm_.default(baddbmm__21, _unsafe_view_73, _unsafe_view_76, alpha = -0.5);  baddbmm__21 = _unsafe_view_73 = None
    expand_157 = torch.ops.aten.expand.default(transpose_25, [2, 8, 8])
    view_166 = torch.ops.aten.view.default(expand_157, [2, 8, 8]);  expand_157 = None
    expand_158 = torch.ops.aten.expand.default(_unsafe_view_76, [2, 8, 8]);  _unsafe_view_76 = None
    view_167 = torch.ops.aten.view.default(expand_158, [2, 8, 8]);  expand_158 = None
    bmm_77 = torch.ops.aten.bmm.default(view_166, view_167);  view_166 = view_167 = None
    _unsafe_view_77 = torch.ops.aten._unsafe_view.default(bmm_77, [2, 8, 8]);  bmm_77 = None
    baddbmm__23 = torch.ops.aten.baddbmm_.default(baddbmm__22, _unsafe_view_77, transpose_25, alpha = -0.5);  baddbmm__22 = _unsafe_view_77 = transpose_25 = None
    add__7 = torch.ops.aten.add_.Tensor(add__6, baddbmm__23);  add__6 = baddbmm__23 = None
    expand_159 = torch.ops.aten.expand.default(transpose_19, [2, 8, 8]);  transpose_19 = None
    view_168 = torch.ops.aten.view.default(expand_159, [2, 8, 8]);  expand_159 = None
    expand_160 = torch.ops.aten.expand.default(add__7, [2, 8, 8])
    view_169 = torch.ops.aten.view.default(expand_160, [2, 8, 8]);  expand_160 = None
    bmm_78 = torch.ops.aten.bmm.default(view_168, view_169);  view_168 = view_169 = None
    _unsafe_view_78 = torch.ops.aten._unsafe_view.default(bmm_78, [2, 8, 8]);  bmm_78 = None
    neg_1 = torch.ops.aten.neg.default(_unsafe_view_78);  _unsafe_view_78 = None
    transpose_26 = torch.ops.aten.transpose.int(_unsafe_view_57, -2, -1);  _unsafe_view_57 = None
    expand_161 = torch.ops.aten.expand.default(transpose_26, [2, 8, 8]);  transpose_26 = None
    view_170 = torch.ops.aten.view.default(expand_161, [2, 8, 8]);  expand_161 = None
    expand_162 = torch.ops.aten.expand.default(mul__1, [2, 8, 8])
    view_171 = torch.ops.aten.view.default(expand_162, [2, 8, 8]);  expand_162 = None
    bmm_79 = torch.ops.aten.bmm.default(view_170, view_171);  view_170 = view_171 = None
    _unsafe_view_79 = torch.ops.aten._unsafe_view.default(bmm_79, [2, 8, 8]);  bmm_79 = None
    add_14 = torch.ops.aten.add.Tensor(neg_1, _unsafe_view_79);  neg_1 = _unsafe_view_79 = None
    mul_32 = torch.ops.aten.mul.Tensor(add_14, expand_23);  add_14 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_32, [1, 2], True);  mul_32 = None
    mul_33 = torch.ops.aten.mul.Tensor(sum_10, expand_23);  sum_10 = expand_23 = None
    transpose_27 = torch.ops.aten.transpose.int(add__7, -2, -1)
    add_15 = torch.ops.aten.add.Tensor(add__7, transpose_27);  add__7 = transpose_27 = None
    mul_34 = torch.ops.aten.mul.Tensor(mul_33, 2.0);  mul_33 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, mul_34);  add_15 = mul_34 = None
    mul_35 = torch.ops.aten.mul.Tensor(reciprocal__1, -0.0078125);  reciprocal__1 = None
    mul_36 = torch.ops.aten.mul.Tensor(add_16, mul_35);  add_16 = mul_35 = None
    mean_4 = torch.ops.aten.mean.dim(view_125, [-1], True)
    sub_4 = torch.ops.aten.sub.Tensor(view_125, mean_4);  view_125 = mean_4 = None
    expand_163 = torch.ops.aten.expand.default(mul__1, [2, 8, 8]);  mul__1 = None
    view_172 = torch.ops.aten.view.default(expand_163, [2, 8, 8]);  expand_163 = None
    expand_164 = torch.ops.aten.expand.default(sub_4, [2, 8, 64]);  sub_4 = None
    view_173 = torch.ops.aten.view.default(expand_164, [2, 8, 64]);  expand_164 = None
    bmm_80 = torch.ops.aten.bmm.default(view_172, view_173);  view_172 = view_173 = None
    _unsafe_view_80 = torch.ops.aten._unsafe_view.default(bmm_80, [2, 8, 64]);  bmm_80 = None
    baddbmm_19 = torch.ops.aten.baddbmm.default(_unsafe_view_80, mul_36, sub_1);  _unsafe_view_80 = mul_36 = sub_1 = None
    view_174 = torch.ops.aten.view.default(baddbmm_19, [16, 4, 4, 4]);  baddbmm_19 = None
    transpose_28 = torch.ops.aten.transpose.int(view_174, 0, 1);  view_174 = None
    clone_9 = torch.ops.aten.clone.default(transpose_28, memory_format = torch.contiguous_format);  transpose_28 = None
    _param_constant3_1 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(clone_9, getitem, _param_constant3_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_9 = getitem = _param_constant3_1 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = getitem_11 = None
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_9, relu_, [2, 2], [2, 2], [0, 0], [1, 1], False, getitem_1);  getitem_9 = relu_ = getitem_1 = None
    detach_7 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_1, detach_7, 0);  max_pool2d_with_indices_backward_1 = detach_7 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0, 2, 3], True)
    mul_37 = torch.ops.aten.mul.Tensor(threshold_backward_2, clone_1);  clone_1 = None
    _param_constant1_1 = self._param_constant1
    mul_38 = torch.ops.aten.mul.Tensor(threshold_backward_2, _param_constant1_1);  threshold_backward_2 = _param_constant1_1 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_37, [0, 2, 3], True);  mul_37 = None
    transpose_29 = torch.ops.aten.transpose.int(mul_1, -2, -1);  mul_1 = None
    transpose_30 = torch.ops.aten.transpose.int(mul_38, 0, 1);  mul_38 = None
    clone_10 = torch.ops.aten.clone.default(transpose_30, memory_format = torch.contiguous_format);  transpose_30 = None
    view_175 = torch.ops.aten.view.default(clone_10, [1, 8, 256]);  clone_10 = None
    transpose_31 = torch.ops.aten.transpose.int(sub, -2, -1)
    expand_165 = torch.ops.aten.expand.default(view_175, [1, 8, 256])
    view_176 = torch.ops.aten.view.default(expand_165, [1, 8, 256]);  expand_165 = None
    expand_166 = torch.ops.aten.expand.default(transpose_31, [1, 256, 8]);  transpose_31 = None
    view_177 = torch.ops.aten.view.default(expand_166, [1, 256, 8]);  expand_166 = None
    bmm_81 = torch.ops.aten.bmm.default(view_176, view_177);  view_176 = view_177 = None
    _unsafe_view_81 = torch.ops.aten._unsafe_view.default(bmm_81, [1, 8, 8]);  bmm_81 = None
    sqrt_5 = torch.ops.aten.sqrt.default(reciprocal_)
    mul_39 = torch.ops.aten.mul.Tensor(_unsafe_view_81, sqrt_5);  sqrt_5 = None
    transpose_32 = torch.ops.aten.transpose.int(baddbmm_4, -2, -1);  baddbmm_4 = None
    expand_167 = torch.ops.aten.expand.default(transpose_32, [1, 8, 8])
    view_178 = torch.ops.aten.view.default(expand_167, [1, 8, 8]);  expand_167 = None
    expand_168 = torch.ops.aten.expand.default(transpose_32, [1, 8, 8])
    view_179 = torch.ops.aten.view.default(expand_168, [1, 8, 8]);  expand_168 = None
    bmm_82 = torch.ops.aten.bmm.default(view_178, view_179);  view_178 = view_179 = None
    _unsafe_view_82 = torch.ops.aten._unsafe_view.default(bmm_82, [1, 8, 8]);  bmm_82 = None
    expand_169 = torch.ops.aten.expand.default(_unsafe_view_82, [1, 8, 8])
    view_180 = torch.ops.aten.view.default(expand_169, [1, 8, 8]);  expand_169 = None
    expand_170 = torch.ops.aten.expand.default(transpose_32, [1, 8, 8])
    view_181 = torch.ops.aten.view.default(expand_170, [1, 8, 8]);  expand_170 = None
    bmm_83 = torch.ops.aten.bmm.default(view_180, view_181);  view_180 = view_181 = None
    _unsafe_view_83 = torch.ops.aten._unsafe_view.default(bmm_83, [1, 8, 8]);  bmm_83 = None
    expand_171 = torch.ops.aten.expand.default(_unsafe_view_83, [1, 8, 8]);  _unsafe_view_83 = None
    view_182 = torch.ops.aten.view.default(expand_171, [1, 8, 8]);  expand_171 = None
    expand_172 = torch.ops.aten.expand.default(mul_39, [1, 8, 8])
    view_183 = torch.ops.aten.view.default(expand_172, [1, 8, 8]);  expand_172 = None
    bmm_84 = torch.ops.aten.bmm.default(view_182, view_183);  view_182 = view_183 = None
    _unsafe_view_84 = torch.ops.aten._unsafe_view.default(bmm_84, [1, 8, 8]);  bmm_84 = None
    add_17 = torch.ops.aten.add.Tensor(_unsafe_view_84, 0);  _unsafe_view_84 = None
    expand_173 = torch.ops.aten.expand.default(mul_39, [1, 8, 8])
    view_184 = torch.ops.aten.view.default(expand_173, [1, 8, 8]);  expand_173 = None
    expand_174 = torch.ops.aten.expand.default(transpose_29, [1, 8, 8])
    view_185 = torch.ops.aten.view.default(expand_174, [1, 8, 8]);  expand_174 = None
    bmm_85 = torch.ops.aten.bmm.default(view_184, view_185);  view_184 = view_185 = None
    _unsafe_view_85 = torch.ops.aten._unsafe_view.default(bmm_85, [1, 8, 8]);  bmm_85 = None
    baddbmm__24 = torch.ops.aten.baddbmm_.default(mul_39, _unsafe_view_85, _unsafe_view_82, beta = 1.5, alpha = -0.5);  mul_39 = None
    baddbmm__25 = torch.ops.aten.baddbmm_.default(baddbmm__24, _unsafe_view_82, _unsafe_view_85, alpha = -0.5);  baddbmm__24 = _unsafe_view_82 = None
    expand_175 = torch.ops.aten.expand.default(transpose_32, [1, 8, 8])
    view_186 = torch.ops.aten.view.default(expand_175, [1, 8, 8]);  expand_175 = None
    expand_176 = torch.ops.aten.expand.default(_unsafe_view_85, [1, 8, 8]);  _unsafe_view_85 = None
    view_187 = torch.ops.aten.view.default(expand_176, [1, 8, 8]);  expand_176 = None
    bmm_86 = torch.ops.aten.bmm.default(view_186, view_187);  view_186 = view_187 = None
    _unsafe_view_86 = torch.ops.aten._unsafe_view.default(bmm_86, [1, 8, 8]);  bmm_86 = None
    baddbmm__26 = torch.ops.aten.baddbmm_.default(baddbmm__25, _unsafe_view_86, transpose_32, alpha = -0.5);  baddbmm__25 = _unsafe_view_86 = transpose_32 = None
    transpose_33 = torch.ops.aten.transpose.int(baddbmm_3, -2, -1);  baddbmm_3 = None
    expand_177 = torch.ops.aten.expand.default(transpose_33, [1, 8, 8])
    view_188 = torch.ops.aten.view.default(expand_177, [1, 8, 8]);  expand_177 = None
    expand_178 = torch.ops.aten.expand.default(transpose_33, [1, 8, 8])
    view_189 = torch.ops.aten.view.default(expand_178, [1, 8, 8]);  expand_178 = None
    bmm_87 = torch.ops.aten.bmm.default(view_188, view_189);  view_188 = view_189 = None
    _unsafe_view_87 = torch.ops.aten._unsafe_view.default(bmm_87, [1, 8, 8]);  bmm_87 = None
    expand_179 = torch.ops.aten.expand.default(_unsafe_view_87, [1, 8, 8])
    view_190 = torch.ops.aten.view.default(expand_179, [1, 8, 8]);  expand_179 = None
    expand_180 = torch.ops.aten.expand.default(transpose_33, [1, 8, 8])
    view_191 = torch.ops.aten.view.default(expand_180, [1, 8, 8]);  expand_180 = None
    bmm_88 = torch.ops.aten.bmm.default(view_190, view_191);  view_190 = view_191 = None
    _unsafe_view_88 = torch.ops.aten._unsafe_view.default(bmm_88, [1, 8, 8]);  bmm_88 = None
    expand_181 = torch.ops.aten.expand.default(_unsafe_view_88, [1, 8, 8]);  _unsafe_view_88 = None
    view_192 = torch.ops.aten.view.default(expand_181, [1, 8, 8]);  expand_181 = None
    expand_182 = torch.ops.aten.expand.default(baddbmm__26, [1, 8, 8])
    view_193 = torch.ops.aten.view.default(expand_182, [1, 8, 8]);  expand_182 = None
    bmm_89 = torch.ops.aten.bmm.default(view_192, view_193);  view_192 = view_193 = None
    _unsafe_view_89 = torch.ops.aten._unsafe_view.default(bmm_89, [1, 8, 8]);  bmm_89 = None
    add__8 = torch.ops.aten.add_.Tensor(add_17, _unsafe_view_89);  add_17 = _unsafe_view_89 = None
    expand_183 = torch.ops.aten.expand.default(baddbmm__26, [1, 8, 8])
    view_194 = torch.ops.aten.view.default(expand_183, [1, 8, 8]);  expand_183 = None
    expand_184 = torch.ops.aten.expand.default(transpose_29, [1, 8, 8])
    view_195 = torch.ops.aten.view.default(expand_184, [1, 8, 8]);  expand_184 = None
    bmm_90 = torch.ops.aten.bmm.default(view_194, view_195);  view_194 = view_195 = None
    _unsafe_view_90 = torch.ops.aten._unsafe_view.default(bmm_90, [1, 8, 8]);  bmm_90 = None
    baddbmm__27 = torch.ops.aten.baddbmm_.default(baddbmm__26, _unsafe_view_90, _unsafe_view_87, beta = 1.5, alpha = -0.5);  baddbmm__26 = None
    baddbmm__28 = torch.ops.aten.baddbmm_.default(baddbmm__27, _unsafe_view_87, _unsafe_view_90, alpha = -0.5);  baddbmm__27 = _unsafe_view_87 = None
    expand_185 = torch.ops.aten.expand.default(transpose_33, [1, 8, 8])
    view_196 = torch.ops.aten.view.default(expand_185, [1, 8, 8]);  expand_185 = None
    expand_186 = torch.ops.aten.expand.default(_unsafe_view_90, [1, 8, 8]);  _unsafe_view_90 = None
    view_197 = torch.ops.aten.view.default(expand_186, [1, 8, 8]);  expand_186 = None
    bmm_91 = torch.ops.aten.bmm.default(view_196, view_197);  view_196 = view_197 = None
    _unsafe_view_91 = torch.ops.aten._unsafe_view.default(bmm_91, [1, 8, 8]);  bmm_91 = None
    baddbmm__29 = torch.ops.aten.baddbmm_.default(baddbmm__28, _unsafe_view_91, transpose_33, alpha = -0.5);  baddbmm__28 = _unsafe_view_91 = transpose_33 = None
    transpose_34 = torch.ops.aten.transpose.int(baddbmm_2, -2, -1);  baddbmm_2 = None
    expand_187 = torch.ops.aten.expand.default(transpose_34, [1, 8, 8])
    view_198 = torch.ops.aten.view.default(expand_187, [1, 8, 8]);  expand_187 = None
    expand_188 = torch.ops.aten.expand.default(transpose_34, [1, 8, 8])
    view_199 = torch.ops.aten.view.default(expand_188, [1, 8, 8]);  expand_188 = None
    bmm_92 = torch.ops.aten.bmm.default(view_198, view_199);  view_198 = view_199 = None
    _unsafe_view_92 = torch.ops.aten._unsafe_view.default(bmm_92, [1, 8, 8]);  bmm_92 = None
    expand_189 = torch.ops.aten.expand.default(_unsafe_view_92, [1, 8, 8])
    view_200 = torch.ops.aten.view.default(expand_189, [1, 8, 8]);  expand_189 = None
    expand_190 = torch.ops.aten.expand.default(transpose_34, [1, 8, 8])
    view_201 = torch.ops.aten.view.default(expand_190, [1, 8, 8]);  expand_190 = None
    bmm_93 = torch.ops.aten.bmm.default(view_200, view_201);  view_200 = view_201 = None
    _unsafe_view_93 = torch.ops.aten._unsafe_view.default(bmm_93, [1, 8, 8]);  bmm_93 = None
    expand_191 = torch.ops.aten.expand.default(_unsafe_view_93, [1, 8, 8]);  _unsafe_view_93 = None
    view_202 = torch.ops.aten.view.default(expand_191, [1, 8, 8]);  expand_191 = None
    expand_192 = torch.ops.aten.expand.default(baddbmm__29, [1, 8, 8])
    view_203 = torch.ops.aten.view.default(expand_192, [1, 8, 8]);  expand_192 = None
    bmm_94 = torch.ops.aten.bmm.default(view_202, view_203);  view_202 = view_203 = None
    _unsafe_view_94 = torch.ops.aten._unsafe_view.default(bmm_94, [1, 8, 8]);  bmm_94 = None
    add__9 = torch.ops.aten.add_.Tensor(add__8, _unsafe_view_94);  add__8 = _unsafe_view_94 = None
    expand_193 = torch.ops.aten.expand.default(baddbmm__29, [1, 8, 8])
    view_204 = torch.ops.aten.view.default(expand_193, [1, 8, 8]);  expand_193 = None
    expand_194 = torch.ops.aten.expand.default(transpose_29, [1, 8, 8])
    view_205 = torch.ops.aten.view.default(expand_194, [1, 8, 8]);  expand_194 = None
    bmm_95 = torch.ops.aten.bmm.default(view_204, view_205);  view_204 = view_205 = None
    _unsafe_view_95 = torch.ops.aten._unsafe_view.default(bmm_95, [1, 8, 8]);  bmm_95 = None
    baddbmm__30 = torch.ops.aten.baddbmm_.default(baddbmm__29, _unsafe_view_95, _unsafe_view_92, beta = 1.5, alpha = -0.5);  baddbmm__29 = None
    baddbmm__31 = torch.ops.aten.baddbmm_.default(baddbmm__30, _unsafe_view_92, _unsafe_view_95, alpha = -0.5);  baddbmm__30 = _unsafe_view_92 = None
    expand_195 = torch.ops.aten.expand.default(transpose_34, [1, 8, 8])
    view_206 = torch.ops.aten.view.default(expand_195, [1, 8, 8]);  expand_195 = None
    expand_196 = torch.ops.aten.expand.default(_unsafe_view_95, [1, 8, 8]);  _unsafe_view_95 = None
    view_207 = torch.ops.aten.view.default(expand_196, [1, 8, 8]);  expand_196 = None
    bmm_96 = torch.ops.aten.bmm.default(view_206, view_207);  view_206 = view_207 = None
    _unsafe_view_96 = torch.ops.aten._unsafe_view.default(bmm_96, [1, 8, 8]);  bmm_96 = None
    baddbmm__32 = torch.ops.aten.baddbmm_.default(baddbmm__31, _unsafe_view_96, transpose_34, alpha = -0.5);  baddbmm__31 = _unsafe_view_96 = transpose_34 = None
    transpose_35 = torch.ops.aten.transpose.int(baddbmm_1, -2, -1);  baddbmm_1 = None
    expand_197 = torch.ops.aten.expand.default(transpose_35, [1, 8, 8])
    view_208 = torch.ops.aten.view.default(expand_197, [1, 8, 8]);  expand_197 = None
    expand_198 = torch.ops.aten.expand.default(transpose_35, [1, 8, 8])
    view_209 = torch.ops.aten.view.default(expand_198, [1, 8, 8]);  expand_198 = None
    bmm_97 = torch.ops.aten.bmm.default(view_208, view_209);  view_208 = view_209 = None
    _unsafe_view_97 = torch.ops.aten._unsafe_view.default(bmm_97, [1, 8, 8]);  bmm_97 = None
    expand_199 = torch.ops.aten.expand.default(_unsafe_view_97, [1, 8, 8])
    view_210 = torch.ops.aten.view.default(expand_199, [1, 8, 8]);  expand_199 = None
    expand_200 = torch.ops.aten.expand.default(transpose_35, [1, 8, 8])
    view_211 = torch.ops.aten.view.default(expand_200, [1, 8, 8]);  expand_200 = None
    bmm_98 = torch.ops.aten.bmm.default(view_210, view_211);  view_210 = view_211 = None
    _unsafe_view_98 = torch.ops.aten._unsafe_view.default(bmm_98, [1, 8, 8]);  bmm_98 = None
    expand_201 = torch.ops.aten.expand.default(_unsafe_view_98, [1, 8, 8]);  _unsafe_view_98 = None
    view_212 = torch.ops.aten.view.default(expand_201, [1, 8, 8]);  expand_201 = None
    expand_202 = torch.ops.aten.expand.default(baddbmm__32, [1, 8, 8])
    view_213 = torch.ops.aten.view.default(expand_202, [1, 8, 8]);  expand_202 = None
    bmm_99 = torch.ops.aten.bmm.default(view_212, view_213);  view_212 = view_213 = None
    _unsafe_view_99 = torch.ops.aten._unsafe_view.default(bmm_99, [1, 8, 8]);  bmm_99 = None
    add__10 = torch.ops.aten.add_.Tensor(add__9, _unsafe_view_99);  add__9 = _unsafe_view_99 = None
    expand_203 = torch.ops.aten.expand.default(baddbmm__32, [1, 8, 8])
    view_214 = torch.ops.aten.view.default(expand_203, [1, 8, 8]);  expand_203 = None
    expand_204 = torch.ops.aten.expand.default(transpose_29, [1, 8, 8])
    view_215 = torch.ops.aten.view.default(expand_204, [1, 8, 8]);  expand_204 = None
    bmm_100 = torch.ops.aten.bmm.default(view_214, view_215);  view_214 = view_215 = None
    _unsafe_view_100 = torch.ops.aten._unsafe_view.default(bmm_100, [1, 8, 8]);  bmm_100 = None
    baddbmm__33 = torch.ops.aten.baddbmm_.default(baddbmm__32, _unsafe_view_100, _unsafe_view_97, beta = 1.5, alpha = -0.5);  baddbmm__32 = None
    baddbmm__34 = torch.ops.aten.baddbmm_.default(baddbmm__33, _unsafe_view_97, _unsafe_view_100, alpha = -0.5);  baddbmm__33 = _unsafe_view_97 = None
    expand_205 = torch.ops.aten.expand.default(transpose_35, [1, 8, 8])
    view_216 = torch.ops.aten.view.default(expand_205, [1, 8, 8]);  expand_205 = None
    expand_206 = torch.ops.aten.expand.default(_unsafe_view_100, [1, 8, 8]);  _unsafe_view_100 = None
    view_217 = torch.ops.aten.view.default(expand_206, [1, 8, 8]);  expand_206 = None
    bmm_101 = torch.ops.aten.bmm.default(view_216, view_217);  view_216 = view_217 = None
    _unsafe_view_101 = torch.ops.aten._unsafe_view.default(bmm_101, [1, 8, 8]);  bmm_101 = None
    baddbmm__35 = torch.ops.aten.baddbmm_.default(baddbmm__34, _unsafe_view_101, transpose_35, alpha = -0.5);  baddbmm__34 = _unsafe_view_101 = transpose_35 = None
    add__11 = torch.ops.aten.add_.Tensor(add__10, baddbmm__35);  add__10 = baddbmm__35 = None
    expand_207 = torch.ops.aten.expand.default(transpose_29, [1, 8, 8]);  transpose_29 = None
    view_218 = torch.ops.aten.view.default(expand_207, [1, 8, 8]);  expand_207 = None
    expand_208 = torch.ops.aten.expand.default(add__11, [1, 8, 8])
    view_219 = torch.ops.aten.view.default(expand_208, [1, 8, 8]);  expand_208 = None
    bmm_102 = torch.ops.aten.bmm.default(view_218, view_219);  view_218 = view_219 = None
    _unsafe_view_102 = torch.ops.aten._unsafe_view.default(bmm_102, [1, 8, 8]);  bmm_102 = None
    neg_2 = torch.ops.aten.neg.default(_unsafe_view_102);  _unsafe_view_102 = None
    transpose_36 = torch.ops.aten.transpose.int(_unsafe_view_81, -2, -1);  _unsafe_view_81 = None
    expand_209 = torch.ops.aten.expand.default(transpose_36, [1, 8, 8]);  transpose_36 = None
    view_220 = torch.ops.aten.view.default(expand_209, [1, 8, 8]);  expand_209 = None
    expand_210 = torch.ops.aten.expand.default(mul_, [1, 8, 8])
    view_221 = torch.ops.aten.view.default(expand_210, [1, 8, 8]);  expand_210 = None
    bmm_103 = torch.ops.aten.bmm.default(view_220, view_221);  view_220 = view_221 = None
    _unsafe_view_103 = torch.ops.aten._unsafe_view.default(bmm_103, [1, 8, 8]);  bmm_103 = None
    add_18 = torch.ops.aten.add.Tensor(neg_2, _unsafe_view_103);  neg_2 = _unsafe_view_103 = None
    mul_40 = torch.ops.aten.mul.Tensor(add_18, expand);  add_18 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_40, [1, 2], True);  mul_40 = None
    mul_41 = torch.ops.aten.mul.Tensor(sum_13, expand);  sum_13 = expand = None
    transpose_37 = torch.ops.aten.transpose.int(add__11, -2, -1)
    add_19 = torch.ops.aten.add.Tensor(add__11, transpose_37);  add__11 = transpose_37 = None
    mul_42 = torch.ops.aten.mul.Tensor(mul_41, 2.0);  mul_41 = None
    add_20 = torch.ops.aten.add.Tensor(add_19, mul_42);  add_19 = mul_42 = None
    mul_43 = torch.ops.aten.mul.Tensor(reciprocal_, -0.001953125);  reciprocal_ = None
    mul_44 = torch.ops.aten.mul.Tensor(add_20, mul_43);  add_20 = mul_43 = None
    mean_5 = torch.ops.aten.mean.dim(view_175, [-1], True)
    sub_5 = torch.ops.aten.sub.Tensor(view_175, mean_5);  view_175 = mean_5 = None
    expand_211 = torch.ops.aten.expand.default(mul_, [1, 8, 8]);  mul_ = None
    view_222 = torch.ops.aten.view.default(expand_211, [1, 8, 8]);  expand_211 = None
    expand_212 = torch.ops.aten.expand.default(sub_5, [1, 8, 256]);  sub_5 = None
    view_223 = torch.ops.aten.view.default(expand_212, [1, 8, 256]);  expand_212 = None
    bmm_104 = torch.ops.aten.bmm.default(view_222, view_223);  view_222 = view_223 = None
    _unsafe_view_104 = torch.ops.aten._unsafe_view.default(bmm_104, [1, 8, 256]);  bmm_104 = None
    baddbmm_20 = torch.ops.aten.baddbmm.default(_unsafe_view_104, mul_44, sub);  _unsafe_view_104 = mul_44 = sub = None
    view_224 = torch.ops.aten.view.default(baddbmm_20, [8, 4, 8, 8]);  baddbmm_20 = None
    transpose_38 = torch.ops.aten.transpose.int(view_224, 0, 1);  view_224 = None
    clone_11 = torch.ops.aten.clone.default(transpose_38, memory_format = torch.contiguous_format);  transpose_38 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(clone_11, img_1, _param_constant0_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  clone_11 = img_1 = _param_constant0_1 = None
    getitem_12 = convolution_backward_2[0];  getitem_12 = None
    getitem_13 = convolution_backward_2[1]
    getitem_14 = convolution_backward_2[2];  convolution_backward_2 = getitem_14 = None
    return (getitem_4, getitem_13, sum_12, sum_11, getitem_10, sum_9, sum_8, getitem_7, sum_6, sum_5, t_4, view_73)
    