class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[12, 12]", primals_2: "f32[12]", primals_3: "f32[4, 12]", primals_4: "f32[6]", primals_5: "f32[6]", primals_6: "f32[3, 6]", primals_7: "f32[3]"):
        # File: /work/main/capture/fxcapture/models.py:175 in forward, code: h = self.fc(x)
        t: "f32[12, 12]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None

        # File: /work/main/capture/fxcapture/models.py:176 in forward, code: a, b = torch.split(h, 6, dim=1)
        split = torch.ops.aten.split.Tensor(addmm, 6, 1)
        getitem: "f32[4, 6]" = split[0]
        getitem_1: "f32[4, 6]" = split[1];  split = None

        # File: /work/main/capture/fxcapture/models.py:177 in forward, code: c, d = torch.chunk(b, 2, dim=1)
        split_1 = torch.ops.aten.split.Tensor(getitem_1, 3, 1);  getitem_1 = None
        getitem_2: "f32[4, 3]" = split_1[0]
        getitem_3: "f32[4, 3]" = split_1[1];  split_1 = None

        # File: /work/main/capture/fxcapture/models.py:178 in forward, code: vals, _ = torch.topk(a, 3, dim=1)
        topk = torch.ops.aten.topk.default(getitem, 3, 1)
        getitem_4: "f32[4, 3]" = topk[0]
        getitem_5: "i64[4, 3]" = topk[1];  topk = None

        # File: /work/main/capture/fxcapture/models.py:179 in forward, code: mx, _ = torch.max(a, dim=1, keepdim=True)
        max_1 = torch.ops.aten.max.dim(getitem, 1, True);  getitem = None
        getitem_6: "f32[4, 1]" = max_1[0]
        getitem_7: "i64[4, 1]" = max_1[1];  max_1 = None

        # File: /work/main/capture/fxcapture/models.py:180 in forward, code: var, mean = torch.var_mean(h, dim=1, keepdim=True)
        var_mean = torch.ops.aten.var_mean.correction(addmm, [1], correction = 1, keepdim = True)
        getitem_8: "f32[4, 1]" = var_mean[0]
        getitem_9: "f32[4, 1]" = var_mean[1];  var_mean = None

        # File: /work/main/capture/fxcapture/models.py:181 in forward, code: rows = torch.unbind(c, dim=1)
        unbind = torch.ops.aten.unbind.int(getitem_2, 1);  getitem_2 = None
        getitem_10: "f32[4]" = unbind[0]
        getitem_12: "f32[4]" = unbind[2];  unbind = None

        # File: /work/main/capture/fxcapture/models.py:182 in forward, code: y = torch.cat([vals, d * mx], dim=1) + (var - mean) + rows[0].unsqueeze(1) * rows[2].unsqueeze(1)
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(getitem_3, getitem_6);  getitem_3 = None
        cat: "f32[4, 6]" = torch.ops.aten.cat.default([getitem_4, mul], 1);  getitem_4 = mul = None
        sub: "f32[4, 1]" = torch.ops.aten.sub.Tensor(getitem_8, getitem_9);  getitem_8 = getitem_9 = None
        add: "f32[4, 6]" = torch.ops.aten.add.Tensor(cat, sub);  cat = sub = None
        unsqueeze: "f32[4, 1]" = torch.ops.aten.unsqueeze.default(getitem_10, 1);  getitem_10 = None
        unsqueeze_1: "f32[4, 1]" = torch.ops.aten.unsqueeze.default(getitem_12, 1);  getitem_12 = None
        mul_1: "f32[4, 1]" = torch.ops.aten.mul.Tensor(unsqueeze, unsqueeze_1)
        add_1: "f32[4, 6]" = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None

        # File: /work/main/capture/fxcapture/models.py:183 in forward, code: return self.fc2(self.ln(y))
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [6], primals_4, primals_5, 1e-05)
        getitem_13: "f32[4, 6]" = native_layer_norm[0]
        getitem_14: "f32[4, 1]" = native_layer_norm[1]
        getitem_15: "f32[4, 1]" = native_layer_norm[2];  native_layer_norm = None
        t_1: "f32[6, 3]" = torch.ops.aten.t.default(primals_6)
        addmm_1: "f32[4, 3]" = torch.ops.aten.addmm.default(primals_7, getitem_13, t_1);  primals_7 = t_1 = None
        return (addmm_1, primals_3, primals_4, primals_5, primals_6, addmm, getitem_5, getitem_6, getitem_7, unsqueeze, unsqueeze_1, add_1, getitem_13, getitem_14, getitem_15)
