class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8]", primals_3: "f32[4, 8]", primals_4: "f32[2, 8]", tanh: "f32[4, 8]", tanh_1: "f32[4, 8]", tanh_2: "f32[4, 8]", tangents_1: "f32[4, 2]"):
        # File: /work/main/capture/fxcapture/models.py:277 in forward, code: return self.out(x)
        t_3: "f32[8, 2]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_4: "f32[2, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(tangents_1, t_4);  t_4 = None
        t_5: "f32[2, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(t_5, tanh_2);  t_5 = None
        t_6: "f32[8, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        t_7: "f32[2, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None

        # File: /work/main/capture/fxcapture/models.py:276 in forward, code: x = torch.tanh(self.fc(x))
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(tanh_2);  tanh_2 = None
        detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm, detach_3);  mm = detach_3 = None
        t: "f32[8, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(t);  t = None
        mm_2: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward, t_8)
        t_9: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        mm_3: "f32[8, 8]" = torch.ops.aten.mm.default(t_9, tanh_1);  t_9 = None
        t_10: "f32[8, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_11: "f32[8, 8]" = torch.ops.aten.t.default(t_10);  t_10 = None
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(tanh_1);  tanh_1 = None
        detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        tanh_backward_1: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm_2, detach_4);  mm_2 = detach_4 = None
        mm_4: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward_1, t_8);  t_8 = None
        t_13: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward_1)
        mm_5: "f32[8, 8]" = torch.ops.aten.mm.default(t_13, tanh);  t_13 = None
        t_14: "f32[8, 8]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
        view_2: "f32[8]" = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
        add: "f32[8]" = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
        t_15: "f32[8, 8]" = torch.ops.aten.t.default(t_14);  t_14 = None
        add_1: "f32[8, 8]" = torch.ops.aten.add.Tensor(t_11, t_15);  t_11 = t_15 = None
        detach: "f32[4, 8]" = torch.ops.aten.detach.default(tanh);  tanh = None
        detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        tanh_backward_2: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm_4, detach_5);  mm_4 = detach_5 = None
        t_16: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward_2)
        mm_6: "f32[8, 8]" = torch.ops.aten.mm.default(t_16, primals_3);  t_16 = primals_3 = None
        t_17: "f32[8, 8]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_4: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
        view_3: "f32[8]" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        add_2: "f32[8]" = torch.ops.aten.add.Tensor(add, view_3);  add = view_3 = None
        t_18: "f32[8, 8]" = torch.ops.aten.t.default(t_17);  t_17 = None
        add_3: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_1, t_18);  add_1 = t_18 = None
        return (add_3, add_2, None, t_7, view)
