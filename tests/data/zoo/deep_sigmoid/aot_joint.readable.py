class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[12, 12]"; primals_2: "f32[12]"; primals_3: "f32[4, 12]"; primals_4: "f32[12, 12]"; primals_5: "f32[12]"; primals_6: "f32[12, 12]"; primals_7: "f32[12]"; primals_8: "f32[12, 12]"; primals_9: "f32[12]"; primals_10: "f32[12, 12]"; primals_11: "f32[12]"; primals_12: "f32[12, 12]"; primals_13: "f32[12]"; primals_14: "f32[12, 12]"; primals_15: "f32[12]"; primals_16: "f32[12, 12]"; primals_17: "f32[12]"; primals_18: "f32[4, 12]"; primals_19: "f32[4]"; tangents_1: "f32[4, 4]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/capture/fxcapture/models.py:86 in forward, code: x = torch.sigmoid(l(x))
        t: "f32[12, 12]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        sigmoid: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm);  addmm = None
        detach: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid)
        t_1: "f32[12, 12]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_5, sigmoid, t_1);  primals_5 = None
        sigmoid_1: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_1);  addmm_1 = None
        detach_1: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_1)
        t_2: "f32[12, 12]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        addmm_2: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_7, sigmoid_1, t_2);  primals_7 = None
        sigmoid_2: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
        detach_2: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_2)
        t_3: "f32[12, 12]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        addmm_3: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_9, sigmoid_2, t_3);  primals_9 = None
        sigmoid_3: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_3);  addmm_3 = None
        detach_3: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_3)
        t_4: "f32[12, 12]" = torch.ops.aten.t.default(primals_10);  primals_10 = None
        addmm_4: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_11, sigmoid_3, t_4);  primals_11 = None
        sigmoid_4: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_4);  addmm_4 = None
        detach_4: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_4)
        t_5: "f32[12, 12]" = torch.ops.aten.t.default(primals_12);  primals_12 = None
        addmm_5: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_13, sigmoid_4, t_5);  primals_13 = None
        sigmoid_5: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_5);  addmm_5 = None
        detach_5: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_5)
        t_6: "f32[12, 12]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        addmm_6: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_15, sigmoid_5, t_6);  primals_15 = None
        sigmoid_6: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_6);  addmm_6 = None
        detach_6: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_6)
        t_7: "f32[12, 12]" = torch.ops.aten.t.default(primals_16);  primals_16 = None
        addmm_7: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_17, sigmoid_6, t_7);  primals_17 = None
        sigmoid_7: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_7);  addmm_7 = None
        detach_7: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_7)

        # File: /work/main/capture/fxcapture/models.py:87 in forward, code: return self.head(x)
        t_8: "f32[12, 4]" = torch.ops.aten.t.default(primals_18);  primals_18 = None
        addmm_8: "f32[4, 4]" = torch.ops.aten.addmm.default(primals_19, sigmoid_7, t_8);  primals_19 = None
        t_9: "f32[4, 12]" = torch.ops.aten.t.default(t_8);  t_8 = None
        mm: "f32[4, 12]" = torch.ops.aten.mm.default(tangents_1, t_9);  t_9 = None
        t_10: "f32[4, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[4, 12]" = torch.ops.aten.mm.default(t_10, sigmoid_7);  t_10 = sigmoid_7 = None
        t_11: "f32[12, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_12: "f32[4, 12]" = torch.ops.aten.t.default(t_11);  t_11 = None

        # File: /work/main/capture/fxcapture/models.py:86 in forward, code: x = torch.sigmoid(l(x))
        detach_8: "f32[4, 12]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        sigmoid_backward: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm, detach_8);  mm = detach_8 = None
        t_13: "f32[12, 12]" = torch.ops.aten.t.default(t_7);  t_7 = None
        mm_2: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward, t_13);  t_13 = None
        t_14: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward)
        mm_3: "f32[12, 12]" = torch.ops.aten.mm.default(t_14, sigmoid_6);  t_14 = sigmoid_6 = None
        t_15: "f32[12, 12]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
        view_1: "f32[12]" = torch.ops.aten.view.default(sum_2, [12]);  sum_2 = None
        t_16: "f32[12, 12]" = torch.ops.aten.t.default(t_15);  t_15 = None
        detach_9: "f32[4, 12]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        sigmoid_backward_1: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_2, detach_9);  mm_2 = detach_9 = None
        t_17: "f32[12, 12]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_4: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_1, t_17);  t_17 = None
        t_18: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_1)
        mm_5: "f32[12, 12]" = torch.ops.aten.mm.default(t_18, sigmoid_5);  t_18 = sigmoid_5 = None
        t_19: "f32[12, 12]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_1, [0], True);  sigmoid_backward_1 = None
        view_2: "f32[12]" = torch.ops.aten.view.default(sum_3, [12]);  sum_3 = None
        t_20: "f32[12, 12]" = torch.ops.aten.t.default(t_19);  t_19 = None
        detach_10: "f32[4, 12]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        sigmoid_backward_2: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_4, detach_10);  mm_4 = detach_10 = None
        t_21: "f32[12, 12]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_6: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_2, t_21);  t_21 = None
        t_22: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_2)
        mm_7: "f32[12, 12]" = torch.ops.aten.mm.default(t_22, sigmoid_4);  t_22 = sigmoid_4 = None
        t_23: "f32[12, 12]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_2, [0], True);  sigmoid_backward_2 = None
        view_3: "f32[12]" = torch.ops.aten.view.default(sum_4, [12]);  sum_4 = None
        t_24: "f32[12, 12]" = torch.ops.aten.t.default(t_23);  t_23 = None
        detach_11: "f32[4, 12]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        sigmoid_backward_3: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_6, detach_11);  mm_6 = detach_11 = None
        t_25: "f32[12, 12]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_8: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_3, t_25);  t_25 = None
        t_26: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_3)
        mm_9: "f32[12, 12]" = torch.ops.aten.mm.default(t_26, sigmoid_3);  t_26 = sigmoid_3 = None
        t_27: "f32[12, 12]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_3, [0], True);  sigmoid_backward_3 = None
        view_4: "f32[12]" = torch.ops.aten.view.default(sum_5, [12]);  sum_5 = None
        t_28: "f32[12, 12]" = torch.ops.aten.t.default(t_27);  t_27 = None
        detach_12: "f32[4, 12]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        sigmoid_backward_4: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_8, detach_12);  mm_8 = detach_12 = None
        t_29: "f32[12, 12]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_10: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_4, t_29);  t_29 = None
        t_30: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_4)
        mm_11: "f32[12, 12]" = torch.ops.aten.mm.default(t_30, sigmoid_2);  t_30 = sigmoid_2 = None
        t_31: "f32[12, 12]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_6: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_4, [0], True);  sigmoid_backward_4 = None
        view_5: "f32[12]" = torch.ops.aten.view.default(sum_6, [12]);  sum_6 = None
        t_32: "f32[12, 12]" = torch.ops.aten.t.default(t_31);  t_31 = None
        detach_13: "f32[4, 12]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        sigmoid_backward_5: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_10, detach_13);  mm_10 = detach_13 = None
        t_33: "f32[12, 12]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_12: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_5, t_33);  t_33 = None
        t_34: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_5)
        mm_13: "f32[12, 12]" = torch.ops.aten.mm.default(t_34, sigmoid_1);  t_34 = sigmoid_1 = None
        t_35: "f32[12, 12]" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_7: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_5, [0], True);  sigmoid_backward_5 = None
        view_6: "f32[12]" = torch.ops.aten.view.default(sum_7, [12]);  sum_7 = None
        t_36: "f32[12, 12]" = torch.ops.aten.t.default(t_35);  t_35 = None
        detach_14: "f32[4, 12]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        sigmoid_backward_6: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_12, detach_14);  mm_12 = detach_14 = None
        t_37: "f32[12, 12]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_14: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_6, t_37);  t_37 = None
        t_38: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_6)
        mm_15: "f32[12, 12]" = torch.ops.aten.mm.default(t_38, sigmoid);  t_38 = sigmoid = None
        t_39: "f32[12, 12]" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        sum_8: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_6, [0], True);  sigmoid_backward_6 = None
        view_7: "f32[12]" = torch.ops.aten.view.default(sum_8, [12]);  sum_8 = None
        t_40: "f32[12, 12]" = torch.ops.aten.t.default(t_39);  t_39 = None
        detach_15: "f32[4, 12]" = torch.ops.aten.detach.default(detach);  detach = None
        sigmoid_backward_7: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_14, detach_15);  mm_14 = detach_15 = None
        t_41: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_7)
        mm_16: "f32[12, 12]" = torch.ops.aten.mm.default(t_41, primals_3);  t_41 = primals_3 = None
        t_42: "f32[12, 12]" = torch.ops.aten.t.default(mm_16);  mm_16 = None
        sum_9: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_7, [0], True);  sigmoid_backward_7 = None
        view_8: "f32[12]" = torch.ops.aten.view.default(sum_9, [12]);  sum_9 = None
        t_43: "f32[12, 12]" = torch.ops.aten.t.default(t_42);  t_42 = None
        return pytree.tree_unflatten([addmm_8, t_43, view_8, None, t_40, view_7, t_36, view_6, t_32, view_5, t_28, view_4, t_24, view_3, t_20, view_2, t_16, view_1, t_12, view], self._out_spec)
