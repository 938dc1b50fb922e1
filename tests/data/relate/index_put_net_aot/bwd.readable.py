class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[8, 4]", primals_4: "i64[8]", primals_5: "i64[2]", primals_6: "f32[6, 6]", primals_8: "f32[3, 6]", index: "f32[2, 6]", add: "f32[1, 6]", detach_2: "f32[2, 6]", detach_3: "f32[8, 6]", tangents_1: "f32[2, 3]"):
        # File: /work/main/capture/fxcapture/models.py:665 in forward, code: return self.fc(t2.sum(0, keepdim=True) + t2.mean(0, keepdim=True)).expand(2, 3)
        sum_2: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        t_2: "f32[6, 3]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        t_3: "f32[3, 6]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm: "f32[1, 6]" = torch.ops.aten.mm.default(sum_2, t_3);  t_3 = None
        t_4: "f32[3, 1]" = torch.ops.aten.t.default(sum_2)
        mm_1: "f32[3, 6]" = torch.ops.aten.mm.default(t_4, add);  t_4 = add = None
        t_5: "f32[6, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_3: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(sum_2, [0], True);  sum_2 = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
        t_6: "f32[3, 6]" = torch.ops.aten.t.default(t_5);  t_5 = None
        expand_1: "f32[5, 6]" = torch.ops.aten.expand.default(mm, [5, 6]);  mm = None
        div: "f32[5, 6]" = torch.ops.aten.div.Scalar(expand_1, 5)
        add_1: "f32[5, 6]" = torch.ops.aten.add.Tensor(div, expand_1);  div = expand_1 = None

        # File: /work/main/capture/fxcapture/models.py:664 in forward, code: t2.index_put_((self.rows,), t2[self.rows] * 0.5, accumulate=True)
        index_2: "f32[2, 6]" = torch.ops.aten.index.Tensor(add_1, [primals_5])
        mul_1: "f32[2, 6]" = torch.ops.aten.mul.Tensor(index_2, 0.5);  index_2 = None
        new_zeros_1: "f32[5, 6]" = torch.ops.aten.new_zeros.default(mul_1, [5, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        index_put_3: "f32[5, 6]" = torch.ops.aten.index_put.default(new_zeros_1, [primals_5], mul_1, True);  new_zeros_1 = mul_1 = None
        add_2: "f32[5, 6]" = torch.ops.aten.add.Tensor(add_1, index_put_3);  add_1 = index_put_3 = None

        # File: /work/main/capture/fxcapture/models.py:663 in forward, code: t2[self.rows] = torch.sigmoid(self.upd(table[self.rows]))
        zeros: "f32[2, 6]" = torch.ops.aten.zeros.default([2, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        index_put_4: "f32[5, 6]" = torch.ops.aten.index_put.default(add_2, [primals_5], zeros);  zeros = None
        index_3: "f32[2, 6]" = torch.ops.aten.index.Tensor(add_2, [primals_5]);  add_2 = None
        sigmoid_backward: "f32[2, 6]" = torch.ops.aten.sigmoid_backward.default(index_3, detach_2);  index_3 = detach_2 = None
        t_1: "f32[6, 6]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_7: "f32[6, 6]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_2: "f32[2, 6]" = torch.ops.aten.mm.default(sigmoid_backward, t_7);  t_7 = None
        t_8: "f32[6, 2]" = torch.ops.aten.t.default(sigmoid_backward)
        mm_3: "f32[6, 6]" = torch.ops.aten.mm.default(t_8, index);  t_8 = index = None
        t_9: "f32[6, 6]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_4: "f32[1, 6]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
        view_1: "f32[6]" = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
        t_10: "f32[6, 6]" = torch.ops.aten.t.default(t_9);  t_9 = None
        new_zeros_2: "f32[5, 6]" = torch.ops.aten.new_zeros.default(mm_2, [5, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        index_put_5: "f32[5, 6]" = torch.ops.aten.index_put.default(new_zeros_2, [primals_5], mm_2, True);  new_zeros_2 = primals_5 = mm_2 = None

        # File: /work/main/capture/fxcapture/models.py:662 in forward, code: t2 = table.clone()
        add_3: "f32[5, 6]" = torch.ops.aten.add.Tensor(index_put_5, index_put_4);  index_put_5 = index_put_4 = None

        # File: /work/main/capture/fxcapture/models.py:661 in forward, code: table.index_put_((self.seg,), h, accumulate=True)
        index_4: "f32[8, 6]" = torch.ops.aten.index.Tensor(add_3, [primals_4]);  add_3 = primals_4 = None

        # File: /work/main/capture/fxcapture/models.py:659 in forward, code: h = torch.relu(self.inp(x))
        threshold_backward: "f32[8, 6]" = torch.ops.aten.threshold_backward.default(index_4, detach_3, 0);  index_4 = detach_3 = None
        t_11: "f32[6, 8]" = torch.ops.aten.t.default(threshold_backward)
        mm_4: "f32[6, 4]" = torch.ops.aten.mm.default(t_11, primals_3);  t_11 = primals_3 = None
        t_12: "f32[4, 6]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_5: "f32[1, 6]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_2: "f32[6]" = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
        t_13: "f32[6, 4]" = torch.ops.aten.t.default(t_12);  t_12 = None
        return (t_13, view_2, None, None, None, t_10, view_1, t_6, view)
