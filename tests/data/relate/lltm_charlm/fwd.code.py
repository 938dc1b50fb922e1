


def forward(self, tokens_1, targets_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, tokens_1);  _param_constant0 = tokens_1 = None
    new_zeros = torch.ops.aten.new_zeros.default(embedding, [3, 8], pin_memory = False)
    new_zeros_1 = torch.ops.aten.new_zeros.default(embedding, [3, 8], pin_memory = False)
    new_zeros_2 = torch.ops.aten.new_zeros.default(embedding, [3, 8], pin_memory = False)
    new_zeros_3 = torch.ops.aten.new_zeros.default(embedding, [3, 8], pin_memory = False)
    select = torch.ops.aten.select.int(embedding, 1, 0)
    cat = torch.ops.aten.cat.default([new_zeros, select], 1);  new_zeros = select = None
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    addmm = torch.ops.aten.addmm.default(_param_constant2, cat, t);  _param_constant2 = cat = t = None
    split = torch.ops.aten.split.Tensor(addmm, 8, 1);  addmm = None
    getitem = split[0]
    getitem_1 = split[1]
    getitem_2 = split[2];  split = None
    sigmoid = torch.ops.aten.sigmoid.default(getitem);  getitem = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(getitem_1);  getitem_1 = None
    elu = torch.ops.aten.elu.default(getitem_2, 1.0);  getitem_2 = None
    mul = torch.ops.aten.mul.Tensor(elu, sigmoid);  elu = sigmoid = None
    add = torch.ops.aten.add.Tensor(new_zeros_1, mul);  new_zeros_1 = mul = None
    tanh = torch.ops.aten.tanh.default(add)
    mul_1 = torch.ops.aten.mul.Tensor(tanh, sigmoid_1);  tanh = sigmoid_1 = None
    detach = torch.ops.aten.detach.default(add);  detach = None
    cat_1 = torch.ops.aten.cat.default([new_zeros_2, mul_1], 1);  new_zeros_2 = None
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    _param_constant4 = self._param_constant4
    addmm_1 = torch.ops.aten.addmm.default(_param_constant4, cat_1, t_1);  _param_constant4 = cat_1 = t_1 = None
    split_1 = torch.ops.aten.split.Tensor(addmm_1, 8, 1);  addmm_1 = None
    getitem_3 = split_1[0]
    getitem_4 = split_1[1]
    getitem_5 = split_1[2];  split_1 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(getitem_3);  getitem_3 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(getitem_4);  getitem_4 = None
    elu_1 = torch.ops.aten.elu.default(getitem_5, 1.0);  getitem_5 = None
    mul_2 = torch.ops.aten.mul.Tensor(elu_1, sigmoid_2);  elu_1 = sigmoid_2 = None
    add_1 = torch.ops.aten.add.Tensor(new_zeros_3, mul_2);  new_zeros_3 = mul_2 = None
    tanh_1 = torch.ops.aten.tanh.default(add_1)
    mul_3 = torch.ops.aten.mul.Tensor(tanh_1, sigmoid_3);  tanh_1 = sigmoid_3 = None
    detach_1 = torch.ops.aten.detach.default(add_1);  detach_1 = None
    select_1 = torch.ops.aten.select.int(embedding, 1, 1)
    cat_2 = torch.ops.aten.cat.default([mul_1, select_1], 1);  mul_1 = select_1 = None
    _param_constant1_1 = self._param_constant1
    t_2 = torch.ops.aten.t.default(_param_constant1_1);  _param_constant1_1 = None
    _param_constant2_1 = self._param_constant2
    addmm_2 = torch.ops.aten.addmm.default(_param_constant2_1, cat_2, t_2);  _param_constant2_1 = cat_2 = t_2 = None
    split_2 = torch.ops.aten.split.Tensor(addmm_2, 8, 1);  addmm_2 = None
    getitem_6 = split_2[0]
    getitem_7 = split_2[1]
    getitem_8 = split_2[2];  split_2 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(getitem_6);  getitem_6 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(getitem_7);  getitem_7 = None
    elu_2 = torch.ops.aten.elu.default(getitem_8, 1.0);  getitem_8 = None
    mul_4 = torch.ops.aten.mul.Tensor(elu_2, sigmoid_4);  elu_2 = sigmoid_4 = None
    add_2 = torch.ops.aten.add.Tensor(add, mul_4);  add = mul_4 = None
    tanh_2 = torch.ops.aten.tanh.default(add_2)
    mul_5 = torch.ops.aten.mul.Tensor(tanh_2, sigmoid_5);  tanh_2 = sigmoid_5 = None
    detach_2 = torch.ops.aten.detach.default(add_2);  detach_2 = None
    cat_3 = torch.ops.aten.cat.default([mul_3, mul_5], 1)
    _param_constant3_1 = self._param_constant3
    t_3 = torch.ops.aten.t.default(_param_constant3_1);  _param_constant3_1 = None
    _param_constant4_1 = self._param_constant4
    addmm_3 = torch.ops.aten.addmm.default(_param_constant4_1, cat_3, t_3);  _param_constant4_1 = cat_3 = t_3 = None
    split_3 = torch.ops.aten.split.Tensor(addmm_3, 8, 1);  addmm_3 = None
    getitem_9 = split_3[0]
    getitem_10 = split_3[1]
    getitem_11 = split_3[2];  split_3 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(getitem_9);  getitem_9 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(getitem_10);  getitem_10 = None
    elu_3 = torch.ops.aten.elu.default(getitem_11, 1.0);  getitem_11 = None
    mul_6 = torch.ops.aten.mul.Tensor(elu_3, sigmoid_6);  elu_3 = sigmoid_6 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, mul_6);  add_1 = mul_6 = None
    tanh_3 = torch.ops.aten.tanh.default(add_3)
    mul_7 = torch.ops.aten.mul.Tensor(tanh_3, sigmoid_7);  tanh_3 = sigmoid_7 = None
    detach_3 = torch.ops.aten.detach.default(add_3);  detach_3 = None
    select_2 = torch.ops.aten.select.int(embedding, 1, 2)
    cat_4 = torch.ops.aten.cat.default([mul_5, select_2], 1);  mul_5 = select_2 = None
    _param_constant1_2 = self._param_constant1
    t_4 = torch.ops.aten.t.default(_param_constant1_2);  _param_constant1_2 = None
    _param_constant2_2 = self._param_constant2
    addmm_4 = torch.ops.aten.addmm.default(_param_constant2_2, cat_4, t_4);  _param_constant2_2 = cat_4 = t_4 = None
    split_4 = torch.ops.aten.split.Tensor(addmm_4, 8, 1);  addmm_4 = None
    getitem_12 = split_4[0]
    getitem_13 = split_4[1]
    getitem_14 = split_4[2];  split_4 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(getitem_12);  getitem_12 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(getitem_13);  getitem_13 = None
    elu_4 = torch.ops.aten.elu.default(getitem_14, 1.0);  getitem_14 = None
    mul_8 = torch.ops.aten.mul.Tensor(elu_4, sigmoid_8);  elu_4 = sigmoid_8 = None
    add_4 = torch.ops.aten.add.Tensor(add_2, mul_8);  add_2 = mul_8 = None
    tanh_4 = torch.ops.aten.tanh.default(add_4)
    mul_9 = torch.ops.aten.mul.Tensor(tanh_4, sigmoid_9);  tanh_4 = sigmoid_9 = None
    detach_4 = torch.ops.aten.detach.default(add_4);  detach_4 = None
    cat_5 = torch.ops.aten.cat.default([mul_7, mul_9], 1)
    _param_constant3_2 = self._param_constant3
    t_5 = torch.ops.aten.t.default(_param_constant3_2);  _param_constant3_2 = None
    _param_constant4_2 = self._param_constant4
    addmm_5 = torch.ops.aten.addmm.default(_param_constant4_2, cat_5, t_5);  _param_constant4_2 = cat_5 = t_5 = None
    split_5 = torch.ops.aten.split.Tensor(addmm_5, 8, 1);  addmm_5 = None
    getitem_15 = split_5[0]
    getitem_16 = split_5[1]
    getitem_17 = split_5[2];  split_5 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(getitem_15);  getitem_15 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(getitem_16);  getitem_16 = None
    elu_5 = torch.ops.aten.elu.default(getitem_17, 1.0);  getitem_17 = None
    mul_10 = torch.ops.aten.mul.Tensor(elu_5, sigmoid_10);  elu_5 = sigmoid_10 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, mul_10);  add_3 = mul_10 = None
    tanh_5 = torch.ops.aten.tanh.default(add_5)
    mul_11 = torch.ops.aten.mul.Tensor(tanh_5, sigmoid_11);  tanh_5 = sigmoid_11 = None
    detach_5 = torch.ops.aten.detach.default(add_5);  detach_5 = None
    select_3 = torch.ops.aten.select.int(embedding, 1, 3)
    cat_6 = torch.ops.aten.cat.default([mul_9, select_3], 1);  mul_9 = select_3 = None
    _param_constant1_3 = self._param_constant1
    t_6 = torch.ops.aten.t.default(_param_constant1_3);  _param_constant1_3 = None
    _param_constant2_3 = self._param_constant2
    addmm_6 = torch.ops.aten.addmm.default(_param_constant2_3, cat_6, t_6);  _param_constant2_3 = cat_6 = t_6 = None
    split_6 = torch.ops.aten.split.Tensor(addmm_6, 8, 1);  addmm_6 = None
    getitem_18 = split_6[0]
    getitem_19 = split_6[1]
    getitem_20 = split_6[2];  split_6 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(getitem_18);  getitem_18 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(getitem_19);  getitem_19 = None
    elu_6 = torch.ops.aten.elu.default(getitem_20, 1.0);  getitem_20 = None
    mul_12 = torch.ops.aten.mul.Tensor(elu_6, sigmoid_12);  elu_6 = sigmoid_12 = None
    add_6 = torch.ops.aten.add.Tensor(add_4, mul_12);  add_4 = mul_12 = None
    tanh_6 = torch.ops.aten.tanh.default(add_6)
    mul_13 = torch.ops.aten.mul.Tensor(tanh_6, sigmoid_13);  tanh_6 = sigmoid_13 = None
    detach_6 = torch.ops.aten.detach.default(add_6);  detach_6 = None
    cat_7 = torch.ops.aten.cat.default([mul_11, mul_13], 1)
    _param_constant3_3 = self._param_constant3
    t_7 = torch.ops.aten.t.default(_param_constant3_3);  _param_constant3_3 = None
    _param_constant4_3 = self._param_constant4
    addmm_7 = torch.ops.aten.addmm.default(_param_constant4_3, cat_7, t_7);  _param_constant4_3 = cat_7 = t_7 = None
    split_7 = torch.ops.aten.split.Tensor(addmm_7, 8, 1);  addmm_7 = None
    getitem_21 = split_7[0]
    getitem_22 = split_7[1]
    getitem_23 = split_7[2];  split_7 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(getitem_21);  getitem_21 = None
    sigmoid_15 = torch.ops.aten.sigmoid.default(getitem_22);  getitem_22 = None
    elu_7 = torch.ops.aten.elu.default(getitem_23, 1.0);  getitem_23 = None
    mul_14 = torch.ops.aten.mul.Tensor(elu_7, sigmoid_14);  elu_7 = sigmoid_14 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, mul_14);  add_5 = mul_14 = None
    tanh_7 = torch.ops.aten.tanh.default(add_7)
    mul_15 = torch.ops.aten.mul.Tensor(tanh_7, sigmoid_15);  tanh_7 = sigmoid_15 = None
    detach_7 = torch.ops.aten.detach.default(add_7);  detach_7 = None
    select_4 = torch.ops.aten.select.int(embedding, 1, 4)
    cat_8 = torch.ops.aten.cat.default([mul_13, select_4], 1);  mul_13 = select_4 = None
    _param_constant1_4 = self._param_constant1
    t_8 = torch.ops.aten.t.default(_param_constant1_4);  _param_constant1_4 = None
    _param_constant2_4 = self._param_constant2
    addmm_8 = torch.ops.aten.addmm.default(_param_constant2_4, cat_8, t_8);  _param_constant2_4 = cat_8 = t_8 = None
    split_8 = torch.ops.aten.split.Tensor(addmm_8, 8, 1);  addmm_8 = None
    getitem_24 = split_8[0]
    getitem_25 = split_8[1]
    getitem_26 = split_8[2];  split_8 = None
    sigmoid_16 = torch.ops.aten.sigmoid.default(getitem_24);  getitem_24 = None
    sigmoid_17 = torch.ops.aten.sigmoid.default(getitem_25);  getitem_25 = None
    elu_8 = torch.ops.aten.elu.default(getitem_26, 1.0);  getitem_26 = None
    mul_16 = torch.ops.aten.mul.Tensor(elu_8, sigmoid_16);  elu_8 = sigmoid_16 = None
    add_8 = torch.ops.aten.add.Tensor(add_6, mul_16);  add_6 = mul_16 = None
    tanh_8 = torch.ops.aten.tanh.default(add_8)
    mul_17 = torch.ops.aten.mul.Tensor(tanh_8, sigmoid_17);  tanh_8 = sigmoid_17 = None
    detach_8 = torch.ops.aten.detach.default(add_8);  detach_8 = None
    cat_9 = torch.ops.aten.cat.default([mul_15, mul_17], 1)
    _param_constant3_4 = self._param_constant3
    t_9 = torch.ops.aten.t.default(_param_constant3_4);  _param_constant3_4 = None
    _param_constant4_4 = self._param_constant4
    addmm_9 = torch.ops.aten.addmm.default(_param_constant4_4, cat_9, t_9);  _param_constant4_4 = cat_9 = t_9 = None
    split_9 = torch.ops.aten.split.Tensor(addmm_9, 8, 1);  addmm_9 = None
    getitem_27 = split_9[0]
    getitem_28 = split_9[1]
    getitem_29 = split_9[2];  split_9 = None
    sigmoid_18 = torch.ops.aten.sigmoid.default(getitem_27);  getitem_27 = None
    sigmoid_19 = torch.ops.aten.sigmoid.default(getitem_28);  getitem_28 = None
    elu_9 = torch.ops.aten.elu.default(getitem_29, 1.0);  getitem_29 = None
    mul_18 = torch.ops.aten.mul.Tensor(elu_9, sigmoid_18);  elu_9 = sigmoid_18 = None
    add_9 = torch.ops.aten.add.Tensor(add_7, mul_18);  add_7 = mul_18 = None
    tanh_9 = torch.ops.aten.tanh.default(add_9)
    mul_19 = torch.ops.aten.mul.Tensor(tanh_9, sigmoid_19);  tanh_9 = sigmoid_19 = None
    detach_9 = torch.ops.aten.detach.default(add_9);  detach_9 = None
    select_5 = torch.ops.aten.select.int(embedding, 1, 5);  embedding = None
    cat_10 = torch.ops.aten.cat.default([mul_17, select_5], 1);  mul_17 = select_5 = None
    _param_constant1_5 = self._param_constant1
    t_10 = torch.ops.aten.t.default(_param_constant1_5);  _param_constant1_5 = None
    _param_constant2_5 = self._param_constant2
    addmm_10 = torch.ops.aten.addmm.default(_param_constant2_5, cat_10, t_10);  _param_constant2_5 = cat_10 = t_10 = None
    split_10 = torch.ops.aten.split.Tensor(addmm_10, 8, 1);  addmm_10 = None
    getitem_30 = split_10[0]
    getitem_31 = split_10[1]
    getitem_32 = split_10[2];  split_10 = None
    sigmoid_20 = torch.ops.aten.sigmoid.default(getitem_30);  getitem_30 = None
    sigmoid_21 = torch.ops.aten.sigmoid.default(getitem_31);  getitem_31 = None
    elu_10 = torch.ops.aten.elu.default(getitem_32, 1.0);  getitem_32 = None
    mul_20 = torch.ops.aten.mul.Tensor(elu_10, sigmoid_20);  elu_10 = sigmoid_20 = None
    add_10 = torch.ops.aten.add.Tensor(add_8, mul_20);  add_8 = mul_20 = None
    tanh_10 = torch.ops.aten.tanh.default(add_10)
    mul_21 = torch.ops.aten.mul.Tensor(tanh_10, sigmoid_21);  tanh_10 = sigmoid_21 = None
    detach_10 = torch.ops.aten.detach.default(add_10);  add_10 = detach_10 = None
    cat_11 = torch.ops.aten.cat.default([mul_19, mul_21], 1);  mul_21 = None
    _param_constant3_5 = self._param_constant3
    t_11 = torch.ops.aten.t.default(_param_constant3_5);  _param_constant3_5 = None
    _param_constant4_5 = self._param_constant4
    addmm_11 = torch.ops.aten.addmm.default(_param_constant4_5, cat_11, t_11);  _param_constant4_5 = cat_11 = t_11 = None
    split_11 = torch.ops.aten.split.Tensor(addmm_11, 8, 1);  addmm_11 = None
    getitem_33 = split_11[0]
    getitem_34 = split_11[1]
    getitem_35 = split_11[2];  split_11 = None
    sigmoid_22 = torch.ops.aten.sigmoid.default(getitem_33);  getitem_33 = None
    sigmoid_23 = torch.ops.aten.sigmoid.default(getitem_34);  getitem_34 = None
    elu_11 = torch.ops.aten.elu.default(getitem_35, 1.0);  getitem_35 = None
    mul_22 = torch.ops.aten.mul.Tensor(elu_11, sigmoid_22);  elu_11 = sigmoid_22 = None
    add_11 = torch.ops.aten.add.Tensor(add_9, mul_22);  add_9 = mul_22 = None
    tanh_11 = torch.ops.aten.tanh.default(add_11)
    mul_23 = torch.ops.aten.mul.Tensor(tanh_11, sigmoid_23);  tanh_11 = sigmoid_23 = None
    detach_11 = torch.ops.aten.detach.default(add_11);  add_11 = detach_11 = None
    stack = torch.ops.aten.stack.default([mul_3, mul_7, mul_11, mul_15, mul_19, mul_23], 1);  mul_3 = mul_7 = mul_11 = mul_15 = mul_19 = mul_23 = None
    view = torch.ops.aten.view.default(stack, [18, 8]);  stack = None
    _param_constant5 = self._param_constant5
    t_12 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_12 = torch.ops.aten.addmm.default(_param_constant6, view, t_12);  _param_constant6 = view = t_12 = None
    view_1 = torch.ops.aten.view.default(addmm_12, [3, 6, 12]);  addmm_12 = None
    view_2 = torch.ops.aten.view.default(view_1, [-1, 12]);  view_1 = None
    view_3 = torch.ops.aten.view.default(targets_1, [-1]);  targets_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_2, 1, False);  view_2 = None
    detach_12 = torch.ops.aten.detach.default(_log_softmax);  detach_12 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_3, None, 1, -100);  _log_softmax = view_3 = None
    getitem_36 = nll_loss_forward[0]
    getitem_37 = nll_loss_forward[1];  nll_loss_forward = getitem_37 = None
    return getitem_36
    