


def forward(self, x_1, y_1):
    _tensor_constant0 = self._tensor_constant0
    expand = torch.ops.aten.expand.default(_tensor_constant0, [2, 8, 5]);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    expand_1 = torch.ops.aten.expand.default(_tensor_constant1, [2, 8]);  _tensor_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    expand_2 = torch.ops.aten.expand.default(_tensor_constant2, [2, 5]);  _tensor_constant2 = None
    select = torch.ops.aten.select.int(x_1, 1, 0)
    cat = torch.ops.aten.cat.default([select, expand_2], -1);  select = expand_2 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, cat, t);  _param_constant1 = cat = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, tanh, t_1);  _param_constant3 = t_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(addmm_1, 1, 0, 5)
    slice_2 = torch.ops.aten.slice.Tensor(addmm_1, 1, 5, 6)
    softplus = torch.ops.aten.softplus.default(slice_2);  slice_2 = None
    slice_3 = torch.ops.aten.slice.Tensor(addmm_1, 1, 6, 7)
    sigmoid = torch.ops.aten.sigmoid.default(slice_3);  slice_3 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid);  detach_1 = None
    slice_4 = torch.ops.aten.slice.Tensor(addmm_1, 1, 7, 10)
    _softmax = torch.ops.aten._softmax.default(slice_4, -1, False);  slice_4 = None
    detach_2 = torch.ops.aten.detach.default(_softmax);  detach_2 = None
    slice_5 = torch.ops.aten.slice.Tensor(addmm_1, 1, 10, 11)
    softplus_1 = torch.ops.aten.softplus.default(slice_5);  slice_5 = None
    add = torch.ops.aten.add.Tensor(softplus_1, 1);  softplus_1 = None
    slice_6 = torch.ops.aten.slice.Tensor(addmm_1, 1, 11, 16)
    sigmoid_1 = torch.ops.aten.sigmoid.default(slice_6);  slice_6 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_1);  detach_3 = None
    slice_7 = torch.ops.aten.slice.Tensor(addmm_1, 1, 16, 9223372036854775807);  addmm_1 = None
    tanh_1 = torch.ops.aten.tanh.default(slice_7);  slice_7 = None
    detach_4 = torch.ops.aten.detach.default(tanh_1);  detach_4 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(slice_1, 1);  slice_1 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze, [2, 8, 5]);  unsqueeze = None
    expand_4 = torch.ops.aten.expand.default(expand, [2, 8, 5])
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(expand_4, 2, [-1], True)
    clone = torch.ops.aten.clone.default(linalg_vector_norm);  linalg_vector_norm = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(expand_3, 2, [-1], True)
    detach_5 = torch.ops.aten.detach.default(linalg_vector_norm_1);  detach_5 = None
    clone_1 = torch.ops.aten.clone.default(linalg_vector_norm_1);  linalg_vector_norm_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(1e-06, dtype = torch.float32, device = device(type='cpu'))
    clamp_min_ = torch.ops.aten.clamp_min_.Tensor(clone, scalar_tensor);  clone = None
    clamp_min__1 = torch.ops.aten.clamp_min_.Tensor(clone_1, scalar_tensor);  clone_1 = scalar_tensor = None
    div = torch.ops.aten.div.Tensor(expand_3, clamp_min__1);  expand_3 = clamp_min__1 = None
    div_1 = torch.ops.aten.div.Tensor(expand_4, clamp_min_);  expand_4 = clamp_min_ = None
    mul = torch.ops.aten.mul.Tensor(div_1, div);  div_1 = div = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [-1]);  mul = None
    mul_1 = torch.ops.aten.mul.Tensor(softplus, sum_1);  softplus = sum_1 = None
    _softmax_1 = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
    detach_6 = torch.ops.aten.detach.default(_softmax_1);  detach_6 = None
    mul_2 = torch.ops.aten.mul.Tensor(sigmoid, _softmax_1);  _softmax_1 = None
    rsub = torch.ops.aten.rsub.Scalar(sigmoid, 1);  sigmoid = None
    mul_3 = torch.ops.aten.mul.Tensor(rsub, expand_1);  rsub = expand_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    slice_8 = torch.ops.aten.slice.Tensor(_softmax, 1, 0, 1)
    roll = torch.ops.aten.roll.default(add_1, [-1], [1])
    mul_4 = torch.ops.aten.mul.Tensor(slice_8, roll);  slice_8 = roll = None
    slice_9 = torch.ops.aten.slice.Tensor(_softmax, 1, 1, 2)
    mul_5 = torch.ops.aten.mul.Tensor(slice_9, add_1);  slice_9 = None
    add_2 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    slice_10 = torch.ops.aten.slice.Tensor(_softmax, 1, 2, 3);  _softmax = None
    roll_1 = torch.ops.aten.roll.default(add_1, [1], [1]);  add_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(slice_10, roll_1);  slice_10 = roll_1 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_6);  add_2 = mul_6 = None
    pow_1 = torch.ops.aten.pow.Tensor_Tensor(add_3, add);  add_3 = add = None
    detach_7 = torch.ops.aten.detach.default(pow_1);  detach_7 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(pow_1, [-1], True)
    div_2 = torch.ops.aten.div.Tensor(pow_1, sum_2);  pow_1 = sum_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(div_2, 1)
    bmm = torch.ops.aten.bmm.default(unsqueeze_1, expand);  unsqueeze_1 = None
    select_1 = torch.ops.aten.select.int(bmm, 1, 0);  bmm = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(div_2, 2)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(sigmoid_1, 1);  sigmoid_1 = None
    mul_7 = torch.ops.aten.mul.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(mul_7, 1);  mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(expand, rsub_1);  expand = rsub_1 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(div_2, 2)
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(tanh_1, 1);  tanh_1 = None
    mul_9 = torch.ops.aten.mul.Tensor(unsqueeze_4, unsqueeze_5);  unsqueeze_4 = unsqueeze_5 = None
    add_4 = torch.ops.aten.add.Tensor(mul_8, mul_9);  mul_8 = mul_9 = None
    cat_1 = torch.ops.aten.cat.default([tanh, select_1], -1);  tanh = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, cat_1, t_2);  _param_constant5 = cat_1 = t_2 = None
    select_2 = torch.ops.aten.select.int(x_1, 1, 1)
    cat_2 = torch.ops.aten.cat.default([select_2, select_1], -1);  select_2 = select_1 = None
    _param_constant0_1 = self._param_constant0
    t_3 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant1_1 = self._param_constant1
    addmm_3 = torch.ops.aten.addmm.default(_param_constant1_1, cat_2, t_3);  _param_constant1_1 = cat_2 = t_3 = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_3);  addmm_3 = None
    detach_8 = torch.ops.aten.detach.default(tanh_2);  detach_8 = None
    _param_constant2_1 = self._param_constant2
    t_4 = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
    _param_constant3_1 = self._param_constant3
    addmm_4 = torch.ops.aten.addmm.default(_param_constant3_1, tanh_2, t_4);  _param_constant3_1 = t_4 = None
    slice_11 = torch.ops.aten.slice.Tensor(addmm_4, 1, 0, 5)
    slice_12 = torch.ops.aten.slice.Tensor(addmm_4, 1, 5, 6)
    softplus_2 = torch.ops.aten.softplus.default(slice_12);  slice_12 = None
    slice_13 = torch.ops.aten.slice.Tensor(addmm_4, 1, 6, 7)
    sigmoid_2 = torch.ops.aten.sigmoid.default(slice_13);  slice_13 = None
    detach_9 = torch.ops.aten.detach.default(sigmoid_2);  detach_9 = None
    slice_14 = torch.ops.aten.slice.Tensor(addmm_4, 1, 7, 10)
    _softmax_2 = torch.ops.aten._softmax.default(slice_14, -1, False);  slice_14 = None
    detach_10 = torch.ops.aten.detach.default(_softmax_2);  detach_10 = None
    slice_15 = torch.ops.aten.slice.Tensor(addmm_4, 1, 10, 11)
    softplus_3 = torch.ops.aten.softplus.default(slice_15);  slice_15 = None
    add_5 = torch.ops.aten.add.Tensor(softplus_3, 1);  softplus_3 = None
    slice_16 = torch.ops.aten.slice.Tensor(addmm_4, 1, 11, 16)
    sigmoid_3 = torch.ops.aten.sigmoid.default(slice_16);  slice_16 = None
    detach_11 = torch.ops.aten.detach.default(sigmoid_3);  detach_11 = None
    slice_17 = torch.ops.aten.slice.Tensor(addmm_4, 1, 16, 9223372036854775807);  addmm_4 = None
    tanh_3 = torch.ops.aten.tanh.default(slice_17);  slice_17 = None
    detach_12 = torch.ops.aten.detach.default(tanh_3);  detach_12 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(slice_11, 1);  slice_11 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_6, [2, 8, 5]);  unsqueeze_6 = None
    expand_6 = torch.ops.aten.expand.default(add_4, [2, 8, 5])
    linalg_vector_norm_2 = torch.ops.aten.linalg_vector_norm.default(expand_6, 2, [-1], True)
    detach_13 = torch.ops.aten.detach.default(linalg_vector_norm_2);  detach_13 = None
    clone_2 = torch.ops.aten.clone.default(linalg_vector_norm_2);  linalg_vector_norm_2 = None
    linalg_vector_norm_3 = torch.ops.aten.linalg_vector_norm.default(expand_5, 2, [-1], True)
    detach_14 = torch.ops.aten.detach.default(linalg_vector_norm_3);  detach_14 = None
    clone_3 = torch.ops.aten.clone.default(linalg_vector_norm_3);  linalg_vector_norm_3 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(1e-06, dtype = torch.float32, device = device(type='cpu'))
    clamp_min__2 = torch.ops.aten.clamp_min_.Tensor(clone_2, scalar_tensor_1);  clone_2 = None
    clamp_min__3 = torch.ops.aten.clamp_min_.Tensor(clone_3, scalar_tensor_1);  clone_3 = scalar_tensor_1 = None
    div_3 = torch.ops.aten.div.Tensor(expand_5, clamp_min__3);  expand_5 = clamp_min__3 = None
    div_4 = torch.ops.aten.div.Tensor(expand_6, clamp_min__2);  expand_6 = clamp_min__2 = None
    mul_10 = torch.ops.aten.mul.Tensor(div_4, div_3);  div_4 = div_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_10, [-1]);  mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(softplus_2, sum_3);  softplus_2 = sum_3 = None
    _softmax_3 = torch.ops.aten._softmax.default(mul_11, -1, False);  mul_11 = None
    detach_15 = torch.ops.aten.detach.default(_softmax_3);  detach_15 = None
    mul_12 = torch.ops.aten.mul.Tensor(sigmoid_2, _softmax_3);  _softmax_3 = None
    rsub_2 = torch.ops.aten.rsub.Scalar(sigmoid_2, 1);  sigmoid_2 = None
    mul_13 = torch.ops.aten.mul.Tensor(rsub_2, div_2);  rsub_2 = div_2 = None
    add_6 = torch.ops.aten.add.Tensor(mul_12, mul_13);  mul_12 = mul_13 = None
    slice_18 = torch.ops.aten.slice.Tensor(_softmax_2, 1, 0, 1)
    roll_2 = torch.ops.aten.roll.default(add_6, [-1], [1])
    mul_14 = torch.ops.aten.mul.Tensor(slice_18, roll_2);  slice_18 = roll_2 = None
    slice_19 = torch.ops.aten.slice.Tensor(_softmax_2, 1, 1, 2)
    mul_15 = torch.ops.aten.mul.Tensor(slice_19, add_6);  slice_19 = None
    add_7 = torch.ops.aten.add.Tensor(mul_14, mul_15);  mul_14 = mul_15 = None
    slice_20 = torch.ops.aten.slice.Tensor(_softmax_2, 1, 2, 3);  _softmax_2 = None
    roll_3 = torch.ops.aten.roll.default(add_6, [1], [1]);  add_6 = None
    mul_16 = torch.ops.aten.mul.Tensor(slice_20, roll_3);  slice_20 = roll_3 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, mul_16);  add_7 = mul_16 = None
    pow_2 = torch.ops.aten.pow.Tensor_Tensor(add_8, add_5);  add_8 = add_5 = None
    detach_16 = torch.ops.aten.detach.default(pow_2);  detach_16 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(pow_2, [-1], True)
    div_5 = torch.ops.aten.div.Tensor(pow_2, sum_4);  pow_2 = sum_4 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(div_5, 1)
    bmm_1 = torch.ops.aten.bmm.default(unsqueeze_7, add_4);  unsqueeze_7 = None
    select_3 = torch.ops.aten.select.int(bmm_1, 1, 0);  bmm_1 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(div_5, 2)
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(sigmoid_3, 1);  sigmoid_3 = None
    mul_17 = torch.ops.aten.mul.Tensor(unsqueeze_8, unsqueeze_9);  unsqueeze_8 = unsqueeze_9 = None
    rsub_3 = torch.ops.aten.rsub.Scalar(mul_17, 1);  mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(add_4, rsub_3);  add_4 = rsub_3 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(div_5, 2)
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(tanh_3, 1);  tanh_3 = None
    mul_19 = torch.ops.aten.mul.Tensor(unsqueeze_10, unsqueeze_11);  unsqueeze_10 = unsqueeze_11 = None
    add_9 = torch.ops.aten.add.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
    cat_3 = torch.ops.aten.cat.default([tanh_2, select_3], -1);  tanh_2 = None
    _param_constant4_1 = self._param_constant4
    t_5 = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
    _param_constant5_1 = self._param_constant5
    addmm_5 = torch.ops.aten.addmm.default(_param_constant5_1, cat_3, t_5);  _param_constant5_1 = cat_3 = t_5 = None
    select_4 = torch.ops.aten.select.int(x_1, 1, 2)
    cat_4 = torch.ops.aten.cat.default([select_4, select_3], -1);  select_4 = select_3 = None
    _param_constant0_2 = self._param_constant0
    t_6 = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
    _param_constant1_2 = self._param_constant1
    addmm_6 = torch.ops.aten.addmm.default(_param_constant1_2, cat_4, t_6);  _param_constant1_2 = cat_4 = t_6 = None
    tanh_4 = torch.ops.aten.tanh.default(addmm_6);  addmm_6 = None
    detach_17 = torch.ops.aten.detach.default(tanh_4);  detach_17 = None
    _param_constant2_2 = self._param_constant2
    t_7 = torch.ops.aten.t.default(_param_constant2_2);  _param_constant2_2 = None
    _param_constant3_2 = self._param_constant3
    addmm_7 = torch.ops.aten.addmm.default(_param_constant3_2, tanh_4, t_7);  _param_constant3_2 = t_7 = None
    slice_21 = torch.ops.aten.slice.Tensor(addmm_7, 1, 0, 5)
    slice_22 = torch.ops.aten.slice.Tensor(addmm_7, 1, 5, 6)
    softplus_4 = torch.ops.aten.softplus.default(slice_22);  slice_22 = None
    slice_23 = torch.ops.aten.slice.Tensor(addmm_7, 1, 6, 7)
    sigmoid_4 = torch.ops.aten.sigmoid.default(slice_23);  slice_23 = None
    detach_18 = torch.ops.aten.detach.default(sigmoid_4);  detach_18 = None
    slice_24 = torch.ops.aten.slice.Tensor(addmm_7, 1, 7, 10)
    _softmax_4 = torch.ops.aten._softmax.default(slice_24, -1, False);  slice_24 = None
    detach_19 = torch.ops.aten.detach.default(_softmax_4);  detach_19 = None
    slice_25 = torch.ops.aten.slice.Tensor(addmm_7, 1, 10, 11)
    softplus_5 = torch.ops.aten.softplus.default(slice_25);  slice_25 = None
    add_10 = torch.ops.aten.add.Tensor(softplus_5, 1);  softplus_5 = None
    slice_26 = torch.ops.aten.slice.Tensor(addmm_7, 1, 11, 16)
    sigmoid_5 = torch.ops.aten.sigmoid.default(slice_26);  slice_26 = None
    detach_20 = torch.ops.aten.detach.default(sigmoid_5);  detach_20 = None
    slice_27 = torch.ops.aten.slice.Tensor(addmm_7, 1, 16, 9223372036854775807);  addmm_7 = None
    tanh_5 = torch.ops.aten.tanh.default(slice_27);  slice_27 = None
    detach_21 = torch.ops.aten.detach.default(tanh_5);  detach_21 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(slice_21, 1);  slice_21 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_12, [2, 8, 5]);  unsqueeze_12 = None
    expand_8 = torch.ops.aten.expand.default(add_9, [2, 8, 5])
    linalg_vector_norm_4 = torch.ops.aten.linalg_vector_norm.default(expand_8, 2, [-1], True)
    detach_22 = torch.ops.aten.detach.default(linalg_vector_norm_4);  detach_22 = None
    clone_4 = torch.ops.aten.clone.default(linalg_vector_norm_4);  linalg_vector_norm_4 = None
    linalg_vector_norm_5 = torch.ops.aten.linalg_vector_norm.default(expand_7, 2, [-1], True)
    detach_23 = torch.ops.aten.detach.default(linalg_vector_norm_5);  detach_23 = None
    clone_5 = torch.ops.aten.clone.default(linalg_vector_norm_5);  linalg_vector_norm_5 = None
    scalar_tensor_2 = torch.ops.aten.scalar_tensor.default(1e-06, dtype = torch.float32, device = device(type='cpu'))
    clamp_min__4 = torch.ops.aten.clamp_min_.Tensor(clone_4, scalar_tensor_2);  clone_4 = None
    clamp_min__5 = torch.ops.aten.clamp_min_.Tensor(clone_5, scalar_tensor_2);  clone_5 = scalar_tensor_2 = None
    div_6 = torch.ops.aten.div.Tensor(expand_7, clamp_min__5);  expand_7 = clamp_min__5 = None
    div_7 = torch.ops.aten.div.Tensor(expand_8, clamp_min__4);  expand_8 = clamp_min__4 = None
    mul_20 = torch.ops.aten.mul.Tensor(div_7, div_6);  div_7 = div_6 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_20, [-1]);  mul_20 = None
    mul_21 = torch.ops.aten.mul.Tensor(softplus_4, sum_5);  softplus_4 = sum_5 = None
    _softmax_5 = torch.ops.aten._softmax.default(mul_21, -1, False);  mul_21 = None
    detach_24 = torch.ops.aten.detach.default(_softmax_5);  detach_24 = None
    mul_22 = torch.ops.aten.mul.Tensor(sigmoid_4, _softmax_5);  _softmax_5 = None
    rsub_4 = torch.ops.aten.rsub.Scalar(sigmoid_4, 1);  sigmoid_4 = None
    mul_23 = torch.ops.aten.mul.Tensor(rsub_4, div_5);  rsub_4 = div_5 = None
    add_11 = torch.ops.aten.add.Tensor(mul_22, mul_23);  mul_22 = mul_23 = None
    slice_28 = torch.ops.aten.slice.Tensor(_softmax_4, 1, 0, 1)
    roll_4 = torch.ops.aten.roll.default(add_11, [-1], [1])
    mul_24 = torch.ops.aten.mul.Tensor(slice_28, roll_4);  slice_28 = roll_4 = None
    slice_29 = torch.ops.aten.slice.Tensor(_softmax_4, 1, 1, 2)
    mul_25 = torch.ops.aten.mul.Tensor(slice_29, add_11);  slice_29 = None
    add_12 = torch.ops.aten.add.Tensor(mul_24, mul_25);  mul_24 = mul_25 = None
    slice_30 = torch.ops.aten.slice.Tensor(_softmax_4, 1, 2, 3);  _softmax_4 = None
    roll_5 = torch.ops.aten.roll.default(add_11, [1], [1]);  add_11 = None
    mul_26 = torch.ops.aten.mul.Tensor(slice_30, roll_5);  slice_30 = roll_5 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, mul_26);  add_12 = mul_26 = None
    pow_3 = torch.ops.aten.pow.Tensor_Tensor(add_13, add_10);  add_13 = add_10 = None
    detach_25 = torch.ops.aten.detach.default(pow_3);  detach_25 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(pow_3, [-1], True)
    div_8 = torch.ops.aten.div.Tensor(pow_3, sum_6);  pow_3 = sum_6 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(div_8, 1)
    bmm_2 = torch.ops.aten.bmm.default(unsqueeze_13, add_9);  unsqueeze_13 = None
    select_5 = torch.ops.aten.select.int(bmm_2, 1, 0);  bmm_2 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(div_8, 2)
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(sigmoid_5, 1);  sigmoid_5 = None
    mul_27 = torch.ops.aten.mul.Tensor(unsqueeze_14, unsqueeze_15);  unsqueeze_14 = unsqueeze_15 = None
    rsub_5 = torch.ops.aten.rsub.Scalar(mul_27, 1);  mul_27 = None
    mul_28 = torch.ops.aten.mul.Tensor(add_9, rsub_5);  add_9 = rsub_5 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(div_8, 2)
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(tanh_5, 1);  tanh_5 = None
    mul_29 = torch.ops.aten.mul.Tensor(unsqueeze_16, unsqueeze_17);  unsqueeze_16 = unsqueeze_17 = None
    add_14 = torch.ops.aten.add.Tensor(mul_28, mul_29);  mul_28 = mul_29 = None
    cat_5 = torch.ops.aten.cat.default([tanh_4, select_5], -1);  tanh_4 = None
    _param_constant4_2 = self._param_constant4
    t_8 = torch.ops.aten.t.default(_param_constant4_2);  _param_constant4_2 = None
    _param_constant5_2 = self._param_constant5
    addmm_8 = torch.ops.aten.addmm.default(_param_constant5_2, cat_5, t_8);  _param_constant5_2 = cat_5 = t_8 = None
    select_6 = torch.ops.aten.select.int(x_1, 1, 3);  x_1 = None
    cat_6 = torch.ops.aten.cat.default([select_6, select_5], -1);  select_6 = select_5 = None
    _param_constant0_3 = self._param_constant0
    t_9 = torch.ops.aten.t.default(_param_constant0_3);  _param_constant0_3 = None
    _param_constant1_3 = self._param_constant1
    addmm_9 = torch.ops.aten.addmm.default(_param_constant1_3, cat_6, t_9);  _param_constant1_3 = cat_6 = t_9 = None
    tanh_6 = torch.ops.aten.tanh.default(addmm_9);  addmm_9 = None
    detach_26 = torch.ops.aten.detach.default(tanh_6);  detach_26 = None
    _param_constant2_3 = self._param_constant2
    t_10 = torch.ops.aten.t.default(_param_constant2_3);  _param_constant2_3 = None
    _param_constant3_3 = self._param_constant3
    addmm_10 = torch.ops.aten.addmm.default(_param_constant3_3, tanh_6, t_10);  _param_constant3_3 = t_10 = None
    slice_31 = torch.ops.aten.slice.Tensor(addmm_10, 1, 0, 5)
    slice_32 = torch.ops.aten.slice.Tensor(addmm_10, 1, 5, 6)
    softplus_6 = torch.ops.aten.softplus.default(slice_32);  slice_32 = None
    slice_33 = torch.ops.aten.slice.Tensor(addmm_10, 1, 6, 7)
    sigmoid_6 = torch.ops.aten.sigmoid.default(slice_33);  slice_33 = None
    detach_27 = torch.ops.aten.detach.default(sigmoid_6);  detach_27 = None
    slice_34 = torch.ops.aten.slice.Tensor(addmm_10, 1, 7, 10)
    _softmax_6 = torch.ops.aten._softmax.default(slice_34, -1, False);  slice_34 = None
    detach_28 = torch.ops.aten.detach.default(_softmax_6);  detach_28 = None
    slice_35 = torch.ops.aten.slice.Tensor(addmm_10, 1, 10, 11)
    softplus_7 = torch.ops.aten.softplus.default(slice_35);  slice_35 = None
    add_15 = torch.ops.aten.add.Tensor(softplus_7, 1);  softplus_7 = None
    slice_36 = torch.ops.aten.slice.Tensor(addmm_10, 1, 11, 16)
    sigmoid_7 = torch.ops.aten.sigmoid.default(slice_36);  slice_36 = None
    detach_29 = torch.ops.aten.detach.default(sigmoid_7);  detach_29 = None
    slice_37 = torch.ops.aten.slice.Tensor(addmm_10, 1, 16, 9223372036854775807);  addmm_10 = None
    tanh_7 = torch.ops.aten.tanh.default(slice_37);  slice_37 = None
    detach_30 = torch.ops.aten.detach.default(tanh_7);  detach_30 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(slice_31, 1);  slice_31 = None
    expand_9 = torch.ops.aten.expand.default(unsqueeze_18, [2, 8, 5]);  unsqueeze_18 = None
    expand_10 = torch.ops.aten.expand.default(add_14, [2, 8, 5])
    linalg_vector_norm_6 = torch.ops.aten.linalg_vector_norm.default(expand_10, 2, [-1], True)
    detach_31 = torch.ops.aten.detach.default(linalg_vector_norm_6);  detach_31 = None
    clone_6 = torch.ops.aten.clone.default(linalg_vector_norm_6);  linalg_vector_norm_6 = None
    linalg_vector_norm_7 = torch.ops.aten.linalg_vector_norm.default(expand_9, 2, [-1], True)
    detach_32 = torch.ops.aten.detach.default(linalg_vector_norm_7);  detach_32 = None
    clone_7 = torch.ops.aten.clone.default(linalg_vector_norm_7);  linalg_vector_norm_7 = None
    scalar_tensor_3 = torch.ops.aten.scalar_tensor.default(1e-06, dtype = torch.float32, device = device(type='cpu'))
    clamp_min__6 = torch.ops.aten.clamp_min_.Tensor(clone_6, scalar_tensor_3);  clone_6 = None
    clamp_min__7 = torch.ops.aten.clamp_min_.Tensor(clone_7, scalar_tensor_3);  clone_7 = scalar_tensor_3 = None
    div_9 = torch.ops.aten.div.Tensor(expand_9, clamp_min__7);  expand_9 = clamp_min__7 = None
    div_10 = torch.ops.aten.div.Tensor(expand_10, clamp_min__6);  expand_10 = clamp_min__6 = None
    mul_30 = torch.ops.aten.mul.Tensor(div_10, div_9);  div_10 = div_9 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_30, [-1]);  mul_30 = None
    mul_31 = torch.ops.aten.mul.Tensor(softplus_6, sum_7);  softplus_6 = sum_7 = None
    _softmax_7 = torch.ops.aten._softmax.default(mul_31, -1, False);  mul_31 = None
    detach_33 = torch.ops.aten.detach.default(_softmax_7);  detach_33 = None
    mul_32 = torch.ops.aten.mul.Tensor(sigmoid_6, _softmax_7);  _softmax_7 = None
    rsub_6 = torch.ops.aten.rsub.Scalar(sigmoid_6, 1);  sigmoid_6 = None
    mul_33 = torch.ops.aten.mul.Tensor(rsub_6, div_8);  rsub_6 = div_8 = None
    add_16 = torch.ops.aten.add.Tensor(mul_32, mul_33);  mul_32 = mul_33 = None
    slice_38 = torch.ops.aten.slice.Tensor(_softmax_6, 1, 0, 1)
    roll_6 = torch.ops.aten.roll.default(add_16, [-1], [1])
    mul_34 = torch.ops.aten.mul.Tensor(slice_38, roll_6);  slice_38 = roll_6 = None
    slice_39 = torch.ops.aten.slice.Tensor(_softmax_6, 1, 1, 2)
    mul_35 = torch.ops.aten.mul.Tensor(slice_39, add_16);  slice_39 = None
    add_17 = torch.ops.aten.add.Tensor(mul_34, mul_35);  mul_34 = mul_35 = None
    slice_40 = torch.ops.aten.slice.Tensor(_softmax_6, 1, 2, 3);  _softmax_6 = None
    roll_7 = torch.ops.aten.roll.default(add_16, [1], [1]);  add_16 = None
    mul_36 = torch.ops.aten.mul.Tensor(slice_40, roll_7);  slice_40 = roll_7 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, mul_36);  add_17 = mul_36 = None
    pow_4 = torch.ops.aten.pow.Tensor_Tensor(add_18, add_15);  add_18 = add_15 = None
    detach_34 = torch.ops.aten.detach.default(pow_4);  detach_34 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(pow_4, [-1], True)
    div_11 = torch.ops.aten.div.Tensor(pow_4, sum_8);  pow_4 = sum_8 = None
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(div_11, 1)
    bmm_3 = torch.ops.aten.bmm.default(unsqueeze_19, add_14);  unsqueeze_19 = None
    select_7 = torch.ops.aten.select.int(bmm_3, 1, 0);  bmm_3 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(div_11, 2)
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(sigmoid_7, 1);  sigmoid_7 = None
    mul_37 = torch.ops.aten.mul.Tensor(unsqueeze_20, unsqueeze_21);  unsqueeze_20 = unsqueeze_21 = None
    rsub_7 = torch.ops.aten.rsub.Scalar(mul_37, 1);  mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(add_14, rsub_7);  add_14 = rsub_7 = None
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(div_11, 2);  div_11 = None
    unsqueeze_23 = torch.ops.aten.unsqueeze.default(tanh_7, 1);  tanh_7 = None
    mul_39 = torch.ops.aten.mul.Tensor(unsqueeze_22, unsqueeze_23);  unsqueeze_22 = unsqueeze_23 = None
    add_19 = torch.ops.aten.add.Tensor(mul_38, mul_39);  mul_38 = mul_39 = add_19 = None
    cat_7 = torch.ops.aten.cat.default([tanh_6, select_7], -1);  tanh_6 = select_7 = None
    _param_constant4_3 = self._param_constant4
    t_11 = torch.ops.aten.t.default(_param_constant4_3);  _param_constant4_3 = None
    _param_constant5_3 = self._param_constant5
    addmm_11 = torch.ops.aten.addmm.default(_param_constant5_3, cat_7, t_11);  _param_constant5_3 = cat_7 = t_11 = None
    stack = torch.ops.aten.stack.default([addmm_2, addmm_5, addmm_8, addmm_11], 1);  addmm_2 = addmm_5 = addmm_8 = addmm_11 = None
    binary_cross_entropy_with_logits = torch.ops.aten.binary_cross_entropy_with_logits.default(stack, y_1);  stack = y_1 = None
    return binary_cross_entropy_with_logits
    