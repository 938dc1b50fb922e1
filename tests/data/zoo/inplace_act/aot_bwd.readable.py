class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 10]", primals_4: "f32[10, 10]", primals_6: "f32[10, 10]", primals_8: "f32[10, 10]", primals_10: "f32[3, 10]", addmm: "f32[4, 10]", silu: "f32[4, 10]", clone_1: "f32[4, 10]", hardswish: "f32[4, 10]", clone_2: "f32[4, 10]", hardtanh: "f32[4, 10]", elu: "f32[4, 10]", tangents_1: "f32[4, 3]"):
        # File: /work/main/capture/fxcapture/models_relate.py:46 in forward, code: return self.head(x)
        t_4: "f32[10, 3]" = torch.ops.aten.t.default(primals_10);  primals_10 = None
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
        t_3: "f32[10, 10]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        t_9: "f32[10, 10]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_2: "f32[4, 10]" = torch.ops.aten.mm.default(elu_backward, t_9);  t_9 = None
        t_10: "f32[10, 4]" = torch.ops.aten.t.default(elu_backward)
        mm_3: "f32[10, 10]" = torch.ops.aten.mm.default(t_10, hardtanh);  t_10 = hardtanh = None
        t_11: "f32[10, 10]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(elu_backward, [0], True);  elu_backward = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
        t_12: "f32[10, 10]" = torch.ops.aten.t.default(t_11);  t_11 = None
        hardtanh_backward: "f32[4, 10]" = torch.ops.aten.hardtanh_backward.default(mm_2, clone_2, 0.0, 6.0);  mm_2 = clone_2 = None
        t_2: "f32[10, 10]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_13: "f32[10, 10]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_4: "f32[4, 10]" = torch.ops.aten.mm.default(hardtanh_backward, t_13);  t_13 = None
        t_14: "f32[10, 4]" = torch.ops.aten.t.default(hardtanh_backward)
        mm_5: "f32[10, 10]" = torch.ops.aten.mm.default(t_14, hardswish);  t_14 = hardswish = None
        t_15: "f32[10, 10]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(hardtanh_backward, [0], True);  hardtanh_backward = None
        view_2: "f32[10]" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
        t_16: "f32[10, 10]" = torch.ops.aten.t.default(t_15);  t_15 = None
        hardswish_backward: "f32[4, 10]" = torch.ops.aten.hardswish_backward.default(mm_4, clone_1);  mm_4 = clone_1 = None
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_17: "f32[10, 10]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_6: "f32[4, 10]" = torch.ops.aten.mm.default(hardswish_backward, t_17);  t_17 = None
        t_18: "f32[10, 4]" = torch.ops.aten.t.default(hardswish_backward)
        mm_7: "f32[10, 10]" = torch.ops.aten.mm.default(t_18, silu);  t_18 = silu = None
        t_19: "f32[10, 10]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(hardswish_backward, [0], True);  hardswish_backward = None
        view_3: "f32[10]" = torch.ops.aten.view.default(sum_4, [10]);  sum_4 = None
        t_20: "f32[10, 10]" = torch.ops.aten.t.default(t_19);  t_19 = None
        clone: "f32[4, 10]" = torch.ops.aten.clone.default(addmm);  addmm = None
        silu_backward: "f32[4, 10]" = torch.ops.aten.silu_backward.default(mm_6, clone);  mm_6 = clone = None
        t_21: "f32[10, 4]" = torch.ops.aten.t.default(silu_backward)
        mm_8: "f32[10, 10]" = torch.ops.aten.mm.default(t_21, primals_3);  t_21 = primals_3 = None
        t_22: "f32[10, 10]" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_5: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(silu_backward, [0], True);  silu_backward = None
        view_4: "f32[10]" = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
        t_23: "f32[10, 10]" = torch.ops.aten.t.default(t_22);  t_22 = None
        return (t_23, view_4, None, t_20, view_3, t_16, view_2, t_12, view_1, t_8, view)
