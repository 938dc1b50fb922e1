class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8]", primals_2: "f32[8]", primals_3: "f32[4, 8]", primals_4: "f32[2, 8]", primals_5: "f32[2]"):
        # File: /work/main/capture/fxcapture/models.py:276 in forward, code: x = torch.tanh(self.fc(x))
        t: "f32[8, 8]" = torch.ops.aten.t.default(primals_1)
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_2, primals_3, t)
        tanh: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm);  addmm = None
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_2, tanh, t)
        tanh_1: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
        addmm_2: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_2, tanh_1, t);  primals_2 = t = None
        tanh_2: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None

        # File: /work/main/capture/fxcapture/models.py:277 in forward, code: return self.out(x)
        t_3: "f32[8, 2]" = torch.ops.aten.t.default(primals_4)
        addmm_3: "f32[4, 2]" = torch.ops.aten.addmm.default(primals_5, tanh_2, t_3);  primals_5 = t_3 = None
        return (addmm_3, primals_1, primals_3, primals_4, tanh, tanh_1, tanh_2)
