class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[10, 10]", primals_2: "f32[10]", primals_3: "f32[4, 10]", primals_4: "f32[10, 10]", primals_5: "f32[10]", primals_6: "f32[4, 10]", primals_7: "f32[4]"):
        # File: /work/main/capture/fxcapture/models.py:208 in forward, code: h = self.fc1(x)
        t: "f32[10, 10]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None

        # File: /work/main/capture/fxcapture/models.py:209 in forward, code: h.relu_()
        relu: "f32[4, 10]" = torch.ops.aten.relu.default(addmm);  addmm = None

        # File: /work/main/capture/fxcapture/models.py:210 in forward, code: g = self.fc2(h)
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_5, relu, t_1);  primals_5 = t_1 = None

        # File: /work/main/capture/fxcapture/models.py:211 in forward, code: g.mul_(0.5)
        mul: "f32[4, 10]" = torch.ops.aten.mul.Tensor(addmm_1, 0.5);  addmm_1 = None

        # File: /work/main/capture/fxcapture/models.py:212 in forward, code: g.add_(h)
        add: "f32[4, 10]" = torch.ops.aten.add.Tensor(mul, relu);  mul = None

        # File: /work/main/capture/fxcapture/models.py:213 in forward, code: g = torch.sigmoid(g)
        sigmoid: "f32[4, 10]" = torch.ops.aten.sigmoid.default(add);  add = None

        # File: /work/main/capture/fxcapture/models.py:214 in forward, code: return self.fc3(g)
        t_2: "f32[10, 4]" = torch.ops.aten.t.default(primals_6)
        addmm_2: "f32[4, 4]" = torch.ops.aten.addmm.default(primals_7, sigmoid, t_2);  primals_7 = t_2 = None
        return (addmm_2, primals_3, primals_4, primals_6, relu, sigmoid)
