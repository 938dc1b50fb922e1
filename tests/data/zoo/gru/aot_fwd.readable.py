class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[20, 8]", primals_2: "i64[2, 5]", primals_3: "f32[24, 8]", primals_4: "f32[24, 8]", primals_5: "f32[24]", primals_6: "f32[24]", primals_7: "f32[3, 8]", primals_8: "f32[3]"):
        # File: /work/main/capture/fxcapture/models.py:149 in forward, code: out, _ = self.rnn(self.emb(ids))
        embedding: "f32[2, 5, 8]" = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None
        zeros: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
        getitem: "f32[2, 8]" = unbind[0];  unbind = None
        transpose: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(embedding, 0, 1);  embedding = None
        t: "f32[8, 24]" = torch.ops.aten.t.default(primals_3)
        clone: "f32[5, 2, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "f32[10, 8]" = torch.ops.aten._unsafe_view.default(clone, [10, 8]);  clone = None
        mm: "f32[10, 24]" = torch.ops.aten.mm.default(_unsafe_view, t);  t = None
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
        addmm: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view, t_1)
        view_1: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm, [1, 2, 24]);  addmm = None
        split_1 = torch.ops.aten.split.Tensor(view_1, 8, 2);  view_1 = None
        getitem_9: "f32[1, 2, 8]" = split_1[0]
        getitem_10: "f32[1, 2, 8]" = split_1[1]
        getitem_11: "f32[1, 2, 8]" = split_1[2];  split_1 = None
        add_1: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_9, getitem_6);  getitem_9 = getitem_6 = None
        sigmoid: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_1);  add_1 = None
        add_2: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_10, getitem_7);  getitem_10 = getitem_7 = None
        sigmoid_1: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_2);  add_2 = None
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
        addmm_1: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view_2, t_1)
        view_3: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm_1, [1, 2, 24]);  addmm_1 = None
        split_3 = torch.ops.aten.split.Tensor(view_3, 8, 2);  view_3 = None
        getitem_15: "f32[1, 2, 8]" = split_3[0]
        getitem_16: "f32[1, 2, 8]" = split_3[1]
        getitem_17: "f32[1, 2, 8]" = split_3[2];  split_3 = None
        add_5: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_15, getitem_12);  getitem_15 = getitem_12 = None
        sigmoid_2: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_5);  add_5 = None
        add_6: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_16, getitem_13);  getitem_16 = getitem_13 = None
        sigmoid_3: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_6);  add_6 = None
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
        addmm_2: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view_4, t_1)
        view_5: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm_2, [1, 2, 24]);  addmm_2 = None
        split_5 = torch.ops.aten.split.Tensor(view_5, 8, 2);  view_5 = None
        getitem_21: "f32[1, 2, 8]" = split_5[0]
        getitem_22: "f32[1, 2, 8]" = split_5[1]
        getitem_23: "f32[1, 2, 8]" = split_5[2];  split_5 = None
        add_9: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_21, getitem_18);  getitem_21 = getitem_18 = None
        sigmoid_4: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_9);  add_9 = None
        add_10: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_22, getitem_19);  getitem_22 = getitem_19 = None
        sigmoid_5: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_10);  add_10 = None
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
        addmm_3: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view_6, t_1)
        view_7: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm_3, [1, 2, 24]);  addmm_3 = None
        split_7 = torch.ops.aten.split.Tensor(view_7, 8, 2);  view_7 = None
        getitem_27: "f32[1, 2, 8]" = split_7[0]
        getitem_28: "f32[1, 2, 8]" = split_7[1]
        getitem_29: "f32[1, 2, 8]" = split_7[2];  split_7 = None
        add_13: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_27, getitem_24);  getitem_27 = getitem_24 = None
        sigmoid_6: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_13);  add_13 = None
        add_14: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_28, getitem_25);  getitem_28 = getitem_25 = None
        sigmoid_7: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_14);  add_14 = None
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
        addmm_4: "f32[2, 24]" = torch.ops.aten.addmm.default(primals_6, view_8, t_1);  primals_6 = t_1 = None
        view_9: "f32[1, 2, 24]" = torch.ops.aten.view.default(addmm_4, [1, 2, 24]);  addmm_4 = None
        split_9 = torch.ops.aten.split.Tensor(view_9, 8, 2);  view_9 = None
        getitem_33: "f32[1, 2, 8]" = split_9[0]
        getitem_34: "f32[1, 2, 8]" = split_9[1]
        getitem_35: "f32[1, 2, 8]" = split_9[2];  split_9 = None
        add_17: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_33, getitem_30);  getitem_33 = getitem_30 = None
        sigmoid_8: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_17);  add_17 = None
        add_18: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(getitem_34, getitem_31);  getitem_34 = getitem_31 = None
        sigmoid_9: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(add_18);  add_18 = None
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
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(primals_7)
        addmm_5: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_8, select, t_6);  primals_8 = t_6 = None

        # File: /work/main/capture/fxcapture/models.py:149 in forward, code: out, _ = self.rnn(self.emb(ids))
        detach_15: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        detach_18: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        detach_21: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        detach_24: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        detach_27: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        return (addmm_5, primals_2, primals_3, primals_4, primals_7, _unsafe_view, view, getitem_11, sigmoid, sigmoid_1, sub, view_2, getitem_17, sigmoid_2, sigmoid_3, sub_1, view_4, getitem_23, sigmoid_4, sigmoid_5, sub_2, view_6, getitem_29, sigmoid_6, sigmoid_7, sub_3, view_8, getitem_35, sigmoid_8, sigmoid_9, sub_4, select, detach_15, detach_18, detach_21, detach_24, detach_27)
