


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
    view = torch.ops.aten.view.default(mul_4, [16, 16])
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm = torch.ops.aten.addmm.default(_param_constant3, view, t);  _param_constant3 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 8, 16]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 8, -1, 4]);  view_1 = None
    transpose = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    view_3 = torch.ops.aten.view.default(mul_4, [16, 16])
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, view_3, t_1);  _param_constant5 = view_3 = t_1 = None
    view_4 = torch.ops.aten.view.default(addmm_1, [2, 8, 8]);  addmm_1 = None
    view_5 = torch.ops.aten.view.default(view_4, [2, 8, -1, 4]);  view_4 = None
    transpose_1 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    view_6 = torch.ops.aten.view.default(mul_4, [16, 16]);  mul_4 = None
    _param_constant6 = self._param_constant6
    t_2 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, view_6, t_2);  _param_constant7 = view_6 = t_2 = None
    view_7 = torch.ops.aten.view.default(addmm_2, [2, 8, 8]);  addmm_2 = None
    view_8 = torch.ops.aten.view.default(view_7, [2, 8, -1, 4]);  view_7 = None
    transpose_2 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(mul_1, 1)
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(mul_2, 1)
    mul_5 = torch.ops.aten.mul.Tensor(transpose, unsqueeze_14)
    slice_1 = torch.ops.aten.slice.Tensor(transpose, 3, 0, 2)
    slice_2 = torch.ops.aten.slice.Tensor(transpose, 3, 2, 9223372036854775807);  transpose = None
    neg = torch.ops.aten.neg.default(slice_2);  slice_2 = None
    cat_1 = torch.ops.aten.cat.default([neg, slice_1], -1);  neg = slice_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(cat_1, unsqueeze_15);  cat_1 = None
    add_4 = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(transpose_1, unsqueeze_14);  unsqueeze_14 = None
    slice_3 = torch.ops.aten.slice.Tensor(transpose_1, 3, 0, 2)
    slice_4 = torch.ops.aten.slice.Tensor(transpose_1, 3, 2, 9223372036854775807);  transpose_1 = None
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
    expand_1 = torch.ops.aten.expand.default(unsqueeze_16, [2, 2, 2, 8, 4]);  unsqueeze_16 = None
    clone = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [2, 4, 8, 4]);  clone = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(cat_4, 2);  cat_4 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_17, [2, 2, 2, 8, 4]);  unsqueeze_17 = None
    clone_1 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 4, 8, 4]);  clone_1 = None
    transpose_3 = torch.ops.aten.transpose.int(_unsafe_view, 2, 3);  _unsafe_view = None
    expand_3 = torch.ops.aten.expand.default(add_4, [2, 4, 8, 4]);  add_4 = None
    clone_2 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [8, 8, 4]);  clone_2 = None
    expand_4 = torch.ops.aten.expand.default(transpose_3, [2, 4, 4, 8]);  transpose_3 = None
    view_9 = torch.ops.aten.view.default(expand_4, [8, 4, 8]);  expand_4 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view_2, view_9);  _unsafe_view_2 = view_9 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(bmm, [2, 4, 8, 8]);  bmm = None
    mul_9 = torch.ops.aten.mul.Tensor(_unsafe_view_3, 0.5);  _unsafe_view_3 = None
    add_6 = torch.ops.aten.add.Tensor(mul_9, where);  mul_9 = None
    _softmax = torch.ops.aten._softmax.default(add_6, -1, False);  add_6 = None
    detach_1 = torch.ops.aten.detach.default(_softmax);  detach_1 = None
    expand_5 = torch.ops.aten.expand.default(_softmax, [2, 4, 8, 8]);  _softmax = None
    view_10 = torch.ops.aten.view.default(expand_5, [8, 8, 8]);  expand_5 = None
    expand_6 = torch.ops.aten.expand.default(_unsafe_view_1, [2, 4, 8, 4]);  _unsafe_view_1 = None
    view_11 = torch.ops.aten.view.default(expand_6, [8, 8, 4]);  expand_6 = None
    bmm_1 = torch.ops.aten.bmm.default(view_10, view_11);  view_10 = view_11 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 4, 8, 4]);  bmm_1 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_12 = torch.ops.aten.view.default(clone_3, [2, 8, -1]);  clone_3 = None
    _param_constant8 = self._param_constant8
    t_3 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    view_13 = torch.ops.aten.view.default(view_12, [16, 16]);  view_12 = None
    mm = torch.ops.aten.mm.default(view_13, t_3);  view_13 = t_3 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
    add_7 = torch.ops.aten.add.Tensor(embedding, _unsafe_view_5);  embedding = _unsafe_view_5 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(add_7, 2)
    mean_1 = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_8 = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
    detach_2 = torch.ops.aten.detach.default(rsqrt_1);  detach_2 = None
    mul_10 = torch.ops.aten.mul.Tensor(add_7, rsqrt_1);  rsqrt_1 = None
    _param_constant9 = self._param_constant9
    mul_11 = torch.ops.aten.mul.Tensor(_param_constant9, mul_10);  _param_constant9 = mul_10 = None
    _param_constant10 = self._param_constant10
    t_4 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    view_14 = torch.ops.aten.view.default(mul_11, [16, 16])
    mm_1 = torch.ops.aten.mm.default(view_14, t_4);  view_14 = t_4 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 32]);  mm_1 = None
    silu = torch.ops.aten.silu.default(_unsafe_view_6);  _unsafe_view_6 = None
    _param_constant11 = self._param_constant11
    t_5 = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
    view_15 = torch.ops.aten.view.default(mul_11, [16, 16]);  mul_11 = None
    mm_2 = torch.ops.aten.mm.default(view_15, t_5);  view_15 = t_5 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 32]);  mm_2 = None
    mul_12 = torch.ops.aten.mul.Tensor(silu, _unsafe_view_7);  silu = _unsafe_view_7 = None
    _param_constant12 = self._param_constant12
    t_6 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    view_16 = torch.ops.aten.view.default(mul_12, [16, 32]);  mul_12 = None
    mm_3 = torch.ops.aten.mm.default(view_16, t_6);  view_16 = t_6 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
    add_9 = torch.ops.aten.add.Tensor(add_7, _unsafe_view_8);  add_7 = _unsafe_view_8 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_2 = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
    add_10 = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    detach_3 = torch.ops.aten.detach.default(rsqrt_2);  detach_3 = None
    mul_13 = torch.ops.aten.mul.Tensor(add_9, rsqrt_2);  rsqrt_2 = None
    _param_constant13 = self._param_constant13
    mul_14 = torch.ops.aten.mul.Tensor(_param_constant13, mul_13);  _param_constant13 = mul_13 = None
    view_17 = torch.ops.aten.view.default(mul_14, [16, 16])
    _param_constant14 = self._param_constant14
    t_7 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_3 = torch.ops.aten.addmm.default(_param_constant15, view_17, t_7);  _param_constant15 = view_17 = t_7 = None
    view_18 = torch.ops.aten.view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
    view_19 = torch.ops.aten.view.default(view_18, [2, 8, -1, 4]);  view_18 = None
    transpose_5 = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None
    view_20 = torch.ops.aten.view.default(mul_14, [16, 16])
    _param_constant16 = self._param_constant16
    t_8 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_4 = torch.ops.aten.addmm.default(_param_constant17, view_20, t_8);  _param_constant17 = view_20 = t_8 = None
    view_21 = torch.ops.aten.view.default(addmm_4, [2, 8, 8]);  addmm_4 = None
    view_22 = torch.ops.aten.view.default(view_21, [2, 8, -1, 4]);  view_21 = None
    transpose_6 = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
    view_23 = torch.ops.aten.view.default(mul_14, [16, 16]);  mul_14 = None
    _param_constant18 = self._param_constant18
    t_9 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_5 = torch.ops.aten.addmm.default(_param_constant19, view_23, t_9);  _param_constant19 = view_23 = t_9 = None
    view_24 = torch.ops.aten.view.default(addmm_5, [2, 8, 8]);  addmm_5 = None
    view_25 = torch.ops.aten.view.default(view_24, [2, 8, -1, 4]);  view_24 = None
    transpose_7 = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(mul_2, 1);  mul_2 = None
    mul_15 = torch.ops.aten.mul.Tensor(transpose_5, unsqueeze_18)
    slice_5 = torch.ops.aten.slice.Tensor(transpose_5, 3, 0, 2)
    slice_6 = torch.ops.aten.slice.Tensor(transpose_5, 3, 2, 9223372036854775807);  transpose_5 = None
    neg_2 = torch.ops.aten.neg.default(slice_6);  slice_6 = None
    cat_5 = torch.ops.aten.cat.default([neg_2, slice_5], -1);  neg_2 = slice_5 = None
    mul_16 = torch.ops.aten.mul.Tensor(cat_5, unsqueeze_19);  cat_5 = None
    add_11 = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(transpose_6, unsqueeze_18);  unsqueeze_18 = None
    slice_7 = torch.ops.aten.slice.Tensor(transpose_6, 3, 0, 2)
    slice_8 = torch.ops.aten.slice.Tensor(transpose_6, 3, 2, 9223372036854775807);  transpose_6 = None
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
    expand_7 = torch.ops.aten.expand.default(unsqueeze_20, [2, 2, 2, 8, 4]);  unsqueeze_20 = None
    clone_4 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_4, [2, 4, 8, 4]);  clone_4 = None
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(cat_8, 2);  cat_8 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze_21, [2, 2, 2, 8, 4]);  unsqueeze_21 = None
    clone_5 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_5, [2, 4, 8, 4]);  clone_5 = None
    transpose_8 = torch.ops.aten.transpose.int(_unsafe_view_9, 2, 3);  _unsafe_view_9 = None
    expand_9 = torch.ops.aten.expand.default(add_11, [2, 4, 8, 4]);  add_11 = None
    clone_6 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_6, [8, 8, 4]);  clone_6 = None
    expand_10 = torch.ops.aten.expand.default(transpose_8, [2, 4, 4, 8]);  transpose_8 = None
    view_26 = torch.ops.aten.view.default(expand_10, [8, 4, 8]);  expand_10 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_11, view_26);  _unsafe_view_11 = view_26 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 4, 8, 8]);  bmm_2 = None
    mul_19 = torch.ops.aten.mul.Tensor(_unsafe_view_12, 0.5);  _unsafe_view_12 = None
    add_13 = torch.ops.aten.add.Tensor(mul_19, where);  mul_19 = where = None
    _softmax_1 = torch.ops.aten._softmax.default(add_13, -1, False);  add_13 = None
    detach_4 = torch.ops.aten.detach.default(_softmax_1);  detach_4 = None
    expand_11 = torch.ops.aten.expand.default(_softmax_1, [2, 4, 8, 8]);  _softmax_1 = None
    view_27 = torch.ops.aten.view.default(expand_11, [8, 8, 8]);  expand_11 = None
    expand_12 = torch.ops.aten.expand.default(_unsafe_view_10, [2, 4, 8, 4]);  _unsafe_view_10 = None
    view_28 = torch.ops.aten.view.default(expand_12, [8, 8, 4]);  expand_12 = None
    bmm_3 = torch.ops.aten.bmm.default(view_27, view_28);  view_27 = view_28 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 4, 8, 4]);  bmm_3 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None
    clone_7 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_29 = torch.ops.aten.view.default(clone_7, [2, 8, -1]);  clone_7 = None
    _param_constant20 = self._param_constant20
    t_10 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    view_30 = torch.ops.aten.view.default(view_29, [16, 16]);  view_29 = None
    mm_4 = torch.ops.aten.mm.default(view_30, t_10);  view_30 = t_10 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 16]);  mm_4 = None
    add_14 = torch.ops.aten.add.Tensor(add_9, _unsafe_view_14);  add_9 = _unsafe_view_14 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(add_14, 2)
    mean_3 = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_15 = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    detach_5 = torch.ops.aten.detach.default(rsqrt_3);  detach_5 = None
    mul_20 = torch.ops.aten.mul.Tensor(add_14, rsqrt_3);  rsqrt_3 = None
    _param_constant21 = self._param_constant21
    mul_21 = torch.ops.aten.mul.Tensor(_param_constant21, mul_20);  _param_constant21 = mul_20 = None
    _param_constant22 = self._param_constant22
    t_11 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    view_31 = torch.ops.aten.view.default(mul_21, [16, 16])
    mm_5 = torch.ops.aten.mm.default(view_31, t_11);  view_31 = t_11 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 32]);  mm_5 = None
    silu_1 = torch.ops.aten.silu.default(_unsafe_view_15);  _unsafe_view_15 = None
    _param_constant23 = self._param_constant23
    t_12 = torch.ops.aten.t.default(_param_constant23);  _param_constant23 = None
    view_32 = torch.ops.aten.view.default(mul_21, [16, 16]);  mul_21 = None
    mm_6 = torch.ops.aten.mm.default(view_32, t_12);  view_32 = t_12 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 32]);  mm_6 = None
    mul_22 = torch.ops.aten.mul.Tensor(silu_1, _unsafe_view_16);  silu_1 = _unsafe_view_16 = None
    _param_constant24 = self._param_constant24
    t_13 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    view_33 = torch.ops.aten.view.default(mul_22, [16, 32]);  mul_22 = None
    mm_7 = torch.ops.aten.mm.default(view_33, t_13);  view_33 = t_13 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
    add_16 = torch.ops.aten.add.Tensor(add_14, _unsafe_view_17);  add_14 = _unsafe_view_17 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(add_16, 2)
    mean_4 = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None
    add_17 = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
    rsqrt_4 = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
    detach_6 = torch.ops.aten.detach.default(rsqrt_4);  detach_6 = None
    mul_23 = torch.ops.aten.mul.Tensor(add_16, rsqrt_4);  add_16 = rsqrt_4 = None
    _param_constant25 = self._param_constant25
    mul_24 = torch.ops.aten.mul.Tensor(_param_constant25, mul_23);  _param_constant25 = mul_23 = None
    alias = torch.ops.aten.alias.default(mul_24);  mul_24 = None
    _param_constant26 = self._param_constant26
    t_14 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    view_34 = torch.ops.aten.view.default(alias, [16, 16]);  alias = None
    mm_8 = torch.ops.aten.mm.default(view_34, t_14);  view_34 = t_14 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 64]);  mm_8 = None
    view_35 = torch.ops.aten.view.default(_unsafe_view_18, [-1, 64]);  _unsafe_view_18 = None
    view_36 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_35, 1, False);  view_35 = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax);  detach_7 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_36, None, 1, -100);  _log_softmax = view_36 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    