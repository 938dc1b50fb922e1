class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[10, 10]"; primals_2: "f32[10]"; primals_3: "f32[4, 10]"; primals_4: "f32[10, 10]"; primals_5: "f32[10]"; primals_6: "f32[10, 10]"; primals_7: "f32[10]"; primals_8: "f32[10, 10]"; primals_9: "f32[10]"; primals_10: "f32[3, 10]"; primals_11: "f32[3]"; tangents_1: "f32[4, 3]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/capture/fxcapture/models_relate.py:45 in forward, code: x = act(fc(x))
        t: "f32[10, 10]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        clone: "f32[4, 10]" = torch.ops.aten.clone.default(addmm)
        silu: "f32[4, 10]" = torch.ops.aten.silu.default(addmm);  addmm = None
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_5, silu, t_1);  primals_5 = None
        clone_1: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_1)
        hardswish: "f32[4, 10]" = torch.ops.aten.hardswish.default(addmm_1);  addmm_1 = None
        t_2: "f32[10, 10]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        addmm_2: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_7, hardswish, t_2);  primals_7 = None
        clone_2: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_2)
        hardtanh: "f32[4, 10]" = torch.ops.aten.hardtanh.default(addmm_2, 0.0, 6.0);  addmm_2 = None
        t_3: "f32[10, 10]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        addmm_3: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_9, hardtanh, t_3);  primals_9 = None
        elu: "f32[4, 10]" = torch.ops.aten.elu.default(addmm_3, 1.0);  addmm_3 = None

        # File: /work/main/capture/fxcapture/models_relate.py:46 in forward, code: return self.head(x)
        t_4: "f32[10, 3]" = torch.ops.aten.t.default(primals_10);  primals_10 = None
        addmm_4: "f32[4, 3]" = torch.ops.aten.addmm.default(primals_11, elu, t_4);  primals_11 = None
        t_5: "f32[3, 10]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm: "f32[4, 10]" = torch.ops.aten.mm.default(tangents_1, t_5);  t_5 = None
        t_6: "f32[3, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 10]" = torch.ops.aten.mm.default(t_6, elu);  t_6 = None
        t_7: "f32[10, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_8: "f32[3, 10]" = torch.ops.aten.t.default(t_7);  t_7 = None

        # File: /work/main/capture/fxcapture/models_relate.py:45 in forward, code: x = act(fc(x))
        detach_3: "f32[4, 10]" = torch.ops.aten.detach.default(elu);  elu = None
        detach_4: "f32[4, 10]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        elu_backward: "f32[4, 10]" = torch.ops.aten.elu_backward.default(mm, 1.0, 1, 1, True, detach_4);  mm = detach_4 = None
        t_9: "f32[10, 10]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_2: "f32[4, 10]" = torch.ops.aten.mm.default(elu_backward, t_9);  t_9 = None
        t_10: "f32[10, 4]" = torch.ops.aten.t.default(elu_backward)
        mm_3: "f32[10, 10]" = torch.ops.aten.mm.default(t_10, hardtanh);  t_10 = hardtanh = None
        t_11: "f32[10, 10]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(elu_backward, [0], True);  elu_backward = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
        t_12: "f32[10, 10]" = torch.ops.aten.t.default(t_11);  t_11 = None
        hardtanh_backward: "f32[4, 10]" = torch.ops.aten.hardtanh_backward.default(mm_2, clone_2, 0.0, 6.0);  mm_2 = clone_2 = None
        t_13: "f32[10, 10]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_4: "f32[4, 10]" = torch.ops.aten.mm.default(hardtanh_backward, t_13);  t_13 = None
        t_14: "f32[10, 4]" = torch.ops.aten.t.default(hardtanh_backward)
        mm_5: "f32[10, 10]" = torch.ops.aten.mm.default(t_14, hardswish);  t_14 = hardswish = None
        t_15: "f32[10, 10]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(hardtanh_backward, [0], True);  hardtanh_backward = None
        view_2: "f32[10]" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
        t_16: "f32[10, 10]" = torch.ops.aten.t.default(t_15);  t_15 = None
        hardswish_backward: "f32[4, 10]" = torch.ops.aten.hardswish_backward.default(mm_4, clone_1);  mm_4 = clone_1 = None
        t_17: "f32[10, 10]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_6: "f32[4, 10]" = torch.ops.aten.mm.default(hardswish_backward, t_17);  t_17 = None
        t_18: "f32[10, 4]" = torch.ops.aten.t.default(hardswish_backward)
        mm_7: "f32[10, 10]" = torch.ops.aten.mm.default(t_18, silu);  t_18 = silu = None
        t_19: "f32[10, 10]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(hardswish_backward, [0], True);  hardswish_backward = None
        view_3: "f32[10]" = torch.ops.aten.view.default(sum_4, [10]);  sum_4 = None
        t_20: "f32[10, 10]" = torch.ops.aten.t.default(t_19);  t_19 = None
        silu_backward: "f32[4, 10]" = torch.ops.aten.silu_backward.default(mm_6, clone);  mm_6 = clone = None
        t_21: "f32[10, 4]" = torch.ops.aten.t.default(silu_backward)
        mm_8: "f32[10, 10]" = torch.ops.aten.mm.default(t_21, primals_3);  t_21 = primals_3 = None
        t_22: "f32[10, 10]" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_5: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(silu_backward, [0], True);  silu_backward = None
        view_4: "f32[10]" = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
        t_23: "f32[10, 10]" = torch.ops.aten.t.default(t_22);  t_22 = None
        return pytree.tree_unflatten([addmm_4, t_23, view_4, None, t_20, view_3, t_16, view_2, t_12, view_1, t_8, view], self._out_spec)
