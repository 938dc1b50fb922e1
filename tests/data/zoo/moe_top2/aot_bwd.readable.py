class GraphModule(torch.nn.Module):
    def forward(self, primals_6: "f32[8, 16]", primals_10: "f32[8, 16]", primals_14: "f32[8, 16]", primals_18: "f32[8, 16]", primals_20: "f32[3, 8]", view: "f32[10, 8]", getitem_1: "i64[10, 2]", sum_1: "f32[10, 1]", div: "f32[10, 2]", scatter: "f32[10, 4]", getitem_3: "i64[10]", index: "f32[10, 8]", addmm_1: "f32[10, 16]", gelu: "f32[10, 16]", addmm_2: "f32[10, 8]", addmm_3: "f32[10, 16]", gelu_1: "f32[10, 16]", addmm_4: "f32[10, 8]", addmm_5: "f32[10, 16]", gelu_2: "f32[10, 16]", addmm_6: "f32[10, 8]", addmm_7: "f32[10, 16]", gelu_3: "f32[10, 16]", addmm_8: "f32[10, 8]", mean: "f32[2, 8]", detach_1: "f32[10, 4]", tangents_1: "f32[2, 3]"):
        # File: /work/main/capture/fxcapture/models_relate.py:109 in forward, code: return self.head((t + y).reshape(b, s, d).mean(1))
        t_9: "f32[8, 3]" = torch.ops.aten.t.default(primals_20);  primals_20 = None
        t_10: "f32[3, 8]" = torch.ops.aten.t.default(t_9);  t_9 = None
        mm: "f32[2, 8]" = torch.ops.aten.mm.default(tangents_1, t_10);  t_10 = None
        t_11: "f32[3, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_11, mean);  t_11 = mean = None
        t_12: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_2: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_2: "f32[3]" = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
        t_13: "f32[3, 8]" = torch.ops.aten.t.default(t_12);  t_12 = None
        unsqueeze: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand: "f32[2, 5, 8]" = torch.ops.aten.expand.default(unsqueeze, [2, 5, 8]);  unsqueeze = None
        div_1: "f32[2, 5, 8]" = torch.ops.aten.div.Scalar(expand, 5);  expand = None
        view_3: "f32[10, 8]" = torch.ops.aten.view.default(div_1, [10, 8]);  div_1 = None

        # File: /work/main/capture/fxcapture/models_relate.py:108 in forward, code: y = torch.zeros_like(t).index_add(0, perm, ys)
        index_select: "f32[10, 8]" = torch.ops.aten.index_select.default(view_3, 0, getitem_3);  view_3 = None
        expand_1: "f32[10, 8]" = torch.ops.aten.expand.default(index_select, [10, 8]);  index_select = None

        # File: /work/main/capture/fxcapture/models_relate.py:106 in forward, code: ts, gs = t[perm], gates[perm]
        index_1: "f32[10, 4]" = torch.ops.aten.index.Tensor(scatter, [getitem_3]);  scatter = None

        # File: /work/main/capture/fxcapture/models_relate.py:107 in <genexpr>, code: ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        slice_4: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 3, 4)
        mul_4: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, slice_4);  slice_4 = None
        mul_5: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, addmm_8);  addmm_8 = None
        sum_3: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_5, [1], True);  mul_5 = None
        t_8: "f32[16, 8]" = torch.ops.aten.t.default(primals_18);  primals_18 = None
        t_14: "f32[8, 16]" = torch.ops.aten.t.default(t_8);  t_8 = None
        mm_2: "f32[10, 16]" = torch.ops.aten.mm.default(mul_4, t_14);  t_14 = None
        t_15: "f32[8, 10]" = torch.ops.aten.t.default(mul_4)
        mm_3: "f32[8, 16]" = torch.ops.aten.mm.default(t_15, gelu_3);  t_15 = gelu_3 = None
        t_16: "f32[16, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_4: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_4, [0], True);  mul_4 = None
        view_4: "f32[8]" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        t_17: "f32[8, 16]" = torch.ops.aten.t.default(t_16);  t_16 = None
        gelu_backward: "f32[10, 16]" = torch.ops.aten.gelu_backward.default(mm_2, addmm_7);  mm_2 = addmm_7 = None
        t_18: "f32[16, 10]" = torch.ops.aten.t.default(gelu_backward)
        mm_4: "f32[16, 8]" = torch.ops.aten.mm.default(t_18, index);  t_18 = None
        t_19: "f32[8, 16]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_5: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
        view_5: "f32[16]" = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
        t_20: "f32[16, 8]" = torch.ops.aten.t.default(t_19);  t_19 = None
        slice_backward: "f32[10, 4]" = torch.ops.aten.slice_backward.default(sum_3, [10, 4], 1, 3, 4, 1);  sum_3 = None
        slice_3: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 2, 3)
        mul_6: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, slice_3);  slice_3 = None
        mul_7: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, addmm_6);  addmm_6 = None
        sum_6: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
        t_6: "f32[16, 8]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        t_21: "f32[8, 16]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_5: "f32[10, 16]" = torch.ops.aten.mm.default(mul_6, t_21);  t_21 = None
        t_22: "f32[8, 10]" = torch.ops.aten.t.default(mul_6)
        mm_6: "f32[8, 16]" = torch.ops.aten.mm.default(t_22, gelu_2);  t_22 = gelu_2 = None
        t_23: "f32[16, 8]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_7: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_6, [0], True);  mul_6 = None
        view_6: "f32[8]" = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
        t_24: "f32[8, 16]" = torch.ops.aten.t.default(t_23);  t_23 = None
        gelu_backward_1: "f32[10, 16]" = torch.ops.aten.gelu_backward.default(mm_5, addmm_5);  mm_5 = addmm_5 = None
        t_25: "f32[16, 10]" = torch.ops.aten.t.default(gelu_backward_1)
        mm_7: "f32[16, 8]" = torch.ops.aten.mm.default(t_25, index);  t_25 = None
        t_26: "f32[8, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_8: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward_1, [0], True);  gelu_backward_1 = None
        view_7: "f32[16]" = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
        t_27: "f32[16, 8]" = torch.ops.aten.t.default(t_26);  t_26 = None
        slice_backward_1: "f32[10, 4]" = torch.ops.aten.slice_backward.default(sum_6, [10, 4], 1, 2, 3, 1);  sum_6 = None
        add_5: "f32[10, 4]" = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
        slice_2: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 1, 2)
        mul_8: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, slice_2);  slice_2 = None
        mul_9: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, addmm_4);  addmm_4 = None
        sum_9: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_9, [1], True);  mul_9 = None
        t_4: "f32[16, 8]" = torch.ops.aten.t.default(primals_10);  primals_10 = None
        t_28: "f32[8, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_8: "f32[10, 16]" = torch.ops.aten.mm.default(mul_8, t_28);  t_28 = None
        t_29: "f32[8, 10]" = torch.ops.aten.t.default(mul_8)
        mm_9: "f32[8, 16]" = torch.ops.aten.mm.default(t_29, gelu_1);  t_29 = gelu_1 = None
        t_30: "f32[16, 8]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_10: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_8, [0], True);  mul_8 = None
        view_8: "f32[8]" = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
        t_31: "f32[8, 16]" = torch.ops.aten.t.default(t_30);  t_30 = None
        gelu_backward_2: "f32[10, 16]" = torch.ops.aten.gelu_backward.default(mm_8, addmm_3);  mm_8 = addmm_3 = None
        t_32: "f32[16, 10]" = torch.ops.aten.t.default(gelu_backward_2)
        mm_10: "f32[16, 8]" = torch.ops.aten.mm.default(t_32, index);  t_32 = None
        t_33: "f32[8, 16]" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        sum_11: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward_2, [0], True);  gelu_backward_2 = None
        view_9: "f32[16]" = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
        t_34: "f32[16, 8]" = torch.ops.aten.t.default(t_33);  t_33 = None
        slice_backward_2: "f32[10, 4]" = torch.ops.aten.slice_backward.default(sum_9, [10, 4], 1, 1, 2, 1);  sum_9 = None
        add_6: "f32[10, 4]" = torch.ops.aten.add.Tensor(add_5, slice_backward_2);  add_5 = slice_backward_2 = None
        slice_1: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 0, 1);  index_1 = None
        mul_10: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, slice_1);  slice_1 = None
        mul_11: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, addmm_2);  expand_1 = addmm_2 = None
        sum_12: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_11, [1], True);  mul_11 = None
        t_2: "f32[16, 8]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_35: "f32[8, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_11: "f32[10, 16]" = torch.ops.aten.mm.default(mul_10, t_35);  t_35 = None
        t_36: "f32[8, 10]" = torch.ops.aten.t.default(mul_10)
        mm_12: "f32[8, 16]" = torch.ops.aten.mm.default(t_36, gelu);  t_36 = gelu = None
        t_37: "f32[16, 8]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        sum_13: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_10, [0], True);  mul_10 = None
        view_10: "f32[8]" = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
        t_38: "f32[8, 16]" = torch.ops.aten.t.default(t_37);  t_37 = None
        gelu_backward_3: "f32[10, 16]" = torch.ops.aten.gelu_backward.default(mm_11, addmm_1);  mm_11 = addmm_1 = None
        t_39: "f32[16, 10]" = torch.ops.aten.t.default(gelu_backward_3)
        mm_13: "f32[16, 8]" = torch.ops.aten.mm.default(t_39, index);  t_39 = index = None
        t_40: "f32[8, 16]" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_14: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward_3, [0], True);  gelu_backward_3 = None
        view_11: "f32[16]" = torch.ops.aten.view.default(sum_14, [16]);  sum_14 = None
        t_41: "f32[16, 8]" = torch.ops.aten.t.default(t_40);  t_40 = None
        slice_backward_3: "f32[10, 4]" = torch.ops.aten.slice_backward.default(sum_12, [10, 4], 1, 0, 1, 1);  sum_12 = None
        add_7: "f32[10, 4]" = torch.ops.aten.add.Tensor(add_6, slice_backward_3);  add_6 = slice_backward_3 = None

        # File: /work/main/capture/fxcapture/models_relate.py:106 in forward, code: ts, gs = t[perm], gates[perm]
        new_zeros: "f32[10, 4]" = torch.ops.aten.new_zeros.default(add_7, [10, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        index_put: "f32[10, 4]" = torch.ops.aten.index_put.default(new_zeros, [getitem_3], add_7, True);  new_zeros = getitem_3 = add_7 = None

        # File: /work/main/capture/fxcapture/models_relate.py:104 in forward, code: gates = torch.zeros_like(probs).scatter(1, idx, vals / vals.sum(-1, keepdim=True))
        gather: "f32[10, 2]" = torch.ops.aten.gather.default(index_put, 1, getitem_1);  index_put = None
        div_3: "f32[10, 2]" = torch.ops.aten.div.Tensor(div, sum_1);  div = None
        neg: "f32[10, 2]" = torch.ops.aten.neg.default(gather)
        mul_12: "f32[10, 2]" = torch.ops.aten.mul.Tensor(neg, div_3);  neg = div_3 = None
        div_4: "f32[10, 2]" = torch.ops.aten.div.Tensor(gather, sum_1);  gather = sum_1 = None
        sum_15: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_12, [1], True);  mul_12 = None
        expand_2: "f32[10, 2]" = torch.ops.aten.expand.default(sum_15, [10, 2]);  sum_15 = None
        add_8: "f32[10, 2]" = torch.ops.aten.add.Tensor(div_4, expand_2);  div_4 = expand_2 = None

        # File: /work/main/capture/fxcapture/models_relate.py:103 in forward, code: vals, idx = probs.topk(self.k, dim=-1)
        new_zeros_1: "f32[10, 4]" = torch.ops.aten.new_zeros.default(add_8, [10, 4])
        scatter_1: "f32[10, 4]" = torch.ops.aten.scatter.src(new_zeros_1, -1, getitem_1, add_8);  new_zeros_1 = getitem_1 = add_8 = None

        # File: /work/main/capture/fxcapture/models_relate.py:102 in forward, code: probs = self.router(t).softmax(-1)
        _softmax_backward_data: "f32[10, 4]" = torch.ops.aten._softmax_backward_data.default(scatter_1, detach_1, -1, torch.float32);  scatter_1 = detach_1 = None
        t_42: "f32[4, 10]" = torch.ops.aten.t.default(_softmax_backward_data)
        mm_14: "f32[4, 8]" = torch.ops.aten.mm.default(t_42, view);  t_42 = view = None
        t_43: "f32[8, 4]" = torch.ops.aten.t.default(mm_14);  mm_14 = None
        sum_16: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True);  _softmax_backward_data = None
        view_12: "f32[4]" = torch.ops.aten.view.default(sum_16, [4]);  sum_16 = None
        t_44: "f32[4, 8]" = torch.ops.aten.t.default(t_43);  t_43 = None
        return (None, t_44, view_12, t_41, view_11, t_38, view_10, t_34, view_9, t_31, view_8, t_27, view_7, t_24, view_6, t_20, view_5, t_17, view_4, t_13, view_2)
