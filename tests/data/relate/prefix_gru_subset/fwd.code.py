


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    expand = torch.ops.aten.expand.default(_param_constant0, [2, -1]);  _param_constant0 = None
    select = torch.ops.aten.select.int(x_1, 1, 0)
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    addmm = torch.ops.aten.addmm.default(_param_constant2, select, t);  _param_constant2 = select = t = None
    cat = torch.ops.aten.cat.default([expand, addmm], -1)
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    _param_constant4 = self._param_constant4
    addmm_1 = torch.ops.aten.addmm.default(_param_constant4, cat, t_1);  _param_constant4 = t_1 = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm_1);  addmm_1 = None
    detach = torch.ops.aten.detach.default(sigmoid);  detach = None
    _param_constant5 = self._param_constant5
    t_2 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_2 = torch.ops.aten.addmm.default(_param_constant6, cat, t_2);  _param_constant6 = cat = t_2 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid_1);  detach_1 = None
    mul = torch.ops.aten.mul.Tensor(sigmoid_1, expand);  sigmoid_1 = None
    cat_1 = torch.ops.aten.cat.default([mul, addmm], -1);  mul = addmm = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_3 = torch.ops.aten.addmm.default(_param_constant8, cat_1, t_3);  _param_constant8 = cat_1 = t_3 = None
    tanh = torch.ops.aten.tanh.default(addmm_3);  addmm_3 = None
    detach_2 = torch.ops.aten.detach.default(tanh);  detach_2 = None
    rsub = torch.ops.aten.rsub.Scalar(sigmoid, 1)
    mul_1 = torch.ops.aten.mul.Tensor(rsub, expand);  rsub = expand = None
    mul_2 = torch.ops.aten.mul.Tensor(sigmoid, tanh);  sigmoid = tanh = None
    add = torch.ops.aten.add.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
    select_1 = torch.ops.aten.select.int(x_1, 1, 1)
    _param_constant1_1 = self._param_constant1
    t_4 = torch.ops.aten.t.default(_param_constant1_1);  _param_constant1_1 = None
    _param_constant2_1 = self._param_constant2
    addmm_4 = torch.ops.aten.addmm.default(_param_constant2_1, select_1, t_4);  _param_constant2_1 = select_1 = t_4 = None
    cat_2 = torch.ops.aten.cat.default([add, addmm_4], -1)
    _param_constant3_1 = self._param_constant3
    t_5 = torch.ops.aten.t.default(_param_constant3_1);  _param_constant3_1 = None
    _param_constant4_1 = self._param_constant4
    addmm_5 = torch.ops.aten.addmm.default(_param_constant4_1, cat_2, t_5);  _param_constant4_1 = t_5 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(addmm_5);  addmm_5 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_2);  detach_3 = None
    _param_constant5_1 = self._param_constant5
    t_6 = torch.ops.aten.t.default(_param_constant5_1);  _param_constant5_1 = None
    _param_constant6_1 = self._param_constant6
    addmm_6 = torch.ops.aten.addmm.default(_param_constant6_1, cat_2, t_6);  _param_constant6_1 = cat_2 = t_6 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(addmm_6);  addmm_6 = None
    detach_4 = torch.ops.aten.detach.default(sigmoid_3);  detach_4 = None
    mul_3 = torch.ops.aten.mul.Tensor(sigmoid_3, add);  sigmoid_3 = None
    cat_3 = torch.ops.aten.cat.default([mul_3, addmm_4], -1);  mul_3 = addmm_4 = None
    _param_constant7_1 = self._param_constant7
    t_7 = torch.ops.aten.t.default(_param_constant7_1);  _param_constant7_1 = None
    _param_constant8_1 = self._param_constant8
    addmm_7 = torch.ops.aten.addmm.default(_param_constant8_1, cat_3, t_7);  _param_constant8_1 = cat_3 = t_7 = None
    tanh_1 = torch.ops.aten.tanh.default(addmm_7);  addmm_7 = None
    detach_5 = torch.ops.aten.detach.default(tanh_1);  detach_5 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(sigmoid_2, 1)
    mul_4 = torch.ops.aten.mul.Tensor(rsub_1, add);  rsub_1 = add = None
    mul_5 = torch.ops.aten.mul.Tensor(sigmoid_2, tanh_1);  sigmoid_2 = tanh_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    select_2 = torch.ops.aten.select.int(x_1, 1, 2)
    _param_constant1_2 = self._param_constant1
    t_8 = torch.ops.aten.t.default(_param_constant1_2);  _param_constant1_2 = None
    _param_constant2_2 = self._param_constant2
    addmm_8 = torch.ops.aten.addmm.default(_param_constant2_2, select_2, t_8);  _param_constant2_2 = select_2 = t_8 = None
    cat_4 = torch.ops.aten.cat.default([add_1, addmm_8], -1)
    _param_constant3_2 = self._param_constant3
    t_9 = torch.ops.aten.t.default(_param_constant3_2);  _param_constant3_2 = None
    _param_constant4_2 = self._param_constant4
    addmm_9 = torch.ops.aten.addmm.default(_param_constant4_2, cat_4, t_9);  _param_constant4_2 = t_9 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(addmm_9);  addmm_9 = None
    detach_6 = torch.ops.aten.detach.default(sigmoid_4);  detach_6 = None
    _param_constant5_2 = self._param_constant5
    t_10 = torch.ops.aten.t.default(_param_constant5_2);  _param_constant5_2 = None
    _param_constant6_2 = self._param_constant6
    addmm_10 = torch.ops.aten.addmm.default(_param_constant6_2, cat_4, t_10);  _param_constant6_2 = cat_4 = t_10 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(addmm_10);  addmm_10 = None
    detach_7 = torch.ops.aten.detach.default(sigmoid_5);  detach_7 = None
    mul_6 = torch.ops.aten.mul.Tensor(sigmoid_5, add_1);  sigmoid_5 = None
    cat_5 = torch.ops.aten.cat.default([mul_6, addmm_8], -1);  mul_6 = addmm_8 = None
    _param_constant7_2 = self._param_constant7
    t_11 = torch.ops.aten.t.default(_param_constant7_2);  _param_constant7_2 = None
    _param_constant8_2 = self._param_constant8
    addmm_11 = torch.ops.aten.addmm.default(_param_constant8_2, cat_5, t_11);  _param_constant8_2 = cat_5 = t_11 = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_11);  addmm_11 = None
    detach_8 = torch.ops.aten.detach.default(tanh_2);  detach_8 = None
    rsub_2 = torch.ops.aten.rsub.Scalar(sigmoid_4, 1)
    mul_7 = torch.ops.aten.mul.Tensor(rsub_2, add_1);  rsub_2 = add_1 = None
    mul_8 = torch.ops.aten.mul.Tensor(sigmoid_4, tanh_2);  sigmoid_4 = tanh_2 = None
    add_2 = torch.ops.aten.add.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    select_3 = torch.ops.aten.select.int(x_1, 1, 3);  x_1 = None
    _param_constant1_3 = self._param_constant1
    t_12 = torch.ops.aten.t.default(_param_constant1_3);  _param_constant1_3 = None
    _param_constant2_3 = self._param_constant2
    addmm_12 = torch.ops.aten.addmm.default(_param_constant2_3, select_3, t_12);  _param_constant2_3 = select_3 = t_12 = None
    cat_6 = torch.ops.aten.cat.default([add_2, addmm_12], -1)
    _param_constant3_3 = self._param_constant3
    t_13 = torch.ops.aten.t.default(_param_constant3_3);  _param_constant3_3 = None
    _param_constant4_3 = self._param_constant4
    addmm_13 = torch.ops.aten.addmm.default(_param_constant4_3, cat_6, t_13);  _param_constant4_3 = t_13 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(addmm_13);  addmm_13 = None
    detach_9 = torch.ops.aten.detach.default(sigmoid_6);  detach_9 = None
    _param_constant5_3 = self._param_constant5
    t_14 = torch.ops.aten.t.default(_param_constant5_3);  _param_constant5_3 = None
    _param_constant6_3 = self._param_constant6
    addmm_14 = torch.ops.aten.addmm.default(_param_constant6_3, cat_6, t_14);  _param_constant6_3 = cat_6 = t_14 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(addmm_14);  addmm_14 = None
    detach_10 = torch.ops.aten.detach.default(sigmoid_7);  detach_10 = None
    mul_9 = torch.ops.aten.mul.Tensor(sigmoid_7, add_2);  sigmoid_7 = None
    cat_7 = torch.ops.aten.cat.default([mul_9, addmm_12], -1);  mul_9 = addmm_12 = None
    _param_constant7_3 = self._param_constant7
    t_15 = torch.ops.aten.t.default(_param_constant7_3);  _param_constant7_3 = None
    _param_constant8_3 = self._param_constant8
    addmm_15 = torch.ops.aten.addmm.default(_param_constant8_3, cat_7, t_15);  _param_constant8_3 = cat_7 = t_15 = None
    tanh_3 = torch.ops.aten.tanh.default(addmm_15);  addmm_15 = None
    detach_11 = torch.ops.aten.detach.default(tanh_3);  detach_11 = None
    rsub_3 = torch.ops.aten.rsub.Scalar(sigmoid_6, 1)
    mul_10 = torch.ops.aten.mul.Tensor(rsub_3, add_2);  rsub_3 = add_2 = None
    mul_11 = torch.ops.aten.mul.Tensor(sigmoid_6, tanh_3);  sigmoid_6 = tanh_3 = None
    add_3 = torch.ops.aten.add.Tensor(mul_10, mul_11);  mul_10 = mul_11 = None
    _param_constant9 = self._param_constant9
    t_16 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_16 = torch.ops.aten.addmm.default(_param_constant10, add_3, t_16);  _param_constant10 = add_3 = t_16 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_16, 1, False);  addmm_16 = None
    detach_12 = torch.ops.aten.detach.default(_log_softmax);  detach_12 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    