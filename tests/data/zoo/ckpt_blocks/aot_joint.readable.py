class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 8]"; primals_2: "f32[16, 8]"; primals_3: "f32[16]"; primals_4: "f32[8, 16]"; primals_5: "f32[8]"; primals_6: "f32[16, 8]"; primals_7: "f32[16]"; primals_8: "f32[8, 16]"; primals_9: "f32[8]"; primals_10: "f32[16, 8]"; primals_11: "f32[16]"; primals_12: "f32[8, 16]"; primals_13: "f32[8]"; primals_14: "f32[3, 8]"; primals_15: "f32[3]"; tangents_1: "f32[4, 3]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # ac_graph_id: 4 - PREFER_RECOMPUTE File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        t: "f32[8, 16]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_3, primals_1, t);  primals_3 = t = None
        tanh: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm);  addmm = None
        detach_3: "f32[4, 16]" = torch.ops.aten.detach.default(tanh)
        t_1: "f32[16, 8]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, tanh, t_1);  primals_5 = None

        # File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        add: "f32[4, 8]" = torch.ops.aten.add.Tensor(primals_1, addmm_1);  addmm_1 = None

        # ac_graph_id: 5 - PREFER_RECOMPUTE File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        t_2: "f32[8, 16]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        addmm_2: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_7, add, t_2);  primals_7 = None
        tanh_1: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
        detach_9: "f32[4, 16]" = torch.ops.aten.detach.default(tanh_1)
        t_3: "f32[16, 8]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        addmm_3: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_9, tanh_1, t_3);  primals_9 = None

        # File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        add_1: "f32[4, 8]" = torch.ops.aten.add.Tensor(add, addmm_3);  addmm_3 = None

        # ac_graph_id: 6 - PREFER_RECOMPUTE File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        t_4: "f32[8, 16]" = torch.ops.aten.t.default(primals_10);  primals_10 = None
        addmm_4: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_11, add_1, t_4);  primals_11 = None
        tanh_2: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm_4);  addmm_4 = None
        detach_15: "f32[4, 16]" = torch.ops.aten.detach.default(tanh_2)
        t_5: "f32[16, 8]" = torch.ops.aten.t.default(primals_12);  primals_12 = None
        addmm_5: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_13, tanh_2, t_5);  primals_13 = None

        # File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        add_2: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_1, addmm_5);  addmm_5 = None

        # File: /work/main/capture/fxcapture/models_relate.py:63 in forward, code: return self.head(x)
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        addmm_6: "f32[4, 3]" = torch.ops.aten.addmm.default(primals_15, add_2, t_6);  primals_15 = None
        t_7: "f32[3, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(tangents_1, t_7);  t_7 = None
        t_8: "f32[3, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_8, add_2);  t_8 = add_2 = None
        t_9: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_10: "f32[3, 8]" = torch.ops.aten.t.default(t_9);  t_9 = None

        # File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        t_11: "f32[8, 16]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_2: "f32[4, 16]" = torch.ops.aten.mm.default(mm, t_11);  t_11 = None
        t_12: "f32[8, 4]" = torch.ops.aten.t.default(mm)
        mm_3: "f32[8, 16]" = torch.ops.aten.mm.default(t_12, tanh_2);  t_12 = tanh_2 = None
        t_13: "f32[16, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mm, [0], True)
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_14: "f32[8, 16]" = torch.ops.aten.t.default(t_13);  t_13 = None
        detach_18: "f32[4, 16]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        tanh_backward: "f32[4, 16]" = torch.ops.aten.tanh_backward.default(mm_2, detach_18);  mm_2 = detach_18 = None
        t_15: "f32[16, 8]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_4: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward, t_15);  t_15 = None
        t_16: "f32[16, 4]" = torch.ops.aten.t.default(tanh_backward)
        mm_5: "f32[16, 8]" = torch.ops.aten.mm.default(t_16, add_1);  t_16 = add_1 = None
        t_17: "f32[8, 16]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        view_2: "f32[16]" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
        add_3: "f32[4, 8]" = torch.ops.aten.add.Tensor(mm, mm_4);  mm = mm_4 = None
        t_18: "f32[16, 8]" = torch.ops.aten.t.default(t_17);  t_17 = None
        t_19: "f32[8, 16]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_6: "f32[4, 16]" = torch.ops.aten.mm.default(add_3, t_19);  t_19 = None
        t_20: "f32[8, 4]" = torch.ops.aten.t.default(add_3)
        mm_7: "f32[8, 16]" = torch.ops.aten.mm.default(t_20, tanh_1);  t_20 = tanh_1 = None
        t_21: "f32[16, 8]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(add_3, [0], True)
        view_3: "f32[8]" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        t_22: "f32[8, 16]" = torch.ops.aten.t.default(t_21);  t_21 = None
        detach_19: "f32[4, 16]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        tanh_backward_1: "f32[4, 16]" = torch.ops.aten.tanh_backward.default(mm_6, detach_19);  mm_6 = detach_19 = None
        t_23: "f32[16, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_8: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward_1, t_23);  t_23 = None
        t_24: "f32[16, 4]" = torch.ops.aten.t.default(tanh_backward_1)
        mm_9: "f32[16, 8]" = torch.ops.aten.mm.default(t_24, add);  t_24 = add = None
        t_25: "f32[8, 16]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
        view_4: "f32[16]" = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
        add_4: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_3, mm_8);  add_3 = mm_8 = None
        t_26: "f32[16, 8]" = torch.ops.aten.t.default(t_25);  t_25 = None
        t_27: "f32[8, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_10: "f32[4, 16]" = torch.ops.aten.mm.default(add_4, t_27);  t_27 = None
        t_28: "f32[8, 4]" = torch.ops.aten.t.default(add_4)
        mm_11: "f32[8, 16]" = torch.ops.aten.mm.default(t_28, tanh);  t_28 = tanh = None
        t_29: "f32[16, 8]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_6: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(add_4, [0], True);  add_4 = None
        view_5: "f32[8]" = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
        t_30: "f32[8, 16]" = torch.ops.aten.t.default(t_29);  t_29 = None
        detach_20: "f32[4, 16]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        tanh_backward_2: "f32[4, 16]" = torch.ops.aten.tanh_backward.default(mm_10, detach_20);  mm_10 = detach_20 = None
        t_31: "f32[16, 4]" = torch.ops.aten.t.default(tanh_backward_2)
        mm_12: "f32[16, 8]" = torch.ops.aten.mm.default(t_31, primals_1);  t_31 = primals_1 = None
        t_32: "f32[8, 16]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        sum_7: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
        view_6: "f32[16]" = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
        t_33: "f32[16, 8]" = torch.ops.aten.t.default(t_32);  t_32 = None
        return pytree.tree_unflatten([addmm_6, None, t_33, view_6, t_30, view_5, t_26, view_4, t_22, view_3, t_18, view_2, t_14, view_1, t_10, view], self._out_spec)
