class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8]", primals_2: "f32[8]", primals_3: "f32[8, 8]", primals_4: "f32[3, 8]", primals_5: "f32[3]"):
        # File: /work/main/capture/fxcapture/models.py:193 in forward, code: h = self.fc(x)
        t: "f32[8, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[8, 8]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None

        # File: /work/main/capture/fxcapture/models.py:194 in forward, code: sq = h * h
        mul: "f32[8, 8]" = torch.ops.aten.mul.Tensor(addmm, addmm)

        # File: /work/main/capture/fxcapture/models.py:195 in forward, code: g = h @ h.T
        permute: "f32[8, 8]" = torch.ops.aten.permute.default(addmm, [1, 0])
        mm: "f32[8, 8]" = torch.ops.aten.mm.default(addmm, permute);  permute = None

        # File: /work/main/capture/fxcapture/models.py:196 in forward, code: z = (g @ sq) + h + h
        mm_1: "f32[8, 8]" = torch.ops.aten.mm.default(mm, mul)
        add: "f32[8, 8]" = torch.ops.aten.add.Tensor(mm_1, addmm);  mm_1 = None
        add_1: "f32[8, 8]" = torch.ops.aten.add.Tensor(add, addmm);  add = None

        # File: /work/main/capture/fxcapture/models.py:197 in forward, code: return self.fc2(torch.tanh(z))
        tanh: "f32[8, 8]" = torch.ops.aten.tanh.default(add_1);  add_1 = None
        t_1: "f32[8, 3]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[8, 3]" = torch.ops.aten.addmm.default(primals_5, tanh, t_1);  primals_5 = t_1 = None

        # File: /work/main/capture/fxcapture/models.py:196 in forward, code: z = (g @ sq) + h + h
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(mm);  mm = None
        t_7: "f32[8, 8]" = torch.ops.aten.t.default(mul);  mul = None
        return (addmm_1, primals_3, primals_4, addmm, tanh, t_6, t_7)
