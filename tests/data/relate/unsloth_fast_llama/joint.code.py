


def forward(self, input_ids_1, labels_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, input_ids_1);  _param_constant0 = None
    full = torch.ops.aten.full.default([8, 8], -3.4028234663852886e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    triu = torch.ops.aten.triu.default(full, 1);  full = None
    unsqueeze = torch.ops.aten.unsqueeze.default(triu, 0);  triu = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 1);  unsqueeze = None
    view = torch.ops.aten.view.default(embedding, [-1, 16])
    mul = torch.ops.aten.mul.Tensor(view, view)
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [-1]);  mul = None
    div = torch.ops.aten.div.Tensor(sum_1, 16);  sum_1 = None
    add = torch.ops.aten.add.Tensor(div, 1e-06);  div = None
    rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(rsqrt, -1)
    mul_1 = torch.ops.aten.mul.Tensor(view, unsqueeze_2);  unsqueeze_2 = None
    _tensor_constant0 = self._tensor_constant0
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant0);  mul_1 = _tensor_constant0 = None
    view_1 = torch.ops.aten.view.default(mul_2, [2, 8, 16]);  mul_2 = None
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    view_2 = torch.ops.aten.view.default(view_1, [16, 16])
    mm = torch.ops.aten.mm.default(view_2, t)
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    view_3 = torch.ops.aten.view.default(view_1, [16, 16])
    mm_1 = torch.ops.aten.mm.default(view_3, t_1)
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 8]);  mm_1 = None
    _param_constant3 = self._param_constant3
    t_2 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    view_4 = torch.ops.aten.view.default(view_1, [16, 16]);  view_1 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_2)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 8]);  mm_2 = None
    view_5 = torch.ops.aten.view.default(_unsafe_view, [2, 8, 4, 4]);  _unsafe_view = None
    transpose = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    view_6 = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, 2, 4]);  _unsafe_view_1 = None
    transpose_1 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    view_7 = torch.ops.aten.view.default(_unsafe_view_2, [2, 8, 2, 4]);  _unsafe_view_2 = None
    transpose_2 = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
    transpose_3 = torch.ops.aten.transpose.int(transpose, 1, 2);  transpose = None
    _tensor_constant1 = self._tensor_constant1
    squeeze = torch.ops.aten.squeeze.default(_tensor_constant1);  _tensor_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    squeeze_1 = torch.ops.aten.squeeze.default(_tensor_constant2);  _tensor_constant2 = None
    view_8 = torch.ops.aten.view.default(transpose_3, [16, 16]);  transpose_3 = None
    arange = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder = torch.ops.aten.remainder.Scalar(arange, 8);  arange = None
    slice_1 = torch.ops.aten.slice.Tensor(squeeze_1, 1, 0, 2)
    index = torch.ops.aten.index.Tensor(slice_1, [remainder]);  slice_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(index, 1);  index = None
    slice_2 = torch.ops.aten.slice.Tensor(squeeze, 1, 0, 2)
    index_1 = torch.ops.aten.index.Tensor(slice_2, [remainder]);  slice_2 = remainder = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(index_1, 1);  index_1 = None
    view_9 = torch.ops.aten.view.default(view_8, [16, 4, 4]);  view_8 = None
    slice_3 = torch.ops.aten.slice.Tensor(view_9, 2, 0, 2)
    slice_4 = torch.ops.aten.slice.Tensor(view_9, 2, 2, 9223372036854775807);  view_9 = None
    mul_3 = torch.ops.aten.mul.Tensor(slice_3, unsqueeze_4)
    mul_4 = torch.ops.aten.mul.Tensor(slice_4, unsqueeze_3)
    sub = torch.ops.aten.sub.Tensor(mul_3, mul_4);  mul_3 = mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(slice_4, unsqueeze_4);  slice_4 = unsqueeze_4 = None
    mul_6 = torch.ops.aten.mul.Tensor(slice_3, unsqueeze_3);  slice_3 = unsqueeze_3 = None
    add_1 = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
    cat = torch.ops.aten.cat.default([sub, add_1], -1);  sub = add_1 = None
    view_10 = torch.ops.aten.view.default(cat, [16, 16]);  cat = None
    view_11 = torch.ops.aten.view.default(view_10, [2, 8, 4, 4]);  view_10 = None
    transpose_4 = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
    transpose_5 = torch.ops.aten.transpose.int(transpose_1, 1, 2);  transpose_1 = None
    _tensor_constant1_1 = self._tensor_constant1
    squeeze_2 = torch.ops.aten.squeeze.default(_tensor_constant1_1);  _tensor_constant1_1 = None
    _tensor_constant2_1 = self._tensor_constant2
    squeeze_3 = torch.ops.aten.squeeze.default(_tensor_constant2_1);  _tensor_constant2_1 = None
    view_12 = torch.ops.aten.view.default(transpose_5, [16, 8]);  transpose_5 = None
    arange_1 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_1 = torch.ops.aten.remainder.Scalar(arange_1, 8);  arange_1 = None
    slice_5 = torch.ops.aten.slice.Tensor(squeeze_3, 1, 0, 2)
    index_2 = torch.ops.aten.index.Tensor(slice_5, [remainder_1]);  slice_5 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(index_2, 1);  index_2 = None
    slice_6 = torch.ops.aten.slice.Tensor(squeeze_2, 1, 0, 2)
    index_3 = torch.ops.aten.index.Tensor(slice_6, [remainder_1]);  slice_6 = remainder_1 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(index_3, 1);  index_3 = None
    view_13 = torch.ops.aten.view.default(view_12, [16, 2, 4]);  view_12 = None
    slice_7 = torch.ops.aten.slice.Tensor(view_13, 2, 0, 2)
    slice_8 = torch.ops.aten.slice.Tensor(view_13, 2, 2, 9223372036854775807);  view_13 = None
    mul_7 = torch.ops.aten.mul.Tensor(slice_7, unsqueeze_6)
    mul_8 = torch.ops.aten.mul.Tensor(slice_8, unsqueeze_5)
    sub_1 = torch.ops.aten.sub.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    mul_9 = torch.ops.aten.mul.Tensor(slice_8, unsqueeze_6);  slice_8 = unsqueeze_6 = None
    mul_10 = torch.ops.aten.mul.Tensor(slice_7, unsqueeze_5);  slice_7 = unsqueeze_5 = None
    add_2 = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    cat_1 = torch.ops.aten.cat.default([sub_1, add_2], -1);  sub_1 = add_2 = None
    view_14 = torch.ops.aten.view.default(cat_1, [16, 8]);  cat_1 = None
    view_15 = torch.ops.aten.view.default(view_14, [2, 8, 2, 4]);  view_14 = None
    transpose_6 = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(transpose_6, 2);  transpose_6 = None
    expand = torch.ops.aten.expand.default(unsqueeze_7, [2, 2, 2, 8, 4]);  unsqueeze_7 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(transpose_2, 2);  transpose_2 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_8, [2, 2, 2, 8, 4]);  unsqueeze_8 = None
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone, [2, 4, 8, 4]);  clone = None
    clone_1 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_1, [2, 4, 8, 4]);  clone_1 = None
    clone_2 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(clone_2, _unsafe_view_3, _unsafe_view_4, attn_mask = unsqueeze_1)
    getitem = _scaled_dot_product_flash_attention_for_cpu[0]
    getitem_1 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
    detach = torch.ops.aten.detach.default(getitem)
    transpose_7 = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
    clone_3 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    view_16 = torch.ops.aten.view.default(clone_3, [2, 8, 16]);  clone_3 = None
    _param_constant4 = self._param_constant4
    t_3 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    view_17 = torch.ops.aten.view.default(view_16, [16, 16]);  view_16 = None
    mm_3 = torch.ops.aten.mm.default(view_17, t_3)
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
    add_3 = torch.ops.aten.add.Tensor(embedding, _unsafe_view_5);  embedding = _unsafe_view_5 = None
    view_18 = torch.ops.aten.view.default(add_3, [-1, 16])
    mul_11 = torch.ops.aten.mul.Tensor(view_18, view_18)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_11, [-1]);  mul_11 = None
    div_1 = torch.ops.aten.div.Tensor(sum_2, 16);  sum_2 = None
    add_4 = torch.ops.aten.add.Tensor(div_1, 1e-06);  div_1 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(rsqrt_1, -1)
    mul_12 = torch.ops.aten.mul.Tensor(view_18, unsqueeze_9);  unsqueeze_9 = None
    _tensor_constant3 = self._tensor_constant3
    mul_13 = torch.ops.aten.mul.Tensor(mul_12, _tensor_constant3);  mul_12 = _tensor_constant3 = None
    view_19 = torch.ops.aten.view.default(mul_13, [2, 8, 16]);  mul_13 = None
    _param_constant5 = self._param_constant5
    t_4 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    view_20 = torch.ops.aten.view.default(view_19, [16, 16])
    mm_4 = torch.ops.aten.mm.default(view_20, t_4)
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None
    silu = torch.ops.aten.silu.default(_unsafe_view_6)
    _param_constant6 = self._param_constant6
    t_5 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    view_21 = torch.ops.aten.view.default(view_19, [16, 16]);  view_19 = None
    mm_5 = torch.ops.aten.mm.default(view_21, t_5)
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 32]);  mm_5 = None
    mul_14 = torch.ops.aten.mul.Tensor(silu, _unsafe_view_7)
    _param_constant7 = self._param_constant7
    t_6 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    view_22 = torch.ops.aten.view.default(mul_14, [16, 32]);  mul_14 = None
    mm_6 = torch.ops.aten.mm.default(view_22, t_6)
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, _unsafe_view_8);  add_3 = _unsafe_view_8 = None
    view_23 = torch.ops.aten.view.default(add_5, [-1, 16])
    mul_15 = torch.ops.aten.mul.Tensor(view_23, view_23)
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_15, [-1]);  mul_15 = None
    div_2 = torch.ops.aten.div.Tensor(sum_3, 16);  sum_3 = None
    add_6 = torch.ops.aten.add.Tensor(div_2, 1e-06);  div_2 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(rsqrt_2, -1)
    mul_16 = torch.ops.aten.mul.Tensor(view_23, unsqueeze_10);  unsqueeze_10 = None
    _tensor_constant4 = self._tensor_constant4
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, _tensor_constant4);  mul_16 = _tensor_constant4 = None
    view_24 = torch.ops.aten.view.default(mul_17, [2, 8, 16]);  mul_17 = None
    _param_constant8 = self._param_constant8
    t_7 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    view_25 = torch.ops.aten.view.default(view_24, [16, 16])
    mm_7 = torch.ops.aten.mm.default(view_25, t_7)
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
    _param_constant9 = self._param_constant9
    t_8 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    view_26 = torch.ops.aten.view.default(view_24, [16, 16])
    mm_8 = torch.ops.aten.mm.default(view_26, t_8)
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 8]);  mm_8 = None
    _param_constant10 = self._param_constant10
    t_9 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    view_27 = torch.ops.aten.view.default(view_24, [16, 16]);  view_24 = None
    mm_9 = torch.ops.aten.mm.default(view_27, t_9)
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 8]);  mm_9 = None
    view_28 = torch.ops.aten.view.default(_unsafe_view_9, [2, 8, 4, 4]);  _unsafe_view_9 = None
    transpose_8 = torch.ops.aten.transpose.int(view_28, 1, 2);  view_28 = None
    view_29 = torch.ops.aten.view.default(_unsafe_view_10, [2, 8, 2, 4]);  _unsafe_view_10 = None
    transpose_9 = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None
    view_30 = torch.ops.aten.view.default(_unsafe_view_11, [2, 8, 2, 4]);  _unsafe_view_11 = None
    transpose_10 = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
    transpose_11 = torch.ops.aten.transpose.int(transpose_8, 1, 2);  transpose_8 = None
    _tensor_constant5 = self._tensor_constant5
    squeeze_4 = torch.ops.aten.squeeze.default(_tensor_constant5);  _tensor_constant5 = None
    _tensor_constant6 = self._tensor_constant6
    squeeze_5 = torch.ops.aten.squeeze.default(_tensor_constant6);  _tensor_constant6 = None
    view_31 = torch.ops.aten.view.default(transpose_11, [16, 16]);  transpose_11 = None
    arange_2 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_2 = torch.ops.aten.remainder.Scalar(arange_2, 8);  arange_2 = None
    slice_9 = torch.ops.aten.slice.Tensor(squeeze_5, 1, 0, 2)
    index_4 = torch.ops.aten.index.Tensor(slice_9, [remainder_2]);  slice_9 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(index_4, 1);  index_4 = None
    slice_10 = torch.ops.aten.slice.Tensor(squeeze_4, 1, 0, 2)
    index_5 = torch.ops.aten.index.Tensor(slice_10, [remainder_2]);  slice_10 = remainder_2 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(index_5, 1);  index_5 = None
    view_32 = torch.ops.aten.view.default(view_31, [16, 4, 4]);  view_31 = None
    slice_11 = torch.ops.aten.slice.Tensor(view_32, 2, 0, 2)
    slice_12 = torch.ops.aten.slice.Tensor(view_32, 2, 2, 9223372036854775807);  view_32 = None
    mul_18 = torch.ops.aten.mul.Tensor(slice_11, unsqueeze_12)
    mul_19 = torch.ops.aten.mul.Tensor(slice_12, unsqueeze_11)
    sub_2 = torch.ops.aten.sub.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
    mul_20 = torch.ops.aten.mul.Tensor(slice_12, unsqueeze_12);  slice_12 = unsqueeze_12 = None
    mul_21 = torch.ops.aten.mul.Tensor(slice_11, unsqueeze_11);  slice_11 = unsqueeze_11 = None
    add_7 = torch.ops.aten.add.Tensor(mul_20, mul_21);  mul_20 = mul_21 = None
    cat_2 = torch.ops.aten.cat.default([sub_2, add_7], -1);  sub_2 = add_7 = None
    view_33 = torch.ops.aten.view.default(cat_2, [16, 16]);  cat_2 = None
    view_34 = torch.ops.aten.view.default(view_33, [2, 8, 4, 4]);  view_33 = None
    transpose_12 = torch.ops.aten.transpose.int(view_34, 1, 2);  view_34 = None
    transpose_13 = torch.ops.aten.transpose.int(transpose_9, 1, 2);  transpose_9 = None
    _tensor_constant5_1 = self._tensor_constant5
    squeeze_6 = torch.ops.aten.squeeze.default(_tensor_constant5_1);  _tensor_constant5_1 = None
    _tensor_constant6_1 = self._tensor_constant6
    squeeze_7 = torch.ops.aten.squeeze.default(_tensor_constant6_1);  _tensor_constant6_1 = None
    view_35 = torch.ops.aten.view.default(transpose_13, [16, 8]);  transpose_13 = None
    arange_3 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_3 = torch.ops.aten.remainder.Scalar(arange_3, 8);  arange_3 = None
    slice_13 = torch.ops.aten.slice.Tensor(squeeze_7, 1, 0, 2)
    index_6 = torch.ops.aten.index.Tensor(slice_13, [remainder_3]);  slice_13 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(index_6, 1);  index_6 = None
    slice_14 = torch.ops.aten.slice.Tensor(squeeze_6, 1, 0, 2)
    index_7 = torch.ops.aten.index.Tensor(slice_14, [remainder_3]);  slice_14 = remainder_3 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(index_7, 1);  index_7 = None
    view_36 = torch.ops.aten.view.default(view_35, [16, 2, 4]);  view_35 = None
    slice_15 = torch.ops.aten.slice.Tensor(view_36, 2, 0, 2)
    slice_16 = torch.ops.aten.slice.Tensor(view_36, 2, 2, 9223372036854775807);  view_36 = None
    mul_22 = torch.ops.aten.mul.Tensor(slice_15, unsqueeze_14)
    mul_23 = torch.ops.aten.mul.Tensor(slice_16, unsqueeze_13)
    sub_3 = torch.ops.aten.sub.Tensor(mul_22, mul_23);  mul_22 = mul_23 = None
    mul_24 = torch.ops.aten.mul.Tensor(slice_16, unsqueeze_14);  slice_16 = unsqueeze_14 = None
    mul_25 = torch.ops.aten.mul.Tensor(slice_15, unsqueeze_13);  slice_15 = unsqueeze_13 = None
    add_8 = torch.ops.aten.add.Tensor(mul_24, mul_25);  mul_24 = mul_25 = None
    cat_3 = torch.ops.aten.cat.default([sub_3, add_8], -1);  sub_3 = add_8 = None
    view_37 = torch.ops.aten.view.default(cat_3, [16, 8]);  cat_3 = None
    view_38 = torch.ops.aten.view.default(view_37, [2, 8, 2, 4]);  view_37 = None
    transpose_14 = torch.ops.aten.transpose.int(view_38, 1, 2);  view_38 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(transpose_14, 2);  transpose_14 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_15, [2, 2, 2, 8, 4]);  unsqueeze_15 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(transpose_10, 2);  transpose_10 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_16, [2, 2, 2, 8, 4]);  unsqueeze_16 = None
    clone_4 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_4, [2, 4, 8, 4]);  clone_4 = None
    clone_5 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_5, [2, 4, 8, 4]);  clone_5 = None
    clone_6 = torch.ops.aten.clone.default(transpose_12, memory_format = torch.contiguous_format);  transpose_12 = None
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(clone_6, _unsafe_view_12, _unsafe_view_13, attn_mask = unsqueeze_1)
    getitem_2 = _scaled_dot_product_flash_attention_for_cpu_1[0]
    getitem_3 = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    detach_1 = torch.ops.aten.detach.default(getitem_2)
    transpose_15 = torch.ops.aten.transpose.int(getitem_2, 1, 2);  getitem_2 = None
    clone_7 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    view_39 = torch.ops.aten.view.default(clone_7, [2, 8, 16]);  clone_7 = None
    _param_constant11 = self._param_constant11
    t_10 = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
    view_40 = torch.ops.aten.view.default(view_39, [16, 16]);  view_39 = None
    mm_10 = torch.ops.aten.mm.default(view_40, t_10)
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 16]);  mm_10 = None
    add_9 = torch.ops.aten.add.Tensor(add_5, _unsafe_view_14);  add_5 = _unsafe_view_14 = None
    view_41 = torch.ops.aten.view.default(add_9, [-1, 16])
    mul_26 = torch.ops.aten.mul.Tensor(view_41, view_41)
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_26, [-1]);  mul_26 = None
    div_3 = torch.ops.aten.div.Tensor(sum_4, 16);  sum_4 = None
    add_10 = torch.ops.aten.add.Tensor(div_3, 1e-06);  div_3 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(rsqrt_3, -1)
    mul_27 = torch.ops.aten.mul.Tensor(view_41, unsqueeze_17);  unsqueeze_17 = None
    _tensor_constant7 = self._tensor_constant7
    mul_28 = torch.ops.aten.mul.Tensor(mul_27, _tensor_constant7);  mul_27 = _tensor_constant7 = None
    view_42 = torch.ops.aten.view.default(mul_28, [2, 8, 16]);  mul_28 = None
    _param_constant12 = self._param_constant12
    t_11 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    view_43 = torch.ops.aten.view.default(view_42, [16, 16])
    mm_11 = torch.ops.aten.mm.default(view_43, t_11)
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 32]);  mm_11 = None
    silu_1 = torch.ops.aten.silu.default(_unsafe_view_15)
    _param_constant13 = self._param_constant13
    t_12 = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
    view_44 = torch.ops.aten.view.default(view_42, [16, 16]);  view_42 = None
    mm_12 = torch.ops.aten.mm.default(view_44, t_12)
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 32]);  mm_12 = None
    mul_29 = torch.ops.aten.mul.Tensor(silu_1, _unsafe_view_16)
    _param_constant14 = self._param_constant14
    t_13 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    view_45 = torch.ops.aten.view.default(mul_29, [16, 32]);  mul_29 = None
    mm_13 = torch.ops.aten.mm.default(view_45, t_13)
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(mm_13, [2, 8, 16]);  mm_13 = None
    add_11 = torch.ops.aten.add.Tensor(add_9, _unsafe_view_17);  add_9 = _unsafe_view_17 = None
    view_46 = torch.ops.aten.view.default(add_11, [-1, 16]);  add_11 = None
    mul_30 = torch.ops.aten.mul.Tensor(view_46, view_46)
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_30, [-1]);  mul_30 = None
    div_4 = torch.ops.aten.div.Tensor(sum_5, 16);  sum_5 = None
    add_12 = torch.ops.aten.add.Tensor(div_4, 1e-06);  div_4 = None
    rsqrt_4 = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(rsqrt_4, -1)
    mul_31 = torch.ops.aten.mul.Tensor(view_46, unsqueeze_18);  unsqueeze_18 = None
    _tensor_constant8 = self._tensor_constant8
    mul_32 = torch.ops.aten.mul.Tensor(mul_31, _tensor_constant8);  mul_31 = _tensor_constant8 = None
    view_47 = torch.ops.aten.view.default(mul_32, [2, 8, 16]);  mul_32 = None
    _param_constant15 = self._param_constant15
    t_14 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    view_48 = torch.ops.aten.view.default(view_47, [16, 16]);  view_47 = None
    mm_14 = torch.ops.aten.mm.default(view_48, t_14)
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(mm_14, [2, 8, 32]);  mm_14 = None
    slice_17 = torch.ops.aten.slice.Tensor(_unsafe_view_18, 1, 0, -1);  _unsafe_view_18 = None
    clone_8 = torch.ops.aten.clone.default(slice_17, memory_format = torch.contiguous_format);  slice_17 = None
    slice_18 = torch.ops.aten.slice.Tensor(labels_1, 1, 1, 9223372036854775807);  labels_1 = None
    clone_9 = torch.ops.aten.clone.default(slice_18, memory_format = torch.contiguous_format);  slice_18 = None
    view_49 = torch.ops.aten.view.default(clone_8, [-1, 32]);  clone_8 = None
    view_50 = torch.ops.aten.view.default(clone_9, [-1]);  clone_9 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_49, 1, False);  view_49 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_50, None, 1, -100)
    getitem_4 = nll_loss_forward[0]
    getitem_5 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_4, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, view_50, None, 1, -100, getitem_5);  ones_like = _log_softmax = view_50 = getitem_5 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
    view_51 = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 7, 32]);  _log_softmax_backward_data = None
    slice_backward = torch.ops.aten.slice_backward.default(view_51, [2, 8, 32], 1, 0, -1, 1);  view_51 = None
    view_52 = torch.ops.aten.view.default(slice_backward, [16, 32]);  slice_backward = None
    t_15 = torch.ops.aten.t.default(view_52)
    mm_15 = torch.ops.aten.mm.default(t_15, view_48);  t_15 = view_48 = None
    t_16 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    t_17 = torch.ops.aten.t.default(t_14);  t_14 = None
    mm_16 = torch.ops.aten.mm.default(view_52, t_17);  view_52 = t_17 = None
    view_53 = torch.ops.aten.view.default(mm_16, [2, 8, 16]);  mm_16 = None
    t_18 = torch.ops.aten.t.default(t_16);  t_16 = None
    view_54 = torch.ops.aten.view.default(view_53, [-1, 16]);  view_53 = None
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(rsqrt_4, -1);  rsqrt_4 = None
    mul_33 = torch.ops.aten.mul.Tensor(view_46, unsqueeze_19);  view_46 = None
    _tensor_constant8_1 = self._tensor_constant8
    mul_34 = torch.ops.aten.mul.Tensor(view_54, _tensor_constant8_1);  view_54 = _tensor_constant8_1 = None
    mul_35 = torch.ops.aten.mul.Tensor(mul_34, mul_33)
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_35, [-1], True);  mul_35 = None
    div_5 = torch.ops.aten.div.Tensor(unsqueeze_19, 16);  unsqueeze_19 = None
    mul_36 = torch.ops.aten.mul.Tensor(mul_34, 16);  mul_34 = None
    mul_37 = torch.ops.aten.mul.Tensor(mul_33, sum_6);  mul_33 = sum_6 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul_36, mul_37);  mul_36 = mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(div_5, sub_4);  div_5 = sub_4 = None
    view_55 = torch.ops.aten.view.default(mul_38, [2, 8, 16]);  mul_38 = None
    view_56 = torch.ops.aten.view.default(view_55, [16, 16])
    t_19 = torch.ops.aten.t.default(view_56)
    mm_17 = torch.ops.aten.mm.default(t_19, view_45);  t_19 = view_45 = None
    t_20 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    t_21 = torch.ops.aten.t.default(t_13);  t_13 = None
    mm_18 = torch.ops.aten.mm.default(view_56, t_21);  view_56 = t_21 = None
    view_57 = torch.ops.aten.view.default(mm_18, [2, 8, 32]);  mm_18 = None
    t_22 = torch.ops.aten.t.default(t_20);  t_20 = None
    mul_39 = torch.ops.aten.mul.Tensor(view_57, silu_1);  silu_1 = None
    mul_40 = torch.ops.aten.mul.Tensor(view_57, _unsafe_view_16);  view_57 = _unsafe_view_16 = None
    view_58 = torch.ops.aten.view.default(mul_39, [16, 32]);  mul_39 = None
    t_23 = torch.ops.aten.t.default(view_58)
    mm_19 = torch.ops.aten.mm.default(t_23, view_44);  t_23 = view_44 = None
    t_24 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    t_25 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm_20 = torch.ops.aten.mm.default(view_58, t_25);  view_58 = t_25 = None
    view_59 = torch.ops.aten.view.default(mm_20, [2, 8, 16]);  mm_20 = None
    t_26 = torch.ops.aten.t.default(t_24);  t_24 = None
    silu_backward = torch.ops.aten.silu_backward.default(mul_40, _unsafe_view_15);  mul_40 = _unsafe_view_15 = None
    view_60 = torch.ops.aten.view.default(silu_backward, [16, 32]);  silu_backward = None
    t_27 = torch.ops.aten.t.default(view_60)
    mm_21 = torch.ops.aten.mm.default(t_27, view_43);  t_27 = view_43 = None
    t_28 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    t_29 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_22 = torch.ops.aten.mm.default(view_60, t_29);  view_60 = t_29 = None
    view_61 = torch.ops.aten.view.default(mm_22, [2, 8, 16]);  mm_22 = None
    add_13 = torch.ops.aten.add.Tensor(view_59, view_61);  view_59 = view_61 = None
    t_30 = torch.ops.aten.t.default(t_28);  t_28 = None
    view_62 = torch.ops.aten.view.default(add_13, [-1, 16]);  add_13 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(rsqrt_3, -1);  rsqrt_3 = None
    mul_41 = torch.ops.aten.mul.Tensor(view_41, unsqueeze_20);  view_41 = None
    _tensor_constant7_1 = self._tensor_constant7
    mul_42 = torch.ops.aten.mul.Tensor(view_62, _tensor_constant7_1);  view_62 = _tensor_constant7_1 = None
    mul_43 = torch.ops.aten.mul.Tensor(mul_42, mul_41)
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_43, [-1], True);  mul_43 = None
    div_6 = torch.ops.aten.div.Tensor(unsqueeze_20, 16);  unsqueeze_20 = None
    mul_44 = torch.ops.aten.mul.Tensor(mul_42, 16);  mul_42 = None
    mul_45 = torch.ops.aten.mul.Tensor(mul_41, sum_7);  mul_41 = sum_7 = None
    sub_5 = torch.ops.aten.sub.Tensor(mul_44, mul_45);  mul_44 = mul_45 = None
    mul_46 = torch.ops.aten.mul.Tensor(div_6, sub_5);  div_6 = sub_5 = None
    view_63 = torch.ops.aten.view.default(mul_46, [2, 8, 16]);  mul_46 = None
    add_14 = torch.ops.aten.add.Tensor(view_55, view_63);  view_55 = view_63 = None
    view_64 = torch.ops.aten.view.default(add_14, [16, 16])
    t_31 = torch.ops.aten.t.default(view_64)
    mm_23 = torch.ops.aten.mm.default(t_31, view_40);  t_31 = view_40 = None
    t_32 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    t_33 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_24 = torch.ops.aten.mm.default(view_64, t_33);  view_64 = t_33 = None
    view_65 = torch.ops.aten.view.default(mm_24, [2, 8, 16]);  mm_24 = None
    t_34 = torch.ops.aten.t.default(t_32);  t_32 = None
    view_66 = torch.ops.aten.view.default(view_65, [2, 8, 4, 4]);  view_65 = None
    transpose_16 = torch.ops.aten.transpose.int(view_66, 1, 2);  view_66 = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_16, clone_6, _unsafe_view_12, _unsafe_view_13, detach_4, getitem_3, 0.0, False, attn_mask = unsqueeze_1);  transpose_16 = clone_6 = _unsafe_view_12 = _unsafe_view_13 = detach_4 = getitem_3 = None
    getitem_6 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_7 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_8 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    view_67 = torch.ops.aten.view.default(getitem_8, [2, 2, 2, 8, 4]);  getitem_8 = None
    view_68 = torch.ops.aten.view.default(getitem_7, [2, 2, 2, 8, 4]);  getitem_7 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_67, [2], True);  view_67 = None
    squeeze_8 = torch.ops.aten.squeeze.dim(sum_8, 2);  sum_8 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_68, [2], True);  view_68 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(sum_9, 2);  sum_9 = None
    transpose_17 = torch.ops.aten.transpose.int(squeeze_9, 1, 2);  squeeze_9 = None
    clone_10 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_10, [16, 8]);  clone_10 = None
    arange_4 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_4 = torch.ops.aten.remainder.Scalar(arange_4, 8);  arange_4 = None
    slice_19 = torch.ops.aten.slice.Tensor(squeeze_7, 1, 0, 2);  squeeze_7 = None
    index_8 = torch.ops.aten.index.Tensor(slice_19, [remainder_4]);  slice_19 = None
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(index_8, 1);  index_8 = None
    slice_20 = torch.ops.aten.slice.Tensor(squeeze_6, 1, 0, 2);  squeeze_6 = None
    index_9 = torch.ops.aten.index.Tensor(slice_20, [remainder_4]);  slice_20 = remainder_4 = None
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(index_9, 1);  index_9 = None
    neg = torch.ops.aten.neg.default(unsqueeze_21);  unsqueeze_21 = None
    view_69 = torch.ops.aten.view.default(_unsafe_view_19, [16, 2, 4]);  _unsafe_view_19 = None
    slice_21 = torch.ops.aten.slice.Tensor(view_69, 2, 0, 2)
    slice_22 = torch.ops.aten.slice.Tensor(view_69, 2, 2, 9223372036854775807);  view_69 = None
    mul_47 = torch.ops.aten.mul.Tensor(slice_21, unsqueeze_22)
    mul_48 = torch.ops.aten.mul.Tensor(slice_22, neg)
    sub_6 = torch.ops.aten.sub.Tensor(mul_47, mul_48);  mul_47 = mul_48 = None
    mul_49 = torch.ops.aten.mul.Tensor(slice_22, unsqueeze_22);  slice_22 = unsqueeze_22 = None
    mul_50 = torch.ops.aten.mul.Tensor(slice_21, neg);  slice_21 = neg = None
    add_15 = torch.ops.aten.add.Tensor(mul_49, mul_50);  mul_49 = mul_50 = None
    cat_4 = torch.ops.aten.cat.default([sub_6, add_15], -1);  sub_6 = add_15 = None
    view_70 = torch.ops.aten.view.default(cat_4, [16, 8]);  cat_4 = None
    view_71 = torch.ops.aten.view.default(view_70, [2, 8, 2, 4]);  view_70 = None
    transpose_18 = torch.ops.aten.transpose.int(view_71, 1, 2);  view_71 = None
    transpose_19 = torch.ops.aten.transpose.int(getitem_6, 1, 2);  getitem_6 = None
    view_72 = torch.ops.aten.view.default(transpose_19, [16, 16]);  transpose_19 = None
    arange_5 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_5 = torch.ops.aten.remainder.Scalar(arange_5, 8);  arange_5 = None
    slice_23 = torch.ops.aten.slice.Tensor(squeeze_5, 1, 0, 2);  squeeze_5 = None
    index_10 = torch.ops.aten.index.Tensor(slice_23, [remainder_5]);  slice_23 = None
    unsqueeze_23 = torch.ops.aten.unsqueeze.default(index_10, 1);  index_10 = None
    slice_24 = torch.ops.aten.slice.Tensor(squeeze_4, 1, 0, 2);  squeeze_4 = None
    index_11 = torch.ops.aten.index.Tensor(slice_24, [remainder_5]);  slice_24 = remainder_5 = None
    unsqueeze_24 = torch.ops.aten.unsqueeze.default(index_11, 1);  index_11 = None
    neg_1 = torch.ops.aten.neg.default(unsqueeze_23);  unsqueeze_23 = None
    view_73 = torch.ops.aten.view.default(view_72, [16, 4, 4]);  view_72 = None
    slice_25 = torch.ops.aten.slice.Tensor(view_73, 2, 0, 2)
    slice_26 = torch.ops.aten.slice.Tensor(view_73, 2, 2, 9223372036854775807);  view_73 = None
    mul_51 = torch.ops.aten.mul.Tensor(slice_25, unsqueeze_24)
    mul_52 = torch.ops.aten.mul.Tensor(slice_26, neg_1)
    sub_7 = torch.ops.aten.sub.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
    mul_53 = torch.ops.aten.mul.Tensor(slice_26, unsqueeze_24);  slice_26 = unsqueeze_24 = None
    mul_54 = torch.ops.aten.mul.Tensor(slice_25, neg_1);  slice_25 = neg_1 = None
    add_16 = torch.ops.aten.add.Tensor(mul_53, mul_54);  mul_53 = mul_54 = None
    cat_5 = torch.ops.aten.cat.default([sub_7, add_16], -1);  sub_7 = add_16 = None
    view_74 = torch.ops.aten.view.default(cat_5, [16, 16]);  cat_5 = None
    view_75 = torch.ops.aten.view.default(view_74, [2, 8, 4, 4]);  view_74 = None
    transpose_20 = torch.ops.aten.transpose.int(view_75, 1, 2);  view_75 = None
    transpose_21 = torch.ops.aten.transpose.int(squeeze_8, 1, 2);  squeeze_8 = None
    clone_11 = torch.ops.aten.clone.default(transpose_21, memory_format = torch.contiguous_format);  transpose_21 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_11, [2, 8, 8]);  clone_11 = None
    transpose_22 = torch.ops.aten.transpose.int(transpose_18, 1, 2);  transpose_18 = None
    view_76 = torch.ops.aten.view.default(transpose_22, [2, 8, 8]);  transpose_22 = None
    transpose_23 = torch.ops.aten.transpose.int(transpose_20, 1, 2);  transpose_20 = None
    view_77 = torch.ops.aten.view.default(transpose_23, [2, 8, 16]);  transpose_23 = None
    view_78 = torch.ops.aten.view.default(_unsafe_view_20, [16, 8]);  _unsafe_view_20 = None
    t_35 = torch.ops.aten.t.default(view_78)
    mm_25 = torch.ops.aten.mm.default(t_35, view_27);  t_35 = view_27 = None
    t_36 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    t_37 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_26 = torch.ops.aten.mm.default(view_78, t_37);  view_78 = t_37 = None
    view_79 = torch.ops.aten.view.default(mm_26, [2, 8, 16]);  mm_26 = None
    t_38 = torch.ops.aten.t.default(t_36);  t_36 = None
    view_80 = torch.ops.aten.view.default(view_76, [16, 8]);  view_76 = None
    t_39 = torch.ops.aten.t.default(view_80)
    mm_27 = torch.ops.aten.mm.default(t_39, view_26);  t_39 = view_26 = None
    t_40 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    t_41 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_28 = torch.ops.aten.mm.default(view_80, t_41);  view_80 = t_41 = None
    view_81 = torch.ops.aten.view.default(mm_28, [2, 8, 16]);  mm_28 = None
    add_17 = torch.ops.aten.add.Tensor(view_79, view_81);  view_79 = view_81 = None
    t_42 = torch.ops.aten.t.default(t_40);  t_40 = None
    view_82 = torch.ops.aten.view.default(view_77, [16, 16]);  view_77 = None
    t_43 = torch.ops.aten.t.default(view_82)
    mm_29 = torch.ops.aten.mm.default(t_43, view_25);  t_43 = view_25 = None
    t_44 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    t_45 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_30 = torch.ops.aten.mm.default(view_82, t_45);  view_82 = t_45 = None
    view_83 = torch.ops.aten.view.default(mm_30, [2, 8, 16]);  mm_30 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, view_83);  add_17 = view_83 = None
    t_46 = torch.ops.aten.t.default(t_44);  t_44 = None
    view_84 = torch.ops.aten.view.default(add_18, [-1, 16]);  add_18 = None
    unsqueeze_25 = torch.ops.aten.unsqueeze.default(rsqrt_2, -1);  rsqrt_2 = None
    mul_55 = torch.ops.aten.mul.Tensor(view_23, unsqueeze_25);  view_23 = None
    _tensor_constant4_1 = self._tensor_constant4
    mul_56 = torch.ops.aten.mul.Tensor(view_84, _tensor_constant4_1);  view_84 = _tensor_constant4_1 = None
    mul_57 = torch.ops.aten.mul.Tensor(mul_56, mul_55)
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_57, [-1], True);  mul_57 = None
    div_7 = torch.ops.aten.div.Tensor(unsqueeze_25, 16);  unsqueeze_25 = None
    mul_58 = torch.ops.aten.mul.Tensor(mul_56, 16);  mul_56 = None
    mul_59 = torch.ops.aten.mul.Tensor(mul_55, sum_10);  mul_55 = sum_10 = None
    sub_8 = torch.ops.aten.sub.Tensor(mul_58, mul_59);  mul_58 = mul_59 = None
    mul_60 = torch.ops.aten.mul.Tensor(div_7, sub_8);  div_7 = sub_8 = None
    view_85 = torch.ops.aten.view.default(mul_60, [2, 8, 16]);  mul_60 = None
    add_19 = torch.ops.aten.add.Tensor(add_14, view_85);  add_14 = view_85 = None
    view_86 = torch.ops.aten.view.default(add_19, [16, 16])
    t_47 = torch.ops.aten.t.default(view_86)
    mm_31 = torch.ops.aten.mm.default(t_47, view_22);  t_47 = view_22 = None
    t_48 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    t_49 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_32 = torch.ops.aten.mm.default(view_86, t_49);  view_86 = t_49 = None
    view_87 = torch.ops.aten.view.default(mm_32, [2, 8, 32]);  mm_32 = None
    t_50 = torch.ops.aten.t.default(t_48);  t_48 = None
    mul_61 = torch.ops.aten.mul.Tensor(view_87, silu);  silu = None
    mul_62 = torch.ops.aten.mul.Tensor(view_87, _unsafe_view_7);  view_87 = _unsafe_view_7 = None
    view_88 = torch.ops.aten.view.default(mul_61, [16, 32]);  mul_61 = None
    t_51 = torch.ops.aten.t.default(view_88)
    mm_33 = torch.ops.aten.mm.default(t_51, view_21);  t_51 = view_21 = None
    t_52 = torch.ops.aten.t.default(mm_33);  mm_33 = None
    t_53 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_34 = torch.ops.aten.mm.default(view_88, t_53);  view_88 = t_53 = None
    view_89 = torch.ops.aten.view.default(mm_34, [2, 8, 16]);  mm_34 = None
    t_54 = torch.ops.aten.t.default(t_52);  t_52 = None
    silu_backward_1 = torch.ops.aten.silu_backward.default(mul_62, _unsafe_view_6);  mul_62 = _unsafe_view_6 = None
    view_90 = torch.ops.aten.view.default(silu_backward_1, [16, 32]);  silu_backward_1 = None
    t_55 = torch.ops.aten.t.default(view_90)
    mm_35 = torch.ops.aten.mm.default(t_55, view_20);  t_55 = view_20 = None
    t_56 = torch.ops.aten.t.default(mm_35);  mm_35 = None
    t_57 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_36 = torch.ops.aten.mm.default(view_90, t_57);  view_90 = t_57 = None
    view_91 = torch.ops.aten.view.default(mm_36, [2, 8, 16]);  mm_36 = None
    add_20 = torch.ops.aten.add.Tensor(view_89, view_91);  view_89 = view_91 = None
    t_58 = torch.ops.aten.t.default(t_56);  t_56 = None
    view_92 = torch.ops.aten.view.default(add_20, [-1, 16]);  add_20 = None
    unsqueeze_26 = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
    mul_63 = torch.ops.aten.mul.Tensor(view_18, unsqueeze_26);  view_18 = None
    _tensor_constant3_1 = self._tensor_constant3
    mul_64 = torch.ops.aten.mul.Tensor(view_92, _tensor_constant3_1);  view_92 = _tensor_constant3_1 = None
    mul_65 = torch.ops.aten.mul.Tensor(mul_64, mul_63)
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_65, [-1], True);  mul_65 = None
    div_8 = torch.ops.aten.div.Tensor(unsqueeze_26, 16);  unsqueeze_26 = None
    mul_66 = torch.ops.aten.mul.Tensor(mul_64, 16);  mul_64 = None
    mul_67 = torch.ops.aten.mul.Tensor(mul_63, sum_11);  mul_63 = sum_11 = None
    sub_9 = torch.ops.aten.sub.Tensor(mul_66, mul_67);  mul_66 = mul_67 = None
    mul_68 = torch.ops.aten.mul.Tensor(div_8, sub_9);  div_8 = sub_9 = None
    view_93 = torch.ops.aten.view.default(mul_68, [2, 8, 16]);  mul_68 = None
    add_21 = torch.ops.aten.add.Tensor(add_19, view_93);  add_19 = view_93 = None
    view_94 = torch.ops.aten.view.default(add_21, [16, 16])
    t_59 = torch.ops.aten.t.default(view_94)
    mm_37 = torch.ops.aten.mm.default(t_59, view_17);  t_59 = view_17 = None
    t_60 = torch.ops.aten.t.default(mm_37);  mm_37 = None
    t_61 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_38 = torch.ops.aten.mm.default(view_94, t_61);  view_94 = t_61 = None
    view_95 = torch.ops.aten.view.default(mm_38, [2, 8, 16]);  mm_38 = None
    t_62 = torch.ops.aten.t.default(t_60);  t_60 = None
    view_96 = torch.ops.aten.view.default(view_95, [2, 8, 4, 4]);  view_95 = None
    transpose_24 = torch.ops.aten.transpose.int(view_96, 1, 2);  view_96 = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_24, clone_2, _unsafe_view_3, _unsafe_view_4, detach_5, getitem_1, 0.0, False, attn_mask = unsqueeze_1);  transpose_24 = clone_2 = _unsafe_view_3 = _unsafe_view_4 = detach_5 = getitem_1 = unsqueeze_1 = None
    getitem_9 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_10 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_11 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    view_97 = torch.ops.aten.view.default(getitem_11, [2, 2, 2, 8, 4]);  getitem_11 = None
    view_98 = torch.ops.aten.view.default(getitem_10, [2, 2, 2, 8, 4]);  getitem_10 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_97, [2], True);  view_97 = None
    squeeze_10 = torch.ops.aten.squeeze.dim(sum_12, 2);  sum_12 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_98, [2], True);  view_98 = None
    squeeze_11 = torch.ops.aten.squeeze.dim(sum_13, 2);  sum_13 = None
    transpose_25 = torch.ops.aten.transpose.int(squeeze_11, 1, 2);  squeeze_11 = None
    clone_12 = torch.ops.aten.clone.default(transpose_25, memory_format = torch.contiguous_format);  transpose_25 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_12, [16, 8]);  clone_12 = None
    arange_6 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_6 = torch.ops.aten.remainder.Scalar(arange_6, 8);  arange_6 = None
    slice_27 = torch.ops.aten.slice.Tensor(squeeze_3, 1, 0, 2);  squeeze_3 = None
    index_12 = torch.ops.aten.index.Tensor(slice_27, [remainder_6]);  slice_27 = None
    unsqueeze_27 = torch.ops.aten.unsqueeze.default(index_12, 1);  index_12 = None
    slice_28 = torch.ops.aten.slice.Tensor(squeeze_2, 1, 0, 2);  squeeze_2 = None
    index_13 = torch.ops.aten.index.Tensor(slice_28, [remainder_6]);  slice_28 = remainder_6 = None
    unsqueeze_28 = torch.ops.aten.unsqueeze.default(index_13, 1);  index_13 = None
    neg_2 = torch.ops.aten.neg.default(unsqueeze_27);  unsqueeze_27 = None
    view_99 = torch.ops.aten.view.default(_unsafe_view_21, [16, 2, 4]);  _unsafe_view_21 = None
    slice_29 = torch.ops.aten.slice.Tensor(view_99, 2, 0, 2)
    slice_30 = torch.ops.aten.slice.Tensor(view_99, 2, 2, 9223372036854775807);  view_99 = None
    mul_69 = torch.ops.aten.mul.Tensor(slice_29, unsqueeze_28)
    mul_70 = torch.ops.aten.mul.Tensor(slice_30, neg_2)
    sub_10 = torch.ops.aten.sub.Tensor(mul_69, mul_70);  mul_69 = mul_70 = None
    mul_71 = torch.ops.aten.mul.Tensor(slice_30, unsqueeze_28);  slice_30 = unsqueeze_28 = None
    mul_72 = torch.ops.aten.mul.Tensor(slice_29, neg_2);  slice_29 = neg_2 = None
    add_22 = torch.ops.aten.add.Tensor(mul_71, mul_72);  mul_71 = mul_72 = None
    cat_6 = torch.ops.aten.cat.default([sub_10, add_22], -1);  sub_10 = add_22 = None
    view_100 = torch.ops.aten.view.default(cat_6, [16, 8]);  cat_6 = None
    view_101 = torch.ops.aten.view.default(view_100, [2, 8, 2, 4]);  view_100 = None
    transpose_26 = torch.ops.aten.transpose.int(view_101, 1, 2);  view_101 = None
    transpose_27 = torch.ops.aten.transpose.int(getitem_9, 1, 2);  getitem_9 = None
    view_102 = torch.ops.aten.view.default(transpose_27, [16, 16]);  transpose_27 = None
    arange_7 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_7 = torch.ops.aten.remainder.Scalar(arange_7, 8);  arange_7 = None
    slice_31 = torch.ops.aten.slice.Tensor(squeeze_1, 1, 0, 2);  squeeze_1 = None
    index_14 = torch.ops.aten.index.Tensor(slice_31, [remainder_7]);  slice_31 = None
    unsqueeze_29 = torch.ops.aten.unsqueeze.default(index_14, 1);  index_14 = None
    slice_32 = torch.ops.aten.slice.Tensor(squeeze, 1, 0, 2);  squeeze = None
    index_15 = torch.ops.aten.index.Tensor(slice_32, [remainder_7]);  slice_32 = remainder_7 = None
    unsqueeze_30 = torch.ops.aten.unsqueeze.default(index_15, 1);  index_15 = None
    neg_3 = torch.ops.aten.neg.default(unsqueeze_29);  unsqueeze_29 = None
    view_103 = torch.ops.aten.view.default(view_102, [16, 4, 4]);  view_102 = None
    slice_33 = torch.ops.aten.slice.Tensor(view_103, 2, 0, 2)
    slice_34 = torch.ops.aten.slice.Tensor(view_103, 2, 2, 9223372036854775807);  view_103 = None
    mul_73 = torch.ops.aten.mul.Tensor(slice_33, unsqueeze_30)
    mul_74 = torch.ops.aten.mul.Tensor(slice_34, neg_3)
    sub_11 = torch.ops.aten.sub.Tensor(mul_73, mul_74);  mul_73 = mul_74 = None
    mul_75 = torch.ops.aten.mul.Tensor(slice_34, unsqueeze_30);  slice_34 = unsqueeze_30 = None
    mul_76 = torch.ops.aten.mul.Tensor(slice_33, neg_3);  slice_33 = neg_3 = None
    add_23 = torch.ops.aten.add.Tensor(mul_75, mul_76);  mul_75 = mul_76 = None
    cat_7 = torch.ops.aten.cat.default([sub_11, add_23], -1);  sub_11 = add_23 = None
    view_104 = torch.ops.aten.view.default(cat_7, [16, 16]);  cat_7 = None
    view_105 = torch.ops.aten.view.default(view_104, [2, 8, 4, 4]);  view_104 = None
    transpose_28 = torch.ops.aten.transpose.int(view_105, 1, 2);  view_105 = None
    transpose_29 = torch.ops.aten.transpose.int(squeeze_10, 1, 2);  squeeze_10 = None
    clone_13 = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_13, [2, 8, 8]);  clone_13 = None
    transpose_30 = torch.ops.aten.transpose.int(transpose_26, 1, 2);  transpose_26 = None
    view_106 = torch.ops.aten.view.default(transpose_30, [2, 8, 8]);  transpose_30 = None
    transpose_31 = torch.ops.aten.transpose.int(transpose_28, 1, 2);  transpose_28 = None
    view_107 = torch.ops.aten.view.default(transpose_31, [2, 8, 16]);  transpose_31 = None
    view_108 = torch.ops.aten.view.default(_unsafe_view_22, [16, 8]);  _unsafe_view_22 = None
    t_63 = torch.ops.aten.t.default(view_108)
    mm_39 = torch.ops.aten.mm.default(t_63, view_4);  t_63 = view_4 = None
    t_64 = torch.ops.aten.t.default(mm_39);  mm_39 = None
    t_65 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_40 = torch.ops.aten.mm.default(view_108, t_65);  view_108 = t_65 = None
    view_109 = torch.ops.aten.view.default(mm_40, [2, 8, 16]);  mm_40 = None
    t_66 = torch.ops.aten.t.default(t_64);  t_64 = None
    view_110 = torch.ops.aten.view.default(view_106, [16, 8]);  view_106 = None
    t_67 = torch.ops.aten.t.default(view_110)
    mm_41 = torch.ops.aten.mm.default(t_67, view_3);  t_67 = view_3 = None
    t_68 = torch.ops.aten.t.default(mm_41);  mm_41 = None
    t_69 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_42 = torch.ops.aten.mm.default(view_110, t_69);  view_110 = t_69 = None
    view_111 = torch.ops.aten.view.default(mm_42, [2, 8, 16]);  mm_42 = None
    add_24 = torch.ops.aten.add.Tensor(view_109, view_111);  view_109 = view_111 = None
    t_70 = torch.ops.aten.t.default(t_68);  t_68 = None
    view_112 = torch.ops.aten.view.default(view_107, [16, 16]);  view_107 = None
    t_71 = torch.ops.aten.t.default(view_112)
    mm_43 = torch.ops.aten.mm.default(t_71, view_2);  t_71 = view_2 = None
    t_72 = torch.ops.aten.t.default(mm_43);  mm_43 = None
    t_73 = torch.ops.aten.t.default(t);  t = None
    mm_44 = torch.ops.aten.mm.default(view_112, t_73);  view_112 = t_73 = None
    view_113 = torch.ops.aten.view.default(mm_44, [2, 8, 16]);  mm_44 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, view_113);  add_24 = view_113 = None
    t_74 = torch.ops.aten.t.default(t_72);  t_72 = None
    view_114 = torch.ops.aten.view.default(add_25, [-1, 16]);  add_25 = None
    unsqueeze_31 = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
    mul_77 = torch.ops.aten.mul.Tensor(view, unsqueeze_31);  view = None
    _tensor_constant0_1 = self._tensor_constant0
    mul_78 = torch.ops.aten.mul.Tensor(view_114, _tensor_constant0_1);  view_114 = _tensor_constant0_1 = None
    mul_79 = torch.ops.aten.mul.Tensor(mul_78, mul_77)
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_79, [-1], True);  mul_79 = None
    div_9 = torch.ops.aten.div.Tensor(unsqueeze_31, 16);  unsqueeze_31 = None
    mul_80 = torch.ops.aten.mul.Tensor(mul_78, 16);  mul_78 = None
    mul_81 = torch.ops.aten.mul.Tensor(mul_77, sum_14);  mul_77 = sum_14 = None
    sub_12 = torch.ops.aten.sub.Tensor(mul_80, mul_81);  mul_80 = mul_81 = None
    mul_82 = torch.ops.aten.mul.Tensor(div_9, sub_12);  div_9 = sub_12 = None
    view_115 = torch.ops.aten.view.default(mul_82, [2, 8, 16]);  mul_82 = None
    add_26 = torch.ops.aten.add.Tensor(add_21, view_115);  add_21 = view_115 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_26, input_ids_1, 32, -1, False);  add_26 = input_ids_1 = None
    return (getitem_4, embedding_dense_backward, t_74, t_70, t_66, t_62, t_58, t_54, t_50, t_46, t_42, t_38, t_34, t_30, t_26, t_22, t_18)
    