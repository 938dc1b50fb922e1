class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 6]", primals_4: "f32[2, 6]", addmm: "f32[4, 6]", silu: "f32[4, 6]", tangents_1: "f32[4, 2]"):
        # File: /work/main/capture/fxcapture/models.py:290 in forward, code: return self.out(F.silu(self.fc(x)))
        t_1: "f32[6, 2]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_2: "f32[2, 6]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "f32[4, 6]" = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
        t_3: "f32[2, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[2, 6]" = torch.ops.aten.mm.default(t_3, silu);  t_3 = silu = None
        t_4: "f32[6, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        t_5: "f32[2, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        silu_backward: "f32[4, 6]" = torch.ops.aten.silu_backward.default(mm, addmm);  mm = addmm = None
        t_6: "f32[6, 4]" = torch.ops.aten.t.default(silu_backward)
        mm_2: "f32[6, 6]" = torch.ops.aten.mm.default(t_6, primals_3);  t_6 = primals_3 = None
        t_7: "f32[6, 6]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 6]" = torch.ops.aten.sum.dim_IntList(silu_backward, [0], True);  silu_backward = None
        view_1: "f32[6]" = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
        t_8: "f32[6, 6]" = torch.ops.aten.t.default(t_7);  t_7 = None
        return (t_8, view_1, None, t_5, view)
