class traced(torch.nn.Module):
    def forward(self, ids_1: "i64[2, 5]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[20, 8]" = self._param_constant0
        embedding: "f32[2, 5, 8]" = torch.ops.aten.embedding.default(_param_constant0, ids_1);  _param_constant0 = ids_1 = None
        zeros: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        transpose: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(embedding, 0, 1);  embedding = None
        unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
        getitem: "f32[2, 8]" = unbind[0];  unbind = None
        _param_constant1: "f32[24, 8]" = self._param_constant1
        t: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
        clone: "f32[5, 2, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "f32[10, 8]" = torch.ops.aten._unsafe_view.default(clone, [10, 8]);  clone = None
        mm: "f32[10, 24]" = torch.ops.aten.mm.default(_unsafe_view, t);  _unsafe_view = t = None
        _unsafe_view_1: "f32[5, 2, 24]" = torch.ops.aten._unsafe_view.default(mm, [5, 2, 24]);  mm = None
        _param_constant2: "f32[24]" = self._param_constant2
        add: "f32[5, 2, 24]" = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant2);  _unsafe_view_1 = _param_constant2 = None
        unbind_1 = torch.ops.aten.unbind.int(add);  add = None
        getitem_1: "f32[2, 24]" = unbind_1[0]
        getitem_2: "f32[2, 24]" = unbind_1[1]
        getitem_3: "f32[2, 24]" = unbind_1[2]
        getitem_4: "f32[2, 24]" = unbind_1[3]
        getitem_5: "f32[2, 24]" = unbind_1[4];  unbind_1 = None
        unsafe_split = torch.ops.aten.unsafe_split.Tensor(getitem_1, 8, 1);  getitem_1 = None
        getitem_6: "f32[2, 8]" = unsafe_split[0]
        getitem_7: "f32[2, 8]" = unsafe_split[1]
        getitem_8: "f32[2, 8]" = unsafe_split[2];  unsafe_split = None
        _param_constant3: "f32[24, 8]" = self._param_constant3
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
        _param_constant4: "f32[24]" = self._param_constant4
        addmm: "f32[2, 24]" = torch.ops.aten.addmm.default(_param_constant4, getitem, t_1);  _param_constant4 = t_1 = None
        unsafe_split_1 = torch.ops.aten.unsafe_split.Tensor(addmm, 8, 1);  addmm = None
        getitem_9: "f32[2, 8]" = unsafe_split_1[0]
        getitem_10: "f32[2, 8]" = unsafe_split_1[1]
        getitem_11: "f32[2, 8]" = unsafe_split_1[2];  unsafe_split_1 = None
        add_: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_9, getitem_6);  getitem_9 = getitem_6 = None
        sigmoid_: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add_);  add_ = None
        detach: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid_);  detach = None
        add__1: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_10, getitem_7);  getitem_10 = getitem_7 = None
        sigmoid__1: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__1);  add__1 = None
        detach_1: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__1);  detach_1 = None
        clone_1: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_11);  clone_1 = None
        mul_: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_11, sigmoid_);  getitem_11 = sigmoid_ = None
        add_1: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_8, mul_);  getitem_8 = mul_ = None
        tanh_: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_1);  add_1 = None
        detach_2: "f32[2, 8]" = torch.ops.aten.detach.default(tanh_);  detach_2 = None
        sub: "f32[2, 8]" = torch.ops.aten.sub.Tensor(getitem, tanh_);  getitem = None
        clone_2: "f32[2, 8]" = torch.ops.aten.clone.default(sub);  clone_2 = None
        mul__1: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub, sigmoid__1);  sub = sigmoid__1 = None
        add__2: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__1, tanh_);  mul__1 = tanh_ = None
        unsafe_split_2 = torch.ops.aten.unsafe_split.Tensor(getitem_2, 8, 1);  getitem_2 = None
        getitem_12: "f32[2, 8]" = unsafe_split_2[0]
        getitem_13: "f32[2, 8]" = unsafe_split_2[1]
        getitem_14: "f32[2, 8]" = unsafe_split_2[2];  unsafe_split_2 = None
        _param_constant3_1: "f32[24, 8]" = self._param_constant3
        t_2: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant3_1);  _param_constant3_1 = None
        _param_constant4_1: "f32[24]" = self._param_constant4
        addmm_1: "f32[2, 24]" = torch.ops.aten.addmm.default(_param_constant4_1, add__2, t_2);  _param_constant4_1 = t_2 = None
        unsafe_split_3 = torch.ops.aten.unsafe_split.Tensor(addmm_1, 8, 1);  addmm_1 = None
        getitem_15: "f32[2, 8]" = unsafe_split_3[0]
        getitem_16: "f32[2, 8]" = unsafe_split_3[1]
        getitem_17: "f32[2, 8]" = unsafe_split_3[2];  unsafe_split_3 = None
        add__3: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_15, getitem_12);  getitem_15 = getitem_12 = None
        sigmoid__2: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__3);  add__3 = None
        detach_3: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__2);  detach_3 = None
        add__4: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_16, getitem_13);  getitem_16 = getitem_13 = None
        sigmoid__3: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__4);  add__4 = None
        detach_4: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__3);  detach_4 = None
        clone_3: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_17);  clone_3 = None
        mul__2: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_17, sigmoid__2);  getitem_17 = sigmoid__2 = None
        add_2: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_14, mul__2);  getitem_14 = mul__2 = None
        tanh__1: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_2);  add_2 = None
        detach_5: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__1);  detach_5 = None
        sub_1: "f32[2, 8]" = torch.ops.aten.sub.Tensor(add__2, tanh__1)
        clone_4: "f32[2, 8]" = torch.ops.aten.clone.default(sub_1);  clone_4 = None
        mul__3: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub_1, sigmoid__3);  sub_1 = sigmoid__3 = None
        add__5: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__3, tanh__1);  mul__3 = tanh__1 = None
        unsafe_split_4 = torch.ops.aten.unsafe_split.Tensor(getitem_3, 8, 1);  getitem_3 = None
        getitem_18: "f32[2, 8]" = unsafe_split_4[0]
        getitem_19: "f32[2, 8]" = unsafe_split_4[1]
        getitem_20: "f32[2, 8]" = unsafe_split_4[2];  unsafe_split_4 = None
        _param_constant3_2: "f32[24, 8]" = self._param_constant3
        t_3: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant3_2);  _param_constant3_2 = None
        _param_constant4_2: "f32[24]" = self._param_constant4
        addmm_2: "f32[2, 24]" = torch.ops.aten.addmm.default(_param_constant4_2, add__5, t_3);  _param_constant4_2 = t_3 = None
        unsafe_split_5 = torch.ops.aten.unsafe_split.Tensor(addmm_2, 8, 1);  addmm_2 = None
        getitem_21: "f32[2, 8]" = unsafe_split_5[0]
        getitem_22: "f32[2, 8]" = unsafe_split_5[1]
        getitem_23: "f32[2, 8]" = unsafe_split_5[2];  unsafe_split_5 = None
        add__6: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_21, getitem_18);  getitem_21 = getitem_18 = None
        sigmoid__4: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__6);  add__6 = None
        detach_6: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__4);  detach_6 = None
        add__7: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_22, getitem_19);  getitem_22 = getitem_19 = None
        sigmoid__5: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__7);  add__7 = None
        detach_7: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__5);  detach_7 = None
        clone_5: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_23);  clone_5 = None
        mul__4: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_23, sigmoid__4);  getitem_23 = sigmoid__4 = None
        add_3: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_20, mul__4);  getitem_20 = mul__4 = None
        tanh__2: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_3);  add_3 = None
        detach_8: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__2);  detach_8 = None
        sub_2: "f32[2, 8]" = torch.ops.aten.sub.Tensor(add__5, tanh__2)
        clone_6: "f32[2, 8]" = torch.ops.aten.clone.default(sub_2);  clone_6 = None
        mul__5: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub_2, sigmoid__5);  sub_2 = sigmoid__5 = None
        add__8: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__5, tanh__2);  mul__5 = tanh__2 = None
        unsafe_split_6 = torch.ops.aten.unsafe_split.Tensor(getitem_4, 8, 1);  getitem_4 = None
        getitem_24: "f32[2, 8]" = unsafe_split_6[0]
        getitem_25: "f32[2, 8]" = unsafe_split_6[1]
        getitem_26: "f32[2, 8]" = unsafe_split_6[2];  unsafe_split_6 = None
        _param_constant3_3: "f32[24, 8]" = self._param_constant3
        t_4: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant3_3);  _param_constant3_3 = None
        _param_constant4_3: "f32[24]" = self._param_constant4
        addmm_3: "f32[2, 24]" = torch.ops.aten.addmm.default(_param_constant4_3, add__8, t_4);  _param_constant4_3 = t_4 = None
        unsafe_split_7 = torch.ops.aten.unsafe_split.Tensor(addmm_3, 8, 1);  addmm_3 = None
        getitem_27: "f32[2, 8]" = unsafe_split_7[0]
        getitem_28: "f32[2, 8]" = unsafe_split_7[1]
        getitem_29: "f32[2, 8]" = unsafe_split_7[2];  unsafe_split_7 = None
        add__9: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_27, getitem_24);  getitem_27 = getitem_24 = None
        sigmoid__6: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__9);  add__9 = None
        detach_9: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__6);  detach_9 = None
        add__10: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_28, getitem_25);  getitem_28 = getitem_25 = None
        sigmoid__7: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__10);  add__10 = None
        detach_10: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__7);  detach_10 = None
        clone_7: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_29);  clone_7 = None
        mul__6: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_29, sigmoid__6);  getitem_29 = sigmoid__6 = None
        add_4: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_26, mul__6);  getitem_26 = mul__6 = None
        tanh__3: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_4);  add_4 = None
        detach_11: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__3);  detach_11 = None
        sub_3: "f32[2, 8]" = torch.ops.aten.sub.Tensor(add__8, tanh__3)
        clone_8: "f32[2, 8]" = torch.ops.aten.clone.default(sub_3);  clone_8 = None
        mul__7: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub_3, sigmoid__7);  sub_3 = sigmoid__7 = None
        add__11: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__7, tanh__3);  mul__7 = tanh__3 = None
        unsafe_split_8 = torch.ops.aten.unsafe_split.Tensor(getitem_5, 8, 1);  getitem_5 = None
        getitem_30: "f32[2, 8]" = unsafe_split_8[0]
        getitem_31: "f32[2, 8]" = unsafe_split_8[1]
        getitem_32: "f32[2, 8]" = unsafe_split_8[2];  unsafe_split_8 = None
        _param_constant3_4: "f32[24, 8]" = self._param_constant3
        t_5: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant3_4);  _param_constant3_4 = None
        _param_constant4_4: "f32[24]" = self._param_constant4
        addmm_4: "f32[2, 24]" = torch.ops.aten.addmm.default(_param_constant4_4, add__11, t_5);  _param_constant4_4 = t_5 = None
        unsafe_split_9 = torch.ops.aten.unsafe_split.Tensor(addmm_4, 8, 1);  addmm_4 = None
        getitem_33: "f32[2, 8]" = unsafe_split_9[0]
        getitem_34: "f32[2, 8]" = unsafe_split_9[1]
        getitem_35: "f32[2, 8]" = unsafe_split_9[2];  unsafe_split_9 = None
        add__12: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_33, getitem_30);  getitem_33 = getitem_30 = None
        sigmoid__8: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__12);  add__12 = None
        detach_12: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__8);  detach_12 = None
        add__13: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_34, getitem_31);  getitem_34 = getitem_31 = None
        sigmoid__9: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__13);  add__13 = None
        detach_13: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__9);  detach_13 = None
        clone_9: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_35);  clone_9 = None
        mul__8: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_35, sigmoid__8);  getitem_35 = sigmoid__8 = None
        add_5: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_32, mul__8);  getitem_32 = mul__8 = None
        tanh__4: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_5);  add_5 = None
        detach_14: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__4);  detach_14 = None
        sub_4: "f32[2, 8]" = torch.ops.aten.sub.Tensor(add__11, tanh__4)
        clone_10: "f32[2, 8]" = torch.ops.aten.clone.default(sub_4);  clone_10 = None
        mul__9: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub_4, sigmoid__9);  sub_4 = sigmoid__9 = None
        add__14: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__9, tanh__4);  mul__9 = tanh__4 = None
        stack: "f32[5, 2, 8]" = torch.ops.aten.stack.default([add__2, add__5, add__8, add__11, add__14]);  add__2 = add__5 = add__8 = add__11 = None
        stack_1: "f32[1, 2, 8]" = torch.ops.aten.stack.default([add__14]);  add__14 = stack_1 = None
        transpose_: "f32[2, 5, 8]" = torch.ops.aten.transpose_.default(stack, 0, 1);  stack = None
        select: "f32[2, 8]" = torch.ops.aten.select.int(transpose_, 1, -1);  transpose_ = None
        _param_constant5: "f32[3, 8]" = self._param_constant5
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
        _param_constant6: "f32[3]" = self._param_constant6
        addmm_5: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant6, select, t_6);  _param_constant6 = select = t_6 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_5, 1, False);  addmm_5 = None
        detach_15: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_15 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_36: "f32[]" = nll_loss_forward[0]
        getitem_37: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_37 = None
        return getitem_36
