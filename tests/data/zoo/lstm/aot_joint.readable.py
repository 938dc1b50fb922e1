class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[20, 8]"; primals_2: "i64[2, 5]"; primals_3: "f32[32, 8]"; primals_4: "f32[32, 8]"; primals_5: "f32[32]"; primals_6: "f32[32]"; primals_7: "f32[3, 8]"; primals_8: "f32[3]"; tangents_1: "f32[2, 3]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/capture/fxcapture/models.py:149 in forward, code: out, _ = self.rnn(self.emb(ids))
        embedding: "f32[2, 5, 8]" = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None
        zeros: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        zeros_1: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
        getitem: "f32[2, 8]" = unbind[0];  unbind = None
        unbind_1 = torch.ops.aten.unbind.int(zeros_1);  zeros_1 = None
        getitem_1: "f32[2, 8]" = unbind_1[0];  unbind_1 = None
        transpose: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(embedding, 0, 1);  embedding = None
        unsqueeze: "f32[1, 2, 8]" = torch.ops.aten.unsqueeze.default(getitem, 0);  getitem = None
        unsqueeze_1: "f32[1, 2, 8]" = torch.ops.aten.unsqueeze.default(getitem_1, 0);  getitem_1 = None
        t: "f32[8, 32]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        clone: "f32[5, 2, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "f32[10, 8]" = torch.ops.aten._unsafe_view.default(clone, [10, 8]);  clone = None
        mm: "f32[10, 32]" = torch.ops.aten.mm.default(_unsafe_view, t)
        _unsafe_view_1: "f32[5, 2, 32]" = torch.ops.aten._unsafe_view.default(mm, [5, 2, 32]);  mm = None
        add: "f32[5, 2, 32]" = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_5);  _unsafe_view_1 = primals_5 = None
        unbind_2 = torch.ops.aten.unbind.int(add);  add = None
        getitem_2: "f32[2, 32]" = unbind_2[0]
        getitem_3: "f32[2, 32]" = unbind_2[1]
        getitem_4: "f32[2, 32]" = unbind_2[2]
        getitem_5: "f32[2, 32]" = unbind_2[3]
        getitem_6: "f32[2, 32]" = unbind_2[4];  unbind_2 = None
        view: "f32[2, 8]" = torch.ops.aten.view.default(unsqueeze, [2, 8]);  unsqueeze = None
        t_1: "f32[8, 32]" = torch.ops.aten.t.default(primals_4)
        addmm: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view, t_1);  t_1 = None
        view_1: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm, [1, 2, 32]);  addmm = None
        add_1: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_1, getitem_2);  view_1 = getitem_2 = None
        split = torch.ops.aten.split.Tensor(add_1, 8, 2);  add_1 = None
        getitem_7: "f32[1, 2, 8]" = split[0]
        getitem_8: "f32[1, 2, 8]" = split[1]
        getitem_9: "f32[1, 2, 8]" = split[2]
        getitem_10: "f32[1, 2, 8]" = split[3];  split = None
        sigmoid: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_7);  getitem_7 = None
        detach: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid)
        sigmoid_1: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_8);  getitem_8 = None
        detach_1: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_1)
        tanh: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_9);  getitem_9 = None
        detach_2: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh)
        sigmoid_2: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_10);  getitem_10 = None
        detach_3: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_2)
        mul: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_1, unsqueeze_1);  sigmoid_1 = None
        mul_1: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid, tanh)
        add_2: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
        tanh_1: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_2)
        detach_4: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_1)
        mul_2: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_2, tanh_1)
        view_2: "f32[2, 8]" = torch.ops.aten.view.default(mul_2, [2, 8])
        t_2: "f32[8, 32]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view_2, t_2)
        view_3: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm_1, [1, 2, 32]);  addmm_1 = None
        add_3: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_3, getitem_3);  view_3 = getitem_3 = None
        split_1 = torch.ops.aten.split.Tensor(add_3, 8, 2);  add_3 = None
        getitem_11: "f32[1, 2, 8]" = split_1[0]
        getitem_12: "f32[1, 2, 8]" = split_1[1]
        getitem_13: "f32[1, 2, 8]" = split_1[2]
        getitem_14: "f32[1, 2, 8]" = split_1[3];  split_1 = None
        sigmoid_3: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_11);  getitem_11 = None
        detach_5: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_3)
        sigmoid_4: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_12);  getitem_12 = None
        detach_6: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_4)
        tanh_2: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_13);  getitem_13 = None
        detach_7: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_2)
        sigmoid_5: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_14);  getitem_14 = None
        detach_8: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_5)
        mul_3: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_4, add_2)
        mul_4: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_3, tanh_2)
        add_4: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_3, mul_4);  mul_3 = mul_4 = None
        tanh_3: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_4)
        detach_9: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_3)
        mul_5: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_5, tanh_3)
        view_4: "f32[2, 8]" = torch.ops.aten.view.default(mul_5, [2, 8])
        t_3: "f32[8, 32]" = torch.ops.aten.t.default(primals_4)
        addmm_2: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view_4, t_3)
        view_5: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm_2, [1, 2, 32]);  addmm_2 = None
        add_5: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_5, getitem_4);  view_5 = getitem_4 = None
        split_2 = torch.ops.aten.split.Tensor(add_5, 8, 2);  add_5 = None
        getitem_15: "f32[1, 2, 8]" = split_2[0]
        getitem_16: "f32[1, 2, 8]" = split_2[1]
        getitem_17: "f32[1, 2, 8]" = split_2[2]
        getitem_18: "f32[1, 2, 8]" = split_2[3];  split_2 = None
        sigmoid_6: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_15);  getitem_15 = None
        detach_10: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_6)
        sigmoid_7: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_16);  getitem_16 = None
        detach_11: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_7)
        tanh_4: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_17);  getitem_17 = None
        detach_12: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_4)
        sigmoid_8: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_18);  getitem_18 = None
        detach_13: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_8)
        mul_6: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_7, add_4)
        mul_7: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_6, tanh_4)
        add_6: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
        tanh_5: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_6)
        detach_14: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_5)
        mul_8: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_8, tanh_5)
        view_6: "f32[2, 8]" = torch.ops.aten.view.default(mul_8, [2, 8])
        t_4: "f32[8, 32]" = torch.ops.aten.t.default(primals_4)
        addmm_3: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view_6, t_4)
        view_7: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm_3, [1, 2, 32]);  addmm_3 = None
        add_7: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_7, getitem_5);  view_7 = getitem_5 = None
        split_3 = torch.ops.aten.split.Tensor(add_7, 8, 2);  add_7 = None
        getitem_19: "f32[1, 2, 8]" = split_3[0]
        getitem_20: "f32[1, 2, 8]" = split_3[1]
        getitem_21: "f32[1, 2, 8]" = split_3[2]
        getitem_22: "f32[1, 2, 8]" = split_3[3];  split_3 = None
        sigmoid_9: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_19);  getitem_19 = None
        detach_15: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_9)
        sigmoid_10: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_20);  getitem_20 = None
        detach_16: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_10)
        tanh_6: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_21);  getitem_21 = None
        detach_17: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_6)
        sigmoid_11: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_22);  getitem_22 = None
        detach_18: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_11)
        mul_9: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_10, add_6)
        mul_10: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_9, tanh_6)
        add_8: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
        tanh_7: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_8)
        detach_19: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_7)
        mul_11: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_11, tanh_7)
        view_8: "f32[2, 8]" = torch.ops.aten.view.default(mul_11, [2, 8])
        t_5: "f32[8, 32]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_4: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view_8, t_5);  primals_6 = None
        view_9: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm_4, [1, 2, 32]);  addmm_4 = None
        add_9: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_9, getitem_6);  view_9 = getitem_6 = None
        split_4 = torch.ops.aten.split.Tensor(add_9, 8, 2);  add_9 = None
        getitem_23: "f32[1, 2, 8]" = split_4[0]
        getitem_24: "f32[1, 2, 8]" = split_4[1]
        getitem_25: "f32[1, 2, 8]" = split_4[2]
        getitem_26: "f32[1, 2, 8]" = split_4[3];  split_4 = None
        sigmoid_12: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_23);  getitem_23 = None
        detach_20: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_12)
        sigmoid_13: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_24);  getitem_24 = None
        detach_21: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_13)
        tanh_8: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_25);  getitem_25 = None
        detach_22: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_8)
        sigmoid_14: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_26);  getitem_26 = None
        detach_23: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_14)
        mul_12: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_13, add_8)
        mul_13: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_12, tanh_8)
        add_10: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_12, mul_13);  mul_12 = mul_13 = None
        tanh_9: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_10);  add_10 = None
        detach_24: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_9)
        mul_14: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_14, tanh_9)
        cat: "f32[5, 2, 8]" = torch.ops.aten.cat.default([mul_2, mul_5, mul_8, mul_11, mul_14]);  mul_2 = mul_5 = mul_8 = mul_11 = mul_14 = None
        transpose_1: "f32[2, 5, 8]" = torch.ops.aten.transpose.int(cat, 0, 1);  cat = None

        # File: /work/main/capture/fxcapture/models.py:150 in forward, code: return self.fc(out[:, -1])
        select: "f32[2, 8]" = torch.ops.aten.select.int(transpose_1, 1, -1);  transpose_1 = None
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(primals_7);  primals_7 = None
        addmm_5: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_8, select, t_6);  primals_8 = None
        t_7: "f32[3, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(tangents_1, t_7);  t_7 = None
        t_8: "f32[3, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_2: "f32[3, 8]" = torch.ops.aten.mm.default(t_8, select);  t_8 = select = None
        t_9: "f32[8, 3]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_10: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_10: "f32[3, 8]" = torch.ops.aten.t.default(t_9);  t_9 = None
        select_backward: "f32[2, 5, 8]" = torch.ops.aten.select_backward.default(mm_1, [2, 5, 8], 1, -1);  mm_1 = None

        # File: /work/main/capture/fxcapture/models.py:149 in forward, code: out, _ = self.rnn(self.emb(ids))
        transpose_2: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(select_backward, 0, 1);  select_backward = None
        slice_1: "f32[1, 2, 8]" = torch.ops.aten.slice.Tensor(transpose_2, 0, 0, 1)
        slice_2: "f32[1, 2, 8]" = torch.ops.aten.slice.Tensor(transpose_2, 0, 1, 2)
        slice_3: "f32[1, 2, 8]" = torch.ops.aten.slice.Tensor(transpose_2, 0, 2, 3)
        slice_4: "f32[1, 2, 8]" = torch.ops.aten.slice.Tensor(transpose_2, 0, 3, 4)
        slice_5: "f32[1, 2, 8]" = torch.ops.aten.slice.Tensor(transpose_2, 0, 4, 5);  transpose_2 = None
        mul_15: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(slice_5, sigmoid_14);  sigmoid_14 = None
        mul_16: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(slice_5, tanh_9);  slice_5 = tanh_9 = None
        detach_25: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_24);  detach_24 = None
        tanh_backward: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_15, detach_25);  mul_15 = detach_25 = None
        mul_17: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, sigmoid_12);  sigmoid_12 = None
        mul_18: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, tanh_8);  tanh_8 = None
        mul_19: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, sigmoid_13);  sigmoid_13 = None
        mul_20: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, add_8);  tanh_backward = add_8 = None
        detach_26: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_23);  detach_23 = None
        sigmoid_backward: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_16, detach_26);  mul_16 = detach_26 = None
        detach_27: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_22);  detach_22 = None
        tanh_backward_1: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_17, detach_27);  mul_17 = detach_27 = None
        detach_28: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_21);  detach_21 = None
        sigmoid_backward_1: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_20, detach_28);  mul_20 = detach_28 = None
        detach_29: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_20);  detach_20 = None
        sigmoid_backward_2: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_18, detach_29);  mul_18 = detach_29 = None
        cat_1: "f32[1, 2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_2, sigmoid_backward_1, tanh_backward_1, sigmoid_backward], 2);  sigmoid_backward_2 = sigmoid_backward_1 = tanh_backward_1 = sigmoid_backward = None
        sum_2: "f32[1, 2, 32]" = torch.ops.aten.sum.dim_IntList(cat_1, [0], True)
        view_11: "f32[2, 32]" = torch.ops.aten.view.default(sum_2, [2, 32]);  sum_2 = None
        view_12: "f32[2, 32]" = torch.ops.aten.view.default(cat_1, [2, 32]);  cat_1 = None
        t_11: "f32[32, 8]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_3: "f32[2, 8]" = torch.ops.aten.mm.default(view_12, t_11);  t_11 = None
        t_12: "f32[32, 2]" = torch.ops.aten.t.default(view_12)
        mm_4: "f32[32, 8]" = torch.ops.aten.mm.default(t_12, view_8);  t_12 = view_8 = None
        t_13: "f32[8, 32]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_3: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_12, [0], True);  view_12 = None
        view_13: "f32[32]" = torch.ops.aten.view.default(sum_3, [32]);  sum_3 = None
        t_14: "f32[32, 8]" = torch.ops.aten.t.default(t_13);  t_13 = None
        view_14: "f32[1, 2, 8]" = torch.ops.aten.view.default(mm_3, [1, 2, 8]);  mm_3 = None
        add_11: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_4, view_14);  slice_4 = view_14 = None
        mul_21: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_11, sigmoid_11);  sigmoid_11 = None
        mul_22: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_11, tanh_7);  add_11 = tanh_7 = None
        detach_30: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_19);  detach_19 = None
        tanh_backward_2: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_21, detach_30);  mul_21 = detach_30 = None
        add_12: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_19, tanh_backward_2);  mul_19 = tanh_backward_2 = None
        mul_23: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_12, sigmoid_9);  sigmoid_9 = None
        mul_24: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_12, tanh_6);  tanh_6 = None
        mul_25: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_12, sigmoid_10);  sigmoid_10 = None
        mul_26: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_12, add_6);  add_12 = add_6 = None
        detach_31: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_18);  detach_18 = None
        sigmoid_backward_3: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_22, detach_31);  mul_22 = detach_31 = None
        detach_32: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_17);  detach_17 = None
        tanh_backward_3: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_23, detach_32);  mul_23 = detach_32 = None
        detach_33: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_16);  detach_16 = None
        sigmoid_backward_4: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_26, detach_33);  mul_26 = detach_33 = None
        detach_34: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        sigmoid_backward_5: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_24, detach_34);  mul_24 = detach_34 = None
        cat_2: "f32[1, 2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, tanh_backward_3, sigmoid_backward_3], 2);  sigmoid_backward_5 = sigmoid_backward_4 = tanh_backward_3 = sigmoid_backward_3 = None
        sum_4: "f32[1, 2, 32]" = torch.ops.aten.sum.dim_IntList(cat_2, [0], True)
        view_15: "f32[2, 32]" = torch.ops.aten.view.default(sum_4, [2, 32]);  sum_4 = None
        view_16: "f32[2, 32]" = torch.ops.aten.view.default(cat_2, [2, 32]);  cat_2 = None
        t_15: "f32[32, 8]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_5: "f32[2, 8]" = torch.ops.aten.mm.default(view_16, t_15);  t_15 = None
        t_16: "f32[32, 2]" = torch.ops.aten.t.default(view_16)
        mm_6: "f32[32, 8]" = torch.ops.aten.mm.default(t_16, view_6);  t_16 = view_6 = None
        t_17: "f32[8, 32]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_5: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_16, [0], True);  view_16 = None
        view_17: "f32[32]" = torch.ops.aten.view.default(sum_5, [32]);  sum_5 = None
        add_13: "f32[32]" = torch.ops.aten.add.Tensor(view_13, view_17);  view_13 = view_17 = None
        t_18: "f32[32, 8]" = torch.ops.aten.t.default(t_17);  t_17 = None
        add_14: "f32[32, 8]" = torch.ops.aten.add.Tensor(t_14, t_18);  t_14 = t_18 = None
        view_18: "f32[1, 2, 8]" = torch.ops.aten.view.default(mm_5, [1, 2, 8]);  mm_5 = None
        add_15: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_3, view_18);  slice_3 = view_18 = None
        mul_27: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_15, sigmoid_8);  sigmoid_8 = None
        mul_28: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_15, tanh_5);  add_15 = tanh_5 = None
        detach_35: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        tanh_backward_4: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_27, detach_35);  mul_27 = detach_35 = None
        add_16: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_25, tanh_backward_4);  mul_25 = tanh_backward_4 = None
        mul_29: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_16, sigmoid_6);  sigmoid_6 = None
        mul_30: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_16, tanh_4);  tanh_4 = None
        mul_31: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_16, sigmoid_7);  sigmoid_7 = None
        mul_32: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_16, add_4);  add_16 = add_4 = None
        detach_36: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        sigmoid_backward_6: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_28, detach_36);  mul_28 = detach_36 = None
        detach_37: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        tanh_backward_5: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_29, detach_37);  mul_29 = detach_37 = None
        detach_38: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        sigmoid_backward_7: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_32, detach_38);  mul_32 = detach_38 = None
        detach_39: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        sigmoid_backward_8: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_30, detach_39);  mul_30 = detach_39 = None
        cat_3: "f32[1, 2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_8, sigmoid_backward_7, tanh_backward_5, sigmoid_backward_6], 2);  sigmoid_backward_8 = sigmoid_backward_7 = tanh_backward_5 = sigmoid_backward_6 = None
        sum_6: "f32[1, 2, 32]" = torch.ops.aten.sum.dim_IntList(cat_3, [0], True)
        view_19: "f32[2, 32]" = torch.ops.aten.view.default(sum_6, [2, 32]);  sum_6 = None
        view_20: "f32[2, 32]" = torch.ops.aten.view.default(cat_3, [2, 32]);  cat_3 = None
        t_19: "f32[32, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_7: "f32[2, 8]" = torch.ops.aten.mm.default(view_20, t_19);  t_19 = None
        t_20: "f32[32, 2]" = torch.ops.aten.t.default(view_20)
        mm_8: "f32[32, 8]" = torch.ops.aten.mm.default(t_20, view_4);  t_20 = view_4 = None
        t_21: "f32[8, 32]" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_7: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_20, [0], True);  view_20 = None
        view_21: "f32[32]" = torch.ops.aten.view.default(sum_7, [32]);  sum_7 = None
        add_17: "f32[32]" = torch.ops.aten.add.Tensor(add_13, view_21);  add_13 = view_21 = None
        t_22: "f32[32, 8]" = torch.ops.aten.t.default(t_21);  t_21 = None
        add_18: "f32[32, 8]" = torch.ops.aten.add.Tensor(add_14, t_22);  add_14 = t_22 = None
        view_22: "f32[1, 2, 8]" = torch.ops.aten.view.default(mm_7, [1, 2, 8]);  mm_7 = None
        add_19: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_2, view_22);  slice_2 = view_22 = None
        mul_33: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_19, sigmoid_5);  sigmoid_5 = None
        mul_34: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_19, tanh_3);  add_19 = tanh_3 = None
        detach_40: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        tanh_backward_6: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_33, detach_40);  mul_33 = detach_40 = None
        add_20: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_31, tanh_backward_6);  mul_31 = tanh_backward_6 = None
        mul_35: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_20, sigmoid_3);  sigmoid_3 = None
        mul_36: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_20, tanh_2);  tanh_2 = None
        mul_37: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_20, sigmoid_4);  sigmoid_4 = None
        mul_38: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_20, add_2);  add_20 = add_2 = None
        detach_41: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        sigmoid_backward_9: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_34, detach_41);  mul_34 = detach_41 = None
        detach_42: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        tanh_backward_7: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_35, detach_42);  mul_35 = detach_42 = None
        detach_43: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        sigmoid_backward_10: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_38, detach_43);  mul_38 = detach_43 = None
        detach_44: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        sigmoid_backward_11: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_36, detach_44);  mul_36 = detach_44 = None
        cat_4: "f32[1, 2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_11, sigmoid_backward_10, tanh_backward_7, sigmoid_backward_9], 2);  sigmoid_backward_11 = sigmoid_backward_10 = tanh_backward_7 = sigmoid_backward_9 = None
        sum_8: "f32[1, 2, 32]" = torch.ops.aten.sum.dim_IntList(cat_4, [0], True)
        view_23: "f32[2, 32]" = torch.ops.aten.view.default(sum_8, [2, 32]);  sum_8 = None
        view_24: "f32[2, 32]" = torch.ops.aten.view.default(cat_4, [2, 32]);  cat_4 = None
        t_23: "f32[32, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_9: "f32[2, 8]" = torch.ops.aten.mm.default(view_24, t_23);  t_23 = None
        t_24: "f32[32, 2]" = torch.ops.aten.t.default(view_24)
        mm_10: "f32[32, 8]" = torch.ops.aten.mm.default(t_24, view_2);  t_24 = view_2 = None
        t_25: "f32[8, 32]" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        sum_9: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
        view_25: "f32[32]" = torch.ops.aten.view.default(sum_9, [32]);  sum_9 = None
        add_21: "f32[32]" = torch.ops.aten.add.Tensor(add_17, view_25);  add_17 = view_25 = None
        t_26: "f32[32, 8]" = torch.ops.aten.t.default(t_25);  t_25 = None
        add_22: "f32[32, 8]" = torch.ops.aten.add.Tensor(add_18, t_26);  add_18 = t_26 = None
        view_26: "f32[1, 2, 8]" = torch.ops.aten.view.default(mm_9, [1, 2, 8]);  mm_9 = None
        add_23: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_1, view_26);  slice_1 = view_26 = None
        mul_39: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_23, sigmoid_2);  sigmoid_2 = None
        mul_40: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_23, tanh_1);  add_23 = tanh_1 = None
        detach_45: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        tanh_backward_8: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_39, detach_45);  mul_39 = detach_45 = None
        add_24: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_37, tanh_backward_8);  mul_37 = tanh_backward_8 = None
        mul_41: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_24, sigmoid);  sigmoid = None
        mul_42: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_24, tanh);  tanh = None
        mul_43: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_24, unsqueeze_1);  add_24 = unsqueeze_1 = None
        detach_46: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        sigmoid_backward_12: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_40, detach_46);  mul_40 = detach_46 = None
        detach_47: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        tanh_backward_9: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(mul_41, detach_47);  mul_41 = detach_47 = None
        detach_48: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        sigmoid_backward_13: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_43, detach_48);  mul_43 = detach_48 = None
        detach_49: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        sigmoid_backward_14: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_42, detach_49);  mul_42 = detach_49 = None
        cat_5: "f32[1, 2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_14, sigmoid_backward_13, tanh_backward_9, sigmoid_backward_12], 2);  sigmoid_backward_14 = sigmoid_backward_13 = tanh_backward_9 = sigmoid_backward_12 = None
        sum_10: "f32[1, 2, 32]" = torch.ops.aten.sum.dim_IntList(cat_5, [0], True)
        view_27: "f32[2, 32]" = torch.ops.aten.view.default(sum_10, [2, 32]);  sum_10 = None
        view_28: "f32[2, 32]" = torch.ops.aten.view.default(cat_5, [2, 32]);  cat_5 = None
        t_27: "f32[32, 2]" = torch.ops.aten.t.default(view_28)
        mm_11: "f32[32, 8]" = torch.ops.aten.mm.default(t_27, view);  t_27 = view = None
        t_28: "f32[8, 32]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_11: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_28, [0], True);  view_28 = None
        view_29: "f32[32]" = torch.ops.aten.view.default(sum_11, [32]);  sum_11 = None
        add_25: "f32[32]" = torch.ops.aten.add.Tensor(add_21, view_29);  add_21 = view_29 = None
        t_29: "f32[32, 8]" = torch.ops.aten.t.default(t_28);  t_28 = None
        add_26: "f32[32, 8]" = torch.ops.aten.add.Tensor(add_22, t_29);  add_22 = t_29 = None
        stack_2: "f32[5, 2, 32]" = torch.ops.aten.stack.default([view_27, view_23, view_19, view_15, view_11]);  view_27 = view_23 = view_19 = view_15 = view_11 = None
        sum_12: "f32[1, 1, 32]" = torch.ops.aten.sum.dim_IntList(stack_2, [0, 1], True)
        view_30: "f32[32]" = torch.ops.aten.view.default(sum_12, [32]);  sum_12 = None
        view_31: "f32[10, 32]" = torch.ops.aten.view.default(stack_2, [10, 32]);  stack_2 = None
        t_30: "f32[32, 10]" = torch.ops.aten.t.default(view_31)
        mm_12: "f32[32, 8]" = torch.ops.aten.mm.default(t_30, _unsafe_view);  t_30 = _unsafe_view = None
        t_31: "f32[8, 32]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        t_32: "f32[32, 8]" = torch.ops.aten.t.default(t);  t = None
        mm_13: "f32[10, 8]" = torch.ops.aten.mm.default(view_31, t_32);  view_31 = t_32 = None
        view_32: "f32[5, 2, 8]" = torch.ops.aten.view.default(mm_13, [5, 2, 8]);  mm_13 = None
        t_33: "f32[32, 8]" = torch.ops.aten.t.default(t_31);  t_31 = None
        transpose_3: "f32[2, 5, 8]" = torch.ops.aten.transpose.int(view_32, 0, 1);  view_32 = None
        embedding_dense_backward: "f32[20, 8]" = torch.ops.aten.embedding_dense_backward.default(transpose_3, primals_2, 20, -1, False);  transpose_3 = primals_2 = None
        return pytree.tree_unflatten([addmm_5, embedding_dense_backward, None, t_33, add_26, view_30, add_25, t_10, view_10], self._out_spec)
