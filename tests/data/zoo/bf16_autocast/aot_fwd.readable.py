class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 16]", primals_2: "f32[16]", primals_3: "f32[4, 16]", primals_4: "f32[4, 16]", primals_5: "f32[4]"):
        # File: /work/main/capture/fxcapture/models.py:225 in forward, code: h = F.gelu(self.fc1(x))
        _to_copy: "bf16[16]" = torch.ops.aten._to_copy.default(primals_2, dtype = torch.bfloat16);  primals_2 = None
        _to_copy_1: "bf16[16, 16]" = torch.ops.aten._to_copy.default(primals_1, dtype = torch.bfloat16);  primals_1 = None
        _to_copy_2: "bf16[4, 16]" = torch.ops.aten._to_copy.default(primals_3, dtype = torch.bfloat16);  primals_3 = None
        t: "bf16[16, 16]" = torch.ops.aten.t.default(_to_copy_1);  _to_copy_1 = None
        addmm: "bf16[4, 16]" = torch.ops.aten.addmm.default(_to_copy, _to_copy_2, t);  _to_copy = t = None
        gelu: "bf16[4, 16]" = torch.ops.aten.gelu.default(addmm)

        # File: /work/main/capture/fxcapture/models.py:226 in forward, code: out = self.fc2(h)
        _to_copy_3: "bf16[4]" = torch.ops.aten._to_copy.default(primals_5, dtype = torch.bfloat16);  primals_5 = None
        _to_copy_4: "bf16[4, 16]" = torch.ops.aten._to_copy.default(primals_4, dtype = torch.bfloat16);  primals_4 = None
        t_1: "bf16[16, 4]" = torch.ops.aten.t.default(_to_copy_4);  _to_copy_4 = None
        addmm_1: "bf16[4, 4]" = torch.ops.aten.addmm.default(_to_copy_3, gelu, t_1);  _to_copy_3 = None

        # File: /work/main/capture/fxcapture/models.py:227 in forward, code: return out.float()
        _to_copy_5: "f32[4, 4]" = torch.ops.aten._to_copy.default(addmm_1, dtype = torch.float32);  addmm_1 = None

        # File: /work/main/capture/fxcapture/models.py:226 in forward, code: out = self.fc2(h)
        t_2: "bf16[4, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        return (_to_copy_5, _to_copy_2, addmm, gelu, t_2)
