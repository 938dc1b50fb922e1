class traced(torch.nn.Module):
    def forward(self, ids_1: "i64[2, 5]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[20, 8]" = self._param_constant0
        embedding: "f32[2, 5, 8]" = torch.ops.aten.embedding.default(_param_constant0, ids_1);  _param_constant0 = ids_1 = None
        zeros: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        zeros_1: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        transpose: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(embedding, 0, 1);  embedding = None
        unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
        getitem: "f32[2, 8]" = unbind[0];  unbind = None
        unbind_1 = torch.ops.aten.unbind.int(zeros_1);  zeros_1 = None
        getitem_1: "f32[2, 8]" = unbind_1[0];  unbind_1 = None
        _param_constant1: "f32[32, 8]" = self._param_constant1
        t: "f32[8, 32]" = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
        clone: "f32[5, 2, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "f32[10, 8]" = torch.ops.aten._unsafe_view.default(clone, [10, 8]);  clone = None
        mm: "f32[10, 32]" = torch.ops.aten.mm.default(_unsafe_view, t);  _unsafe_view = t = None
        _unsafe_view_1: "f32[5, 2, 32]" = torch.ops.aten._unsafe_view.default(mm, [5, 2, 32]);  mm = None
        _param_constant2: "f32[32]" = self._param_constant2
        add: "f32[5, 2, 32]" = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant2);  _unsafe_view_1 = _param_constant2 = None
        unbind_2 = torch.ops.aten.unbind.int(add);  add = None
        getitem_2: "f32[2, 32]" = unbind_2[0]
        getitem_3: "f32[2, 32]" = unbind_2[1]
        getitem_4: "f32[2, 32]" = unbind_2[2]
        getitem_5: "f32[2, 32]" = unbind_2[3]
        getitem_6: "f32[2, 32]" = unbind_2[4];  unbind_2 = None
        _param_constant3: "f32[32, 8]" = self._param_constant3
        t_1: "f32[8, 32]" = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
        _param_constant4: "f32[32]" = self._param_constant4
        addmm: "f32[2, 32]" = torch.ops.aten.addmm.default(_param_constant4, getitem, t_1);  _param_constant4 = getitem = t_1 = None
        add_: "f32[2, 32]" = torch.ops.aten.add_.Tensor(addmm, getitem_2);  addmm = getitem_2 = None
        unsafe_split = torch.ops.aten.unsafe_split.Tensor(add_, 8, 1);  add_ = None
        getitem_7: "f32[2, 8]" = unsafe_split[0]
        getitem_8: "f32[2, 8]" = unsafe_split[1]
        getitem_9: "f32[2, 8]" = unsafe_split[2]
        getitem_10: "f32[2, 8]" = unsafe_split[3];  unsafe_split = None
        sigmoid_: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_7);  getitem_7 = None
        detach: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid_);  detach = None
        sigmoid__1: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_8);  getitem_8 = None
        detach_1: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__1);  detach_1 = None
        tanh_: "f32[2, 8]" = torch.ops.aten.tanh_.default(getitem_9);  getitem_9 = None
        detach_2: "f32[2, 8]" = torch.ops.aten.detach.default(tanh_);  detach_2 = None
        sigmoid__2: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_10);  getitem_10 = None
        detach_3: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__2);  detach_3 = None
        mul: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__1, getitem_1);  sigmoid__1 = getitem_1 = None
        mul_1: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_, tanh_);  sigmoid_ = tanh_ = None
        add__1: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul, mul_1);  mul = mul_1 = None
        tanh: "f32[2, 8]" = torch.ops.aten.tanh.default(add__1)
        detach_4: "f32[2, 8]" = torch.ops.aten.detach.default(tanh);  detach_4 = None
        mul_2: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__2, tanh);  sigmoid__2 = tanh = None
        _param_constant3_1: "f32[32, 8]" = self._param_constant3
        t_2: "f32[8, 32]" = torch.ops.aten.t.default(_param_constant3_1);  _param_constant3_1 = None
        _param_constant4_1: "f32[32]" = self._param_constant4
        addmm_1: "f32[2, 32]" = torch.ops.aten.addmm.default(_param_constant4_1, mul_2, t_2);  _param_constant4_1 = t_2 = None
        add__2: "f32[2, 32]" = torch.ops.aten.add_.Tensor(addmm_1, getitem_3);  addmm_1 = getitem_3 = None
        unsafe_split_1 = torch.ops.aten.unsafe_split.Tensor(add__2, 8, 1);  add__2 = None
        getitem_11: "f32[2, 8]" = unsafe_split_1[0]
        getitem_12: "f32[2, 8]" = unsafe_split_1[1]
        getitem_13: "f32[2, 8]" = unsafe_split_1[2]
        getitem_14: "f32[2, 8]" = unsafe_split_1[3];  unsafe_split_1 = None
        sigmoid__3: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_11);  getitem_11 = None
        detach_5: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__3);  detach_5 = None
        sigmoid__4: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_12);  getitem_12 = None
        detach_6: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__4);  detach_6 = None
        tanh__1: "f32[2, 8]" = torch.ops.aten.tanh_.default(getitem_13);  getitem_13 = None
        detach_7: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__1);  detach_7 = None
        sigmoid__5: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_14);  getitem_14 = None
        detach_8: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__5);  detach_8 = None
        mul_3: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__4, add__1);  sigmoid__4 = add__1 = None
        mul_4: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__3, tanh__1);  sigmoid__3 = tanh__1 = None
        add__3: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul_3, mul_4);  mul_3 = mul_4 = None
        tanh_1: "f32[2, 8]" = torch.ops.aten.tanh.default(add__3)
        detach_9: "f32[2, 8]" = torch.ops.aten.detach.default(tanh_1);  detach_9 = None
        mul_5: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__5, tanh_1);  sigmoid__5 = tanh_1 = None
        _param_constant3_2: "f32[32, 8]" = self._param_constant3
        t_3: "f32[8, 32]" = torch.ops.aten.t.default(_param_constant3_2);  _param_constant3_2 = None
        _param_constant4_2: "f32[32]" = self._param_constant4
        addmm_2: "f32[2, 32]" = torch.ops.aten.addmm.default(_param_constant4_2, mul_5, t_3);  _param_constant4_2 = t_3 = None
        add__4: "f32[2, 32]" = torch.ops.aten.add_.Tensor(addmm_2, getitem_4);  addmm_2 = getitem_4 = None
        unsafe_split_2 = torch.ops.aten.unsafe_split.Tensor(add__4, 8, 1);  add__4 = None
        getitem_15: "f32[2, 8]" = unsafe_split_2[0]
        getitem_16: "f32[2, 8]" = unsafe_split_2[1]
        getitem_17: "f32[2, 8]" = unsafe_split_2[2]
        getitem_18: "f32[2, 8]" = unsafe_split_2[3];  unsafe_split_2 = None
        sigmoid__6: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_15);  getitem_15 = None
        detach_10: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__6);  detach_10 = None
        sigmoid__7: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_16);  getitem_16 = None
        detach_11: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__7);  detach_11 = None
        tanh__2: "f32[2, 8]" = torch.ops.aten.tanh_.default(getitem_17);  getitem_17 = None
        detach_12: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__2);  detach_12 = None
        sigmoid__8: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_18);  getitem_18 = None
        detach_13: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__8);  detach_13 = None
        mul_6: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__7, add__3);  sigmoid__7 = add__3 = None
        mul_7: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__6, tanh__2);  sigmoid__6 = tanh__2 = None
        add__5: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
        tanh_2: "f32[2, 8]" = torch.ops.aten.tanh.default(add__5)
        detach_14: "f32[2, 8]" = torch.ops.aten.detach.default(tanh_2);  detach_14 = None
        mul_8: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__8, tanh_2);  sigmoid__8 = tanh_2 = None
        _param_constant3_3: "f32[32, 8]" = self._param_constant3
        t_4: "f32[8, 32]" = torch.ops.aten.t.default(_param_constant3_3);  _param_constant3_3 = None
        _param_constant4_3: "f32[32]" = self._param_constant4
        addmm_3: "f32[2, 32]" = torch.ops.aten.addmm.default(_param_constant4_3, mul_8, t_4);  _param_constant4_3 = t_4 = None
        add__6: "f32[2, 32]" = torch.ops.aten.add_.Tensor(addmm_3, getitem_5);  addmm_3 = getitem_5 = None
        unsafe_split_3 = torch.ops.aten.unsafe_split.Tensor(add__6, 8, 1);  add__6 = None
        getitem_19: "f32[2, 8]" = unsafe_split_3[0]
        getitem_20: "f32[2, 8]" = unsafe_split_3[1]
        getitem_21: "f32[2, 8]" = unsafe_split_3[2]
        getitem_22: "f32[2, 8]" = unsafe_split_3[3];  unsafe_split_3 = None
        sigmoid__9: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_19);  getitem_19 = None
        detach_15: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__9);  detach_15 = None
        sigmoid__10: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_20);  getitem_20 = None
        detach_16: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__10);  detach_16 = None
        tanh__3: "f32[2, 8]" = torch.ops.aten.tanh_.default(getitem_21);  getitem_21 = None
        detach_17: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__3);  detach_17 = None
        sigmoid__11: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_22);  getitem_22 = None
        detach_18: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__11);  detach_18 = None
        mul_9: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__10, add__5);  sigmoid__10 = add__5 = None
        mul_10: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__9, tanh__3);  sigmoid__9 = tanh__3 = None
        add__7: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
        tanh_3: "f32[2, 8]" = torch.ops.aten.tanh.default(add__7)
        detach_19: "f32[2, 8]" = torch.ops.aten.detach.default(tanh_3);  detach_19 = None
        mul_11: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__11, tanh_3);  sigmoid__11 = tanh_3 = None
        _param_constant3_4: "f32[32, 8]" = self._param_constant3
        t_5: "f32[8, 32]" = torch.ops.aten.t.default(_param_constant3_4);  _param_constant3_4 = None
        _param_constant4_4: "f32[32]" = self._param_constant4
        addmm_4: "f32[2, 32]" = torch.ops.aten.addmm.default(_param_constant4_4, mul_11, t_5);  _param_constant4_4 = t_5 = None
        add__8: "f32[2, 32]" = torch.ops.aten.add_.Tensor(addmm_4, getitem_6);  addmm_4 = getitem_6 = None
        unsafe_split_4 = torch.ops.aten.unsafe_split.Tensor(add__8, 8, 1);  add__8 = None
        getitem_23: "f32[2, 8]" = unsafe_split_4[0]
        getitem_24: "f32[2, 8]" = unsafe_split_4[1]
        getitem_25: "f32[2, 8]" = unsafe_split_4[2]
        getitem_26: "f32[2, 8]" = unsafe_split_4[3];  unsafe_split_4 = None
        sigmoid__12: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_23);  getitem_23 = None
        detach_20: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__12);  detach_20 = None
        sigmoid__13: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_24);  getitem_24 = None
        detach_21: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__13);  detach_21 = None
        tanh__4: "f32[2, 8]" = torch.ops.aten.tanh_.default(getitem_25);  getitem_25 = None
        detach_22: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__4);  detach_22 = None
        sigmoid__14: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(getitem_26);  getitem_26 = None
        detach_23: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__14);  detach_23 = None
        mul_12: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__13, add__7);  sigmoid__13 = add__7 = None
        mul_13: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__12, tanh__4);  sigmoid__12 = tanh__4 = None
        add__9: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul_12, mul_13);  mul_12 = mul_13 = None
        tanh_4: "f32[2, 8]" = torch.ops.aten.tanh.default(add__9)
        detach_24: "f32[2, 8]" = torch.ops.aten.detach.default(tanh_4);  detach_24 = None
        mul_14: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sigmoid__14, tanh_4);  sigmoid__14 = tanh_4 = None
        stack: "f32[5, 2, 8]" = torch.ops.aten.stack.default([mul_2, mul_5, mul_8, mul_11, mul_14]);  mul_2 = mul_5 = mul_8 = mul_11 = None
        stack_1: "f32[1, 2, 8]" = torch.ops.aten.stack.default([add__9]);  add__9 = stack_1 = None
        stack_2: "f32[1, 2, 8]" = torch.ops.aten.stack.default([mul_14]);  mul_14 = stack_2 = None
        transpose_1: "f32[2, 5, 8]" = torch.ops.aten.transpose.int(stack, 0, 1);  stack = None
        select: "f32[2, 8]" = torch.ops.aten.select.int(transpose_1, 1, -1);  transpose_1 = None
        _param_constant5: "f32[3, 8]" = self._param_constant5
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
        _param_constant6: "f32[3]" = self._param_constant6
        addmm_5: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant6, select, t_6);  _param_constant6 = select = t_6 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_5, 1, False);  addmm_5 = None
        detach_25: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_25 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_27: "f32[]" = nll_loss_forward[0]
        getitem_28: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_28 = None
        return getitem_27
