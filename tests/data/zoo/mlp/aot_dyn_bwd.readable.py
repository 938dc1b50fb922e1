class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s10)", primals_5: "f32[10, 64]", view: "f32[s10, 784]", relu: "f32[s10, 64]", tangents_1: "f32[s10, 10]"):
        # File: /work/main/capture/fxcapture/models.py:73 in forward, code: return self.fc2(torch.relu(self.fc1(x)))
        t_1: "f32[64, 10]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        t_2: "f32[10, 64]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "f32[s10, 64]" = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
        t_3: "f32[10, s10]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[10, 64]" = torch.ops.aten.mm.default(t_3, relu);  t_3 = None
        t_4: "f32[64, 10]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        t_5: "f32[10, 64]" = torch.ops.aten.t.default(t_4);  t_4 = None
        detach: "f32[s10, 64]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_1: "f32[s10, 64]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward: "f32[s10, 64]" = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
        t_6: "f32[64, s10]" = torch.ops.aten.t.default(threshold_backward)
        mm_2: "f32[64, 784]" = torch.ops.aten.mm.default(t_6, view);  t_6 = view = None
        t_7: "f32[784, 64]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_2: "f32[64]" = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
        t_8: "f32[64, 784]" = torch.ops.aten.t.default(t_7);  t_7 = None
        return (None, None, t_8, view_2, t_5, view_1)
