


def forward(self, input_ids_1, labels_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, input_ids_1);  _param_constant0 = input_ids_1 = None
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
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
    mul_1 = torch.ops.aten.mul.Tensor(view, unsqueeze_2);  view = unsqueeze_2 = None
    _tensor_constant0 = self._tensor_constant0
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant0);  mul_1 = _tensor_constant0 = None
    view_1 = torch.ops.aten.view.default(mul_2, [2, 8, 16]);  mul_2 = None
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    view_2 = torch.ops.aten.view.default(view_1, [16, 16])
    mm = torch.ops.aten.mm.default(view_2, t);  view_2 = t = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    view_3 = torch.ops.aten.view.default(view_1, [16, 16])
    mm_1 = torch.ops.aten.mm.default(view_3, t_1);  view_3 = t_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 8]);  mm_1 = None
    _param_constant3 = self._param_constant3
    t_2 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    view_4 = torch.ops.aten.view.default(view_1, [16, 16]);  view_1 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_2);  view_4 = t_2 = None
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
    slice_1 = torch.ops.aten.slice.Tensor(squeeze_1, 1, 0, 2);  squeeze_1 = None
    index = torch.ops.aten.index.Tensor(slice_1, [remainder]);  slice_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(index, 1);  index = None
    slice_2 = torch.ops.aten.slice.Tensor(squeeze, 1, 0, 2);  squeeze = None
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
    slice_5 = torch.ops.aten.slice.Tensor(squeeze_3, 1, 0, 2);  squeeze_3 = None
    index_2 = torch.ops.aten.index.Tensor(slice_5, [remainder_1]);  slice_5 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(index_2, 1);  index_2 = None
    slice_6 = torch.ops.aten.slice.Tensor(squeeze_2, 1, 0, 2);  squeeze_2 = None
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
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(clone_2, _unsafe_view_3, _unsafe_view_4, attn_mask = unsqueeze_1);  clone_2 = _unsafe_view_3 = _unsafe_view_4 = None
    getitem = _scaled_dot_product_flash_attention_for_cpu[0]
    getitem_1 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = getitem_1 = None
    detach = torch.ops.aten.detach.default(getitem);  detach = None
    transpose_7 = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
    clone_3 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    view_16 = torch.ops.aten.view.default(clone_3, [2, 8, 16]);  clone_3 = None
    _param_constant4 = self._param_constant4
    t_3 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    view_17 = torch.ops.aten.view.default(view_16, [16, 16]);  view_16 = None
    mm_3 = torch.ops.aten.mm.default(view_17, t_3);  view_17 = t_3 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
    add_3 = torch.ops.aten.add.Tensor(embedding, _unsafe_view_5);  embedding = _unsafe_view_5 = None
    view_18 = torch.ops.aten.view.default(add_3, [-1, 16])
    mul_11 = torch.ops.aten.mul.Tensor(view_18, view_18)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_11, [-1]);  mul_11 = None
    div_1 = torch.ops.aten.div.Tensor(sum_2, 16);  sum_2 = None
    add_4 = torch.ops.aten.add.Tensor(div_1, 1e-06);  div_1 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
    mul_12 = torch.ops.aten.mul.Tensor(view_18, unsqueeze_9);  view_18 = unsqueeze_9 = None
    _tensor_constant3 = self._tensor_constant3
    mul_13 = torch.ops.aten.mul.Tensor(mul_12, _tensor_constant3);  mul_12 = _tensor_constant3 = None
    view_19 = torch.ops.aten.view.default(mul_13, [2, 8, 16]);  mul_13 = None
    _param_constant5 = self._param_constant5
    t_4 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    view_20 = torch.ops.aten.view.default(view_19, [16, 16])
    mm_4 = torch.ops.aten.mm.default(view_20, t_4);  view_20 = t_4 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None
    silu = torch.ops.aten.silu.default(_unsafe_view_6);  _unsafe_view_6 = None
    _param_constant6 = self._param_constant6
    t_5 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    view_21 = torch.ops.aten.view.default(view_19, [16, 16]);  view_19 = None
    mm_5 = torch.ops.aten.mm.default(view_21, t_5);  view_21 = t_5 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 32]);  mm_5 = None
    mul_14 = torch.ops.aten.mul.Tensor(silu, _unsafe_view_7);  silu = _unsafe_view_7 = None
    _param_constant7 = self._param_constant7
    t_6 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    view_22 = torch.ops.aten.view.default(mul_14, [16, 32]);  mul_14 = None
    mm_6 = torch.ops.aten.mm.default(view_22, t_6);  view_22 = t_6 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, _unsafe_view_8);  add_3 = _unsafe_view_8 = None
    view_23 = torch.ops.aten.view.default(add_5, [-1, 16])
    mul_15 = torch.ops.aten.mul.Tensor(view_23, view_23)
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_15, [-1]);  mul_15 = None
    div_2 = torch.ops.aten.div.Tensor(sum_3, 16);  sum_3 = None
    add_6 = torch.ops.aten.add.Tensor(div_2, 1e-06);  div_2 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(rsqrt_2, -1);  rsqrt_2 = None
    mul_16 = torch.ops.aten.mul.Tensor(view_23, unsqueeze_10);  view_23 = unsqueeze_10 = None
    _tensor_constant4 = self._tensor_constant4
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, _tensor_constant4);  mul_16 = _tensor_constant4 = None
    view_24 = torch.ops.aten.view.default(mul_17, [2, 8, 16]);  mul_17 = None
    _param_constant8 = self._param_constant8
    t_7 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    view_25 = torch.ops.aten.view.default(view_24, [16, 16])
    mm_7 = torch.ops.aten.mm.default(view_25, t_7);  view_25 = t_7 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
    _param_constant9 = self._param_constant9
    t_8 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    view_26 = torch.ops.aten.view.default(view_24, [16, 16])
    mm_8 = torch.ops.aten.mm.default(view_26, t_8);  view_26 = t_8 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 8]);  mm_8 = None
    _param_constant10 = self._param_constant10
    t_9 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    view_27 = torch.ops.aten.view.default(view_24, [16, 16]);  view_24 = None
    mm_9 = torch.ops.aten.mm.default(view_27, t_9);  view_27 = t_9 = None
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
    slice_9 = torch.ops.aten.slice.Tensor(squeeze_5, 1, 0, 2);  squeeze_5 = None
    index_4 = torch.ops.aten.index.Tensor(slice_9, [remainder_2]);  slice_9 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(index_4, 1);  index_4 = None
    slice_10 = torch.ops.aten.slice.Tensor(squeeze_4, 1, 0, 2);  squeeze_4 = None
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
    slice_13 = torch.ops.aten.slice.Tensor(squeeze_7, 1, 0, 2);  squeeze_7 = None
    index_6 = torch.ops.aten.index.Tensor(slice_13, [remainder_3]);  slice_13 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(index_6, 1);  index_6 = None
    slice_14 = torch.ops.aten.slice.Tensor(squeeze_6, 1, 0, 2);  squeeze_6 = None
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
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(clone_6, _unsafe_view_12, _unsafe_view_13, attn_mask = unsqueeze_1);  clone_6 = _unsafe_view_12 = _unsafe_view_13 = unsqueeze_1 = None
    getitem_2 = _scaled_dot_product_flash_attention_for_cpu_1[0]
    getitem_3 = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = getitem_3 = None
    detach_1 = torch.ops.aten.detach.default(getitem_2);  detach_1 = None
    transpose_15 = torch.ops.aten.transpose.int(getitem_2, 1, 2);  getitem_2 = None
    clone_7 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    view_39 = torch.ops.aten.view.default(clone_7, [2, 8, 16]);  clone_7 = None
    _param_constant11 = self._param_constant11
    t_10 = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
    view_40 = torch.ops.aten.view.default(view_39, [16, 16]);  view_39 = None
    mm_10 = torch.ops.aten.mm.default(view_40, t_10);  view_40 = t_10 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 16]);  mm_10 = None
    add_9 = torch.ops.aten.add.Tensor(add_5, _unsafe_view_14);  add_5 = _unsafe_view_14 = None
    view_41 = torch.ops.aten.view.default(add_9, [-1, 16])
    mul_26 = torch.ops.aten.mul.Tensor(view_41, view_41)
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_26, [-1]);  mul_26 = None
    div_3 = torch.ops.aten.div.Tensor(sum_4, 16);  sum_4 = None
    add_10 = torch.ops.aten.add.Tensor(div_3, 1e-06);  div_3 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(rsqrt_3, -1);  rsqrt_3 = None
    mul_27 = torch.ops.aten.mul.Tensor(view_41, unsqueeze_17);  view_41 = unsqueeze_17 = None
    _tensor_constant7 = self._tensor_constant7
    mul_28 = torch.ops.aten.mul.Tensor(mul_27, _tensor_constant7);  mul_27 = _tensor_constant7 = None
    view_42 = torch.ops.aten.view.default(mul_28, [2, 8, 16]);  mul_28 = None
    _param_constant12 = self._param_constant12
    t_11 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    view_43 = torch.ops.aten.view.default(view_42, [16, 16])
    mm_11 = torch.ops.aten.mm.default(view_43, t_11);  view_43 = t_11 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 32]);  mm_11 = None
    silu_1 = torch.ops.aten.silu.default(_unsafe_view_15);  _unsafe_view_15 = None
    _param_constant13 = self._param_constant13
    t_12 = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
    view_44 = torch.ops.aten.view.default(view_42, [16, 16]);  view_42 = None
    mm_12 = torch.ops.aten.mm.default(view_44, t_12);  view_44 = t_12 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 32]);  mm_12 = None
    mul_29 = torch.ops.aten.mul.Tensor(silu_1, _unsafe_view_16);  silu_1 = _unsafe_view_16 = None
    _param_constant14 = self._param_constant14
    t_13 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    view_45 = torch.ops.aten.view.default(mul_29, [16, 32]);  mul_29 = None
    mm_13 = torch.ops.aten.mm.default(view_45, t_13);  view_45 = t_13 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(mm_13, [2, 8, 16]);  mm_13 = None
    add_11 = torch.ops.aten.add.Tensor(add_9, _unsafe_view_17);  add_9 = _unsafe_view_17 = None
    view_46 = torch.ops.aten.view.default(add_11, [-1, 16]);  add_11 = None
    mul_30 = torch.ops.aten.mul.Tensor(view_46, view_46)
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_30, [-1]);  mul_30 = None
    div_4 = torch.ops.aten.div.Tensor(sum_5, 16);  sum_5 = None
    add_12 = torch.ops.aten.add.Tensor(div_4, 1e-06);  div_4 = None
    rsqrt_4 = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(rsqrt_4, -1);  rsqrt_4 = None
    mul_31 = torch.ops.aten.mul.Tensor(view_46, unsqueeze_18);  view_46 = unsqueeze_18 = None
    _tensor_constant8 = self._tensor_constant8
    mul_32 = torch.ops.aten.mul.Tensor(mul_31, _tensor_constant8);  mul_31 = _tensor_constant8 = None
    view_47 = torch.ops.aten.view.default(mul_32, [2, 8, 16]);  mul_32 = None
    _param_constant15 = self._param_constant15
    t_14 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    view_48 = torch.ops.aten.view.default(view_47, [16, 16]);  view_47 = None
    mm_14 = torch.ops.aten.mm.default(view_48, t_14);  view_48 = t_14 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(mm_14, [2, 8, 32]);  mm_14 = None
    slice_17 = torch.ops.aten.slice.Tensor(_unsafe_view_18, 1, 0, -1);  _unsafe_view_18 = None
    clone_8 = torch.ops.aten.clone.default(slice_17, memory_format = torch.contiguous_format);  slice_17 = None
    slice_18 = torch.ops.aten.slice.Tensor(labels_1, 1, 1, 9223372036854775807);  labels_1 = None
    clone_9 = torch.ops.aten.clone.default(slice_18, memory_format = torch.contiguous_format);  slice_18 = None
    view_49 = torch.ops.aten.view.default(clone_8, [-1, 32]);  clone_8 = None
    view_50 = torch.ops.aten.view.default(clone_9, [-1]);  clone_9 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_49, 1, False);  view_49 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_50, None, 1, -100);  _log_softmax = view_50 = None
    getitem_4 = nll_loss_forward[0]
    getitem_5 = nll_loss_forward[1];  nll_loss_forward = getitem_5 = None
    return getitem_4
    