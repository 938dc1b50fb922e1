class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 3, 8, 8]", primals_2: "f32[2, 3, 16, 16]", primals_3: "f32[16]", primals_4: "f32[1, 1, 16]", primals_5: "f32[1, 5, 16]", primals_6: "f32[16]", primals_7: "f32[16]", primals_8: "f32[16, 16]", primals_9: "f32[16]", primals_10: "f32[16, 16]", primals_11: "f32[16]", primals_12: "f32[16, 16]", primals_13: "f32[16]", primals_14: "f32[16, 16]", primals_15: "f32[16]", primals_16: "f32[16]", primals_17: "f32[16]", primals_18: "f32[32, 16]", primals_19: "f32[32]", primals_20: "f32[16, 32]", primals_21: "f32[16]", primals_22: "f32[16]", primals_23: "f32[16]", primals_24: "f32[16, 16]", primals_25: "f32[16]", primals_26: "f32[16, 16]", primals_27: "f32[16]", primals_28: "f32[16, 16]", primals_29: "f32[16]", primals_30: "f32[16, 16]", primals_31: "f32[16]", primals_32: "f32[16]", primals_33: "f32[16]", primals_34: "f32[32, 16]", primals_35: "f32[32]", primals_36: "f32[16, 32]", primals_37: "f32[16]", primals_38: "f32[16]", primals_39: "f32[16]", primals_40: "f32[3, 16]", primals_41: "f32[3]"):
        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:69 in forward, code: return self.projection(pixel_values).flatten(2).transpose(1, 2)
        convolution: "f32[2, 16, 2, 2]" = torch.ops.aten.convolution.default(primals_2, primals_1, primals_3, [8, 8], [0, 0], [1, 1], False, [0, 0], 1);  primals_3 = None
        view: "f32[2, 16, 4]" = torch.ops.aten.view.default(convolution, [2, 16, 4]);  convolution = None
        transpose: "f32[2, 4, 16]" = torch.ops.aten.transpose.int(view, 1, 2);  view = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:146 in forward, code: cls_tokens = self.cls_token.expand(batch_size, -1, -1)
        expand: "f32[2, 1, 16]" = torch.ops.aten.expand.default(primals_4, [2, -1, -1]);  primals_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:147 in forward, code: embeddings = torch.cat((cls_tokens, embeddings), dim=1)
        cat: "f32[2, 5, 16]" = torch.ops.aten.cat.default([expand, transpose], 1);  expand = transpose = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:157 in forward, code: embeddings = embeddings + self.position_embeddings
        add: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(cat, primals_5);  cat = primals_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:159 in forward, code: embeddings = self.dropout(embeddings)
        clone: "f32[2, 5, 16]" = torch.ops.aten.clone.default(add);  add = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(clone, [16], primals_6, primals_7, 1e-12)
        getitem: "f32[2, 5, 16]" = native_layer_norm[0]
        getitem_1: "f32[2, 5, 1]" = native_layer_norm[1]
        getitem_2: "f32[2, 5, 1]" = native_layer_norm[2];  native_layer_norm = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_1: "f32[10, 16]" = torch.ops.aten.view.default(getitem, [10, 16]);  getitem = None
        t: "f32[16, 16]" = torch.ops.aten.t.default(primals_8)
        addmm: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_9, view_1, t);  primals_9 = t = None
        view_2: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm, [2, 5, 16]);  addmm = None
        view_3: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_2, [2, 5, -1, 8]);  view_2 = None
        transpose_1: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_10)
        addmm_1: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_11, view_1, t_1);  primals_11 = t_1 = None
        view_5: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_1, [2, 5, 16]);  addmm_1 = None
        view_6: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_5, [2, 5, -1, 8]);  view_5 = None
        transpose_2: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_2: "f32[16, 16]" = torch.ops.aten.t.default(primals_12)
        addmm_2: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_13, view_1, t_2);  primals_13 = t_2 = None
        view_8: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_2, [2, 5, 16]);  addmm_2 = None
        view_9: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_8, [2, 5, -1, 8]);  view_8 = None
        transpose_3: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_4: "f32[2, 2, 8, 5]" = torch.ops.aten.transpose.int(transpose_2, 2, 3);  transpose_2 = None
        expand_1: "f32[2, 2, 5, 8]" = torch.ops.aten.expand.default(transpose_1, [2, 2, 5, 8]);  transpose_1 = None
        clone_1: "f32[2, 2, 5, 8]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view: "f32[4, 5, 8]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 5, 8]);  clone_1 = None
        expand_2: "f32[2, 2, 8, 5]" = torch.ops.aten.expand.default(transpose_4, [2, 2, 8, 5]);  transpose_4 = None
        clone_2: "f32[2, 2, 8, 5]" = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
        _unsafe_view_1: "f32[4, 8, 5]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 5]);  clone_2 = None
        bmm: "f32[4, 5, 5]" = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
        view_10: "f32[2, 2, 5, 5]" = torch.ops.aten.view.default(bmm, [2, 2, 5, 5]);  bmm = None
        mul: "f32[2, 2, 5, 5]" = torch.ops.aten.mul.Tensor(view_10, 0.3535533905932738);  view_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax: "f32[2, 2, 5, 5]" = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
        detach: "f32[2, 2, 5, 5]" = torch.ops.aten.detach.default(_softmax)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:184 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_3: "f32[2, 2, 5, 5]" = torch.ops.aten.clone.default(_softmax);  _softmax = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_3: "f32[2, 2, 5, 5]" = torch.ops.aten.expand.default(clone_3, [2, 2, 5, 5]);  clone_3 = None
        view_11: "f32[4, 5, 5]" = torch.ops.aten.view.default(expand_3, [4, 5, 5]);  expand_3 = None
        expand_4: "f32[2, 2, 5, 8]" = torch.ops.aten.expand.default(transpose_3, [2, 2, 5, 8]);  transpose_3 = None
        clone_4: "f32[2, 2, 5, 8]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        _unsafe_view_2: "f32[4, 5, 8]" = torch.ops.aten._unsafe_view.default(clone_4, [4, 5, 8]);  clone_4 = None
        bmm_1: "f32[4, 5, 8]" = torch.ops.aten.bmm.default(view_11, _unsafe_view_2)
        view_12: "f32[2, 2, 5, 8]" = torch.ops.aten.view.default(bmm_1, [2, 2, 5, 8]);  bmm_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_5: "f32[2, 5, 2, 8]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
        clone_5: "f32[2, 5, 2, 8]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_13: "f32[2, 5, 16]" = torch.ops.aten.view.default(clone_5, [2, 5, -1]);  clone_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_14: "f32[10, 16]" = torch.ops.aten.view.default(view_13, [10, 16]);  view_13 = None
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(primals_14)
        addmm_3: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_15, view_14, t_3);  primals_15 = t_3 = None
        view_15: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_3, [2, 5, 16]);  addmm_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:276 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_6: "f32[2, 5, 16]" = torch.ops.aten.clone.default(view_15);  view_15 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:277 in forward, code: hidden_states = hidden_states + residual
        add_1: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(clone_6, clone);  clone_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [16], primals_16, primals_17, 1e-12)
        getitem_3: "f32[2, 5, 16]" = native_layer_norm_1[0]
        getitem_4: "f32[2, 5, 1]" = native_layer_norm_1[1]
        getitem_5: "f32[2, 5, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        view_16: "f32[10, 16]" = torch.ops.aten.view.default(getitem_3, [10, 16]);  getitem_3 = None
        t_4: "f32[16, 32]" = torch.ops.aten.t.default(primals_18)
        addmm_4: "f32[10, 32]" = torch.ops.aten.addmm.default(primals_19, view_16, t_4);  primals_19 = t_4 = None
        view_17: "f32[2, 5, 32]" = torch.ops.aten.view.default(addmm_4, [2, 5, 32])

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu: "f32[2, 5, 32]" = torch.ops.aten.gelu.default(view_17);  view_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_18: "f32[10, 32]" = torch.ops.aten.view.default(gelu, [10, 32]);  gelu = None
        t_5: "f32[32, 16]" = torch.ops.aten.t.default(primals_20)
        addmm_5: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_21, view_18, t_5);  primals_21 = t_5 = None
        view_19: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_5, [2, 5, 16]);  addmm_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:283 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_7: "f32[2, 5, 16]" = torch.ops.aten.clone.default(view_19);  view_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        add_2: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(clone_7, add_1);  clone_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [16], primals_22, primals_23, 1e-12)
        getitem_6: "f32[2, 5, 16]" = native_layer_norm_2[0]
        getitem_7: "f32[2, 5, 1]" = native_layer_norm_2[1]
        getitem_8: "f32[2, 5, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_20: "f32[10, 16]" = torch.ops.aten.view.default(getitem_6, [10, 16]);  getitem_6 = None
        t_6: "f32[16, 16]" = torch.ops.aten.t.default(primals_24)
        addmm_6: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_25, view_20, t_6);  primals_25 = t_6 = None
        view_21: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_6, [2, 5, 16]);  addmm_6 = None
        view_22: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_21, [2, 5, -1, 8]);  view_21 = None
        transpose_6: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(primals_26)
        addmm_7: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_27, view_20, t_7);  primals_27 = t_7 = None
        view_24: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_7, [2, 5, 16]);  addmm_7 = None
        view_25: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_24, [2, 5, -1, 8]);  view_24 = None
        transpose_7: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_8: "f32[16, 16]" = torch.ops.aten.t.default(primals_28)
        addmm_8: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_29, view_20, t_8);  primals_29 = t_8 = None
        view_27: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_8, [2, 5, 16]);  addmm_8 = None
        view_28: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_27, [2, 5, -1, 8]);  view_27 = None
        transpose_8: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_28, 1, 2);  view_28 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_9: "f32[2, 2, 8, 5]" = torch.ops.aten.transpose.int(transpose_7, 2, 3);  transpose_7 = None
        expand_5: "f32[2, 2, 5, 8]" = torch.ops.aten.expand.default(transpose_6, [2, 2, 5, 8]);  transpose_6 = None
        clone_8: "f32[2, 2, 5, 8]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        _unsafe_view_3: "f32[4, 5, 8]" = torch.ops.aten._unsafe_view.default(clone_8, [4, 5, 8]);  clone_8 = None
        expand_6: "f32[2, 2, 8, 5]" = torch.ops.aten.expand.default(transpose_9, [2, 2, 8, 5]);  transpose_9 = None
        clone_9: "f32[2, 2, 8, 5]" = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
        _unsafe_view_4: "f32[4, 8, 5]" = torch.ops.aten._unsafe_view.default(clone_9, [4, 8, 5]);  clone_9 = None
        bmm_2: "f32[4, 5, 5]" = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4)
        view_29: "f32[2, 2, 5, 5]" = torch.ops.aten.view.default(bmm_2, [2, 2, 5, 5]);  bmm_2 = None
        mul_1: "f32[2, 2, 5, 5]" = torch.ops.aten.mul.Tensor(view_29, 0.3535533905932738);  view_29 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax_1: "f32[2, 2, 5, 5]" = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
        detach_1: "f32[2, 2, 5, 5]" = torch.ops.aten.detach.default(_softmax_1)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:184 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_10: "f32[2, 2, 5, 5]" = torch.ops.aten.clone.default(_softmax_1);  _softmax_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_7: "f32[2, 2, 5, 5]" = torch.ops.aten.expand.default(clone_10, [2, 2, 5, 5]);  clone_10 = None
        view_30: "f32[4, 5, 5]" = torch.ops.aten.view.default(expand_7, [4, 5, 5]);  expand_7 = None
        expand_8: "f32[2, 2, 5, 8]" = torch.ops.aten.expand.default(transpose_8, [2, 2, 5, 8]);  transpose_8 = None
        clone_11: "f32[2, 2, 5, 8]" = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
        _unsafe_view_5: "f32[4, 5, 8]" = torch.ops.aten._unsafe_view.default(clone_11, [4, 5, 8]);  clone_11 = None
        bmm_3: "f32[4, 5, 8]" = torch.ops.aten.bmm.default(view_30, _unsafe_view_5)
        view_31: "f32[2, 2, 5, 8]" = torch.ops.aten.view.default(bmm_3, [2, 2, 5, 8]);  bmm_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_10: "f32[2, 5, 2, 8]" = torch.ops.aten.transpose.int(view_31, 1, 2);  view_31 = None
        clone_12: "f32[2, 5, 2, 8]" = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_32: "f32[2, 5, 16]" = torch.ops.aten.view.default(clone_12, [2, 5, -1]);  clone_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_33: "f32[10, 16]" = torch.ops.aten.view.default(view_32, [10, 16]);  view_32 = None
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(primals_30)
        addmm_9: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_31, view_33, t_9);  primals_31 = t_9 = None
        view_34: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_9, [2, 5, 16]);  addmm_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:276 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_13: "f32[2, 5, 16]" = torch.ops.aten.clone.default(view_34);  view_34 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:277 in forward, code: hidden_states = hidden_states + residual
        add_3: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(clone_13, add_2);  clone_13 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [16], primals_32, primals_33, 1e-12)
        getitem_9: "f32[2, 5, 16]" = native_layer_norm_3[0]
        getitem_10: "f32[2, 5, 1]" = native_layer_norm_3[1]
        getitem_11: "f32[2, 5, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        view_35: "f32[10, 16]" = torch.ops.aten.view.default(getitem_9, [10, 16]);  getitem_9 = None
        t_10: "f32[16, 32]" = torch.ops.aten.t.default(primals_34)
        addmm_10: "f32[10, 32]" = torch.ops.aten.addmm.default(primals_35, view_35, t_10);  primals_35 = t_10 = None
        view_36: "f32[2, 5, 32]" = torch.ops.aten.view.default(addmm_10, [2, 5, 32])

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu_1: "f32[2, 5, 32]" = torch.ops.aten.gelu.default(view_36);  view_36 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_37: "f32[10, 32]" = torch.ops.aten.view.default(gelu_1, [10, 32]);  gelu_1 = None
        t_11: "f32[32, 16]" = torch.ops.aten.t.default(primals_36)
        addmm_11: "f32[10, 16]" = torch.ops.aten.addmm.default(primals_37, view_37, t_11);  primals_37 = t_11 = None
        view_38: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_11, [2, 5, 16]);  addmm_11 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:283 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_14: "f32[2, 5, 16]" = torch.ops.aten.clone.default(view_38);  view_38 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        add_4: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(clone_14, add_3);  clone_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:384 in forward, code: sequence_output = self.layernorm(hidden_states)
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [16], primals_38, primals_39, 1e-12)
        getitem_12: "f32[2, 5, 16]" = native_layer_norm_4[0]
        getitem_13: "f32[2, 5, 1]" = native_layer_norm_4[1]
        getitem_14: "f32[2, 5, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:545 in forward, code: pooled_output = sequence_output[:, 0, :]
        select: "f32[2, 16]" = torch.ops.aten.select.int(getitem_12, 1, 0);  getitem_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:546 in forward, code: logits = self.classifier(pooled_output)
        t_12: "f32[16, 3]" = torch.ops.aten.t.default(primals_40)
        addmm_12: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_41, select, t_12);  primals_41 = t_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_12: "f32[4, 5, 5]" = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
        transpose_13: "f32[4, 8, 5]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_2: "f32[2, 2, 5, 5]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_14: "f32[4, 8, 5]" = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
        transpose_15: "f32[4, 5, 8]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_21: "f32[4, 5, 5]" = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
        transpose_22: "f32[4, 8, 5]" = torch.ops.aten.transpose.int(_unsafe_view_2, 1, 2);  _unsafe_view_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_3: "f32[2, 2, 5, 5]" = torch.ops.aten.detach.default(detach);  detach = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_23: "f32[4, 8, 5]" = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
        transpose_24: "f32[4, 5, 8]" = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
        return (addmm_12, primals_1, primals_2, primals_6, primals_7, primals_8, primals_10, primals_12, primals_14, primals_16, primals_17, primals_18, primals_20, primals_22, primals_23, primals_24, primals_26, primals_28, primals_30, primals_32, primals_33, primals_34, primals_36, primals_38, primals_39, primals_40, clone, getitem_1, getitem_2, view_1, view_14, add_1, getitem_4, getitem_5, view_16, addmm_4, view_18, add_2, getitem_7, getitem_8, view_20, view_33, add_3, getitem_10, getitem_11, view_35, addmm_10, view_37, add_4, getitem_13, getitem_14, select, transpose_12, transpose_13, detach_2, transpose_14, transpose_15, transpose_21, transpose_22, detach_3, transpose_23, transpose_24)
