class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[6, 6]", primals_2: "f32[6]", primals_3: "f32[4, 6]", primals_4: "f32[2, 6]", primals_5: "f32[2]"):
        # File: /work/main/capture/fxcapture/models.py:290 in forward, code: return self.out(F.silu(self.fc(x)))
        t: "f32[6, 6]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 6]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        silu: "f32[4, 6]" = torch.ops.aten.silu.default(addmm)
        t_1: "f32[6, 2]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[4, 2]" = torch.ops.aten.addmm.default(primals_5, silu, t_1);  primals_5 = t_1 = None
        return (addmm_1, primals_3, primals_4, addmm, silu)
