class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[20, 8]", primals_2: "i64[2, 5]", primals_3: "f32[32, 8]", primals_4: "f32[32, 8]", primals_5: "f32[32]", primals_6: "f32[32]", primals_7: "f32[3, 8]", primals_8: "f32[3]"):
        # File: /work/main/capture/fxcapture/models.py:149 in forward, code: out, _ = self.rnn(self.emb(ids))
        embedding: "f32[2, 5, 8]" = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None
        zeros: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
        getitem: "f32[2, 8]" = unbind[0];  unbind = None
        transpose: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(embedding, 0, 1);  embedding = None
        unsqueeze: "f32[1, 2, 8]" = torch.ops.aten.unsqueeze.default(getitem, 0);  getitem = None
        t: "f32[8, 32]" = torch.ops.aten.t.default(primals_3)
        clone: "f32[5, 2, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "f32[10, 8]" = torch.ops.aten._unsafe_view.default(clone, [10, 8]);  clone = None
        mm: "f32[10, 32]" = torch.ops.aten.mm.default(_unsafe_view, t);  t = None
        _unsafe_view_1: "f32[5, 2, 32]" = torch.ops.aten._unsafe_view.default(mm, [5, 2, 32]);  mm = None
        add: "f32[5, 2, 32]" = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_5);  _unsafe_view_1 = primals_5 = None
        unbind_2 = torch.ops.aten.unbind.int(add);  add = None
        getitem_2: "f32[2, 32]" = unbind_2[0]
        getitem_3: "f32[2, 32]" = unbind_2[1]
        getitem_4: "f32[2, 32]" = unbind_2[2]
        getitem_5: "f32[2, 32]" = unbind_2[3]
        getitem_6: "f32[2, 32]" = unbind_2[4];  unbind_2 = None
        view: "f32[2, 8]" = torch.ops.aten.view.default(unsqueeze, [2, 8])
        t_1: "f32[8, 32]" = torch.ops.aten.t.default(primals_4)
        addmm: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view, t_1);  view = None
        view_1: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm, [1, 2, 32]);  addmm = None
        add_1: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_1, getitem_2);  view_1 = getitem_2 = None
        split = torch.ops.aten.split.Tensor(add_1, 8, 2);  add_1 = None
        getitem_7: "f32[1, 2, 8]" = split[0]
        getitem_8: "f32[1, 2, 8]" = split[1]
        getitem_9: "f32[1, 2, 8]" = split[2]
        getitem_10: "f32[1, 2, 8]" = split[3];  split = None
        sigmoid: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_7);  getitem_7 = None
        sigmoid_1: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_8);  getitem_8 = None
        detach_1: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_1)
        tanh: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_9);  getitem_9 = None
        sigmoid_2: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_10);  getitem_10 = None
        mul: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_1, unsqueeze);  sigmoid_1 = None
        mul_1: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid, tanh)
        add_2: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
        tanh_1: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_2)
        mul_2: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_2, tanh_1)
        view_2: "f32[2, 8]" = torch.ops.aten.view.default(mul_2, [2, 8])
        addmm_1: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view_2, t_1)
        view_3: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm_1, [1, 2, 32]);  addmm_1 = None
        add_3: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_3, getitem_3);  view_3 = getitem_3 = None
        split_1 = torch.ops.aten.split.Tensor(add_3, 8, 2);  add_3 = None
        getitem_11: "f32[1, 2, 8]" = split_1[0]
        getitem_12: "f32[1, 2, 8]" = split_1[1]
        getitem_13: "f32[1, 2, 8]" = split_1[2]
        getitem_14: "f32[1, 2, 8]" = split_1[3];  split_1 = None
        sigmoid_3: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_11);  getitem_11 = None
        sigmoid_4: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_12);  getitem_12 = None
        tanh_2: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_13);  getitem_13 = None
        sigmoid_5: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_14);  getitem_14 = None
        mul_3: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_4, add_2)
        mul_4: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_3, tanh_2)
        add_4: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_3, mul_4);  mul_3 = mul_4 = None
        tanh_3: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_4)
        mul_5: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_5, tanh_3)
        view_4: "f32[2, 8]" = torch.ops.aten.view.default(mul_5, [2, 8])
        addmm_2: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view_4, t_1)
        view_5: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm_2, [1, 2, 32]);  addmm_2 = None
        add_5: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_5, getitem_4);  view_5 = getitem_4 = None
        split_2 = torch.ops.aten.split.Tensor(add_5, 8, 2);  add_5 = None
        getitem_15: "f32[1, 2, 8]" = split_2[0]
        getitem_16: "f32[1, 2, 8]" = split_2[1]
        getitem_17: "f32[1, 2, 8]" = split_2[2]
        getitem_18: "f32[1, 2, 8]" = split_2[3];  split_2 = None
        sigmoid_6: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_15);  getitem_15 = None
        sigmoid_7: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_16);  getitem_16 = None
        tanh_4: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_17);  getitem_17 = None
        sigmoid_8: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_18);  getitem_18 = None
        mul_6: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_7, add_4)
        mul_7: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_6, tanh_4)
        add_6: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
        tanh_5: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_6)
        mul_8: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_8, tanh_5)
        view_6: "f32[2, 8]" = torch.ops.aten.view.default(mul_8, [2, 8])
        addmm_3: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view_6, t_1)
        view_7: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm_3, [1, 2, 32]);  addmm_3 = None
        add_7: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_7, getitem_5);  view_7 = getitem_5 = None
        split_3 = torch.ops.aten.split.Tensor(add_7, 8, 2);  add_7 = None
        getitem_19: "f32[1, 2, 8]" = split_3[0]
        getitem_20: "f32[1, 2, 8]" = split_3[1]
        getitem_21: "f32[1, 2, 8]" = split_3[2]
        getitem_22: "f32[1, 2, 8]" = split_3[3];  split_3 = None
        sigmoid_9: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_19);  getitem_19 = None
        sigmoid_10: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_20);  getitem_20 = None
        tanh_6: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_21);  getitem_21 = None
        sigmoid_11: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_22);  getitem_22 = None
        mul_9: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_10, add_6)
        mul_10: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_9, tanh_6)
        add_8: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
        tanh_7: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_8)
        mul_11: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_11, tanh_7)
        view_8: "f32[2, 8]" = torch.ops.aten.view.default(mul_11, [2, 8])
        addmm_4: "f32[2, 32]" = torch.ops.aten.addmm.default(primals_6, view_8, t_1);  primals_6 = t_1 = None
        view_9: "f32[1, 2, 32]" = torch.ops.aten.view.default(addmm_4, [1, 2, 32]);  addmm_4 = None
        add_9: "f32[1, 2, 32]" = torch.ops.aten.add.Tensor(view_9, getitem_6);  view_9 = getitem_6 = None
        split_4 = torch.ops.aten.split.Tensor(add_9, 8, 2);  add_9 = None
        getitem_23: "f32[1, 2, 8]" = split_4[0]
        getitem_24: "f32[1, 2, 8]" = split_4[1]
        getitem_25: "f32[1, 2, 8]" = split_4[2]
        getitem_26: "f32[1, 2, 8]" = split_4[3];  split_4 = None
        sigmoid_12: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_23);  getitem_23 = None
        sigmoid_13: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_24);  getitem_24 = None
        tanh_8: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(getitem_25);  getitem_25 = None
        sigmoid_14: "f32[1, 2, 8]" = torch.ops.aten.sigmoid.default(getitem_26);  getitem_26 = None
        mul_12: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_13, add_8)
        mul_13: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_12, tanh_8)
        add_10: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(mul_12, mul_13);  mul_12 = mul_13 = None
        tanh_9: "f32[1, 2, 8]" = torch.ops.aten.tanh.default(add_10);  add_10 = None
        mul_14: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(sigmoid_14, tanh_9)
        cat: "f32[5, 2, 8]" = torch.ops.aten.cat.default([mul_2, mul_5, mul_8, mul_11, mul_14]);  mul_2 = mul_5 = mul_8 = mul_11 = mul_14 = None
        transpose_1: "f32[2, 5, 8]" = torch.ops.aten.transpose.int(cat, 0, 1);  cat = None

        # File: /work/main/capture/fxcapture/models.py:150 in forward, code: return self.fc(out[:, -1])
        select: "f32[2, 8]" = torch.ops.aten.select.int(transpose_1, 1, -1);  transpose_1 = None
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(primals_7)
        addmm_5: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_8, select, t_6);  primals_8 = t_6 = None

        # File: /work/main/capture/fxcapture/models.py:149 in forward, code: out, _ = self.rnn(self.emb(ids))
        detach_48: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        return (addmm_5, primals_2, primals_3, primals_4, primals_7, unsqueeze, _unsafe_view, sigmoid, tanh, sigmoid_2, add_2, tanh_1, view_2, sigmoid_3, sigmoid_4, tanh_2, sigmoid_5, add_4, tanh_3, view_4, sigmoid_6, sigmoid_7, tanh_4, sigmoid_8, add_6, tanh_5, view_6, sigmoid_9, sigmoid_10, tanh_6, sigmoid_11, add_8, tanh_7, view_8, sigmoid_12, sigmoid_13, tanh_8, sigmoid_14, tanh_9, select, detach_48)
