class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[8, 8]"; primals_2: "f32[8]"; primals_3: "f32[8, 8]"; primals_4: "f32[3, 8]"; primals_5: "f32[3]"; tangents_1: "f32[8, 3]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/capture/fxcapture/models.py:193 in forward, code: h = self.fc(x)
        t: "f32[8, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[8, 8]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None

        # File: /work/main/capture/fxcapture/models.py:194 in forward, code: sq = h * h
        mul: "f32[8, 8]" = torch.ops.aten.mul.Tensor(addmm, addmm)

        # File: /work/main/capture/fxcapture/models.py:195 in forward, code: g = h @ h.T
        permute: "f32[8, 8]" = torch.ops.aten.permute.default(addmm, [1, 0])
        mm: "f32[8, 8]" = torch.ops.aten.mm.default(addmm, permute)

        # File: /work/main/capture/fxcapture/models.py:196 in forward, code: z = (g @ sq) + h + h
        mm_1: "f32[8, 8]" = torch.ops.aten.mm.default(mm, mul)
        add: "f32[8, 8]" = torch.ops.aten.add.Tensor(mm_1, addmm);  mm_1 = None
        add_1: "f32[8, 8]" = torch.ops.aten.add.Tensor(add, addmm);  add = None

        # File: /work/main/capture/fxcapture/models.py:197 in forward, code: return self.fc2(torch.tanh(z))
        tanh: "f32[8, 8]" = torch.ops.aten.tanh.default(add_1);  add_1 = None
        detach: "f32[8, 8]" = torch.ops.aten.detach.default(tanh)
        t_1: "f32[8, 3]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[8, 3]" = torch.ops.aten.addmm.default(primals_5, tanh, t_1);  primals_5 = None
        t_2: "f32[3, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_2: "f32[8, 8]" = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
        t_3: "f32[3, 8]" = torch.ops.aten.t.default(tangents_1)
        mm_3: "f32[3, 8]" = torch.ops.aten.mm.default(t_3, tanh);  t_3 = tanh = None
        t_4: "f32[8, 3]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_5: "f32[3, 8]" = torch.ops.aten.t.default(t_4);  t_4 = None
        detach_1: "f32[8, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        tanh_backward: "f32[8, 8]" = torch.ops.aten.tanh_backward.default(mm_2, detach_1);  mm_2 = detach_1 = None

        # File: /work/main/capture/fxcapture/models.py:196 in forward, code: z = (g @ sq) + h + h
        add_2: "f32[8, 8]" = torch.ops.aten.add.Tensor(tanh_backward, tanh_backward)
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(mm);  mm = None
        mm_4: "f32[8, 8]" = torch.ops.aten.mm.default(t_6, tanh_backward);  t_6 = None
        t_7: "f32[8, 8]" = torch.ops.aten.t.default(mul);  mul = None
        mm_5: "f32[8, 8]" = torch.ops.aten.mm.default(tanh_backward, t_7);  tanh_backward = t_7 = None

        # File: /work/main/capture/fxcapture/models.py:195 in forward, code: g = h @ h.T
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(mm_5)
        mm_6: "f32[8, 8]" = torch.ops.aten.mm.default(t_8, addmm);  t_8 = None
        t_9: "f32[8, 8]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        t_10: "f32[8, 8]" = torch.ops.aten.t.default(permute);  permute = None
        mm_7: "f32[8, 8]" = torch.ops.aten.mm.default(mm_5, t_10);  mm_5 = t_10 = None
        add_3: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_2, mm_7);  add_2 = mm_7 = None
        permute_1: "f32[8, 8]" = torch.ops.aten.permute.default(t_9, [1, 0]);  t_9 = None
        add_4: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_3, permute_1);  add_3 = permute_1 = None

        # File: /work/main/capture/fxcapture/models.py:194 in forward, code: sq = h * h
        mul_1: "f32[8, 8]" = torch.ops.aten.mul.Tensor(mm_4, addmm)
        mul_2: "f32[8, 8]" = torch.ops.aten.mul.Tensor(mm_4, addmm);  mm_4 = addmm = None
        add_5: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_4, mul_2);  add_4 = mul_2 = None
        add_6: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_5, mul_1);  add_5 = mul_1 = None

        # File: /work/main/capture/fxcapture/models.py:193 in forward, code: h = self.fc(x)
        t_11: "f32[8, 8]" = torch.ops.aten.t.default(add_6)
        mm_8: "f32[8, 8]" = torch.ops.aten.mm.default(t_11, primals_3);  t_11 = primals_3 = None
        t_12: "f32[8, 8]" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(add_6, [0], True);  add_6 = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_13: "f32[8, 8]" = torch.ops.aten.t.default(t_12);  t_12 = None
        return pytree.tree_unflatten([addmm_1, t_13, view_1, None, t_5, view], self._out_spec)
