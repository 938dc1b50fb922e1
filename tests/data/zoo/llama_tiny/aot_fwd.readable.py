class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 8]", primals_2: "f32[64, 16]", primals_3: "f32[4]", primals_4: "f32[16]", primals_5: "f32[16, 16]", primals_6: "f32[8, 16]", primals_7: "f32[8, 16]", primals_8: "f32[16, 16]", primals_9: "f32[16]", primals_10: "f32[32, 16]", primals_11: "f32[32, 16]", primals_12: "f32[16, 32]", primals_13: "f32[16]", primals_14: "f32[16, 16]", primals_15: "f32[8, 16]", primals_16: "f32[8, 16]", primals_17: "f32[16, 16]", primals_18: "f32[16]", primals_19: "f32[32, 16]", primals_20: "f32[32, 16]", primals_21: "f32[16, 32]", primals_22: "f32[16]", primals_23: "f32[16, 16]", primals_24: "f32[8, 16]", primals_25: "f32[8, 16]", primals_26: "f32[16, 16]", primals_27: "f32[16]", primals_28: "f32[32, 16]", primals_29: "f32[32, 16]", primals_30: "f32[16, 32]", primals_31: "f32[16]", primals_32: "f32[64, 16]"):
        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:372 in forward, code: inputs_embeds: torch.Tensor = self.embed_tokens(input_ids)
        embedding: "f32[2, 8, 16]" = torch.ops.aten.embedding.default(primals_2, primals_1);  primals_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:379 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        arange: "i64[8]" = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
        add: "i64[8]" = torch.ops.aten.add.Tensor(arange, 0);  arange = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:380 in forward, code: position_ids = position_ids.unsqueeze(0)
        unsqueeze: "i64[1, 8]" = torch.ops.aten.unsqueeze.default(add, 0);  add = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:390 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_2: "i64[1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze, 1)
        unsqueeze_3: "i64[1, 1, 8, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:391 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_6: "i64[1, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 2);  unsqueeze_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:78 in causal_mask_function, code: return kv_idx <= q_idx
        le: "b8[1, 1, 8, 8]" = torch.ops.aten.le.Tensor(unsqueeze_6, unsqueeze_3);  unsqueeze_6 = unsqueeze_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:539 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand: "b8[2, 1, 8, 8]" = torch.ops.aten.expand.default(le, [2, -1, 8, 8]);  le = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:617 in eager_mask, code: mask = torch.where(mask, torch.zeros((), device=mask.device, dtype=dtype), min_dtype)
        zeros: "f32[]" = torch.ops.aten.zeros.default([], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        scalar_tensor: "f32[]" = torch.ops.aten.scalar_tensor.default(-3.4028234663852886e+38, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where: "f32[2, 1, 8, 8]" = torch.ops.aten.where.self(expand, zeros, scalar_tensor);  expand = zeros = scalar_tensor = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:111 in forward, code: freqs = position_ids[..., None].float() * self.inv_freq.to(device=x.device, dtype=torch.float)
        unsqueeze_7: "i64[1, 8, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        _to_copy: "f32[1, 8, 1]" = torch.ops.aten._to_copy.default(unsqueeze_7, dtype = torch.float32);  unsqueeze_7 = None
        mul: "f32[1, 8, 4]" = torch.ops.aten.mul.Tensor(_to_copy, primals_3);  _to_copy = primals_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:112 in forward, code: emb = torch.cat((freqs, freqs), dim=-1)
        cat: "f32[1, 8, 8]" = torch.ops.aten.cat.default([mul, mul], -1);  mul = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:113 in forward, code: cos = emb.cos() * self.attention_scaling
        cos: "f32[1, 8, 8]" = torch.ops.aten.cos.default(cat)
        mul_1: "f32[1, 8, 8]" = torch.ops.aten.mul.Tensor(cos, 1.0);  cos = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:114 in forward, code: sin = emb.sin() * self.attention_scaling
        sin: "f32[1, 8, 8]" = torch.ops.aten.sin.default(cat)
        mul_2: "f32[1, 8, 8]" = torch.ops.aten.mul.Tensor(sin, 1.0);  sin = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_1: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(embedding, 2)
        mean: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_3: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        mul_3: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(embedding, rsqrt)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_4: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_4, mul_3);  mul_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:244 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t: "f32[16, 16]" = torch.ops.aten.t.default(primals_5)
        view: "f32[16, 16]" = torch.ops.aten.view.default(mul_4, [16, 16]);  mul_4 = None
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(view, t);  t = None
        _unsafe_view: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
        view_1: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view, [2, 8, -1, 8]);  _unsafe_view = None
        transpose: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:245 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_1: "f32[16, 8]" = torch.ops.aten.t.default(primals_6)
        mm_1: "f32[16, 8]" = torch.ops.aten.mm.default(view, t_1);  t_1 = None
        _unsafe_view_1: "f32[2, 8, 8]" = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 8]);  mm_1 = None
        view_3: "f32[2, 8, 1, 8]" = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, -1, 8]);  _unsafe_view_1 = None
        transpose_1: "f32[2, 1, 8, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:246 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_2: "f32[16, 8]" = torch.ops.aten.t.default(primals_7)
        mm_2: "f32[16, 8]" = torch.ops.aten.mm.default(view, t_2);  t_2 = None
        _unsafe_view_2: "f32[2, 8, 8]" = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 8]);  mm_2 = None
        view_5: "f32[2, 8, 1, 8]" = torch.ops.aten.view.default(_unsafe_view_2, [2, 8, -1, 8]);  _unsafe_view_2 = None
        transpose_2: "f32[2, 1, 8, 8]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:145 in apply_rotary_pos_emb, code: cos = cos.unsqueeze(unsqueeze_dim)
        unsqueeze_8: "f32[1, 1, 8, 8]" = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:146 in apply_rotary_pos_emb, code: sin = sin.unsqueeze(unsqueeze_dim)
        unsqueeze_9: "f32[1, 1, 8, 8]" = torch.ops.aten.unsqueeze.default(mul_2, 1);  mul_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_5: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(transpose, unsqueeze_8)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_1: "f32[2, 2, 8, 4]" = torch.ops.aten.slice.Tensor(transpose, 3, 0, 4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_2: "f32[2, 2, 8, 4]" = torch.ops.aten.slice.Tensor(transpose, 3, 4, 9223372036854775807);  transpose = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg: "f32[2, 2, 8, 4]" = torch.ops.aten.neg.default(slice_2);  slice_2 = None
        cat_1: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([neg, slice_1], -1);  neg = slice_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_6: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(cat_1, unsqueeze_9);  cat_1 = None
        add_4: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_7: "f32[2, 1, 8, 8]" = torch.ops.aten.mul.Tensor(transpose_1, unsqueeze_8)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_3: "f32[2, 1, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_1, 3, 0, 4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_4: "f32[2, 1, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_1, 3, 4, 9223372036854775807);  transpose_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_1: "f32[2, 1, 8, 4]" = torch.ops.aten.neg.default(slice_4);  slice_4 = None
        cat_2: "f32[2, 1, 8, 8]" = torch.ops.aten.cat.default([neg_1, slice_3], -1);  neg_1 = slice_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_8: "f32[2, 1, 8, 8]" = torch.ops.aten.mul.Tensor(cat_2, unsqueeze_9);  cat_2 = None
        add_5: "f32[2, 1, 8, 8]" = torch.ops.aten.add.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant0: "f32[0]" = self._tensor_constant0
        lift_fresh_copy: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant1: "f32[0]" = self._tensor_constant1
        lift_fresh_copy_1: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_3: "f32[2, 1, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy, add_5], -2);  lift_fresh_copy = add_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_4: "f32[2, 1, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_1, transpose_2], -2);  lift_fresh_copy_1 = transpose_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_10: "f32[2, 1, 1, 8, 8]" = torch.ops.aten.unsqueeze.default(cat_3, 2);  cat_3 = None
        expand_1: "f32[2, 1, 2, 8, 8]" = torch.ops.aten.expand.default(unsqueeze_10, [2, 1, 2, 8, 8]);  unsqueeze_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_6: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(expand_1, [2, 2, 8, 8]);  expand_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_11: "f32[2, 1, 1, 8, 8]" = torch.ops.aten.unsqueeze.default(cat_4, 2);  cat_4 = None
        expand_2: "f32[2, 1, 2, 8, 8]" = torch.ops.aten.expand.default(unsqueeze_11, [2, 1, 2, 8, 8]);  unsqueeze_11 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_7: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(expand_2, [2, 2, 8, 8]);  expand_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_3: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_6, 2, 3);  view_6 = None
        expand_3: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(add_4, [2, 2, 8, 8]);  add_4 = None
        clone: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        _unsafe_view_3: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone, [4, 8, 8]);  clone = None
        expand_4: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 8]);  transpose_3 = None
        clone_1: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        _unsafe_view_4: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 8]);  clone_1 = None
        bmm: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4)
        view_8: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm, [2, 2, 8, 8]);  bmm = None
        mul_9: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(view_8, 0.3535533905932738);  view_8 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:195 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_6: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_9, where);  mul_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax.default(add_6, -1, False);  add_6 = None
        detach_1: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_softmax)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:198 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_2: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(_softmax);  _softmax = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        expand_5: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(clone_2, [2, 2, 8, 8]);  clone_2 = None
        view_9: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_5, [4, 8, 8]);  expand_5 = None
        expand_6: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(view_7, [2, 2, 8, 8]);  view_7 = None
        clone_3: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
        _unsafe_view_5: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_3, [4, 8, 8]);  clone_3 = None
        bmm_1: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_9, _unsafe_view_5)
        view_10: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:200 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_4: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
        clone_4: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:269 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_11: "f32[2, 8, 16]" = torch.ops.aten.view.default(clone_4, [2, 8, -1]);  clone_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(primals_8)
        view_12: "f32[16, 16]" = torch.ops.aten.view.default(view_11, [16, 16]);  view_11 = None
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(view_12, t_3);  t_3 = None
        _unsafe_view_6: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16])

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:308 in forward, code: hidden_states = residual + hidden_states
        add_7: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(embedding, _unsafe_view_6);  _unsafe_view_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_2: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_7, 2)
        mean_1: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_8: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
        rsqrt_1: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        mul_10: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_7, rsqrt_1)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_11: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_9, mul_10);  mul_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_4: "f32[16, 32]" = torch.ops.aten.t.default(primals_10)
        view_13: "f32[16, 16]" = torch.ops.aten.view.default(mul_11, [16, 16]);  mul_11 = None
        mm_4: "f32[16, 32]" = torch.ops.aten.mm.default(view_13, t_4);  t_4 = None
        _unsafe_view_7: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32])

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu: "f32[2, 8, 32]" = torch.ops.aten.silu.default(_unsafe_view_7);  _unsafe_view_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_5: "f32[16, 32]" = torch.ops.aten.t.default(primals_11)
        mm_5: "f32[16, 32]" = torch.ops.aten.mm.default(view_13, t_5);  t_5 = None
        _unsafe_view_8: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 32])
        mul_12: "f32[2, 8, 32]" = torch.ops.aten.mul.Tensor(silu, _unsafe_view_8);  silu = _unsafe_view_8 = None
        t_6: "f32[32, 16]" = torch.ops.aten.t.default(primals_12)
        view_15: "f32[16, 32]" = torch.ops.aten.view.default(mul_12, [16, 32]);  mul_12 = None
        mm_6: "f32[16, 16]" = torch.ops.aten.mm.default(view_15, t_6);  t_6 = None
        _unsafe_view_9: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:314 in forward, code: hidden_states = residual + hidden_states
        add_9: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_7, _unsafe_view_9);  add_7 = _unsafe_view_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_3: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
        mean_2: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_10: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
        rsqrt_2: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        mul_13: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_14: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_13, mul_13);  mul_13 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:244 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(primals_14)
        view_16: "f32[16, 16]" = torch.ops.aten.view.default(mul_14, [16, 16]);  mul_14 = None
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(view_16, t_7);  t_7 = None
        _unsafe_view_10: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
        view_17: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_10, [2, 8, -1, 8]);  _unsafe_view_10 = None
        transpose_5: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:245 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_8: "f32[16, 8]" = torch.ops.aten.t.default(primals_15)
        mm_8: "f32[16, 8]" = torch.ops.aten.mm.default(view_16, t_8);  t_8 = None
        _unsafe_view_11: "f32[2, 8, 8]" = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 8]);  mm_8 = None
        view_19: "f32[2, 8, 1, 8]" = torch.ops.aten.view.default(_unsafe_view_11, [2, 8, -1, 8]);  _unsafe_view_11 = None
        transpose_6: "f32[2, 1, 8, 8]" = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:246 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_9: "f32[16, 8]" = torch.ops.aten.t.default(primals_16)
        mm_9: "f32[16, 8]" = torch.ops.aten.mm.default(view_16, t_9);  t_9 = None
        _unsafe_view_12: "f32[2, 8, 8]" = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 8]);  mm_9 = None
        view_21: "f32[2, 8, 1, 8]" = torch.ops.aten.view.default(_unsafe_view_12, [2, 8, -1, 8]);  _unsafe_view_12 = None
        transpose_7: "f32[2, 1, 8, 8]" = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_15: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(transpose_5, unsqueeze_8)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_5: "f32[2, 2, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_5, 3, 0, 4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_6: "f32[2, 2, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_5, 3, 4, 9223372036854775807);  transpose_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_2: "f32[2, 2, 8, 4]" = torch.ops.aten.neg.default(slice_6);  slice_6 = None
        cat_5: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([neg_2, slice_5], -1);  neg_2 = slice_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_16: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(cat_5, unsqueeze_9);  cat_5 = None
        add_11: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_17: "f32[2, 1, 8, 8]" = torch.ops.aten.mul.Tensor(transpose_6, unsqueeze_8)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_7: "f32[2, 1, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_6, 3, 0, 4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_8: "f32[2, 1, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_6, 3, 4, 9223372036854775807);  transpose_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_3: "f32[2, 1, 8, 4]" = torch.ops.aten.neg.default(slice_8);  slice_8 = None
        cat_6: "f32[2, 1, 8, 8]" = torch.ops.aten.cat.default([neg_3, slice_7], -1);  neg_3 = slice_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_18: "f32[2, 1, 8, 8]" = torch.ops.aten.mul.Tensor(cat_6, unsqueeze_9);  cat_6 = None
        add_12: "f32[2, 1, 8, 8]" = torch.ops.aten.add.Tensor(mul_17, mul_18);  mul_17 = mul_18 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant2: "f32[0]" = self._tensor_constant2
        lift_fresh_copy_2: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant3: "f32[0]" = self._tensor_constant3
        lift_fresh_copy_3: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_7: "f32[2, 1, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_2, add_12], -2);  lift_fresh_copy_2 = add_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_8: "f32[2, 1, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_3, transpose_7], -2);  lift_fresh_copy_3 = transpose_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_14: "f32[2, 1, 1, 8, 8]" = torch.ops.aten.unsqueeze.default(cat_7, 2);  cat_7 = None
        expand_7: "f32[2, 1, 2, 8, 8]" = torch.ops.aten.expand.default(unsqueeze_14, [2, 1, 2, 8, 8]);  unsqueeze_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_22: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(expand_7, [2, 2, 8, 8]);  expand_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_15: "f32[2, 1, 1, 8, 8]" = torch.ops.aten.unsqueeze.default(cat_8, 2);  cat_8 = None
        expand_8: "f32[2, 1, 2, 8, 8]" = torch.ops.aten.expand.default(unsqueeze_15, [2, 1, 2, 8, 8]);  unsqueeze_15 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_23: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(expand_8, [2, 2, 8, 8]);  expand_8 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_8: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_22, 2, 3);  view_22 = None
        expand_9: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(add_11, [2, 2, 8, 8]);  add_11 = None
        clone_5: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
        _unsafe_view_13: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 8]);  clone_5 = None
        expand_10: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 8]);  transpose_8 = None
        clone_6: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
        _unsafe_view_14: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_6, [4, 8, 8]);  clone_6 = None
        bmm_2: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_13, _unsafe_view_14)
        view_24: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
        mul_19: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(view_24, 0.3535533905932738);  view_24 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:195 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_13: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_19, where);  mul_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax_1: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax.default(add_13, -1, False);  add_13 = None
        detach_4: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_softmax_1)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:198 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_7: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(_softmax_1);  _softmax_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        expand_11: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(clone_7, [2, 2, 8, 8]);  clone_7 = None
        view_25: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_11, [4, 8, 8]);  expand_11 = None
        expand_12: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(view_23, [2, 2, 8, 8]);  view_23 = None
        clone_8: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
        _unsafe_view_15: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_8, [4, 8, 8]);  clone_8 = None
        bmm_3: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_25, _unsafe_view_15)
        view_26: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:200 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_9: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None
        clone_9: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:269 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_27: "f32[2, 8, 16]" = torch.ops.aten.view.default(clone_9, [2, 8, -1]);  clone_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        t_10: "f32[16, 16]" = torch.ops.aten.t.default(primals_17)
        view_28: "f32[16, 16]" = torch.ops.aten.view.default(view_27, [16, 16]);  view_27 = None
        mm_10: "f32[16, 16]" = torch.ops.aten.mm.default(view_28, t_10);  t_10 = None
        _unsafe_view_16: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 16]);  mm_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:308 in forward, code: hidden_states = residual + hidden_states
        add_14: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_9, _unsafe_view_16);  _unsafe_view_16 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_4: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_14, 2)
        mean_3: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_15: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
        rsqrt_3: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        mul_20: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_14, rsqrt_3)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_21: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_18, mul_20);  mul_20 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_11: "f32[16, 32]" = torch.ops.aten.t.default(primals_19)
        view_29: "f32[16, 16]" = torch.ops.aten.view.default(mul_21, [16, 16]);  mul_21 = None
        mm_11: "f32[16, 32]" = torch.ops.aten.mm.default(view_29, t_11);  t_11 = None
        _unsafe_view_17: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 32])

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu_1: "f32[2, 8, 32]" = torch.ops.aten.silu.default(_unsafe_view_17);  _unsafe_view_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_12: "f32[16, 32]" = torch.ops.aten.t.default(primals_20)
        mm_12: "f32[16, 32]" = torch.ops.aten.mm.default(view_29, t_12);  t_12 = None
        _unsafe_view_18: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 32])
        mul_22: "f32[2, 8, 32]" = torch.ops.aten.mul.Tensor(silu_1, _unsafe_view_18);  silu_1 = _unsafe_view_18 = None
        t_13: "f32[32, 16]" = torch.ops.aten.t.default(primals_21)
        view_31: "f32[16, 32]" = torch.ops.aten.view.default(mul_22, [16, 32]);  mul_22 = None
        mm_13: "f32[16, 16]" = torch.ops.aten.mm.default(view_31, t_13);  t_13 = None
        _unsafe_view_19: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_13, [2, 8, 16]);  mm_13 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:314 in forward, code: hidden_states = residual + hidden_states
        add_16: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_14, _unsafe_view_19);  _unsafe_view_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_5: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_16, 2)
        mean_4: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_17: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
        rsqrt_4: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
        mul_23: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_16, rsqrt_4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_24: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_22, mul_23);  mul_23 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:244 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_14: "f32[16, 16]" = torch.ops.aten.t.default(primals_23)
        view_32: "f32[16, 16]" = torch.ops.aten.view.default(mul_24, [16, 16]);  mul_24 = None
        mm_14: "f32[16, 16]" = torch.ops.aten.mm.default(view_32, t_14);  t_14 = None
        _unsafe_view_20: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_14, [2, 8, 16]);  mm_14 = None
        view_33: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_20, [2, 8, -1, 8]);  _unsafe_view_20 = None
        transpose_10: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_33, 1, 2);  view_33 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:245 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_15: "f32[16, 8]" = torch.ops.aten.t.default(primals_24)
        mm_15: "f32[16, 8]" = torch.ops.aten.mm.default(view_32, t_15);  t_15 = None
        _unsafe_view_21: "f32[2, 8, 8]" = torch.ops.aten._unsafe_view.default(mm_15, [2, 8, 8]);  mm_15 = None
        view_35: "f32[2, 8, 1, 8]" = torch.ops.aten.view.default(_unsafe_view_21, [2, 8, -1, 8]);  _unsafe_view_21 = None
        transpose_11: "f32[2, 1, 8, 8]" = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:246 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_16: "f32[16, 8]" = torch.ops.aten.t.default(primals_25)
        mm_16: "f32[16, 8]" = torch.ops.aten.mm.default(view_32, t_16);  t_16 = None
        _unsafe_view_22: "f32[2, 8, 8]" = torch.ops.aten._unsafe_view.default(mm_16, [2, 8, 8]);  mm_16 = None
        view_37: "f32[2, 8, 1, 8]" = torch.ops.aten.view.default(_unsafe_view_22, [2, 8, -1, 8]);  _unsafe_view_22 = None
        transpose_12: "f32[2, 1, 8, 8]" = torch.ops.aten.transpose.int(view_37, 1, 2);  view_37 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_25: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(transpose_10, unsqueeze_8)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_9: "f32[2, 2, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_10, 3, 0, 4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_10: "f32[2, 2, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_10, 3, 4, 9223372036854775807);  transpose_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_4: "f32[2, 2, 8, 4]" = torch.ops.aten.neg.default(slice_10);  slice_10 = None
        cat_9: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([neg_4, slice_9], -1);  neg_4 = slice_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_26: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(cat_9, unsqueeze_9);  cat_9 = None
        add_18: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_25, mul_26);  mul_25 = mul_26 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_27: "f32[2, 1, 8, 8]" = torch.ops.aten.mul.Tensor(transpose_11, unsqueeze_8);  unsqueeze_8 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_11: "f32[2, 1, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_11, 3, 0, 4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_12: "f32[2, 1, 8, 4]" = torch.ops.aten.slice.Tensor(transpose_11, 3, 4, 9223372036854775807);  transpose_11 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_5: "f32[2, 1, 8, 4]" = torch.ops.aten.neg.default(slice_12);  slice_12 = None
        cat_10: "f32[2, 1, 8, 8]" = torch.ops.aten.cat.default([neg_5, slice_11], -1);  neg_5 = slice_11 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_28: "f32[2, 1, 8, 8]" = torch.ops.aten.mul.Tensor(cat_10, unsqueeze_9);  cat_10 = unsqueeze_9 = None
        add_19: "f32[2, 1, 8, 8]" = torch.ops.aten.add.Tensor(mul_27, mul_28);  mul_27 = mul_28 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant4: "f32[0]" = self._tensor_constant4
        lift_fresh_copy_4: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant5: "f32[0]" = self._tensor_constant5
        lift_fresh_copy_5: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_11: "f32[2, 1, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_4, add_19], -2);  lift_fresh_copy_4 = add_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_12: "f32[2, 1, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_5, transpose_12], -2);  lift_fresh_copy_5 = transpose_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_18: "f32[2, 1, 1, 8, 8]" = torch.ops.aten.unsqueeze.default(cat_11, 2);  cat_11 = None
        expand_13: "f32[2, 1, 2, 8, 8]" = torch.ops.aten.expand.default(unsqueeze_18, [2, 1, 2, 8, 8]);  unsqueeze_18 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_38: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(expand_13, [2, 2, 8, 8]);  expand_13 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_19: "f32[2, 1, 1, 8, 8]" = torch.ops.aten.unsqueeze.default(cat_12, 2);  cat_12 = None
        expand_14: "f32[2, 1, 2, 8, 8]" = torch.ops.aten.expand.default(unsqueeze_19, [2, 1, 2, 8, 8]);  unsqueeze_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_39: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(expand_14, [2, 2, 8, 8]);  expand_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_13: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_38, 2, 3);  view_38 = None
        expand_15: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(add_18, [2, 2, 8, 8]);  add_18 = None
        clone_10: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
        _unsafe_view_23: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_10, [4, 8, 8]);  clone_10 = None
        expand_16: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 8]);  transpose_13 = None
        clone_11: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
        _unsafe_view_24: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_11, [4, 8, 8]);  clone_11 = None
        bmm_4: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_23, _unsafe_view_24)
        view_40: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_4, [2, 2, 8, 8]);  bmm_4 = None
        mul_29: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(view_40, 0.3535533905932738);  view_40 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:195 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_20: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_29, where);  mul_29 = where = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax_2: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax.default(add_20, -1, False);  add_20 = None
        detach_7: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_softmax_2)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:198 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_12: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(_softmax_2);  _softmax_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        expand_17: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(clone_12, [2, 2, 8, 8]);  clone_12 = None
        view_41: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_17, [4, 8, 8]);  expand_17 = None
        expand_18: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(view_39, [2, 2, 8, 8]);  view_39 = None
        clone_13: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_18, memory_format = torch.contiguous_format);  expand_18 = None
        _unsafe_view_25: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_13, [4, 8, 8]);  clone_13 = None
        bmm_5: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_41, _unsafe_view_25)
        view_42: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_5, [2, 2, 8, 8]);  bmm_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:200 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_14: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None
        clone_14: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:269 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_43: "f32[2, 8, 16]" = torch.ops.aten.view.default(clone_14, [2, 8, -1]);  clone_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(primals_26)
        view_44: "f32[16, 16]" = torch.ops.aten.view.default(view_43, [16, 16]);  view_43 = None
        mm_17: "f32[16, 16]" = torch.ops.aten.mm.default(view_44, t_17);  t_17 = None
        _unsafe_view_26: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_17, [2, 8, 16]);  mm_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:308 in forward, code: hidden_states = residual + hidden_states
        add_21: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_16, _unsafe_view_26);  _unsafe_view_26 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_6: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_21, 2)
        mean_5: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_22: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
        rsqrt_5: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_22);  add_22 = None
        mul_30: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_21, rsqrt_5)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_31: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_27, mul_30);  mul_30 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_18: "f32[16, 32]" = torch.ops.aten.t.default(primals_28)
        view_45: "f32[16, 16]" = torch.ops.aten.view.default(mul_31, [16, 16]);  mul_31 = None
        mm_18: "f32[16, 32]" = torch.ops.aten.mm.default(view_45, t_18);  t_18 = None
        _unsafe_view_27: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_18, [2, 8, 32])

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu_2: "f32[2, 8, 32]" = torch.ops.aten.silu.default(_unsafe_view_27);  _unsafe_view_27 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_19: "f32[16, 32]" = torch.ops.aten.t.default(primals_29)
        mm_19: "f32[16, 32]" = torch.ops.aten.mm.default(view_45, t_19);  t_19 = None
        _unsafe_view_28: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_19, [2, 8, 32])
        mul_32: "f32[2, 8, 32]" = torch.ops.aten.mul.Tensor(silu_2, _unsafe_view_28);  silu_2 = _unsafe_view_28 = None
        t_20: "f32[32, 16]" = torch.ops.aten.t.default(primals_30)
        view_47: "f32[16, 32]" = torch.ops.aten.view.default(mul_32, [16, 32]);  mul_32 = None
        mm_20: "f32[16, 16]" = torch.ops.aten.mm.default(view_47, t_20);  t_20 = None
        _unsafe_view_29: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_20, [2, 8, 16]);  mm_20 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:314 in forward, code: hidden_states = residual + hidden_states
        add_23: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_21, _unsafe_view_29);  _unsafe_view_29 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_7: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_23, 2)
        mean_6: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_7, [-1], True);  pow_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_24: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
        rsqrt_6: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
        mul_33: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_23, rsqrt_6)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_34: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_31, mul_33);  mul_33 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/modeling_utils.py:5127 in slice_logits_to_keep, code: return hidden_states[:, logits_to_keep, :]
        alias: "f32[2, 8, 16]" = torch.ops.aten.alias.default(mul_34);  mul_34 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:471 in forward, code: logits = self.lm_head(hidden_states)
        t_21: "f32[16, 64]" = torch.ops.aten.t.default(primals_32)
        view_48: "f32[16, 16]" = torch.ops.aten.view.default(alias, [16, 16]);  alias = None
        mm_21: "f32[16, 64]" = torch.ops.aten.mm.default(view_48, t_21);  t_21 = None
        _unsafe_view_30: "f32[2, 8, 64]" = torch.ops.aten._unsafe_view.default(mm_21, [2, 8, 64]);  mm_21 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        transpose_16: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_41, 1, 2);  view_41 = None
        transpose_17: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_25, 1, 2);  _unsafe_view_25 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_12: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_18: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_23, 1, 2);  _unsafe_view_23 = None
        transpose_19: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_24, 1, 2);  _unsafe_view_24 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        transpose_25: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
        transpose_26: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_15, 1, 2);  _unsafe_view_15 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_15: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_27: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None
        transpose_28: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        transpose_34: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
        transpose_35: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_18: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_36: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
        transpose_37: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        return (_unsafe_view_30, primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, embedding, cat, rsqrt, view, view_12, mm_3, rsqrt_1, view_13, mm_4, mm_5, view_15, add_9, rsqrt_2, view_16, view_28, add_14, rsqrt_3, view_29, mm_11, mm_12, view_31, add_16, rsqrt_4, view_32, view_44, add_21, rsqrt_5, view_45, mm_18, mm_19, view_47, add_23, rsqrt_6, view_48, transpose_16, transpose_17, detach_12, transpose_18, transpose_19, transpose_25, transpose_26, detach_15, transpose_27, transpose_28, transpose_34, transpose_35, detach_18, transpose_36, transpose_37)
