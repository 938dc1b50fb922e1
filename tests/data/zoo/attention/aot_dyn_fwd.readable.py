class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s10)", primals_2: "Sym(s21)", primals_3: "f32[s10, s21, 16]", primals_4: "f32[16]", primals_5: "f32[16]", primals_6: "f32[48, 16]", primals_7: "f32[48]", primals_8: "f32[16, 16]", primals_9: "f32[16]", primals_10: "f32[16]", primals_11: "f32[16]", primals_12: "f32[48, 16]", primals_13: "f32[48]", primals_14: "f32[16, 16]", primals_15: "f32[16]", primals_16: "f32[3, 16]", primals_17: "f32[3]"):
        # File: /work/main/capture/fxcapture/models.py:253 in forward, code: mask = torch.triu(torch.ones(s, s, dtype=torch.bool), 1)
        ones: "b8[s21, s21]" = torch.ops.aten.ones.default([primals_2, primals_2], dtype = torch.bool, device = device(type='cpu'), pin_memory = False)
        triu: "b8[s21, s21]" = torch.ops.aten.triu.default(ones, 1);  ones = None

        # File: /work/main/capture/fxcapture/models.py:255 in forward, code: q, k, v = qkv(ln(x)).chunk(3, dim=-1)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(primals_3, [16], primals_4, primals_5, 1e-05)
        getitem: "f32[s10, s21, 16]" = native_layer_norm[0]
        getitem_1: "f32[s10, s21, 1]" = native_layer_norm[1]
        getitem_2: "f32[s10, s21, 1]" = native_layer_norm[2];  native_layer_norm = None
        mul_15: "Sym(s10*s21)" = primals_1 * primals_2
        view: "f32[s10*s21, 16]" = torch.ops.aten.view.default(getitem, [mul_15, 16]);  getitem = None
        t: "f32[16, 48]" = torch.ops.aten.t.default(primals_6)
        addmm: "f32[s10*s21, 48]" = torch.ops.aten.addmm.default(primals_7, view, t);  primals_7 = t = None
        view_1: "f32[s10, s21, 48]" = torch.ops.aten.view.default(addmm, [primals_1, primals_2, 48]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
        getitem_3: "f32[s10, s21, 16]" = split[0]
        getitem_4: "f32[s10, s21, 16]" = split[1]
        getitem_5: "f32[s10, s21, 16]" = split[2];  split = None

        # File: /work/main/capture/fxcapture/models.py:256 in forward, code: q = q.view(b, s, self.h, d // self.h).transpose(1, 2)
        view_2: "f32[s10, s21, 2, 8]" = torch.ops.aten.view.default(getitem_3, [primals_1, primals_2, 2, 8]);  getitem_3 = None
        transpose: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None

        # File: /work/main/capture/fxcapture/models.py:257 in forward, code: k = k.view(b, s, self.h, d // self.h).transpose(1, 2)
        view_3: "f32[s10, s21, 2, 8]" = torch.ops.aten.view.default(getitem_4, [primals_1, primals_2, 2, 8]);  getitem_4 = None
        transpose_1: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None

        # File: /work/main/capture/fxcapture/models.py:258 in forward, code: v = v.view(b, s, self.h, d // self.h).transpose(1, 2)
        view_4: "f32[s10, s21, 2, 8]" = torch.ops.aten.view.default(getitem_5, [primals_1, primals_2, 2, 8]);  getitem_5 = None
        transpose_2: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None

        # File: /work/main/capture/fxcapture/models.py:259 in forward, code: att = (q @ k.transpose(-2, -1)) / (d // self.h) ** 0.5
        transpose_3: "f32[s10, 2, 8, s21]" = torch.ops.aten.transpose.int(transpose_1, -2, -1);  transpose_1 = None
        mul_53: "Sym(2*s10)" = primals_1 * 2
        expand: "f32[s10, 2, s21, 8]" = torch.ops.aten.expand.default(transpose, [primals_1, 2, primals_2, 8]);  transpose = None
        clone: "f32[s10, 2, s21, 8]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        _unsafe_view: "f32[2*s10, s21, 8]" = torch.ops.aten._unsafe_view.default(clone, [mul_53, primals_2, 8]);  clone = None
        expand_1: "f32[s10, 2, 8, s21]" = torch.ops.aten.expand.default(transpose_3, [primals_1, 2, 8, primals_2]);  transpose_3 = None
        clone_1: "f32[s10, 2, 8, s21]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view_1: "f32[2*s10, 8, s21]" = torch.ops.aten._unsafe_view.default(clone_1, [mul_53, 8, primals_2]);  clone_1 = None
        bmm: "f32[2*s10, s21, s21]" = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
        view_5: "f32[s10, 2, s21, s21]" = torch.ops.aten.view.default(bmm, [primals_1, 2, primals_2, primals_2]);  bmm = None
        div: "f32[s10, 2, s21, s21]" = torch.ops.aten.div.Tensor(view_5, 2.8284271247461903);  view_5 = None

        # File: /work/main/capture/fxcapture/models.py:260 in forward, code: att = att.masked_fill(mask, float("-inf")).softmax(-1)
        masked_fill: "f32[s10, 2, s21, s21]" = torch.ops.aten.masked_fill.Scalar(div, triu, -inf);  div = None
        _softmax: "f32[s10, 2, s21, s21]" = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None

        # File: /work/main/capture/fxcapture/models.py:261 in forward, code: y = (att @ v).transpose(1, 2).reshape(b, s, d)
        expand_2: "f32[s10, 2, s21, s21]" = torch.ops.aten.expand.default(_softmax, [primals_1, 2, primals_2, primals_2])
        view_6: "f32[2*s10, s21, s21]" = torch.ops.aten.view.default(expand_2, [mul_53, primals_2, primals_2]);  expand_2 = None
        expand_3: "f32[s10, 2, s21, 8]" = torch.ops.aten.expand.default(transpose_2, [primals_1, 2, primals_2, 8]);  transpose_2 = None
        clone_2: "f32[s10, 2, s21, 8]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        _unsafe_view_2: "f32[2*s10, s21, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [mul_53, primals_2, 8]);  clone_2 = None
        bmm_1: "f32[2*s10, s21, 8]" = torch.ops.aten.bmm.default(view_6, _unsafe_view_2);  view_6 = None
        view_7: "f32[s10, 2, s21, 8]" = torch.ops.aten.view.default(bmm_1, [primals_1, 2, primals_2, 8]);  bmm_1 = None
        transpose_4: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
        clone_3: "f32[s10, s21, 2, 8]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
        _unsafe_view_3: "f32[s10, s21, 16]" = torch.ops.aten._unsafe_view.default(clone_3, [primals_1, primals_2, 16]);  clone_3 = None

        # File: /work/main/capture/fxcapture/models.py:262 in forward, code: x = x + o(y)
        view_8: "f32[s10*s21, 16]" = torch.ops.aten.view.default(_unsafe_view_3, [mul_15, 16]);  _unsafe_view_3 = None
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_8)
        addmm_1: "f32[s10*s21, 16]" = torch.ops.aten.addmm.default(primals_9, view_8, t_1);  primals_9 = t_1 = None
        view_9: "f32[s10, s21, 16]" = torch.ops.aten.view.default(addmm_1, [primals_1, primals_2, 16]);  addmm_1 = None
        add_188: "f32[s10, s21, 16]" = torch.ops.aten.add.Tensor(primals_3, view_9);  view_9 = None

        # File: /work/main/capture/fxcapture/models.py:255 in forward, code: q, k, v = qkv(ln(x)).chunk(3, dim=-1)
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_188, [16], primals_10, primals_11, 1e-05)
        getitem_6: "f32[s10, s21, 16]" = native_layer_norm_1[0]
        getitem_7: "f32[s10, s21, 1]" = native_layer_norm_1[1]
        getitem_8: "f32[s10, s21, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
        view_10: "f32[s10*s21, 16]" = torch.ops.aten.view.default(getitem_6, [mul_15, 16]);  getitem_6 = None
        t_2: "f32[16, 48]" = torch.ops.aten.t.default(primals_12)
        addmm_2: "f32[s10*s21, 48]" = torch.ops.aten.addmm.default(primals_13, view_10, t_2);  primals_13 = t_2 = None
        view_11: "f32[s10, s21, 48]" = torch.ops.aten.view.default(addmm_2, [primals_1, primals_2, 48]);  addmm_2 = None
        split_1 = torch.ops.aten.split.Tensor(view_11, 16, -1);  view_11 = None
        getitem_9: "f32[s10, s21, 16]" = split_1[0]
        getitem_10: "f32[s10, s21, 16]" = split_1[1]
        getitem_11: "f32[s10, s21, 16]" = split_1[2];  split_1 = None

        # File: /work/main/capture/fxcapture/models.py:256 in forward, code: q = q.view(b, s, self.h, d // self.h).transpose(1, 2)
        view_12: "f32[s10, s21, 2, 8]" = torch.ops.aten.view.default(getitem_9, [primals_1, primals_2, 2, 8]);  getitem_9 = None
        transpose_5: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None

        # File: /work/main/capture/fxcapture/models.py:257 in forward, code: k = k.view(b, s, self.h, d // self.h).transpose(1, 2)
        view_13: "f32[s10, s21, 2, 8]" = torch.ops.aten.view.default(getitem_10, [primals_1, primals_2, 2, 8]);  getitem_10 = None
        transpose_6: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_13, 1, 2);  view_13 = None

        # File: /work/main/capture/fxcapture/models.py:258 in forward, code: v = v.view(b, s, self.h, d // self.h).transpose(1, 2)
        view_14: "f32[s10, s21, 2, 8]" = torch.ops.aten.view.default(getitem_11, [primals_1, primals_2, 2, 8]);  getitem_11 = None
        transpose_7: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None

        # File: /work/main/capture/fxcapture/models.py:259 in forward, code: att = (q @ k.transpose(-2, -1)) / (d // self.h) ** 0.5
        transpose_8: "f32[s10, 2, 8, s21]" = torch.ops.aten.transpose.int(transpose_6, -2, -1);  transpose_6 = None
        expand_4: "f32[s10, 2, s21, 8]" = torch.ops.aten.expand.default(transpose_5, [primals_1, 2, primals_2, 8]);  transpose_5 = None
        clone_4: "f32[s10, 2, s21, 8]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        _unsafe_view_4: "f32[2*s10, s21, 8]" = torch.ops.aten._unsafe_view.default(clone_4, [mul_53, primals_2, 8]);  clone_4 = None
        expand_5: "f32[s10, 2, 8, s21]" = torch.ops.aten.expand.default(transpose_8, [primals_1, 2, 8, primals_2]);  transpose_8 = None
        clone_5: "f32[s10, 2, 8, s21]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        _unsafe_view_5: "f32[2*s10, 8, s21]" = torch.ops.aten._unsafe_view.default(clone_5, [mul_53, 8, primals_2]);  clone_5 = None
        bmm_2: "f32[2*s10, s21, s21]" = torch.ops.aten.bmm.default(_unsafe_view_4, _unsafe_view_5)
        view_15: "f32[s10, 2, s21, s21]" = torch.ops.aten.view.default(bmm_2, [primals_1, 2, primals_2, primals_2]);  bmm_2 = None
        div_1: "f32[s10, 2, s21, s21]" = torch.ops.aten.div.Tensor(view_15, 2.8284271247461903);  view_15 = None

        # File: /work/main/capture/fxcapture/models.py:260 in forward, code: att = att.masked_fill(mask, float("-inf")).softmax(-1)
        masked_fill_1: "f32[s10, 2, s21, s21]" = torch.ops.aten.masked_fill.Scalar(div_1, triu, -inf);  div_1 = triu = None
        _softmax_1: "f32[s10, 2, s21, s21]" = torch.ops.aten._softmax.default(masked_fill_1, -1, False);  masked_fill_1 = None

        # File: /work/main/capture/fxcapture/models.py:261 in forward, code: y = (att @ v).transpose(1, 2).reshape(b, s, d)
        expand_6: "f32[s10, 2, s21, s21]" = torch.ops.aten.expand.default(_softmax_1, [primals_1, 2, primals_2, primals_2])
        view_16: "f32[2*s10, s21, s21]" = torch.ops.aten.view.default(expand_6, [mul_53, primals_2, primals_2]);  expand_6 = None
        expand_7: "f32[s10, 2, s21, 8]" = torch.ops.aten.expand.default(transpose_7, [primals_1, 2, primals_2, 8]);  transpose_7 = None
        clone_6: "f32[s10, 2, s21, 8]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        _unsafe_view_6: "f32[2*s10, s21, 8]" = torch.ops.aten._unsafe_view.default(clone_6, [mul_53, primals_2, 8]);  clone_6 = None
        bmm_3: "f32[2*s10, s21, 8]" = torch.ops.aten.bmm.default(view_16, _unsafe_view_6);  view_16 = None
        view_17: "f32[s10, 2, s21, 8]" = torch.ops.aten.view.default(bmm_3, [primals_1, 2, primals_2, 8]);  bmm_3 = None
        transpose_9: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
        clone_7: "f32[s10, s21, 2, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
        _unsafe_view_7: "f32[s10, s21, 16]" = torch.ops.aten._unsafe_view.default(clone_7, [primals_1, primals_2, 16]);  clone_7 = None

        # File: /work/main/capture/fxcapture/models.py:262 in forward, code: x = x + o(y)
        view_18: "f32[s10*s21, 16]" = torch.ops.aten.view.default(_unsafe_view_7, [mul_15, 16]);  _unsafe_view_7 = None
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(primals_14)
        addmm_3: "f32[s10*s21, 16]" = torch.ops.aten.addmm.default(primals_15, view_18, t_3);  primals_15 = t_3 = None
        view_19: "f32[s10, s21, 16]" = torch.ops.aten.view.default(addmm_3, [primals_1, primals_2, 16]);  addmm_3 = None
        add_375: "f32[s10, s21, 16]" = torch.ops.aten.add.Tensor(add_188, view_19);  view_19 = None

        # File: /work/main/capture/fxcapture/models.py:263 in forward, code: return self.head(x.mean(1))
        mean: "f32[s10, 16]" = torch.ops.aten.mean.dim(add_375, [1]);  add_375 = None
        t_4: "f32[16, 3]" = torch.ops.aten.t.default(primals_16)
        addmm_4: "f32[s10, 3]" = torch.ops.aten.addmm.default(primals_17, mean, t_4);  primals_17 = t_4 = None

        # File: /work/main/capture/fxcapture/models.py:261 in forward, code: y = (att @ v).transpose(1, 2).reshape(b, s, d)
        transpose_12: "f32[2*s10, 8, s21]" = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None

        # File: /work/main/capture/fxcapture/models.py:259 in forward, code: att = (q @ k.transpose(-2, -1)) / (d // self.h) ** 0.5
        transpose_13: "f32[2*s10, 8, s21]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        transpose_14: "f32[2*s10, s21, 8]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None

        # File: /work/main/capture/fxcapture/models.py:261 in forward, code: y = (att @ v).transpose(1, 2).reshape(b, s, d)
        transpose_21: "f32[2*s10, 8, s21]" = torch.ops.aten.transpose.int(_unsafe_view_2, 1, 2);  _unsafe_view_2 = None

        # File: /work/main/capture/fxcapture/models.py:259 in forward, code: att = (q @ k.transpose(-2, -1)) / (d // self.h) ** 0.5
        transpose_22: "f32[2*s10, 8, s21]" = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
        transpose_23: "f32[2*s10, s21, 8]" = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
        return (addmm_4, primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, primals_11, primals_12, primals_14, primals_16, getitem_1, getitem_2, view, _softmax, view_8, add_188, getitem_7, getitem_8, view_10, _softmax_1, view_18, mean, transpose_12, transpose_13, transpose_14, transpose_21, transpose_22, transpose_23, primals_1, primals_2, mul_15, mul_53)
