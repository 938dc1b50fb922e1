class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[10, 10]", primals_2: "f32[10]", primals_3: "f32[4, 10]", primals_4: "f32[10, 10]", primals_5: "f32[10]", primals_6: "f32[10, 10]", primals_7: "f32[10]", primals_8: "f32[10, 10]", primals_9: "f32[10]", primals_10: "f32[3, 10]", primals_11: "f32[3]"):
        # File: /work/main/capture/fxcapture/models_relate.py:45 in forward, code: x = act(fc(x))
        t: "f32[10, 10]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        silu: "f32[4, 10]" = torch.ops.aten.silu.default(addmm)
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_5, silu, t_1);  primals_5 = t_1 = None
        clone_1: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_1)
        hardswish: "f32[4, 10]" = torch.ops.aten.hardswish.default(addmm_1);  addmm_1 = None
        t_2: "f32[10, 10]" = torch.ops.aten.t.default(primals_6)
        addmm_2: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_7, hardswish, t_2);  primals_7 = t_2 = None
        clone_2: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_2)
        hardtanh: "f32[4, 10]" = torch.ops.aten.hardtanh.default(addmm_2, 0.0, 6.0);  addmm_2 = None
        t_3: "f32[10, 10]" = torch.ops.aten.t.default(primals_8)
        addmm_3: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_9, hardtanh, t_3);  primals_9 = t_3 = None
        elu: "f32[4, 10]" = torch.ops.aten.elu.default(addmm_3, 1.0);  addmm_3 = None

        # File: /work/main/capture/fxcapture/models_relate.py:46 in forward, code: return self.head(x)
        t_4: "f32[10, 3]" = torch.ops.aten.t.default(primals_10)
        addmm_4: "f32[4, 3]" = torch.ops.aten.addmm.default(primals_11, elu, t_4);  primals_11 = t_4 = None
        return (addmm_4, primals_3, primals_4, primals_6, primals_8, primals_10, addmm, silu, clone_1, hardswish, clone_2, hardtanh, elu)
