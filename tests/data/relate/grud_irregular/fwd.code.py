


def forward(self, x_1, mask_1, delta_1, lengths_1, labels_1):
    new_zeros = torch.ops.aten.new_zeros.default(x_1, [2, 6], pin_memory = False)
    _tensor_constant0 = self._tensor_constant0
    expand = torch.ops.aten.expand.default(_tensor_constant0, [2, -1]);  _tensor_constant0 = None
    arange = torch.ops.aten.arange.default(5, device = device(type='cpu'), pin_memory = False)
    unsqueeze = torch.ops.aten.unsqueeze.default(arange, 0);  arange = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(lengths_1, 1);  lengths_1 = None
    lt = torch.ops.aten.lt.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
    select = torch.ops.aten.select.int(x_1, 1, 0)
    select_1 = torch.ops.aten.select.int(mask_1, 1, 0)
    select_2 = torch.ops.aten.select.int(delta_1, 1, 0)
    _param_constant0 = self._param_constant0
    mul = torch.ops.aten.mul.Tensor(_param_constant0, select_2);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    add = torch.ops.aten.add.Tensor(mul, _param_constant1);  mul = _param_constant1 = None
    relu = torch.ops.aten.relu.default(add);  add = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    neg = torch.ops.aten.neg.default(relu);  relu = None
    exp = torch.ops.aten.exp.default(neg);  neg = None
    detach_1 = torch.ops.aten.detach.default(exp);  detach_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(select_1, select)
    rsub = torch.ops.aten.rsub.Scalar(select_1, 1)
    mul_2 = torch.ops.aten.mul.Tensor(exp, expand)
    rsub_1 = torch.ops.aten.rsub.Scalar(exp, 1);  exp = None
    _tensor_constant0_1 = self._tensor_constant0
    mul_3 = torch.ops.aten.mul.Tensor(rsub_1, _tensor_constant0_1);  rsub_1 = _tensor_constant0_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(rsub, add_1);  rsub = add_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_1, mul_4);  mul_1 = mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(select_1, select);  select = None
    rsub_2 = torch.ops.aten.rsub.Scalar(select_1, 1)
    mul_6 = torch.ops.aten.mul.Tensor(rsub_2, expand);  rsub_2 = expand = None
    add_3 = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm = torch.ops.aten.addmm.default(_param_constant3, select_2, t);  _param_constant3 = select_2 = t = None
    relu_1 = torch.ops.aten.relu.default(addmm);  addmm = None
    detach_2 = torch.ops.aten.detach.default(relu_1);  detach_2 = None
    neg_1 = torch.ops.aten.neg.default(relu_1);  relu_1 = None
    exp_1 = torch.ops.aten.exp.default(neg_1);  neg_1 = None
    detach_3 = torch.ops.aten.detach.default(exp_1);  detach_3 = None
    mul_7 = torch.ops.aten.mul.Tensor(exp_1, new_zeros);  exp_1 = None
    cat = torch.ops.aten.cat.default([add_2, select_1], -1);  add_2 = select_1 = None
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, cat, t_1);  _param_constant5 = cat = t_1 = None
    split = torch.ops.aten.split.Tensor(addmm_1, 6, -1);  addmm_1 = None
    getitem = split[0]
    getitem_1 = split[1]
    getitem_2 = split[2];  split = None
    _param_constant6 = self._param_constant6
    t_2 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, mul_7, t_2);  _param_constant7 = t_2 = None
    split_1 = torch.ops.aten.split.Tensor(addmm_2, 6, -1);  addmm_2 = None
    getitem_3 = split_1[0]
    getitem_4 = split_1[1]
    getitem_5 = split_1[2];  split_1 = None
    add_4 = torch.ops.aten.add.Tensor(getitem, getitem_3);  getitem = getitem_3 = None
    sigmoid = torch.ops.aten.sigmoid.default(add_4);  add_4 = None
    detach_4 = torch.ops.aten.detach.default(sigmoid);  detach_4 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_1, getitem_4);  getitem_1 = getitem_4 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(add_5);  add_5 = None
    detach_5 = torch.ops.aten.detach.default(sigmoid_1);  detach_5 = None
    mul_8 = torch.ops.aten.mul.Tensor(sigmoid, getitem_5);  sigmoid = getitem_5 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_2, mul_8);  getitem_2 = mul_8 = None
    tanh = torch.ops.aten.tanh.default(add_6);  add_6 = None
    detach_6 = torch.ops.aten.detach.default(tanh);  detach_6 = None
    slice_1 = torch.ops.aten.slice.Tensor(lt, 1, 0, 1)
    rsub_3 = torch.ops.aten.rsub.Scalar(sigmoid_1, 1)
    mul_9 = torch.ops.aten.mul.Tensor(rsub_3, tanh);  rsub_3 = tanh = None
    mul_10 = torch.ops.aten.mul.Tensor(sigmoid_1, mul_7);  sigmoid_1 = mul_7 = None
    add_7 = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    where = torch.ops.aten.where.self(slice_1, add_7, new_zeros);  slice_1 = add_7 = new_zeros = None
    select_3 = torch.ops.aten.select.int(x_1, 1, 1)
    select_4 = torch.ops.aten.select.int(mask_1, 1, 1)
    select_5 = torch.ops.aten.select.int(delta_1, 1, 1)
    _param_constant0_1 = self._param_constant0
    mul_11 = torch.ops.aten.mul.Tensor(_param_constant0_1, select_5);  _param_constant0_1 = None
    _param_constant1_1 = self._param_constant1
    add_8 = torch.ops.aten.add.Tensor(mul_11, _param_constant1_1);  mul_11 = _param_constant1_1 = None
    relu_2 = torch.ops.aten.relu.default(add_8);  add_8 = None
    detach_7 = torch.ops.aten.detach.default(relu_2);  detach_7 = None
    neg_2 = torch.ops.aten.neg.default(relu_2);  relu_2 = None
    exp_2 = torch.ops.aten.exp.default(neg_2);  neg_2 = None
    detach_8 = torch.ops.aten.detach.default(exp_2);  detach_8 = None
    mul_12 = torch.ops.aten.mul.Tensor(select_4, select_3)
    rsub_4 = torch.ops.aten.rsub.Scalar(select_4, 1)
    mul_13 = torch.ops.aten.mul.Tensor(exp_2, add_3)
    rsub_5 = torch.ops.aten.rsub.Scalar(exp_2, 1);  exp_2 = None
    _tensor_constant0_2 = self._tensor_constant0
    mul_14 = torch.ops.aten.mul.Tensor(rsub_5, _tensor_constant0_2);  rsub_5 = _tensor_constant0_2 = None
    add_9 = torch.ops.aten.add.Tensor(mul_13, mul_14);  mul_13 = mul_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(rsub_4, add_9);  rsub_4 = add_9 = None
    add_10 = torch.ops.aten.add.Tensor(mul_12, mul_15);  mul_12 = mul_15 = None
    mul_16 = torch.ops.aten.mul.Tensor(select_4, select_3);  select_3 = None
    rsub_6 = torch.ops.aten.rsub.Scalar(select_4, 1)
    mul_17 = torch.ops.aten.mul.Tensor(rsub_6, add_3);  rsub_6 = add_3 = None
    add_11 = torch.ops.aten.add.Tensor(mul_16, mul_17);  mul_16 = mul_17 = None
    _param_constant2_1 = self._param_constant2
    t_3 = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
    _param_constant3_1 = self._param_constant3
    addmm_3 = torch.ops.aten.addmm.default(_param_constant3_1, select_5, t_3);  _param_constant3_1 = select_5 = t_3 = None
    relu_3 = torch.ops.aten.relu.default(addmm_3);  addmm_3 = None
    detach_9 = torch.ops.aten.detach.default(relu_3);  detach_9 = None
    neg_3 = torch.ops.aten.neg.default(relu_3);  relu_3 = None
    exp_3 = torch.ops.aten.exp.default(neg_3);  neg_3 = None
    detach_10 = torch.ops.aten.detach.default(exp_3);  detach_10 = None
    mul_18 = torch.ops.aten.mul.Tensor(exp_3, where);  exp_3 = None
    cat_1 = torch.ops.aten.cat.default([add_10, select_4], -1);  add_10 = select_4 = None
    _param_constant4_1 = self._param_constant4
    t_4 = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
    _param_constant5_1 = self._param_constant5
    addmm_4 = torch.ops.aten.addmm.default(_param_constant5_1, cat_1, t_4);  _param_constant5_1 = cat_1 = t_4 = None
    split_2 = torch.ops.aten.split.Tensor(addmm_4, 6, -1);  addmm_4 = None
    getitem_6 = split_2[0]
    getitem_7 = split_2[1]
    getitem_8 = split_2[2];  split_2 = None
    _param_constant6_1 = self._param_constant6
    t_5 = torch.ops.aten.t.default(_param_constant6_1);  _param_constant6_1 = None
    _param_constant7_1 = self._param_constant7
    addmm_5 = torch.ops.aten.addmm.default(_param_constant7_1, mul_18, t_5);  _param_constant7_1 = t_5 = None
    split_3 = torch.ops.aten.split.Tensor(addmm_5, 6, -1);  addmm_5 = None
    getitem_9 = split_3[0]
    getitem_10 = split_3[1]
    getitem_11 = split_3[2];  split_3 = None
    add_12 = torch.ops.aten.add.Tensor(getitem_6, getitem_9);  getitem_6 = getitem_9 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(add_12);  add_12 = None
    detach_11 = torch.ops.aten.detach.default(sigmoid_2);  detach_11 = None
    add_13 = torch.ops.aten.add.Tensor(getitem_7, getitem_10);  getitem_7 = getitem_10 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(add_13);  add_13 = None
    detach_12 = torch.ops.aten.detach.default(sigmoid_3);  detach_12 = None
    mul_19 = torch.ops.aten.mul.Tensor(sigmoid_2, getitem_11);  sigmoid_2 = getitem_11 = None
    add_14 = torch.ops.aten.add.Tensor(getitem_8, mul_19);  getitem_8 = mul_19 = None
    tanh_1 = torch.ops.aten.tanh.default(add_14);  add_14 = None
    detach_13 = torch.ops.aten.detach.default(tanh_1);  detach_13 = None
    slice_2 = torch.ops.aten.slice.Tensor(lt, 1, 1, 2)
    rsub_7 = torch.ops.aten.rsub.Scalar(sigmoid_3, 1)
    mul_20 = torch.ops.aten.mul.Tensor(rsub_7, tanh_1);  rsub_7 = tanh_1 = None
    mul_21 = torch.ops.aten.mul.Tensor(sigmoid_3, mul_18);  sigmoid_3 = mul_18 = None
    add_15 = torch.ops.aten.add.Tensor(mul_20, mul_21);  mul_20 = mul_21 = None
    where_1 = torch.ops.aten.where.self(slice_2, add_15, where);  slice_2 = add_15 = where = None
    select_6 = torch.ops.aten.select.int(x_1, 1, 2)
    select_7 = torch.ops.aten.select.int(mask_1, 1, 2)
    select_8 = torch.ops.aten.select.int(delta_1, 1, 2)
    _param_constant0_2 = self._param_constant0
    mul_22 = torch.ops.aten.mul.Tensor(_param_constant0_2, select_8);  _param_constant0_2 = None
    _param_constant1_2 = self._param_constant1
    add_16 = torch.ops.aten.add.Tensor(mul_22, _param_constant1_2);  mul_22 = _param_constant1_2 = None
    relu_4 = torch.ops.aten.relu.default(add_16);  add_16 = None
    detach_14 = torch.ops.aten.detach.default(relu_4);  detach_14 = None
    neg_4 = torch.ops.aten.neg.default(relu_4);  relu_4 = None
    exp_4 = torch.ops.aten.exp.default(neg_4);  neg_4 = None
    detach_15 = torch.ops.aten.detach.default(exp_4);  detach_15 = None
    mul_23 = torch.ops.aten.mul.Tensor(select_7, select_6)
    rsub_8 = torch.ops.aten.rsub.Scalar(select_7, 1)
    mul_24 = torch.ops.aten.mul.Tensor(exp_4, add_11)
    rsub_9 = torch.ops.aten.rsub.Scalar(exp_4, 1);  exp_4 = None
    _tensor_constant0_3 = self._tensor_constant0
    mul_25 = torch.ops.aten.mul.Tensor(rsub_9, _tensor_constant0_3);  rsub_9 = _tensor_constant0_3 = None
    add_17 = torch.ops.aten.add.Tensor(mul_24, mul_25);  mul_24 = mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(rsub_8, add_17);  rsub_8 = add_17 = None
    add_18 = torch.ops.aten.add.Tensor(mul_23, mul_26);  mul_23 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(select_7, select_6);  select_6 = None
    rsub_10 = torch.ops.aten.rsub.Scalar(select_7, 1)
    mul_28 = torch.ops.aten.mul.Tensor(rsub_10, add_11);  rsub_10 = add_11 = None
    add_19 = torch.ops.aten.add.Tensor(mul_27, mul_28);  mul_27 = mul_28 = None
    _param_constant2_2 = self._param_constant2
    t_6 = torch.ops.aten.t.default(_param_constant2_2);  _param_constant2_2 = None
    _param_constant3_2 = self._param_constant3
    addmm_6 = torch.ops.aten.addmm.default(_param_constant3_2, select_8, t_6);  _param_constant3_2 = select_8 = t_6 = None
    relu_5 = torch.ops.aten.relu.default(addmm_6);  addmm_6 = None
    detach_16 = torch.ops.aten.detach.default(relu_5);  detach_16 = None
    neg_5 = torch.ops.aten.neg.default(relu_5);  relu_5 = None
    exp_5 = torch.ops.aten.exp.default(neg_5);  neg_5 = None
    detach_17 = torch.ops.aten.detach.default(exp_5);  detach_17 = None
    mul_29 = torch.ops.aten.mul.Tensor(exp_5, where_1);  exp_5 = None
    cat_2 = torch.ops.aten.cat.default([add_18, select_7], -1);  add_18 = select_7 = None
    _param_constant4_2 = self._param_constant4
    t_7 = torch.ops.aten.t.default(_param_constant4_2);  _param_constant4_2 = None
    _param_constant5_2 = self._param_constant5
    addmm_7 = torch.ops.aten.addmm.default(_param_constant5_2, cat_2, t_7);  _param_constant5_2 = cat_2 = t_7 = None
    split_4 = torch.ops.aten.split.Tensor(addmm_7, 6, -1);  addmm_7 = None
    getitem_12 = split_4[0]
    getitem_13 = split_4[1]
    getitem_14 = split_4[2];  split_4 = None
    _param_constant6_2 = self._param_constant6
    t_8 = torch.ops.aten.t.default(_param_constant6_2);  _param_constant6_2 = None
    _param_constant7_2 = self._param_constant7
    addmm_8 = torch.ops.aten.addmm.default(_param_constant7_2, mul_29, t_8);  _param_constant7_2 = t_8 = None
    split_5 = torch.ops.aten.split.Tensor(addmm_8, 6, -1);  addmm_8 = None
    getitem_15 = split_5[0]
    getitem_16 = split_5[1]
    getitem_17 = split_5[2];  split_5 = None
    add_20 = torch.ops.aten.add.Tensor(getitem_12, getitem_15);  getitem_12 = getitem_15 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(add_20);  add_20 = None
    detach_18 = torch.ops.aten.detach.default(sigmoid_4);  detach_18 = None
    add_21 = torch.ops.aten.add.Tensor(getitem_13, getitem_16);  getitem_13 = getitem_16 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(add_21);  add_21 = None
    detach_19 = torch.ops.aten.detach.default(sigmoid_5);  detach_19 = None
    mul_30 = torch.ops.aten.mul.Tensor(sigmoid_4, getitem_17);  sigmoid_4 = getitem_17 = None
    add_22 = torch.ops.aten.add.Tensor(getitem_14, mul_30);  getitem_14 = mul_30 = None
    tanh_2 = torch.ops.aten.tanh.default(add_22);  add_22 = None
    detach_20 = torch.ops.aten.detach.default(tanh_2);  detach_20 = None
    slice_3 = torch.ops.aten.slice.Tensor(lt, 1, 2, 3)
    rsub_11 = torch.ops.aten.rsub.Scalar(sigmoid_5, 1)
    mul_31 = torch.ops.aten.mul.Tensor(rsub_11, tanh_2);  rsub_11 = tanh_2 = None
    mul_32 = torch.ops.aten.mul.Tensor(sigmoid_5, mul_29);  sigmoid_5 = mul_29 = None
    add_23 = torch.ops.aten.add.Tensor(mul_31, mul_32);  mul_31 = mul_32 = None
    where_2 = torch.ops.aten.where.self(slice_3, add_23, where_1);  slice_3 = add_23 = where_1 = None
    select_9 = torch.ops.aten.select.int(x_1, 1, 3)
    select_10 = torch.ops.aten.select.int(mask_1, 1, 3)
    select_11 = torch.ops.aten.select.int(delta_1, 1, 3)
    _param_constant0_3 = self._param_constant0
    mul_33 = torch.ops.aten.mul.Tensor(_param_constant0_3, select_11);  _param_constant0_3 = None
    _param_constant1_3 = self._param_constant1
    add_24 = torch.ops.aten.add.Tensor(mul_33, _param_constant1_3);  mul_33 = _param_constant1_3 = None
    relu_6 = torch.ops.aten.relu.default(add_24);  add_24 = None
    detach_21 = torch.ops.aten.detach.default(relu_6);  detach_21 = None
    neg_6 = torch.ops.aten.neg.default(relu_6);  relu_6 = None
    exp_6 = torch.ops.aten.exp.default(neg_6);  neg_6 = None
    detach_22 = torch.ops.aten.detach.default(exp_6);  detach_22 = None
    mul_34 = torch.ops.aten.mul.Tensor(select_10, select_9)
    rsub_12 = torch.ops.aten.rsub.Scalar(select_10, 1)
    mul_35 = torch.ops.aten.mul.Tensor(exp_6, add_19)
    rsub_13 = torch.ops.aten.rsub.Scalar(exp_6, 1);  exp_6 = None
    _tensor_constant0_4 = self._tensor_constant0
    mul_36 = torch.ops.aten.mul.Tensor(rsub_13, _tensor_constant0_4);  rsub_13 = _tensor_constant0_4 = None
    add_25 = torch.ops.aten.add.Tensor(mul_35, mul_36);  mul_35 = mul_36 = None
    mul_37 = torch.ops.aten.mul.Tensor(rsub_12, add_25);  rsub_12 = add_25 = None
    add_26 = torch.ops.aten.add.Tensor(mul_34, mul_37);  mul_34 = mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(select_10, select_9);  select_9 = None
    rsub_14 = torch.ops.aten.rsub.Scalar(select_10, 1)
    mul_39 = torch.ops.aten.mul.Tensor(rsub_14, add_19);  rsub_14 = add_19 = None
    add_27 = torch.ops.aten.add.Tensor(mul_38, mul_39);  mul_38 = mul_39 = None
    _param_constant2_3 = self._param_constant2
    t_9 = torch.ops.aten.t.default(_param_constant2_3);  _param_constant2_3 = None
    _param_constant3_3 = self._param_constant3
    addmm_9 = torch.ops.aten.addmm.default(_param_constant3_3, select_11, t_9);  _param_constant3_3 = select_11 = t_9 = None
    relu_7 = torch.ops.aten.relu.default(addmm_9);  addmm_9 = None
    detach_23 = torch.ops.aten.detach.default(relu_7);  detach_23 = None
    neg_7 = torch.ops.aten.neg.default(relu_7);  relu_7 = None
    exp_7 = torch.ops.aten.exp.default(neg_7);  neg_7 = None
    detach_24 = torch.ops.aten.detach.default(exp_7);  detach_24 = None
    mul_40 = torch.ops.aten.mul.Tensor(exp_7, where_2);  exp_7 = None
    cat_3 = torch.ops.aten.cat.default([add_26, select_10], -1);  add_26 = select_10 = None
    _param_constant4_3 = self._param_constant4
    t_10 = torch.ops.aten.t.default(_param_constant4_3);  _param_constant4_3 = None
    _param_constant5_3 = self._param_constant5
    addmm_10 = torch.ops.aten.addmm.default(_param_constant5_3, cat_3, t_10);  _param_constant5_3 = cat_3 = t_10 = None
    split_6 = torch.ops.aten.split.Tensor(addmm_10, 6, -1);  addmm_10 = None
    getitem_18 = split_6[0]
    getitem_19 = split_6[1]
    getitem_20 = split_6[2];  split_6 = None
    _param_constant6_3 = self._param_constant6
    t_11 = torch.ops.aten.t.default(_param_constant6_3);  _param_constant6_3 = None
    _param_constant7_3 = self._param_constant7
    addmm_11 = torch.ops.aten.addmm.default(_param_constant7_3, mul_40, t_11);  _param_constant7_3 = t_11 = None
    split_7 = torch.ops.aten.split.Tensor(addmm_11, 6, -1);  addmm_11 = None
    getitem_21 = split_7[0]
    getitem_22 = split_7[1]
    getitem_23 = split_7[2];  split_7 = None
    add_28 = torch.ops.aten.add.Tensor(getitem_18, getitem_21);  getitem_18 = getitem_21 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(add_28);  add_28 = None
    detach_25 = torch.ops.aten.detach.default(sigmoid_6);  detach_25 = None
    add_29 = torch.ops.aten.add.Tensor(getitem_19, getitem_22);  getitem_19 = getitem_22 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(add_29);  add_29 = None
    detach_26 = torch.ops.aten.detach.default(sigmoid_7);  detach_26 = None
    mul_41 = torch.ops.aten.mul.Tensor(sigmoid_6, getitem_23);  sigmoid_6 = getitem_23 = None
    add_30 = torch.ops.aten.add.Tensor(getitem_20, mul_41);  getitem_20 = mul_41 = None
    tanh_3 = torch.ops.aten.tanh.default(add_30);  add_30 = None
    detach_27 = torch.ops.aten.detach.default(tanh_3);  detach_27 = None
    slice_4 = torch.ops.aten.slice.Tensor(lt, 1, 3, 4)
    rsub_15 = torch.ops.aten.rsub.Scalar(sigmoid_7, 1)
    mul_42 = torch.ops.aten.mul.Tensor(rsub_15, tanh_3);  rsub_15 = tanh_3 = None
    mul_43 = torch.ops.aten.mul.Tensor(sigmoid_7, mul_40);  sigmoid_7 = mul_40 = None
    add_31 = torch.ops.aten.add.Tensor(mul_42, mul_43);  mul_42 = mul_43 = None
    where_3 = torch.ops.aten.where.self(slice_4, add_31, where_2);  slice_4 = add_31 = where_2 = None
    select_12 = torch.ops.aten.select.int(x_1, 1, 4);  x_1 = None
    select_13 = torch.ops.aten.select.int(mask_1, 1, 4);  mask_1 = None
    select_14 = torch.ops.aten.select.int(delta_1, 1, 4);  delta_1 = None
    _param_constant0_4 = self._param_constant0
    mul_44 = torch.ops.aten.mul.Tensor(_param_constant0_4, select_14);  _param_constant0_4 = None
    _param_constant1_4 = self._param_constant1
    add_32 = torch.ops.aten.add.Tensor(mul_44, _param_constant1_4);  mul_44 = _param_constant1_4 = None
    relu_8 = torch.ops.aten.relu.default(add_32);  add_32 = None
    detach_28 = torch.ops.aten.detach.default(relu_8);  detach_28 = None
    neg_8 = torch.ops.aten.neg.default(relu_8);  relu_8 = None
    exp_8 = torch.ops.aten.exp.default(neg_8);  neg_8 = None
    detach_29 = torch.ops.aten.detach.default(exp_8);  detach_29 = None
    mul_45 = torch.ops.aten.mul.Tensor(select_13, select_12)
    rsub_16 = torch.ops.aten.rsub.Scalar(select_13, 1)
    mul_46 = torch.ops.aten.mul.Tensor(exp_8, add_27)
    rsub_17 = torch.ops.aten.rsub.Scalar(exp_8, 1);  exp_8 = None
    _tensor_constant0_5 = self._tensor_constant0
    mul_47 = torch.ops.aten.mul.Tensor(rsub_17, _tensor_constant0_5);  rsub_17 = _tensor_constant0_5 = None
    add_33 = torch.ops.aten.add.Tensor(mul_46, mul_47);  mul_46 = mul_47 = None
    mul_48 = torch.ops.aten.mul.Tensor(rsub_16, add_33);  rsub_16 = add_33 = None
    add_34 = torch.ops.aten.add.Tensor(mul_45, mul_48);  mul_45 = mul_48 = None
    mul_49 = torch.ops.aten.mul.Tensor(select_13, select_12);  select_12 = None
    rsub_18 = torch.ops.aten.rsub.Scalar(select_13, 1)
    mul_50 = torch.ops.aten.mul.Tensor(rsub_18, add_27);  rsub_18 = add_27 = None
    add_35 = torch.ops.aten.add.Tensor(mul_49, mul_50);  mul_49 = mul_50 = add_35 = None
    _param_constant2_4 = self._param_constant2
    t_12 = torch.ops.aten.t.default(_param_constant2_4);  _param_constant2_4 = None
    _param_constant3_4 = self._param_constant3
    addmm_12 = torch.ops.aten.addmm.default(_param_constant3_4, select_14, t_12);  _param_constant3_4 = select_14 = t_12 = None
    relu_9 = torch.ops.aten.relu.default(addmm_12);  addmm_12 = None
    detach_30 = torch.ops.aten.detach.default(relu_9);  detach_30 = None
    neg_9 = torch.ops.aten.neg.default(relu_9);  relu_9 = None
    exp_9 = torch.ops.aten.exp.default(neg_9);  neg_9 = None
    detach_31 = torch.ops.aten.detach.default(exp_9);  detach_31 = None
    mul_51 = torch.ops.aten.mul.Tensor(exp_9, where_3);  exp_9 = None
    cat_4 = torch.ops.aten.cat.default([add_34, select_13], -1);  add_34 = select_13 = None
    _param_constant4_4 = self._param_constant4
    t_13 = torch.ops.aten.t.default(_param_constant4_4);  _param_constant4_4 = None
    _param_constant5_4 = self._param_constant5
    addmm_13 = torch.ops.aten.addmm.default(_param_constant5_4, cat_4, t_13);  _param_constant5_4 = cat_4 = t_13 = None
    split_8 = torch.ops.aten.split.Tensor(addmm_13, 6, -1);  addmm_13 = None
    getitem_24 = split_8[0]
    getitem_25 = split_8[1]
    getitem_26 = split_8[2];  split_8 = None
    _param_constant6_4 = self._param_constant6
    t_14 = torch.ops.aten.t.default(_param_constant6_4);  _param_constant6_4 = None
    _param_constant7_4 = self._param_constant7
    addmm_14 = torch.ops.aten.addmm.default(_param_constant7_4, mul_51, t_14);  _param_constant7_4 = t_14 = None
    split_9 = torch.ops.aten.split.Tensor(addmm_14, 6, -1);  addmm_14 = None
    getitem_27 = split_9[0]
    getitem_28 = split_9[1]
    getitem_29 = split_9[2];  split_9 = None
    add_36 = torch.ops.aten.add.Tensor(getitem_24, getitem_27);  getitem_24 = getitem_27 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(add_36);  add_36 = None
    detach_32 = torch.ops.aten.detach.default(sigmoid_8);  detach_32 = None
    add_37 = torch.ops.aten.add.Tensor(getitem_25, getitem_28);  getitem_25 = getitem_28 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(add_37);  add_37 = None
    detach_33 = torch.ops.aten.detach.default(sigmoid_9);  detach_33 = None
    mul_52 = torch.ops.aten.mul.Tensor(sigmoid_8, getitem_29);  sigmoid_8 = getitem_29 = None
    add_38 = torch.ops.aten.add.Tensor(getitem_26, mul_52);  getitem_26 = mul_52 = None
    tanh_4 = torch.ops.aten.tanh.default(add_38);  add_38 = None
    detach_34 = torch.ops.aten.detach.default(tanh_4);  detach_34 = None
    slice_5 = torch.ops.aten.slice.Tensor(lt, 1, 4, 5);  lt = None
    rsub_19 = torch.ops.aten.rsub.Scalar(sigmoid_9, 1)
    mul_53 = torch.ops.aten.mul.Tensor(rsub_19, tanh_4);  rsub_19 = tanh_4 = None
    mul_54 = torch.ops.aten.mul.Tensor(sigmoid_9, mul_51);  sigmoid_9 = mul_51 = None
    add_39 = torch.ops.aten.add.Tensor(mul_53, mul_54);  mul_53 = mul_54 = None
    where_4 = torch.ops.aten.where.self(slice_5, add_39, where_3);  slice_5 = add_39 = where_3 = None
    _param_constant8 = self._param_constant8
    t_15 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_15 = torch.ops.aten.addmm.default(_param_constant9, where_4, t_15);  _param_constant9 = where_4 = t_15 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_15, 1, False);  addmm_15 = None
    detach_35 = torch.ops.aten.detach.default(_log_softmax);  detach_35 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_30 = nll_loss_forward[0]
    getitem_31 = nll_loss_forward[1];  nll_loss_forward = getitem_31 = None
    return getitem_30
    