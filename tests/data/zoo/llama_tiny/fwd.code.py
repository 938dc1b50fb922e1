


def forward(self, input_ids_1, labels_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, input_ids_1);  _param_constant0 = input_ids_1 = None
    arange = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
    add = torch.ops.aten.add.Tensor(arange, 0);  arange = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add, 0);  add = None
    arange_1 = torch.ops.aten.arange.default(2, device = device(type='cpu'), pin_memory = False)
    arange_2 = torch.ops.aten.arange.default(1, device = device(type='cpu'), pin_memory = False)
    arange_3 = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
    add_1 = torch.ops.aten.add.Tensor(arange_3, 0);  arange_3 = None
    arange_4 = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
    add_2 = torch.ops.aten.add.Tensor(arange_4, 0);  arange_4 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(arange_1, 1);  arange_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = unsqueeze_3 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(arange_2, 0);  arange_2 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 2);  unsqueeze_4 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(unsqueeze_5, 3);  unsqueeze_5 = unsqueeze_6 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(add_1, 0);  add_1 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 1);  unsqueeze_7 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(unsqueeze_8, 3);  unsqueeze_8 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(add_2, 0);  add_2 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, 1);  unsqueeze_10 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(unsqueeze_11, 2);  unsqueeze_11 = None
    le = torch.ops.aten.le.Tensor(unsqueeze_12, unsqueeze_9);  unsqueeze_12 = unsqueeze_9 = None
    expand = torch.ops.aten.expand.default(le, [2, -1, 8, 8]);  le = None
    zeros = torch.ops.aten.zeros.default([], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    scalar_tensor = torch.ops.aten.scalar_tensor.default(-3.4028234663852886e+38, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where = torch.ops.aten.where.self(expand, zeros, scalar_tensor);  expand = zeros = scalar_tensor = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
    _to_copy = torch.ops.aten._to_copy.default(unsqueeze_13, dtype = torch.float32);  unsqueeze_13 = None
    _tensor_constant0 = self._tensor_constant0
    mul = torch.ops.aten.mul.Tensor(_to_copy, _tensor_constant0);  _to_copy = _tensor_constant0 = None
    cat = torch.ops.aten.cat.default([mul, mul], -1);  mul = None
    cos = torch.ops.aten.cos.default(cat)
    mul_1 = torch.ops.aten.mul.Tensor(cos, 1.0);  cos = None
    sin = torch.ops.aten.sin.default(cat);  cat = None
    mul_2 = torch.ops.aten.mul.Tensor(sin, 1.0);  sin = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(embedding, 2)
    mean = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    add_3 = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
    rsqrt = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
    detach = torch.ops.aten.detach.default(rsqrt);  detach = None
    mul_3 = torch.ops.aten.mul.Tensor(embedding, rsqrt);  rsqrt = None
    _param_constant1 = self._param_constant1
    mul_4 = torch.ops.aten.mul.Tensor(_param_constant1, mul_3);  _param_constant1 = mul_3 = None
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    view = torch.ops.aten.view.default(mul_4, [16, 16])
    mm = torch.ops.aten.mm.default(view, t);  view = t = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
    view_1 = torch.ops.aten.view.default(_unsafe_view, [2, 8, -1, 8]);  _unsafe_view = None
    transpose = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    view_2 = torch.ops.aten.view.default(mul_4, [16, 16])
    mm_1 = torch.ops.aten.mm.default(view_2, t_1);  view_2 = t_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 8]);  mm_1 = None
    view_3 = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, -1, 8]);  _unsafe_view_1 = None
    transpose_1 = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    view_4 = torch.ops.aten.view.default(mul_4, [16, 16]);  mul_4 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_2);  view_4 = t_2 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 8]);  mm_2 = None
    view_5 = torch.ops.aten.view.default(_unsafe_view_2, [2, 8, -1, 8]);  _unsafe_view_2 = None
    transpose_2 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(mul_1, 1)
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(mul_2, 1)
    mul_5 = torch.ops.aten.mul.Tensor(transpose, unsqueeze_14)
    slice_1 = torch.ops.aten.slice.Tensor(transpose, 3, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(transpose, 3, 4, 9223372036854775807);  transpose = None
    neg = torch.ops.aten.neg.default(slice_2);  slice_2 = None
    cat_1 = torch.ops.aten.cat.default([neg, slice_1], -1);  neg = slice_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(cat_1, unsqueeze_15);  cat_1 = None
    add_4 = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(transpose_1, unsqueeze_14);  unsqueeze_14 = None
    slice_3 = torch.ops.aten.slice.Tensor(transpose_1, 3, 0, 4)
    slice_4 = torch.ops.aten.slice.Tensor(transpose_1, 3, 4, 9223372036854775807);  transpose_1 = None
    neg_1 = torch.ops.aten.neg.default(slice_4);  slice_4 = None
    cat_2 = torch.ops.aten.cat.default([neg_1, slice_3], -1);  neg_1 = slice_3 = None
    mul_8 = torch.ops.aten.mul.Tensor(cat_2, unsqueeze_15);  cat_2 = unsqueeze_15 = None
    add_5 = torch.ops.aten.add.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    _tensor_constant1 = self._tensor_constant1
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
    cat_3 = torch.ops.aten.cat.default([lift_fresh_copy, add_5], -2);  lift_fresh_copy = add_5 = None
    cat_4 = torch.ops.aten.cat.default([lift_fresh_copy_1, transpose_2], -2);  lift_fresh_copy_1 = transpose_2 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(cat_3, 2);  cat_3 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_16, [2, 1, 2, 8, 8]);  unsqueeze_16 = None
    view_6 = torch.ops.aten.view.default(expand_1, [2, 2, 8, 8]);  expand_1 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(cat_4, 2);  cat_4 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_17, [2, 1, 2, 8, 8]);  unsqueeze_17 = None
    view_7 = torch.ops.aten.view.default(expand_2, [2, 2, 8, 8]);  expand_2 = None
    transpose_3 = torch.ops.aten.transpose.int(view_6, 2, 3);  view_6 = None
    expand_3 = torch.ops.aten.expand.default(add_4, [2, 2, 8, 8]);  add_4 = None
    clone = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone, [4, 8, 8]);  clone = None
    expand_4 = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 8]);  transpose_3 = None
    clone_1 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 8]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4);  _unsafe_view_3 = _unsafe_view_4 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 8, 8]);  bmm = None
    mul_9 = torch.ops.aten.mul.Tensor(_unsafe_view_5, 0.3535533905932738);  _unsafe_view_5 = None
    add_6 = torch.ops.aten.add.Tensor(mul_9, where);  mul_9 = None
    _softmax = torch.ops.aten._softmax.default(add_6, -1, False);  add_6 = None
    detach_1 = torch.ops.aten.detach.default(_softmax);  detach_1 = None
    expand_5 = torch.ops.aten.expand.default(_softmax, [2, 2, 8, 8]);  _softmax = None
    view_8 = torch.ops.aten.view.default(expand_5, [4, 8, 8]);  expand_5 = None
    expand_6 = torch.ops.aten.expand.default(view_7, [2, 2, 8, 8]);  view_7 = None
    clone_2 = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_8, _unsafe_view_6);  view_8 = _unsafe_view_6 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_7, 1, 2);  _unsafe_view_7 = None
    clone_3 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_9 = torch.ops.aten.view.default(clone_3, [2, 8, -1]);  clone_3 = None
    _param_constant5 = self._param_constant5
    t_3 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    view_10 = torch.ops.aten.view.default(view_9, [16, 16]);  view_9 = None
    mm_3 = torch.ops.aten.mm.default(view_10, t_3);  view_10 = t_3 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
    add_7 = torch.ops.aten.add.Tensor(embedding, _unsafe_view_8);  embedding = _unsafe_view_8 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(add_7, 2)
    mean_1 = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_8 = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
    detach_2 = torch.ops.aten.detach.default(rsqrt_1);  detach_2 = None
    mul_10 = torch.ops.aten.mul.Tensor(add_7, rsqrt_1);  rsqrt_1 = None
    _param_constant6 = self._param_constant6
    mul_11 = torch.ops.aten.mul.Tensor(_param_constant6, mul_10);  _param_constant6 = mul_10 = None
    _param_constant7 = self._param_constant7
    t_4 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    view_11 = torch.ops.aten.view.default(mul_11, [16, 16])
    mm_4 = torch.ops.aten.mm.default(view_11, t_4);  view_11 = t_4 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None
    silu = torch.ops.aten.silu.default(_unsafe_view_9);  _unsafe_view_9 = None
    _param_constant8 = self._param_constant8
    t_5 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    view_12 = torch.ops.aten.view.default(mul_11, [16, 16]);  mul_11 = None
    mm_5 = torch.ops.aten.mm.default(view_12, t_5);  view_12 = t_5 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 32]);  mm_5 = None
    mul_12 = torch.ops.aten.mul.Tensor(silu, _unsafe_view_10);  silu = _unsafe_view_10 = None
    _param_constant9 = self._param_constant9
    t_6 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    view_13 = torch.ops.aten.view.default(mul_12, [16, 32]);  mul_12 = None
    mm_6 = torch.ops.aten.mm.default(view_13, t_6);  view_13 = t_6 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    add_9 = torch.ops.aten.add.Tensor(add_7, _unsafe_view_11);  add_7 = _unsafe_view_11 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_2 = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
    add_10 = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    detach_3 = torch.ops.aten.detach.default(rsqrt_2);  detach_3 = None
    mul_13 = torch.ops.aten.mul.Tensor(add_9, rsqrt_2);  rsqrt_2 = None
    _param_constant10 = self._param_constant10
    mul_14 = torch.ops.aten.mul.Tensor(_param_constant10, mul_13);  _param_constant10 = mul_13 = None
    _param_constant11 = self._param_constant11
    t_7 = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
    view_14 = torch.ops.aten.view.default(mul_14, [16, 16])
    mm_7 = torch.ops.aten.mm.default(view_14, t_7);  view_14 = t_7 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
    view_15 = torch.ops.aten.view.default(_unsafe_view_12, [2, 8, -1, 8]);  _unsafe_view_12 = None
    transpose_5 = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None
    _param_constant12 = self._param_constant12
    t_8 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    view_16 = torch.ops.aten.view.default(mul_14, [16, 16])
    mm_8 = torch.ops.aten.mm.default(view_16, t_8);  view_16 = t_8 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 8]);  mm_8 = None
    view_17 = torch.ops.aten.view.default(_unsafe_view_13, [2, 8, -1, 8]);  _unsafe_view_13 = None
    transpose_6 = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
    _param_constant13 = self._param_constant13
    t_9 = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
    view_18 = torch.ops.aten.view.default(mul_14, [16, 16]);  mul_14 = None
    mm_9 = torch.ops.aten.mm.default(view_18, t_9);  view_18 = t_9 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 8]);  mm_9 = None
    view_19 = torch.ops.aten.view.default(_unsafe_view_14, [2, 8, -1, 8]);  _unsafe_view_14 = None
    transpose_7 = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(mul_1, 1)
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(mul_2, 1)
    mul_15 = torch.ops.aten.mul.Tensor(transpose_5, unsqueeze_18)
    slice_5 = torch.ops.aten.slice.Tensor(transpose_5, 3, 0, 4)
    slice_6 = torch.ops.aten.slice.Tensor(transpose_5, 3, 4, 9223372036854775807);  transpose_5 = None
    neg_2 = torch.ops.aten.neg.default(slice_6);  slice_6 = None
    cat_5 = torch.ops.aten.cat.default([neg_2, slice_5], -1);  neg_2 = slice_5 = None
    mul_16 = torch.ops.aten.mul.Tensor(cat_5, unsqueeze_19);  cat_5 = None
    add_11 = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(transpose_6, unsqueeze_18);  unsqueeze_18 = None
    slice_7 = torch.ops.aten.slice.Tensor(transpose_6, 3, 0, 4)
    slice_8 = torch.ops.aten.slice.Tensor(transpose_6, 3, 4, 9223372036854775807);  transpose_6 = None
    neg_3 = torch.ops.aten.neg.default(slice_8);  slice_8 = None
    cat_6 = torch.ops.aten.cat.default([neg_3, slice_7], -1);  neg_3 = slice_7 = None
    mul_18 = torch.ops.aten.mul.Tensor(cat_6, unsqueeze_19);  cat_6 = unsqueeze_19 = None
    add_12 = torch.ops.aten.add.Tensor(mul_17, mul_18);  mul_17 = mul_18 = None
    _tensor_constant3 = self._tensor_constant3
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    lift_fresh_copy_3 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None
    cat_7 = torch.ops.aten.cat.default([lift_fresh_copy_2, add_12], -2);  lift_fresh_copy_2 = add_12 = None
    cat_8 = torch.ops.aten.cat.default([lift_fresh_copy_3, transpose_7], -2);  lift_fresh_copy_3 = transpose_7 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(cat_7, 2);  cat_7 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_20, [2, 1, 2, 8, 8]);  unsqueeze_20 = None
    view_20 = torch.ops.aten.view.default(expand_7, [2, 2, 8, 8]);  expand_7 = None
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(cat_8, 2);  cat_8 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze_21, [2, 1, 2, 8, 8]);  unsqueeze_21 = None
    view_21 = torch.ops.aten.view.default(expand_8, [2, 2, 8, 8]);  expand_8 = None
    transpose_8 = torch.ops.aten.transpose.int(view_20, 2, 3);  view_20 = None
    expand_9 = torch.ops.aten.expand.default(add_11, [2, 2, 8, 8]);  add_11 = None
    clone_4 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 8]);  clone_4 = None
    expand_10 = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 8]);  transpose_8 = None
    clone_5 = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 8]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_15, _unsafe_view_16);  _unsafe_view_15 = _unsafe_view_16 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
    mul_19 = torch.ops.aten.mul.Tensor(_unsafe_view_17, 0.3535533905932738);  _unsafe_view_17 = None
    add_13 = torch.ops.aten.add.Tensor(mul_19, where);  mul_19 = None
    _softmax_1 = torch.ops.aten._softmax.default(add_13, -1, False);  add_13 = None
    detach_4 = torch.ops.aten.detach.default(_softmax_1);  detach_4 = None
    expand_11 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 8, 8]);  _softmax_1 = None
    view_22 = torch.ops.aten.view.default(expand_11, [4, 8, 8]);  expand_11 = None
    expand_12 = torch.ops.aten.expand.default(view_21, [2, 2, 8, 8]);  view_21 = None
    clone_6 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_6, [4, 8, 8]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_22, _unsafe_view_18);  view_22 = _unsafe_view_18 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_19, 1, 2);  _unsafe_view_19 = None
    clone_7 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_23 = torch.ops.aten.view.default(clone_7, [2, 8, -1]);  clone_7 = None
    _param_constant14 = self._param_constant14
    t_10 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    view_24 = torch.ops.aten.view.default(view_23, [16, 16]);  view_23 = None
    mm_10 = torch.ops.aten.mm.default(view_24, t_10);  view_24 = t_10 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 16]);  mm_10 = None
    add_14 = torch.ops.aten.add.Tensor(add_9, _unsafe_view_20);  add_9 = _unsafe_view_20 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(add_14, 2)
    mean_3 = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_15 = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    detach_5 = torch.ops.aten.detach.default(rsqrt_3);  detach_5 = None
    mul_20 = torch.ops.aten.mul.Tensor(add_14, rsqrt_3);  rsqrt_3 = None
    _param_constant15 = self._param_constant15
    mul_21 = torch.ops.aten.mul.Tensor(_param_constant15, mul_20);  _param_constant15 = mul_20 = None
    _param_constant16 = self._param_constant16
    t_11 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    view_25 = torch.ops.aten.view.default(mul_21, [16, 16])
    mm_11 = torch.ops.aten.mm.default(view_25, t_11);  view_25 = t_11 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 32]);  mm_11 = None
    silu_1 = torch.ops.aten.silu.default(_unsafe_view_21);  _unsafe_view_21 = None
    _param_constant17 = self._param_constant17
    t_12 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    view_26 = torch.ops.aten.view.default(mul_21, [16, 16]);  mul_21 = None
    mm_12 = torch.ops.aten.mm.default(view_26, t_12);  view_26 = t_12 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 32]);  mm_12 = None
    mul_22 = torch.ops.aten.mul.Tensor(silu_1, _unsafe_view_22);  silu_1 = _unsafe_view_22 = None
    _param_constant18 = self._param_constant18
    t_13 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    view_27 = torch.ops.aten.view.default(mul_22, [16, 32]);  mul_22 = None
    mm_13 = torch.ops.aten.mm.default(view_27, t_13);  view_27 = t_13 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(mm_13, [2, 8, 16]);  mm_13 = None
    add_16 = torch.ops.aten.add.Tensor(add_14, _unsafe_view_23);  add_14 = _unsafe_view_23 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(add_16, 2)
    mean_4 = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None
    add_17 = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
    rsqrt_4 = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
    detach_6 = torch.ops.aten.detach.default(rsqrt_4);  detach_6 = None
    mul_23 = torch.ops.aten.mul.Tensor(add_16, rsqrt_4);  rsqrt_4 = None
    _param_constant19 = self._param_constant19
    mul_24 = torch.ops.aten.mul.Tensor(_param_constant19, mul_23);  _param_constant19 = mul_23 = None
    _param_constant20 = self._param_constant20
    t_14 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    view_28 = torch.ops.aten.view.default(mul_24, [16, 16])
    mm_14 = torch.ops.aten.mm.default(view_28, t_14);  view_28 = t_14 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(mm_14, [2, 8, 16]);  mm_14 = None
    view_29 = torch.ops.aten.view.default(_unsafe_view_24, [2, 8, -1, 8]);  _unsafe_view_24 = None
    transpose_10 = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None
    _param_constant21 = self._param_constant21
    t_15 = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
    view_30 = torch.ops.aten.view.default(mul_24, [16, 16])
    mm_15 = torch.ops.aten.mm.default(view_30, t_15);  view_30 = t_15 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(mm_15, [2, 8, 8]);  mm_15 = None
    view_31 = torch.ops.aten.view.default(_unsafe_view_25, [2, 8, -1, 8]);  _unsafe_view_25 = None
    transpose_11 = torch.ops.aten.transpose.int(view_31, 1, 2);  view_31 = None
    _param_constant22 = self._param_constant22
    t_16 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    view_32 = torch.ops.aten.view.default(mul_24, [16, 16]);  mul_24 = None
    mm_16 = torch.ops.aten.mm.default(view_32, t_16);  view_32 = t_16 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(mm_16, [2, 8, 8]);  mm_16 = None
    view_33 = torch.ops.aten.view.default(_unsafe_view_26, [2, 8, -1, 8]);  _unsafe_view_26 = None
    transpose_12 = torch.ops.aten.transpose.int(view_33, 1, 2);  view_33 = None
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None
    unsqueeze_23 = torch.ops.aten.unsqueeze.default(mul_2, 1);  mul_2 = None
    mul_25 = torch.ops.aten.mul.Tensor(transpose_10, unsqueeze_22)
    slice_9 = torch.ops.aten.slice.Tensor(transpose_10, 3, 0, 4)
    slice_10 = torch.ops.aten.slice.Tensor(transpose_10, 3, 4, 9223372036854775807);  transpose_10 = None
    neg_4 = torch.ops.aten.neg.default(slice_10);  slice_10 = None
    cat_9 = torch.ops.aten.cat.default([neg_4, slice_9], -1);  neg_4 = slice_9 = None
    mul_26 = torch.ops.aten.mul.Tensor(cat_9, unsqueeze_23);  cat_9 = None
    add_18 = torch.ops.aten.add.Tensor(mul_25, mul_26);  mul_25 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(transpose_11, unsqueeze_22);  unsqueeze_22 = None
    slice_11 = torch.ops.aten.slice.Tensor(transpose_11, 3, 0, 4)
    slice_12 = torch.ops.aten.slice.Tensor(transpose_11, 3, 4, 9223372036854775807);  transpose_11 = None
    neg_5 = torch.ops.aten.neg.default(slice_12);  slice_12 = None
    cat_10 = torch.ops.aten.cat.default([neg_5, slice_11], -1);  neg_5 = slice_11 = None
    mul_28 = torch.ops.aten.mul.Tensor(cat_10, unsqueeze_23);  cat_10 = unsqueeze_23 = None
    add_19 = torch.ops.aten.add.Tensor(mul_27, mul_28);  mul_27 = mul_28 = None
    _tensor_constant5 = self._tensor_constant5
    lift_fresh_copy_4 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
    _tensor_constant6 = self._tensor_constant6
    lift_fresh_copy_5 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None
    cat_11 = torch.ops.aten.cat.default([lift_fresh_copy_4, add_19], -2);  lift_fresh_copy_4 = add_19 = None
    cat_12 = torch.ops.aten.cat.default([lift_fresh_copy_5, transpose_12], -2);  lift_fresh_copy_5 = transpose_12 = None
    unsqueeze_24 = torch.ops.aten.unsqueeze.default(cat_11, 2);  cat_11 = None
    expand_13 = torch.ops.aten.expand.default(unsqueeze_24, [2, 1, 2, 8, 8]);  unsqueeze_24 = None
    view_34 = torch.ops.aten.view.default(expand_13, [2, 2, 8, 8]);  expand_13 = None
    unsqueeze_25 = torch.ops.aten.unsqueeze.default(cat_12, 2);  cat_12 = None
    expand_14 = torch.ops.aten.expand.default(unsqueeze_25, [2, 1, 2, 8, 8]);  unsqueeze_25 = None
    view_35 = torch.ops.aten.view.default(expand_14, [2, 2, 8, 8]);  expand_14 = None
    transpose_13 = torch.ops.aten.transpose.int(view_34, 2, 3);  view_34 = None
    expand_15 = torch.ops.aten.expand.default(add_18, [2, 2, 8, 8]);  add_18 = None
    clone_8 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(clone_8, [4, 8, 8]);  clone_8 = None
    expand_16 = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 8]);  transpose_13 = None
    clone_9 = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(clone_9, [4, 8, 8]);  clone_9 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_27, _unsafe_view_28);  _unsafe_view_27 = _unsafe_view_28 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 8, 8]);  bmm_4 = None
    mul_29 = torch.ops.aten.mul.Tensor(_unsafe_view_29, 0.3535533905932738);  _unsafe_view_29 = None
    add_20 = torch.ops.aten.add.Tensor(mul_29, where);  mul_29 = where = None
    _softmax_2 = torch.ops.aten._softmax.default(add_20, -1, False);  add_20 = None
    detach_7 = torch.ops.aten.detach.default(_softmax_2);  detach_7 = None
    expand_17 = torch.ops.aten.expand.default(_softmax_2, [2, 2, 8, 8]);  _softmax_2 = None
    view_36 = torch.ops.aten.view.default(expand_17, [4, 8, 8]);  expand_17 = None
    expand_18 = torch.ops.aten.expand.default(view_35, [2, 2, 8, 8]);  view_35 = None
    clone_10 = torch.ops.aten.clone.default(expand_18, memory_format = torch.contiguous_format);  expand_18 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(clone_10, [4, 8, 8]);  clone_10 = None
    bmm_5 = torch.ops.aten.bmm.default(view_36, _unsafe_view_30);  view_36 = _unsafe_view_30 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 8, 8]);  bmm_5 = None
    transpose_14 = torch.ops.aten.transpose.int(_unsafe_view_31, 1, 2);  _unsafe_view_31 = None
    clone_11 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    view_37 = torch.ops.aten.view.default(clone_11, [2, 8, -1]);  clone_11 = None
    _param_constant23 = self._param_constant23
    t_17 = torch.ops.aten.t.default(_param_constant23);  _param_constant23 = None
    view_38 = torch.ops.aten.view.default(view_37, [16, 16]);  view_37 = None
    mm_17 = torch.ops.aten.mm.default(view_38, t_17);  view_38 = t_17 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(mm_17, [2, 8, 16]);  mm_17 = None
    add_21 = torch.ops.aten.add.Tensor(add_16, _unsafe_view_32);  add_16 = _unsafe_view_32 = None
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(add_21, 2)
    mean_5 = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_22 = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
    rsqrt_5 = torch.ops.aten.rsqrt.default(add_22);  add_22 = None
    detach_8 = torch.ops.aten.detach.default(rsqrt_5);  detach_8 = None
    mul_30 = torch.ops.aten.mul.Tensor(add_21, rsqrt_5);  rsqrt_5 = None
    _param_constant24 = self._param_constant24
    mul_31 = torch.ops.aten.mul.Tensor(_param_constant24, mul_30);  _param_constant24 = mul_30 = None
    _param_constant25 = self._param_constant25
    t_18 = torch.ops.aten.t.default(_param_constant25);  _param_constant25 = None
    view_39 = torch.ops.aten.view.default(mul_31, [16, 16])
    mm_18 = torch.ops.aten.mm.default(view_39, t_18);  view_39 = t_18 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(mm_18, [2, 8, 32]);  mm_18 = None
    silu_2 = torch.ops.aten.silu.default(_unsafe_view_33);  _unsafe_view_33 = None
    _param_constant26 = self._param_constant26
    t_19 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    view_40 = torch.ops.aten.view.default(mul_31, [16, 16]);  mul_31 = None
    mm_19 = torch.ops.aten.mm.default(view_40, t_19);  view_40 = t_19 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(mm_19, [2, 8, 32]);  mm_19 = None
    mul_32 = torch.ops.aten.mul.Tensor(silu_2, _unsafe_view_34);  silu_2 = _unsafe_view_34 = None
    _param_constant27 = self._param_constant27
    t_20 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    view_41 = torch.ops.aten.view.default(mul_32, [16, 32]);  mul_32 = None
    mm_20 = torch.ops.aten.mm.default(view_41, t_20);  view_41 = t_20 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(mm_20, [2, 8, 16]);  mm_20 = None
    add_23 = torch.ops.aten.add.Tensor(add_21, _unsafe_view_35);  add_21 = _unsafe_view_35 = None
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(add_23, 2)
    mean_6 = torch.ops.aten.mean.dim(pow_7, [-1], True);  pow_7 = None
    add_24 = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
    rsqrt_6 = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
    detach_9 = torch.ops.aten.detach.default(rsqrt_6);  detach_9 = None
    mul_33 = torch.ops.aten.mul.Tensor(add_23, rsqrt_6);  add_23 = rsqrt_6 = None
    _param_constant28 = self._param_constant28
    mul_34 = torch.ops.aten.mul.Tensor(_param_constant28, mul_33);  _param_constant28 = mul_33 = None
    alias = torch.ops.aten.alias.default(mul_34);  mul_34 = None
    _param_constant29 = self._param_constant29
    t_21 = torch.ops.aten.t.default(_param_constant29);  _param_constant29 = None
    view_42 = torch.ops.aten.view.default(alias, [16, 16]);  alias = None
    mm_21 = torch.ops.aten.mm.default(view_42, t_21);  view_42 = t_21 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(mm_21, [2, 8, 64]);  mm_21 = None
    view_43 = torch.ops.aten.view.default(_unsafe_view_36, [-1, 64]);  _unsafe_view_36 = None
    view_44 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_43, 1, False);  view_43 = None
    detach_10 = torch.ops.aten.detach.default(_log_softmax);  detach_10 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_44, None, 1, -100);  _log_softmax = view_44 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    