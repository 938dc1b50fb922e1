class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 5, 8]", primals_2: "f32[4, 8]", primals_3: "f32[4]", primals_4: "f32[16, 8]", primals_5: "f32[16]", primals_6: "f32[8, 16]", primals_7: "f32[8]", primals_8: "f32[16, 8]", primals_9: "f32[16]", primals_10: "f32[8, 16]", primals_11: "f32[8]", primals_12: "f32[16, 8]", primals_13: "f32[16]", primals_14: "f32[8, 16]", primals_15: "f32[8]", primals_16: "f32[16, 8]", primals_17: "f32[16]", primals_18: "f32[8, 16]", primals_19: "f32[8]", primals_20: "f32[3, 8]", primals_21: "f32[3]"):
        # File: /work/main/capture/fxcapture/models_relate.py:101 in forward, code: t = x.reshape(b * s, d)
        view: "f32[10, 8]" = torch.ops.aten.view.default(primals_1, [10, 8]);  primals_1 = None

        # File: /work/main/capture/fxcapture/models_relate.py:102 in forward, code: probs = self.router(t).softmax(-1)
        t: "f32[8, 4]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        addmm: "f32[10, 4]" = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
        _softmax: "f32[10, 4]" = torch.ops.aten._softmax.default(addmm, -1, False);  addmm = None
        detach: "f32[10, 4]" = torch.ops.aten.detach.default(_softmax)

        # File: /work/main/capture/fxcapture/models_relate.py:103 in forward, code: vals, idx = probs.topk(self.k, dim=-1)
        topk = torch.ops.aten.topk.default(_softmax, 2)
        getitem: "f32[10, 2]" = topk[0]
        getitem_1: "i64[10, 2]" = topk[1];  topk = None

        # File: /work/main/capture/fxcapture/models_relate.py:104 in forward, code: gates = torch.zeros_like(probs).scatter(1, idx, vals / vals.sum(-1, keepdim=True))
        zeros_like: "f32[10, 4]" = torch.ops.aten.zeros_like.default(_softmax, pin_memory = False);  _softmax = None
        sum_1: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(getitem, [-1], True)
        div: "f32[10, 2]" = torch.ops.aten.div.Tensor(getitem, sum_1);  getitem = None
        scatter: "f32[10, 4]" = torch.ops.aten.scatter.src(zeros_like, 1, getitem_1, div);  zeros_like = None

        # File: /work/main/capture/fxcapture/models_relate.py:105 in forward, code: perm = idx[:, 0].argsort()
        select: "i64[10]" = torch.ops.aten.select.int(getitem_1, 1, 0)
        sort = torch.ops.aten.sort.default(select);  select = None
        getitem_3: "i64[10]" = sort[1];  sort = None

        # File: /work/main/capture/fxcapture/models_relate.py:106 in forward, code: ts, gs = t[perm], gates[perm]
        index: "f32[10, 8]" = torch.ops.aten.index.Tensor(view, [getitem_3])
        index_1: "f32[10, 4]" = torch.ops.aten.index.Tensor(scatter, [getitem_3])

        # File: /work/main/capture/fxcapture/models_relate.py:107 in <genexpr>, code: ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        slice_1: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 0, 1)
        t_1: "f32[8, 16]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_5, index, t_1);  primals_5 = t_1 = None
        gelu: "f32[10, 16]" = torch.ops.aten.gelu.default(addmm_1)
        t_2: "f32[16, 8]" = torch.ops.aten.t.default(primals_6)
        addmm_2: "f32[10, 8]" = torch.ops.aten.addmm.default(primals_7, gelu, t_2);  primals_7 = t_2 = None
        mul: "f32[10, 8]" = torch.ops.aten.mul.Tensor(slice_1, addmm_2);  slice_1 = None

        # File: /work/main/capture/fxcapture/models_relate.py:107 in forward, code: ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        add: "f32[10, 8]" = torch.ops.aten.add.Tensor(mul, 0);  mul = None

        # File: /work/main/capture/fxcapture/models_relate.py:107 in <genexpr>, code: ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        slice_2: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 1, 2)
        t_3: "f32[8, 16]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        addmm_3: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_9, index, t_3);  primals_9 = t_3 = None
        gelu_1: "f32[10, 16]" = torch.ops.aten.gelu.default(addmm_3)
        t_4: "f32[16, 8]" = torch.ops.aten.t.default(primals_10)
        addmm_4: "f32[10, 8]" = torch.ops.aten.addmm.default(primals_11, gelu_1, t_4);  primals_11 = t_4 = None
        mul_1: "f32[10, 8]" = torch.ops.aten.mul.Tensor(slice_2, addmm_4);  slice_2 = None

        # File: /work/main/capture/fxcapture/models_relate.py:107 in forward, code: ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        add_1: "f32[10, 8]" = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None

        # File: /work/main/capture/fxcapture/models_relate.py:107 in <genexpr>, code: ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        slice_3: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 2, 3)
        t_5: "f32[8, 16]" = torch.ops.aten.t.default(primals_12);  primals_12 = None
        addmm_5: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_13, index, t_5);  primals_13 = t_5 = None
        gelu_2: "f32[10, 16]" = torch.ops.aten.gelu.default(addmm_5)
        t_6: "f32[16, 8]" = torch.ops.aten.t.default(primals_14)
        addmm_6: "f32[10, 8]" = torch.ops.aten.addmm.default(primals_15, gelu_2, t_6);  primals_15 = t_6 = None
        mul_2: "f32[10, 8]" = torch.ops.aten.mul.Tensor(slice_3, addmm_6);  slice_3 = None

        # File: /work/main/capture/fxcapture/models_relate.py:107 in forward, code: ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        add_2: "f32[10, 8]" = torch.ops.aten.add.Tensor(add_1, mul_2);  add_1 = mul_2 = None

        # File: /work/main/capture/fxcapture/models_relate.py:107 in <genexpr>, code: ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        slice_4: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 3, 4);  index_1 = None
        t_7: "f32[8, 16]" = torch.ops.aten.t.default(primals_16);  primals_16 = None
        addmm_7: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_17, index, t_7);  primals_17 = t_7 = None
        gelu_3: "f32[10, 16]" = torch.ops.aten.gelu.default(addmm_7)
        t_8: "f32[16, 8]" = torch.ops.aten.t.default(primals_18)
        addmm_8: "f32[10, 8]" = torch.ops.aten.addmm.default(primals_19, gelu_3, t_8);  primals_19 = t_8 = None
        mul_3: "f32[10, 8]" = torch.ops.aten.mul.Tensor(slice_4, addmm_8);  slice_4 = None

        # File: /work/main/capture/fxcapture/models_relate.py:107 in forward, code: ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        add_3: "f32[10, 8]" = torch.ops.aten.add.Tensor(add_2, mul_3);  add_2 = mul_3 = None

        # File: /work/main/capture/fxcapture/models_relate.py:108 in forward, code: y = torch.zeros_like(t).index_add(0, perm, ys)
        zeros_like_1: "f32[10, 8]" = torch.ops.aten.zeros_like.default(view, pin_memory = False)
        index_add: "f32[10, 8]" = torch.ops.aten.index_add.default(zeros_like_1, 0, getitem_3, add_3);  zeros_like_1 = add_3 = None

        # File: /work/main/capture/fxcapture/models_relate.py:109 in forward, code: return self.head((t + y).reshape(b, s, d).mean(1))
        add_4: "f32[10, 8]" = torch.ops.aten.add.Tensor(view, index_add);  index_add = None
        view_1: "f32[2, 5, 8]" = torch.ops.aten.view.default(add_4, [2, 5, 8]);  add_4 = None
        mean: "f32[2, 8]" = torch.ops.aten.mean.dim(view_1, [1]);  view_1 = None
        t_9: "f32[8, 3]" = torch.ops.aten.t.default(primals_20)
        addmm_9: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_21, mean, t_9);  primals_21 = t_9 = None

        # File: /work/main/capture/fxcapture/models_relate.py:102 in forward, code: probs = self.router(t).softmax(-1)
        detach_1: "f32[10, 4]" = torch.ops.aten.detach.default(detach);  detach = None
        return (addmm_9, primals_6, primals_10, primals_14, primals_18, primals_20, view, getitem_1, sum_1, div, scatter, getitem_3, index, addmm_1, gelu, addmm_2, addmm_3, gelu_1, addmm_4, addmm_5, gelu_2, addmm_6, addmm_7, gelu_3, addmm_8, mean, detach_1)
