class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[6, 4]", primals_2: "f32[6]", primals_3: "f32[8, 4]", primals_4: "i64[8]", primals_5: "i64[2]", primals_6: "f32[6, 6]", primals_7: "f32[6]", primals_8: "f32[3, 6]", primals_9: "f32[3]"):
        # File: /work/main/capture/fxcapture/models.py:659 in forward, code: h = torch.relu(self.inp(x))
        t: "f32[4, 6]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[8, 6]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        relu: "f32[8, 6]" = torch.ops.aten.relu.default(addmm);  addmm = None
        detach: "f32[8, 6]" = torch.ops.aten.detach.default(relu)

        # File: /work/main/capture/fxcapture/models.py:660 in forward, code: table = h.new_zeros(self.n, h.shape[1])
        new_zeros: "f32[5, 6]" = torch.ops.aten.new_zeros.default(relu, [5, 6], pin_memory = False)

        # File: /work/main/capture/fxcapture/models.py:661 in forward, code: table.index_put_((self.seg,), h, accumulate=True)
        index_put: "f32[5, 6]" = torch.ops.aten.index_put.default(new_zeros, [primals_4], relu, True);  new_zeros = relu = None

        # File: /work/main/capture/fxcapture/models.py:662 in forward, code: t2 = table.clone()
        clone: "f32[5, 6]" = torch.ops.aten.clone.default(index_put)

        # File: /work/main/capture/fxcapture/models.py:663 in forward, code: t2[self.rows] = torch.sigmoid(self.upd(table[self.rows]))
        index: "f32[2, 6]" = torch.ops.aten.index.Tensor(index_put, [primals_5]);  index_put = None
        t_1: "f32[6, 6]" = torch.ops.aten.t.default(primals_6)
        addmm_1: "f32[2, 6]" = torch.ops.aten.addmm.default(primals_7, index, t_1);  primals_7 = t_1 = None
        sigmoid: "f32[2, 6]" = torch.ops.aten.sigmoid.default(addmm_1);  addmm_1 = None
        detach_1: "f32[2, 6]" = torch.ops.aten.detach.default(sigmoid)
        index_put_1: "f32[5, 6]" = torch.ops.aten.index_put.default(clone, [primals_5], sigmoid);  clone = sigmoid = None

        # File: /work/main/capture/fxcapture/models.py:664 in forward, code: t2.index_put_((self.rows,), t2[self.rows] * 0.5, accumulate=True)
        index_1: "f32[2, 6]" = torch.ops.aten.index.Tensor(index_put_1, [primals_5])
        mul: "f32[2, 6]" = torch.ops.aten.mul.Tensor(index_1, 0.5);  index_1 = None
        index_put_2: "f32[5, 6]" = torch.ops.aten.index_put.default(index_put_1, [primals_5], mul, True);  index_put_1 = mul = None

        # File: /work/main/capture/fxcapture/models.py:665 in forward, code: return self.fc(t2.sum(0, keepdim=True) + t2.mean(0, keepdim=True)).expand(2, 3)
        sum_1: "f32[1, 6]" = torch.ops.aten.sum.dim_IntList(index_put_2, [0], True)
        mean: "f32[1, 6]" = torch.ops.aten.mean.dim(index_put_2, [0], True);  index_put_2 = None
        add: "f32[1, 6]" = torch.ops.aten.add.Tensor(sum_1, mean);  sum_1 = mean = None
        t_2: "f32[6, 3]" = torch.ops.aten.t.default(primals_8)
        addmm_2: "f32[1, 3]" = torch.ops.aten.addmm.default(primals_9, add, t_2);  primals_9 = t_2 = None
        expand: "f32[2, 3]" = torch.ops.aten.expand.default(addmm_2, [2, 3]);  addmm_2 = None

        # File: /work/main/capture/fxcapture/models.py:663 in forward, code: t2[self.rows] = torch.sigmoid(self.upd(table[self.rows]))
        detach_2: "f32[2, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None

        # File: /work/main/capture/fxcapture/models.py:659 in forward, code: h = torch.relu(self.inp(x))
        detach_3: "f32[8, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        return (expand, primals_3, primals_4, primals_5, primals_6, primals_8, index, add, detach_2, detach_3)
