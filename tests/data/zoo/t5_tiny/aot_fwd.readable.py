class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 8]", primals_2: "f32[64, 16]", primals_3: "f32[16]", primals_4: "f32[16, 16]", primals_5: "f32[16, 16]", primals_6: "f32[16, 16]", primals_7: "f32[32, 2]", primals_8: "f32[16, 16]", primals_9: "f32[16]", primals_10: "f32[32, 16]", primals_11: "f32[16, 32]", primals_12: "f32[16]", primals_13: "f32[16, 16]", primals_14: "f32[16, 16]", primals_15: "f32[16, 16]", primals_16: "f32[16, 16]", primals_17: "f32[16]", primals_18: "f32[32, 16]", primals_19: "f32[16, 32]", primals_20: "f32[16]", primals_21: "i64[2, 6]", primals_22: "f32[16]", primals_23: "f32[16, 16]", primals_24: "f32[16, 16]", primals_25: "f32[16, 16]", primals_26: "f32[32, 2]", primals_27: "f32[16, 16]", primals_28: "f32[16]", primals_29: "f32[16, 16]", primals_30: "f32[16, 16]", primals_31: "f32[16, 16]", primals_32: "f32[16, 16]", primals_33: "f32[16]", primals_34: "f32[32, 16]", primals_35: "f32[16, 32]", primals_36: "f32[16]", primals_37: "f32[16, 16]", primals_38: "f32[16, 16]", primals_39: "f32[16, 16]", primals_40: "f32[16, 16]", primals_41: "f32[16]", primals_42: "f32[16, 16]", primals_43: "f32[16, 16]", primals_44: "f32[16, 16]", primals_45: "f32[16, 16]", primals_46: "f32[16]", primals_47: "f32[32, 16]", primals_48: "f32[16, 32]", primals_49: "f32[16]"):
        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:683 in forward, code: inputs_embeds = self.embed_tokens(input_ids)
        embedding: "f32[2, 8, 16]" = torch.ops.aten.embedding.default(primals_2, primals_1)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:726 in forward, code: hidden_states = self.dropout(inputs_embeds)
        clone: "f32[2, 8, 16]" = torch.ops.aten.clone.default(embedding)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_1: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(clone, 2)
        mean: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        mul: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(clone, rsqrt)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_1: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_3, mul);  mul = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        t: "f32[16, 16]" = torch.ops.aten.t.default(primals_4)
        view: "f32[16, 16]" = torch.ops.aten.view.default(mul_1, [16, 16]);  mul_1 = None
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(view, t);  t = None
        _unsafe_view: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
        view_1: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view, [2, 8, -1, 8]);  _unsafe_view = None
        transpose: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_5)
        mm_1: "f32[16, 16]" = torch.ops.aten.mm.default(view, t_1);  t_1 = None
        _unsafe_view_1: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 16]);  mm_1 = None
        view_3: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, -1, 8]);  _unsafe_view_1 = None
        transpose_1: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        t_2: "f32[16, 16]" = torch.ops.aten.t.default(primals_6)
        mm_2: "f32[16, 16]" = torch.ops.aten.mm.default(view, t_2);  t_2 = None
        _unsafe_view_2: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 16]);  mm_2 = None
        view_5: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_2, [2, 8, -1, 8]);  _unsafe_view_2 = None
        transpose_2: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:269 in compute_bias, code: context_position = torch.arange(query_length, dtype=torch.long, device=device)[:, None] + past_seen_tokens
        arange: "i64[8]" = torch.ops.aten.arange.default(8, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
        unsqueeze: "i64[8, 1]" = torch.ops.aten.unsqueeze.default(arange, 1)
        add_1: "i64[8, 1]" = torch.ops.aten.add.Tensor(unsqueeze, 0);  unsqueeze = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:270 in compute_bias, code: memory_position = torch.arange(key_length, dtype=torch.long, device=device)[None, :]
        unsqueeze_1: "i64[1, 8]" = torch.ops.aten.unsqueeze.default(arange, 0);  arange = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:271 in compute_bias, code: relative_position = memory_position - context_position  # shape (query_length, key_length)
        sub: "i64[8, 8]" = torch.ops.aten.sub.Tensor(unsqueeze_1, add_1);  unsqueeze_1 = add_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:242 in _relative_position_bucket, code: relative_buckets += (relative_position > 0).to(torch.long) * num_buckets
        gt: "b8[8, 8]" = torch.ops.aten.gt.Scalar(sub, 0)
        _to_copy: "i64[8, 8]" = torch.ops.aten._to_copy.default(gt, dtype = torch.int64);  gt = None
        mul_2: "i64[8, 8]" = torch.ops.aten.mul.Tensor(_to_copy, 16);  _to_copy = None
        add_2: "i64[8, 8]" = torch.ops.aten.add.Tensor(mul_2, 0);  mul_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:243 in _relative_position_bucket, code: relative_position = torch.abs(relative_position)
        abs_1: "i64[8, 8]" = torch.ops.aten.abs.default(sub);  sub = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:250 in _relative_position_bucket, code: is_small = relative_position < max_exact
        lt: "b8[8, 8]" = torch.ops.aten.lt.Scalar(abs_1, 8)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:254 in _relative_position_bucket, code: torch.log(relative_position.float() / max_exact)
        _to_copy_1: "f32[8, 8]" = torch.ops.aten._to_copy.default(abs_1, dtype = torch.float32)
        div: "f32[8, 8]" = torch.ops.aten.div.Tensor(_to_copy_1, 8);  _to_copy_1 = None
        log: "f32[8, 8]" = torch.ops.aten.log.default(div);  div = None
        div_1: "f32[8, 8]" = torch.ops.aten.div.Tensor(log, 2.772588722239781);  log = None
        mul_3: "f32[8, 8]" = torch.ops.aten.mul.Tensor(div_1, 8);  div_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:257 in _relative_position_bucket, code: ).to(torch.long)
        _to_copy_2: "i64[8, 8]" = torch.ops.aten._to_copy.default(mul_3, dtype = torch.int64);  mul_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:253 in _relative_position_bucket, code: relative_position_if_large = max_exact + (
        add_3: "i64[8, 8]" = torch.ops.aten.add.Tensor(_to_copy_2, 8);  _to_copy_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:259 in _relative_position_bucket, code: relative_position_if_large, torch.full_like(relative_position_if_large, num_buckets - 1)
        full_like: "i64[8, 8]" = torch.ops.aten.full_like.default(add_3, 15, pin_memory = False)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:258 in _relative_position_bucket, code: relative_position_if_large = torch.min(
        minimum: "i64[8, 8]" = torch.ops.aten.minimum.default(add_3, full_like);  add_3 = full_like = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:262 in _relative_position_bucket, code: relative_buckets += torch.where(is_small, relative_position, relative_position_if_large)
        where: "i64[8, 8]" = torch.ops.aten.where.self(lt, abs_1, minimum);  lt = abs_1 = minimum = None
        add_4: "i64[8, 8]" = torch.ops.aten.add.Tensor(add_2, where);  add_2 = where = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:278 in compute_bias, code: values = self.relative_attention_bias(relative_position_bucket)  # shape (query_length, key_length, num_heads)
        embedding_1: "f32[8, 8, 2]" = torch.ops.aten.embedding.default(primals_7, add_4);  primals_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:279 in compute_bias, code: values = values.permute([2, 0, 1]).unsqueeze(0)  # shape (1, num_heads, query_length, key_length)
        permute: "f32[2, 8, 8]" = torch.ops.aten.permute.default(embedding_1, [2, 0, 1]);  embedding_1 = None
        unsqueeze_2: "f32[1, 2, 8, 8]" = torch.ops.aten.unsqueeze.default(permute, 0);  permute = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_3: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(transpose_1, 2, 3);  transpose_1 = None
        expand: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose, [2, 2, 8, 8]);  transpose = None
        clone_1: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        _unsafe_view_3: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 8]);  clone_1 = None
        expand_1: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 8]);  transpose_3 = None
        clone_2: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view_4: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 8]);  clone_2 = None
        bmm: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4)
        view_6: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm, [2, 2, 8, 8]);  bmm = None
        mul_4: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(view_6, 1.0);  view_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        add_5: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_4, unsqueeze_2);  mul_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax.default(add_5, -1, False);  add_5 = None
        detach_1: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_softmax)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:169 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_3: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(_softmax);  _softmax = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_2: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(clone_3, [2, 2, 8, 8]);  clone_3 = None
        view_7: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_2, [4, 8, 8]);  expand_2 = None
        expand_3: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_2, [2, 2, 8, 8]);  transpose_2 = None
        clone_4: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        _unsafe_view_5: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 8]);  clone_4 = None
        bmm_1: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_7, _unsafe_view_5)
        view_8: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_4: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
        clone_5: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_9: "f32[2, 8, 16]" = torch.ops.aten.view.default(clone_5, [2, 8, -1]);  clone_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(primals_8)
        view_10: "f32[16, 16]" = torch.ops.aten.view.default(view_9, [16, 16]);  view_9 = None
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(view_10, t_3);  t_3 = None
        _unsafe_view_6: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:403 in forward, code: attention_output = hidden_states + self.dropout(attention_output)
        clone_6: "f32[2, 8, 16]" = torch.ops.aten.clone.default(_unsafe_view_6);  _unsafe_view_6 = None
        add_6: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(clone, clone_6);  clone = clone_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_2: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_6, 2)
        mean_1: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_7: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
        rsqrt_1: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        mul_5: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_6, rsqrt_1)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_6: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_9, mul_5);  mul_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:85 in forward, code: hidden_states = self.wi(hidden_states)
        t_4: "f32[16, 32]" = torch.ops.aten.t.default(primals_10)
        view_11: "f32[16, 16]" = torch.ops.aten.view.default(mul_6, [16, 16]);  mul_6 = None
        mm_4: "f32[16, 32]" = torch.ops.aten.mm.default(view_11, t_4);  t_4 = None
        _unsafe_view_7: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        relu: "f32[2, 8, 32]" = torch.ops.aten.relu.default(_unsafe_view_7);  _unsafe_view_7 = None
        detach_3: "f32[2, 8, 32]" = torch.ops.aten.detach.default(relu)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:87 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_7: "f32[2, 8, 32]" = torch.ops.aten.clone.default(relu);  relu = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:94 in forward, code: hidden_states = self.wo(hidden_states)
        t_5: "f32[32, 16]" = torch.ops.aten.t.default(primals_11)
        view_12: "f32[16, 32]" = torch.ops.aten.view.default(clone_7, [16, 32]);  clone_7 = None
        mm_5: "f32[16, 16]" = torch.ops.aten.mm.default(view_12, t_5);  t_5 = None
        _unsafe_view_8: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 16]);  mm_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:141 in forward, code: hidden_states = hidden_states + self.dropout(forwarded_states)
        clone_8: "f32[2, 8, 16]" = torch.ops.aten.clone.default(_unsafe_view_8);  _unsafe_view_8 = None
        add_8: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_6, clone_8);  clone_8 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_3: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_8, 2)
        mean_2: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_9: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
        rsqrt_2: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_9);  add_9 = None
        mul_7: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_8, rsqrt_2)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_8: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_12, mul_7);  mul_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        t_6: "f32[16, 16]" = torch.ops.aten.t.default(primals_13)
        view_13: "f32[16, 16]" = torch.ops.aten.view.default(mul_8, [16, 16]);  mul_8 = None
        mm_6: "f32[16, 16]" = torch.ops.aten.mm.default(view_13, t_6);  t_6 = None
        _unsafe_view_9: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
        view_14: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_9, [2, 8, -1, 8]);  _unsafe_view_9 = None
        transpose_5: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(primals_14)
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(view_13, t_7);  t_7 = None
        _unsafe_view_10: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
        view_16: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_10, [2, 8, -1, 8]);  _unsafe_view_10 = None
        transpose_6: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        t_8: "f32[16, 16]" = torch.ops.aten.t.default(primals_15)
        mm_8: "f32[16, 16]" = torch.ops.aten.mm.default(view_13, t_8);  t_8 = None
        _unsafe_view_11: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 16]);  mm_8 = None
        view_18: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_11, [2, 8, -1, 8]);  _unsafe_view_11 = None
        transpose_7: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_18, 1, 2);  view_18 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_8: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(transpose_6, 2, 3);  transpose_6 = None
        expand_4: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_5, [2, 2, 8, 8]);  transpose_5 = None
        clone_9: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        _unsafe_view_12: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_9, [4, 8, 8]);  clone_9 = None
        expand_5: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 8]);  transpose_8 = None
        clone_10: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        _unsafe_view_13: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_10, [4, 8, 8]);  clone_10 = None
        bmm_2: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_12, _unsafe_view_13)
        view_19: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
        mul_9: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(view_19, 1.0);  view_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        add_10: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_9, unsqueeze_2);  mul_9 = unsqueeze_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_1: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax.default(add_10, -1, False);  add_10 = None
        detach_5: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_softmax_1)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:169 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_11: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(_softmax_1);  _softmax_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_6: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(clone_11, [2, 2, 8, 8]);  clone_11 = None
        view_20: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_6, [4, 8, 8]);  expand_6 = None
        expand_7: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_7, [2, 2, 8, 8]);  transpose_7 = None
        clone_12: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        _unsafe_view_14: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_12, [4, 8, 8]);  clone_12 = None
        bmm_3: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_20, _unsafe_view_14)
        view_21: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_9: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
        clone_13: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_22: "f32[2, 8, 16]" = torch.ops.aten.view.default(clone_13, [2, 8, -1]);  clone_13 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(primals_16)
        view_23: "f32[16, 16]" = torch.ops.aten.view.default(view_22, [16, 16]);  view_22 = None
        mm_9: "f32[16, 16]" = torch.ops.aten.mm.default(view_23, t_9);  t_9 = None
        _unsafe_view_15: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 16]);  mm_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:403 in forward, code: attention_output = hidden_states + self.dropout(attention_output)
        clone_14: "f32[2, 8, 16]" = torch.ops.aten.clone.default(_unsafe_view_15);  _unsafe_view_15 = None
        add_11: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_8, clone_14);  clone_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_4: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_11, 2)
        mean_3: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_12: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
        rsqrt_3: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
        mul_10: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_11, rsqrt_3)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_11: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_17, mul_10);  mul_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:85 in forward, code: hidden_states = self.wi(hidden_states)
        t_10: "f32[16, 32]" = torch.ops.aten.t.default(primals_18)
        view_24: "f32[16, 16]" = torch.ops.aten.view.default(mul_11, [16, 16]);  mul_11 = None
        mm_10: "f32[16, 32]" = torch.ops.aten.mm.default(view_24, t_10);  t_10 = None
        _unsafe_view_16: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 32]);  mm_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        relu_1: "f32[2, 8, 32]" = torch.ops.aten.relu.default(_unsafe_view_16);  _unsafe_view_16 = None
        detach_7: "f32[2, 8, 32]" = torch.ops.aten.detach.default(relu_1)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:87 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_15: "f32[2, 8, 32]" = torch.ops.aten.clone.default(relu_1);  relu_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:94 in forward, code: hidden_states = self.wo(hidden_states)
        t_11: "f32[32, 16]" = torch.ops.aten.t.default(primals_19)
        view_25: "f32[16, 32]" = torch.ops.aten.view.default(clone_15, [16, 32]);  clone_15 = None
        mm_11: "f32[16, 16]" = torch.ops.aten.mm.default(view_25, t_11);  t_11 = None
        _unsafe_view_17: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 16]);  mm_11 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:141 in forward, code: hidden_states = hidden_states + self.dropout(forwarded_states)
        clone_16: "f32[2, 8, 16]" = torch.ops.aten.clone.default(_unsafe_view_17);  _unsafe_view_17 = None
        add_13: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_11, clone_16);  clone_16 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_5: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_13, 2)
        mean_4: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_14: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
        rsqrt_4: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        mul_12: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_13, rsqrt_4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_13: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(primals_20, mul_12);  mul_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:746 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_17: "f32[2, 8, 16]" = torch.ops.aten.clone.default(mul_13);  mul_13 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:683 in forward, code: inputs_embeds = self.embed_tokens(input_ids)
        embedding_2: "f32[2, 6, 16]" = torch.ops.aten.embedding.default(primals_2, primals_21)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:530 in sdpa_mask, code: q_arange = torch.arange(q_length, device=device) + q_offset
        arange_4: "i64[6]" = torch.ops.aten.arange.default(6, device = device(type='cpu'), pin_memory = False)
        add_15: "i64[6]" = torch.ops.aten.add.Tensor(arange_4, 0);  arange_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:390 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_3: "i64[1, 6]" = torch.ops.aten.unsqueeze.default(add_15, 0);  add_15 = None
        unsqueeze_4: "i64[1, 1, 6]" = torch.ops.aten.unsqueeze.default(unsqueeze_3, 1);  unsqueeze_3 = None
        unsqueeze_5: "i64[1, 1, 6, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:391 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_8: "i64[1, 1, 1, 6]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 2);  unsqueeze_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:78 in causal_mask_function, code: return kv_idx <= q_idx
        le: "b8[1, 1, 6, 6]" = torch.ops.aten.le.Tensor(unsqueeze_8, unsqueeze_5);  unsqueeze_8 = unsqueeze_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:539 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand_8: "b8[2, 1, 6, 6]" = torch.ops.aten.expand.default(le, [2, -1, 6, 6]);  le = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/masking_utils.py:617 in eager_mask, code: mask = torch.where(mask, torch.zeros((), device=mask.device, dtype=dtype), min_dtype)
        zeros: "f32[]" = torch.ops.aten.zeros.default([], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        scalar_tensor: "f32[]" = torch.ops.aten.scalar_tensor.default(-3.4028234663852886e+38, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where_1: "f32[2, 1, 6, 6]" = torch.ops.aten.where.self(expand_8, zeros, scalar_tensor);  expand_8 = zeros = scalar_tensor = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:726 in forward, code: hidden_states = self.dropout(inputs_embeds)
        clone_18: "f32[2, 6, 16]" = torch.ops.aten.clone.default(embedding_2)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_6: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(clone_18, 2)
        mean_5: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_17: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
        rsqrt_5: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
        mul_14: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(clone_18, rsqrt_5)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_15: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(primals_22, mul_14);  mul_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        t_12: "f32[16, 16]" = torch.ops.aten.t.default(primals_23)
        view_26: "f32[12, 16]" = torch.ops.aten.view.default(mul_15, [12, 16]);  mul_15 = None
        mm_12: "f32[12, 16]" = torch.ops.aten.mm.default(view_26, t_12);  t_12 = None
        _unsafe_view_18: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_12, [2, 6, 16]);  mm_12 = None
        view_27: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_18, [2, 6, -1, 8]);  _unsafe_view_18 = None
        transpose_10: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_27, 1, 2);  view_27 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        t_13: "f32[16, 16]" = torch.ops.aten.t.default(primals_24)
        mm_13: "f32[12, 16]" = torch.ops.aten.mm.default(view_26, t_13);  t_13 = None
        _unsafe_view_19: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_13, [2, 6, 16]);  mm_13 = None
        view_29: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_19, [2, 6, -1, 8]);  _unsafe_view_19 = None
        transpose_11: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        t_14: "f32[16, 16]" = torch.ops.aten.t.default(primals_25)
        mm_14: "f32[12, 16]" = torch.ops.aten.mm.default(view_26, t_14);  t_14 = None
        _unsafe_view_20: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_14, [2, 6, 16]);  mm_14 = None
        view_31: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_20, [2, 6, -1, 8]);  _unsafe_view_20 = None
        transpose_12: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_31, 1, 2);  view_31 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant0: "f32[0]" = self._tensor_constant0
        lift_fresh_copy: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant1: "f32[0]" = self._tensor_constant1
        lift_fresh_copy_1: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat: "f32[2, 2, 6, 8]" = torch.ops.aten.cat.default([lift_fresh_copy, transpose_11], -2);  lift_fresh_copy = transpose_11 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_1: "f32[2, 2, 6, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_1, transpose_12], -2);  lift_fresh_copy_1 = transpose_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:269 in compute_bias, code: context_position = torch.arange(query_length, dtype=torch.long, device=device)[:, None] + past_seen_tokens
        arange_6: "i64[6]" = torch.ops.aten.arange.default(6, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
        unsqueeze_9: "i64[6, 1]" = torch.ops.aten.unsqueeze.default(arange_6, 1)
        add_18: "i64[6, 1]" = torch.ops.aten.add.Tensor(unsqueeze_9, 0);  unsqueeze_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:270 in compute_bias, code: memory_position = torch.arange(key_length, dtype=torch.long, device=device)[None, :]
        unsqueeze_10: "i64[1, 6]" = torch.ops.aten.unsqueeze.default(arange_6, 0);  arange_6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:271 in compute_bias, code: relative_position = memory_position - context_position  # shape (query_length, key_length)
        sub_1: "i64[6, 6]" = torch.ops.aten.sub.Tensor(unsqueeze_10, add_18);  unsqueeze_10 = add_18 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:245 in _relative_position_bucket, code: relative_position = -torch.min(relative_position, torch.zeros_like(relative_position))
        zeros_like: "i64[6, 6]" = torch.ops.aten.zeros_like.default(sub_1, pin_memory = False)
        minimum_1: "i64[6, 6]" = torch.ops.aten.minimum.default(sub_1, zeros_like);  sub_1 = zeros_like = None
        neg: "i64[6, 6]" = torch.ops.aten.neg.default(minimum_1);  minimum_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:250 in _relative_position_bucket, code: is_small = relative_position < max_exact
        lt_1: "b8[6, 6]" = torch.ops.aten.lt.Scalar(neg, 16)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:254 in _relative_position_bucket, code: torch.log(relative_position.float() / max_exact)
        _to_copy_3: "f32[6, 6]" = torch.ops.aten._to_copy.default(neg, dtype = torch.float32)
        div_2: "f32[6, 6]" = torch.ops.aten.div.Tensor(_to_copy_3, 16);  _to_copy_3 = None
        log_1: "f32[6, 6]" = torch.ops.aten.log.default(div_2);  div_2 = None
        div_3: "f32[6, 6]" = torch.ops.aten.div.Tensor(log_1, 2.0794415416798357);  log_1 = None
        mul_16: "f32[6, 6]" = torch.ops.aten.mul.Tensor(div_3, 16);  div_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:257 in _relative_position_bucket, code: ).to(torch.long)
        _to_copy_4: "i64[6, 6]" = torch.ops.aten._to_copy.default(mul_16, dtype = torch.int64);  mul_16 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:253 in _relative_position_bucket, code: relative_position_if_large = max_exact + (
        add_19: "i64[6, 6]" = torch.ops.aten.add.Tensor(_to_copy_4, 16);  _to_copy_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:259 in _relative_position_bucket, code: relative_position_if_large, torch.full_like(relative_position_if_large, num_buckets - 1)
        full_like_1: "i64[6, 6]" = torch.ops.aten.full_like.default(add_19, 31, pin_memory = False)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:258 in _relative_position_bucket, code: relative_position_if_large = torch.min(
        minimum_2: "i64[6, 6]" = torch.ops.aten.minimum.default(add_19, full_like_1);  add_19 = full_like_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:262 in _relative_position_bucket, code: relative_buckets += torch.where(is_small, relative_position, relative_position_if_large)
        where_2: "i64[6, 6]" = torch.ops.aten.where.self(lt_1, neg, minimum_2);  lt_1 = neg = minimum_2 = None
        add_20: "i64[6, 6]" = torch.ops.aten.add.Tensor(where_2, 0);  where_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:278 in compute_bias, code: values = self.relative_attention_bias(relative_position_bucket)  # shape (query_length, key_length, num_heads)
        embedding_3: "f32[6, 6, 2]" = torch.ops.aten.embedding.default(primals_26, add_20);  primals_26 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:279 in compute_bias, code: values = values.permute([2, 0, 1]).unsqueeze(0)  # shape (1, num_heads, query_length, key_length)
        permute_1: "f32[2, 6, 6]" = torch.ops.aten.permute.default(embedding_3, [2, 0, 1]);  embedding_3 = None
        unsqueeze_11: "f32[1, 2, 6, 6]" = torch.ops.aten.unsqueeze.default(permute_1, 0);  permute_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_13: "f32[2, 2, 8, 6]" = torch.ops.aten.transpose.int(cat, 2, 3);  cat = None
        expand_9: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_10, [2, 2, 6, 8]);  transpose_10 = None
        clone_19: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
        _unsafe_view_21: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_19, [4, 6, 8]);  clone_19 = None
        expand_10: "f32[2, 2, 8, 6]" = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 6]);  transpose_13 = None
        view_32: "f32[4, 8, 6]" = torch.ops.aten.view.default(expand_10, [4, 8, 6]);  expand_10 = None
        bmm_4: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_21, view_32)
        view_33: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_4, [2, 2, 6, 6]);  bmm_4 = None
        mul_17: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(view_33, 1.0);  view_33 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        add_21: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(mul_17, unsqueeze_11);  mul_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:166 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_22: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(add_21, where_1);  add_21 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_2: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(add_22, -1, False);  add_22 = None
        detach_10: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax_2)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:169 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_20: "f32[2, 2, 6, 6]" = torch.ops.aten.clone.default(_softmax_2);  _softmax_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_11: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(clone_20, [2, 2, 6, 6]);  clone_20 = None
        view_34: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_11, [4, 6, 6]);  expand_11 = None
        expand_12: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(cat_1, [2, 2, 6, 8]);  cat_1 = None
        view_35: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_12, [4, 6, 8]);  expand_12 = None
        bmm_5: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_34, view_35)
        view_36: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_5, [2, 2, 6, 8]);  bmm_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_14: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_36, 1, 2);  view_36 = None
        clone_21: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_37: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_21, [2, 6, -1]);  clone_21 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        t_15: "f32[16, 16]" = torch.ops.aten.t.default(primals_27)
        view_38: "f32[12, 16]" = torch.ops.aten.view.default(view_37, [12, 16]);  view_37 = None
        mm_15: "f32[12, 16]" = torch.ops.aten.mm.default(view_38, t_15);  t_15 = None
        _unsafe_view_22: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_15, [2, 6, 16]);  mm_15 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:403 in forward, code: attention_output = hidden_states + self.dropout(attention_output)
        clone_22: "f32[2, 6, 16]" = torch.ops.aten.clone.default(_unsafe_view_22);  _unsafe_view_22 = None
        add_23: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(clone_18, clone_22);  clone_18 = clone_22 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_7: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_23, 2)
        mean_6: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_7, [-1], True);  pow_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_24: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
        rsqrt_6: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
        mul_18: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_23, rsqrt_6)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_19: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(primals_28, mul_18);  mul_18 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        t_16: "f32[16, 16]" = torch.ops.aten.t.default(primals_29)
        view_39: "f32[12, 16]" = torch.ops.aten.view.default(mul_19, [12, 16]);  mul_19 = None
        mm_16: "f32[12, 16]" = torch.ops.aten.mm.default(view_39, t_16);  t_16 = None
        _unsafe_view_23: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_16, [2, 6, 16]);  mm_16 = None
        view_40: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_23, [2, 6, -1, 8]);  _unsafe_view_23 = None
        transpose_15: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_40, 1, 2);  view_40 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(primals_30)
        view_41: "f32[16, 16]" = torch.ops.aten.view.default(clone_17, [16, 16]);  clone_17 = None
        mm_17: "f32[16, 16]" = torch.ops.aten.mm.default(view_41, t_17);  t_17 = None
        _unsafe_view_24: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_17, [2, 8, 16]);  mm_17 = None
        view_42: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_24, [2, 8, -1, 8]);  _unsafe_view_24 = None
        transpose_16: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        t_18: "f32[16, 16]" = torch.ops.aten.t.default(primals_31)
        mm_18: "f32[16, 16]" = torch.ops.aten.mm.default(view_41, t_18);  t_18 = None
        _unsafe_view_25: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_18, [2, 8, 16]);  mm_18 = None
        view_44: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_25, [2, 8, -1, 8]);  _unsafe_view_25 = None
        transpose_17: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_44, 1, 2);  view_44 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant2: "f32[0]" = self._tensor_constant2
        lift_fresh_copy_2: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant3: "f32[0]" = self._tensor_constant3
        lift_fresh_copy_3: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_2: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_2, transpose_16], -2);  lift_fresh_copy_2 = transpose_16 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_3: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_3, transpose_17], -2);  lift_fresh_copy_3 = transpose_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:340 in forward, code: position_bias = torch.zeros(
        zeros_1: "f32[1, 2, 6, 8]" = torch.ops.aten.zeros.default([1, 2, 6, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_18: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(cat_2, 2, 3);  cat_2 = None
        expand_13: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_15, [2, 2, 6, 8]);  transpose_15 = None
        clone_23: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
        _unsafe_view_26: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_23, [4, 6, 8]);  clone_23 = None
        expand_14: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_18, [2, 2, 8, 8]);  transpose_18 = None
        view_45: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_14, [4, 8, 8]);  expand_14 = None
        bmm_6: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_26, view_45)
        view_46: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_6, [2, 2, 6, 8]);  bmm_6 = None
        mul_20: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(view_46, 1.0);  view_46 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        add_25: "f32[2, 2, 6, 8]" = torch.ops.aten.add.Tensor(mul_20, zeros_1);  mul_20 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_3: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax.default(add_25, -1, False);  add_25 = None
        detach_12: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(_softmax_3)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:169 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_24: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(_softmax_3);  _softmax_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_15: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(clone_24, [2, 2, 6, 8]);  clone_24 = None
        view_47: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_15, [4, 6, 8]);  expand_15 = None
        expand_16: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(cat_3, [2, 2, 8, 8]);  cat_3 = None
        view_48: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_16, [4, 8, 8]);  expand_16 = None
        bmm_7: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_47, view_48)
        view_49: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_7, [2, 2, 6, 8]);  bmm_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_19: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_49, 1, 2);  view_49 = None
        clone_25: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_50: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_25, [2, 6, -1]);  clone_25 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        t_19: "f32[16, 16]" = torch.ops.aten.t.default(primals_32)
        view_51: "f32[12, 16]" = torch.ops.aten.view.default(view_50, [12, 16]);  view_50 = None
        mm_19: "f32[12, 16]" = torch.ops.aten.mm.default(view_51, t_19);  t_19 = None
        _unsafe_view_27: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_19, [2, 6, 16]);  mm_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:435 in forward, code: layer_output = hidden_states + self.dropout(attention_output)
        clone_26: "f32[2, 6, 16]" = torch.ops.aten.clone.default(_unsafe_view_27);  _unsafe_view_27 = None
        add_26: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_23, clone_26);  clone_26 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_8: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_26, 2)
        mean_7: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_8, [-1], True);  pow_8 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_27: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_7, 1e-06);  mean_7 = None
        rsqrt_7: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_27);  add_27 = None
        mul_21: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_26, rsqrt_7)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_22: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(primals_33, mul_21);  mul_21 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:85 in forward, code: hidden_states = self.wi(hidden_states)
        t_20: "f32[16, 32]" = torch.ops.aten.t.default(primals_34)
        view_52: "f32[12, 16]" = torch.ops.aten.view.default(mul_22, [12, 16]);  mul_22 = None
        mm_20: "f32[12, 32]" = torch.ops.aten.mm.default(view_52, t_20);  t_20 = None
        _unsafe_view_28: "f32[2, 6, 32]" = torch.ops.aten._unsafe_view.default(mm_20, [2, 6, 32]);  mm_20 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        relu_2: "f32[2, 6, 32]" = torch.ops.aten.relu.default(_unsafe_view_28);  _unsafe_view_28 = None
        detach_14: "f32[2, 6, 32]" = torch.ops.aten.detach.default(relu_2)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:87 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_27: "f32[2, 6, 32]" = torch.ops.aten.clone.default(relu_2);  relu_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:94 in forward, code: hidden_states = self.wo(hidden_states)
        t_21: "f32[32, 16]" = torch.ops.aten.t.default(primals_35)
        view_53: "f32[12, 32]" = torch.ops.aten.view.default(clone_27, [12, 32]);  clone_27 = None
        mm_21: "f32[12, 16]" = torch.ops.aten.mm.default(view_53, t_21);  t_21 = None
        _unsafe_view_29: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_21, [2, 6, 16]);  mm_21 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:141 in forward, code: hidden_states = hidden_states + self.dropout(forwarded_states)
        clone_28: "f32[2, 6, 16]" = torch.ops.aten.clone.default(_unsafe_view_29);  _unsafe_view_29 = None
        add_28: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_26, clone_28);  clone_28 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_9: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_28, 2)
        mean_8: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_29: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_8, 1e-06);  mean_8 = None
        rsqrt_8: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_29);  add_29 = None
        mul_23: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_28, rsqrt_8)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_24: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(primals_36, mul_23);  mul_23 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        t_22: "f32[16, 16]" = torch.ops.aten.t.default(primals_37)
        view_54: "f32[12, 16]" = torch.ops.aten.view.default(mul_24, [12, 16]);  mul_24 = None
        mm_22: "f32[12, 16]" = torch.ops.aten.mm.default(view_54, t_22);  t_22 = None
        _unsafe_view_30: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_22, [2, 6, 16]);  mm_22 = None
        view_55: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_30, [2, 6, -1, 8]);  _unsafe_view_30 = None
        transpose_20: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_55, 1, 2);  view_55 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        t_23: "f32[16, 16]" = torch.ops.aten.t.default(primals_38)
        mm_23: "f32[12, 16]" = torch.ops.aten.mm.default(view_54, t_23);  t_23 = None
        _unsafe_view_31: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_23, [2, 6, 16]);  mm_23 = None
        view_57: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_31, [2, 6, -1, 8]);  _unsafe_view_31 = None
        transpose_21: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_57, 1, 2);  view_57 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        t_24: "f32[16, 16]" = torch.ops.aten.t.default(primals_39)
        mm_24: "f32[12, 16]" = torch.ops.aten.mm.default(view_54, t_24);  t_24 = None
        _unsafe_view_32: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_24, [2, 6, 16]);  mm_24 = None
        view_59: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_32, [2, 6, -1, 8]);  _unsafe_view_32 = None
        transpose_22: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_59, 1, 2);  view_59 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant4: "f32[0]" = self._tensor_constant4
        lift_fresh_copy_4: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant5: "f32[0]" = self._tensor_constant5
        lift_fresh_copy_5: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_4: "f32[2, 2, 6, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_4, transpose_21], -2);  lift_fresh_copy_4 = transpose_21 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_5: "f32[2, 2, 6, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_5, transpose_22], -2);  lift_fresh_copy_5 = transpose_22 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_23: "f32[2, 2, 8, 6]" = torch.ops.aten.transpose.int(cat_4, 2, 3);  cat_4 = None
        expand_17: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_20, [2, 2, 6, 8]);  transpose_20 = None
        clone_29: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
        _unsafe_view_33: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_29, [4, 6, 8]);  clone_29 = None
        expand_18: "f32[2, 2, 8, 6]" = torch.ops.aten.expand.default(transpose_23, [2, 2, 8, 6]);  transpose_23 = None
        view_60: "f32[4, 8, 6]" = torch.ops.aten.view.default(expand_18, [4, 8, 6]);  expand_18 = None
        bmm_8: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_33, view_60)
        view_61: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_8, [2, 2, 6, 6]);  bmm_8 = None
        mul_25: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(view_61, 1.0);  view_61 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        add_30: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(mul_25, unsqueeze_11);  mul_25 = unsqueeze_11 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:166 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_31: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(add_30, where_1);  add_30 = where_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_4: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(add_31, -1, False);  add_31 = None
        detach_16: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax_4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:169 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_30: "f32[2, 2, 6, 6]" = torch.ops.aten.clone.default(_softmax_4);  _softmax_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_19: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(clone_30, [2, 2, 6, 6]);  clone_30 = None
        view_62: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_19, [4, 6, 6]);  expand_19 = None
        expand_20: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(cat_5, [2, 2, 6, 8]);  cat_5 = None
        view_63: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_20, [4, 6, 8]);  expand_20 = None
        bmm_9: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_62, view_63)
        view_64: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_9, [2, 2, 6, 8]);  bmm_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_24: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_64, 1, 2);  view_64 = None
        clone_31: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_65: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_31, [2, 6, -1]);  clone_31 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        t_25: "f32[16, 16]" = torch.ops.aten.t.default(primals_40)
        view_66: "f32[12, 16]" = torch.ops.aten.view.default(view_65, [12, 16]);  view_65 = None
        mm_25: "f32[12, 16]" = torch.ops.aten.mm.default(view_66, t_25);  t_25 = None
        _unsafe_view_34: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_25, [2, 6, 16]);  mm_25 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:403 in forward, code: attention_output = hidden_states + self.dropout(attention_output)
        clone_32: "f32[2, 6, 16]" = torch.ops.aten.clone.default(_unsafe_view_34);  _unsafe_view_34 = None
        add_32: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_28, clone_32);  clone_32 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_10: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_32, 2)
        mean_9: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_33: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
        rsqrt_9: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_33);  add_33 = None
        mul_26: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_32, rsqrt_9)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_27: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(primals_41, mul_26);  mul_26 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        t_26: "f32[16, 16]" = torch.ops.aten.t.default(primals_42)
        view_67: "f32[12, 16]" = torch.ops.aten.view.default(mul_27, [12, 16]);  mul_27 = None
        mm_26: "f32[12, 16]" = torch.ops.aten.mm.default(view_67, t_26);  t_26 = None
        _unsafe_view_35: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_26, [2, 6, 16]);  mm_26 = None
        view_68: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_35, [2, 6, -1, 8]);  _unsafe_view_35 = None
        transpose_25: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_68, 1, 2);  view_68 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        t_27: "f32[16, 16]" = torch.ops.aten.t.default(primals_43)
        mm_27: "f32[16, 16]" = torch.ops.aten.mm.default(view_41, t_27);  t_27 = None
        _unsafe_view_36: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_27, [2, 8, 16]);  mm_27 = None
        view_70: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_36, [2, 8, -1, 8]);  _unsafe_view_36 = None
        transpose_26: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_70, 1, 2);  view_70 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        t_28: "f32[16, 16]" = torch.ops.aten.t.default(primals_44)
        mm_28: "f32[16, 16]" = torch.ops.aten.mm.default(view_41, t_28);  t_28 = None
        _unsafe_view_37: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_28, [2, 8, 16]);  mm_28 = None
        view_72: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_37, [2, 8, -1, 8]);  _unsafe_view_37 = None
        transpose_27: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_72, 1, 2);  view_72 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant6: "f32[0]" = self._tensor_constant6
        lift_fresh_copy_6: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant7: "f32[0]" = self._tensor_constant7
        lift_fresh_copy_7: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_6: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_6, transpose_26], -2);  lift_fresh_copy_6 = transpose_26 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_7: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_7, transpose_27], -2);  lift_fresh_copy_7 = transpose_27 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_28: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(cat_6, 2, 3);  cat_6 = None
        expand_21: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_25, [2, 2, 6, 8]);  transpose_25 = None
        clone_33: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
        _unsafe_view_38: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_33, [4, 6, 8]);  clone_33 = None
        expand_22: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_28, [2, 2, 8, 8]);  transpose_28 = None
        view_73: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_22, [4, 8, 8]);  expand_22 = None
        bmm_10: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_38, view_73)
        view_74: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_10, [2, 2, 6, 8]);  bmm_10 = None
        mul_28: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(view_74, 1.0);  view_74 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        add_34: "f32[2, 2, 6, 8]" = torch.ops.aten.add.Tensor(mul_28, zeros_1);  mul_28 = zeros_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_5: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax.default(add_34, -1, False);  add_34 = None
        detach_18: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(_softmax_5)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:169 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        clone_34: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(_softmax_5);  _softmax_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_23: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(clone_34, [2, 2, 6, 8]);  clone_34 = None
        view_75: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_23, [4, 6, 8]);  expand_23 = None
        expand_24: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(cat_7, [2, 2, 8, 8]);  cat_7 = None
        view_76: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_24, [4, 8, 8]);  expand_24 = None
        bmm_11: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_75, view_76)
        view_77: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_11, [2, 2, 6, 8]);  bmm_11 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_29: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_77, 1, 2);  view_77 = None
        clone_35: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_78: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_35, [2, 6, -1]);  clone_35 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        t_29: "f32[16, 16]" = torch.ops.aten.t.default(primals_45)
        view_79: "f32[12, 16]" = torch.ops.aten.view.default(view_78, [12, 16]);  view_78 = None
        mm_29: "f32[12, 16]" = torch.ops.aten.mm.default(view_79, t_29);  t_29 = None
        _unsafe_view_39: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_29, [2, 6, 16]);  mm_29 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:435 in forward, code: layer_output = hidden_states + self.dropout(attention_output)
        clone_36: "f32[2, 6, 16]" = torch.ops.aten.clone.default(_unsafe_view_39);  _unsafe_view_39 = None
        add_35: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_32, clone_36);  clone_36 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_11: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_35, 2)
        mean_10: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_11, [-1], True);  pow_11 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_36: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
        rsqrt_10: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_36);  add_36 = None
        mul_29: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_35, rsqrt_10)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_30: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(primals_46, mul_29);  mul_29 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:85 in forward, code: hidden_states = self.wi(hidden_states)
        t_30: "f32[16, 32]" = torch.ops.aten.t.default(primals_47)
        view_80: "f32[12, 16]" = torch.ops.aten.view.default(mul_30, [12, 16]);  mul_30 = None
        mm_30: "f32[12, 32]" = torch.ops.aten.mm.default(view_80, t_30);  t_30 = None
        _unsafe_view_40: "f32[2, 6, 32]" = torch.ops.aten._unsafe_view.default(mm_30, [2, 6, 32]);  mm_30 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        relu_3: "f32[2, 6, 32]" = torch.ops.aten.relu.default(_unsafe_view_40);  _unsafe_view_40 = None
        detach_20: "f32[2, 6, 32]" = torch.ops.aten.detach.default(relu_3)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:87 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_37: "f32[2, 6, 32]" = torch.ops.aten.clone.default(relu_3);  relu_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:94 in forward, code: hidden_states = self.wo(hidden_states)
        t_31: "f32[32, 16]" = torch.ops.aten.t.default(primals_48)
        view_81: "f32[12, 32]" = torch.ops.aten.view.default(clone_37, [12, 32]);  clone_37 = None
        mm_31: "f32[12, 16]" = torch.ops.aten.mm.default(view_81, t_31);  t_31 = None
        _unsafe_view_41: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_31, [2, 6, 16]);  mm_31 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:141 in forward, code: hidden_states = hidden_states + self.dropout(forwarded_states)
        clone_38: "f32[2, 6, 16]" = torch.ops.aten.clone.default(_unsafe_view_41);  _unsafe_view_41 = None
        add_37: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_35, clone_38);  clone_38 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        pow_12: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_37, 2)
        mean_11: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_12, [-1], True);  pow_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_38: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
        rsqrt_11: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_38);  add_38 = None
        mul_31: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_37, rsqrt_11)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_32: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(primals_49, mul_31);  mul_31 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:746 in forward, code: hidden_states = self.dropout(hidden_states)
        clone_39: "f32[2, 6, 16]" = torch.ops.aten.clone.default(mul_32);  mul_32 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:1048 in forward, code: sequence_output = sequence_output * (self.model_dim**-0.5)
        mul_33: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(clone_39, 0.25);  clone_39 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:1050 in forward, code: lm_logits = self.lm_head(sequence_output)
        t_32: "f32[16, 64]" = torch.ops.aten.t.default(primals_2)
        view_82: "f32[12, 16]" = torch.ops.aten.view.default(mul_33, [12, 16]);  mul_33 = None
        mm_32: "f32[12, 64]" = torch.ops.aten.mm.default(view_82, t_32);  t_32 = None
        _unsafe_view_42: "f32[2, 6, 64]" = torch.ops.aten._unsafe_view.default(mm_32, [2, 6, 64]);  mm_32 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        detach_23: "f32[2, 6, 32]" = torch.ops.aten.detach.default(detach_20);  detach_20 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_31: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(view_75, 1, 2);  view_75 = None
        transpose_32: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_76, 1, 2);  view_76 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach_25: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(detach_18);  detach_18 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_33: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_38, 1, 2);  _unsafe_view_38 = None
        transpose_34: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_73, 1, 2);  view_73 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_40: "f32[4, 6, 6]" = torch.ops.aten.transpose.int(view_62, 1, 2);  view_62 = None
        transpose_41: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(view_63, 1, 2);  view_63 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach_27: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(detach_16);  detach_16 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_42: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_33, 1, 2);  _unsafe_view_33 = None
        transpose_43: "f32[4, 6, 8]" = torch.ops.aten.transpose.int(view_60, 1, 2);  view_60 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        detach_29: "f32[2, 6, 32]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_49: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(view_47, 1, 2);  view_47 = None
        transpose_50: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_48, 1, 2);  view_48 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach_31: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_51: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_26, 1, 2);  _unsafe_view_26 = None
        transpose_52: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_58: "f32[4, 6, 6]" = torch.ops.aten.transpose.int(view_34, 1, 2);  view_34 = None
        transpose_59: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach_33: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_60: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_21, 1, 2);  _unsafe_view_21 = None
        transpose_61: "f32[4, 6, 8]" = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        detach_36: "f32[2, 8, 32]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_67: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
        transpose_68: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach_38: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_69: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_12, 1, 2);  _unsafe_view_12 = None
        transpose_70: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        detach_40: "f32[2, 8, 32]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_76: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
        transpose_77: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach_42: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_78: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
        transpose_79: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        return (_unsafe_view_42, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, embedding, rsqrt, view, add_4, view_10, add_6, rsqrt_1, view_11, view_12, add_8, rsqrt_2, view_13, view_23, add_11, rsqrt_3, view_24, view_25, add_13, rsqrt_4, embedding_2, rsqrt_5, view_26, add_20, view_38, add_23, rsqrt_6, view_39, view_41, view_51, add_26, rsqrt_7, view_52, view_53, add_28, rsqrt_8, view_54, view_66, add_32, rsqrt_9, view_67, view_79, add_35, rsqrt_10, view_80, view_81, add_37, rsqrt_11, view_82, detach_23, transpose_31, transpose_32, detach_25, transpose_33, transpose_34, transpose_40, transpose_41, detach_27, transpose_42, transpose_43, detach_29, transpose_49, transpose_50, detach_31, transpose_51, transpose_52, transpose_58, transpose_59, detach_33, transpose_60, transpose_61, detach_36, transpose_67, transpose_68, detach_38, transpose_69, transpose_70, detach_40, transpose_76, transpose_77, detach_42, transpose_78, transpose_79)
