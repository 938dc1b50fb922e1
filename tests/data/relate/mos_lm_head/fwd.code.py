


def forward(self, tokens_1, labels_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, tokens_1);  _param_constant0 = tokens_1 = None
    zeros = torch.ops.aten.zeros.default([1, 3, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    transpose = torch.ops.aten.transpose.int(embedding, 0, 1);  embedding = None
    unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
    getitem = unbind[0];  unbind = None
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [21, 16]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t);  _unsafe_view = t = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [7, 3, 48]);  mm = None
    _param_constant2 = self._param_constant2
    add = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant2);  _unsafe_view_1 = _param_constant2 = None
    unbind_1 = torch.ops.aten.unbind.int(add);  add = None
    getitem_1 = unbind_1[0]
    getitem_2 = unbind_1[1]
    getitem_3 = unbind_1[2]
    getitem_4 = unbind_1[3]
    getitem_5 = unbind_1[4]
    getitem_6 = unbind_1[5]
    getitem_7 = unbind_1[6];  unbind_1 = None
    unsafe_split = torch.ops.aten.unsafe_split.Tensor(getitem_1, 16, 1);  getitem_1 = None
    getitem_8 = unsafe_split[0]
    getitem_9 = unsafe_split[1]
    getitem_10 = unsafe_split[2];  unsafe_split = None
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    _param_constant4 = self._param_constant4
    addmm = torch.ops.aten.addmm.default(_param_constant4, getitem, t_1);  _param_constant4 = t_1 = None
    unsafe_split_1 = torch.ops.aten.unsafe_split.Tensor(addmm, 16, 1);  addmm = None
    getitem_11 = unsafe_split_1[0]
    getitem_12 = unsafe_split_1[1]
    getitem_13 = unsafe_split_1[2];  unsafe_split_1 = None
    add_ = torch.ops.aten.add_.Tensor(getitem_11, getitem_8);  getitem_11 = getitem_8 = None
    sigmoid_ = torch.ops.aten.sigmoid_.default(add_);  add_ = None
    detach = torch.ops.aten.detach.default(sigmoid_);  detach = None
    add__1 = torch.ops.aten.add_.Tensor(getitem_12, getitem_9);  getitem_12 = getitem_9 = None
    sigmoid__1 = torch.ops.aten.sigmoid_.default(add__1);  add__1 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid__1);  detach_1 = None
    clone_1 = torch.ops.aten.clone.default(getitem_13);  clone_1 = None
    mul_ = torch.ops.aten.mul_.Tensor(getitem_13, sigmoid_);  getitem_13 = sigmoid_ = None
    add_1 = torch.ops.aten.add.Tensor(getitem_10, mul_);  getitem_10 = mul_ = None
    tanh_ = torch.ops.aten.tanh_.default(add_1);  add_1 = None
    detach_2 = torch.ops.aten.detach.default(tanh_);  detach_2 = None
    sub = torch.ops.aten.sub.Tensor(getitem, tanh_);  getitem = None
    clone_2 = torch.ops.aten.clone.default(sub);  clone_2 = None
    mul__1 = torch.ops.aten.mul_.Tensor(sub, sigmoid__1);  sub = sigmoid__1 = None
    add__2 = torch.ops.aten.add_.Tensor(mul__1, tanh_);  mul__1 = tanh_ = None
    unsafe_split_2 = torch.ops.aten.unsafe_split.Tensor(getitem_2, 16, 1);  getitem_2 = None
    getitem_14 = unsafe_split_2[0]
    getitem_15 = unsafe_split_2[1]
    getitem_16 = unsafe_split_2[2];  unsafe_split_2 = None
    _param_constant3_1 = self._param_constant3
    t_2 = torch.ops.aten.t.default(_param_constant3_1);  _param_constant3_1 = None
    _param_constant4_1 = self._param_constant4
    addmm_1 = torch.ops.aten.addmm.default(_param_constant4_1, add__2, t_2);  _param_constant4_1 = t_2 = None
    unsafe_split_3 = torch.ops.aten.unsafe_split.Tensor(addmm_1, 16, 1);  addmm_1 = None
    getitem_17 = unsafe_split_3[0]
    getitem_18 = unsafe_split_3[1]
    getitem_19 = unsafe_split_3[2];  unsafe_split_3 = None
    add__3 = torch.ops.aten.add_.Tensor(getitem_17, getitem_14);  getitem_17 = getitem_14 = None
    sigmoid__2 = torch.ops.aten.sigmoid_.default(add__3);  add__3 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid__2);  detach_3 = None
    add__4 = torch.ops.aten.add_.Tensor(getitem_18, getitem_15);  getitem_18 = getitem_15 = None
    sigmoid__3 = torch.ops.aten.sigmoid_.default(add__4);  add__4 = None
    detach_4 = torch.ops.aten.detach.default(sigmoid__3);  detach_4 = None
    clone_3 = torch.ops.aten.clone.default(getitem_19);  clone_3 = None
    mul__2 = torch.ops.aten.mul_.Tensor(getitem_19, sigmoid__2);  getitem_19 = sigmoid__2 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_16, mul__2);  getitem_16 = mul__2 = None
    tanh__1 = torch.ops.aten.tanh_.default(add_2);  add_2 = None
    detach_5 = torch.ops.aten.detach.default(tanh__1);  detach_5 = None
    sub_1 = torch.ops.aten.sub.Tensor(add__2, tanh__1)
    clone_4 = torch.ops.aten.clone.default(sub_1);  clone_4 = None
    mul__3 = torch.ops.aten.mul_.Tensor(sub_1, sigmoid__3);  sub_1 = sigmoid__3 = None
    add__5 = torch.ops.aten.add_.Tensor(mul__3, tanh__1);  mul__3 = tanh__1 = None
    unsafe_split_4 = torch.ops.aten.unsafe_split.Tensor(getitem_3, 16, 1);  getitem_3 = None
    getitem_20 = unsafe_split_4[0]
    getitem_21 = unsafe_split_4[1]
    getitem_22 = unsafe_split_4[2];  unsafe_split_4 = None
    _param_constant3_2 = self._param_constant3
    t_3 = torch.ops.aten.t.default(_param_constant3_2);  _param_constant3_2 = None
    _param_constant4_2 = self._param_constant4
    addmm_2 = torch.ops.aten.addmm.default(_param_constant4_2, add__5, t_3);  _param_constant4_2 = t_3 = None
    unsafe_split_5 = torch.ops.aten.unsafe_split.Tensor(addmm_2, 16, 1);  addmm_2 = None
    getitem_23 = unsafe_split_5[0]
    getitem_24 = unsafe_split_5[1]
    getitem_25 = unsafe_split_5[2];  unsafe_split_5 = None
    add__6 = torch.ops.aten.add_.Tensor(getitem_23, getitem_20);  getitem_23 = getitem_20 = None
    sigmoid__4 = torch.ops.aten.sigmoid_.default(add__6);  add__6 = None
    detach_6 = torch.ops.aten.detach.default(sigmoid__4);  detach_6 = None
    add__7 = torch.ops.aten.add_.Tensor(getitem_24, getitem_21);  getitem_24 = getitem_21 = None
    sigmoid__5 = torch.ops.aten.sigmoid_.default(add__7);  add__7 = None
    detach_7 = torch.ops.aten.detach.default(sigmoid__5);  detach_7 = None
    clone_5 = torch.ops.aten.clone.default(getitem_25);  clone_5 = None
    mul__4 = torch.ops.aten.mul_.Tensor(getitem_25, sigmoid__4);  getitem_25 = sigmoid__4 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_22, mul__4);  getitem_22 = mul__4 = None
    tanh__2 = torch.ops.aten.tanh_.default(add_3);  add_3 = None
    detach_8 = torch.ops.aten.detach.default(tanh__2);  detach_8 = None
    sub_2 = torch.ops.aten.sub.Tensor(add__5, tanh__2)
    clone_6 = torch.ops.aten.clone.default(sub_2);  clone_6 = None
    mul__5 = torch.ops.aten.mul_.Tensor(sub_2, sigmoid__5);  sub_2 = sigmoid__5 = None
    add__8 = torch.ops.aten.add_.Tensor(mul__5, tanh__2);  mul__5 = tanh__2 = None
    unsafe_split_6 = torch.ops.aten.unsafe_split.Tensor(getitem_4, 16, 1);  getitem_4 = None
    getitem_26 = unsafe_split_6[0]
    getitem_27 = unsafe_split_6[1]
    getitem_28 = unsafe_split_6[2];  unsafe_split_6 = None
    _param_constant3_3 = self._param_constant3
    t_4 = torch.ops.aten.t.default(_param_constant3_3);  _param_constant3_3 = None
    _param_constant4_3 = self._param_constant4
    addmm_3 = torch.ops.aten.addmm.default(_param_constant4_3, add__8, t_4);  _param_constant4_3 = t_4 = None
    unsafe_split_7 = torch.ops.aten.unsafe_split.Tensor(addmm_3, 16, 1);  addmm_3 = None
    getitem_29 = unsafe_split_7[0]
    getitem_30 = unsafe_split_7[1]
    getitem_31 = unsafe_split_7[2];  unsafe_split_7 = None
    add__9 = torch.ops.aten.add_.Tensor(getitem_29, getitem_26);  getitem_29 = getitem_26 = None
    sigmoid__6 = torch.ops.aten.sigmoid_.default(add__9);  add__9 = None
    detach_9 = torch.ops.aten.detach.default(sigmoid__6);  detach_9 = None
    add__10 = torch.ops.aten.add_.Tensor(getitem_30, getitem_27);  getitem_30 = getitem_27 = None
    sigmoid__7 = torch.ops.aten.sigmoid_.default(add__10);  add__10 = None
    detach_10 = torch.ops.aten.detach.default(sigmoid__7);  detach_10 = None
    clone_7 = torch.ops.aten.clone.default(getitem_31);  clone_7 = None
    mul__6 = torch.ops.aten.mul_.Tensor(getitem_31, sigmoid__6);  getitem_31 = sigmoid__6 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_28, mul__6);  getitem_28 = mul__6 = None
    tanh__3 = torch.ops.aten.tanh_.default(add_4);  add_4 = None
    detach_11 = torch.ops.aten.detach.default(tanh__3);  detach_11 = None
    sub_3 = torch.ops.aten.sub.Tensor(add__8, tanh__3)
    clone_8 = torch.ops.aten.clone.default(sub_3);  clone_8 = None
    mul__7 = torch.ops.aten.mul_.Tensor(sub_3, sigmoid__7);  sub_3 = sigmoid__7 = None
    add__11 = torch.ops.aten.add_.Tensor(mul__7, tanh__3);  mul__7 = tanh__3 = None
    unsafe_split_8 = torch.ops.aten.unsafe_split.Tensor(getitem_5, 16, 1);  getitem_5 = None
    getitem_32 = unsafe_split_8[0]
    getitem_33 = unsafe_split_8[1]
    getitem_34 = unsafe_split_8[2];  unsafe_split_8 = None
    _param_constant3_4 = self._param_constant3
    t_5 = torch.ops.aten.t.default(_param_constant3_4);  _param_constant3_4 = None
    _param_constant4_4 = self._param_constant4
    addmm_4 = torch.ops.aten.addmm.default(_param_constant4_4, add__11, t_5);  _param_constant4_4 = t_5 = None
    unsafe_split_9 = torch.ops.aten.unsafe_split.Tensor(addmm_4, 16, 1);  addmm_4 = None
    getitem_35 = unsafe_split_9[0]
    getitem_36 = unsafe_split_9[1]
    getitem_37 = unsafe_split_9[2];  unsafe_split_9 = None
    add__12 = torch.ops.aten.add_.Tensor(getitem_35, getitem_32);  getitem_35 = getitem_32 = None
    sigmoid__8 = torch.ops.aten.sigmoid_.default(add__12);  add__12 = None
    detach_12 = torch.ops.aten.detach.default(sigmoid__8);  detach_12 = None
    add__13 = torch.ops.aten.add_.Tensor(getitem_36, getitem_33);  getitem_36 = getitem_33 = None
    sigmoid__9 = torch.ops.aten.sigmoid_.default(add__13);  add__13 = None
    detach_13 = torch.ops.aten.detach.default(sigmoid__9);  detach_13 = None
    clone_9 = torch.ops.aten.clone.default(getitem_37);  clone_9 = None
    mul__8 = torch.ops.aten.mul_.Tensor(getitem_37, sigmoid__8);  getitem_37 = sigmoid__8 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_34, mul__8);  getitem_34 = mul__8 = None
    tanh__4 = torch.ops.aten.tanh_.default(add_5);  add_5 = None
    detach_14 = torch.ops.aten.detach.default(tanh__4);  detach_14 = None
    sub_4 = torch.ops.aten.sub.Tensor(add__11, tanh__4)
    clone_10 = torch.ops.aten.clone.default(sub_4);  clone_10 = None
    mul__9 = torch.ops.aten.mul_.Tensor(sub_4, sigmoid__9);  sub_4 = sigmoid__9 = None
    add__14 = torch.ops.aten.add_.Tensor(mul__9, tanh__4);  mul__9 = tanh__4 = None
    unsafe_split_10 = torch.ops.aten.unsafe_split.Tensor(getitem_6, 16, 1);  getitem_6 = None
    getitem_38 = unsafe_split_10[0]
    getitem_39 = unsafe_split_10[1]
    getitem_40 = unsafe_split_10[2];  unsafe_split_10 = None
    _param_constant3_5 = self._param_constant3
    t_6 = torch.ops.aten.t.default(_param_constant3_5);  _param_constant3_5 = None
    _param_constant4_5 = self._param_constant4
    addmm_5 = torch.ops.aten.addmm.default(_param_constant4_5, add__14, t_6);  _param_constant4_5 = t_6 = None
    unsafe_split_11 = torch.ops.aten.unsafe_split.Tensor(addmm_5, 16, 1);  addmm_5 = None
    getitem_41 = unsafe_split_11[0]
    getitem_42 = unsafe_split_11[1]
    getitem_43 = unsafe_split_11[2];  unsafe_split_11 = None
    add__15 = torch.ops.aten.add_.Tensor(getitem_41, getitem_38);  getitem_41 = getitem_38 = None
    sigmoid__10 = torch.ops.aten.sigmoid_.default(add__15);  add__15 = None
    detach_15 = torch.ops.aten.detach.default(sigmoid__10);  detach_15 = None
    add__16 = torch.ops.aten.add_.Tensor(getitem_42, getitem_39);  getitem_42 = getitem_39 = None
    sigmoid__11 = torch.ops.aten.sigmoid_.default(add__16);  add__16 = None
    detach_16 = torch.ops.aten.detach.default(sigmoid__11);  detach_16 = None
    clone_11 = torch.ops.aten.clone.default(getitem_43);  clone_11 = None
    mul__10 = torch.ops.aten.mul_.Tensor(getitem_43, sigmoid__10);  getitem_43 = sigmoid__10 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_40, mul__10);  getitem_40 = mul__10 = None
    tanh__5 = torch.ops.aten.tanh_.default(add_6);  add_6 = None
    detach_17 = torch.ops.aten.detach.default(tanh__5);  detach_17 = None
    sub_5 = torch.ops.aten.sub.Tensor(add__14, tanh__5)
    clone_12 = torch.ops.aten.clone.default(sub_5);  clone_12 = None
    mul__11 = torch.ops.aten.mul_.Tensor(sub_5, sigmoid__11);  sub_5 = sigmoid__11 = None
    add__17 = torch.ops.aten.add_.Tensor(mul__11, tanh__5);  mul__11 = tanh__5 = None
    unsafe_split_12 = torch.ops.aten.unsafe_split.Tensor(getitem_7, 16, 1);  getitem_7 = None
    getitem_44 = unsafe_split_12[0]
    getitem_45 = unsafe_split_12[1]
    getitem_46 = unsafe_split_12[2];  unsafe_split_12 = None
    _param_constant3_6 = self._param_constant3
    t_7 = torch.ops.aten.t.default(_param_constant3_6);  _param_constant3_6 = None
    _param_constant4_6 = self._param_constant4
    addmm_6 = torch.ops.aten.addmm.default(_param_constant4_6, add__17, t_7);  _param_constant4_6 = t_7 = None
    unsafe_split_13 = torch.ops.aten.unsafe_split.Tensor(addmm_6, 16, 1);  addmm_6 = None
    getitem_47 = unsafe_split_13[0]
    getitem_48 = unsafe_split_13[1]
    getitem_49 = unsafe_split_13[2];  unsafe_split_13 = None
    add__18 = torch.ops.aten.add_.Tensor(getitem_47, getitem_44);  getitem_47 = getitem_44 = None
    sigmoid__12 = torch.ops.aten.sigmoid_.default(add__18);  add__18 = None
    detach_18 = torch.ops.aten.detach.default(sigmoid__12);  detach_18 = None
    add__19 = torch.ops.aten.add_.Tensor(getitem_48, getitem_45);  getitem_48 = getitem_45 = None
    sigmoid__13 = torch.ops.aten.sigmoid_.default(add__19);  add__19 = None
    detach_19 = torch.ops.aten.detach.default(sigmoid__13);  detach_19 = None
    clone_13 = torch.ops.aten.clone.default(getitem_49);  clone_13 = None
    mul__12 = torch.ops.aten.mul_.Tensor(getitem_49, sigmoid__12);  getitem_49 = sigmoid__12 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_46, mul__12);  getitem_46 = mul__12 = None
    tanh__6 = torch.ops.aten.tanh_.default(add_7);  add_7 = None
    detach_20 = torch.ops.aten.detach.default(tanh__6);  detach_20 = None
    sub_6 = torch.ops.aten.sub.Tensor(add__17, tanh__6)
    clone_14 = torch.ops.aten.clone.default(sub_6);  clone_14 = None
    mul__13 = torch.ops.aten.mul_.Tensor(sub_6, sigmoid__13);  sub_6 = sigmoid__13 = None
    add__20 = torch.ops.aten.add_.Tensor(mul__13, tanh__6);  mul__13 = tanh__6 = None
    stack = torch.ops.aten.stack.default([add__2, add__5, add__8, add__11, add__14, add__17, add__20]);  add__2 = add__5 = add__8 = add__11 = add__14 = add__17 = None
    stack_1 = torch.ops.aten.stack.default([add__20]);  add__20 = stack_1 = None
    transpose_ = torch.ops.aten.transpose_.default(stack, 0, 1);  stack = None
    _param_constant5 = self._param_constant5
    t_8 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    clone_15 = torch.ops.aten.clone.default(transpose_, memory_format = torch.contiguous_format)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_15, [21, 16]);  clone_15 = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_2, t_8);  _unsafe_view_2 = t_8 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_1, [3, 7, 3]);  mm_1 = None
    _param_constant6 = self._param_constant6
    add_8 = torch.ops.aten.add.Tensor(_unsafe_view_3, _param_constant6);  _unsafe_view_3 = _param_constant6 = None
    _softmax = torch.ops.aten._softmax.default(add_8, -1, False);  add_8 = None
    detach_21 = torch.ops.aten.detach.default(_softmax);  detach_21 = None
    _param_constant7 = self._param_constant7
    t_9 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    clone_16 = torch.ops.aten.clone.default(transpose_, memory_format = torch.contiguous_format);  transpose_ = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_16, [21, 16]);  clone_16 = None
    mm_2 = torch.ops.aten.mm.default(_unsafe_view_4, t_9);  _unsafe_view_4 = t_9 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_2, [3, 7, 48]);  mm_2 = None
    _param_constant8 = self._param_constant8
    add_9 = torch.ops.aten.add.Tensor(_unsafe_view_5, _param_constant8);  _unsafe_view_5 = _param_constant8 = None
    tanh = torch.ops.aten.tanh.default(add_9);  add_9 = None
    detach_22 = torch.ops.aten.detach.default(tanh);  detach_22 = None
    view = torch.ops.aten.view.default(tanh, [3, 7, 3, 16]);  tanh = None
    _param_constant0_1 = self._param_constant0
    t_10 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    view_1 = torch.ops.aten.view.default(view, [63, 16]);  view = None
    mm_3 = torch.ops.aten.mm.default(view_1, t_10);  view_1 = t_10 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_3, [3, 7, 3, 20]);  mm_3 = None
    _param_constant9 = self._param_constant9
    add_10 = torch.ops.aten.add.Tensor(_unsafe_view_6, _param_constant9);  _unsafe_view_6 = _param_constant9 = None
    _softmax_1 = torch.ops.aten._softmax.default(add_10, -1, False);  add_10 = None
    detach_23 = torch.ops.aten.detach.default(_softmax_1);  detach_23 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(_softmax, 3);  _softmax = None
    mul = torch.ops.aten.mul.Tensor(unsqueeze, _softmax_1);  unsqueeze = _softmax_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [2]);  mul = None
    add_11 = torch.ops.aten.add.Tensor(sum_1, 1e-08);  sum_1 = None
    log = torch.ops.aten.log.default(add_11);  add_11 = None
    view_2 = torch.ops.aten.view.default(log, [-1, 20]);  log = None
    view_3 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(view_2, view_3, None, 1, -100);  view_2 = view_3 = None
    getitem_50 = nll_loss_forward[0]
    getitem_51 = nll_loss_forward[1];  nll_loss_forward = getitem_51 = None
    return getitem_50
    