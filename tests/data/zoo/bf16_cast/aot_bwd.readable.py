class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 16]", primals_4: "f32[4, 16]", _to_copy: "bf16[4, 16]", sigmoid: "bf16[4, 16]", _to_copy_1: "f32[4, 16]", detach_2: "bf16[4, 16]", tangents_1: "f32[4, 4]"):
        # File: /work/main/capture/fxcapture/models.py:239 in forward, code: return self.fc2(h.to(torch.float32))
        t_1: "f32[16, 4]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_2: "f32[4, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "f32[4, 16]" = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
        t_3: "f32[4, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[4, 16]" = torch.ops.aten.mm.default(t_3, _to_copy_1);  t_3 = _to_copy_1 = None
        t_4: "f32[16, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_5: "f32[4, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        _to_copy_2: "bf16[4, 16]" = torch.ops.aten._to_copy.default(mm, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'));  mm = None

        # File: /work/main/capture/fxcapture/models.py:238 in forward, code: h = torch.relu(h * h.sigmoid())
        threshold_backward: "bf16[4, 16]" = torch.ops.aten.threshold_backward.default(_to_copy_2, detach_2, 0);  _to_copy_2 = detach_2 = None
        mul_1: "bf16[4, 16]" = torch.ops.aten.mul.Tensor(threshold_backward, _to_copy);  _to_copy = None
        mul_2: "bf16[4, 16]" = torch.ops.aten.mul.Tensor(threshold_backward, sigmoid);  threshold_backward = None
        detach: "bf16[4, 16]" = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
        detach_3: "bf16[4, 16]" = torch.ops.aten.detach.default(detach);  detach = None
        sigmoid_backward: "bf16[4, 16]" = torch.ops.aten.sigmoid_backward.default(mul_1, detach_3);  mul_1 = detach_3 = None
        add: "bf16[4, 16]" = torch.ops.aten.add.Tensor(mul_2, sigmoid_backward);  mul_2 = sigmoid_backward = None

        # File: /work/main/capture/fxcapture/models.py:237 in forward, code: h = self.fc1(x).to(torch.bfloat16)
        _to_copy_3: "f32[4, 16]" = torch.ops.aten._to_copy.default(add, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  add = None
        t_6: "f32[16, 4]" = torch.ops.aten.t.default(_to_copy_3)
        mm_2: "f32[16, 16]" = torch.ops.aten.mm.default(t_6, primals_3);  t_6 = primals_3 = None
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_to_copy_3, [0], True);  _to_copy_3 = None
        view_1: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_8: "f32[16, 16]" = torch.ops.aten.t.default(t_7);  t_7 = None
        return (t_8, view_1, None, t_5, view)
