


def forward(self, primals, tangents):
    primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
    embedding = torch.ops.aten.embedding.default(primals_2, primals_1);  primals_2 = None
    arange = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
    add = torch.ops.aten.add.Tensor(arange, 0);  arange = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add, 0);  add = None
    arange_3 = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
    add_1 = torch.ops.aten.add.Tensor(arange_3, 0);  arange_3 = None
    arange_4 = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
    add_2 = torch.ops.aten.add.Tensor(arange_4, 0);  arange_4 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(add_1, 0);  add_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 1);  unsqueeze_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(add_2, 0);  add_2 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 1);  unsqueeze_4 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(unsqueeze_5, 2);  unsqueeze_5 = None
    le = torch.ops.aten.le.Tensor(unsqueeze_6, unsqueeze_3);  unsqueeze_6 = unsqueeze_3 = None
    expand = torch.ops.aten.expand.default(le, [2, -1, 8, 8]);  le = None
    zeros = torch.ops.aten.zeros.default([], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    scalar_tensor = torch.ops.aten.scalar_tensor.default(-3.4028234663852886e+38, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where = torch.ops.aten.where.self(expand, zeros, scalar_tensor);  expand = zeros = scalar_tensor = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
    _to_copy = torch.ops.aten._to_copy.default(unsqueeze_7, dtype = torch.float32);  unsqueeze_7 = None
    mul = torch.ops.aten.mul.Tensor(_to_copy, primals_3);  _to_copy = primals_3 = None
    cat = torch.ops.aten.cat.default([mul, mul], -1);  mul = None
    cos = torch.ops.aten.cos.default(cat)
    mul_1 = torch.ops.aten.mul.Tensor(cos, 1.0);  cos = None
    sin = torch.ops.aten.sin.default(cat);  cat = None
    mul_2 = torch.ops.aten.mul.Tensor(sin, 1.0);  sin = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(embedding, 2)
    mean = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    add_3 = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
    rsqrt = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
    detach = torch.ops.aten.detach.default(rsqrt)
    mul_3 = torch.ops.aten.mul.Tensor(embedding, rsqrt)
    mul_4 = torch.ops.aten.mul.Tensor(primals_4, mul_3)
    t = torch.ops.aten.t.default(primals_5);  primals_5 = None
    view = torch.ops.aten.view.default(mul_4, [16, 16])
    mm = torch.ops.aten.mm.default(view, t)
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
    view_1 = torch.ops.aten.view.default(_unsafe_view, [2, 8, -1, 8]);  _unsafe_view = None
    transpose = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
    t_1 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    view_2 = torch.ops.aten.view.default(mul_4, [16, 16])
    mm_1 = torch.ops.aten.mm.default(view_2, t_1)
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 8]);  mm_1 = None
    view_3 = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, -1, 8]);  _unsafe_view_1 = None
    transpose_1 = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    t_2 = torch.ops.aten.t.default(primals_7);  primals_7 = None
    view_4 = torch.ops.aten.view.default(mul_4, [16, 16]);  mul_4 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_2)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 8]);  mm_2 = None
    view_5 = torch.ops.aten.view.default(_unsafe_view_2, [2, 8, -1, 8]);  _unsafe_view_2 = None
    transpose_2 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(mul_1, 1)
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(mul_2, 1)
    mul_5 = torch.ops.aten.mul.Tensor(transpose, unsqueeze_8)
    slice_1 = torch.ops.aten.slice.Tensor(transpose, 3, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(transpose, 3, 4, 9223372036854775807);  transpose = None
    neg = torch.ops.aten.neg.default(slice_2);  slice_2 = None
    cat_1 = torch.ops.aten.cat.default([neg, slice_1], -1);  neg = slice_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(cat_1, unsqueeze_9);  cat_1 = None
    add_4 = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(transpose_1, unsqueeze_8)
    slice_3 = torch.ops.aten.slice.Tensor(transpose_1, 3, 0, 4)
    slice_4 = torch.ops.aten.slice.Tensor(transpose_1, 3, 4, 9223372036854775807);  transpose_1 = None
    neg_1 = torch.ops.aten.neg.default(slice_4);  slice_4 = None
    cat_2 = torch.ops.aten.cat.default([neg_1, slice_3], -1);  neg_1 = slice_3 = None
    mul_8 = torch.ops.aten.mul.Tensor(cat_2, unsqueeze_9);  cat_2 = None
    add_5 = torch.ops.aten.add.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
    cat_3 = torch.ops.aten.cat.default([lift_fresh_copy, add_5], -2);  lift_fresh_copy = add_5 = None
    cat_4 = torch.ops.aten.cat.default([lift_fresh_copy_1, transpose_2], -2);  lift_fresh_copy_1 = transpose_2 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(cat_3, 2);  cat_3 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_10, [2, 1, 2, 8, 8]);  unsqueeze_10 = None
    view_6 = torch.ops.aten.view.default(expand_1, [2, 2, 8, 8]);  expand_1 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(cat_4, 2);  cat_4 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_11, [2, 1, 2, 8, 8]);  unsqueeze_11 = None
    view_7 = torch.ops.aten.view.default(expand_2, [2, 2, 8, 8]);  expand_2 = None
    transpose_3 = torch.ops.aten.transpose.int(view_6, 2, 3);  view_6 = None
    expand_3 = torch.ops.aten.expand.default(add_4, [2, 2, 8, 8]);  add_4 = None
    clone = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone, [4, 8, 8]);  clone = None
    expand_4 = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 8]);  transpose_3 = None
    clone_1 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 8]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4)
    view_8 = torch.ops.aten.view.default(bmm, [2, 2, 8, 8]);  bmm = None
    mul_9 = torch.ops.aten.mul.Tensor(view_8, 0.3535533905932738);  view_8 = None
    add_6 = torch.ops.aten.add.Tensor(mul_9, where);  mul_9 = None
    _softmax = torch.ops.aten._softmax.default(add_6, -1, False);  add_6 = None
    detach_1 = torch.ops.aten.detach.default(_softmax)
    clone_2 = torch.ops.aten.clone.default(_softmax);  _softmax = None
    expand_5 = torch.ops.aten.expand.default(clone_2, [2, 2, 8, 8]);  clone_2 = None
    view_9 = torch.ops.aten.view.default(expand_5, [4, 8, 8]);  expand_5 = None
    expand_6 = torch.ops.aten.expand.default(view_7, [2, 2, 8, 8]);  view_7 = None
    clone_3 = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_3, [4, 8, 8]);  clone_3 = None
    bmm_1 = torch.ops.aten.bmm.default(view_9, _unsafe_view_5)
    view_10 = torch.ops.aten.view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
    transpose_4 = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
    clone_4 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_11 = torch.ops.aten.view.default(clone_4, [2, 8, -1]);  clone_4 = None
    t_3 = torch.ops.aten.t.default(primals_8);  primals_8 = None
    view_12 = torch.ops.aten.view.default(view_11, [16, 16]);  view_11 = None
    mm_3 = torch.ops.aten.mm.default(view_12, t_3)
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
    add_7 = torch.ops.aten.add.Tensor(embedding, _unsafe_view_6);  _unsafe_view_6 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(add_7, 2)
    mean_1 = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_8 = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
    detach_2 = torch.ops.aten.detach.default(rsqrt_1)
    mul_10 = torch.ops.aten.mul.Tensor(add_7, rsqrt_1)
    mul_11 = torch.ops.aten.mul.Tensor(primals_9, mul_10)
    t_4 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    view_13 = torch.ops.aten.view.default(mul_11, [16, 16])
    mm_4 = torch.ops.aten.mm.default(view_13, t_4)
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None
    silu = torch.ops.aten.silu.default(_unsafe_view_7)
    t_5 = torch.ops.aten.t.default(primals_11);  primals_11 = None
    view_14 = torch.ops.aten.view.default(mul_11, [16, 16]);  mul_11 = None
    mm_5 = torch.ops.aten.mm.default(view_14, t_5)
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 32]);  mm_5 = None
    mul_12 = torch.ops.aten.mul.Tensor(silu, _unsafe_view_8)
    t_6 = torch.ops.aten.t.default(primals_12);  primals_12 = None
    view_15 = torch.ops.aten.view.default(mul_12, [16, 32]);  mul_12 = None
    mm_6 = torch.ops.aten.mm.default(view_15, t_6)
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    add_9 = torch.ops.aten.add.Tensor(add_7, _unsafe_view_9);  _unsafe_view_9 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_2 = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
    add_10 = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    detach_3 = torch.ops.aten.detach.default(rsqrt_2)
    mul_13 = torch.ops.aten.mul.Tensor(add_9, rsqrt_2)
    mul_14 = torch.ops.aten.mul.Tensor(primals_13, mul_13)
    t_7 = torch.ops.aten.t.default(primals_14);  primals_14 = None
    view_16 = torch.ops.aten.view.default(mul_14, [16, 16])
    mm_7 = torch.ops.aten.mm.default(view_16, t_7)
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
    view_17 = torch.ops.aten.view.default(_unsafe_view_10, [2, 8, -1, 8]);  _unsafe_view_10 = None
    transpose_5 = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
    t_8 = torch.ops.aten.t.default(primals_15);  primals_15 = None
    view_18 = torch.ops.aten.view.default(mul_14, [16, 16])
    mm_8 = torch.ops.aten.mm.default(view_18, t_8)
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 8]);  mm_8 = None
    view_19 = torch.ops.aten.view.default(_unsafe_view_11, [2, 8, -1, 8]);  _unsafe_view_11 = None
    transpose_6 = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None
    t_9 = torch.ops.aten.t.default(primals_16);  primals_16 = None
    view_20 = torch.ops.aten.view.default(mul_14, [16, 16]);  mul_14 = None
    mm_9 = torch.ops.aten.mm.default(view_20, t_9)
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 8]);  mm_9 = None
    view_21 = torch.ops.aten.view.default(_unsafe_view_12, [2, 8, -1, 8]);  _unsafe_view_12 = None
    transpose_7 = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(mul_1, 1)
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(mul_2, 1)
    mul_15 = torch.ops.aten.mul.Tensor(transpose_5, unsqueeze_12)
    slice_5 = torch.ops.aten.slice.Tensor(transpose_5, 3, 0, 4)
    slice_6 = torch.ops.aten.slice.Tensor(transpose_5, 3, 4, 9223372036854775807);  transpose_5 = None
    neg_2 = torch.ops.aten.neg.default(slice_6);  slice_6 = None
    cat_5 = torch.ops.aten.cat.default([neg_2, slice_5], -1);  neg_2 = slice_5 = None
    mul_16 = torch.ops.aten.mul.Tensor(cat_5, unsqueeze_13);  cat_5 = None
    add_11 = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(transpose_6, unsqueeze_12)
    slice_7 = torch.ops.aten.slice.Tensor(transpose_6, 3, 0, 4)
    slice_8 = torch.ops.aten.slice.Tensor(transpose_6, 3, 4, 9223372036854775807);  transpose_6 = None
    neg_3 = torch.ops.aten.neg.default(slice_8);  slice_8 = None
    cat_6 = torch.ops.aten.cat.default([neg_3, slice_7], -1);  neg_3 = slice_7 = None
    mul_18 = torch.ops.aten.mul.Tensor(cat_6, unsqueeze_13);  cat_6 = None
    add_12 = torch.ops.aten.add.Tensor(mul_17, mul_18);  mul_17 = mul_18 = None
    _tensor_constant2 = self._tensor_constant2
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    lift_fresh_copy_3 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
    cat_7 = torch.ops.aten.cat.default([lift_fresh_copy_2, add_12], -2);  lift_fresh_copy_2 = add_12 = None
    cat_8 = torch.ops.aten.cat.default([lift_fresh_copy_3, transpose_7], -2);  lift_fresh_copy_3 = transpose_7 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(cat_7, 2);  cat_7 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_14, [2, 1, 2, 8, 8]);  unsqueeze_14 = None
    view_22 = torch.ops.aten.view.default(expand_7, [2, 2, 8, 8]);  expand_7 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(cat_8, 2);  cat_8 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze_15, [2, 1, 2, 8, 8]);  unsqueeze_15 = None
    view_23 = torch.ops.aten.view.default(expand_8, [2, 2, 8, 8]);  expand_8 = None
    transpose_8 = torch.ops.aten.transpose.int(view_22, 2, 3);  view_22 = None
    expand_9 = torch.ops.aten.expand.default(add_11, [2, 2, 8, 8]);  add_11 = None
    clone_5 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 8]);  clone_5 = None
    expand_10 = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 8]);  transpose_8 = None
    clone_6 = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_6, [4, 8, 8]);  clone_6 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_13, _unsafe_view_14)
    view_24 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
    mul_19 = torch.ops.aten.mul.Tensor(view_24, 0.3535533905932738);  view_24 = None
    add_13 = torch.ops.aten.add.Tensor(mul_19, where);  mul_19 = None
    _softmax_1 = torch.ops.aten._softmax.default(add_13, -1, False);  add_13 = None
    detach_4 = torch.ops.aten.detach.default(_softmax_1)
    clone_7 = torch.ops.aten.clone.default(_softmax_1);  _softmax_1 = None
    expand_11 = torch.ops.aten.expand.default(clone_7, [2, 2, 8, 8]);  clone_7 = None
    view_25 = torch.ops.aten.view.default(expand_11, [4, 8, 8]);  expand_11 = None
    expand_12 = torch.ops.aten.expand.default(view_23, [2, 2, 8, 8]);  view_23 = None
    clone_8 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_8, [4, 8, 8]);  clone_8 = None
    bmm_3 = torch.ops.aten.bmm.default(view_25, _unsafe_view_15)
    view_26 = torch.ops.aten.view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
    transpose_9 = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None
    clone_9 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_27 = torch.ops.aten.view.default(clone_9, [2, 8, -1]);  clone_9 = None
    t_10 = torch.ops.aten.t.default(primals_17);  primals_17 = None
    view_28 = torch.ops.aten.view.default(view_27, [16, 16]);  view_27 = None
    mm_10 = torch.ops.aten.mm.default(view_28, t_10)
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 16]);  mm_10 = None
    add_14 = torch.ops.aten.add.Tensor(add_9, _unsafe_view_16);  _unsafe_view_16 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(add_14, 2)
    mean_3 = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_15 = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    detach_5 = torch.ops.aten.detach.default(rsqrt_3)
    mul_20 = torch.ops.aten.mul.Tensor(add_14, rsqrt_3)
    mul_21 = torch.ops.aten.mul.Tensor(primals_18, mul_20)
    t_11 = torch.ops.aten.t.default(primals_19);  primals_19 = None
    view_29 = torch.ops.aten.view.default(mul_21, [16, 16])
    mm_11 = torch.ops.aten.mm.default(view_29, t_11)
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 32]);  mm_11 = None
    silu_1 = torch.ops.aten.silu.default(_unsafe_view_17)
    t_12 = torch.ops.aten.t.default(primals_20);  primals_20 = None
    view_30 = torch.ops.aten.view.default(mul_21, [16, 16]);  mul_21 = None
    mm_12 = torch.ops.aten.mm.default(view_30, t_12)
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 32]);  mm_12 = None
    mul_22 = torch.ops.aten.mul.Tensor(silu_1, _unsafe_view_18)
    t_13 = torch.ops.aten.t.default(primals_21);  primals_21 = None
    view_31 = torch.ops.aten.view.default(mul_22, [16, 32]);  mul_22 = None
    mm_13 = torch.ops.aten.mm.default(view_31, t_13)
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(mm_13, [2, 8, 16]);  mm_13 = None
    add_16 = torch.ops.aten.add.Tensor(add_14, _unsafe_view_19);  _unsafe_view_19 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(add_16, 2)
    mean_4 = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None
    add_17 = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
    rsqrt_4 = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
    detach_6 = torch.ops.aten.detach.default(rsqrt_4)
    mul_23 = torch.ops.aten.mul.Tensor(add_16, rsqrt_4)
    mul_24 = torch.ops.aten.mul.Tensor(primals_22, mul_23)
    t_14 = torch.ops.aten.t.default(primals_23);  primals_23 = None
    view_32 = torch.ops.aten.view.default(mul_24, [16, 16])
    mm_14 = torch.ops.aten.mm.default(view_32, t_14)
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(mm_14, [2, 8, 16]);  mm_14 = None
    view_33 = torch.ops.aten.view.default(_unsafe_view_20, [2, 8, -1, 8]);  _unsafe_view_20 = None
    transpose_10 = torch.ops.aten.transpose.int(view_33, 1, 2);  view_33 = None
    t_15 = torch.ops.aten.t.default(primals_24);  primals_24 = None
    view_34 = torch.ops.aten.view.default(mul_24, [16, 16])
    mm_15 = torch.ops.aten.mm.default(view_34, t_15)
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(mm_15, [2, 8, 8]);  mm_15 = None
    view_35 = torch.ops.aten.view.default(_unsafe_view_21, [2, 8, -1, 8]);  _unsafe_view_21 = None
    transpose_11 = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None
    t_16 = torch.ops.aten.t.default(primals_25);  primals_25 = None
    view_36 = torch.ops.aten.view.default(mul_24, [16, 16]);  mul_24 = None
    mm_16 = torch.ops.aten.mm.default(view_36, t_16)
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(mm_16, [2, 8, 8]);  mm_16 = None
    view_37 = torch.ops.aten.view.default(_unsafe_view_22, [2, 8, -1, 8]);  _unsafe_view_22 = None
    transpose_12 = torch.ops.aten.transpose.int(view_37, 1, 2);  view_37 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(mul_2, 1);  mul_2 = None
    mul_25 = torch.ops.aten.mul.Tensor(transpose_10, unsqueeze_16)
    slice_9 = torch.ops.aten.slice.Tensor(transpose_10, 3, 0, 4)
    slice_10 = torch.ops.aten.slice.Tensor(transpose_10, 3, 4, 9223372036854775807);  transpose_10 = None
    neg_4 = torch.ops.aten.neg.default(slice_10);  slice_10 = None
    cat_9 = torch.ops.aten.cat.default([neg_4, slice_9], -1);  neg_4 = slice_9 = None
    mul_26 = torch.ops.aten.mul.Tensor(cat_9, unsqueeze_17);  cat_9 = None
    add_18 = torch.ops.aten.add.Tensor(mul_25, mul_26);  mul_25 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(transpose_11, unsqueeze_16)
    slice_11 = torch.ops.aten.slice.Tensor(transpose_11, 3, 0, 4)
    slice_12 = torch.ops.aten.slice.Tensor(transpose_11, 3, 4, 9223372036854775807);  transpose_11 = None
    neg_5 = torch.ops.aten.neg.default(slice_12);  slice_12 = None
    cat_10 = torch.ops.aten.cat.default([neg_5, slice_11], -1);  neg_5 = slice_11 = None
    mul_28 = torch.ops.aten.mul.Tensor(cat_10, unsqueeze_17);  cat_10 = None
    add_19 = torch.ops.aten.add.Tensor(mul_27, mul_28);  mul_27 = mul_28 = None
    _tensor_constant4 = self._tensor_constant4
    lift_fresh_copy_4 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    lift_fresh_copy_5 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
    cat_11 = torch.ops.aten.cat.default([lift_fresh_copy_4, add_19], -2);  lift_fresh_copy_4 = add_19 = None
    cat_12 = torch.ops.aten.cat.default([lift_fresh_copy_5, transpose_12], -2);  lift_fresh_copy_5 = transpose_12 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(cat_11, 2);  cat_11 = None
    expand_13 = torch.ops.aten.expand.default(unsqueeze_18, [2, 1, 2, 8, 8]);  unsqueeze_18 = None
    view_38 = torch.ops.aten.view.default(expand_13, [2, 2, 8, 8]);  expand_13 = None
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(cat_12, 2);  cat_12 = None
    expand_14 = torch.ops.aten.expand.default(unsqueeze_19, [2, 1, 2, 8, 8]);  unsqueeze_19 = None
    view_39 = torch.ops.aten.view.default(expand_14, [2, 2, 8, 8]);  expand_14 = None
    transpose_13 = torch.ops.aten.transpose.int(view_38, 2, 3);  view_38 = None
    expand_15 = torch.ops.aten.expand.default(add_18, [2, 2, 8, 8]);  add_18 = None
    clone_10 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_10, [4, 8, 8]);  clone_10 = None
    expand_16 = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 8]);  transpose_13 = None
    clone_11 = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(clone_11, [4, 8, 8]);  clone_11 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_23, _unsafe_view_24)
    view_40 = torch.ops.aten.view.default(bmm_4, [2, 2, 8, 8]);  bmm_4 = None
    mul_29 = torch.ops.aten.mul.Tensor(view_40, 0.3535533905932738);  view_40 = None
    add_20 = torch.ops.aten.add.Tensor(mul_29, where);  mul_29 = where = None
    _softmax_2 = torch.ops.aten._softmax.default(add_20, -1, False);  add_20 = None
    detach_7 = torch.ops.aten.detach.default(_softmax_2)
    clone_12 = torch.ops.aten.clone.default(_softmax_2);  _softmax_2 = None
    expand_17 = torch.ops.aten.expand.default(clone_12, [2, 2, 8, 8]);  clone_12 = None
    view_41 = torch.ops.aten.view.default(expand_17, [4, 8, 8]);  expand_17 = None
    expand_18 = torch.ops.aten.expand.default(view_39, [2, 2, 8, 8]);  view_39 = None
    clone_13 = torch.ops.aten.clone.default(expand_18, memory_format = torch.contiguous_format);  expand_18 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(clone_13, [4, 8, 8]);  clone_13 = None
    bmm_5 = torch.ops.aten.bmm.default(view_41, _unsafe_view_25)
    view_42 = torch.ops.aten.view.default(bmm_5, [2, 2, 8, 8]);  bmm_5 = None
    transpose_14 = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None
    clone_14 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    view_43 = torch.ops.aten.view.default(clone_14, [2, 8, -1]);  clone_14 = None
    t_17 = torch.ops.aten.t.default(primals_26);  primals_26 = None
    view_44 = torch.ops.aten.view.default(view_43, [16, 16]);  view_43 = None
    mm_17 = torch.ops.aten.mm.default(view_44, t_17)
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(mm_17, [2, 8, 16]);  mm_17 = None
    add_21 = torch.ops.aten.add.Tensor(add_16, _unsafe_view_26);  _unsafe_view_26 = None
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(add_21, 2)
    mean_5 = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_22 = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
    rsqrt_5 = torch.ops.aten.rsqrt.default(add_22);  add_22 = None
    detach_8 = torch.ops.aten.detach.default(rsqrt_5)
    mul_30 = torch.ops.aten.mul.Tensor(add_21, rsqrt_5)
    mul_31 = torch.ops.aten.mul.Tensor(primals_27, mul_30)
    t_18 = torch.ops.aten.t.default(primals_28);  primals_28 = None
    view_45 = torch.ops.aten.view.default(mul_31, [16, 16])
    mm_18 = torch.ops.aten.mm.default(view_45, t_18)
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(mm_18, [2, 8, 32]);  mm_18 = None
    silu_2 = torch.ops.aten.silu.default(_unsafe_view_27)
    t_19 = torch.ops.aten.t.default(primals_29);  primals_29 = None
    view_46 = torch.ops.aten.view.default(mul_31, [16, 16]);  mul_31 = None
    mm_19 = torch.ops.aten.mm.default(view_46, t_19)
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(mm_19, [2, 8, 32]);  mm_19 = None
    mul_32 = torch.ops.aten.mul.Tensor(silu_2, _unsafe_view_28)
    t_20 = torch.ops.aten.t.default(primals_30);  primals_30 = None
    view_47 = torch.ops.aten.view.default(mul_32, [16, 32]);  mul_32 = None
    mm_20 = torch.ops.aten.mm.default(view_47, t_20)
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(mm_20, [2, 8, 16]);  mm_20 = None
    add_23 = torch.ops.aten.add.Tensor(add_21, _unsafe_view_29);  _unsafe_view_29 = None
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(add_23, 2)
    mean_6 = torch.ops.aten.mean.dim(pow_7, [-1], True);  pow_7 = None
    add_24 = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
    rsqrt_6 = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
    detach_9 = torch.ops.aten.detach.default(rsqrt_6)
    mul_33 = torch.ops.aten.mul.Tensor(add_23, rsqrt_6)
    mul_34 = torch.ops.aten.mul.Tensor(primals_31, mul_33)
    alias = torch.ops.aten.alias.default(mul_34);  mul_34 = None
    t_21 = torch.ops.aten.t.default(primals_32);  primals_32 = None
    view_48 = torch.ops.aten.view.default(alias, [16, 16]);  alias = None
    mm_21 = torch.ops.aten.mm.default(view_48, t_21)
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(mm_21, [2, 8, 64]);  mm_21 = None
    view_49 = torch.ops.aten.view.default(tangents_1, [16, 64]);  tangents_1 = None
    t_22 = torch.ops.aten.t.default(view_49)
    mm_22 = torch.ops.aten.mm.default(t_22, view_48);  t_22 = view_48 = None
    t_23 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    t_24 = torch.ops.aten.t.default(t_21);  t_21 = None
    mm_23 = torch.ops.aten.mm.default(view_49, t_24);  view_49 = t_24 = None
    view_50 = torch.ops.aten.view.default(mm_23, [2, 8, 16]);  mm_23 = None
    t_25 = torch.ops.aten.t.default(t_23);  t_23 = None
    mul_35 = torch.ops.aten.mul.Tensor(view_50, primals_31);  primals_31 = None
    mul_36 = torch.ops.aten.mul.Tensor(view_50, mul_33);  view_50 = mul_33 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_36, [0, 1], True);  mul_36 = None
    view_51 = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    mul_37 = torch.ops.aten.mul.Tensor(mul_35, add_23)
    mul_38 = torch.ops.aten.mul.Tensor(mul_35, rsqrt_6);  mul_35 = rsqrt_6 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_37, [2], True);  mul_37 = None
    detach_10 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(detach_10, 3);  detach_10 = None
    mul_39 = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
    mul_40 = torch.ops.aten.mul.Tensor(mul_39, pow_8);  mul_39 = pow_8 = None
    expand_19 = torch.ops.aten.expand.default(mul_40, [2, 8, 16]);  mul_40 = None
    div = torch.ops.aten.div.Scalar(expand_19, 16);  expand_19 = None
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(add_23, 1.0);  add_23 = None
    mul_41 = torch.ops.aten.mul.Scalar(pow_9, 2.0);  pow_9 = None
    mul_42 = torch.ops.aten.mul.Tensor(div, mul_41);  div = mul_41 = None
    add_25 = torch.ops.aten.add.Tensor(mul_38, mul_42);  mul_38 = mul_42 = None
    view_52 = torch.ops.aten.view.default(add_25, [16, 16])
    t_26 = torch.ops.aten.t.default(view_52)
    mm_24 = torch.ops.aten.mm.default(t_26, view_47);  t_26 = view_47 = None
    t_27 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    t_28 = torch.ops.aten.t.default(t_20);  t_20 = None
    mm_25 = torch.ops.aten.mm.default(view_52, t_28);  view_52 = t_28 = None
    view_53 = torch.ops.aten.view.default(mm_25, [2, 8, 32]);  mm_25 = None
    t_29 = torch.ops.aten.t.default(t_27);  t_27 = None
    mul_43 = torch.ops.aten.mul.Tensor(view_53, silu_2);  silu_2 = None
    mul_44 = torch.ops.aten.mul.Tensor(view_53, _unsafe_view_28);  view_53 = _unsafe_view_28 = None
    view_54 = torch.ops.aten.view.default(mul_43, [16, 32]);  mul_43 = None
    t_30 = torch.ops.aten.t.default(view_54)
    mm_26 = torch.ops.aten.mm.default(t_30, view_46);  t_30 = view_46 = None
    t_31 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    t_32 = torch.ops.aten.t.default(t_19);  t_19 = None
    mm_27 = torch.ops.aten.mm.default(view_54, t_32);  view_54 = t_32 = None
    view_55 = torch.ops.aten.view.default(mm_27, [2, 8, 16]);  mm_27 = None
    t_33 = torch.ops.aten.t.default(t_31);  t_31 = None
    silu_backward = torch.ops.aten.silu_backward.default(mul_44, _unsafe_view_27);  mul_44 = _unsafe_view_27 = None
    view_56 = torch.ops.aten.view.default(silu_backward, [16, 32]);  silu_backward = None
    t_34 = torch.ops.aten.t.default(view_56)
    mm_28 = torch.ops.aten.mm.default(t_34, view_45);  t_34 = view_45 = None
    t_35 = torch.ops.aten.t.default(mm_28);  mm_28 = None
    t_36 = torch.ops.aten.t.default(t_18);  t_18 = None
    mm_29 = torch.ops.aten.mm.default(view_56, t_36);  view_56 = t_36 = None
    view_57 = torch.ops.aten.view.default(mm_29, [2, 8, 16]);  mm_29 = None
    add_26 = torch.ops.aten.add.Tensor(view_55, view_57);  view_55 = view_57 = None
    t_37 = torch.ops.aten.t.default(t_35);  t_35 = None
    mul_45 = torch.ops.aten.mul.Tensor(add_26, primals_27);  primals_27 = None
    mul_46 = torch.ops.aten.mul.Tensor(add_26, mul_30);  add_26 = mul_30 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_46, [0, 1], True);  mul_46 = None
    view_58 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    mul_47 = torch.ops.aten.mul.Tensor(mul_45, add_21)
    mul_48 = torch.ops.aten.mul.Tensor(mul_45, rsqrt_5);  mul_45 = rsqrt_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_47, [2], True);  mul_47 = None
    add_27 = torch.ops.aten.add.Tensor(add_25, mul_48);  add_25 = mul_48 = None
    detach_11 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(detach_11, 3);  detach_11 = None
    mul_49 = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
    mul_50 = torch.ops.aten.mul.Tensor(mul_49, pow_10);  mul_49 = pow_10 = None
    expand_20 = torch.ops.aten.expand.default(mul_50, [2, 8, 16]);  mul_50 = None
    div_1 = torch.ops.aten.div.Scalar(expand_20, 16);  expand_20 = None
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(add_21, 1.0);  add_21 = None
    mul_51 = torch.ops.aten.mul.Scalar(pow_11, 2.0);  pow_11 = None
    mul_52 = torch.ops.aten.mul.Tensor(div_1, mul_51);  div_1 = mul_51 = None
    add_28 = torch.ops.aten.add.Tensor(add_27, mul_52);  add_27 = mul_52 = None
    view_59 = torch.ops.aten.view.default(add_28, [16, 16])
    t_38 = torch.ops.aten.t.default(view_59)
    mm_30 = torch.ops.aten.mm.default(t_38, view_44);  t_38 = view_44 = None
    t_39 = torch.ops.aten.t.default(mm_30);  mm_30 = None
    t_40 = torch.ops.aten.t.default(t_17);  t_17 = None
    mm_31 = torch.ops.aten.mm.default(view_59, t_40);  view_59 = t_40 = None
    view_60 = torch.ops.aten.view.default(mm_31, [2, 8, 16]);  mm_31 = None
    t_41 = torch.ops.aten.t.default(t_39);  t_39 = None
    view_61 = torch.ops.aten.view.default(view_60, [2, 8, 2, 8]);  view_60 = None
    transpose_15 = torch.ops.aten.transpose.int(view_61, 1, 2);  view_61 = None
    clone_15 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(clone_15, [4, 8, 8]);  clone_15 = None
    transpose_16 = torch.ops.aten.transpose.int(view_41, 1, 2);  view_41 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_16, _unsafe_view_31);  transpose_16 = None
    transpose_17 = torch.ops.aten.transpose.int(_unsafe_view_25, 1, 2);  _unsafe_view_25 = None
    bmm_7 = torch.ops.aten.bmm.default(_unsafe_view_31, transpose_17);  _unsafe_view_31 = transpose_17 = None
    view_62 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 8]);  bmm_6 = None
    view_63 = torch.ops.aten.view.default(bmm_7, [2, 2, 8, 8]);  bmm_7 = None
    detach_12 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_63, detach_12, -1, torch.float32);  view_63 = detach_12 = None
    mul_53 = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.3535533905932738);  _softmax_backward_data = None
    view_64 = torch.ops.aten.view.default(mul_53, [4, 8, 8]);  mul_53 = None
    transpose_18 = torch.ops.aten.transpose.int(_unsafe_view_23, 1, 2);  _unsafe_view_23 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_18, view_64);  transpose_18 = None
    transpose_19 = torch.ops.aten.transpose.int(_unsafe_view_24, 1, 2);  _unsafe_view_24 = None
    bmm_9 = torch.ops.aten.bmm.default(view_64, transpose_19);  view_64 = transpose_19 = None
    view_65 = torch.ops.aten.view.default(bmm_8, [2, 2, 8, 8]);  bmm_8 = None
    view_66 = torch.ops.aten.view.default(bmm_9, [2, 2, 8, 8]);  bmm_9 = None
    transpose_20 = torch.ops.aten.transpose.int(view_65, 2, 3);  view_65 = None
    view_67 = torch.ops.aten.view.default(view_62, [2, 1, 2, 8, 8]);  view_62 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_67, [2], True);  view_67 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_5, 2);  sum_5 = None
    view_68 = torch.ops.aten.view.default(transpose_20, [2, 1, 2, 8, 8]);  transpose_20 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_68, [2], True);  view_68 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_6, 2);  sum_6 = None
    slice_13 = torch.ops.aten.slice.Tensor(squeeze, 2, 0, 8);  squeeze = None
    slice_14 = torch.ops.aten.slice.Tensor(squeeze_1, 2, 0, 8);  squeeze_1 = None
    mul_54 = torch.ops.aten.mul.Tensor(slice_14, unsqueeze_17)
    slice_15 = torch.ops.aten.slice.Tensor(mul_54, 3, 0, 4)
    slice_16 = torch.ops.aten.slice.Tensor(mul_54, 3, 4, 8);  mul_54 = None
    neg_6 = torch.ops.aten.neg.default(slice_15);  slice_15 = None
    slice_backward = torch.ops.aten.slice_backward.default(neg_6, [2, 1, 8, 8], 3, 4, 9223372036854775807, 1);  neg_6 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_16, [2, 1, 8, 8], 3, 0, 4, 1);  slice_16 = None
    add_29 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    mul_55 = torch.ops.aten.mul.Tensor(slice_14, unsqueeze_16);  slice_14 = None
    add_30 = torch.ops.aten.add.Tensor(add_29, mul_55);  add_29 = mul_55 = None
    mul_56 = torch.ops.aten.mul.Tensor(view_66, unsqueeze_17);  unsqueeze_17 = None
    slice_17 = torch.ops.aten.slice.Tensor(mul_56, 3, 0, 4)
    slice_18 = torch.ops.aten.slice.Tensor(mul_56, 3, 4, 8);  mul_56 = None
    neg_7 = torch.ops.aten.neg.default(slice_17);  slice_17 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(neg_7, [2, 2, 8, 8], 3, 4, 9223372036854775807, 1);  neg_7 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(slice_18, [2, 2, 8, 8], 3, 0, 4, 1);  slice_18 = None
    add_31 = torch.ops.aten.add.Tensor(slice_backward_2, slice_backward_3);  slice_backward_2 = slice_backward_3 = None
    mul_57 = torch.ops.aten.mul.Tensor(view_66, unsqueeze_16);  view_66 = unsqueeze_16 = None
    add_32 = torch.ops.aten.add.Tensor(add_31, mul_57);  add_31 = mul_57 = None
    transpose_21 = torch.ops.aten.transpose.int(slice_13, 1, 2);  slice_13 = None
    view_69 = torch.ops.aten.view.default(transpose_21, [2, 8, 8]);  transpose_21 = None
    view_70 = torch.ops.aten.view.default(view_69, [16, 8]);  view_69 = None
    t_42 = torch.ops.aten.t.default(view_70)
    mm_32 = torch.ops.aten.mm.default(t_42, view_36);  t_42 = view_36 = None
    t_43 = torch.ops.aten.t.default(mm_32);  mm_32 = None
    t_44 = torch.ops.aten.t.default(t_16);  t_16 = None
    mm_33 = torch.ops.aten.mm.default(view_70, t_44);  view_70 = t_44 = None
    view_71 = torch.ops.aten.view.default(mm_33, [2, 8, 16]);  mm_33 = None
    t_45 = torch.ops.aten.t.default(t_43);  t_43 = None
    transpose_22 = torch.ops.aten.transpose.int(add_30, 1, 2);  add_30 = None
    view_72 = torch.ops.aten.view.default(transpose_22, [2, 8, 8]);  transpose_22 = None
    view_73 = torch.ops.aten.view.default(view_72, [16, 8]);  view_72 = None
    t_46 = torch.ops.aten.t.default(view_73)
    mm_34 = torch.ops.aten.mm.default(t_46, view_34);  t_46 = view_34 = None
    t_47 = torch.ops.aten.t.default(mm_34);  mm_34 = None
    t_48 = torch.ops.aten.t.default(t_15);  t_15 = None
    mm_35 = torch.ops.aten.mm.default(view_73, t_48);  view_73 = t_48 = None
    view_74 = torch.ops.aten.view.default(mm_35, [2, 8, 16]);  mm_35 = None
    add_33 = torch.ops.aten.add.Tensor(view_71, view_74);  view_71 = view_74 = None
    t_49 = torch.ops.aten.t.default(t_47);  t_47 = None
    transpose_23 = torch.ops.aten.transpose.int(add_32, 1, 2);  add_32 = None
    clone_16 = torch.ops.aten.clone.default(transpose_23, memory_format = torch.contiguous_format);  transpose_23 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(clone_16, [2, 8, 16]);  clone_16 = None
    view_75 = torch.ops.aten.view.default(_unsafe_view_32, [16, 16]);  _unsafe_view_32 = None
    t_50 = torch.ops.aten.t.default(view_75)
    mm_36 = torch.ops.aten.mm.default(t_50, view_32);  t_50 = view_32 = None
    t_51 = torch.ops.aten.t.default(mm_36);  mm_36 = None
    t_52 = torch.ops.aten.t.default(t_14);  t_14 = None
    mm_37 = torch.ops.aten.mm.default(view_75, t_52);  view_75 = t_52 = None
    view_76 = torch.ops.aten.view.default(mm_37, [2, 8, 16]);  mm_37 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, view_76);  add_33 = view_76 = None
    t_53 = torch.ops.aten.t.default(t_51);  t_51 = None
    mul_58 = torch.ops.aten.mul.Tensor(add_34, primals_22);  primals_22 = None
    mul_59 = torch.ops.aten.mul.Tensor(add_34, mul_23);  add_34 = mul_23 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_59, [0, 1], True);  mul_59 = None
    view_77 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    mul_60 = torch.ops.aten.mul.Tensor(mul_58, add_16)
    mul_61 = torch.ops.aten.mul.Tensor(mul_58, rsqrt_4);  mul_58 = rsqrt_4 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_60, [2], True);  mul_60 = None
    add_35 = torch.ops.aten.add.Tensor(add_28, mul_61);  add_28 = mul_61 = None
    detach_13 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(detach_13, 3);  detach_13 = None
    mul_62 = torch.ops.aten.mul.Scalar(sum_8, -0.5);  sum_8 = None
    mul_63 = torch.ops.aten.mul.Tensor(mul_62, pow_12);  mul_62 = pow_12 = None
    expand_21 = torch.ops.aten.expand.default(mul_63, [2, 8, 16]);  mul_63 = None
    div_2 = torch.ops.aten.div.Scalar(expand_21, 16);  expand_21 = None
    pow_13 = torch.ops.aten.pow.Tensor_Scalar(add_16, 1.0);  add_16 = None
    mul_64 = torch.ops.aten.mul.Scalar(pow_13, 2.0);  pow_13 = None
    mul_65 = torch.ops.aten.mul.Tensor(div_2, mul_64);  div_2 = mul_64 = None
    add_36 = torch.ops.aten.add.Tensor(add_35, mul_65);  add_35 = mul_65 = None
    view_78 = torch.ops.aten.view.default(add_36, [16, 16])
    t_54 = torch.ops.aten.t.default(view_78)
    mm_38 = torch.ops.aten.mm.default(t_54, view_31);  t_54 = view_31 = None
    t_55 = torch.ops.aten.t.default(mm_38);  mm_38 = None
    t_56 = torch.ops.aten.t.default(t_13);  t_13 = None
    mm_39 = torch.ops.aten.mm.default(view_78, t_56);  view_78 = t_56 = None
    view_79 = torch.ops.aten.view.default(mm_39, [2, 8, 32]);  mm_39 = None
    t_57 = torch.ops.aten.t.default(t_55);  t_55 = None
    mul_66 = torch.ops.aten.mul.Tensor(view_79, silu_1);  silu_1 = None
    mul_67 = torch.ops.aten.mul.Tensor(view_79, _unsafe_view_18);  view_79 = _unsafe_view_18 = None
    view_80 = torch.ops.aten.view.default(mul_66, [16, 32]);  mul_66 = None
    t_58 = torch.ops.aten.t.default(view_80)
    mm_40 = torch.ops.aten.mm.default(t_58, view_30);  t_58 = view_30 = None
    t_59 = torch.ops.aten.t.default(mm_40);  mm_40 = None
    t_60 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm_41 = torch.ops.aten.mm.default(view_80, t_60);  view_80 = t_60 = None
    view_81 = torch.ops.aten.view.default(mm_41, [2, 8, 16]);  mm_41 = None
    t_61 = torch.ops.aten.t.default(t_59);  t_59 = None
    silu_backward_1 = torch.ops.aten.silu_backward.default(mul_67, _unsafe_view_17);  mul_67 = _unsafe_view_17 = None
    view_82 = torch.ops.aten.view.default(silu_backward_1, [16, 32]);  silu_backward_1 = None
    t_62 = torch.ops.aten.t.default(view_82)
    mm_42 = torch.ops.aten.mm.default(t_62, view_29);  t_62 = view_29 = None
    t_63 = torch.ops.aten.t.default(mm_42);  mm_42 = None
    t_64 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_43 = torch.ops.aten.mm.default(view_82, t_64);  view_82 = t_64 = None
    view_83 = torch.ops.aten.view.default(mm_43, [2, 8, 16]);  mm_43 = None
    add_37 = torch.ops.aten.add.Tensor(view_81, view_83);  view_81 = view_83 = None
    t_65 = torch.ops.aten.t.default(t_63);  t_63 = None
    mul_68 = torch.ops.aten.mul.Tensor(add_37, primals_18);  primals_18 = None
    mul_69 = torch.ops.aten.mul.Tensor(add_37, mul_20);  add_37 = mul_20 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_69, [0, 1], True);  mul_69 = None
    view_84 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    mul_70 = torch.ops.aten.mul.Tensor(mul_68, add_14)
    mul_71 = torch.ops.aten.mul.Tensor(mul_68, rsqrt_3);  mul_68 = rsqrt_3 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_70, [2], True);  mul_70 = None
    add_38 = torch.ops.aten.add.Tensor(add_36, mul_71);  add_36 = mul_71 = None
    detach_14 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    pow_14 = torch.ops.aten.pow.Tensor_Scalar(detach_14, 3);  detach_14 = None
    mul_72 = torch.ops.aten.mul.Scalar(sum_10, -0.5);  sum_10 = None
    mul_73 = torch.ops.aten.mul.Tensor(mul_72, pow_14);  mul_72 = pow_14 = None
    expand_22 = torch.ops.aten.expand.default(mul_73, [2, 8, 16]);  mul_73 = None
    div_3 = torch.ops.aten.div.Scalar(expand_22, 16);  expand_22 = None
    pow_15 = torch.ops.aten.pow.Tensor_Scalar(add_14, 1.0);  add_14 = None
    mul_74 = torch.ops.aten.mul.Scalar(pow_15, 2.0);  pow_15 = None
    mul_75 = torch.ops.aten.mul.Tensor(div_3, mul_74);  div_3 = mul_74 = None
    add_39 = torch.ops.aten.add.Tensor(add_38, mul_75);  add_38 = mul_75 = None
    view_85 = torch.ops.aten.view.default(add_39, [16, 16])
    t_66 = torch.ops.aten.t.default(view_85)
    mm_44 = torch.ops.aten.mm.default(t_66, view_28);  t_66 = view_28 = None
    t_67 = torch.ops.aten.t.default(mm_44);  mm_44 = None
    t_68 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_45 = torch.ops.aten.mm.default(view_85, t_68);  view_85 = t_68 = None
    view_86 = torch.ops.aten.view.default(mm_45, [2, 8, 16]);  mm_45 = None
    t_69 = torch.ops.aten.t.default(t_67);  t_67 = None
    view_87 = torch.ops.aten.view.default(view_86, [2, 8, 2, 8]);  view_86 = None
    transpose_24 = torch.ops.aten.transpose.int(view_87, 1, 2);  view_87 = None
    clone_17 = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_17, [4, 8, 8]);  clone_17 = None
    transpose_25 = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_25, _unsafe_view_33);  transpose_25 = None
    transpose_26 = torch.ops.aten.transpose.int(_unsafe_view_15, 1, 2);  _unsafe_view_15 = None
    bmm_11 = torch.ops.aten.bmm.default(_unsafe_view_33, transpose_26);  _unsafe_view_33 = transpose_26 = None
    view_88 = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 8]);  bmm_10 = None
    view_89 = torch.ops.aten.view.default(bmm_11, [2, 2, 8, 8]);  bmm_11 = None
    detach_15 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_89, detach_15, -1, torch.float32);  view_89 = detach_15 = None
    mul_76 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.3535533905932738);  _softmax_backward_data_1 = None
    view_90 = torch.ops.aten.view.default(mul_76, [4, 8, 8]);  mul_76 = None
    transpose_27 = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None
    bmm_12 = torch.ops.aten.bmm.default(transpose_27, view_90);  transpose_27 = None
    transpose_28 = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None
    bmm_13 = torch.ops.aten.bmm.default(view_90, transpose_28);  view_90 = transpose_28 = None
    view_91 = torch.ops.aten.view.default(bmm_12, [2, 2, 8, 8]);  bmm_12 = None
    view_92 = torch.ops.aten.view.default(bmm_13, [2, 2, 8, 8]);  bmm_13 = None
    transpose_29 = torch.ops.aten.transpose.int(view_91, 2, 3);  view_91 = None
    view_93 = torch.ops.aten.view.default(view_88, [2, 1, 2, 8, 8]);  view_88 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_93, [2], True);  view_93 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(sum_11, 2);  sum_11 = None
    view_94 = torch.ops.aten.view.default(transpose_29, [2, 1, 2, 8, 8]);  transpose_29 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_94, [2], True);  view_94 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(sum_12, 2);  sum_12 = None
    slice_19 = torch.ops.aten.slice.Tensor(squeeze_2, 2, 0, 8);  squeeze_2 = None
    slice_20 = torch.ops.aten.slice.Tensor(squeeze_3, 2, 0, 8);  squeeze_3 = None
    mul_77 = torch.ops.aten.mul.Tensor(slice_20, unsqueeze_13)
    slice_21 = torch.ops.aten.slice.Tensor(mul_77, 3, 0, 4)
    slice_22 = torch.ops.aten.slice.Tensor(mul_77, 3, 4, 8);  mul_77 = None
    neg_8 = torch.ops.aten.neg.default(slice_21);  slice_21 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(neg_8, [2, 1, 8, 8], 3, 4, 9223372036854775807, 1);  neg_8 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(slice_22, [2, 1, 8, 8], 3, 0, 4, 1);  slice_22 = None
    add_40 = torch.ops.aten.add.Tensor(slice_backward_4, slice_backward_5);  slice_backward_4 = slice_backward_5 = None
    mul_78 = torch.ops.aten.mul.Tensor(slice_20, unsqueeze_12);  slice_20 = None
    add_41 = torch.ops.aten.add.Tensor(add_40, mul_78);  add_40 = mul_78 = None
    mul_79 = torch.ops.aten.mul.Tensor(view_92, unsqueeze_13);  unsqueeze_13 = None
    slice_23 = torch.ops.aten.slice.Tensor(mul_79, 3, 0, 4)
    slice_24 = torch.ops.aten.slice.Tensor(mul_79, 3, 4, 8);  mul_79 = None
    neg_9 = torch.ops.aten.neg.default(slice_23);  slice_23 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(neg_9, [2, 2, 8, 8], 3, 4, 9223372036854775807, 1);  neg_9 = None
    slice_backward_7 = torch.ops.aten.slice_backward.default(slice_24, [2, 2, 8, 8], 3, 0, 4, 1);  slice_24 = None
    add_42 = torch.ops.aten.add.Tensor(slice_backward_6, slice_backward_7);  slice_backward_6 = slice_backward_7 = None
    mul_80 = torch.ops.aten.mul.Tensor(view_92, unsqueeze_12);  view_92 = unsqueeze_12 = None
    add_43 = torch.ops.aten.add.Tensor(add_42, mul_80);  add_42 = mul_80 = None
    transpose_30 = torch.ops.aten.transpose.int(slice_19, 1, 2);  slice_19 = None
    view_95 = torch.ops.aten.view.default(transpose_30, [2, 8, 8]);  transpose_30 = None
    view_96 = torch.ops.aten.view.default(view_95, [16, 8]);  view_95 = None
    t_70 = torch.ops.aten.t.default(view_96)
    mm_46 = torch.ops.aten.mm.default(t_70, view_20);  t_70 = view_20 = None
    t_71 = torch.ops.aten.t.default(mm_46);  mm_46 = None
    t_72 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_47 = torch.ops.aten.mm.default(view_96, t_72);  view_96 = t_72 = None
    view_97 = torch.ops.aten.view.default(mm_47, [2, 8, 16]);  mm_47 = None
    t_73 = torch.ops.aten.t.default(t_71);  t_71 = None
    transpose_31 = torch.ops.aten.transpose.int(add_41, 1, 2);  add_41 = None
    view_98 = torch.ops.aten.view.default(transpose_31, [2, 8, 8]);  transpose_31 = None
    view_99 = torch.ops.aten.view.default(view_98, [16, 8]);  view_98 = None
    t_74 = torch.ops.aten.t.default(view_99)
    mm_48 = torch.ops.aten.mm.default(t_74, view_18);  t_74 = view_18 = None
    t_75 = torch.ops.aten.t.default(mm_48);  mm_48 = None
    t_76 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_49 = torch.ops.aten.mm.default(view_99, t_76);  view_99 = t_76 = None
    view_100 = torch.ops.aten.view.default(mm_49, [2, 8, 16]);  mm_49 = None
    add_44 = torch.ops.aten.add.Tensor(view_97, view_100);  view_97 = view_100 = None
    t_77 = torch.ops.aten.t.default(t_75);  t_75 = None
    transpose_32 = torch.ops.aten.transpose.int(add_43, 1, 2);  add_43 = None
    clone_18 = torch.ops.aten.clone.default(transpose_32, memory_format = torch.contiguous_format);  transpose_32 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(clone_18, [2, 8, 16]);  clone_18 = None
    view_101 = torch.ops.aten.view.default(_unsafe_view_34, [16, 16]);  _unsafe_view_34 = None
    t_78 = torch.ops.aten.t.default(view_101)
    mm_50 = torch.ops.aten.mm.default(t_78, view_16);  t_78 = view_16 = None
    t_79 = torch.ops.aten.t.default(mm_50);  mm_50 = None
    t_80 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_51 = torch.ops.aten.mm.default(view_101, t_80);  view_101 = t_80 = None
    view_102 = torch.ops.aten.view.default(mm_51, [2, 8, 16]);  mm_51 = None
    add_45 = torch.ops.aten.add.Tensor(add_44, view_102);  add_44 = view_102 = None
    t_81 = torch.ops.aten.t.default(t_79);  t_79 = None
    mul_81 = torch.ops.aten.mul.Tensor(add_45, primals_13);  primals_13 = None
    mul_82 = torch.ops.aten.mul.Tensor(add_45, mul_13);  add_45 = mul_13 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_82, [0, 1], True);  mul_82 = None
    view_103 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    mul_83 = torch.ops.aten.mul.Tensor(mul_81, add_9)
    mul_84 = torch.ops.aten.mul.Tensor(mul_81, rsqrt_2);  mul_81 = rsqrt_2 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_83, [2], True);  mul_83 = None
    add_46 = torch.ops.aten.add.Tensor(add_39, mul_84);  add_39 = mul_84 = None
    detach_16 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    pow_16 = torch.ops.aten.pow.Tensor_Scalar(detach_16, 3);  detach_16 = None
    mul_85 = torch.ops.aten.mul.Scalar(sum_14, -0.5);  sum_14 = None
    mul_86 = torch.ops.aten.mul.Tensor(mul_85, pow_16);  mul_85 = pow_16 = None
    expand_23 = torch.ops.aten.expand.default(mul_86, [2, 8, 16]);  mul_86 = None
    div_4 = torch.ops.aten.div.Scalar(expand_23, 16);  expand_23 = None
    pow_17 = torch.ops.aten.pow.Tensor_Scalar(add_9, 1.0);  add_9 = None
    mul_87 = torch.ops.aten.mul.Scalar(pow_17, 2.0);  pow_17 = None
    mul_88 = torch.ops.aten.mul.Tensor(div_4, mul_87);  div_4 = mul_87 = None
    add_47 = torch.ops.aten.add.Tensor(add_46, mul_88);  add_46 = mul_88 = None
    view_104 = torch.ops.aten.view.default(add_47, [16, 16])
    t_82 = torch.ops.aten.t.default(view_104)
    mm_52 = torch.ops.aten.mm.default(t_82, view_15);  t_82 = view_15 = None
    t_83 = torch.ops.aten.t.default(mm_52);  mm_52 = None
    t_84 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_53 = torch.ops.aten.mm.default(view_104, t_84);  view_104 = t_84 = None
    view_105 = torch.ops.aten.view.default(mm_53, [2, 8, 32]);  mm_53 = None
    t_85 = torch.ops.aten.t.default(t_83);  t_83 = None
    mul_89 = torch.ops.aten.mul.Tensor(view_105, silu);  silu = None
    mul_90 = torch.ops.aten.mul.Tensor(view_105, _unsafe_view_8);  view_105 = _unsafe_view_8 = None
    view_106 = torch.ops.aten.view.default(mul_89, [16, 32]);  mul_89 = None
    t_86 = torch.ops.aten.t.default(view_106)
    mm_54 = torch.ops.aten.mm.default(t_86, view_14);  t_86 = view_14 = None
    t_87 = torch.ops.aten.t.default(mm_54);  mm_54 = None
    t_88 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_55 = torch.ops.aten.mm.default(view_106, t_88);  view_106 = t_88 = None
    view_107 = torch.ops.aten.view.default(mm_55, [2, 8, 16]);  mm_55 = None
    t_89 = torch.ops.aten.t.default(t_87);  t_87 = None
    silu_backward_2 = torch.ops.aten.silu_backward.default(mul_90, _unsafe_view_7);  mul_90 = _unsafe_view_7 = None
    view_108 = torch.ops.aten.view.default(silu_backward_2, [16, 32]);  silu_backward_2 = None
    t_90 = torch.ops.aten.t.default(view_108)
    mm_56 = torch.ops.aten.mm.default(t_90, view_13);  t_90 = view_13 = None
    t_91 = torch.ops.aten.t.default(mm_56);  mm_56 = None
    t_92 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_57 = torch.ops.aten.mm.default(view_108, t_92);  view_108 = t_92 = None
    view_109 = torch.ops.aten.view.default(mm_57, [2, 8, 16]);  mm_57 = None
    add_48 = torch.ops.aten.add.Tensor(view_107, view_109);  view_107 = view_109 = None
    t_93 = torch.ops.aten.t.default(t_91);  t_91 = None
    mul_91 = torch.ops.aten.mul.Tensor(add_48, primals_9);  primals_9 = None
    mul_92 = torch.ops.aten.mul.Tensor(add_48, mul_10);  add_48 = mul_10 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_92, [0, 1], True);  mul_92 = None
    view_110 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    mul_93 = torch.ops.aten.mul.Tensor(mul_91, add_7)
    mul_94 = torch.ops.aten.mul.Tensor(mul_91, rsqrt_1);  mul_91 = rsqrt_1 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_93, [2], True);  mul_93 = None
    add_49 = torch.ops.aten.add.Tensor(add_47, mul_94);  add_47 = mul_94 = None
    detach_17 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    pow_18 = torch.ops.aten.pow.Tensor_Scalar(detach_17, 3);  detach_17 = None
    mul_95 = torch.ops.aten.mul.Scalar(sum_16, -0.5);  sum_16 = None
    mul_96 = torch.ops.aten.mul.Tensor(mul_95, pow_18);  mul_95 = pow_18 = None
    expand_24 = torch.ops.aten.expand.default(mul_96, [2, 8, 16]);  mul_96 = None
    div_5 = torch.ops.aten.div.Scalar(expand_24, 16);  expand_24 = None
    pow_19 = torch.ops.aten.pow.Tensor_Scalar(add_7, 1.0);  add_7 = None
    mul_97 = torch.ops.aten.mul.Scalar(pow_19, 2.0);  pow_19 = None
    mul_98 = torch.ops.aten.mul.Tensor(div_5, mul_97);  div_5 = mul_97 = None
    add_50 = torch.ops.aten.add.Tensor(add_49, mul_98);  add_49 = mul_98 = None
    view_111 = torch.ops.aten.view.default(add_50, [16, 16])
    t_94 = torch.ops.aten.t.default(view_111)
    mm_58 = torch.ops.aten.mm.default(t_94, view_12);  t_94 = view_12 = None
    t_95 = torch.ops.aten.t.default(mm_58);  mm_58 = None
    t_96 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_59 = torch.ops.aten.mm.default(view_111, t_96);  view_111 = t_96 = None
    view_112 = torch.ops.aten.view.default(mm_59, [2, 8, 16]);  mm_59 = None
    t_97 = torch.ops.aten.t.default(t_95);  t_95 = None
    view_113 = torch.ops.aten.view.default(view_112, [2, 8, 2, 8]);  view_112 = None
    transpose_33 = torch.ops.aten.transpose.int(view_113, 1, 2);  view_113 = None
    clone_19 = torch.ops.aten.clone.default(transpose_33, memory_format = torch.contiguous_format);  transpose_33 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(clone_19, [4, 8, 8]);  clone_19 = None
    transpose_34 = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
    bmm_14 = torch.ops.aten.bmm.default(transpose_34, _unsafe_view_35);  transpose_34 = None
    transpose_35 = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
    bmm_15 = torch.ops.aten.bmm.default(_unsafe_view_35, transpose_35);  _unsafe_view_35 = transpose_35 = None
    view_114 = torch.ops.aten.view.default(bmm_14, [2, 2, 8, 8]);  bmm_14 = None
    view_115 = torch.ops.aten.view.default(bmm_15, [2, 2, 8, 8]);  bmm_15 = None
    detach_18 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_115, detach_18, -1, torch.float32);  view_115 = detach_18 = None
    mul_99 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 0.3535533905932738);  _softmax_backward_data_2 = None
    view_116 = torch.ops.aten.view.default(mul_99, [4, 8, 8]);  mul_99 = None
    transpose_36 = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
    bmm_16 = torch.ops.aten.bmm.default(transpose_36, view_116);  transpose_36 = None
    transpose_37 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    bmm_17 = torch.ops.aten.bmm.default(view_116, transpose_37);  view_116 = transpose_37 = None
    view_117 = torch.ops.aten.view.default(bmm_16, [2, 2, 8, 8]);  bmm_16 = None
    view_118 = torch.ops.aten.view.default(bmm_17, [2, 2, 8, 8]);  bmm_17 = None
    transpose_38 = torch.ops.aten.transpose.int(view_117, 2, 3);  view_117 = None
    view_119 = torch.ops.aten.view.default(view_114, [2, 1, 2, 8, 8]);  view_114 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_119, [2], True);  view_119 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(sum_17, 2);  sum_17 = None
    view_120 = torch.ops.aten.view.default(transpose_38, [2, 1, 2, 8, 8]);  transpose_38 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_120, [2], True);  view_120 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(sum_18, 2);  sum_18 = None
    slice_25 = torch.ops.aten.slice.Tensor(squeeze_4, 2, 0, 8);  squeeze_4 = None
    slice_26 = torch.ops.aten.slice.Tensor(squeeze_5, 2, 0, 8);  squeeze_5 = None
    mul_100 = torch.ops.aten.mul.Tensor(slice_26, unsqueeze_9)
    slice_27 = torch.ops.aten.slice.Tensor(mul_100, 3, 0, 4)
    slice_28 = torch.ops.aten.slice.Tensor(mul_100, 3, 4, 8);  mul_100 = None
    neg_10 = torch.ops.aten.neg.default(slice_27);  slice_27 = None
    slice_backward_8 = torch.ops.aten.slice_backward.default(neg_10, [2, 1, 8, 8], 3, 4, 9223372036854775807, 1);  neg_10 = None
    slice_backward_9 = torch.ops.aten.slice_backward.default(slice_28, [2, 1, 8, 8], 3, 0, 4, 1);  slice_28 = None
    add_51 = torch.ops.aten.add.Tensor(slice_backward_8, slice_backward_9);  slice_backward_8 = slice_backward_9 = None
    mul_101 = torch.ops.aten.mul.Tensor(slice_26, unsqueeze_8);  slice_26 = None
    add_52 = torch.ops.aten.add.Tensor(add_51, mul_101);  add_51 = mul_101 = None
    mul_102 = torch.ops.aten.mul.Tensor(view_118, unsqueeze_9);  unsqueeze_9 = None
    slice_29 = torch.ops.aten.slice.Tensor(mul_102, 3, 0, 4)
    slice_30 = torch.ops.aten.slice.Tensor(mul_102, 3, 4, 8);  mul_102 = None
    neg_11 = torch.ops.aten.neg.default(slice_29);  slice_29 = None
    slice_backward_10 = torch.ops.aten.slice_backward.default(neg_11, [2, 2, 8, 8], 3, 4, 9223372036854775807, 1);  neg_11 = None
    slice_backward_11 = torch.ops.aten.slice_backward.default(slice_30, [2, 2, 8, 8], 3, 0, 4, 1);  slice_30 = None
    add_53 = torch.ops.aten.add.Tensor(slice_backward_10, slice_backward_11);  slice_backward_10 = slice_backward_11 = None
    mul_103 = torch.ops.aten.mul.Tensor(view_118, unsqueeze_8);  view_118 = unsqueeze_8 = None
    add_54 = torch.ops.aten.add.Tensor(add_53, mul_103);  add_53 = mul_103 = None
    transpose_39 = torch.ops.aten.transpose.int(slice_25, 1, 2);  slice_25 = None
    view_121 = torch.ops.aten.view.default(transpose_39, [2, 8, 8]);  transpose_39 = None
    view_122 = torch.ops.aten.view.default(view_121, [16, 8]);  view_121 = None
    t_98 = torch.ops.aten.t.default(view_122)
    mm_60 = torch.ops.aten.mm.default(t_98, view_4);  t_98 = view_4 = None
    t_99 = torch.ops.aten.t.default(mm_60);  mm_60 = None
    t_100 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_61 = torch.ops.aten.mm.default(view_122, t_100);  view_122 = t_100 = None
    view_123 = torch.ops.aten.view.default(mm_61, [2, 8, 16]);  mm_61 = None
    t_101 = torch.ops.aten.t.default(t_99);  t_99 = None
    transpose_40 = torch.ops.aten.transpose.int(add_52, 1, 2);  add_52 = None
    view_124 = torch.ops.aten.view.default(transpose_40, [2, 8, 8]);  transpose_40 = None
    view_125 = torch.ops.aten.view.default(view_124, [16, 8]);  view_124 = None
    t_102 = torch.ops.aten.t.default(view_125)
    mm_62 = torch.ops.aten.mm.default(t_102, view_2);  t_102 = view_2 = None
    t_103 = torch.ops.aten.t.default(mm_62);  mm_62 = None
    t_104 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_63 = torch.ops.aten.mm.default(view_125, t_104);  view_125 = t_104 = None
    view_126 = torch.ops.aten.view.default(mm_63, [2, 8, 16]);  mm_63 = None
    add_55 = torch.ops.aten.add.Tensor(view_123, view_126);  view_123 = view_126 = None
    t_105 = torch.ops.aten.t.default(t_103);  t_103 = None
    transpose_41 = torch.ops.aten.transpose.int(add_54, 1, 2);  add_54 = None
    clone_20 = torch.ops.aten.clone.default(transpose_41, memory_format = torch.contiguous_format);  transpose_41 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(clone_20, [2, 8, 16]);  clone_20 = None
    view_127 = torch.ops.aten.view.default(_unsafe_view_36, [16, 16]);  _unsafe_view_36 = None
    t_106 = torch.ops.aten.t.default(view_127)
    mm_64 = torch.ops.aten.mm.default(t_106, view);  t_106 = view = None
    t_107 = torch.ops.aten.t.default(mm_64);  mm_64 = None
    t_108 = torch.ops.aten.t.default(t);  t = None
    mm_65 = torch.ops.aten.mm.default(view_127, t_108);  view_127 = t_108 = None
    view_128 = torch.ops.aten.view.default(mm_65, [2, 8, 16]);  mm_65 = None
    add_56 = torch.ops.aten.add.Tensor(add_55, view_128);  add_55 = view_128 = None
    t_109 = torch.ops.aten.t.default(t_107);  t_107 = None
    mul_104 = torch.ops.aten.mul.Tensor(add_56, primals_4);  primals_4 = None
    mul_105 = torch.ops.aten.mul.Tensor(add_56, mul_3);  add_56 = mul_3 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_105, [0, 1], True);  mul_105 = None
    view_129 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    mul_106 = torch.ops.aten.mul.Tensor(mul_104, embedding)
    mul_107 = torch.ops.aten.mul.Tensor(mul_104, rsqrt);  mul_104 = rsqrt = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_106, [2], True);  mul_106 = None
    add_57 = torch.ops.aten.add.Tensor(add_50, mul_107);  add_50 = mul_107 = None
    detach_19 = torch.ops.aten.detach.default(detach);  detach = None
    pow_20 = torch.ops.aten.pow.Tensor_Scalar(detach_19, 3);  detach_19 = None
    mul_108 = torch.ops.aten.mul.Scalar(sum_20, -0.5);  sum_20 = None
    mul_109 = torch.ops.aten.mul.Tensor(mul_108, pow_20);  mul_108 = pow_20 = None
    expand_25 = torch.ops.aten.expand.default(mul_109, [2, 8, 16]);  mul_109 = None
    div_6 = torch.ops.aten.div.Scalar(expand_25, 16);  expand_25 = None
    pow_21 = torch.ops.aten.pow.Tensor_Scalar(embedding, 1.0);  embedding = None
    mul_110 = torch.ops.aten.mul.Scalar(pow_21, 2.0);  pow_21 = None
    mul_111 = torch.ops.aten.mul.Tensor(div_6, mul_110);  div_6 = mul_110 = None
    add_58 = torch.ops.aten.add.Tensor(add_57, mul_111);  add_57 = mul_111 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_58, primals_1, 64, -1, False);  add_58 = primals_1 = None
    return pytree.tree_unflatten([_unsafe_view_30, None, embedding_dense_backward, None, view_129, t_109, t_105, t_101, t_97, view_110, t_93, t_89, t_85, view_103, t_81, t_77, t_73, t_69, view_84, t_65, t_61, t_57, view_77, t_53, t_49, t_45, t_41, view_58, t_37, t_33, t_29, view_51, t_25], self._out_spec)
    