class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s10)", primals_2: "f32[s10, 1, 784]", primals_3: "f32[64, 784]", primals_4: "f32[64]", primals_5: "f32[10, 64]", primals_6: "f32[10]"):
        # File: /work/main/capture/fxcapture/models.py:72 in forward, code: x = x.view(x.shape[0], -1)
        view: "f32[s10, 784]" = torch.ops.aten.view.default(primals_2, [primals_1, -1]);  primals_2 = None

        # File: /work/main/capture/fxcapture/models.py:73 in forward, code: return self.fc2(torch.relu(self.fc1(x)))
        t: "f32[784, 64]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        addmm: "f32[s10, 64]" = torch.ops.aten.addmm.default(primals_4, view, t);  primals_4 = t = None
        relu: "f32[s10, 64]" = torch.ops.aten.relu.default(addmm);  addmm = None
        t_1: "f32[64, 10]" = torch.ops.aten.t.default(primals_5)
        addmm_1: "f32[s10, 10]" = torch.ops.aten.addmm.default(primals_6, relu, t_1);  primals_6 = t_1 = None
        return (addmm_1, primals_5, view, relu, primals_1)
