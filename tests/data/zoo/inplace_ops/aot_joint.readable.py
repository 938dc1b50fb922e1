class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[10, 10]"; primals_2: "f32[10]"; primals_3: "f32[4, 10]"; primals_4: "f32[10, 10]"; primals_5: "f32[10]"; primals_6: "f32[4, 10]"; primals_7: "f32[4]"; tangents_1: "f32[4, 4]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/capture/fxcapture/models.py:208 in forward, code: h = self.fc1(x)
        t: "f32[10, 10]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None

        # File: /work/main/capture/fxcapture/models.py:209 in forward, code: h.relu_()
        relu: "f32[4, 10]" = torch.ops.aten.relu.default(addmm);  addmm = None

        # File: /work/main/capture/fxcapture/models.py:210 in forward, code: g = self.fc2(h)
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[4, 10]" = torch.ops.aten.addmm.default(primals_5, relu, t_1);  primals_5 = None

        # File: /work/main/capture/fxcapture/models.py:211 in forward, code: g.mul_(0.5)
        mul: "f32[4, 10]" = torch.ops.aten.mul.Tensor(addmm_1, 0.5);  addmm_1 = None

        # File: /work/main/capture/fxcapture/models.py:212 in forward, code: g.add_(h)
        add: "f32[4, 10]" = torch.ops.aten.add.Tensor(mul, relu);  mul = None

        # File: /work/main/capture/fxcapture/models.py:213 in forward, code: g = torch.sigmoid(g)
        sigmoid: "f32[4, 10]" = torch.ops.aten.sigmoid.default(add);  add = None
        detach_1: "f32[4, 10]" = torch.ops.aten.detach.default(sigmoid)

        # File: /work/main/capture/fxcapture/models.py:214 in forward, code: return self.fc3(g)
        t_2: "f32[10, 4]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        addmm_2: "f32[4, 4]" = torch.ops.aten.addmm.default(primals_7, sigmoid, t_2);  primals_7 = None
        t_3: "f32[4, 10]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm: "f32[4, 10]" = torch.ops.aten.mm.default(tangents_1, t_3);  t_3 = None
        t_4: "f32[4, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[4, 10]" = torch.ops.aten.mm.default(t_4, sigmoid);  t_4 = sigmoid = None
        t_5: "f32[10, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_6: "f32[4, 10]" = torch.ops.aten.t.default(t_5);  t_5 = None

        # File: /work/main/capture/fxcapture/models.py:213 in forward, code: g = torch.sigmoid(g)
        detach_2: "f32[4, 10]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        sigmoid_backward: "f32[4, 10]" = torch.ops.aten.sigmoid_backward.default(mm, detach_2);  mm = detach_2 = None

        # File: /work/main/capture/fxcapture/models.py:211 in forward, code: g.mul_(0.5)
        mul_1: "f32[4, 10]" = torch.ops.aten.mul.Tensor(sigmoid_backward, 0.5)

        # File: /work/main/capture/fxcapture/models.py:210 in forward, code: g = self.fc2(h)
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
        return pytree.tree_unflatten([addmm_2, t_13, view_2, None, t_10, view_1, t_6, view], self._out_spec)
