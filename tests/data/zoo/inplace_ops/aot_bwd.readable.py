class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 10]", primals_4: "f32[10, 10]", primals_6: "f32[4, 10]", relu: "f32[4, 10]", sigmoid: "f32[4, 10]", tangents_1: "f32[4, 4]"):
        # File: /work/main/capture/fxcapture/models.py:214 in forward, code: return self.fc3(g)
        t_2: "f32[10, 4]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_3: "f32[4, 10]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm: "f32[4, 10]" = torch.ops.aten.mm.default(tangents_1, t_3);  t_3 = None
        t_4: "f32[4, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[4, 10]" = torch.ops.aten.mm.default(t_4, sigmoid);  t_4 = None
        t_5: "f32[10, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_6: "f32[4, 10]" = torch.ops.aten.t.default(t_5);  t_5 = None

        # File: /work/main/capture/fxcapture/models.py:213 in forward, code: g = torch.sigmoid(g)
        detach_1: "f32[4, 10]" = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
        detach_2: "f32[4, 10]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        sigmoid_backward: "f32[4, 10]" = torch.ops.aten.sigmoid_backward.default(mm, detach_2);  mm = detach_2 = None

        # File: /work/main/capture/fxcapture/models.py:211 in forward, code: g.mul_(0.5)
        mul_1: "f32[4, 10]" = torch.ops.aten.mul.Tensor(sigmoid_backward, 0.5)

        # File: /work/main/capture/fxcapture/models.py:210 in forward, code: g = self.fc2(h)
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_7: "f32[10, 10]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_2: "f32[4, 10]" = torch.ops.aten.mm.default(mul_1, t_7);  t_7 = None
        t_8: "f32[10, 4]" = torch.ops.aten.t.default(mul_1)
        mm_3: "f32[10, 10]" = torch.ops.aten.mm.default(t_8, relu);  t_8 = None
        t_9: "f32[10, 10]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(mul_1, [0], True);  mul_1 = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
        add_1: "f32[4, 10]" = torch.ops.aten.add.Tensor(sigmoid_backward, mm_2);  sigmoid_backward = mm_2 = None
        t_10: "f32[10, 10]" = torch.ops.aten.t.default(t_9);  t_9 = None

        # File: /work/main/capture/fxcapture/models.py:209 in forward, code: h.relu_()
        detach_5: "f32[4, 10]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_6: "f32[4, 10]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        threshold_backward: "f32[4, 10]" = torch.ops.aten.threshold_backward.default(add_1, detach_6, 0);  add_1 = detach_6 = None

        # File: /work/main/capture/fxcapture/models.py:208 in forward, code: h = self.fc1(x)
        t_11: "f32[10, 4]" = torch.ops.aten.t.default(threshold_backward)
        mm_4: "f32[10, 10]" = torch.ops.aten.mm.default(t_11, primals_3);  t_11 = primals_3 = None
        t_12: "f32[10, 10]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_3: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_2: "f32[10]" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
        t_13: "f32[10, 10]" = torch.ops.aten.t.default(t_12);  t_12 = None
        return (t_13, view_2, None, t_10, view_1, t_6, view)
