class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 16]", primals_2: "f32[16]", primals_3: "f32[4, 16]", primals_4: "f32[4, 16]", primals_5: "f32[4]"):
        # File: /work/main/capture/fxcapture/models.py:237 in forward, code: h = self.fc1(x).to(torch.bfloat16)
        t: "f32[16, 16]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        _to_copy: "bf16[4, 16]" = torch.ops.aten._to_copy.default(addmm, dtype = torch.bfloat16);  addmm = None

        # File: /work/main/capture/fxcapture/models.py:238 in forward, code: h = torch.relu(h * h.sigmoid())
        sigmoid: "bf16[4, 16]" = torch.ops.aten.sigmoid.default(_to_copy)
        mul: "bf16[4, 16]" = torch.ops.aten.mul.Tensor(_to_copy, sigmoid)
        relu: "bf16[4, 16]" = torch.ops.aten.relu.default(mul);  mul = None
        detach_1: "bf16[4, 16]" = torch.ops.aten.detach.default(relu)

        # File: /work/main/capture/fxcapture/models.py:239 in forward, code: return self.fc2(h.to(torch.float32))
        _to_copy_1: "f32[4, 16]" = torch.ops.aten._to_copy.default(relu, dtype = torch.float32);  relu = None
        t_1: "f32[16, 4]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[4, 4]" = torch.ops.aten.addmm.default(primals_5, _to_copy_1, t_1);  primals_5 = t_1 = None

        # File: /work/main/capture/fxcapture/models.py:238 in forward, code: h = torch.relu(h * h.sigmoid())
        detach_2: "bf16[4, 16]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        return (addmm_1, primals_3, primals_4, _to_copy, sigmoid, _to_copy_1, detach_2)
