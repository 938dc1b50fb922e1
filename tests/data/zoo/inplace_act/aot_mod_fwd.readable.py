class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[10, 10]", primals_2: "f32[10]", primals_3: "f32[10, 10]", primals_4: "f32[10]", primals_5: "f32[10, 10]", primals_6: "f32[10]", primals_7: "f32[10, 10]", primals_8: "f32[10]", primals_9: "f32[3, 10]", primals_10: "f32[3]", primals_11: "f32[4, 10]"):
        # No stacktrace found for following nodes
        t: "f32[10, 10]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_2, primals_11, t);  primals_2 = t = None
        silu: "f32[4, 10]" = torch.ops.aten.silu.default(addmm)
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        addmm_1: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_4, silu, t_1);  primals_4 = None
        clone_1: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_1)
        hardswish: "f32[4, 10]" = torch.ops.aten.hardswish.default(addmm_1);  addmm_1 = None
        t_2: "f32[10, 10]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        addmm_2: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_6, hardswish, t_2);  primals_6 = None
        clone_2: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_2)
        hardtanh: "f32[4, 10]" = torch.ops.aten.hardtanh.default(addmm_2, 0.0, 6.0);  addmm_2 = None
        t_3: "f32[10, 10]" = torch.ops.aten.t.default(primals_7);  primals_7 = None
        addmm_3: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_8, hardtanh, t_3);  primals_8 = None
        elu: "f32[4, 10]" = torch.ops.aten.elu.default(addmm_3, 1.0);  addmm_3 = None
        t_4: "f32[10, 3]" = torch.ops.aten.t.default(primals_9);  primals_9 = None
        addmm_4: "f32[4, 3]" = torch.ops.aten.addmm.default(primals_10, elu, t_4);  primals_10 = None
        t_5: "f32[3, 10]" = torch.ops.aten.t.default(t_4);  t_4 = None
        t_9: "f32[10, 10]" = torch.ops.aten.t.default(t_3);  t_3 = None
        t_13: "f32[10, 10]" = torch.ops.aten.t.default(t_2);  t_2 = None
        t_17: "f32[10, 10]" = torch.ops.aten.t.default(t_1);  t_1 = None
        return (addmm_4, primals_11, addmm, silu, clone_1, hardswish, clone_2, hardtanh, elu, t_5, t_9, t_13, t_17)
