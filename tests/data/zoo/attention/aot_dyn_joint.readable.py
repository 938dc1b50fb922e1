class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "Sym(s10)"; primals_2: "Sym(s21)"; primals_3: "f32[s10, s21, 16]"; primals_4: "f32[16]"; primals_5: "f32[16]"; primals_6: "f32[48, 16]"; primals_7: "f32[48]"; primals_8: "f32[16, 16]"; primals_9: "f32[16]"; primals_10: "f32[16]"; primals_11: "f32[16]"; primals_12: "f32[48, 16]"; primals_13: "f32[48]"; primals_14: "f32[16, 16]"; primals_15: "f32[16]"; primals_16: "f32[3, 16]"; primals_17: "f32[3]"; tangents_1: "f32[s10, 3]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
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
        t: "f32[16, 48]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        addmm: "f32[s10*s21, 48]" = torch.ops.aten.addmm.default(primals_7, view, t);  primals_7 = None
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
        detach: "f32[s10, 2, s21, s21]" = torch.ops.aten.detach.default(_softmax)

        # File: /work/main/capture/fxcapture/models.py:261 in forward, code: y = (att @ v).transpose(1, 2).reshape(b, s, d)
        expand_2: "f32[s10, 2, s21, s21]" = torch.ops.aten.expand.default(_softmax, [primals_1, 2, primals_2, primals_2]);  _softmax = None
        view_6: "f32[2*s10, s21, s21]" = torch.ops.aten.view.default(expand_2, [mul_53, primals_2, primals_2]);  expand_2 = None
        expand_3: "f32[s10, 2, s21, 8]" = torch.ops.aten.expand.default(transpose_2, [primals_1, 2, primals_2, 8]);  transpose_2 = None
        clone_2: "f32[s10, 2, s21, 8]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        _unsafe_view_2: "f32[2*s10, s21, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [mul_53, primals_2, 8]);  clone_2 = None
        bmm_1: "f32[2*s10, s21, 8]" = torch.ops.aten.bmm.default(view_6, _unsafe_view_2)
        view_7: "f32[s10, 2, s21, 8]" = torch.ops.aten.view.default(bmm_1, [primals_1, 2, primals_2, 8]);  bmm_1 = None
        transpose_4: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
        clone_3: "f32[s10, s21, 2, 8]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
        _unsafe_view_3: "f32[s10, s21, 16]" = torch.ops.aten._unsafe_view.default(clone_3, [primals_1, primals_2, 16]);  clone_3 = None

        # File: /work/main/capture/fxcapture/models.py:262 in forward, code: x = x + o(y)
        view_8: "f32[s10*s21, 16]" = torch.ops.aten.view.default(_unsafe_view_3, [mul_15, 16]);  _unsafe_view_3 = None
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        addmm_1: "f32[s10*s21, 16]" = torch.ops.aten.addmm.default(primals_9, view_8, t_1);  primals_9 = None
        view_9: "f32[s10, s21, 16]" = torch.ops.aten.view.default(addmm_1, [primals_1, primals_2, 16]);  addmm_1 = None
        add_188: "f32[s10, s21, 16]" = torch.ops.aten.add.Tensor(primals_3, view_9);  view_9 = None

        # File: /work/main/capture/fxcapture/models.py:255 in forward, code: q, k, v = qkv(ln(x)).chunk(3, dim=-1)
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_188, [16], primals_10, primals_11, 1e-05)
        getitem_6: "f32[s10, s21, 16]" = native_layer_norm_1[0]
        getitem_7: "f32[s10, s21, 1]" = native_layer_norm_1[1]
        getitem_8: "f32[s10, s21, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
        view_10: "f32[s10*s21, 16]" = torch.ops.aten.view.default(getitem_6, [mul_15, 16]);  getitem_6 = None
        t_2: "f32[16, 48]" = torch.ops.aten.t.default(primals_12);  primals_12 = None
        addmm_2: "f32[s10*s21, 48]" = torch.ops.aten.addmm.default(primals_13, view_10, t_2);  primals_13 = None
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
        masked_fill_1: "f32[s10, 2, s21, s21]" = torch.ops.aten.masked_fill.Scalar(div_1, triu, -inf);  div_1 = None
        _softmax_1: "f32[s10, 2, s21, s21]" = torch.ops.aten._softmax.default(masked_fill_1, -1, False);  masked_fill_1 = None
        detach_1: "f32[s10, 2, s21, s21]" = torch.ops.aten.detach.default(_softmax_1)

        # File: /work/main/capture/fxcapture/models.py:261 in forward, code: y = (att @ v).transpose(1, 2).reshape(b, s, d)
        expand_6: "f32[s10, 2, s21, s21]" = torch.ops.aten.expand.default(_softmax_1, [primals_1, 2, primals_2, primals_2]);  _softmax_1 = None
        view_16: "f32[2*s10, s21, s21]" = torch.ops.aten.view.default(expand_6, [mul_53, primals_2, primals_2]);  expand_6 = None
        expand_7: "f32[s10, 2, s21, 8]" = torch.ops.aten.expand.default(transpose_7, [primals_1, 2, primals_2, 8]);  transpose_7 = None
        clone_6: "f32[s10, 2, s21, 8]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        _unsafe_view_6: "f32[2*s10, s21, 8]" = torch.ops.aten._unsafe_view.default(clone_6, [mul_53, primals_2, 8]);  clone_6 = None
        bmm_3: "f32[2*s10, s21, 8]" = torch.ops.aten.bmm.default(view_16, _unsafe_view_6)
        view_17: "f32[s10, 2, s21, 8]" = torch.ops.aten.view.default(bmm_3, [primals_1, 2, primals_2, 8]);  bmm_3 = None
        transpose_9: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
        clone_7: "f32[s10, s21, 2, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
        _unsafe_view_7: "f32[s10, s21, 16]" = torch.ops.aten._unsafe_view.default(clone_7, [primals_1, primals_2, 16]);  clone_7 = None

        # File: /work/main/capture/fxcapture/models.py:262 in forward, code: x = x + o(y)
        view_18: "f32[s10*s21, 16]" = torch.ops.aten.view.default(_unsafe_view_7, [mul_15, 16]);  _unsafe_view_7 = None
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        addmm_3: "f32[s10*s21, 16]" = torch.ops.aten.addmm.default(primals_15, view_18, t_3);  primals_15 = None
        view_19: "f32[s10, s21, 16]" = torch.ops.aten.view.default(addmm_3, [primals_1, primals_2, 16]);  addmm_3 = None
        add_375: "f32[s10, s21, 16]" = torch.ops.aten.add.Tensor(add_188, view_19);  view_19 = None

        # File: /work/main/capture/fxcapture/models.py:263 in forward, code: return self.head(x.mean(1))
        mean: "f32[s10, 16]" = torch.ops.aten.mean.dim(add_375, [1]);  add_375 = None
        t_4: "f32[16, 3]" = torch.ops.aten.t.default(primals_16);  primals_16 = None
        addmm_4: "f32[s10, 3]" = torch.ops.aten.addmm.default(primals_17, mean, t_4);  primals_17 = None
        t_5: "f32[3, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm: "f32[s10, 16]" = torch.ops.aten.mm.default(tangents_1, t_5);  t_5 = None
        t_6: "f32[3, s10]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 16]" = torch.ops.aten.mm.default(t_6, mean);  t_6 = mean = None
        t_7: "f32[16, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_20: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_8: "f32[3, 16]" = torch.ops.aten.t.default(t_7);  t_7 = None
        unsqueeze: "f32[s10, 1, 16]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand_8: "f32[s10, s21, 16]" = torch.ops.aten.expand.default(unsqueeze, [primals_1, primals_2, 16]);  unsqueeze = None
        div_2: "f32[s10, s21, 16]" = torch.ops.aten.div.Scalar(expand_8, primals_2);  expand_8 = None

        # File: /work/main/capture/fxcapture/models.py:262 in forward, code: x = x + o(y)
        view_21: "f32[s10*s21, 16]" = torch.ops.aten.view.default(div_2, [mul_15, 16])
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_2: "f32[s10*s21, 16]" = torch.ops.aten.mm.default(view_21, t_9);  t_9 = None
        t_10: "f32[16, s10*s21]" = torch.ops.aten.t.default(view_21)
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(t_10, view_18);  t_10 = view_18 = None
        t_11: "f32[16, 16]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
        view_22: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_12: "f32[16, 16]" = torch.ops.aten.t.default(t_11);  t_11 = None
        view_23: "f32[s10, s21, 16]" = torch.ops.aten.view.default(mm_2, [primals_1, primals_2, 16]);  mm_2 = None

        # File: /work/main/capture/fxcapture/models.py:261 in forward, code: y = (att @ v).transpose(1, 2).reshape(b, s, d)
        view_24: "f32[s10, s21, 2, 8]" = torch.ops.aten.view.default(view_23, [primals_1, primals_2, 2, 8]);  view_23 = None
        transpose_10: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_24, 1, 2);  view_24 = None
        clone_8: "f32[s10, 2, s21, 8]" = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
        _unsafe_view_8: "f32[2*s10, s21, 8]" = torch.ops.aten._unsafe_view.default(clone_8, [mul_53, primals_2, 8]);  clone_8 = None
        transpose_11: "f32[2*s10, s21, s21]" = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
        bmm_4: "f32[2*s10, s21, 8]" = torch.ops.aten.bmm.default(transpose_11, _unsafe_view_8);  transpose_11 = None
        transpose_12: "f32[2*s10, 8, s21]" = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None
        bmm_5: "f32[2*s10, s21, s21]" = torch.ops.aten.bmm.default(_unsafe_view_8, transpose_12);  _unsafe_view_8 = transpose_12 = None
        view_25: "f32[s10, 2, s21, 8]" = torch.ops.aten.view.default(bmm_4, [primals_1, 2, primals_2, 8]);  bmm_4 = None
        view_26: "f32[s10, 2, s21, s21]" = torch.ops.aten.view.default(bmm_5, [primals_1, 2, primals_2, primals_2]);  bmm_5 = None

        # File: /work/main/capture/fxcapture/models.py:260 in forward, code: att = att.masked_fill(mask, float("-inf")).softmax(-1)
        detach_2: "f32[s10, 2, s21, s21]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _softmax_backward_data: "f32[s10, 2, s21, s21]" = torch.ops.aten._softmax_backward_data.default(view_26, detach_2, -1, torch.float32);  view_26 = detach_2 = None
        masked_fill_2: "f32[s10, 2, s21, s21]" = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, triu, 0);  _softmax_backward_data = None

        # File: /work/main/capture/fxcapture/models.py:259 in forward, code: att = (q @ k.transpose(-2, -1)) / (d // self.h) ** 0.5
        div_3: "f32[s10, 2, s21, s21]" = torch.ops.aten.div.Tensor(masked_fill_2, 2.8284271247461903);  masked_fill_2 = None
        view_27: "f32[2*s10, s21, s21]" = torch.ops.aten.view.default(div_3, [mul_53, primals_2, primals_2]);  div_3 = None
        transpose_13: "f32[2*s10, 8, s21]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        bmm_6: "f32[2*s10, 8, s21]" = torch.ops.aten.bmm.default(transpose_13, view_27);  transpose_13 = None
        transpose_14: "f32[2*s10, s21, 8]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
        bmm_7: "f32[2*s10, s21, 8]" = torch.ops.aten.bmm.default(view_27, transpose_14);  view_27 = transpose_14 = None
        view_28: "f32[s10, 2, 8, s21]" = torch.ops.aten.view.default(bmm_6, [primals_1, 2, 8, primals_2]);  bmm_6 = None
        view_29: "f32[s10, 2, s21, 8]" = torch.ops.aten.view.default(bmm_7, [primals_1, 2, primals_2, 8]);  bmm_7 = None
        transpose_15: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_28, -2, -1);  view_28 = None

        # File: /work/main/capture/fxcapture/models.py:258 in forward, code: v = v.view(b, s, self.h, d // self.h).transpose(1, 2)
        transpose_16: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
        clone_9: "f32[s10, s21, 2, 8]" = torch.ops.aten.clone.default(transpose_16, memory_format = torch.contiguous_format);  transpose_16 = None
        _unsafe_view_9: "f32[s10, s21, 16]" = torch.ops.aten._unsafe_view.default(clone_9, [primals_1, primals_2, 16]);  clone_9 = None

        # File: /work/main/capture/fxcapture/models.py:257 in forward, code: k = k.view(b, s, self.h, d // self.h).transpose(1, 2)
        transpose_17: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(transpose_15, 1, 2);  transpose_15 = None
        view_30: "f32[s10, s21, 16]" = torch.ops.aten.view.default(transpose_17, [primals_1, primals_2, 16]);  transpose_17 = None

        # File: /work/main/capture/fxcapture/models.py:256 in forward, code: q = q.view(b, s, self.h, d // self.h).transpose(1, 2)
        transpose_18: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None
        clone_10: "f32[s10, s21, 2, 8]" = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
        _unsafe_view_10: "f32[s10, s21, 16]" = torch.ops.aten._unsafe_view.default(clone_10, [primals_1, primals_2, 16]);  clone_10 = None

        # File: /work/main/capture/fxcapture/models.py:255 in forward, code: q, k, v = qkv(ln(x)).chunk(3, dim=-1)
        cat: "f32[s10, s21, 48]" = torch.ops.aten.cat.default([_unsafe_view_10, view_30, _unsafe_view_9], 2);  _unsafe_view_10 = view_30 = _unsafe_view_9 = None
        view_31: "f32[s10*s21, 48]" = torch.ops.aten.view.default(cat, [mul_15, 48]);  cat = None
        t_13: "f32[48, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_4: "f32[s10*s21, 16]" = torch.ops.aten.mm.default(view_31, t_13);  t_13 = None
        t_14: "f32[48, s10*s21]" = torch.ops.aten.t.default(view_31)
        mm_5: "f32[48, 16]" = torch.ops.aten.mm.default(t_14, view_10);  t_14 = view_10 = None
        t_15: "f32[16, 48]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
        view_32: "f32[48]" = torch.ops.aten.view.default(sum_3, [48]);  sum_3 = None
        t_16: "f32[48, 16]" = torch.ops.aten.t.default(t_15);  t_15 = None
        view_33: "f32[s10, s21, 16]" = torch.ops.aten.view.default(mm_4, [primals_1, primals_2, 16]);  mm_4 = None
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_33, add_188, [16], getitem_7, getitem_8, primals_10, primals_11, [True, True, True]);  view_33 = add_188 = getitem_7 = getitem_8 = primals_10 = primals_11 = None
        getitem_12: "f32[s10, s21, 16]" = native_layer_norm_backward[0]
        getitem_13: "f32[16]" = native_layer_norm_backward[1]
        getitem_14: "f32[16]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        add_386: "f32[s10, s21, 16]" = torch.ops.aten.add.Tensor(div_2, getitem_12);  div_2 = getitem_12 = None

        # File: /work/main/capture/fxcapture/models.py:262 in forward, code: x = x + o(y)
        view_34: "f32[s10*s21, 16]" = torch.ops.aten.view.default(add_386, [mul_15, 16]);  add_386 = None
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_6: "f32[s10*s21, 16]" = torch.ops.aten.mm.default(view_34, t_17);  t_17 = None
        t_18: "f32[16, s10*s21]" = torch.ops.aten.t.default(view_34)
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(t_18, view_8);  t_18 = view_8 = None
        t_19: "f32[16, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
        view_35: "f32[16]" = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
        t_20: "f32[16, 16]" = torch.ops.aten.t.default(t_19);  t_19 = None
        view_36: "f32[s10, s21, 16]" = torch.ops.aten.view.default(mm_6, [primals_1, primals_2, 16]);  mm_6 = None

        # File: /work/main/capture/fxcapture/models.py:261 in forward, code: y = (att @ v).transpose(1, 2).reshape(b, s, d)
        view_37: "f32[s10, s21, 2, 8]" = torch.ops.aten.view.default(view_36, [primals_1, primals_2, 2, 8]);  view_36 = None
        transpose_19: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_37, 1, 2);  view_37 = None
        clone_11: "f32[s10, 2, s21, 8]" = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
        _unsafe_view_11: "f32[2*s10, s21, 8]" = torch.ops.aten._unsafe_view.default(clone_11, [mul_53, primals_2, 8]);  clone_11 = None
        transpose_20: "f32[2*s10, s21, s21]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
        bmm_8: "f32[2*s10, s21, 8]" = torch.ops.aten.bmm.default(transpose_20, _unsafe_view_11);  transpose_20 = None
        transpose_21: "f32[2*s10, 8, s21]" = torch.ops.aten.transpose.int(_unsafe_view_2, 1, 2);  _unsafe_view_2 = None
        bmm_9: "f32[2*s10, s21, s21]" = torch.ops.aten.bmm.default(_unsafe_view_11, transpose_21);  _unsafe_view_11 = transpose_21 = None
        view_38: "f32[s10, 2, s21, 8]" = torch.ops.aten.view.default(bmm_8, [primals_1, 2, primals_2, 8]);  bmm_8 = None
        view_39: "f32[s10, 2, s21, s21]" = torch.ops.aten.view.default(bmm_9, [primals_1, 2, primals_2, primals_2]);  bmm_9 = None

        # File: /work/main/capture/fxcapture/models.py:260 in forward, code: att = att.masked_fill(mask, float("-inf")).softmax(-1)
        detach_3: "f32[s10, 2, s21, s21]" = torch.ops.aten.detach.default(detach);  detach = None
        _softmax_backward_data_1: "f32[s10, 2, s21, s21]" = torch.ops.aten._softmax_backward_data.default(view_39, detach_3, -1, torch.float32);  view_39 = detach_3 = None
        masked_fill_3: "f32[s10, 2, s21, s21]" = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data_1, triu, 0);  _softmax_backward_data_1 = triu = None

        # File: /work/main/capture/fxcapture/models.py:259 in forward, code: att = (q @ k.transpose(-2, -1)) / (d // self.h) ** 0.5
        div_4: "f32[s10, 2, s21, s21]" = torch.ops.aten.div.Tensor(masked_fill_3, 2.8284271247461903);  masked_fill_3 = None
        view_40: "f32[2*s10, s21, s21]" = torch.ops.aten.view.default(div_4, [mul_53, primals_2, primals_2]);  div_4 = mul_53 = None
        transpose_22: "f32[2*s10, 8, s21]" = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
        bmm_10: "f32[2*s10, 8, s21]" = torch.ops.aten.bmm.default(transpose_22, view_40);  transpose_22 = None
        transpose_23: "f32[2*s10, s21, 8]" = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
        bmm_11: "f32[2*s10, s21, 8]" = torch.ops.aten.bmm.default(view_40, transpose_23);  view_40 = transpose_23 = None
        view_41: "f32[s10, 2, 8, s21]" = torch.ops.aten.view.default(bmm_10, [primals_1, 2, 8, primals_2]);  bmm_10 = None
        view_42: "f32[s10, 2, s21, 8]" = torch.ops.aten.view.default(bmm_11, [primals_1, 2, primals_2, 8]);  bmm_11 = None
        transpose_24: "f32[s10, 2, s21, 8]" = torch.ops.aten.transpose.int(view_41, -2, -1);  view_41 = None

        # File: /work/main/capture/fxcapture/models.py:258 in forward, code: v = v.view(b, s, self.h, d // self.h).transpose(1, 2)
        transpose_25: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(view_38, 1, 2);  view_38 = None
        clone_12: "f32[s10, s21, 2, 8]" = torch.ops.aten.clone.default(transpose_25, memory_format = torch.contiguous_format);  transpose_25 = None
        _unsafe_view_12: "f32[s10, s21, 16]" = torch.ops.aten._unsafe_view.default(clone_12, [primals_1, primals_2, 16]);  clone_12 = None

        # File: /work/main/capture/fxcapture/models.py:257 in forward, code: k = k.view(b, s, self.h, d // self.h).transpose(1, 2)
        transpose_26: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(transpose_24, 1, 2);  transpose_24 = None
        view_43: "f32[s10, s21, 16]" = torch.ops.aten.view.default(transpose_26, [primals_1, primals_2, 16]);  transpose_26 = None

        # File: /work/main/capture/fxcapture/models.py:256 in forward, code: q = q.view(b, s, self.h, d // self.h).transpose(1, 2)
        transpose_27: "f32[s10, s21, 2, 8]" = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None
        clone_13: "f32[s10, s21, 2, 8]" = torch.ops.aten.clone.default(transpose_27, memory_format = torch.contiguous_format);  transpose_27 = None
        _unsafe_view_13: "f32[s10, s21, 16]" = torch.ops.aten._unsafe_view.default(clone_13, [primals_1, primals_2, 16]);  clone_13 = None

        # File: /work/main/capture/fxcapture/models.py:255 in forward, code: q, k, v = qkv(ln(x)).chunk(3, dim=-1)
        cat_1: "f32[s10, s21, 48]" = torch.ops.aten.cat.default([_unsafe_view_13, view_43, _unsafe_view_12], 2);  _unsafe_view_13 = view_43 = _unsafe_view_12 = None
        view_44: "f32[s10*s21, 48]" = torch.ops.aten.view.default(cat_1, [mul_15, 48]);  cat_1 = mul_15 = None
        t_21: "f32[48, 16]" = torch.ops.aten.t.default(t);  t = None
        mm_8: "f32[s10*s21, 16]" = torch.ops.aten.mm.default(view_44, t_21);  t_21 = None
        t_22: "f32[48, s10*s21]" = torch.ops.aten.t.default(view_44)
        mm_9: "f32[48, 16]" = torch.ops.aten.mm.default(t_22, view);  t_22 = view = None
        t_23: "f32[16, 48]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
        view_45: "f32[48]" = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
        t_24: "f32[48, 16]" = torch.ops.aten.t.default(t_23);  t_23 = None
        view_46: "f32[s10, s21, 16]" = torch.ops.aten.view.default(mm_8, [primals_1, primals_2, 16]);  mm_8 = primals_1 = primals_2 = None
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_46, primals_3, [16], getitem_1, getitem_2, primals_4, primals_5, [False, True, True]);  view_46 = primals_3 = getitem_1 = getitem_2 = primals_4 = primals_5 = None
        getitem_16: "f32[16]" = native_layer_norm_backward_1[1]
        getitem_17: "f32[16]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        return pytree.tree_unflatten([addmm_4, None, None, None, getitem_16, getitem_17, t_24, view_45, t_20, view_35, getitem_13, getitem_14, t_16, view_32, t_12, view_22, t_8, view_20], self._out_spec)
