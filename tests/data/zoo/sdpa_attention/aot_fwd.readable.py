class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 6, 16]", primals_2: "f32[16]", primals_3: "f32[16]", primals_4: "f32[48, 16]", primals_5: "f32[48]", primals_6: "f32[16, 16]", primals_7: "f32[16]", primals_8: "f32[16]", primals_9: "f32[16]", primals_10: "f32[48, 16]", primals_11: "f32[48]", primals_12: "f32[16, 16]", primals_13: "f32[16]", primals_14: "f32[3, 16]", primals_15: "f32[3]"):
        # File: /work/main/capture/fxcapture/models_relate.py:80 in forward, code: q, k, v = (t.view(b, s, self.h, d // self.h).transpose(1, 2) for t in qkv(ln(x)).chunk(3, dim=-1))
        native_layer_norm = torch.ops.aten.native_layer_norm.default(primals_1, [16], primals_2, primals_3, 1e-05)
        getitem: "f32[2, 6, 16]" = native_layer_norm[0]
        getitem_1: "f32[2, 6, 1]" = native_layer_norm[1]
        getitem_2: "f32[2, 6, 1]" = native_layer_norm[2];  native_layer_norm = None
        view: "f32[12, 16]" = torch.ops.aten.view.default(getitem, [12, 16]);  getitem = None
        t: "f32[16, 48]" = torch.ops.aten.t.default(primals_4)
        addmm: "f32[12, 48]" = torch.ops.aten.addmm.default(primals_5, view, t);  primals_5 = t = None
        view_1: "f32[2, 6, 48]" = torch.ops.aten.view.default(addmm, [2, 6, 48]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
        getitem_3: "f32[2, 6, 16]" = split[0]
        getitem_4: "f32[2, 6, 16]" = split[1]
        getitem_5: "f32[2, 6, 16]" = split[2];  split = None

        # File: /work/main/capture/fxcapture/models_relate.py:80 in <genexpr>, code: q, k, v = (t.view(b, s, self.h, d // self.h).transpose(1, 2) for t in qkv(ln(x)).chunk(3, dim=-1))
        view_2: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_3, [2, 6, 2, 8]);  getitem_3 = None
        transpose: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
        view_3: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_4, [2, 6, 2, 8]);  getitem_4 = None
        transpose_1: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
        view_4: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_5, [2, 6, 2, 8]);  getitem_5 = None
        transpose_2: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None

        # File: /work/main/capture/fxcapture/models_relate.py:81 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
        getitem_6: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_7: "f32[2, 2, 6]" = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
        detach: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(getitem_6)

        # File: /work/main/capture/fxcapture/models_relate.py:82 in forward, code: x = x + o(y.transpose(1, 2).reshape(b, s, d))
        transpose_3: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_6, 1, 2);  getitem_6 = None
        view_5: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_3, [2, 6, 16]);  transpose_3 = None
        view_6: "f32[12, 16]" = torch.ops.aten.view.default(view_5, [12, 16]);  view_5 = None
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_6)
        addmm_1: "f32[12, 16]" = torch.ops.aten.addmm.default(primals_7, view_6, t_1);  primals_7 = t_1 = None
        view_7: "f32[2, 6, 16]" = torch.ops.aten.view.default(addmm_1, [2, 6, 16]);  addmm_1 = None
        add: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(primals_1, view_7);  view_7 = None

        # File: /work/main/capture/fxcapture/models_relate.py:80 in forward, code: q, k, v = (t.view(b, s, self.h, d // self.h).transpose(1, 2) for t in qkv(ln(x)).chunk(3, dim=-1))
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], primals_8, primals_9, 1e-05)
        getitem_8: "f32[2, 6, 16]" = native_layer_norm_1[0]
        getitem_9: "f32[2, 6, 1]" = native_layer_norm_1[1]
        getitem_10: "f32[2, 6, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
        view_8: "f32[12, 16]" = torch.ops.aten.view.default(getitem_8, [12, 16]);  getitem_8 = None
        t_2: "f32[16, 48]" = torch.ops.aten.t.default(primals_10)
        addmm_2: "f32[12, 48]" = torch.ops.aten.addmm.default(primals_11, view_8, t_2);  primals_11 = t_2 = None
        view_9: "f32[2, 6, 48]" = torch.ops.aten.view.default(addmm_2, [2, 6, 48]);  addmm_2 = None
        split_1 = torch.ops.aten.split.Tensor(view_9, 16, -1);  view_9 = None
        getitem_11: "f32[2, 6, 16]" = split_1[0]
        getitem_12: "f32[2, 6, 16]" = split_1[1]
        getitem_13: "f32[2, 6, 16]" = split_1[2];  split_1 = None

        # File: /work/main/capture/fxcapture/models_relate.py:80 in <genexpr>, code: q, k, v = (t.view(b, s, self.h, d // self.h).transpose(1, 2) for t in qkv(ln(x)).chunk(3, dim=-1))
        view_10: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_11, [2, 6, 2, 8]);  getitem_11 = None
        transpose_4: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
        view_11: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_12, [2, 6, 2, 8]);  getitem_12 = None
        transpose_5: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
        view_12: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_13, [2, 6, 2, 8]);  getitem_13 = None
        transpose_6: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None

        # File: /work/main/capture/fxcapture/models_relate.py:81 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_4, transpose_5, transpose_6, 0.0, True)
        getitem_14: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_1[0]
        getitem_15: "f32[2, 2, 6]" = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = None
        detach_1: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(getitem_14)

        # File: /work/main/capture/fxcapture/models_relate.py:82 in forward, code: x = x + o(y.transpose(1, 2).reshape(b, s, d))
        transpose_7: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_14, 1, 2);  getitem_14 = None
        view_13: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_7, [2, 6, 16]);  transpose_7 = None
        view_14: "f32[12, 16]" = torch.ops.aten.view.default(view_13, [12, 16]);  view_13 = None
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(primals_12)
        addmm_3: "f32[12, 16]" = torch.ops.aten.addmm.default(primals_13, view_14, t_3);  primals_13 = t_3 = None
        view_15: "f32[2, 6, 16]" = torch.ops.aten.view.default(addmm_3, [2, 6, 16]);  addmm_3 = None
        add_1: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add, view_15);  view_15 = None

        # File: /work/main/capture/fxcapture/models_relate.py:83 in forward, code: return self.head(x.mean(1))
        mean: "f32[2, 16]" = torch.ops.aten.mean.dim(add_1, [1]);  add_1 = None
        t_4: "f32[16, 3]" = torch.ops.aten.t.default(primals_14)
        addmm_4: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_15, mean, t_4);  primals_15 = t_4 = None

        # File: /work/main/capture/fxcapture/models_relate.py:81 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        detach_2: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        return (addmm_4, primals_1, primals_2, primals_3, primals_4, primals_6, primals_8, primals_9, primals_10, primals_12, primals_14, getitem_1, getitem_2, view, transpose, transpose_1, transpose_2, getitem_7, view_6, add, getitem_9, getitem_10, view_8, transpose_4, transpose_5, transpose_6, getitem_15, view_14, mean, detach_2, detach_3)
