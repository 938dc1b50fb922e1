class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 8]", primals_2: "f32[64, 16]", primals_3: "f32[16]", primals_4: "f32[16, 16]", primals_5: "f32[16, 16]", primals_6: "f32[16, 16]", primals_8: "f32[16, 16]", primals_9: "f32[16]", primals_10: "f32[32, 16]", primals_11: "f32[16, 32]", primals_12: "f32[16]", primals_13: "f32[16, 16]", primals_14: "f32[16, 16]", primals_15: "f32[16, 16]", primals_16: "f32[16, 16]", primals_17: "f32[16]", primals_18: "f32[32, 16]", primals_19: "f32[16, 32]", primals_20: "f32[16]", primals_21: "i64[2, 6]", primals_22: "f32[16]", primals_23: "f32[16, 16]", primals_24: "f32[16, 16]", primals_25: "f32[16, 16]", primals_27: "f32[16, 16]", primals_28: "f32[16]", primals_29: "f32[16, 16]", primals_30: "f32[16, 16]", primals_31: "f32[16, 16]", primals_32: "f32[16, 16]", primals_33: "f32[16]", primals_34: "f32[32, 16]", primals_35: "f32[16, 32]", primals_36: "f32[16]", primals_37: "f32[16, 16]", primals_38: "f32[16, 16]", primals_39: "f32[16, 16]", primals_40: "f32[16, 16]", primals_41: "f32[16]", primals_42: "f32[16, 16]", primals_43: "f32[16, 16]", primals_44: "f32[16, 16]", primals_45: "f32[16, 16]", primals_46: "f32[16]", primals_47: "f32[32, 16]", primals_48: "f32[16, 32]", primals_49: "f32[16]", embedding: "f32[2, 8, 16]", rsqrt: "f32[2, 8, 1]", view: "f32[16, 16]", add_4: "i64[8, 8]", view_10: "f32[16, 16]", add_6: "f32[2, 8, 16]", rsqrt_1: "f32[2, 8, 1]", view_11: "f32[16, 16]", view_12: "f32[16, 32]", add_8: "f32[2, 8, 16]", rsqrt_2: "f32[2, 8, 1]", view_13: "f32[16, 16]", view_23: "f32[16, 16]", add_11: "f32[2, 8, 16]", rsqrt_3: "f32[2, 8, 1]", view_24: "f32[16, 16]", view_25: "f32[16, 32]", add_13: "f32[2, 8, 16]", rsqrt_4: "f32[2, 8, 1]", embedding_2: "f32[2, 6, 16]", rsqrt_5: "f32[2, 6, 1]", view_26: "f32[12, 16]", add_20: "i64[6, 6]", view_38: "f32[12, 16]", add_23: "f32[2, 6, 16]", rsqrt_6: "f32[2, 6, 1]", view_39: "f32[12, 16]", view_41: "f32[16, 16]", view_51: "f32[12, 16]", add_26: "f32[2, 6, 16]", rsqrt_7: "f32[2, 6, 1]", view_52: "f32[12, 16]", view_53: "f32[12, 32]", add_28: "f32[2, 6, 16]", rsqrt_8: "f32[2, 6, 1]", view_54: "f32[12, 16]", view_66: "f32[12, 16]", add_32: "f32[2, 6, 16]", rsqrt_9: "f32[2, 6, 1]", view_67: "f32[12, 16]", view_79: "f32[12, 16]", add_35: "f32[2, 6, 16]", rsqrt_10: "f32[2, 6, 1]", view_80: "f32[12, 16]", view_81: "f32[12, 32]", add_37: "f32[2, 6, 16]", rsqrt_11: "f32[2, 6, 1]", view_82: "f32[12, 16]", detach_23: "f32[2, 6, 32]", transpose_31: "f32[4, 8, 6]", transpose_32: "f32[4, 8, 8]", detach_25: "f32[2, 2, 6, 8]", transpose_33: "f32[4, 8, 6]", transpose_34: "f32[4, 8, 8]", transpose_40: "f32[4, 6, 6]", transpose_41: "f32[4, 8, 6]", detach_27: "f32[2, 2, 6, 6]", transpose_42: "f32[4, 8, 6]", transpose_43: "f32[4, 6, 8]", detach_29: "f32[2, 6, 32]", transpose_49: "f32[4, 8, 6]", transpose_50: "f32[4, 8, 8]", detach_31: "f32[2, 2, 6, 8]", transpose_51: "f32[4, 8, 6]", transpose_52: "f32[4, 8, 8]", transpose_58: "f32[4, 6, 6]", transpose_59: "f32[4, 8, 6]", detach_33: "f32[2, 2, 6, 6]", transpose_60: "f32[4, 8, 6]", transpose_61: "f32[4, 6, 8]", detach_36: "f32[2, 8, 32]", transpose_67: "f32[4, 8, 8]", transpose_68: "f32[4, 8, 8]", detach_38: "f32[2, 2, 8, 8]", transpose_69: "f32[4, 8, 8]", transpose_70: "f32[4, 8, 8]", detach_40: "f32[2, 8, 32]", transpose_76: "f32[4, 8, 8]", transpose_77: "f32[4, 8, 8]", detach_42: "f32[2, 2, 8, 8]", transpose_78: "f32[4, 8, 8]", transpose_79: "f32[4, 8, 8]", tangents_1: "f32[2, 6, 64]"):
        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:1050 in forward, code: lm_logits = self.lm_head(sequence_output)
        view_83: "f32[12, 64]" = torch.ops.aten.view.default(tangents_1, [12, 64]);  tangents_1 = None
        t_33: "f32[64, 12]" = torch.ops.aten.t.default(view_83)
        mm_33: "f32[64, 16]" = torch.ops.aten.mm.default(t_33, view_82);  t_33 = view_82 = None
        t_34: "f32[16, 64]" = torch.ops.aten.t.default(mm_33);  mm_33 = None
        t_32: "f32[16, 64]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        t_35: "f32[64, 16]" = torch.ops.aten.t.default(t_32);  t_32 = None
        mm_34: "f32[12, 16]" = torch.ops.aten.mm.default(view_83, t_35);  view_83 = t_35 = None
        view_84: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_34, [2, 6, 16]);  mm_34 = None
        t_36: "f32[64, 16]" = torch.ops.aten.t.default(t_34);  t_34 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:1048 in forward, code: sequence_output = sequence_output * (self.model_dim**-0.5)
        mul_34: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_84, 0.25);  view_84 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_35: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_34, primals_49);  primals_49 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_31: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_37, rsqrt_11)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_36: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_34, mul_31);  mul_34 = mul_31 = None
        sum_1: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_36, [0, 1], True);  mul_36 = None
        view_85: "f32[16]" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_37: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_35, add_37)
        mul_38: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_35, rsqrt_11);  mul_35 = None
        sum_2: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_37, [2], True);  mul_37 = None
        detach_21: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_11);  rsqrt_11 = None
        detach_22: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_21);  detach_21 = None
        pow_13: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_22, 3);  detach_22 = None
        mul_39: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
        mul_40: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_39, pow_13);  mul_39 = pow_13 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_25: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_40, [2, 6, 16]);  mul_40 = None
        div_4: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_25, 16);  expand_25 = None
        pow_14: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_37, 1.0);  add_37 = None
        mul_41: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_14, 2.0);  pow_14 = None
        mul_42: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_4, mul_41);  div_4 = mul_41 = None
        add_39: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(mul_38, mul_42);  mul_38 = mul_42 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:94 in forward, code: hidden_states = self.wo(hidden_states)
        view_86: "f32[12, 16]" = torch.ops.aten.view.default(add_39, [12, 16])
        t_37: "f32[16, 12]" = torch.ops.aten.t.default(view_86)
        mm_35: "f32[16, 32]" = torch.ops.aten.mm.default(t_37, view_81);  t_37 = view_81 = None
        t_38: "f32[32, 16]" = torch.ops.aten.t.default(mm_35);  mm_35 = None
        t_31: "f32[32, 16]" = torch.ops.aten.t.default(primals_48);  primals_48 = None
        t_39: "f32[16, 32]" = torch.ops.aten.t.default(t_31);  t_31 = None
        mm_36: "f32[12, 32]" = torch.ops.aten.mm.default(view_86, t_39);  view_86 = t_39 = None
        view_87: "f32[2, 6, 32]" = torch.ops.aten.view.default(mm_36, [2, 6, 32]);  mm_36 = None
        t_40: "f32[16, 32]" = torch.ops.aten.t.default(t_38);  t_38 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        threshold_backward: "f32[2, 6, 32]" = torch.ops.aten.threshold_backward.default(view_87, detach_23, 0);  view_87 = detach_23 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:85 in forward, code: hidden_states = self.wi(hidden_states)
        view_88: "f32[12, 32]" = torch.ops.aten.view.default(threshold_backward, [12, 32]);  threshold_backward = None
        t_41: "f32[32, 12]" = torch.ops.aten.t.default(view_88)
        mm_37: "f32[32, 16]" = torch.ops.aten.mm.default(t_41, view_80);  t_41 = view_80 = None
        t_42: "f32[16, 32]" = torch.ops.aten.t.default(mm_37);  mm_37 = None
        t_30: "f32[16, 32]" = torch.ops.aten.t.default(primals_47);  primals_47 = None
        t_43: "f32[32, 16]" = torch.ops.aten.t.default(t_30);  t_30 = None
        mm_38: "f32[12, 16]" = torch.ops.aten.mm.default(view_88, t_43);  view_88 = t_43 = None
        view_89: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_38, [2, 6, 16]);  mm_38 = None
        t_44: "f32[32, 16]" = torch.ops.aten.t.default(t_42);  t_42 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_43: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_89, primals_46);  primals_46 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_29: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_35, rsqrt_10)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_44: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_89, mul_29);  view_89 = mul_29 = None
        sum_3: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_44, [0, 1], True);  mul_44 = None
        view_90: "f32[16]" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_45: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_43, add_35)
        mul_46: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_43, rsqrt_10);  mul_43 = None
        sum_4: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_45, [2], True);  mul_45 = None
        add_40: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_39, mul_46);  add_39 = mul_46 = None
        detach_19: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_10);  rsqrt_10 = None
        detach_24: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_19);  detach_19 = None
        pow_15: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_24, 3);  detach_24 = None
        mul_47: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
        mul_48: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_47, pow_15);  mul_47 = pow_15 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_26: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_48, [2, 6, 16]);  mul_48 = None
        div_5: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_26, 16);  expand_26 = None
        pow_16: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_35, 1.0);  add_35 = None
        mul_49: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_16, 2.0);  pow_16 = None
        mul_50: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_5, mul_49);  div_5 = mul_49 = None
        add_41: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_40, mul_50);  add_40 = mul_50 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        view_91: "f32[12, 16]" = torch.ops.aten.view.default(add_41, [12, 16])
        t_45: "f32[16, 12]" = torch.ops.aten.t.default(view_91)
        mm_39: "f32[16, 16]" = torch.ops.aten.mm.default(t_45, view_79);  t_45 = view_79 = None
        t_46: "f32[16, 16]" = torch.ops.aten.t.default(mm_39);  mm_39 = None
        t_29: "f32[16, 16]" = torch.ops.aten.t.default(primals_45);  primals_45 = None
        t_47: "f32[16, 16]" = torch.ops.aten.t.default(t_29);  t_29 = None
        mm_40: "f32[12, 16]" = torch.ops.aten.mm.default(view_91, t_47);  view_91 = t_47 = None
        view_92: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_40, [2, 6, 16]);  mm_40 = None
        t_48: "f32[16, 16]" = torch.ops.aten.t.default(t_46);  t_46 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_93: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_92, [2, 6, 2, 8]);  view_92 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_30: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_93, 1, 2);  view_93 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_40: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_30, memory_format = torch.contiguous_format);  transpose_30 = None
        _unsafe_view_43: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_40, [4, 6, 8]);  clone_40 = None
        bmm_12: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_31, _unsafe_view_43);  transpose_31 = None
        bmm_13: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_43, transpose_32);  _unsafe_view_43 = transpose_32 = None
        view_94: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_12, [2, 2, 8, 8]);  bmm_12 = None
        view_95: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_13, [2, 2, 6, 8]);  bmm_13 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_backward_data: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax_backward_data.default(view_95, detach_25, -1, torch.float32);  view_95 = detach_25 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        mul_51: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data, 1.0);  _softmax_backward_data = None
        view_96: "f32[4, 6, 8]" = torch.ops.aten.view.default(mul_51, [4, 6, 8]);  mul_51 = None
        bmm_14: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_33, view_96);  transpose_33 = None
        bmm_15: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_96, transpose_34);  view_96 = transpose_34 = None
        view_97: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_14, [2, 2, 8, 8]);  bmm_14 = None
        view_98: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_15, [2, 2, 6, 8]);  bmm_15 = None
        transpose_35: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_97, 2, 3);  view_97 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_1: "f32[2, 2, 8, 8]" = torch.ops.aten.slice.Tensor(view_94, 2, 0, 8);  view_94 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_2: "f32[2, 2, 8, 8]" = torch.ops.aten.slice.Tensor(transpose_35, 2, 0, 8);  transpose_35 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        transpose_36: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
        clone_41: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_36, memory_format = torch.contiguous_format);  transpose_36 = None
        _unsafe_view_44: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_41, [2, 8, 16]);  clone_41 = None
        view_99: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_44, [16, 16]);  _unsafe_view_44 = None
        t_49: "f32[16, 16]" = torch.ops.aten.t.default(view_99)
        mm_41: "f32[16, 16]" = torch.ops.aten.mm.default(t_49, view_41);  t_49 = None
        t_50: "f32[16, 16]" = torch.ops.aten.t.default(mm_41);  mm_41 = None
        t_28: "f32[16, 16]" = torch.ops.aten.t.default(primals_44);  primals_44 = None
        t_51: "f32[16, 16]" = torch.ops.aten.t.default(t_28);  t_28 = None
        mm_42: "f32[16, 16]" = torch.ops.aten.mm.default(view_99, t_51);  view_99 = t_51 = None
        view_100: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_42, [2, 8, 16]);  mm_42 = None
        t_52: "f32[16, 16]" = torch.ops.aten.t.default(t_50);  t_50 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        transpose_37: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
        view_101: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_37, [2, 8, 16]);  transpose_37 = None
        clone_42: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_101, memory_format = torch.contiguous_format);  view_101 = None
        _unsafe_view_45: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_42, [16, 16]);  clone_42 = None
        t_53: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_45)
        mm_43: "f32[16, 16]" = torch.ops.aten.mm.default(t_53, view_41);  t_53 = None
        t_54: "f32[16, 16]" = torch.ops.aten.t.default(mm_43);  mm_43 = None
        t_27: "f32[16, 16]" = torch.ops.aten.t.default(primals_43);  primals_43 = None
        t_55: "f32[16, 16]" = torch.ops.aten.t.default(t_27);  t_27 = None
        mm_44: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_45, t_55);  _unsafe_view_45 = t_55 = None
        view_102: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_44, [2, 8, 16]);  mm_44 = None
        add_42: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(view_100, view_102);  view_100 = view_102 = None
        t_56: "f32[16, 16]" = torch.ops.aten.t.default(t_54);  t_54 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_38: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_98, 1, 2);  view_98 = None
        clone_43: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_38, memory_format = torch.contiguous_format);  transpose_38 = None
        _unsafe_view_46: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_43, [2, 6, 16]);  clone_43 = None
        view_103: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_46, [12, 16]);  _unsafe_view_46 = None
        t_57: "f32[16, 12]" = torch.ops.aten.t.default(view_103)
        mm_45: "f32[16, 16]" = torch.ops.aten.mm.default(t_57, view_67);  t_57 = view_67 = None
        t_58: "f32[16, 16]" = torch.ops.aten.t.default(mm_45);  mm_45 = None
        t_26: "f32[16, 16]" = torch.ops.aten.t.default(primals_42);  primals_42 = None
        t_59: "f32[16, 16]" = torch.ops.aten.t.default(t_26);  t_26 = None
        mm_46: "f32[12, 16]" = torch.ops.aten.mm.default(view_103, t_59);  view_103 = t_59 = None
        view_104: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_46, [2, 6, 16]);  mm_46 = None
        t_60: "f32[16, 16]" = torch.ops.aten.t.default(t_58);  t_58 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_52: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_104, primals_41);  primals_41 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_26: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_32, rsqrt_9)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_53: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_104, mul_26);  view_104 = mul_26 = None
        sum_5: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_53, [0, 1], True);  mul_53 = None
        view_105: "f32[16]" = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_54: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_52, add_32)
        mul_55: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_52, rsqrt_9);  mul_52 = None
        sum_6: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_54, [2], True);  mul_54 = None
        add_43: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_41, mul_55);  add_41 = mul_55 = None
        detach_17: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_9);  rsqrt_9 = None
        detach_26: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_17);  detach_17 = None
        pow_17: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_26, 3);  detach_26 = None
        mul_56: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_6, -0.5);  sum_6 = None
        mul_57: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_56, pow_17);  mul_56 = pow_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_27: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_57, [2, 6, 16]);  mul_57 = None
        div_6: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_27, 16);  expand_27 = None
        pow_18: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_32, 1.0);  add_32 = None
        mul_58: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_18, 2.0);  pow_18 = None
        mul_59: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_6, mul_58);  div_6 = mul_58 = None
        add_44: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_43, mul_59);  add_43 = mul_59 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        view_106: "f32[12, 16]" = torch.ops.aten.view.default(add_44, [12, 16])
        t_61: "f32[16, 12]" = torch.ops.aten.t.default(view_106)
        mm_47: "f32[16, 16]" = torch.ops.aten.mm.default(t_61, view_66);  t_61 = view_66 = None
        t_62: "f32[16, 16]" = torch.ops.aten.t.default(mm_47);  mm_47 = None
        t_25: "f32[16, 16]" = torch.ops.aten.t.default(primals_40);  primals_40 = None
        t_63: "f32[16, 16]" = torch.ops.aten.t.default(t_25);  t_25 = None
        mm_48: "f32[12, 16]" = torch.ops.aten.mm.default(view_106, t_63);  view_106 = t_63 = None
        view_107: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_48, [2, 6, 16]);  mm_48 = None
        t_64: "f32[16, 16]" = torch.ops.aten.t.default(t_62);  t_62 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_108: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_107, [2, 6, 2, 8]);  view_107 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_39: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_108, 1, 2);  view_108 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_44: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_39, memory_format = torch.contiguous_format);  transpose_39 = None
        _unsafe_view_47: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_44, [4, 6, 8]);  clone_44 = None
        bmm_16: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(transpose_40, _unsafe_view_47);  transpose_40 = None
        bmm_17: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_47, transpose_41);  _unsafe_view_47 = transpose_41 = None
        view_109: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_16, [2, 2, 6, 8]);  bmm_16 = None
        view_110: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_17, [2, 2, 6, 6]);  bmm_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_backward_data_1: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax_backward_data.default(view_110, detach_27, -1, torch.float32);  view_110 = detach_27 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        sum_7: "f32[1, 2, 6, 6]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_1, [0], True)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        mul_60: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 1.0);  _softmax_backward_data_1 = None
        view_111: "f32[4, 6, 6]" = torch.ops.aten.view.default(mul_60, [4, 6, 6]);  mul_60 = None
        bmm_18: "f32[4, 8, 6]" = torch.ops.aten.bmm.default(transpose_42, view_111);  transpose_42 = None
        bmm_19: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_111, transpose_43);  view_111 = transpose_43 = None
        view_112: "f32[2, 2, 8, 6]" = torch.ops.aten.view.default(bmm_18, [2, 2, 8, 6]);  bmm_18 = None
        view_113: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_19, [2, 2, 6, 8]);  bmm_19 = None
        transpose_44: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_112, 2, 3);  view_112 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_3: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(view_109, 2, 0, 6);  view_109 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_4: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(transpose_44, 2, 0, 6);  transpose_44 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        transpose_45: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(slice_3, 1, 2);  slice_3 = None
        clone_45: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_45, memory_format = torch.contiguous_format);  transpose_45 = None
        _unsafe_view_48: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_45, [2, 6, 16]);  clone_45 = None
        view_114: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_48, [12, 16]);  _unsafe_view_48 = None
        t_65: "f32[16, 12]" = torch.ops.aten.t.default(view_114)
        mm_49: "f32[16, 16]" = torch.ops.aten.mm.default(t_65, view_54);  t_65 = None
        t_66: "f32[16, 16]" = torch.ops.aten.t.default(mm_49);  mm_49 = None
        t_24: "f32[16, 16]" = torch.ops.aten.t.default(primals_39);  primals_39 = None
        t_67: "f32[16, 16]" = torch.ops.aten.t.default(t_24);  t_24 = None
        mm_50: "f32[12, 16]" = torch.ops.aten.mm.default(view_114, t_67);  view_114 = t_67 = None
        view_115: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_50, [2, 6, 16]);  mm_50 = None
        t_68: "f32[16, 16]" = torch.ops.aten.t.default(t_66);  t_66 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        transpose_46: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(slice_4, 1, 2);  slice_4 = None
        view_116: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_46, [2, 6, 16]);  transpose_46 = None
        clone_46: "f32[2, 6, 16]" = torch.ops.aten.clone.default(view_116, memory_format = torch.contiguous_format);  view_116 = None
        _unsafe_view_49: "f32[12, 16]" = torch.ops.aten._unsafe_view.default(clone_46, [12, 16]);  clone_46 = None
        t_69: "f32[16, 12]" = torch.ops.aten.t.default(_unsafe_view_49)
        mm_51: "f32[16, 16]" = torch.ops.aten.mm.default(t_69, view_54);  t_69 = None
        t_70: "f32[16, 16]" = torch.ops.aten.t.default(mm_51);  mm_51 = None
        t_23: "f32[16, 16]" = torch.ops.aten.t.default(primals_38);  primals_38 = None
        t_71: "f32[16, 16]" = torch.ops.aten.t.default(t_23);  t_23 = None
        mm_52: "f32[12, 16]" = torch.ops.aten.mm.default(_unsafe_view_49, t_71);  _unsafe_view_49 = t_71 = None
        view_117: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_52, [2, 6, 16]);  mm_52 = None
        add_45: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(view_115, view_117);  view_115 = view_117 = None
        t_72: "f32[16, 16]" = torch.ops.aten.t.default(t_70);  t_70 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_47: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_113, 1, 2);  view_113 = None
        clone_47: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_47, memory_format = torch.contiguous_format);  transpose_47 = None
        _unsafe_view_50: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_47, [2, 6, 16]);  clone_47 = None
        view_118: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_50, [12, 16]);  _unsafe_view_50 = None
        t_73: "f32[16, 12]" = torch.ops.aten.t.default(view_118)
        mm_53: "f32[16, 16]" = torch.ops.aten.mm.default(t_73, view_54);  t_73 = view_54 = None
        t_74: "f32[16, 16]" = torch.ops.aten.t.default(mm_53);  mm_53 = None
        t_22: "f32[16, 16]" = torch.ops.aten.t.default(primals_37);  primals_37 = None
        t_75: "f32[16, 16]" = torch.ops.aten.t.default(t_22);  t_22 = None
        mm_54: "f32[12, 16]" = torch.ops.aten.mm.default(view_118, t_75);  view_118 = t_75 = None
        view_119: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_54, [2, 6, 16]);  mm_54 = None
        add_46: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_45, view_119);  add_45 = view_119 = None
        t_76: "f32[16, 16]" = torch.ops.aten.t.default(t_74);  t_74 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_61: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_46, primals_36);  primals_36 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_23: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_28, rsqrt_8)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_62: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_46, mul_23);  add_46 = mul_23 = None
        sum_8: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_62, [0, 1], True);  mul_62 = None
        view_120: "f32[16]" = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_63: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_61, add_28)
        mul_64: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_61, rsqrt_8);  mul_61 = None
        sum_9: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_63, [2], True);  mul_63 = None
        add_47: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_44, mul_64);  add_44 = mul_64 = None
        detach_15: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_8);  rsqrt_8 = None
        detach_28: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        pow_19: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_28, 3);  detach_28 = None
        mul_65: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_9, -0.5);  sum_9 = None
        mul_66: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_65, pow_19);  mul_65 = pow_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_28: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_66, [2, 6, 16]);  mul_66 = None
        div_7: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_28, 16);  expand_28 = None
        pow_20: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_28, 1.0);  add_28 = None
        mul_67: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_20, 2.0);  pow_20 = None
        mul_68: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_7, mul_67);  div_7 = mul_67 = None
        add_48: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_47, mul_68);  add_47 = mul_68 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:94 in forward, code: hidden_states = self.wo(hidden_states)
        view_121: "f32[12, 16]" = torch.ops.aten.view.default(add_48, [12, 16])
        t_77: "f32[16, 12]" = torch.ops.aten.t.default(view_121)
        mm_55: "f32[16, 32]" = torch.ops.aten.mm.default(t_77, view_53);  t_77 = view_53 = None
        t_78: "f32[32, 16]" = torch.ops.aten.t.default(mm_55);  mm_55 = None
        t_21: "f32[32, 16]" = torch.ops.aten.t.default(primals_35);  primals_35 = None
        t_79: "f32[16, 32]" = torch.ops.aten.t.default(t_21);  t_21 = None
        mm_56: "f32[12, 32]" = torch.ops.aten.mm.default(view_121, t_79);  view_121 = t_79 = None
        view_122: "f32[2, 6, 32]" = torch.ops.aten.view.default(mm_56, [2, 6, 32]);  mm_56 = None
        t_80: "f32[16, 32]" = torch.ops.aten.t.default(t_78);  t_78 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        threshold_backward_1: "f32[2, 6, 32]" = torch.ops.aten.threshold_backward.default(view_122, detach_29, 0);  view_122 = detach_29 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:85 in forward, code: hidden_states = self.wi(hidden_states)
        view_123: "f32[12, 32]" = torch.ops.aten.view.default(threshold_backward_1, [12, 32]);  threshold_backward_1 = None
        t_81: "f32[32, 12]" = torch.ops.aten.t.default(view_123)
        mm_57: "f32[32, 16]" = torch.ops.aten.mm.default(t_81, view_52);  t_81 = view_52 = None
        t_82: "f32[16, 32]" = torch.ops.aten.t.default(mm_57);  mm_57 = None
        t_20: "f32[16, 32]" = torch.ops.aten.t.default(primals_34);  primals_34 = None
        t_83: "f32[32, 16]" = torch.ops.aten.t.default(t_20);  t_20 = None
        mm_58: "f32[12, 16]" = torch.ops.aten.mm.default(view_123, t_83);  view_123 = t_83 = None
        view_124: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_58, [2, 6, 16]);  mm_58 = None
        t_84: "f32[32, 16]" = torch.ops.aten.t.default(t_82);  t_82 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_69: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_124, primals_33);  primals_33 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_21: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_26, rsqrt_7)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_70: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_124, mul_21);  view_124 = mul_21 = None
        sum_10: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_70, [0, 1], True);  mul_70 = None
        view_125: "f32[16]" = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_71: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_69, add_26)
        mul_72: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_69, rsqrt_7);  mul_69 = None
        sum_11: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_71, [2], True);  mul_71 = None
        add_49: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_48, mul_72);  add_48 = mul_72 = None
        detach_13: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_7);  rsqrt_7 = None
        detach_30: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        pow_21: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_30, 3);  detach_30 = None
        mul_73: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_11, -0.5);  sum_11 = None
        mul_74: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_73, pow_21);  mul_73 = pow_21 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_29: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_74, [2, 6, 16]);  mul_74 = None
        div_8: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_29, 16);  expand_29 = None
        pow_22: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_26, 1.0);  add_26 = None
        mul_75: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_22, 2.0);  pow_22 = None
        mul_76: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_8, mul_75);  div_8 = mul_75 = None
        add_50: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_49, mul_76);  add_49 = mul_76 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        view_126: "f32[12, 16]" = torch.ops.aten.view.default(add_50, [12, 16])
        t_85: "f32[16, 12]" = torch.ops.aten.t.default(view_126)
        mm_59: "f32[16, 16]" = torch.ops.aten.mm.default(t_85, view_51);  t_85 = view_51 = None
        t_86: "f32[16, 16]" = torch.ops.aten.t.default(mm_59);  mm_59 = None
        t_19: "f32[16, 16]" = torch.ops.aten.t.default(primals_32);  primals_32 = None
        t_87: "f32[16, 16]" = torch.ops.aten.t.default(t_19);  t_19 = None
        mm_60: "f32[12, 16]" = torch.ops.aten.mm.default(view_126, t_87);  view_126 = t_87 = None
        view_127: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_60, [2, 6, 16]);  mm_60 = None
        t_88: "f32[16, 16]" = torch.ops.aten.t.default(t_86);  t_86 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_128: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_127, [2, 6, 2, 8]);  view_127 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_48: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_128, 1, 2);  view_128 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_48: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_48, memory_format = torch.contiguous_format);  transpose_48 = None
        _unsafe_view_51: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_48, [4, 6, 8]);  clone_48 = None
        bmm_20: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_49, _unsafe_view_51);  transpose_49 = None
        bmm_21: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_51, transpose_50);  _unsafe_view_51 = transpose_50 = None
        view_129: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_20, [2, 2, 8, 8]);  bmm_20 = None
        view_130: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_21, [2, 2, 6, 8]);  bmm_21 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_backward_data_2: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax_backward_data.default(view_130, detach_31, -1, torch.float32);  view_130 = detach_31 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        mul_77: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 1.0);  _softmax_backward_data_2 = None
        view_131: "f32[4, 6, 8]" = torch.ops.aten.view.default(mul_77, [4, 6, 8]);  mul_77 = None
        bmm_22: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_51, view_131);  transpose_51 = None
        bmm_23: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_131, transpose_52);  view_131 = transpose_52 = None
        view_132: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_22, [2, 2, 8, 8]);  bmm_22 = None
        view_133: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_23, [2, 2, 6, 8]);  bmm_23 = None
        transpose_53: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_132, 2, 3);  view_132 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_5: "f32[2, 2, 8, 8]" = torch.ops.aten.slice.Tensor(view_129, 2, 0, 8);  view_129 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_6: "f32[2, 2, 8, 8]" = torch.ops.aten.slice.Tensor(transpose_53, 2, 0, 8);  transpose_53 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        transpose_54: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(slice_5, 1, 2);  slice_5 = None
        clone_49: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_54, memory_format = torch.contiguous_format);  transpose_54 = None
        _unsafe_view_52: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_49, [2, 8, 16]);  clone_49 = None
        view_134: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_52, [16, 16]);  _unsafe_view_52 = None
        t_89: "f32[16, 16]" = torch.ops.aten.t.default(view_134)
        mm_61: "f32[16, 16]" = torch.ops.aten.mm.default(t_89, view_41);  t_89 = None
        t_90: "f32[16, 16]" = torch.ops.aten.t.default(mm_61);  mm_61 = None
        t_18: "f32[16, 16]" = torch.ops.aten.t.default(primals_31);  primals_31 = None
        t_91: "f32[16, 16]" = torch.ops.aten.t.default(t_18);  t_18 = None
        mm_62: "f32[16, 16]" = torch.ops.aten.mm.default(view_134, t_91);  view_134 = t_91 = None
        view_135: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_62, [2, 8, 16]);  mm_62 = None
        add_51: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_42, view_135);  add_42 = view_135 = None
        t_92: "f32[16, 16]" = torch.ops.aten.t.default(t_90);  t_90 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        transpose_55: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(slice_6, 1, 2);  slice_6 = None
        view_136: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_55, [2, 8, 16]);  transpose_55 = None
        clone_50: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_136, memory_format = torch.contiguous_format);  view_136 = None
        _unsafe_view_53: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_50, [16, 16]);  clone_50 = None
        t_93: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_53)
        mm_63: "f32[16, 16]" = torch.ops.aten.mm.default(t_93, view_41);  t_93 = view_41 = None
        t_94: "f32[16, 16]" = torch.ops.aten.t.default(mm_63);  mm_63 = None
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(primals_30);  primals_30 = None
        t_95: "f32[16, 16]" = torch.ops.aten.t.default(t_17);  t_17 = None
        mm_64: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_53, t_95);  _unsafe_view_53 = t_95 = None
        view_137: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_64, [2, 8, 16]);  mm_64 = None
        add_52: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_51, view_137);  add_51 = view_137 = None
        t_96: "f32[16, 16]" = torch.ops.aten.t.default(t_94);  t_94 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_56: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_133, 1, 2);  view_133 = None
        clone_51: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_56, memory_format = torch.contiguous_format);  transpose_56 = None
        _unsafe_view_54: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_51, [2, 6, 16]);  clone_51 = None
        view_138: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_54, [12, 16]);  _unsafe_view_54 = None
        t_97: "f32[16, 12]" = torch.ops.aten.t.default(view_138)
        mm_65: "f32[16, 16]" = torch.ops.aten.mm.default(t_97, view_39);  t_97 = view_39 = None
        t_98: "f32[16, 16]" = torch.ops.aten.t.default(mm_65);  mm_65 = None
        t_16: "f32[16, 16]" = torch.ops.aten.t.default(primals_29);  primals_29 = None
        t_99: "f32[16, 16]" = torch.ops.aten.t.default(t_16);  t_16 = None
        mm_66: "f32[12, 16]" = torch.ops.aten.mm.default(view_138, t_99);  view_138 = t_99 = None
        view_139: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_66, [2, 6, 16]);  mm_66 = None
        t_100: "f32[16, 16]" = torch.ops.aten.t.default(t_98);  t_98 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_78: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_139, primals_28);  primals_28 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_18: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_23, rsqrt_6)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_79: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_139, mul_18);  view_139 = mul_18 = None
        sum_12: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_79, [0, 1], True);  mul_79 = None
        view_140: "f32[16]" = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_80: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_78, add_23)
        mul_81: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_78, rsqrt_6);  mul_78 = None
        sum_13: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_80, [2], True);  mul_80 = None
        add_53: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_50, mul_81);  add_50 = mul_81 = None
        detach_11: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_6);  rsqrt_6 = None
        detach_32: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        pow_23: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_32, 3);  detach_32 = None
        mul_82: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_13, -0.5);  sum_13 = None
        mul_83: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_82, pow_23);  mul_82 = pow_23 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_30: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_83, [2, 6, 16]);  mul_83 = None
        div_9: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_30, 16);  expand_30 = None
        pow_24: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_23, 1.0);  add_23 = None
        mul_84: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_24, 2.0);  pow_24 = None
        mul_85: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_9, mul_84);  div_9 = mul_84 = None
        add_54: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_53, mul_85);  add_53 = mul_85 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        view_141: "f32[12, 16]" = torch.ops.aten.view.default(add_54, [12, 16])
        t_101: "f32[16, 12]" = torch.ops.aten.t.default(view_141)
        mm_67: "f32[16, 16]" = torch.ops.aten.mm.default(t_101, view_38);  t_101 = view_38 = None
        t_102: "f32[16, 16]" = torch.ops.aten.t.default(mm_67);  mm_67 = None
        t_15: "f32[16, 16]" = torch.ops.aten.t.default(primals_27);  primals_27 = None
        t_103: "f32[16, 16]" = torch.ops.aten.t.default(t_15);  t_15 = None
        mm_68: "f32[12, 16]" = torch.ops.aten.mm.default(view_141, t_103);  view_141 = t_103 = None
        view_142: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_68, [2, 6, 16]);  mm_68 = None
        t_104: "f32[16, 16]" = torch.ops.aten.t.default(t_102);  t_102 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_143: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_142, [2, 6, 2, 8]);  view_142 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_57: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_143, 1, 2);  view_143 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_52: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_57, memory_format = torch.contiguous_format);  transpose_57 = None
        _unsafe_view_55: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_52, [4, 6, 8]);  clone_52 = None
        bmm_24: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(transpose_58, _unsafe_view_55);  transpose_58 = None
        bmm_25: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_55, transpose_59);  _unsafe_view_55 = transpose_59 = None
        view_144: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_24, [2, 2, 6, 8]);  bmm_24 = None
        view_145: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_25, [2, 2, 6, 6]);  bmm_25 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_backward_data_3: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax_backward_data.default(view_145, detach_33, -1, torch.float32);  view_145 = detach_33 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        sum_14: "f32[1, 2, 6, 6]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_3, [0], True)
        add_55: "f32[1, 2, 6, 6]" = torch.ops.aten.add.Tensor(sum_7, sum_14);  sum_7 = sum_14 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        mul_86: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, 1.0);  _softmax_backward_data_3 = None
        view_146: "f32[4, 6, 6]" = torch.ops.aten.view.default(mul_86, [4, 6, 6]);  mul_86 = None
        bmm_26: "f32[4, 8, 6]" = torch.ops.aten.bmm.default(transpose_60, view_146);  transpose_60 = None
        bmm_27: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_146, transpose_61);  view_146 = transpose_61 = None
        view_147: "f32[2, 2, 8, 6]" = torch.ops.aten.view.default(bmm_26, [2, 2, 8, 6]);  bmm_26 = None
        view_148: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_27, [2, 2, 6, 8]);  bmm_27 = None
        transpose_62: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_147, 2, 3);  view_147 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:279 in compute_bias, code: values = values.permute([2, 0, 1]).unsqueeze(0)  # shape (1, num_heads, query_length, key_length)
        squeeze: "f32[2, 6, 6]" = torch.ops.aten.squeeze.dim(add_55, 0);  add_55 = None
        permute_2: "f32[6, 6, 2]" = torch.ops.aten.permute.default(squeeze, [1, 2, 0]);  squeeze = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:278 in compute_bias, code: values = self.relative_attention_bias(relative_position_bucket)  # shape (query_length, key_length, num_heads)
        embedding_dense_backward: "f32[32, 2]" = torch.ops.aten.embedding_dense_backward.default(permute_2, add_20, 32, -1, False);  permute_2 = add_20 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_7: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(view_144, 2, 0, 6);  view_144 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_8: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(transpose_62, 2, 0, 6);  transpose_62 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        transpose_63: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(slice_7, 1, 2);  slice_7 = None
        clone_53: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_63, memory_format = torch.contiguous_format);  transpose_63 = None
        _unsafe_view_56: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_53, [2, 6, 16]);  clone_53 = None
        view_149: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_56, [12, 16]);  _unsafe_view_56 = None
        t_105: "f32[16, 12]" = torch.ops.aten.t.default(view_149)
        mm_69: "f32[16, 16]" = torch.ops.aten.mm.default(t_105, view_26);  t_105 = None
        t_106: "f32[16, 16]" = torch.ops.aten.t.default(mm_69);  mm_69 = None
        t_14: "f32[16, 16]" = torch.ops.aten.t.default(primals_25);  primals_25 = None
        t_107: "f32[16, 16]" = torch.ops.aten.t.default(t_14);  t_14 = None
        mm_70: "f32[12, 16]" = torch.ops.aten.mm.default(view_149, t_107);  view_149 = t_107 = None
        view_150: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_70, [2, 6, 16]);  mm_70 = None
        t_108: "f32[16, 16]" = torch.ops.aten.t.default(t_106);  t_106 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        transpose_64: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(slice_8, 1, 2);  slice_8 = None
        view_151: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_64, [2, 6, 16]);  transpose_64 = None
        clone_54: "f32[2, 6, 16]" = torch.ops.aten.clone.default(view_151, memory_format = torch.contiguous_format);  view_151 = None
        _unsafe_view_57: "f32[12, 16]" = torch.ops.aten._unsafe_view.default(clone_54, [12, 16]);  clone_54 = None
        t_109: "f32[16, 12]" = torch.ops.aten.t.default(_unsafe_view_57)
        mm_71: "f32[16, 16]" = torch.ops.aten.mm.default(t_109, view_26);  t_109 = None
        t_110: "f32[16, 16]" = torch.ops.aten.t.default(mm_71);  mm_71 = None
        t_13: "f32[16, 16]" = torch.ops.aten.t.default(primals_24);  primals_24 = None
        t_111: "f32[16, 16]" = torch.ops.aten.t.default(t_13);  t_13 = None
        mm_72: "f32[12, 16]" = torch.ops.aten.mm.default(_unsafe_view_57, t_111);  _unsafe_view_57 = t_111 = None
        view_152: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_72, [2, 6, 16]);  mm_72 = None
        add_56: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(view_150, view_152);  view_150 = view_152 = None
        t_112: "f32[16, 16]" = torch.ops.aten.t.default(t_110);  t_110 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_65: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_148, 1, 2);  view_148 = None
        clone_55: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_65, memory_format = torch.contiguous_format);  transpose_65 = None
        _unsafe_view_58: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_55, [2, 6, 16]);  clone_55 = None
        view_153: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_58, [12, 16]);  _unsafe_view_58 = None
        t_113: "f32[16, 12]" = torch.ops.aten.t.default(view_153)
        mm_73: "f32[16, 16]" = torch.ops.aten.mm.default(t_113, view_26);  t_113 = view_26 = None
        t_114: "f32[16, 16]" = torch.ops.aten.t.default(mm_73);  mm_73 = None
        t_12: "f32[16, 16]" = torch.ops.aten.t.default(primals_23);  primals_23 = None
        t_115: "f32[16, 16]" = torch.ops.aten.t.default(t_12);  t_12 = None
        mm_74: "f32[12, 16]" = torch.ops.aten.mm.default(view_153, t_115);  view_153 = t_115 = None
        view_154: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_74, [2, 6, 16]);  mm_74 = None
        add_57: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_56, view_154);  add_56 = view_154 = None
        t_116: "f32[16, 16]" = torch.ops.aten.t.default(t_114);  t_114 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_87: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_57, primals_22);  primals_22 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:726 in forward, code: hidden_states = self.dropout(inputs_embeds)
        clone_18: "f32[2, 6, 16]" = torch.ops.aten.clone.default(embedding_2);  embedding_2 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_14: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(clone_18, rsqrt_5)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_88: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_57, mul_14);  add_57 = mul_14 = None
        sum_15: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_88, [0, 1], True);  mul_88 = None
        view_155: "f32[16]" = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_89: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_87, clone_18)
        mul_90: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_87, rsqrt_5);  mul_87 = None
        sum_16: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_89, [2], True);  mul_89 = None
        add_58: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_54, mul_90);  add_54 = mul_90 = None
        detach_9: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_5);  rsqrt_5 = None
        detach_34: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        pow_25: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_34, 3);  detach_34 = None
        mul_91: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_16, -0.5);  sum_16 = None
        mul_92: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_91, pow_25);  mul_91 = pow_25 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_31: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_92, [2, 6, 16]);  mul_92 = None
        div_10: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_31, 16);  expand_31 = None
        pow_26: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(clone_18, 1.0);  clone_18 = None
        mul_93: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_26, 2.0);  pow_26 = None
        mul_94: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_10, mul_93);  div_10 = mul_93 = None
        add_59: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_58, mul_94);  add_58 = mul_94 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:683 in forward, code: inputs_embeds = self.embed_tokens(input_ids)
        embedding_dense_backward_1: "f32[64, 16]" = torch.ops.aten.embedding_dense_backward.default(add_59, primals_21, 64, -1, False);  add_59 = primals_21 = None
        add_60: "f32[64, 16]" = torch.ops.aten.add.Tensor(t_36, embedding_dense_backward_1);  t_36 = embedding_dense_backward_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_95: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_52, primals_20);  primals_20 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_12: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_13, rsqrt_4)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_96: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_52, mul_12);  add_52 = mul_12 = None
        sum_17: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_96, [0, 1], True);  mul_96 = None
        view_156: "f32[16]" = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_97: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_95, add_13)
        mul_98: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_95, rsqrt_4);  mul_95 = None
        sum_18: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_97, [2], True);  mul_97 = None
        detach_8: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_4);  rsqrt_4 = None
        detach_35: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        pow_27: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_35, 3);  detach_35 = None
        mul_99: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_18, -0.5);  sum_18 = None
        mul_100: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_99, pow_27);  mul_99 = pow_27 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_32: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_100, [2, 8, 16]);  mul_100 = None
        div_11: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_32, 16);  expand_32 = None
        pow_28: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_13, 1.0);  add_13 = None
        mul_101: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_28, 2.0);  pow_28 = None
        mul_102: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_11, mul_101);  div_11 = mul_101 = None
        add_61: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(mul_98, mul_102);  mul_98 = mul_102 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:94 in forward, code: hidden_states = self.wo(hidden_states)
        view_157: "f32[16, 16]" = torch.ops.aten.view.default(add_61, [16, 16])
        t_117: "f32[16, 16]" = torch.ops.aten.t.default(view_157)
        mm_75: "f32[16, 32]" = torch.ops.aten.mm.default(t_117, view_25);  t_117 = view_25 = None
        t_118: "f32[32, 16]" = torch.ops.aten.t.default(mm_75);  mm_75 = None
        t_11: "f32[32, 16]" = torch.ops.aten.t.default(primals_19);  primals_19 = None
        t_119: "f32[16, 32]" = torch.ops.aten.t.default(t_11);  t_11 = None
        mm_76: "f32[16, 32]" = torch.ops.aten.mm.default(view_157, t_119);  view_157 = t_119 = None
        view_158: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_76, [2, 8, 32]);  mm_76 = None
        t_120: "f32[16, 32]" = torch.ops.aten.t.default(t_118);  t_118 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        threshold_backward_2: "f32[2, 8, 32]" = torch.ops.aten.threshold_backward.default(view_158, detach_36, 0);  view_158 = detach_36 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:85 in forward, code: hidden_states = self.wi(hidden_states)
        view_159: "f32[16, 32]" = torch.ops.aten.view.default(threshold_backward_2, [16, 32]);  threshold_backward_2 = None
        t_121: "f32[32, 16]" = torch.ops.aten.t.default(view_159)
        mm_77: "f32[32, 16]" = torch.ops.aten.mm.default(t_121, view_24);  t_121 = view_24 = None
        t_122: "f32[16, 32]" = torch.ops.aten.t.default(mm_77);  mm_77 = None
        t_10: "f32[16, 32]" = torch.ops.aten.t.default(primals_18);  primals_18 = None
        t_123: "f32[32, 16]" = torch.ops.aten.t.default(t_10);  t_10 = None
        mm_78: "f32[16, 16]" = torch.ops.aten.mm.default(view_159, t_123);  view_159 = t_123 = None
        view_160: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_78, [2, 8, 16]);  mm_78 = None
        t_124: "f32[32, 16]" = torch.ops.aten.t.default(t_122);  t_122 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_103: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_160, primals_17);  primals_17 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_10: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_11, rsqrt_3)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_104: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_160, mul_10);  view_160 = mul_10 = None
        sum_19: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_104, [0, 1], True);  mul_104 = None
        view_161: "f32[16]" = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_105: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_103, add_11)
        mul_106: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_103, rsqrt_3);  mul_103 = None
        sum_20: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_105, [2], True);  mul_105 = None
        add_62: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_61, mul_106);  add_61 = mul_106 = None
        detach_6: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_3);  rsqrt_3 = None
        detach_37: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        pow_29: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_37, 3);  detach_37 = None
        mul_107: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_20, -0.5);  sum_20 = None
        mul_108: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_107, pow_29);  mul_107 = pow_29 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_33: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_108, [2, 8, 16]);  mul_108 = None
        div_12: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_33, 16);  expand_33 = None
        pow_30: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_11, 1.0);  add_11 = None
        mul_109: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_30, 2.0);  pow_30 = None
        mul_110: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_12, mul_109);  div_12 = mul_109 = None
        add_63: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_62, mul_110);  add_62 = mul_110 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        view_162: "f32[16, 16]" = torch.ops.aten.view.default(add_63, [16, 16])
        t_125: "f32[16, 16]" = torch.ops.aten.t.default(view_162)
        mm_79: "f32[16, 16]" = torch.ops.aten.mm.default(t_125, view_23);  t_125 = view_23 = None
        t_126: "f32[16, 16]" = torch.ops.aten.t.default(mm_79);  mm_79 = None
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(primals_16);  primals_16 = None
        t_127: "f32[16, 16]" = torch.ops.aten.t.default(t_9);  t_9 = None
        mm_80: "f32[16, 16]" = torch.ops.aten.mm.default(view_162, t_127);  view_162 = t_127 = None
        view_163: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_80, [2, 8, 16]);  mm_80 = None
        t_128: "f32[16, 16]" = torch.ops.aten.t.default(t_126);  t_126 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_164: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_163, [2, 8, 2, 8]);  view_163 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_66: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_164, 1, 2);  view_164 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_56: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_66, memory_format = torch.contiguous_format);  transpose_66 = None
        _unsafe_view_59: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_56, [4, 8, 8]);  clone_56 = None
        bmm_28: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_67, _unsafe_view_59);  transpose_67 = None
        bmm_29: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_59, transpose_68);  _unsafe_view_59 = transpose_68 = None
        view_165: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_28, [2, 2, 8, 8]);  bmm_28 = None
        view_166: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_29, [2, 2, 8, 8]);  bmm_29 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_backward_data_4: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_166, detach_38, -1, torch.float32);  view_166 = detach_38 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        sum_21: "f32[1, 2, 8, 8]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_4, [0], True)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        mul_111: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_4, 1.0);  _softmax_backward_data_4 = None
        view_167: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_111, [4, 8, 8]);  mul_111 = None
        bmm_30: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_69, view_167);  transpose_69 = None
        bmm_31: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_167, transpose_70);  view_167 = transpose_70 = None
        view_168: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_30, [2, 2, 8, 8]);  bmm_30 = None
        view_169: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_31, [2, 2, 8, 8]);  bmm_31 = None
        transpose_71: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_168, 2, 3);  view_168 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        transpose_72: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_165, 1, 2);  view_165 = None
        clone_57: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_72, memory_format = torch.contiguous_format);  transpose_72 = None
        _unsafe_view_60: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_57, [2, 8, 16]);  clone_57 = None
        view_170: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_60, [16, 16]);  _unsafe_view_60 = None
        t_129: "f32[16, 16]" = torch.ops.aten.t.default(view_170)
        mm_81: "f32[16, 16]" = torch.ops.aten.mm.default(t_129, view_13);  t_129 = None
        t_130: "f32[16, 16]" = torch.ops.aten.t.default(mm_81);  mm_81 = None
        t_8: "f32[16, 16]" = torch.ops.aten.t.default(primals_15);  primals_15 = None
        t_131: "f32[16, 16]" = torch.ops.aten.t.default(t_8);  t_8 = None
        mm_82: "f32[16, 16]" = torch.ops.aten.mm.default(view_170, t_131);  view_170 = t_131 = None
        view_171: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_82, [2, 8, 16]);  mm_82 = None
        t_132: "f32[16, 16]" = torch.ops.aten.t.default(t_130);  t_130 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        transpose_73: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_71, 1, 2);  transpose_71 = None
        view_172: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_73, [2, 8, 16]);  transpose_73 = None
        clone_58: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_172, memory_format = torch.contiguous_format);  view_172 = None
        _unsafe_view_61: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_58, [16, 16]);  clone_58 = None
        t_133: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_61)
        mm_83: "f32[16, 16]" = torch.ops.aten.mm.default(t_133, view_13);  t_133 = None
        t_134: "f32[16, 16]" = torch.ops.aten.t.default(mm_83);  mm_83 = None
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        t_135: "f32[16, 16]" = torch.ops.aten.t.default(t_7);  t_7 = None
        mm_84: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_61, t_135);  _unsafe_view_61 = t_135 = None
        view_173: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_84, [2, 8, 16]);  mm_84 = None
        add_64: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(view_171, view_173);  view_171 = view_173 = None
        t_136: "f32[16, 16]" = torch.ops.aten.t.default(t_134);  t_134 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_74: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_169, 1, 2);  view_169 = None
        clone_59: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_74, memory_format = torch.contiguous_format);  transpose_74 = None
        _unsafe_view_62: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_59, [2, 8, 16]);  clone_59 = None
        view_174: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_62, [16, 16]);  _unsafe_view_62 = None
        t_137: "f32[16, 16]" = torch.ops.aten.t.default(view_174)
        mm_85: "f32[16, 16]" = torch.ops.aten.mm.default(t_137, view_13);  t_137 = view_13 = None
        t_138: "f32[16, 16]" = torch.ops.aten.t.default(mm_85);  mm_85 = None
        t_6: "f32[16, 16]" = torch.ops.aten.t.default(primals_13);  primals_13 = None
        t_139: "f32[16, 16]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_86: "f32[16, 16]" = torch.ops.aten.mm.default(view_174, t_139);  view_174 = t_139 = None
        view_175: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_86, [2, 8, 16]);  mm_86 = None
        add_65: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_64, view_175);  add_64 = view_175 = None
        t_140: "f32[16, 16]" = torch.ops.aten.t.default(t_138);  t_138 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_112: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_65, primals_12);  primals_12 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_7: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_8, rsqrt_2)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_113: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_65, mul_7);  add_65 = mul_7 = None
        sum_22: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_113, [0, 1], True);  mul_113 = None
        view_176: "f32[16]" = torch.ops.aten.view.default(sum_22, [16]);  sum_22 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_114: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_112, add_8)
        mul_115: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_112, rsqrt_2);  mul_112 = None
        sum_23: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_114, [2], True);  mul_114 = None
        add_66: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_63, mul_115);  add_63 = mul_115 = None
        detach_4: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_2);  rsqrt_2 = None
        detach_39: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        pow_31: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_39, 3);  detach_39 = None
        mul_116: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_23, -0.5);  sum_23 = None
        mul_117: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_116, pow_31);  mul_116 = pow_31 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_34: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_117, [2, 8, 16]);  mul_117 = None
        div_13: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_34, 16);  expand_34 = None
        pow_32: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_8, 1.0);  add_8 = None
        mul_118: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_32, 2.0);  pow_32 = None
        mul_119: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_13, mul_118);  div_13 = mul_118 = None
        add_67: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_66, mul_119);  add_66 = mul_119 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:94 in forward, code: hidden_states = self.wo(hidden_states)
        view_177: "f32[16, 16]" = torch.ops.aten.view.default(add_67, [16, 16])
        t_141: "f32[16, 16]" = torch.ops.aten.t.default(view_177)
        mm_87: "f32[16, 32]" = torch.ops.aten.mm.default(t_141, view_12);  t_141 = view_12 = None
        t_142: "f32[32, 16]" = torch.ops.aten.t.default(mm_87);  mm_87 = None
        t_5: "f32[32, 16]" = torch.ops.aten.t.default(primals_11);  primals_11 = None
        t_143: "f32[16, 32]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_88: "f32[16, 32]" = torch.ops.aten.mm.default(view_177, t_143);  view_177 = t_143 = None
        view_178: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_88, [2, 8, 32]);  mm_88 = None
        t_144: "f32[16, 32]" = torch.ops.aten.t.default(t_142);  t_142 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:86 in forward, code: hidden_states = self.act(hidden_states)
        threshold_backward_3: "f32[2, 8, 32]" = torch.ops.aten.threshold_backward.default(view_178, detach_40, 0);  view_178 = detach_40 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:85 in forward, code: hidden_states = self.wi(hidden_states)
        view_179: "f32[16, 32]" = torch.ops.aten.view.default(threshold_backward_3, [16, 32]);  threshold_backward_3 = None
        t_145: "f32[32, 16]" = torch.ops.aten.t.default(view_179)
        mm_89: "f32[32, 16]" = torch.ops.aten.mm.default(t_145, view_11);  t_145 = view_11 = None
        t_146: "f32[16, 32]" = torch.ops.aten.t.default(mm_89);  mm_89 = None
        t_4: "f32[16, 32]" = torch.ops.aten.t.default(primals_10);  primals_10 = None
        t_147: "f32[32, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_90: "f32[16, 16]" = torch.ops.aten.mm.default(view_179, t_147);  view_179 = t_147 = None
        view_180: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_90, [2, 8, 16]);  mm_90 = None
        t_148: "f32[32, 16]" = torch.ops.aten.t.default(t_146);  t_146 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_120: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_180, primals_9);  primals_9 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_5: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_6, rsqrt_1)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_121: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_180, mul_5);  view_180 = mul_5 = None
        sum_24: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_121, [0, 1], True);  mul_121 = None
        view_181: "f32[16]" = torch.ops.aten.view.default(sum_24, [16]);  sum_24 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_122: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_120, add_6)
        mul_123: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_120, rsqrt_1);  mul_120 = None
        sum_25: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_122, [2], True);  mul_122 = None
        add_68: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_67, mul_123);  add_67 = mul_123 = None
        detach_2: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_1);  rsqrt_1 = None
        detach_41: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        pow_33: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_41, 3);  detach_41 = None
        mul_124: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_25, -0.5);  sum_25 = None
        mul_125: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_124, pow_33);  mul_124 = pow_33 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_35: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_125, [2, 8, 16]);  mul_125 = None
        div_14: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_35, 16);  expand_35 = None
        pow_34: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_6, 1.0);  add_6 = None
        mul_126: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_34, 2.0);  pow_34 = None
        mul_127: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_14, mul_126);  div_14 = mul_126 = None
        add_69: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_68, mul_127);  add_68 = mul_127 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:369 in forward, code: attn_output = self.o(attn_output)
        view_182: "f32[16, 16]" = torch.ops.aten.view.default(add_69, [16, 16])
        t_149: "f32[16, 16]" = torch.ops.aten.t.default(view_182)
        mm_91: "f32[16, 16]" = torch.ops.aten.mm.default(t_149, view_10);  t_149 = view_10 = None
        t_150: "f32[16, 16]" = torch.ops.aten.t.default(mm_91);  mm_91 = None
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        t_151: "f32[16, 16]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_92: "f32[16, 16]" = torch.ops.aten.mm.default(view_182, t_151);  view_182 = t_151 = None
        view_183: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_92, [2, 8, 16]);  mm_92 = None
        t_152: "f32[16, 16]" = torch.ops.aten.t.default(t_150);  t_150 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:368 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_184: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_183, [2, 8, 2, 8]);  view_183 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:172 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_75: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_184, 1, 2);  view_184 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:171 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_60: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_75, memory_format = torch.contiguous_format);  transpose_75 = None
        _unsafe_view_63: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_60, [4, 8, 8]);  clone_60 = None
        bmm_32: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_76, _unsafe_view_63);  transpose_76 = None
        bmm_33: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_63, transpose_77);  _unsafe_view_63 = transpose_77 = None
        view_185: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_32, [2, 2, 8, 8]);  bmm_32 = None
        view_186: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_33, [2, 2, 8, 8]);  bmm_33 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:168 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_backward_data_5: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_186, detach_42, -1, torch.float32);  view_186 = detach_42 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:163 in eager_attention_forward, code: attn_weights = attn_weights + position_bias
        sum_26: "f32[1, 2, 8, 8]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_5, [0], True)
        add_70: "f32[1, 2, 8, 8]" = torch.ops.aten.add.Tensor(sum_21, sum_26);  sum_21 = sum_26 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:160 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        mul_128: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_5, 1.0);  _softmax_backward_data_5 = None
        view_187: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_128, [4, 8, 8]);  mul_128 = None
        bmm_34: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_78, view_187);  transpose_78 = None
        bmm_35: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_187, transpose_79);  view_187 = transpose_79 = None
        view_188: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_34, [2, 2, 8, 8]);  bmm_34 = None
        view_189: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_35, [2, 2, 8, 8]);  bmm_35 = None
        transpose_80: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_188, 2, 3);  view_188 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:279 in compute_bias, code: values = values.permute([2, 0, 1]).unsqueeze(0)  # shape (1, num_heads, query_length, key_length)
        squeeze_1: "f32[2, 8, 8]" = torch.ops.aten.squeeze.dim(add_70, 0);  add_70 = None
        permute_3: "f32[8, 8, 2]" = torch.ops.aten.permute.default(squeeze_1, [1, 2, 0]);  squeeze_1 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:278 in compute_bias, code: values = self.relative_attention_bias(relative_position_bucket)  # shape (query_length, key_length, num_heads)
        embedding_dense_backward_2: "f32[32, 2]" = torch.ops.aten.embedding_dense_backward.default(permute_3, add_4, 32, -1, False);  permute_3 = add_4 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:328 in forward, code: value_states = self.v(current_states).view(kv_shape).transpose(1, 2)
        transpose_81: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_185, 1, 2);  view_185 = None
        clone_61: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_81, memory_format = torch.contiguous_format);  transpose_81 = None
        _unsafe_view_64: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_61, [2, 8, 16]);  clone_61 = None
        view_190: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_64, [16, 16]);  _unsafe_view_64 = None
        t_153: "f32[16, 16]" = torch.ops.aten.t.default(view_190)
        mm_93: "f32[16, 16]" = torch.ops.aten.mm.default(t_153, view);  t_153 = None
        t_154: "f32[16, 16]" = torch.ops.aten.t.default(mm_93);  mm_93 = None
        t_2: "f32[16, 16]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_155: "f32[16, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_94: "f32[16, 16]" = torch.ops.aten.mm.default(view_190, t_155);  view_190 = t_155 = None
        view_191: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_94, [2, 8, 16]);  mm_94 = None
        t_156: "f32[16, 16]" = torch.ops.aten.t.default(t_154);  t_154 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:327 in forward, code: key_states = self.k(current_states).view(kv_shape).transpose(1, 2)
        transpose_82: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_80, 1, 2);  transpose_80 = None
        view_192: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_82, [2, 8, 16]);  transpose_82 = None
        clone_62: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_192, memory_format = torch.contiguous_format);  view_192 = None
        _unsafe_view_65: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_62, [16, 16]);  clone_62 = None
        t_157: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_65)
        mm_95: "f32[16, 16]" = torch.ops.aten.mm.default(t_157, view);  t_157 = None
        t_158: "f32[16, 16]" = torch.ops.aten.t.default(mm_95);  mm_95 = None
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        t_159: "f32[16, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_96: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_65, t_159);  _unsafe_view_65 = t_159 = None
        view_193: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_96, [2, 8, 16]);  mm_96 = None
        add_71: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(view_191, view_193);  view_191 = view_193 = None
        t_160: "f32[16, 16]" = torch.ops.aten.t.default(t_158);  t_158 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:306 in forward, code: query_states = self.q(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_83: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_189, 1, 2);  view_189 = None
        clone_63: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_83, memory_format = torch.contiguous_format);  transpose_83 = None
        _unsafe_view_66: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_63, [2, 8, 16]);  clone_63 = None
        view_194: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_66, [16, 16]);  _unsafe_view_66 = None
        t_161: "f32[16, 16]" = torch.ops.aten.t.default(view_194)
        mm_97: "f32[16, 16]" = torch.ops.aten.mm.default(t_161, view);  t_161 = view = None
        t_162: "f32[16, 16]" = torch.ops.aten.t.default(mm_97);  mm_97 = None
        t: "f32[16, 16]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_163: "f32[16, 16]" = torch.ops.aten.t.default(t);  t = None
        mm_98: "f32[16, 16]" = torch.ops.aten.mm.default(view_194, t_163);  view_194 = t_163 = None
        view_195: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_98, [2, 8, 16]);  mm_98 = None
        add_72: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_71, view_195);  add_71 = view_195 = None
        t_164: "f32[16, 16]" = torch.ops.aten.t.default(t_162);  t_162 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_129: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_72, primals_3);  primals_3 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:726 in forward, code: hidden_states = self.dropout(inputs_embeds)
        clone: "f32[2, 8, 16]" = torch.ops.aten.clone.default(embedding);  embedding = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(clone, rsqrt)

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:73 in forward, code: return self.weight * hidden_states
        mul_130: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_72, mul);  add_72 = mul = None
        sum_27: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_130, [0, 1], True);  mul_130 = None
        view_196: "f32[16]" = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:67 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_131: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_129, clone)
        mul_132: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_129, rsqrt);  mul_129 = None
        sum_28: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_131, [2], True);  mul_131 = None
        add_73: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_69, mul_132);  add_69 = mul_132 = None
        detach: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt);  rsqrt = None
        detach_43: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach);  detach = None
        pow_35: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_43, 3);  detach_43 = None
        mul_133: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_28, -0.5);  sum_28 = None
        mul_134: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_133, pow_35);  mul_133 = pow_35 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:66 in forward, code: variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        expand_36: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_134, [2, 8, 16]);  mul_134 = None
        div_15: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_36, 16);  expand_36 = None
        pow_36: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(clone, 1.0);  clone = None
        mul_135: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_36, 2.0);  pow_36 = None
        mul_136: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_15, mul_135);  div_15 = mul_135 = None
        add_74: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_73, mul_136);  add_73 = mul_136 = None

        # File: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/transformers/models/t5/modeling_t5.py:683 in forward, code: inputs_embeds = self.embed_tokens(input_ids)
        embedding_dense_backward_3: "f32[64, 16]" = torch.ops.aten.embedding_dense_backward.default(add_74, primals_1, 64, -1, False);  add_74 = primals_1 = None
        add_75: "f32[64, 16]" = torch.ops.aten.add.Tensor(add_60, embedding_dense_backward_3);  add_60 = embedding_dense_backward_3 = None
        return (None, add_75, view_196, t_164, t_160, t_156, embedding_dense_backward_2, t_152, view_181, t_148, t_144, view_176, t_140, t_136, t_132, t_128, view_161, t_124, t_120, view_156, None, view_155, t_116, t_112, t_108, embedding_dense_backward, t_104, view_140, t_100, t_96, t_92, t_88, view_125, t_84, t_80, view_120, t_76, t_72, t_68, t_64, view_105, t_60, t_56, t_52, t_48, view_90, t_44, t_40, view_85)
