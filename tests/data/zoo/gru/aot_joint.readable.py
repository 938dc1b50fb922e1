class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[20, 8]"; primals_2: "i64[2, 5]"; primals_3: "f32[24, 8]"; primals_4: "f32[24, 8]"; primals_5: "f32[24]"; primals_6: "f32[24]"; primals_7: "f32[3, 8]"; primals_8: "f32[3]"; tangents_1: "f32[2, 3]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/capture/fxcapture/models.py:149 in forward, code: out, _ = self.rnn(self.emb(ids))
        embedding: "f32[2, 5, 8]" = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None
        zeros: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
        getitem: "f32[2, 8]" = unbind[0];  unbind = None
        transpose: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(embedding, 0, 1);  embedding = None
        t: "f32[8, 24]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        clone: "f32[5, 2, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "f32[10, 8]" = torch.ops.aten._unsafe_view.default(clone, [10, 8]);  clone = None
        mm: "f32[10, 24]" = torch.ops.aten.mm.default(_unsafe_view, t)
        _unsafe_view_1: "f32[5, 2, 24]" = torch.ops.aten._unsafe_view.default(mm, [5, 2, 24]);  mm = None
        add: "f32[5, 2, 24]" = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_5);  _unsafe_view_1 = primals_5 = None
        unsqueeze: "f32[1, 2, 8]" = torch.ops.aten.unsqueeze.default(getitem, 0);  getitem = None
        unbind_1 = torch.ops.aten.unbind.int(add);  add = None
        getitem_1: "f32[2, 24]" = unbind_1[0]
        getitem_2: "f32[2, 24]" = unbind_1[1]
        getitem_3: "f32[2, 24]" = unbind_1[2]
        getitem_4: "f32[2, 24]" = unbind_1[3]
        getitem_5: "f32[2, 24]" = unbind_1[4];  unbind_1 = None
        split = torch.ops.aten.split.Tensor(getitem_1, 8, 1);  getitem_1 = None
        getitem_6: "f32[2, 8]" = split[0]
        getitem_7: "f32[2, 8]" = split[1]
        getitem_8: "f32[2, 8]" = split[2];  split = None
        view: "f32[2, 8]" = torch.ops.aten.view.default(unsqueeze, [2, 8])
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(primals_4)
        addmm: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view, t_1);  t_1 = None
        view_1: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm, [1, 2, 24]);  addmm = None
        split_1 = torch.ops.aten.split.Tensor(view_1, 8, 2);  view_1 = None
        getitem_9: "f32[1, 2, 8]" = split_1[0]
        getitem_10: "f32[1, 2, 8]" = split_1[1]
        getitem_11: "f32[1, 2, 8]" = split_1[2];  split_1 = None
        add_1: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_9, getitem_6);  getitem_9 = getitem_6 = None
        sigmoid: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_1);  add_1 = None
        detach: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid)
        add_2: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_10, getitem_7);  getitem_10 = getitem_7 = None
        sigmoid_1: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_2);  add_2 = None
        detach_1: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_1)
        mul: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(getitem_11, sigmoid)
        add_3: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_8, mul);  getitem_8 = mul = None
        tanh: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_3);  add_3 = None
        detach_2: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh)
        sub: "f32[1, 2, 8]" = torch.ops.aten.sub.Tensor(unsqueeze, tanh);  unsqueeze = None
        mul_1: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sub, sigmoid_1)
        add_4: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_1, tanh);  mul_1 = tanh = None
        split_2 = torch.ops.aten.split.Tensor(getitem_2, 8, 1);  getitem_2 = None
        getitem_12: "f32[2, 8]" = split_2[0]
        getitem_13: "f32[2, 8]" = split_2[1]
        getitem_14: "f32[2, 8]" = split_2[2];  split_2 = None
        view_2: "f32[2, 8]" = torch.ops.aten.view.default(add_4, [2, 8])
        t_2: "f32[8, 24]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view_2, t_2)
        view_3: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm_1, [1, 2, 24]);  addmm_1 = None
        split_3 = torch.ops.aten.split.Tensor(view_3, 8, 2);  view_3 = None
        getitem_15: "f32[1, 2, 8]" = split_3[0]
        getitem_16: "f32[1, 2, 8]" = split_3[1]
        getitem_17: "f32[1, 2, 8]" = split_3[2];  split_3 = None
        add_5: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_15, getitem_12);  getitem_15 = getitem_12 = None
        sigmoid_2: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_5);  add_5 = None
        detach_3: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_2)
        add_6: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_16, getitem_13);  getitem_16 = getitem_13 = None
        sigmoid_3: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_6);  add_6 = None
        detach_4: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_3)
        mul_2: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(getitem_17, sigmoid_2)
        add_7: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_14, mul_2);  getitem_14 = mul_2 = None
        tanh_1: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_7);  add_7 = None
        detach_5: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_1)
        sub_1: "f32[1, 2, 8]" = torch.ops.aten.sub.Tensor(add_4, tanh_1)
        mul_3: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sub_1, sigmoid_3)
        add_8: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_3, tanh_1);  mul_3 = tanh_1 = None
        split_4 = torch.ops.aten.split.Tensor(getitem_3, 8, 1);  getitem_3 = None
        getitem_18: "f32[2, 8]" = split_4[0]
        getitem_19: "f32[2, 8]" = split_4[1]
        getitem_20: "f32[2, 8]" = split_4[2];  split_4 = None
        view_4: "f32[2, 8]" = torch.ops.aten.view.default(add_8, [2, 8])
        t_3: "f32[8, 24]" = torch.ops.aten.t.default(primals_4)
        addmm_2: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view_4, t_3)
        view_5: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm_2, [1, 2, 24]);  addmm_2 = None
        split_5 = torch.ops.aten.split.Tensor(view_5, 8, 2);  view_5 = None
        getitem_21: "f32[1, 2, 8]" = split_5[0]
        getitem_22: "f32[1, 2, 8]" = split_5[1]
        getitem_23: "f32[1, 2, 8]" = split_5[2];  split_5 = None
        add_9: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_21, getitem_18);  getitem_21 = getitem_18 = None
        sigmoid_4: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_9);  add_9 = None
        detach_6: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_4)
        add_10: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_22, getitem_19);  getitem_22 = getitem_19 = None
        sigmoid_5: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_10);  add_10 = None
        detach_7: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_5)
        mul_4: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(getitem_23, sigmoid_4)
        add_11: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_20, mul_4);  getitem_20 = mul_4 = None
        tanh_2: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_11);  add_11 = None
        detach_8: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_2)
        sub_2: "f32[1, 2, 8]" = torch.ops.aten.sub.Tensor(add_8, tanh_2)
        mul_5: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sub_2, sigmoid_5)
        add_12: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_5, tanh_2);  mul_5 = tanh_2 = None
        split_6 = torch.ops.aten.split.Tensor(getitem_4, 8, 1);  getitem_4 = None
        getitem_24: "f32[2, 8]" = split_6[0]
        getitem_25: "f32[2, 8]" = split_6[1]
        getitem_26: "f32[2, 8]" = split_6[2];  split_6 = None
        view_6: "f32[2, 8]" = torch.ops.aten.view.default(add_12, [2, 8])
        t_4: "f32[8, 24]" = torch.ops.aten.t.default(primals_4)
        addmm_3: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view_6, t_4)
        view_7: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm_3, [1, 2, 24]);  addmm_3 = None
        split_7 = torch.ops.aten.split.Tensor(view_7, 8, 2);  view_7 = None
        getitem_27: "f32[1, 2, 8]" = split_7[0]
        getitem_28: "f32[1, 2, 8]" = split_7[1]
        getitem_29: "f32[1, 2, 8]" = split_7[2];  split_7 = None
        add_13: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_27, getitem_24);  getitem_27 = getitem_24 = None
        sigmoid_6: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_13);  add_13 = None
        detach_9: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_6)
        add_14: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_28, getitem_25);  getitem_28 = getitem_25 = None
        sigmoid_7: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_14);  add_14 = None
        detach_10: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_7)
        mul_6: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(getitem_29, sigmoid_6)
        add_15: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_26, mul_6);  getitem_26 = mul_6 = None
        tanh_3: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_15);  add_15 = None
        detach_11: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_3)
        sub_3: "f32[1, 2, 8]" = torch.ops.aten.sub.Tensor(add_12, tanh_3)
        mul_7: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sub_3, sigmoid_7)
        add_16: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_7, tanh_3);  mul_7 = tanh_3 = None
        split_8 = torch.ops.aten.split.Tensor(getitem_5, 8, 1);  getitem_5 = None
        getitem_30: "f32[2, 8]" = split_8[0]
        getitem_31: "f32[2, 8]" = split_8[1]
        getitem_32: "f32[2, 8]" = split_8[2];  split_8 = None
        view_8: "f32[2, 8]" = torch.ops.aten.view.default(add_16, [2, 8])
        t_5: "f32[8, 24]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_4: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view_8, t_5);  primals_6 = None
        view_9: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm_4, [1, 2, 24]);  addmm_4 = None
        split_9 = torch.ops.aten.split.Tensor(view_9, 8, 2);  view_9 = None
        getitem_33: "f32[1, 2, 8]" = split_9[0]
        getitem_34: "f32[1, 2, 8]" = split_9[1]
        getitem_35: "f32[1, 2, 8]" = split_9[2];  split_9 = None
        add_17: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_33, getitem_30);  getitem_33 = getitem_30 = None
        sigmoid_8: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_17);  add_17 = None
        detach_12: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_8)
        add_18: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_34, getitem_31);  getitem_34 = getitem_31 = None
        sigmoid_9: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_18);  add_18 = None
        detach_13: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_9)
        mul_8: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(getitem_35, sigmoid_8)
        add_19: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_32, mul_8);  getitem_32 = mul_8 = None
        tanh_4: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_19);  add_19 = None
        detach_14: "f32[1, 2, 8]" = torch.ops.aten.detach.default(tanh_4)
        sub_4: "f32[1, 2, 8]" = torch.ops.aten.sub.Tensor(add_16, tanh_4)
        mul_9: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sub_4, sigmoid_9)
        add_20: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_9, tanh_4);  mul_9 = tanh_4 = None
        cat: "f32[5, 2, 8]" = torch.ops.aten.cat.default([add_4, add_8, add_12, add_16, add_20]);  add_4 = add_8 = add_12 = add_16 = add_20 = None
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
        mul_10: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(slice_5, sub_4);  sub_4 = None
        mul_11: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(slice_5, sigmoid_9);  sigmoid_9 = None
        neg: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_11)
        add_21: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_4, mul_11);  slice_4 = mul_11 = None
        add_22: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_5, neg);  slice_5 = neg = None
        detach_15: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        tanh_backward: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_22, detach_15);  add_22 = detach_15 = None
        sum_2: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True)
        view_11: "f32[2, 8]" = torch.ops.aten.view.default(sum_2, [2, 8]);  sum_2 = None
        mul_12: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, getitem_35);  getitem_35 = None
        mul_13: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, sigmoid_8);  tanh_backward = sigmoid_8 = None
        detach_16: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        sigmoid_backward: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_10, detach_16);  mul_10 = detach_16 = None
        sum_3: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True)
        view_12: "f32[2, 8]" = torch.ops.aten.view.default(sum_3, [2, 8]);  sum_3 = None
        detach_17: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        sigmoid_backward_1: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_12, detach_17);  mul_12 = detach_17 = None
        sum_4: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_1, [0], True)
        view_13: "f32[2, 8]" = torch.ops.aten.view.default(sum_4, [2, 8]);  sum_4 = None
        cat_1: "f32[1, 2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, mul_13], 2);  sigmoid_backward_1 = sigmoid_backward = mul_13 = None
        view_14: "f32[2, 24]" = torch.ops.aten.view.default(cat_1, [2, 24]);  cat_1 = None
        t_11: "f32[24, 8]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_3: "f32[2, 8]" = torch.ops.aten.mm.default(view_14, t_11);  t_11 = None
        t_12: "f32[24, 2]" = torch.ops.aten.t.default(view_14)
        mm_4: "f32[24, 8]" = torch.ops.aten.mm.default(t_12, view_8);  t_12 = view_8 = None
        t_13: "f32[8, 24]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_5: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(view_14, [0], True);  view_14 = None
        view_15: "f32[24]" = torch.ops.aten.view.default(sum_5, [24]);  sum_5 = None
        t_14: "f32[24, 8]" = torch.ops.aten.t.default(t_13);  t_13 = None
        view_16: "f32[1, 2, 8]" = torch.ops.aten.view.default(mm_3, [1, 2, 8]);  mm_3 = None
        add_23: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_21, view_16);  add_21 = view_16 = None
        cat_2: "f32[2, 24]" = torch.ops.aten.cat.default([view_13, view_12, view_11], 1);  view_13 = view_12 = view_11 = None
        mul_14: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_23, sub_3);  sub_3 = None
        mul_15: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_23, sigmoid_7);  sigmoid_7 = None
        neg_1: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_15)
        add_24: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_3, mul_15);  slice_3 = mul_15 = None
        add_25: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_23, neg_1);  add_23 = neg_1 = None
        detach_18: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        tanh_backward_1: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_25, detach_18);  add_25 = detach_18 = None
        sum_6: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True)
        view_17: "f32[2, 8]" = torch.ops.aten.view.default(sum_6, [2, 8]);  sum_6 = None
        mul_16: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_1, getitem_29);  getitem_29 = None
        mul_17: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_1, sigmoid_6);  tanh_backward_1 = sigmoid_6 = None
        detach_19: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        sigmoid_backward_2: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_14, detach_19);  mul_14 = detach_19 = None
        sum_7: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_2, [0], True)
        view_18: "f32[2, 8]" = torch.ops.aten.view.default(sum_7, [2, 8]);  sum_7 = None
        detach_20: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        sigmoid_backward_3: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_16, detach_20);  mul_16 = detach_20 = None
        sum_8: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_3, [0], True)
        view_19: "f32[2, 8]" = torch.ops.aten.view.default(sum_8, [2, 8]);  sum_8 = None
        cat_3: "f32[1, 2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, mul_17], 2);  sigmoid_backward_3 = sigmoid_backward_2 = mul_17 = None
        view_20: "f32[2, 24]" = torch.ops.aten.view.default(cat_3, [2, 24]);  cat_3 = None
        t_15: "f32[24, 8]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_5: "f32[2, 8]" = torch.ops.aten.mm.default(view_20, t_15);  t_15 = None
        t_16: "f32[24, 2]" = torch.ops.aten.t.default(view_20)
        mm_6: "f32[24, 8]" = torch.ops.aten.mm.default(t_16, view_6);  t_16 = view_6 = None
        t_17: "f32[8, 24]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_9: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(view_20, [0], True);  view_20 = None
        view_21: "f32[24]" = torch.ops.aten.view.default(sum_9, [24]);  sum_9 = None
        add_26: "f32[24]" = torch.ops.aten.add.Tensor(view_15, view_21);  view_15 = view_21 = None
        t_18: "f32[24, 8]" = torch.ops.aten.t.default(t_17);  t_17 = None
        add_27: "f32[24, 8]" = torch.ops.aten.add.Tensor(t_14, t_18);  t_14 = t_18 = None
        view_22: "f32[1, 2, 8]" = torch.ops.aten.view.default(mm_5, [1, 2, 8]);  mm_5 = None
        add_28: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_24, view_22);  add_24 = view_22 = None
        cat_4: "f32[2, 24]" = torch.ops.aten.cat.default([view_19, view_18, view_17], 1);  view_19 = view_18 = view_17 = None
        mul_18: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_28, sub_2);  sub_2 = None
        mul_19: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_28, sigmoid_5);  sigmoid_5 = None
        neg_2: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_19)
        add_29: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_2, mul_19);  slice_2 = mul_19 = None
        add_30: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_28, neg_2);  add_28 = neg_2 = None
        detach_21: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        tanh_backward_2: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_30, detach_21);  add_30 = detach_21 = None
        sum_10: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True)
        view_23: "f32[2, 8]" = torch.ops.aten.view.default(sum_10, [2, 8]);  sum_10 = None
        mul_20: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_2, getitem_23);  getitem_23 = None
        mul_21: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_2, sigmoid_4);  tanh_backward_2 = sigmoid_4 = None
        detach_22: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        sigmoid_backward_4: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_18, detach_22);  mul_18 = detach_22 = None
        sum_11: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_4, [0], True)
        view_24: "f32[2, 8]" = torch.ops.aten.view.default(sum_11, [2, 8]);  sum_11 = None
        detach_23: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        sigmoid_backward_5: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_20, detach_23);  mul_20 = detach_23 = None
        sum_12: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_5, [0], True)
        view_25: "f32[2, 8]" = torch.ops.aten.view.default(sum_12, [2, 8]);  sum_12 = None
        cat_5: "f32[1, 2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, mul_21], 2);  sigmoid_backward_5 = sigmoid_backward_4 = mul_21 = None
        view_26: "f32[2, 24]" = torch.ops.aten.view.default(cat_5, [2, 24]);  cat_5 = None
        t_19: "f32[24, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_7: "f32[2, 8]" = torch.ops.aten.mm.default(view_26, t_19);  t_19 = None
        t_20: "f32[24, 2]" = torch.ops.aten.t.default(view_26)
        mm_8: "f32[24, 8]" = torch.ops.aten.mm.default(t_20, view_4);  t_20 = view_4 = None
        t_21: "f32[8, 24]" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_13: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(view_26, [0], True);  view_26 = None
        view_27: "f32[24]" = torch.ops.aten.view.default(sum_13, [24]);  sum_13 = None
        add_31: "f32[24]" = torch.ops.aten.add.Tensor(add_26, view_27);  add_26 = view_27 = None
        t_22: "f32[24, 8]" = torch.ops.aten.t.default(t_21);  t_21 = None
        add_32: "f32[24, 8]" = torch.ops.aten.add.Tensor(add_27, t_22);  add_27 = t_22 = None
        view_28: "f32[1, 2, 8]" = torch.ops.aten.view.default(mm_7, [1, 2, 8]);  mm_7 = None
        add_33: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_29, view_28);  add_29 = view_28 = None
        cat_6: "f32[2, 24]" = torch.ops.aten.cat.default([view_25, view_24, view_23], 1);  view_25 = view_24 = view_23 = None
        mul_22: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_33, sub_1);  sub_1 = None
        mul_23: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_33, sigmoid_3);  sigmoid_3 = None
        neg_3: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_23)
        add_34: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_1, mul_23);  slice_1 = mul_23 = None
        add_35: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_33, neg_3);  add_33 = neg_3 = None
        detach_24: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        tanh_backward_3: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_35, detach_24);  add_35 = detach_24 = None
        sum_14: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_3, [0], True)
        view_29: "f32[2, 8]" = torch.ops.aten.view.default(sum_14, [2, 8]);  sum_14 = None
        mul_24: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_3, getitem_17);  getitem_17 = None
        mul_25: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_3, sigmoid_2);  tanh_backward_3 = sigmoid_2 = None
        detach_25: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        sigmoid_backward_6: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_22, detach_25);  mul_22 = detach_25 = None
        sum_15: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_6, [0], True)
        view_30: "f32[2, 8]" = torch.ops.aten.view.default(sum_15, [2, 8]);  sum_15 = None
        detach_26: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        sigmoid_backward_7: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_24, detach_26);  mul_24 = detach_26 = None
        sum_16: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_7, [0], True)
        view_31: "f32[2, 8]" = torch.ops.aten.view.default(sum_16, [2, 8]);  sum_16 = None
        cat_7: "f32[1, 2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_7, sigmoid_backward_6, mul_25], 2);  sigmoid_backward_7 = sigmoid_backward_6 = mul_25 = None
        view_32: "f32[2, 24]" = torch.ops.aten.view.default(cat_7, [2, 24]);  cat_7 = None
        t_23: "f32[24, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_9: "f32[2, 8]" = torch.ops.aten.mm.default(view_32, t_23);  t_23 = None
        t_24: "f32[24, 2]" = torch.ops.aten.t.default(view_32)
        mm_10: "f32[24, 8]" = torch.ops.aten.mm.default(t_24, view_2);  t_24 = view_2 = None
        t_25: "f32[8, 24]" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        sum_17: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(view_32, [0], True);  view_32 = None
        view_33: "f32[24]" = torch.ops.aten.view.default(sum_17, [24]);  sum_17 = None
        add_36: "f32[24]" = torch.ops.aten.add.Tensor(add_31, view_33);  add_31 = view_33 = None
        t_26: "f32[24, 8]" = torch.ops.aten.t.default(t_25);  t_25 = None
        add_37: "f32[24, 8]" = torch.ops.aten.add.Tensor(add_32, t_26);  add_32 = t_26 = None
        view_34: "f32[1, 2, 8]" = torch.ops.aten.view.default(mm_9, [1, 2, 8]);  mm_9 = None
        add_38: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_34, view_34);  add_34 = view_34 = None
        cat_8: "f32[2, 24]" = torch.ops.aten.cat.default([view_31, view_30, view_29], 1);  view_31 = view_30 = view_29 = None
        mul_26: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_38, sub);  sub = None
        mul_27: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_38, sigmoid_1);  sigmoid_1 = None
        neg_4: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_27);  mul_27 = None
        add_39: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_38, neg_4);  add_38 = neg_4 = None
        detach_27: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        tanh_backward_4: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_39, detach_27);  add_39 = detach_27 = None
        sum_18: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_4, [0], True)
        view_35: "f32[2, 8]" = torch.ops.aten.view.default(sum_18, [2, 8]);  sum_18 = None
        mul_28: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_4, getitem_11);  getitem_11 = None
        mul_29: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_4, sigmoid);  tanh_backward_4 = sigmoid = None
        detach_28: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        sigmoid_backward_8: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_26, detach_28);  mul_26 = detach_28 = None
        sum_19: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_8, [0], True)
        view_36: "f32[2, 8]" = torch.ops.aten.view.default(sum_19, [2, 8]);  sum_19 = None
        detach_29: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        sigmoid_backward_9: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_28, detach_29);  mul_28 = detach_29 = None
        sum_20: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_9, [0], True)
        view_37: "f32[2, 8]" = torch.ops.aten.view.default(sum_20, [2, 8]);  sum_20 = None
        cat_9: "f32[1, 2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_9, sigmoid_backward_8, mul_29], 2);  sigmoid_backward_9 = sigmoid_backward_8 = mul_29 = None
        view_38: "f32[2, 24]" = torch.ops.aten.view.default(cat_9, [2, 24]);  cat_9 = None
        t_27: "f32[24, 2]" = torch.ops.aten.t.default(view_38)
        mm_11: "f32[24, 8]" = torch.ops.aten.mm.default(t_27, view);  t_27 = view = None
        t_28: "f32[8, 24]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_21: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(view_38, [0], True);  view_38 = None
        view_39: "f32[24]" = torch.ops.aten.view.default(sum_21, [24]);  sum_21 = None
        add_40: "f32[24]" = torch.ops.aten.add.Tensor(add_36, view_39);  add_36 = view_39 = None
        t_29: "f32[24, 8]" = torch.ops.aten.t.default(t_28);  t_28 = None
        add_41: "f32[24, 8]" = torch.ops.aten.add.Tensor(add_37, t_29);  add_37 = t_29 = None
        cat_10: "f32[2, 24]" = torch.ops.aten.cat.default([view_37, view_36, view_35], 1);  view_37 = view_36 = view_35 = None
        stack_1: "f32[5, 2, 24]" = torch.ops.aten.stack.default([cat_10, cat_8, cat_6, cat_4, cat_2]);  cat_10 = cat_8 = cat_6 = cat_4 = cat_2 = None
        sum_22: "f32[1, 1, 24]" = torch.ops.aten.sum.dim_IntList(stack_1, [0, 1], True)
        view_40: "f32[24]" = torch.ops.aten.view.default(sum_22, [24]);  sum_22 = None
        view_41: "f32[10, 24]" = torch.ops.aten.view.default(stack_1, [10, 24]);  stack_1 = None
        t_30: "f32[24, 10]" = torch.ops.aten.t.default(view_41)
        mm_12: "f32[24, 8]" = torch.ops.aten.mm.default(t_30, _unsafe_view);  t_30 = _unsafe_view = None
        t_31: "f32[8, 24]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        t_32: "f32[24, 8]" = torch.ops.aten.t.default(t);  t = None
        mm_13: "f32[10, 8]" = torch.ops.aten.mm.default(view_41, t_32);  view_41 = t_32 = None
        view_42: "f32[5, 2, 8]" = torch.ops.aten.view.default(mm_13, [5, 2, 8]);  mm_13 = None
        t_33: "f32[24, 8]" = torch.ops.aten.t.default(t_31);  t_31 = None
        transpose_3: "f32[2, 5, 8]" = torch.ops.aten.transpose.int(view_42, 0, 1);  view_42 = None
        embedding_dense_backward: "f32[20, 8]" = torch.ops.aten.embedding_dense_backward.default(transpose_3, primals_2, 20, -1, False);  transpose_3 = primals_2 = None
        return pytree.tree_unflatten([addmm_5, embedding_dense_backward, None, t_33, add_41, view_40, add_40, t_10, view_10], self._out_spec)
