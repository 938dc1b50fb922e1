class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 12]", primals_4: "f32[6]", primals_5: "f32[6]", primals_6: "f32[3, 6]", addmm: "f32[4, 12]", getitem_5: "i64[4, 3]", getitem_6: "f32[4, 1]", getitem_7: "i64[4, 1]", unsqueeze: "f32[4, 1]", unsqueeze_1: "f32[4, 1]", add_1: "f32[4, 6]", getitem_13: "f32[4, 6]", getitem_14: "f32[4, 1]", getitem_15: "f32[4, 1]", tangents_1: "f32[4, 3]"):
        # File: /work/main/capture/fxcapture/models.py:183 in forward, code: return self.fc2(self.ln(y))
        t_1: "f32[6, 3]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_2: "f32[3, 6]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "f32[4, 6]" = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
        t_3: "f32[3, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 6]" = torch.ops.aten.mm.default(t_3, getitem_13);  t_3 = getitem_13 = None
        t_4: "f32[6, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_5: "f32[3, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(mm, add_1, [6], getitem_14, getitem_15, primals_4, primals_5, [True, True, True]);  mm = add_1 = getitem_14 = getitem_15 = primals_4 = primals_5 = None
        getitem_16: "f32[4, 6]" = native_layer_norm_backward[0]
        getitem_17: "f32[6]" = native_layer_norm_backward[1]
        getitem_18: "f32[6]" = native_layer_norm_backward[2];  native_layer_norm_backward = None

        # File: /work/main/capture/fxcapture/models.py:182 in forward, code: y = torch.cat([vals, d * mx], dim=1) + (var - mean) + rows[0].unsqueeze(1) * rows[2].unsqueeze(1)
        sum_2: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(getitem_16, [1], True)
        mul_2: "f32[4, 1]" = torch.ops.aten.mul.Tensor(sum_2, unsqueeze);  unsqueeze = None
        mul_3: "f32[4, 1]" = torch.ops.aten.mul.Tensor(sum_2, unsqueeze_1);  unsqueeze_1 = None
        squeeze: "f32[4]" = torch.ops.aten.squeeze.dim(mul_2, 1);  mul_2 = None
        squeeze_1: "f32[4]" = torch.ops.aten.squeeze.dim(mul_3, 1);  mul_3 = None
        neg: "f32[4, 1]" = torch.ops.aten.neg.default(sum_2)
        slice_1: "f32[4, 3]" = torch.ops.aten.slice.Tensor(getitem_16, 1, 0, 3)
        slice_2: "f32[4, 3]" = torch.ops.aten.slice.Tensor(getitem_16, 1, 3, 6);  getitem_16 = None

        # File: /work/main/capture/fxcapture/models.py:176 in forward, code: a, b = torch.split(h, 6, dim=1)
        split = torch.ops.aten.split.Tensor(addmm, 6, 1)
        getitem_1: "f32[4, 6]" = split[1];  split = None

        # File: /work/main/capture/fxcapture/models.py:177 in forward, code: c, d = torch.chunk(b, 2, dim=1)
        split_1 = torch.ops.aten.split.Tensor(getitem_1, 3, 1);  getitem_1 = None
        getitem_3: "f32[4, 3]" = split_1[1];  split_1 = None

        # File: /work/main/capture/fxcapture/models.py:182 in forward, code: y = torch.cat([vals, d * mx], dim=1) + (var - mean) + rows[0].unsqueeze(1) * rows[2].unsqueeze(1)
        mul_4: "f32[4, 3]" = torch.ops.aten.mul.Tensor(slice_2, getitem_3);  getitem_3 = None
        mul_5: "f32[4, 3]" = torch.ops.aten.mul.Tensor(slice_2, getitem_6);  slice_2 = getitem_6 = None
        sum_4: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(mul_4, [1], True);  mul_4 = None

        # File: /work/main/capture/fxcapture/models.py:181 in forward, code: rows = torch.unbind(c, dim=1)
        zeros: "f32[]" = torch.ops.aten.zeros.default([], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        expand: "f32[4]" = torch.ops.aten.expand.default(zeros, [4]);  zeros = None
        stack: "f32[4, 3]" = torch.ops.aten.stack.default([squeeze_1, expand, squeeze], 1);  squeeze_1 = expand = squeeze = None

        # File: /work/main/capture/fxcapture/models.py:180 in forward, code: var, mean = torch.var_mean(h, dim=1, keepdim=True)
        mean: "f32[4, 1]" = torch.ops.aten.mean.dim(addmm, [1], True)
        sub_1: "f32[4, 12]" = torch.ops.aten.sub.Tensor(addmm, mean);  addmm = mean = None
        mul_6: "f32[4, 1]" = torch.ops.aten.mul.Scalar(sum_2, 0.18181818181818182);  sum_2 = None
        mul_7: "f32[4, 12]" = torch.ops.aten.mul.Tensor(mul_6, sub_1);  mul_6 = sub_1 = None
        expand_1: "f32[4, 12]" = torch.ops.aten.expand.default(neg, [4, 12]);  neg = None
        div: "f32[4, 12]" = torch.ops.aten.div.Scalar(expand_1, 12);  expand_1 = None
        add_2: "f32[4, 12]" = torch.ops.aten.add.Tensor(mul_7, div);  mul_7 = div = None

        # File: /work/main/capture/fxcapture/models.py:179 in forward, code: mx, _ = torch.max(a, dim=1, keepdim=True)
        new_zeros: "f32[4, 6]" = torch.ops.aten.new_zeros.default(sum_4, [4, 6])
        scatter: "f32[4, 6]" = torch.ops.aten.scatter.src(new_zeros, 1, getitem_7, sum_4);  new_zeros = getitem_7 = sum_4 = None

        # File: /work/main/capture/fxcapture/models.py:178 in forward, code: vals, _ = torch.topk(a, 3, dim=1)
        new_zeros_1: "f32[4, 6]" = torch.ops.aten.new_zeros.default(slice_1, [4, 6])
        scatter_1: "f32[4, 6]" = torch.ops.aten.scatter.src(new_zeros_1, 1, getitem_5, slice_1);  new_zeros_1 = getitem_5 = slice_1 = None
        add_3: "f32[4, 6]" = torch.ops.aten.add.Tensor(scatter, scatter_1);  scatter = scatter_1 = None

        # File: /work/main/capture/fxcapture/models.py:177 in forward, code: c, d = torch.chunk(b, 2, dim=1)
        cat_1: "f32[4, 6]" = torch.ops.aten.cat.default([stack, mul_5], 1);  stack = mul_5 = None

        # File: /work/main/capture/fxcapture/models.py:176 in forward, code: a, b = torch.split(h, 6, dim=1)
        cat_2: "f32[4, 12]" = torch.ops.aten.cat.default([add_3, cat_1], 1);  add_3 = cat_1 = None
        add_4: "f32[4, 12]" = torch.ops.aten.add.Tensor(add_2, cat_2);  add_2 = cat_2 = None

        # File: /work/main/capture/fxcapture/models.py:175 in forward, code: h = self.fc(x)
        t_6: "f32[12, 4]" = torch.ops.aten.t.default(add_4)
        mm_2: "f32[12, 12]" = torch.ops.aten.mm.default(t_6, primals_3);  t_6 = primals_3 = None
        t_7: "f32[12, 12]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_5: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(add_4, [0], True);  add_4 = None
        view_1: "f32[12]" = torch.ops.aten.view.default(sum_5, [12]);  sum_5 = None
        t_8: "f32[12, 12]" = torch.ops.aten.t.default(t_7);  t_7 = None
        return (t_8, view_1, None, getitem_17, getitem_18, t_5, view)
