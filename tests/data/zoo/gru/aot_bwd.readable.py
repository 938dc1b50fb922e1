class GraphModule(torch.nn.Module):
    def forward(self, primals_2: "i64[2, 5]", primals_3: "f32[24, 8]", primals_4: "f32[24, 8]", primals_7: "f32[3, 8]", _unsafe_view: "f32[10, 8]", view: "f32[2, 8]", getitem_11: "f32[1, 2, 8]", sigmoid: "f32[1, 2, 8]", sigmoid_1: "f32[1, 2, 8]", sub: "f32[1, 2, 8]", view_2: "f32[2, 8]", getitem_17: "f32[1, 2, 8]", sigmoid_2: "f32[1, 2, 8]", sigmoid_3: "f32[1, 2, 8]", sub_1: "f32[1, 2, 8]", view_4: "f32[2, 8]", getitem_23: "f32[1, 2, 8]", sigmoid_4: "f32[1, 2, 8]", sigmoid_5: "f32[1, 2, 8]", sub_2: "f32[1, 2, 8]", view_6: "f32[2, 8]", getitem_29: "f32[1, 2, 8]", sigmoid_6: "f32[1, 2, 8]", sigmoid_7: "f32[1, 2, 8]", sub_3: "f32[1, 2, 8]", view_8: "f32[2, 8]", getitem_35: "f32[1, 2, 8]", sigmoid_8: "f32[1, 2, 8]", sigmoid_9: "f32[1, 2, 8]", sub_4: "f32[1, 2, 8]", select: "f32[2, 8]", detach_15: "f32[1, 2, 8]", detach_18: "f32[1, 2, 8]", detach_21: "f32[1, 2, 8]", detach_24: "f32[1, 2, 8]", detach_27: "f32[1, 2, 8]", tangents_1: "f32[2, 3]"):
        # File: /work/main/capture/fxcapture/models.py:150 in forward, code: return self.fc(out[:, -1])
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(primals_7);  primals_7 = None
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
        mul_11: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(slice_5, sigmoid_9)
        neg: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_11)
        add_21: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_4, mul_11);  slice_4 = mul_11 = None
        add_22: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_5, neg);  slice_5 = neg = None
        tanh_backward: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_22, detach_15);  add_22 = detach_15 = None
        sum_2: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True)
        view_11: "f32[2, 8]" = torch.ops.aten.view.default(sum_2, [2, 8]);  sum_2 = None
        mul_12: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, getitem_35);  getitem_35 = None
        mul_13: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, sigmoid_8);  tanh_backward = None
        detach_13: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_9);  sigmoid_9 = None
        detach_16: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        sigmoid_backward: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_10, detach_16);  mul_10 = detach_16 = None
        sum_3: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True)
        view_12: "f32[2, 8]" = torch.ops.aten.view.default(sum_3, [2, 8]);  sum_3 = None
        detach_12: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_8);  sigmoid_8 = None
        detach_17: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        sigmoid_backward_1: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_12, detach_17);  mul_12 = detach_17 = None
        sum_4: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_1, [0], True)
        view_13: "f32[2, 8]" = torch.ops.aten.view.default(sum_4, [2, 8]);  sum_4 = None
        cat_1: "f32[1, 2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, mul_13], 2);  sigmoid_backward_1 = sigmoid_backward = mul_13 = None
        view_14: "f32[2, 24]" = torch.ops.aten.view.default(cat_1, [2, 24]);  cat_1 = None
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_11: "f32[24, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_3: "f32[2, 8]" = torch.ops.aten.mm.default(view_14, t_11)
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
        mul_15: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_23, sigmoid_7)
        neg_1: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_15)
        add_24: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_3, mul_15);  slice_3 = mul_15 = None
        add_25: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_23, neg_1);  add_23 = neg_1 = None
        tanh_backward_1: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_25, detach_18);  add_25 = detach_18 = None
        sum_6: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True)
        view_17: "f32[2, 8]" = torch.ops.aten.view.default(sum_6, [2, 8]);  sum_6 = None
        mul_16: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_1, getitem_29);  getitem_29 = None
        mul_17: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_1, sigmoid_6);  tanh_backward_1 = None
        detach_10: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_7);  sigmoid_7 = None
        detach_19: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        sigmoid_backward_2: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_14, detach_19);  mul_14 = detach_19 = None
        sum_7: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_2, [0], True)
        view_18: "f32[2, 8]" = torch.ops.aten.view.default(sum_7, [2, 8]);  sum_7 = None
        detach_9: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_6);  sigmoid_6 = None
        detach_20: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        sigmoid_backward_3: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_16, detach_20);  mul_16 = detach_20 = None
        sum_8: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_3, [0], True)
        view_19: "f32[2, 8]" = torch.ops.aten.view.default(sum_8, [2, 8]);  sum_8 = None
        cat_3: "f32[1, 2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, mul_17], 2);  sigmoid_backward_3 = sigmoid_backward_2 = mul_17 = None
        view_20: "f32[2, 24]" = torch.ops.aten.view.default(cat_3, [2, 24]);  cat_3 = None
        mm_5: "f32[2, 8]" = torch.ops.aten.mm.default(view_20, t_11)
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
        mul_19: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_28, sigmoid_5)
        neg_2: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_19)
        add_29: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_2, mul_19);  slice_2 = mul_19 = None
        add_30: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_28, neg_2);  add_28 = neg_2 = None
        tanh_backward_2: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_30, detach_21);  add_30 = detach_21 = None
        sum_10: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True)
        view_23: "f32[2, 8]" = torch.ops.aten.view.default(sum_10, [2, 8]);  sum_10 = None
        mul_20: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_2, getitem_23);  getitem_23 = None
        mul_21: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_2, sigmoid_4);  tanh_backward_2 = None
        detach_7: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_5);  sigmoid_5 = None
        detach_22: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        sigmoid_backward_4: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_18, detach_22);  mul_18 = detach_22 = None
        sum_11: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_4, [0], True)
        view_24: "f32[2, 8]" = torch.ops.aten.view.default(sum_11, [2, 8]);  sum_11 = None
        detach_6: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_4);  sigmoid_4 = None
        detach_23: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        sigmoid_backward_5: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_20, detach_23);  mul_20 = detach_23 = None
        sum_12: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_5, [0], True)
        view_25: "f32[2, 8]" = torch.ops.aten.view.default(sum_12, [2, 8]);  sum_12 = None
        cat_5: "f32[1, 2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, mul_21], 2);  sigmoid_backward_5 = sigmoid_backward_4 = mul_21 = None
        view_26: "f32[2, 24]" = torch.ops.aten.view.default(cat_5, [2, 24]);  cat_5 = None
        mm_7: "f32[2, 8]" = torch.ops.aten.mm.default(view_26, t_11)
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
        mul_23: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_33, sigmoid_3)
        neg_3: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_23)
        add_34: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(slice_1, mul_23);  slice_1 = mul_23 = None
        add_35: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_33, neg_3);  add_33 = neg_3 = None
        tanh_backward_3: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_35, detach_24);  add_35 = detach_24 = None
        sum_14: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_3, [0], True)
        view_29: "f32[2, 8]" = torch.ops.aten.view.default(sum_14, [2, 8]);  sum_14 = None
        mul_24: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_3, getitem_17);  getitem_17 = None
        mul_25: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_3, sigmoid_2);  tanh_backward_3 = None
        detach_4: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_3);  sigmoid_3 = None
        detach_25: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        sigmoid_backward_6: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_22, detach_25);  mul_22 = detach_25 = None
        sum_15: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_6, [0], True)
        view_30: "f32[2, 8]" = torch.ops.aten.view.default(sum_15, [2, 8]);  sum_15 = None
        detach_3: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_2);  sigmoid_2 = None
        detach_26: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        sigmoid_backward_7: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_24, detach_26);  mul_24 = detach_26 = None
        sum_16: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_7, [0], True)
        view_31: "f32[2, 8]" = torch.ops.aten.view.default(sum_16, [2, 8]);  sum_16 = None
        cat_7: "f32[1, 2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_7, sigmoid_backward_6, mul_25], 2);  sigmoid_backward_7 = sigmoid_backward_6 = mul_25 = None
        view_32: "f32[2, 24]" = torch.ops.aten.view.default(cat_7, [2, 24]);  cat_7 = None
        mm_9: "f32[2, 8]" = torch.ops.aten.mm.default(view_32, t_11);  t_11 = None
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
        mul_27: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(add_38, sigmoid_1)
        neg_4: "f32[1, 2, 8]" = torch.ops.aten.neg.default(mul_27);  mul_27 = None
        add_39: "f32[1, 2, 8]" = torch.ops.aten.add.Tensor(add_38, neg_4);  add_38 = neg_4 = None
        tanh_backward_4: "f32[1, 2, 8]" = torch.ops.aten.tanh_backward.default(add_39, detach_27);  add_39 = detach_27 = None
        sum_18: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_4, [0], True)
        view_35: "f32[2, 8]" = torch.ops.aten.view.default(sum_18, [2, 8]);  sum_18 = None
        mul_28: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_4, getitem_11);  getitem_11 = None
        mul_29: "f32[1, 2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_4, sigmoid);  tanh_backward_4 = None
        detach_1: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid_1);  sigmoid_1 = None
        detach_28: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        sigmoid_backward_8: "f32[1, 2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_26, detach_28);  mul_26 = detach_28 = None
        sum_19: "f32[1, 2, 8]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_8, [0], True)
        view_36: "f32[2, 8]" = torch.ops.aten.view.default(sum_19, [2, 8]);  sum_19 = None
        detach: "f32[1, 2, 8]" = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
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
        t: "f32[8, 24]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        t_32: "f32[24, 8]" = torch.ops.aten.t.default(t);  t = None
        mm_13: "f32[10, 8]" = torch.ops.aten.mm.default(view_41, t_32);  view_41 = t_32 = None
        view_42: "f32[5, 2, 8]" = torch.ops.aten.view.default(mm_13, [5, 2, 8]);  mm_13 = None
        t_33: "f32[24, 8]" = torch.ops.aten.t.default(t_31);  t_31 = None
        transpose_3: "f32[2, 5, 8]" = torch.ops.aten.transpose.int(view_42, 0, 1);  view_42 = None
        embedding_dense_backward: "f32[20, 8]" = torch.ops.aten.embedding_dense_backward.default(transpose_3, primals_2, 20, -1, False);  transpose_3 = primals_2 = None
        return (embedding_dense_backward, None, t_33, add_41, view_40, add_40, t_10, view_10)
