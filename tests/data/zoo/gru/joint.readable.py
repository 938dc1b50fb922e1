class traced(torch.nn.Module):
    def forward(self, ids_1: "i64[2, 5]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[20, 8]" = self._param_constant0
        embedding: "f32[2, 5, 8]" = torch.ops.aten.embedding.default(_param_constant0, ids_1);  _param_constant0 = None
        zeros: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        transpose: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(embedding, 0, 1);  embedding = None
        unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
        getitem: "f32[2, 8]" = unbind[0];  unbind = None
        _param_constant1: "f32[24, 8]" = self._param_constant1
        t: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
        clone: "f32[5, 2, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "f32[10, 8]" = torch.ops.aten._unsafe_view.default(clone, [10, 8]);  clone = None
        mm: "f32[10, 24]" = torch.ops.aten.mm.default(_unsafe_view, t)
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
        detach: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid_)
        add__1: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_10, getitem_7);  getitem_10 = getitem_7 = None
        sigmoid__1: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__1);  add__1 = None
        detach_1: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__1)
        clone_1: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_11)
        mul_: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_11, sigmoid_);  getitem_11 = None
        add_1: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_8, mul_);  getitem_8 = mul_ = None
        tanh_: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_1);  add_1 = None
        detach_2: "f32[2, 8]" = torch.ops.aten.detach.default(tanh_)
        sub: "f32[2, 8]" = torch.ops.aten.sub.Tensor(getitem, tanh_)
        clone_2: "f32[2, 8]" = torch.ops.aten.clone.default(sub)
        mul__1: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub, sigmoid__1);  sub = None
        add__2: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__1, tanh_);  mul__1 = tanh_ = None
        unsafe_split_2 = torch.ops.aten.unsafe_split.Tensor(getitem_2, 8, 1);  getitem_2 = None
        getitem_12: "f32[2, 8]" = unsafe_split_2[0]
        getitem_13: "f32[2, 8]" = unsafe_split_2[1]
        getitem_14: "f32[2, 8]" = unsafe_split_2[2];  unsafe_split_2 = None
        _param_constant3_1: "f32[24, 8]" = self._param_constant3
        t_2: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant3_1);  _param_constant3_1 = None
        _param_constant4_1: "f32[24]" = self._param_constant4
        addmm_1: "f32[2, 24]" = torch.ops.aten.addmm.default(_param_constant4_1, add__2, t_2);  _param_constant4_1 = None
        unsafe_split_3 = torch.ops.aten.unsafe_split.Tensor(addmm_1, 8, 1);  addmm_1 = None
        getitem_15: "f32[2, 8]" = unsafe_split_3[0]
        getitem_16: "f32[2, 8]" = unsafe_split_3[1]
        getitem_17: "f32[2, 8]" = unsafe_split_3[2];  unsafe_split_3 = None
        add__3: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_15, getitem_12);  getitem_15 = getitem_12 = None
        sigmoid__2: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__3);  add__3 = None
        detach_3: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__2)
        add__4: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_16, getitem_13);  getitem_16 = getitem_13 = None
        sigmoid__3: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__4);  add__4 = None
        detach_4: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__3)
        clone_3: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_17)
        mul__2: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_17, sigmoid__2);  getitem_17 = None
        add_2: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_14, mul__2);  getitem_14 = mul__2 = None
        tanh__1: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_2);  add_2 = None
        detach_5: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__1)
        sub_1: "f32[2, 8]" = torch.ops.aten.sub.Tensor(add__2, tanh__1)
        clone_4: "f32[2, 8]" = torch.ops.aten.clone.default(sub_1)
        mul__3: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub_1, sigmoid__3);  sub_1 = None
        add__5: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__3, tanh__1);  mul__3 = tanh__1 = None
        unsafe_split_4 = torch.ops.aten.unsafe_split.Tensor(getitem_3, 8, 1);  getitem_3 = None
        getitem_18: "f32[2, 8]" = unsafe_split_4[0]
        getitem_19: "f32[2, 8]" = unsafe_split_4[1]
        getitem_20: "f32[2, 8]" = unsafe_split_4[2];  unsafe_split_4 = None
        _param_constant3_2: "f32[24, 8]" = self._param_constant3
        t_3: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant3_2);  _param_constant3_2 = None
        _param_constant4_2: "f32[24]" = self._param_constant4
        addmm_2: "f32[2, 24]" = torch.ops.aten.addmm.default(_param_constant4_2, add__5, t_3);  _param_constant4_2 = None
        unsafe_split_5 = torch.ops.aten.unsafe_split.Tensor(addmm_2, 8, 1);  addmm_2 = None
        getitem_21: "f32[2, 8]" = unsafe_split_5[0]
        getitem_22: "f32[2, 8]" = unsafe_split_5[1]
        getitem_23: "f32[2, 8]" = unsafe_split_5[2];  unsafe_split_5 = None
        add__6: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_21, getitem_18);  getitem_21 = getitem_18 = None
        sigmoid__4: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__6);  add__6 = None
        detach_6: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__4)
        add__7: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_22, getitem_19);  getitem_22 = getitem_19 = None
        sigmoid__5: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__7);  add__7 = None
        detach_7: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__5)
        clone_5: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_23)
        mul__4: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_23, sigmoid__4);  getitem_23 = None
        add_3: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_20, mul__4);  getitem_20 = mul__4 = None
        tanh__2: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_3);  add_3 = None
        detach_8: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__2)
        sub_2: "f32[2, 8]" = torch.ops.aten.sub.Tensor(add__5, tanh__2)
        clone_6: "f32[2, 8]" = torch.ops.aten.clone.default(sub_2)
        mul__5: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub_2, sigmoid__5);  sub_2 = None
        add__8: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__5, tanh__2);  mul__5 = tanh__2 = None
        unsafe_split_6 = torch.ops.aten.unsafe_split.Tensor(getitem_4, 8, 1);  getitem_4 = None
        getitem_24: "f32[2, 8]" = unsafe_split_6[0]
        getitem_25: "f32[2, 8]" = unsafe_split_6[1]
        getitem_26: "f32[2, 8]" = unsafe_split_6[2];  unsafe_split_6 = None
        _param_constant3_3: "f32[24, 8]" = self._param_constant3
        t_4: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant3_3);  _param_constant3_3 = None
        _param_constant4_3: "f32[24]" = self._param_constant4
        addmm_3: "f32[2, 24]" = torch.ops.aten.addmm.default(_param_constant4_3, add__8, t_4);  _param_constant4_3 = None
        unsafe_split_7 = torch.ops.aten.unsafe_split.Tensor(addmm_3, 8, 1);  addmm_3 = None
        getitem_27: "f32[2, 8]" = unsafe_split_7[0]
        getitem_28: "f32[2, 8]" = unsafe_split_7[1]
        getitem_29: "f32[2, 8]" = unsafe_split_7[2];  unsafe_split_7 = None
        add__9: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_27, getitem_24);  getitem_27 = getitem_24 = None
        sigmoid__6: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__9);  add__9 = None
        detach_9: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__6)
        add__10: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_28, getitem_25);  getitem_28 = getitem_25 = None
        sigmoid__7: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__10);  add__10 = None
        detach_10: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__7)
        clone_7: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_29)
        mul__6: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_29, sigmoid__6);  getitem_29 = None
        add_4: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_26, mul__6);  getitem_26 = mul__6 = None
        tanh__3: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_4);  add_4 = None
        detach_11: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__3)
        sub_3: "f32[2, 8]" = torch.ops.aten.sub.Tensor(add__8, tanh__3)
        clone_8: "f32[2, 8]" = torch.ops.aten.clone.default(sub_3)
        mul__7: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub_3, sigmoid__7);  sub_3 = None
        add__11: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__7, tanh__3);  mul__7 = tanh__3 = None
        unsafe_split_8 = torch.ops.aten.unsafe_split.Tensor(getitem_5, 8, 1);  getitem_5 = None
        getitem_30: "f32[2, 8]" = unsafe_split_8[0]
        getitem_31: "f32[2, 8]" = unsafe_split_8[1]
        getitem_32: "f32[2, 8]" = unsafe_split_8[2];  unsafe_split_8 = None
        _param_constant3_4: "f32[24, 8]" = self._param_constant3
        t_5: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant3_4);  _param_constant3_4 = None
        _param_constant4_4: "f32[24]" = self._param_constant4
        addmm_4: "f32[2, 24]" = torch.ops.aten.addmm.default(_param_constant4_4, add__11, t_5);  _param_constant4_4 = None
        unsafe_split_9 = torch.ops.aten.unsafe_split.Tensor(addmm_4, 8, 1);  addmm_4 = None
        getitem_33: "f32[2, 8]" = unsafe_split_9[0]
        getitem_34: "f32[2, 8]" = unsafe_split_9[1]
        getitem_35: "f32[2, 8]" = unsafe_split_9[2];  unsafe_split_9 = None
        add__12: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_33, getitem_30);  getitem_33 = getitem_30 = None
        sigmoid__8: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__12);  add__12 = None
        detach_12: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__8)
        add__13: "f32[2, 8]" = torch.ops.aten.add_.Tensor(getitem_34, getitem_31);  getitem_34 = getitem_31 = None
        sigmoid__9: "f32[2, 8]" = torch.ops.aten.sigmoid_.default(add__13);  add__13 = None
        detach_13: "f32[2, 8]" = torch.ops.aten.detach.default(sigmoid__9)
        clone_9: "f32[2, 8]" = torch.ops.aten.clone.default(getitem_35)
        mul__8: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(getitem_35, sigmoid__8);  getitem_35 = None
        add_5: "f32[2, 8]" = torch.ops.aten.add.Tensor(getitem_32, mul__8);  getitem_32 = mul__8 = None
        tanh__4: "f32[2, 8]" = torch.ops.aten.tanh_.default(add_5);  add_5 = None
        detach_14: "f32[2, 8]" = torch.ops.aten.detach.default(tanh__4)
        sub_4: "f32[2, 8]" = torch.ops.aten.sub.Tensor(add__11, tanh__4)
        clone_10: "f32[2, 8]" = torch.ops.aten.clone.default(sub_4)
        mul__9: "f32[2, 8]" = torch.ops.aten.mul_.Tensor(sub_4, sigmoid__9);  sub_4 = None
        add__14: "f32[2, 8]" = torch.ops.aten.add_.Tensor(mul__9, tanh__4);  mul__9 = tanh__4 = None
        stack: "f32[5, 2, 8]" = torch.ops.aten.stack.default([add__2, add__5, add__8, add__11, add__14])
        stack_1: "f32[1, 2, 8]" = torch.ops.aten.stack.default([add__14]);  add__14 = stack_1 = None
        transpose_: "f32[2, 5, 8]" = torch.ops.aten.transpose_.default(stack, 0, 1);  stack = None
        select: "f32[2, 8]" = torch.ops.aten.select.int(transpose_, 1, -1);  transpose_ = None
        _param_constant5: "f32[3, 8]" = self._param_constant5
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
        _param_constant6: "f32[3]" = self._param_constant6
        addmm_5: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant6, select, t_6);  _param_constant6 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_5, 1, False);  addmm_5 = None
        detach_15: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem_36: "f32[]" = nll_loss_forward[0]
        getitem_37: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem_36, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[2, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_37);  ones_like = _log_softmax = labels_1 = getitem_37 = None
        detach_16: "f32[2, 3]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        _log_softmax_backward_data: "f32[2, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_16, 1, torch.float32);  nll_loss_backward = detach_16 = None
        t_7: "f32[3, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_7);  t_7 = None
        t_8: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_2: "f32[3, 8]" = torch.ops.aten.mm.default(t_8, select);  t_8 = select = None
        t_9: "f32[8, 3]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_10: "f32[3, 8]" = torch.ops.aten.t.default(t_9);  t_9 = None
        select_backward: "f32[2, 5, 8]" = torch.ops.aten.select_backward.default(mm_1, [2, 5, 8], 1, -1);  mm_1 = None
        transpose_1: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(select_backward, 0, 1);  select_backward = None
        select_1: "f32[2, 8]" = torch.ops.aten.select.int(transpose_1, 0, 0)
        select_2: "f32[2, 8]" = torch.ops.aten.select.int(transpose_1, 0, 1)
        select_3: "f32[2, 8]" = torch.ops.aten.select.int(transpose_1, 0, 2)
        select_4: "f32[2, 8]" = torch.ops.aten.select.int(transpose_1, 0, 3)
        select_5: "f32[2, 8]" = torch.ops.aten.select.int(transpose_1, 0, 4);  transpose_1 = None
        mul: "f32[2, 8]" = torch.ops.aten.mul.Tensor(select_5, clone_10);  clone_10 = None
        mul_1: "f32[2, 8]" = torch.ops.aten.mul.Tensor(select_5, sigmoid__9);  sigmoid__9 = None
        neg: "f32[2, 8]" = torch.ops.aten.neg.default(mul_1)
        add_6: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_4, mul_1);  select_4 = mul_1 = None
        add_7: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_5, neg);  select_5 = neg = None
        detach_17: "f32[2, 8]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        tanh_backward: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_7, detach_17);  add_7 = detach_17 = None
        mul_2: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, clone_9);  clone_9 = None
        mul_3: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, sigmoid__8);  sigmoid__8 = None
        detach_18: "f32[2, 8]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        sigmoid_backward: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul, detach_18);  mul = detach_18 = None
        detach_19: "f32[2, 8]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        sigmoid_backward_1: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_2, detach_19);  mul_2 = detach_19 = None
        cat: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, mul_3], 1);  mul_3 = None
        t_11: "f32[24, 8]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_3: "f32[2, 8]" = torch.ops.aten.mm.default(cat, t_11);  t_11 = None
        t_12: "f32[24, 2]" = torch.ops.aten.t.default(cat)
        mm_4: "f32[24, 8]" = torch.ops.aten.mm.default(t_12, add__11);  t_12 = add__11 = None
        t_13: "f32[8, 24]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_2: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat, [0], True);  cat = None
        view_1: "f32[24]" = torch.ops.aten.view.default(sum_2, [24]);  sum_2 = None
        add_8: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_6, mm_3);  add_6 = mm_3 = None
        t_14: "f32[24, 8]" = torch.ops.aten.t.default(t_13);  t_13 = None
        cat_1: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, tanh_backward], 1);  sigmoid_backward_1 = sigmoid_backward = tanh_backward = None
        mul_4: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_8, clone_8);  clone_8 = None
        mul_5: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_8, sigmoid__7);  sigmoid__7 = None
        neg_1: "f32[2, 8]" = torch.ops.aten.neg.default(mul_5)
        add_9: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_3, mul_5);  select_3 = mul_5 = None
        add_10: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_8, neg_1);  add_8 = neg_1 = None
        detach_20: "f32[2, 8]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        tanh_backward_1: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_10, detach_20);  add_10 = detach_20 = None
        mul_6: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_1, clone_7);  clone_7 = None
        mul_7: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_1, sigmoid__6);  sigmoid__6 = None
        detach_21: "f32[2, 8]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        sigmoid_backward_2: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_4, detach_21);  mul_4 = detach_21 = None
        detach_22: "f32[2, 8]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        sigmoid_backward_3: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_6, detach_22);  mul_6 = detach_22 = None
        cat_2: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, mul_7], 1);  mul_7 = None
        t_15: "f32[24, 8]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_5: "f32[2, 8]" = torch.ops.aten.mm.default(cat_2, t_15);  t_15 = None
        t_16: "f32[24, 2]" = torch.ops.aten.t.default(cat_2)
        mm_6: "f32[24, 8]" = torch.ops.aten.mm.default(t_16, add__8);  t_16 = add__8 = None
        t_17: "f32[8, 24]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_3: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat_2, [0], True);  cat_2 = None
        view_2: "f32[24]" = torch.ops.aten.view.default(sum_3, [24]);  sum_3 = None
        add_11: "f32[24]" = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
        add_12: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_9, mm_5);  add_9 = mm_5 = None
        t_18: "f32[24, 8]" = torch.ops.aten.t.default(t_17);  t_17 = None
        add_13: "f32[24, 8]" = torch.ops.aten.add.Tensor(t_14, t_18);  t_14 = t_18 = None
        cat_3: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, tanh_backward_1], 1);  sigmoid_backward_3 = sigmoid_backward_2 = tanh_backward_1 = None
        mul_8: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_12, clone_6);  clone_6 = None
        mul_9: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_12, sigmoid__5);  sigmoid__5 = None
        neg_2: "f32[2, 8]" = torch.ops.aten.neg.default(mul_9)
        add_14: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_2, mul_9);  select_2 = mul_9 = None
        add_15: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_12, neg_2);  add_12 = neg_2 = None
        detach_23: "f32[2, 8]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        tanh_backward_2: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_15, detach_23);  add_15 = detach_23 = None
        mul_10: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_2, clone_5);  clone_5 = None
        mul_11: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_2, sigmoid__4);  sigmoid__4 = None
        detach_24: "f32[2, 8]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        sigmoid_backward_4: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_8, detach_24);  mul_8 = detach_24 = None
        detach_25: "f32[2, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        sigmoid_backward_5: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_10, detach_25);  mul_10 = detach_25 = None
        cat_4: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, mul_11], 1);  mul_11 = None
        t_19: "f32[24, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_7: "f32[2, 8]" = torch.ops.aten.mm.default(cat_4, t_19);  t_19 = None
        t_20: "f32[24, 2]" = torch.ops.aten.t.default(cat_4)
        mm_8: "f32[24, 8]" = torch.ops.aten.mm.default(t_20, add__5);  t_20 = add__5 = None
        t_21: "f32[8, 24]" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_4: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat_4, [0], True);  cat_4 = None
        view_3: "f32[24]" = torch.ops.aten.view.default(sum_4, [24]);  sum_4 = None
        add_16: "f32[24]" = torch.ops.aten.add.Tensor(add_11, view_3);  add_11 = view_3 = None
        add_17: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_14, mm_7);  add_14 = mm_7 = None
        t_22: "f32[24, 8]" = torch.ops.aten.t.default(t_21);  t_21 = None
        add_18: "f32[24, 8]" = torch.ops.aten.add.Tensor(add_13, t_22);  add_13 = t_22 = None
        cat_5: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, tanh_backward_2], 1);  sigmoid_backward_5 = sigmoid_backward_4 = tanh_backward_2 = None
        mul_12: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_17, clone_4);  clone_4 = None
        mul_13: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_17, sigmoid__3);  sigmoid__3 = None
        neg_3: "f32[2, 8]" = torch.ops.aten.neg.default(mul_13)
        add_19: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_1, mul_13);  select_1 = mul_13 = None
        add_20: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_17, neg_3);  add_17 = neg_3 = None
        detach_26: "f32[2, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        tanh_backward_3: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_20, detach_26);  add_20 = detach_26 = None
        mul_14: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_3, clone_3);  clone_3 = None
        mul_15: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_3, sigmoid__2);  sigmoid__2 = None
        detach_27: "f32[2, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        sigmoid_backward_6: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_12, detach_27);  mul_12 = detach_27 = None
        detach_28: "f32[2, 8]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        sigmoid_backward_7: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_14, detach_28);  mul_14 = detach_28 = None
        cat_6: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_7, sigmoid_backward_6, mul_15], 1);  mul_15 = None
        t_23: "f32[24, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_9: "f32[2, 8]" = torch.ops.aten.mm.default(cat_6, t_23);  t_23 = None
        t_24: "f32[24, 2]" = torch.ops.aten.t.default(cat_6)
        mm_10: "f32[24, 8]" = torch.ops.aten.mm.default(t_24, add__2);  t_24 = add__2 = None
        t_25: "f32[8, 24]" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        sum_5: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat_6, [0], True);  cat_6 = None
        view_4: "f32[24]" = torch.ops.aten.view.default(sum_5, [24]);  sum_5 = None
        add_21: "f32[24]" = torch.ops.aten.add.Tensor(add_16, view_4);  add_16 = view_4 = None
        add_22: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_19, mm_9);  add_19 = mm_9 = None
        t_26: "f32[24, 8]" = torch.ops.aten.t.default(t_25);  t_25 = None
        add_23: "f32[24, 8]" = torch.ops.aten.add.Tensor(add_18, t_26);  add_18 = t_26 = None
        cat_7: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_7, sigmoid_backward_6, tanh_backward_3], 1);  sigmoid_backward_7 = sigmoid_backward_6 = tanh_backward_3 = None
        mul_16: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_22, clone_2);  clone_2 = None
        mul_17: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_22, sigmoid__1);  sigmoid__1 = None
        neg_4: "f32[2, 8]" = torch.ops.aten.neg.default(mul_17);  mul_17 = None
        add_24: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_22, neg_4);  add_22 = neg_4 = None
        detach_29: "f32[2, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        tanh_backward_4: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_24, detach_29);  add_24 = detach_29 = None
        mul_18: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_4, clone_1);  clone_1 = None
        mul_19: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_4, sigmoid_);  sigmoid_ = None
        detach_30: "f32[2, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        sigmoid_backward_8: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_16, detach_30);  mul_16 = detach_30 = None
        detach_31: "f32[2, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        sigmoid_backward_9: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_18, detach_31);  mul_18 = detach_31 = None
        cat_8: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_9, sigmoid_backward_8, mul_19], 1);  mul_19 = None
        t_27: "f32[24, 2]" = torch.ops.aten.t.default(cat_8)
        mm_11: "f32[24, 8]" = torch.ops.aten.mm.default(t_27, getitem);  t_27 = getitem = None
        t_28: "f32[8, 24]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_6: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat_8, [0], True);  cat_8 = None
        view_5: "f32[24]" = torch.ops.aten.view.default(sum_6, [24]);  sum_6 = None
        add_25: "f32[24]" = torch.ops.aten.add.Tensor(add_21, view_5);  add_21 = view_5 = None
        t_29: "f32[24, 8]" = torch.ops.aten.t.default(t_28);  t_28 = None
        add_26: "f32[24, 8]" = torch.ops.aten.add.Tensor(add_23, t_29);  add_23 = t_29 = None
        cat_9: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_9, sigmoid_backward_8, tanh_backward_4], 1);  sigmoid_backward_9 = sigmoid_backward_8 = tanh_backward_4 = None
        stack_2: "f32[5, 2, 24]" = torch.ops.aten.stack.default([cat_9, cat_7, cat_5, cat_3, cat_1]);  cat_9 = cat_7 = cat_5 = cat_3 = cat_1 = None
        sum_7: "f32[1, 1, 24]" = torch.ops.aten.sum.dim_IntList(stack_2, [0, 1], True)
        view_6: "f32[24]" = torch.ops.aten.view.default(sum_7, [24]);  sum_7 = None
        view_7: "f32[10, 24]" = torch.ops.aten.view.default(stack_2, [10, 24]);  stack_2 = None
        t_30: "f32[24, 10]" = torch.ops.aten.t.default(view_7)
        mm_12: "f32[24, 8]" = torch.ops.aten.mm.default(t_30, _unsafe_view);  t_30 = _unsafe_view = None
        t_31: "f32[8, 24]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        t_32: "f32[24, 8]" = torch.ops.aten.t.default(t);  t = None
        mm_13: "f32[10, 8]" = torch.ops.aten.mm.default(view_7, t_32);  view_7 = t_32 = None
        view_8: "f32[5, 2, 8]" = torch.ops.aten.view.default(mm_13, [5, 2, 8]);  mm_13 = None
        t_33: "f32[24, 8]" = torch.ops.aten.t.default(t_31);  t_31 = None
        transpose_2: "f32[2, 5, 8]" = torch.ops.aten.transpose.int(view_8, 0, 1);  view_8 = None
        embedding_dense_backward: "f32[20, 8]" = torch.ops.aten.embedding_dense_backward.default(transpose_2, ids_1, 20, -1, False);  transpose_2 = ids_1 = None
        return (getitem_36, embedding_dense_backward, t_33, add_26, view_6, add_25, t_10, view)
