class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 6, 16]", primals_2: "f32[16]", primals_3: "f32[16]", primals_4: "f32[48, 16]", primals_6: "f32[16, 16]", primals_8: "f32[16]", primals_9: "f32[16]", primals_10: "f32[48, 16]", primals_12: "f32[16, 16]", primals_14: "f32[3, 16]", getitem_1: "f32[2, 6, 1]", getitem_2: "f32[2, 6, 1]", view: "f32[12, 16]", transpose: "f32[2, 2, 6, 8]", transpose_1: "f32[2, 2, 6, 8]", transpose_2: "f32[2, 2, 6, 8]", getitem_7: "f32[2, 2, 6]", view_6: "f32[12, 16]", add: "f32[2, 6, 16]", getitem_9: "f32[2, 6, 1]", getitem_10: "f32[2, 6, 1]", view_8: "f32[12, 16]", transpose_4: "f32[2, 2, 6, 8]", transpose_5: "f32[2, 2, 6, 8]", transpose_6: "f32[2, 2, 6, 8]", getitem_15: "f32[2, 2, 6]", view_14: "f32[12, 16]", mean: "f32[2, 16]", detach_2: "f32[2, 2, 6, 8]", detach_3: "f32[2, 2, 6, 8]", tangents_1: "f32[2, 3]"):
        # File: /work/main/capture/fxcapture/models_relate.py:83 in forward, code: return self.head(x.mean(1))
        t_4: "f32[16, 3]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        t_5: "f32[3, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm: "f32[2, 16]" = torch.ops.aten.mm.default(tangents_1, t_5);  t_5 = None
        t_6: "f32[3, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 16]" = torch.ops.aten.mm.default(t_6, mean);  t_6 = mean = None
        t_7: "f32[16, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_16: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_8: "f32[3, 16]" = torch.ops.aten.t.default(t_7);  t_7 = None
        unsqueeze: "f32[2, 1, 16]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand: "f32[2, 6, 16]" = torch.ops.aten.expand.default(unsqueeze, [2, 6, 16]);  unsqueeze = None
        div: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand, 6);  expand = None

        # File: /work/main/capture/fxcapture/models_relate.py:82 in forward, code: x = x + o(y.transpose(1, 2).reshape(b, s, d))
        view_17: "f32[12, 16]" = torch.ops.aten.view.default(div, [12, 16])
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(primals_12);  primals_12 = None
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_2: "f32[12, 16]" = torch.ops.aten.mm.default(view_17, t_9);  t_9 = None
        t_10: "f32[16, 12]" = torch.ops.aten.t.default(view_17)
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(t_10, view_14);  t_10 = view_14 = None
        t_11: "f32[16, 16]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_17, [0], True);  view_17 = None
        view_18: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_12: "f32[16, 16]" = torch.ops.aten.t.default(t_11);  t_11 = None
        view_19: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_2, [2, 6, 16]);  mm_2 = None
        view_20: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_19, [2, 6, 2, 8]);  view_19 = None
        transpose_8: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None

        # File: /work/main/capture/fxcapture/models_relate.py:81 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_8, transpose_4, transpose_5, transpose_6, detach_2, getitem_15, 0.0, True);  transpose_8 = transpose_4 = transpose_5 = transpose_6 = detach_2 = getitem_15 = None
        getitem_16: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_17: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_18: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None

        # File: /work/main/capture/fxcapture/models_relate.py:80 in <genexpr>, code: q, k, v = (t.view(b, s, self.h, d // self.h).transpose(1, 2) for t in qkv(ln(x)).chunk(3, dim=-1))
        transpose_9: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_18, 1, 2);  getitem_18 = None
        view_21: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_9, [2, 6, 16]);  transpose_9 = None
        transpose_10: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_17, 1, 2);  getitem_17 = None
        view_22: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_10, [2, 6, 16]);  transpose_10 = None
        transpose_11: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_16, 1, 2);  getitem_16 = None
        view_23: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_11, [2, 6, 16]);  transpose_11 = None

        # File: /work/main/capture/fxcapture/models_relate.py:80 in forward, code: q, k, v = (t.view(b, s, self.h, d // self.h).transpose(1, 2) for t in qkv(ln(x)).chunk(3, dim=-1))
        cat: "f32[2, 6, 48]" = torch.ops.aten.cat.default([view_23, view_22, view_21], 2);  view_23 = view_22 = view_21 = None
        view_24: "f32[12, 48]" = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
        t_2: "f32[16, 48]" = torch.ops.aten.t.default(primals_10);  primals_10 = None
        t_13: "f32[48, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_4: "f32[12, 16]" = torch.ops.aten.mm.default(view_24, t_13);  t_13 = None
        t_14: "f32[48, 12]" = torch.ops.aten.t.default(view_24)
        mm_5: "f32[48, 16]" = torch.ops.aten.mm.default(t_14, view_8);  t_14 = view_8 = None
        t_15: "f32[16, 48]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
        view_25: "f32[48]" = torch.ops.aten.view.default(sum_3, [48]);  sum_3 = None
        t_16: "f32[48, 16]" = torch.ops.aten.t.default(t_15);  t_15 = None
        view_26: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_4, [2, 6, 16]);  mm_4 = None
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_26, add, [16], getitem_9, getitem_10, primals_8, primals_9, [True, True, True]);  view_26 = add = getitem_9 = getitem_10 = primals_8 = primals_9 = None
        getitem_19: "f32[2, 6, 16]" = native_layer_norm_backward[0]
        getitem_20: "f32[16]" = native_layer_norm_backward[1]
        getitem_21: "f32[16]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        add_2: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(div, getitem_19);  div = getitem_19 = None

        # File: /work/main/capture/fxcapture/models_relate.py:82 in forward, code: x = x + o(y.transpose(1, 2).reshape(b, s, d))
        view_27: "f32[12, 16]" = torch.ops.aten.view.default(add_2, [12, 16]);  add_2 = None
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_6: "f32[12, 16]" = torch.ops.aten.mm.default(view_27, t_17);  t_17 = None
        t_18: "f32[16, 12]" = torch.ops.aten.t.default(view_27)
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(t_18, view_6);  t_18 = view_6 = None
        t_19: "f32[16, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_27, [0], True);  view_27 = None
        view_28: "f32[16]" = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
        t_20: "f32[16, 16]" = torch.ops.aten.t.default(t_19);  t_19 = None
        view_29: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_6, [2, 6, 16]);  mm_6 = None
        view_30: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_29, [2, 6, 2, 8]);  view_29 = None
        transpose_12: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None

        # File: /work/main/capture/fxcapture/models_relate.py:81 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_12, transpose, transpose_1, transpose_2, detach_3, getitem_7, 0.0, True);  transpose_12 = transpose = transpose_1 = transpose_2 = detach_3 = getitem_7 = None
        getitem_22: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
        getitem_23: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
        getitem_24: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None

        # File: /work/main/capture/fxcapture/models_relate.py:80 in <genexpr>, code: q, k, v = (t.view(b, s, self.h, d // self.h).transpose(1, 2) for t in qkv(ln(x)).chunk(3, dim=-1))
        transpose_13: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_24, 1, 2);  getitem_24 = None
        view_31: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_13, [2, 6, 16]);  transpose_13 = None
        transpose_14: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_23, 1, 2);  getitem_23 = None
        view_32: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_14, [2, 6, 16]);  transpose_14 = None
        transpose_15: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_22, 1, 2);  getitem_22 = None
        view_33: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_15, [2, 6, 16]);  transpose_15 = None

        # File: /work/main/capture/fxcapture/models_relate.py:80 in forward, code: q, k, v = (t.view(b, s, self.h, d // self.h).transpose(1, 2) for t in qkv(ln(x)).chunk(3, dim=-1))
        cat_1: "f32[2, 6, 48]" = torch.ops.aten.cat.default([view_33, view_32, view_31], 2);  view_33 = view_32 = view_31 = None
        view_34: "f32[12, 48]" = torch.ops.aten.view.default(cat_1, [12, 48]);  cat_1 = None
        t: "f32[16, 48]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_21: "f32[48, 16]" = torch.ops.aten.t.default(t);  t = None
        mm_8: "f32[12, 16]" = torch.ops.aten.mm.default(view_34, t_21);  t_21 = None
        t_22: "f32[48, 12]" = torch.ops.aten.t.default(view_34)
        mm_9: "f32[48, 16]" = torch.ops.aten.mm.default(t_22, view);  t_22 = view = None
        t_23: "f32[16, 48]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
        view_35: "f32[48]" = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
        t_24: "f32[48, 16]" = torch.ops.aten.t.default(t_23);  t_23 = None
        view_36: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_8, [2, 6, 16]);  mm_8 = None
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_36, primals_1, [16], getitem_1, getitem_2, primals_2, primals_3, [False, True, True]);  view_36 = primals_1 = getitem_1 = getitem_2 = primals_2 = primals_3 = None
        getitem_26: "f32[16]" = native_layer_norm_backward_1[1]
        getitem_27: "f32[16]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        return (None, getitem_26, getitem_27, t_24, view_35, t_20, view_28, getitem_20, getitem_21, t_16, view_25, t_12, view_18, t_8, view_16)
