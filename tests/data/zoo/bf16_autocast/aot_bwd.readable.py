class GraphModule(torch.nn.Module):
    def forward(self, _to_copy_2: "bf16[4, 16]", addmm: "bf16[4, 16]", gelu: "bf16[4, 16]", t_2: "bf16[4, 16]", tangents_1: "f32[4, 4]"):
        # File: /work/main/capture/fxcapture/models.py:227 in forward, code: return out.float()
        _to_copy_6: "bf16[4, 4]" = torch.ops.aten._to_copy.default(tangents_1, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'));  tangents_1 = None

        # File: /work/main/capture/fxcapture/models.py:226 in forward, code: out = self.fc2(h)
        mm: "bf16[4, 16]" = torch.ops.aten.mm.default(_to_copy_6, t_2);  t_2 = None
        t_3: "bf16[4, 4]" = torch.ops.aten.t.default(_to_copy_6)
        mm_1: "bf16[4, 16]" = torch.ops.aten.mm.default(t_3, gelu);  t_3 = gelu = None
        t_4: "bf16[16, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "bf16[1, 4]" = torch.ops.aten.sum.dim_IntList(_to_copy_6, [0], True);  _to_copy_6 = None
        view: "bf16[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_5: "bf16[4, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        _to_copy_7: "f32[4, 16]" = torch.ops.aten._to_copy.default(t_5, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  t_5 = None
        _to_copy_8: "f32[4]" = torch.ops.aten._to_copy.default(view, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  view = None

        # File: /work/main/capture/fxcapture/models.py:225 in forward, code: h = F.gelu(self.fc1(x))
        gelu_backward: "bf16[4, 16]" = torch.ops.aten.gelu_backward.default(mm, addmm);  mm = addmm = None
        t_6: "bf16[16, 4]" = torch.ops.aten.t.default(gelu_backward)
        mm_2: "bf16[16, 16]" = torch.ops.aten.mm.default(t_6, _to_copy_2);  t_6 = _to_copy_2 = None
        t_7: "bf16[16, 16]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "bf16[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
        view_1: "bf16[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_8: "bf16[16, 16]" = torch.ops.aten.t.default(t_7);  t_7 = None
        _to_copy_9: "f32[16, 16]" = torch.ops.aten._to_copy.default(t_8, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  t_8 = None
        _to_copy_10: "f32[16]" = torch.ops.aten._to_copy.default(view_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  view_1 = None
        return (_to_copy_9, _to_copy_10, None, _to_copy_7, _to_copy_8)
