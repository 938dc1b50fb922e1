


def forward(self, primals, tangents):
    primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
    embedding = torch.ops.aten.embedding.default(primals_2, primals_1)
    clone = torch.ops.aten.clone.default(embedding);  embedding = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(clone, 2)
    mean = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    add = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
    rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
    detach = torch.ops.aten.detach.default(rsqrt)
    mul = torch.ops.aten.mul.Tensor(clone, rsqrt)
    mul_1 = torch.ops.aten.mul.Tensor(primals_3, mul)
    t = torch.ops.aten.t.default(primals_4);  primals_4 = None
    view = torch.ops.aten.view.default(mul_1, [16, 16])
    mm = torch.ops.aten.mm.default(view, t)
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
    view_1 = torch.ops.aten.view.default(_unsafe_view, [2, 8, -1, 8]);  _unsafe_view = None
    transpose = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
    t_1 = torch.ops.aten.t.default(primals_5);  primals_5 = None
    view_2 = torch.ops.aten.view.default(mul_1, [16, 16])
    mm_1 = torch.ops.aten.mm.default(view_2, t_1)
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 16]);  mm_1 = None
    view_3 = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, -1, 8]);  _unsafe_view_1 = None
    transpose_1 = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    t_2 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    view_4 = torch.ops.aten.view.default(mul_1, [16, 16]);  mul_1 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_2)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 16]);  mm_2 = None
    view_5 = torch.ops.aten.view.default(_unsafe_view_2, [2, 8, -1, 8]);  _unsafe_view_2 = None
    transpose_2 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    arange = torch.ops.aten.arange.default(8, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    unsqueeze = torch.ops.aten.unsqueeze.default(arange, 1);  arange = None
    add_1 = torch.ops.aten.add.Tensor(unsqueeze, 0);  unsqueeze = None
    arange_1 = torch.ops.aten.arange.default(8, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(arange_1, 0);  arange_1 = None
    sub = torch.ops.aten.sub.Tensor(unsqueeze_1, add_1);  unsqueeze_1 = add_1 = None
    gt = torch.ops.aten.gt.Scalar(sub, 0)
    _to_copy = torch.ops.aten._to_copy.default(gt, dtype = torch.int64);  gt = None
    mul_2 = torch.ops.aten.mul.Tensor(_to_copy, 16);  _to_copy = None
    add_2 = torch.ops.aten.add.Tensor(mul_2, 0);  mul_2 = None
    abs_1 = torch.ops.aten.abs.default(sub);  sub = None
    lt = torch.ops.aten.lt.Scalar(abs_1, 8)
    _to_copy_1 = torch.ops.aten._to_copy.default(abs_1, dtype = torch.float32)
    div = torch.ops.aten.div.Tensor(_to_copy_1, 8);  _to_copy_1 = None
    log = torch.ops.aten.log.default(div);  div = None
    div_1 = torch.ops.aten.div.Tensor(log, 2.772588722239781);  log = None
    mul_3 = torch.ops.aten.mul.Tensor(div_1, 8);  div_1 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(mul_3, dtype = torch.int64);  mul_3 = None
    add_3 = torch.ops.aten.add.Tensor(_to_copy_2, 8);  _to_copy_2 = None
    full_like = torch.ops.aten.full_like.default(add_3, 15, pin_memory = False)
    minimum = torch.ops.aten.minimum.default(add_3, full_like);  add_3 = full_like = None
    where = torch.ops.aten.where.self(lt, abs_1, minimum);  lt = abs_1 = minimum = None
    add_4 = torch.ops.aten.add.Tensor(add_2, where);  add_2 = where = None
    embedding_1 = torch.ops.aten.embedding.default(primals_7, add_4);  primals_7 = None
    permute = torch.ops.aten.permute.default(embedding_1, [2, 0, 1]);  embedding_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(permute, 0);  permute = None
    transpose_3 = torch.ops.aten.transpose.int(transpose_1, 2, 3);  transpose_1 = None
    expand = torch.ops.aten.expand.default(transpose, [2, 2, 8, 8]);  transpose = None
    clone_1 = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 8]);  clone_1 = None
    expand_1 = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 8]);  transpose_3 = None
    clone_2 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 8]);  clone_2 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4)
    view_6 = torch.ops.aten.view.default(bmm, [2, 2, 8, 8]);  bmm = None
    mul_4 = torch.ops.aten.mul.Tensor(view_6, 1.0);  view_6 = None
    add_5 = torch.ops.aten.add.Tensor(mul_4, unsqueeze_2);  mul_4 = None
    _softmax = torch.ops.aten._softmax.default(add_5, -1, False);  add_5 = None
    detach_1 = torch.ops.aten.detach.default(_softmax)
    clone_3 = torch.ops.aten.clone.default(_softmax);  _softmax = None
    expand_2 = torch.ops.aten.expand.default(clone_3, [2, 2, 8, 8]);  clone_3 = None
    view_7 = torch.ops.aten.view.default(expand_2, [4, 8, 8]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(transpose_2, [2, 2, 8, 8]);  transpose_2 = None
    clone_4 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 8]);  clone_4 = None
    bmm_1 = torch.ops.aten.bmm.default(view_7, _unsafe_view_5)
    view_8 = torch.ops.aten.view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
    transpose_4 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    clone_5 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_9 = torch.ops.aten.view.default(clone_5, [2, 8, -1]);  clone_5 = None
    t_3 = torch.ops.aten.t.default(primals_8);  primals_8 = None
    view_10 = torch.ops.aten.view.default(view_9, [16, 16]);  view_9 = None
    mm_3 = torch.ops.aten.mm.default(view_10, t_3)
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
    clone_6 = torch.ops.aten.clone.default(_unsafe_view_6);  _unsafe_view_6 = None
    add_6 = torch.ops.aten.add.Tensor(clone, clone_6);  clone_6 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(add_6, 2)
    mean_1 = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_7 = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
    detach_2 = torch.ops.aten.detach.default(rsqrt_1)
    mul_5 = torch.ops.aten.mul.Tensor(add_6, rsqrt_1)
    mul_6 = torch.ops.aten.mul.Tensor(primals_9, mul_5)
    t_4 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    view_11 = torch.ops.aten.view.default(mul_6, [16, 16]);  mul_6 = None
    mm_4 = torch.ops.aten.mm.default(view_11, t_4)
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None
    relu = torch.ops.aten.relu.default(_unsafe_view_7);  _unsafe_view_7 = None
    detach_3 = torch.ops.aten.detach.default(relu)
    clone_7 = torch.ops.aten.clone.default(relu);  relu = None
    t_5 = torch.ops.aten.t.default(primals_11);  primals_11 = None
    view_12 = torch.ops.aten.view.default(clone_7, [16, 32]);  clone_7 = None
    mm_5 = torch.ops.aten.mm.default(view_12, t_5)
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 16]);  mm_5 = None
    clone_8 = torch.ops.aten.clone.default(_unsafe_view_8);  _unsafe_view_8 = None
    add_8 = torch.ops.aten.add.Tensor(add_6, clone_8);  clone_8 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(add_8, 2)
    mean_2 = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
    add_9 = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_9);  add_9 = None
    detach_4 = torch.ops.aten.detach.default(rsqrt_2)
    mul_7 = torch.ops.aten.mul.Tensor(add_8, rsqrt_2)
    mul_8 = torch.ops.aten.mul.Tensor(primals_12, mul_7)
    t_6 = torch.ops.aten.t.default(primals_13);  primals_13 = None
    view_13 = torch.ops.aten.view.default(mul_8, [16, 16])
    mm_6 = torch.ops.aten.mm.default(view_13, t_6)
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    view_14 = torch.ops.aten.view.default(_unsafe_view_9, [2, 8, -1, 8]);  _unsafe_view_9 = None
    transpose_5 = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
    t_7 = torch.ops.aten.t.default(primals_14);  primals_14 = None
    view_15 = torch.ops.aten.view.default(mul_8, [16, 16])
    mm_7 = torch.ops.aten.mm.default(view_15, t_7)
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
    view_16 = torch.ops.aten.view.default(_unsafe_view_10, [2, 8, -1, 8]);  _unsafe_view_10 = None
    transpose_6 = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
    t_8 = torch.ops.aten.t.default(primals_15);  primals_15 = None
    view_17 = torch.ops.aten.view.default(mul_8, [16, 16]);  mul_8 = None
    mm_8 = torch.ops.aten.mm.default(view_17, t_8)
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 16]);  mm_8 = None
    view_18 = torch.ops.aten.view.default(_unsafe_view_11, [2, 8, -1, 8]);  _unsafe_view_11 = None
    transpose_7 = torch.ops.aten.transpose.int(view_18, 1, 2);  view_18 = None
    transpose_8 = torch.ops.aten.transpose.int(transpose_6, 2, 3);  transpose_6 = None
    expand_4 = torch.ops.aten.expand.default(transpose_5, [2, 2, 8, 8]);  transpose_5 = None
    clone_9 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_9, [4, 8, 8]);  clone_9 = None
    expand_5 = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 8]);  transpose_8 = None
    clone_10 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_10, [4, 8, 8]);  clone_10 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_12, _unsafe_view_13)
    view_19 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
    mul_9 = torch.ops.aten.mul.Tensor(view_19, 1.0);  view_19 = None
    add_10 = torch.ops.aten.add.Tensor(mul_9, unsqueeze_2);  mul_9 = unsqueeze_2 = None
    _softmax_1 = torch.ops.aten._softmax.default(add_10, -1, False);  add_10 = None
    detach_5 = torch.ops.aten.detach.default(_softmax_1)
    clone_11 = torch.ops.aten.clone.default(_softmax_1);  _softmax_1 = None
    expand_6 = torch.ops.aten.expand.default(clone_11, [2, 2, 8, 8]);  clone_11 = None
    view_20 = torch.ops.aten.view.default(expand_6, [4, 8, 8]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(transpose_7, [2, 2, 8, 8]);  transpose_7 = None
    clone_12 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_12, [4, 8, 8]);  clone_12 = None
    bmm_3 = torch.ops.aten.bmm.default(view_20, _unsafe_view_14)
    view_21 = torch.ops.aten.view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
    transpose_9 = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
    clone_13 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_22 = torch.ops.aten.view.default(clone_13, [2, 8, -1]);  clone_13 = None
    t_9 = torch.ops.aten.t.default(primals_16);  primals_16 = None
    view_23 = torch.ops.aten.view.default(view_22, [16, 16]);  view_22 = None
    mm_9 = torch.ops.aten.mm.default(view_23, t_9)
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 16]);  mm_9 = None
    clone_14 = torch.ops.aten.clone.default(_unsafe_view_15);  _unsafe_view_15 = None
    add_11 = torch.ops.aten.add.Tensor(add_8, clone_14);  clone_14 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(add_11, 2)
    mean_3 = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_12 = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
    detach_6 = torch.ops.aten.detach.default(rsqrt_3)
    mul_10 = torch.ops.aten.mul.Tensor(add_11, rsqrt_3)
    mul_11 = torch.ops.aten.mul.Tensor(primals_17, mul_10)
    t_10 = torch.ops.aten.t.default(primals_18);  primals_18 = None
    view_24 = torch.ops.aten.view.default(mul_11, [16, 16]);  mul_11 = None
    mm_10 = torch.ops.aten.mm.default(view_24, t_10)
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 32]);  mm_10 = None
    relu_1 = torch.ops.aten.relu.default(_unsafe_view_16);  _unsafe_view_16 = None
    detach_7 = torch.ops.aten.detach.default(relu_1)
    clone_15 = torch.ops.aten.clone.default(relu_1);  relu_1 = None
    t_11 = torch.ops.aten.t.default(primals_19);  primals_19 = None
    view_25 = torch.ops.aten.view.default(clone_15, [16, 32]);  clone_15 = None
    mm_11 = torch.ops.aten.mm.default(view_25, t_11)
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 16]);  mm_11 = None
    clone_16 = torch.ops.aten.clone.default(_unsafe_view_17);  _unsafe_view_17 = None
    add_13 = torch.ops.aten.add.Tensor(add_11, clone_16);  clone_16 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(add_13, 2)
    mean_4 = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None
    add_14 = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
    rsqrt_4 = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
    detach_8 = torch.ops.aten.detach.default(rsqrt_4)
    mul_12 = torch.ops.aten.mul.Tensor(add_13, rsqrt_4)
    mul_13 = torch.ops.aten.mul.Tensor(primals_20, mul_12)
    clone_17 = torch.ops.aten.clone.default(mul_13);  mul_13 = None
    embedding_2 = torch.ops.aten.embedding.default(primals_2, primals_21)
    arange_4 = torch.ops.aten.arange.default(6, device = device(type='cpu'), pin_memory = False)
    add_15 = torch.ops.aten.add.Tensor(arange_4, 0);  arange_4 = None
    arange_5 = torch.ops.aten.arange.default(6, device = device(type='cpu'), pin_memory = False)
    add_16 = torch.ops.aten.add.Tensor(arange_5, 0);  arange_5 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(add_15, 0);  add_15 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(unsqueeze_3, 1);  unsqueeze_3 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(add_16, 0);  add_16 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 1);  unsqueeze_6 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None
    le = torch.ops.aten.le.Tensor(unsqueeze_8, unsqueeze_5);  unsqueeze_8 = unsqueeze_5 = None
    expand_8 = torch.ops.aten.expand.default(le, [2, -1, 6, 6]);  le = None
    zeros = torch.ops.aten.zeros.default([], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    scalar_tensor = torch.ops.aten.scalar_tensor.default(-3.4028234663852886e+38, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_1 = torch.ops.aten.where.self(expand_8, zeros, scalar_tensor);  expand_8 = zeros = scalar_tensor = None
    clone_18 = torch.ops.aten.clone.default(embedding_2);  embedding_2 = None
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(clone_18, 2)
    mean_5 = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_17 = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
    rsqrt_5 = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
    detach_9 = torch.ops.aten.detach.default(rsqrt_5)
    mul_14 = torch.ops.aten.mul.Tensor(clone_18, rsqrt_5)
    mul_15 = torch.ops.aten.mul.Tensor(primals_22, mul_14)
    t_12 = torch.ops.aten.t.default(primals_23);  primals_23 = None
    view_26 = torch.ops.aten.view.default(mul_15, [12, 16])
    mm_12 = torch.ops.aten.mm.default(view_26, t_12)
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(mm_12, [2, 6, 16]);  mm_12 = None
    view_27 = torch.ops.aten.view.default(_unsafe_view_18, [2, 6, -1, 8]);  _unsafe_view_18 = None
    transpose_10 = torch.ops.aten.transpose.int(view_27, 1, 2);  view_27 = None
    t_13 = torch.ops.aten.t.default(primals_24);  primals_24 = None
    view_28 = torch.ops.aten.view.default(mul_15, [12, 16])
    mm_13 = torch.ops.aten.mm.default(view_28, t_13)
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(mm_13, [2, 6, 16]);  mm_13 = None
    view_29 = torch.ops.aten.view.default(_unsafe_view_19, [2, 6, -1, 8]);  _unsafe_view_19 = None
    transpose_11 = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None
    t_14 = torch.ops.aten.t.default(primals_25);  primals_25 = None
    view_30 = torch.ops.aten.view.default(mul_15, [12, 16]);  mul_15 = None
    mm_14 = torch.ops.aten.mm.default(view_30, t_14)
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(mm_14, [2, 6, 16]);  mm_14 = None
    view_31 = torch.ops.aten.view.default(_unsafe_view_20, [2, 6, -1, 8]);  _unsafe_view_20 = None
    transpose_12 = torch.ops.aten.transpose.int(view_31, 1, 2);  view_31 = None
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
    cat = torch.ops.aten.cat.default([lift_fresh_copy, transpose_11], -2);  lift_fresh_copy = transpose_11 = None
    cat_1 = torch.ops.aten.cat.default([lift_fresh_copy_1, transpose_12], -2);  lift_fresh_copy_1 = transpose_12 = None
    arange_6 = torch.ops.aten.arange.default(6, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(arange_6, 1);  arange_6 = None
    add_18 = torch.ops.aten.add.Tensor(unsqueeze_9, 0);  unsqueeze_9 = None
    arange_7 = torch.ops.aten.arange.default(6, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(arange_7, 0);  arange_7 = None
    sub_1 = torch.ops.aten.sub.Tensor(unsqueeze_10, add_18);  unsqueeze_10 = add_18 = None
    zeros_like = torch.ops.aten.zeros_like.default(sub_1, pin_memory = False)
    minimum_1 = torch.ops.aten.minimum.default(sub_1, zeros_like);  sub_1 = zeros_like = None
    neg = torch.ops.aten.neg.default(minimum_1);  minimum_1 = None
    lt_1 = torch.ops.aten.lt.Scalar(neg, 16)
    _to_copy_3 = torch.ops.aten._to_copy.default(neg, dtype = torch.float32)
    div_2 = torch.ops.aten.div.Tensor(_to_copy_3, 16);  _to_copy_3 = None
    log_1 = torch.ops.aten.log.default(div_2);  div_2 = None
    div_3 = torch.ops.aten.div.Tensor(log_1, 2.0794415416798357);  log_1 = None
    mul_16 = torch.ops.aten.mul.Tensor(div_3, 16);  div_3 = None
    _to_copy_4 = torch.ops.aten._to_copy.default(mul_16, dtype = torch.int64);  mul_16 = None
    add_19 = torch.ops.aten.add.Tensor(_to_copy_4, 16);  _to_copy_4 = None
    full_like_1 = torch.ops.aten.full_like.default(add_19, 31, pin_memory = False)
    minimum_2 = torch.ops.aten.minimum.default(add_19, full_like_1);  add_19 = full_like_1 = None
    where_2 = torch.ops.aten.where.self(lt_1, neg, minimum_2);  lt_1 = neg = minimum_2 = None
    add_20 = torch.ops.aten.add.Tensor(where_2, 0);  where_2 = None
    embedding_3 = torch.ops.aten.embedding.default(primals_26, add_20);  primals_26 = None
    permute_1 = torch.ops.aten.permute.default(embedding_3, [2, 0, 1]);  embedding_3 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(permute_1, 0);  permute_1 = None
    transpose_13 = torch.ops.aten.transpose.int(cat, 2, 3);  cat = None
    expand_9 = torch.ops.aten.expand.default(transpose_10, [2, 2, 6, 8]);  transpose_10 = None
    clone_19 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_19, [4, 6, 8]);  clone_19 = None
    expand_10 = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 6]);  transpose_13 = None
    view_32 = torch.ops.aten.view.default(expand_10, [4, 8, 6]);  expand_10 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_21, view_32)
    view_33 = torch.ops.aten.view.default(bmm_4, [2, 2, 6, 6]);  bmm_4 = None
    mul_17 = torch.ops.aten.mul.Tensor(view_33, 1.0);  view_33 = None
    add_21 = torch.ops.aten.add.Tensor(mul_17, unsqueeze_11);  mul_17 = None
    add_22 = torch.ops.aten.add.Tensor(add_21, where_1);  add_21 = None
    _softmax_2 = torch.ops.aten._softmax.default(add_22, -1, False);  add_22 = None
    detach_10 = torch.ops.aten.detach.default(_softmax_2)
    clone_20 = torch.ops.aten.clone.default(_softmax_2);  _softmax_2 = None
    expand_11 = torch.ops.aten.expand.default(clone_20, [2, 2, 6, 6]);  clone_20 = None
    view_34 = torch.ops.aten.view.default(expand_11, [4, 6, 6]);  expand_11 = None
    expand_12 = torch.ops.aten.expand.default(cat_1, [2, 2, 6, 8]);  cat_1 = None
    view_35 = torch.ops.aten.view.default(expand_12, [4, 6, 8]);  expand_12 = None
    bmm_5 = torch.ops.aten.bmm.default(view_34, view_35)
    view_36 = torch.ops.aten.view.default(bmm_5, [2, 2, 6, 8]);  bmm_5 = None
    transpose_14 = torch.ops.aten.transpose.int(view_36, 1, 2);  view_36 = None
    clone_21 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    view_37 = torch.ops.aten.view.default(clone_21, [2, 6, -1]);  clone_21 = None
    t_15 = torch.ops.aten.t.default(primals_27);  primals_27 = None
    view_38 = torch.ops.aten.view.default(view_37, [12, 16]);  view_37 = None
    mm_15 = torch.ops.aten.mm.default(view_38, t_15)
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(mm_15, [2, 6, 16]);  mm_15 = None
    clone_22 = torch.ops.aten.clone.default(_unsafe_view_22);  _unsafe_view_22 = None
    add_23 = torch.ops.aten.add.Tensor(clone_18, clone_22);  clone_22 = None
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(add_23, 2)
    mean_6 = torch.ops.aten.mean.dim(pow_7, [-1], True);  pow_7 = None
    add_24 = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
    rsqrt_6 = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
    detach_11 = torch.ops.aten.detach.default(rsqrt_6)
    mul_18 = torch.ops.aten.mul.Tensor(add_23, rsqrt_6)
    mul_19 = torch.ops.aten.mul.Tensor(primals_28, mul_18)
    t_16 = torch.ops.aten.t.default(primals_29);  primals_29 = None
    view_39 = torch.ops.aten.view.default(mul_19, [12, 16]);  mul_19 = None
    mm_16 = torch.ops.aten.mm.default(view_39, t_16)
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(mm_16, [2, 6, 16]);  mm_16 = None
    view_40 = torch.ops.aten.view.default(_unsafe_view_23, [2, 6, -1, 8]);  _unsafe_view_23 = None
    transpose_15 = torch.ops.aten.transpose.int(view_40, 1, 2);  view_40 = None
    t_17 = torch.ops.aten.t.default(primals_30);  primals_30 = None
    view_41 = torch.ops.aten.view.default(clone_17, [16, 16])
    mm_17 = torch.ops.aten.mm.default(view_41, t_17)
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(mm_17, [2, 8, 16]);  mm_17 = None
    view_42 = torch.ops.aten.view.default(_unsafe_view_24, [2, 8, -1, 8]);  _unsafe_view_24 = None
    transpose_16 = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None
    t_18 = torch.ops.aten.t.default(primals_31);  primals_31 = None
    view_43 = torch.ops.aten.view.default(clone_17, [16, 16])
    mm_18 = torch.ops.aten.mm.default(view_43, t_18)
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(mm_18, [2, 8, 16]);  mm_18 = None
    view_44 = torch.ops.aten.view.default(_unsafe_view_25, [2, 8, -1, 8]);  _unsafe_view_25 = None
    transpose_17 = torch.ops.aten.transpose.int(view_44, 1, 2);  view_44 = None
    _tensor_constant2 = self._tensor_constant2
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    lift_fresh_copy_3 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
    cat_2 = torch.ops.aten.cat.default([lift_fresh_copy_2, transpose_16], -2);  lift_fresh_copy_2 = transpose_16 = None
    cat_3 = torch.ops.aten.cat.default([lift_fresh_copy_3, transpose_17], -2);  lift_fresh_copy_3 = transpose_17 = None
    zeros_1 = torch.ops.aten.zeros.default([1, 2, 6, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    transpose_18 = torch.ops.aten.transpose.int(cat_2, 2, 3);  cat_2 = None
    expand_13 = torch.ops.aten.expand.default(transpose_15, [2, 2, 6, 8]);  transpose_15 = None
    clone_23 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(clone_23, [4, 6, 8]);  clone_23 = None
    expand_14 = torch.ops.aten.expand.default(transpose_18, [2, 2, 8, 8]);  transpose_18 = None
    view_45 = torch.ops.aten.view.default(expand_14, [4, 8, 8]);  expand_14 = None
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_26, view_45)
    view_46 = torch.ops.aten.view.default(bmm_6, [2, 2, 6, 8]);  bmm_6 = None
    mul_20 = torch.ops.aten.mul.Tensor(view_46, 1.0);  view_46 = None
    add_25 = torch.ops.aten.add.Tensor(mul_20, zeros_1);  mul_20 = None
    _softmax_3 = torch.ops.aten._softmax.default(add_25, -1, False);  add_25 = None
    detach_12 = torch.ops.aten.detach.default(_softmax_3)
    clone_24 = torch.ops.aten.clone.default(_softmax_3);  _softmax_3 = None
    expand_15 = torch.ops.aten.expand.default(clone_24, [2, 2, 6, 8]);  clone_24 = None
    view_47 = torch.ops.aten.view.default(expand_15, [4, 6, 8]);  expand_15 = None
    expand_16 = torch.ops.aten.expand.default(cat_3, [2, 2, 8, 8]);  cat_3 = None
    view_48 = torch.ops.aten.view.default(expand_16, [4, 8, 8]);  expand_16 = None
    bmm_7 = torch.ops.aten.bmm.default(view_47, view_48)
    view_49 = torch.ops.aten.view.default(bmm_7, [2, 2, 6, 8]);  bmm_7 = None
    transpose_19 = torch.ops.aten.transpose.int(view_49, 1, 2);  view_49 = None
    clone_25 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    view_50 = torch.ops.aten.view.default(clone_25, [2, 6, -1]);  clone_25 = None
    t_19 = torch.ops.aten.t.default(primals_32);  primals_32 = None
    view_51 = torch.ops.aten.view.default(view_50, [12, 16]);  view_50 = None
    mm_19 = torch.ops.aten.mm.default(view_51, t_19)
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(mm_19, [2, 6, 16]);  mm_19 = None
    clone_26 = torch.ops.aten.clone.default(_unsafe_view_27);  _unsafe_view_27 = None
    add_26 = torch.ops.aten.add.Tensor(add_23, clone_26);  clone_26 = None
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(add_26, 2)
    mean_7 = torch.ops.aten.mean.dim(pow_8, [-1], True);  pow_8 = None
    add_27 = torch.ops.aten.add.Tensor(mean_7, 1e-06);  mean_7 = None
    rsqrt_7 = torch.ops.aten.rsqrt.default(add_27);  add_27 = None
    detach_13 = torch.ops.aten.detach.default(rsqrt_7)
    mul_21 = torch.ops.aten.mul.Tensor(add_26, rsqrt_7)
    mul_22 = torch.ops.aten.mul.Tensor(primals_33, mul_21)
    t_20 = torch.ops.aten.t.default(primals_34);  primals_34 = None
    view_52 = torch.ops.aten.view.default(mul_22, [12, 16]);  mul_22 = None
    mm_20 = torch.ops.aten.mm.default(view_52, t_20)
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(mm_20, [2, 6, 32]);  mm_20 = None
    relu_2 = torch.ops.aten.relu.default(_unsafe_view_28);  _unsafe_view_28 = None
    detach_14 = torch.ops.aten.detach.default(relu_2)
    clone_27 = torch.ops.aten.clone.default(relu_2);  relu_2 = None
    t_21 = torch.ops.aten.t.default(primals_35);  primals_35 = None
    view_53 = torch.ops.aten.view.default(clone_27, [12, 32]);  clone_27 = None
    mm_21 = torch.ops.aten.mm.default(view_53, t_21)
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(mm_21, [2, 6, 16]);  mm_21 = None
    clone_28 = torch.ops.aten.clone.default(_unsafe_view_29);  _unsafe_view_29 = None
    add_28 = torch.ops.aten.add.Tensor(add_26, clone_28);  clone_28 = None
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(add_28, 2)
    mean_8 = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
    add_29 = torch.ops.aten.add.Tensor(mean_8, 1e-06);  mean_8 = None
    rsqrt_8 = torch.ops.aten.rsqrt.default(add_29);  add_29 = None
    detach_15 = torch.ops.aten.detach.default(rsqrt_8)
    mul_23 = torch.ops.aten.mul.Tensor(add_28, rsqrt_8)
    mul_24 = torch.ops.aten.mul.Tensor(primals_36, mul_23)
    t_22 = torch.ops.aten.t.default(primals_37);  primals_37 = None
    view_54 = torch.ops.aten.view.default(mul_24, [12, 16])
    mm_22 = torch.ops.aten.mm.default(view_54, t_22)
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(mm_22, [2, 6, 16]);  mm_22 = None
    view_55 = torch.ops.aten.view.default(_unsafe_view_30, [2, 6, -1, 8]);  _unsafe_view_30 = None
    transpose_20 = torch.ops.aten.transpose.int(view_55, 1, 2);  view_55 = None
    t_23 = torch.ops.aten.t.default(primals_38);  primals_38 = None
    view_56 = torch.ops.aten.view.default(mul_24, [12, 16])
    mm_23 = torch.ops.aten.mm.default(view_56, t_23)
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(mm_23, [2, 6, 16]);  mm_23 = None
    view_57 = torch.ops.aten.view.default(_unsafe_view_31, [2, 6, -1, 8]);  _unsafe_view_31 = None
    transpose_21 = torch.ops.aten.transpose.int(view_57, 1, 2);  view_57 = None
    t_24 = torch.ops.aten.t.default(primals_39);  primals_39 = None
    view_58 = torch.ops.aten.view.default(mul_24, [12, 16]);  mul_24 = None
    mm_24 = torch.ops.aten.mm.default(view_58, t_24)
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(mm_24, [2, 6, 16]);  mm_24 = None
    view_59 = torch.ops.aten.view.default(_unsafe_view_32, [2, 6, -1, 8]);  _unsafe_view_32 = None
    transpose_22 = torch.ops.aten.transpose.int(view_59, 1, 2);  view_59 = None
    _tensor_constant4 = self._tensor_constant4
    lift_fresh_copy_4 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    lift_fresh_copy_5 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
    cat_4 = torch.ops.aten.cat.default([lift_fresh_copy_4, transpose_21], -2);  lift_fresh_copy_4 = transpose_21 = None
    cat_5 = torch.ops.aten.cat.default([lift_fresh_copy_5, transpose_22], -2);  lift_fresh_copy_5 = transpose_22 = None
    transpose_23 = torch.ops.aten.transpose.int(cat_4, 2, 3);  cat_4 = None
    expand_17 = torch.ops.aten.expand.default(transpose_20, [2, 2, 6, 8]);  transpose_20 = None
    clone_29 = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_29, [4, 6, 8]);  clone_29 = None
    expand_18 = torch.ops.aten.expand.default(transpose_23, [2, 2, 8, 6]);  transpose_23 = None
    view_60 = torch.ops.aten.view.default(expand_18, [4, 8, 6]);  expand_18 = None
    bmm_8 = torch.ops.aten.bmm.default(_unsafe_view_33, view_60)
    view_61 = torch.ops.aten.view.default(bmm_8, [2, 2, 6, 6]);  bmm_8 = None
    mul_25 = torch.ops.aten.mul.Tensor(view_61, 1.0);  view_61 = None
    add_30 = torch.ops.aten.add.Tensor(mul_25, unsqueeze_11);  mul_25 = unsqueeze_11 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, where_1);  add_30 = where_1 = None
    _softmax_4 = torch.ops.aten._softmax.default(add_31, -1, False);  add_31 = None
    detach_16 = torch.ops.aten.detach.default(_softmax_4)
    clone_30 = torch.ops.aten.clone.default(_softmax_4);  _softmax_4 = None
    expand_19 = torch.ops.aten.expand.default(clone_30, [2, 2, 6, 6]);  clone_30 = None
    view_62 = torch.ops.aten.view.default(expand_19, [4, 6, 6]);  expand_19 = None
    expand_20 = torch.ops.aten.expand.default(cat_5, [2, 2, 6, 8]);  cat_5 = None
    view_63 = torch.ops.aten.view.default(expand_20, [4, 6, 8]);  expand_20 = None
    bmm_9 = torch.ops.aten.bmm.default(view_62, view_63)
    view_64 = torch.ops.aten.view.default(bmm_9, [2, 2, 6, 8]);  bmm_9 = None
    transpose_24 = torch.ops.aten.transpose.int(view_64, 1, 2);  view_64 = None
    clone_31 = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
    view_65 = torch.ops.aten.view.default(clone_31, [2, 6, -1]);  clone_31 = None
    t_25 = torch.ops.aten.t.default(primals_40);  primals_40 = None
    view_66 = torch.ops.aten.view.default(view_65, [12, 16]);  view_65 = None
    mm_25 = torch.ops.aten.mm.default(view_66, t_25)
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(mm_25, [2, 6, 16]);  mm_25 = None
    clone_32 = torch.ops.aten.clone.default(_unsafe_view_34);  _unsafe_view_34 = None
    add_32 = torch.ops.aten.add.Tensor(add_28, clone_32);  clone_32 = None
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(add_32, 2)
    mean_9 = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None
    add_33 = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
    rsqrt_9 = torch.ops.aten.rsqrt.default(add_33);  add_33 = None
    detach_17 = torch.ops.aten.detach.default(rsqrt_9)
    mul_26 = torch.ops.aten.mul.Tensor(add_32, rsqrt_9)
    mul_27 = torch.ops.aten.mul.Tensor(primals_41, mul_26)
    t_26 = torch.ops.aten.t.default(primals_42);  primals_42 = None
    view_67 = torch.ops.aten.view.default(mul_27, [12, 16]);  mul_27 = None
    mm_26 = torch.ops.aten.mm.default(view_67, t_26)
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(mm_26, [2, 6, 16]);  mm_26 = None
    view_68 = torch.ops.aten.view.default(_unsafe_view_35, [2, 6, -1, 8]);  _unsafe_view_35 = None
    transpose_25 = torch.ops.aten.transpose.int(view_68, 1, 2);  view_68 = None
    t_27 = torch.ops.aten.t.default(primals_43);  primals_43 = None
    view_69 = torch.ops.aten.view.default(clone_17, [16, 16])
    mm_27 = torch.ops.aten.mm.default(view_69, t_27)
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(mm_27, [2, 8, 16]);  mm_27 = None
    view_70 = torch.ops.aten.view.default(_unsafe_view_36, [2, 8, -1, 8]);  _unsafe_view_36 = None
    transpose_26 = torch.ops.aten.transpose.int(view_70, 1, 2);  view_70 = None
    t_28 = torch.ops.aten.t.default(primals_44);  primals_44 = None
    view_71 = torch.ops.aten.view.default(clone_17, [16, 16]);  clone_17 = None
    mm_28 = torch.ops.aten.mm.default(view_71, t_28)
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(mm_28, [2, 8, 16]);  mm_28 = None
    view_72 = torch.ops.aten.view.default(_unsafe_view_37, [2, 8, -1, 8]);  _unsafe_view_37 = None
    transpose_27 = torch.ops.aten.transpose.int(view_72, 1, 2);  view_72 = None
    _tensor_constant6 = self._tensor_constant6
    lift_fresh_copy_6 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    lift_fresh_copy_7 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None
    cat_6 = torch.ops.aten.cat.default([lift_fresh_copy_6, transpose_26], -2);  lift_fresh_copy_6 = transpose_26 = None
    cat_7 = torch.ops.aten.cat.default([lift_fresh_copy_7, transpose_27], -2);  lift_fresh_copy_7 = transpose_27 = None
    transpose_28 = torch.ops.aten.transpose.int(cat_6, 2, 3);  cat_6 = None
    expand_21 = torch.ops.aten.expand.default(transpose_25, [2, 2, 6, 8]);  transpose_25 = None
    clone_33 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(clone_33, [4, 6, 8]);  clone_33 = None
    expand_22 = torch.ops.aten.expand.default(transpose_28, [2, 2, 8, 8]);  transpose_28 = None
    view_73 = torch.ops.aten.view.default(expand_22, [4, 8, 8]);  expand_22 = None
    bmm_10 = torch.ops.aten.bmm.default(_unsafe_view_38, view_73)
    view_74 = torch.ops.aten.view.default(bmm_10, [2, 2, 6, 8]);  bmm_10 = None
    mul_28 = torch.ops.aten.mul.Tensor(view_74, 1.0);  view_74 = None
    add_34 = torch.ops.aten.add.Tensor(mul_28, zeros_1);  mul_28 = zeros_1 = None
    _softmax_5 = torch.ops.aten._softmax.default(add_34, -1, False);  add_34 = None
    detach_18 = torch.ops.aten.detach.default(_softmax_5)
    clone_34 = torch.ops.aten.clone.default(_softmax_5);  _softmax_5 = None
    expand_23 = torch.ops.aten.expand.default(clone_34, [2, 2, 6, 8]);  clone_34 = None
    view_75 = torch.ops.aten.view.default(expand_23, [4, 6, 8]);  expand_23 = None
    expand_24 = torch.ops.aten.expand.default(cat_7, [2, 2, 8, 8]);  cat_7 = None
    view_76 = torch.ops.aten.view.default(expand_24, [4, 8, 8]);  expand_24 = None
    bmm_11 = torch.ops.aten.bmm.default(view_75, view_76)
    view_77 = torch.ops.aten.view.default(bmm_11, [2, 2, 6, 8]);  bmm_11 = None
    transpose_29 = torch.ops.aten.transpose.int(view_77, 1, 2);  view_77 = None
    clone_35 = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
    view_78 = torch.ops.aten.view.default(clone_35, [2, 6, -1]);  clone_35 = None
    t_29 = torch.ops.aten.t.default(primals_45);  primals_45 = None
    view_79 = torch.ops.aten.view.default(view_78, [12, 16]);  view_78 = None
    mm_29 = torch.ops.aten.mm.default(view_79, t_29)
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(mm_29, [2, 6, 16]);  mm_29 = None
    clone_36 = torch.ops.aten.clone.default(_unsafe_view_39);  _unsafe_view_39 = None
    add_35 = torch.ops.aten.add.Tensor(add_32, clone_36);  clone_36 = None
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(add_35, 2)
    mean_10 = torch.ops.aten.mean.dim(pow_11, [-1], True);  pow_11 = None
    add_36 = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
    rsqrt_10 = torch.ops.aten.rsqrt.default(add_36);  add_36 = None
    detach_19 = torch.ops.aten.detach.default(rsqrt_10)
    mul_29 = torch.ops.aten.mul.Tensor(add_35, rsqrt_10)
    mul_30 = torch.ops.aten.mul.Tensor(primals_46, mul_29)
    t_30 = torch.ops.aten.t.default(primals_47);  primals_47 = None
    view_80 = torch.ops.aten.view.default(mul_30, [12, 16]);  mul_30 = None
    mm_30 = torch.ops.aten.mm.default(view_80, t_30)
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(mm_30, [2, 6, 32]);  mm_30 = None
    relu_3 = torch.ops.aten.relu.default(_unsafe_view_40);  _unsafe_view_40 = None
    detach_20 = torch.ops.aten.detach.default(relu_3)
    clone_37 = torch.ops.aten.clone.default(relu_3);  relu_3 = None
    t_31 = torch.ops.aten.t.default(primals_48);  primals_48 = None
    view_81 = torch.ops.aten.view.default(clone_37, [12, 32]);  clone_37 = None
    mm_31 = torch.ops.aten.mm.default(view_81, t_31)
    _unsafe_view_41 = torch.ops.aten._unsafe_view.default(mm_31, [2, 6, 16]);  mm_31 = None
    clone_38 = torch.ops.aten.clone.default(_unsafe_view_41);  _unsafe_view_41 = None
    add_37 = torch.ops.aten.add.Tensor(add_35, clone_38);  clone_38 = None
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(add_37, 2)
    mean_11 = torch.ops.aten.mean.dim(pow_12, [-1], True);  pow_12 = None
    add_38 = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
    rsqrt_11 = torch.ops.aten.rsqrt.default(add_38);  add_38 = None
    detach_21 = torch.ops.aten.detach.default(rsqrt_11)
    mul_31 = torch.ops.aten.mul.Tensor(add_37, rsqrt_11)
    mul_32 = torch.ops.aten.mul.Tensor(primals_49, mul_31)
    clone_39 = torch.ops.aten.clone.default(mul_32);  mul_32 = None
    mul_33 = torch.ops.aten.mul.Tensor(clone_39, 0.25);  clone_39 = None
    t_32 = torch.ops.aten.t.default(primals_2);  primals_2 = None
    view_82 = torch.ops.aten.view.default(mul_33, [12, 16]);  mul_33 = None
    mm_32 = torch.ops.aten.mm.default(view_82, t_32)
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(mm_32, [2, 6, 64]);  mm_32 = None
    view_83 = torch.ops.aten.view.default(tangents_1, [12, 64]);  tangents_1 = None
    t_33 = torch.ops.aten.t.default(view_83)
    mm_33 = torch.ops.aten.mm.default(t_33, view_82);  t_33 = view_82 = None
    t_34 = torch.ops.aten.t.default(mm_33);  mm_33 = None
    t_35 = torch.ops.aten.t.default(t_32);  t_32 = None
    mm_34 = torch.ops.aten.mm.default(view_83, t_35);  view_83 = t_35 = None
    view_84 = torch.ops.aten.view.default(mm_34, [2, 6, 16]);  mm_34 = None
    t_36 = torch.ops.aten.t.default(t_34);  t_34 = None
    mul_34 = torch.ops.aten.mul.Tensor(view_84, 0.25);  view_84 = None
    mul_35 = torch.ops.aten.mul.Tensor(mul_34, primals_49);  primals_49 = None
    mul_36 = torch.ops.aten.mul.Tensor(mul_34, mul_31);  mul_34 = mul_31 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_36, [0, 1], True);  mul_36 = None
    view_85 = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    mul_37 = torch.ops.aten.mul.Tensor(mul_35, add_37)
    mul_38 = torch.ops.aten.mul.Tensor(mul_35, rsqrt_11);  mul_35 = rsqrt_11 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_37, [2], True);  mul_37 = None
    detach_22 = torch.ops.aten.detach.default(detach_21);  detach_21 = None
    pow_13 = torch.ops.aten.pow.Tensor_Scalar(detach_22, 3);  detach_22 = None
    mul_39 = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
    mul_40 = torch.ops.aten.mul.Tensor(mul_39, pow_13);  mul_39 = pow_13 = None
    expand_25 = torch.ops.aten.expand.default(mul_40, [2, 6, 16]);  mul_40 = None
    div_4 = torch.ops.aten.div.Scalar(expand_25, 16);  expand_25 = None
    pow_14 = torch.ops.aten.pow.Tensor_Scalar(add_37, 1.0);  add_37 = None
    mul_41 = torch.ops.aten.mul.Scalar(pow_14, 2.0);  pow_14 = None
    mul_42 = torch.ops.aten.mul.Tensor(div_4, mul_41);  div_4 = mul_41 = None
    add_39 = torch.ops.aten.add.Tensor(mul_38, mul_42);  mul_38 = mul_42 = None
    view_86 = torch.ops.aten.view.default(add_39, [12, 16])
    t_37 = torch.ops.aten.t.default(view_86)
    mm_35 = torch.ops.aten.mm.default(t_37, view_81);  t_37 = view_81 = None
    t_38 = torch.ops.aten.t.default(mm_35);  mm_35 = None
    t_39 = torch.ops.aten.t.default(t_31);  t_31 = None
    mm_36 = torch.ops.aten.mm.default(view_86, t_39);  view_86 = t_39 = None
    view_87 = torch.ops.aten.view.default(mm_36, [2, 6, 32]);  mm_36 = None
    t_40 = torch.ops.aten.t.default(t_38);  t_38 = None
    detach_23 = torch.ops.aten.detach.default(detach_20);  detach_20 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_87, detach_23, 0);  view_87 = detach_23 = None
    view_88 = torch.ops.aten.view.default(threshold_backward, [12, 32]);  threshold_backward = None
    t_41 = torch.ops.aten.t.default(view_88)
    mm_37 = torch.ops.aten.mm.default(t_41, view_80);  t_41 = view_80 = None
    t_42 = torch.ops.aten.t.default(mm_37);  mm_37 = None
    t_43 = torch.ops.aten.t.default(t_30);  t_30 = None
    mm_38 = torch.ops.aten.mm.default(view_88, t_43);  view_88 = t_43 = None
    view_89 = torch.ops.aten.view.default(mm_38, [2, 6, 16]);  mm_38 = None
    t_44 = torch.ops.aten.t.default(t_42);  t_42 = None
    mul_43 = torch.ops.aten.mul.Tensor(view_89, primals_46);  primals_46 = None
    mul_44 = torch.ops.aten.mul.Tensor(view_89, mul_29);  view_89 = mul_29 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_44, [0, 1], True);  mul_44 = None
    view_90 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    mul_45 = torch.ops.aten.mul.Tensor(mul_43, add_35)
    mul_46 = torch.ops.aten.mul.Tensor(mul_43, rsqrt_10);  mul_43 = rsqrt_10 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_45, [2], True);  mul_45 = None
    add_40 = torch.ops.aten.add.Tensor(add_39, mul_46);  add_39 = mul_46 = None
    detach_24 = torch.ops.aten.detach.default(detach_19);  detach_19 = None
    pow_15 = torch.ops.aten.pow.Tensor_Scalar(detach_24, 3);  detach_24 = None
    mul_47 = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
    mul_48 = torch.ops.aten.mul.Tensor(mul_47, pow_15);  mul_47 = pow_15 = None
    expand_26 = torch.ops.aten.expand.default(mul_48, [2, 6, 16]);  mul_48 = None
    div_5 = torch.ops.aten.div.Scalar(expand_26, 16);  expand_26 = None
    pow_16 = torch.ops.aten.pow.Tensor_Scalar(add_35, 1.0);  add_35 = None
    mul_49 = torch.ops.aten.mul.Scalar(pow_16, 2.0);  pow_16 = None
    mul_50 = torch.ops.aten.mul.Tensor(div_5, mul_49);  div_5 = mul_49 = None
    add_41 = torch.ops.aten.add.Tensor(add_40, mul_50);  add_40 = mul_50 = None
    view_91 = torch.ops.aten.view.default(add_41, [12, 16])
    t_45 = torch.ops.aten.t.default(view_91)
    mm_39 = torch.ops.aten.mm.default(t_45, view_79);  t_45 = view_79 = None
    t_46 = torch.ops.aten.t.default(mm_39);  mm_39 = None
    t_47 = torch.ops.aten.t.default(t_29);  t_29 = None
    mm_40 = torch.ops.aten.mm.default(view_91, t_47);  view_91 = t_47 = None
    view_92 = torch.ops.aten.view.default(mm_40, [2, 6, 16]);  mm_40 = None
    t_48 = torch.ops.aten.t.default(t_46);  t_46 = None
    view_93 = torch.ops.aten.view.default(view_92, [2, 6, 2, 8]);  view_92 = None
    transpose_30 = torch.ops.aten.transpose.int(view_93, 1, 2);  view_93 = None
    clone_40 = torch.ops.aten.clone.default(transpose_30, memory_format = torch.contiguous_format);  transpose_30 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(clone_40, [4, 6, 8]);  clone_40 = None
    transpose_31 = torch.ops.aten.transpose.int(view_75, 1, 2);  view_75 = None
    bmm_12 = torch.ops.aten.bmm.default(transpose_31, _unsafe_view_43);  transpose_31 = None
    transpose_32 = torch.ops.aten.transpose.int(view_76, 1, 2);  view_76 = None
    bmm_13 = torch.ops.aten.bmm.default(_unsafe_view_43, transpose_32);  _unsafe_view_43 = transpose_32 = None
    view_94 = torch.ops.aten.view.default(bmm_12, [2, 2, 8, 8]);  bmm_12 = None
    view_95 = torch.ops.aten.view.default(bmm_13, [2, 2, 6, 8]);  bmm_13 = None
    detach_25 = torch.ops.aten.detach.default(detach_18);  detach_18 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_95, detach_25, -1, torch.float32);  view_95 = detach_25 = None
    mul_51 = torch.ops.aten.mul.Tensor(_softmax_backward_data, 1.0);  _softmax_backward_data = None
    view_96 = torch.ops.aten.view.default(mul_51, [4, 6, 8]);  mul_51 = None
    transpose_33 = torch.ops.aten.transpose.int(_unsafe_view_38, 1, 2);  _unsafe_view_38 = None
    bmm_14 = torch.ops.aten.bmm.default(transpose_33, view_96);  transpose_33 = None
    transpose_34 = torch.ops.aten.transpose.int(view_73, 1, 2);  view_73 = None
    bmm_15 = torch.ops.aten.bmm.default(view_96, transpose_34);  view_96 = transpose_34 = None
    view_97 = torch.ops.aten.view.default(bmm_14, [2, 2, 8, 8]);  bmm_14 = None
    view_98 = torch.ops.aten.view.default(bmm_15, [2, 2, 6, 8]);  bmm_15 = None
    transpose_35 = torch.ops.aten.transpose.int(view_97, 2, 3);  view_97 = None
    slice_1 = torch.ops.aten.slice.Tensor(view_94, 2, 0, 8);  view_94 = None
    slice_2 = torch.ops.aten.slice.Tensor(transpose_35, 2, 0, 8);  transpose_35 = None
    transpose_36 = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
    clone_41 = torch.ops.aten.clone.default(transpose_36, memory_format = torch.contiguous_format);  transpose_36 = None
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(clone_41, [2, 8, 16]);  clone_41 = None
    view_99 = torch.ops.aten.view.default(_unsafe_view_44, [16, 16]);  _unsafe_view_44 = None
    t_49 = torch.ops.aten.t.default(view_99)
    mm_41 = torch.ops.aten.mm.default(t_49, view_71);  t_49 = view_71 = None
    t_50 = torch.ops.aten.t.default(mm_41);  mm_41 = None
    t_51 = torch.ops.aten.t.default(t_28);  t_28 = None
    mm_42 = torch.ops.aten.mm.default(view_99, t_51);  view_99 = t_51 = None
    view_100 = torch.ops.aten.view.default(mm_42, [2, 8, 16]);  mm_42 = None
    t_52 = torch.ops.aten.t.default(t_50);  t_50 = None
    transpose_37 = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
    view_101 = torch.ops.aten.view.default(transpose_37, [2, 8, 16]);  transpose_37 = None
    clone_42 = torch.ops.aten.clone.default(view_101, memory_format = torch.contiguous_format);  view_101 = None
    _unsafe_view_45 = torch.ops.aten._unsafe_view.default(clone_42, [16, 16]);  clone_42 = None
    t_53 = torch.ops.aten.t.default(_unsafe_view_45)
    mm_43 = torch.ops.aten.mm.default(t_53, view_69);  t_53 = view_69 = None
    t_54 = torch.ops.aten.t.default(mm_43);  mm_43 = None
    t_55 = torch.ops.aten.t.default(t_27);  t_27 = None
    mm_44 = torch.ops.aten.mm.default(_unsafe_view_45, t_55);  _unsafe_view_45 = t_55 = None
    view_102 = torch.ops.aten.view.default(mm_44, [2, 8, 16]);  mm_44 = None
    add_42 = torch.ops.aten.add.Tensor(view_100, view_102);  view_100 = view_102 = None
    t_56 = torch.ops.aten.t.default(t_54);  t_54 = None
    transpose_38 = torch.ops.aten.transpose.int(view_98, 1, 2);  view_98 = None
    clone_43 = torch.ops.aten.clone.default(transpose_38, memory_format = torch.contiguous_format);  transpose_38 = None
    _unsafe_view_46 = torch.ops.aten._unsafe_view.default(clone_43, [2, 6, 16]);  clone_43 = None
    view_103 = torch.ops.aten.view.default(_unsafe_view_46, [12, 16]);  _unsafe_view_46 = None
    t_57 = torch.ops.aten.t.default(view_103)
    mm_45 = torch.ops.aten.mm.default(t_57, view_67);  t_57 = view_67 = None
    t_58 = torch.ops.aten.t.default(mm_45);  mm_45 = None
    t_59 = torch.ops.aten.t.default(t_26);  t_26 = None
    mm_46 = torch.ops.aten.mm.default(view_103, t_59);  view_103 = t_59 = None
    view_104 = torch.ops.aten.view.default(mm_46, [2, 6, 16]);  mm_46 = None
    t_60 = torch.ops.aten.t.default(t_58);  t_58 = None
    mul_52 = torch.ops.aten.mul.Tensor(view_104, primals_41);  primals_41 = None
    mul_53 = torch.ops.aten.mul.Tensor(view_104, mul_26);  view_104 = mul_26 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_53, [0, 1], True);  mul_53 = None
    view_105 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    mul_54 = torch.ops.aten.mul.Tensor(mul_52, add_32)
    mul_55 = torch.ops.aten.mul.Tensor(mul_52, rsqrt_9);  mul_52 = rsqrt_9 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_54, [2], True);  mul_54 = None
    add_43 = torch.ops.aten.add.Tensor(add_41, mul_55);  add_41 = mul_55 = None
    detach_26 = torch.ops.aten.detach.default(detach_17);  detach_17 = None
    pow_17 = torch.ops.aten.pow.Tensor_Scalar(detach_26, 3);  detach_26 = None
    mul_56 = torch.ops.aten.mul.Scalar(sum_6, -0.5);  sum_6 = None
    mul_57 = torch.ops.aten.mul.Tensor(mul_56, pow_17);  mul_56 = pow_17 = None
    expand_27 = torch.ops.aten.expand.default(mul_57, [2, 6, 16]);  mul_57 = None
    div_6 = torch.ops.aten.div.Scalar(expand_27, 16);  expand_27 = None
    pow_18 = torch.ops.aten.pow.Tensor_Scalar(add_32, 1.0);  add_32 = None
    mul_58 = torch.ops.aten.mul.Scalar(pow_18, 2.0);  pow_18 = None
    mul_59 = torch.ops.aten.mul.Tensor(div_6, mul_58);  div_6 = mul_58 = None
    add_44 = torch.ops.aten.add.Tensor(add_43, mul_59);  add_43 = mul_59 = None
    view_106 = torch.ops.aten.view.default(add_44, [12, 16])
    t_61 = torch.ops.aten.t.default(view_106)
    mm_47 = torch.ops.aten.mm.default(t_61, view_66);  t_61 = view_66 = None
    t_62 = torch.ops.aten.t.default(mm_47);  mm_47 = None
    t_63 = torch.ops.aten.t.default(t_25);  t_25 = None
    mm_48 = torch.ops.aten.mm.default(view_106, t_63);  view_106 = t_63 = None
    view_107 = torch.ops.aten.view.default(mm_48, [2, 6, 16]);  mm_48 = None
    t_64 = torch.ops.aten.t.default(t_62);  t_62 = None
    view_108 = torch.ops.aten.view.default(view_107, [2, 6, 2, 8]);  view_107 = None
    transpose_39 = torch.ops.aten.transpose.int(view_108, 1, 2);  view_108 = None
    clone_44 = torch.ops.aten.clone.default(transpose_39, memory_format = torch.contiguous_format);  transpose_39 = None
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(clone_44, [4, 6, 8]);  clone_44 = None
    transpose_40 = torch.ops.aten.transpose.int(view_62, 1, 2);  view_62 = None
    bmm_16 = torch.ops.aten.bmm.default(transpose_40, _unsafe_view_47);  transpose_40 = None
    transpose_41 = torch.ops.aten.transpose.int(view_63, 1, 2);  view_63 = None
    bmm_17 = torch.ops.aten.bmm.default(_unsafe_view_47, transpose_41);  _unsafe_view_47 = transpose_41 = None
    view_109 = torch.ops.aten.view.default(bmm_16, [2, 2, 6, 8]);  bmm_16 = None
    view_110 = torch.ops.aten.view.default(bmm_17, [2, 2, 6, 6]);  bmm_17 = None
    detach_27 = torch.ops.aten.detach.default(detach_16);  detach_16 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_110, detach_27, -1, torch.float32);  view_110 = detach_27 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_1, [0], True)
    mul_60 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 1.0);  _softmax_backward_data_1 = None
    view_111 = torch.ops.aten.view.default(mul_60, [4, 6, 6]);  mul_60 = None
    transpose_42 = torch.ops.aten.transpose.int(_unsafe_view_33, 1, 2);  _unsafe_view_33 = None
    bmm_18 = torch.ops.aten.bmm.default(transpose_42, view_111);  transpose_42 = None
    transpose_43 = torch.ops.aten.transpose.int(view_60, 1, 2);  view_60 = None
    bmm_19 = torch.ops.aten.bmm.default(view_111, transpose_43);  view_111 = transpose_43 = None
    view_112 = torch.ops.aten.view.default(bmm_18, [2, 2, 8, 6]);  bmm_18 = None
    view_113 = torch.ops.aten.view.default(bmm_19, [2, 2, 6, 8]);  bmm_19 = None
    transpose_44 = torch.ops.aten.transpose.int(view_112, 2, 3);  view_112 = None
    slice_3 = torch.ops.aten.slice.Tensor(view_109, 2, 0, 6);  view_109 = None
    slice_4 = torch.ops.aten.slice.Tensor(transpose_44, 2, 0, 6);  transpose_44 = None
    transpose_45 = torch.ops.aten.transpose.int(slice_3, 1, 2);  slice_3 = None
    clone_45 = torch.ops.aten.clone.default(transpose_45, memory_format = torch.contiguous_format);  transpose_45 = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(clone_45, [2, 6, 16]);  clone_45 = None
    view_114 = torch.ops.aten.view.default(_unsafe_view_48, [12, 16]);  _unsafe_view_48 = None
    t_65 = torch.ops.aten.t.default(view_114)
    mm_49 = torch.ops.aten.mm.default(t_65, view_58);  t_65 = view_58 = None
    t_66 = torch.ops.aten.t.default(mm_49);  mm_49 = None
    t_67 = torch.ops.aten.t.default(t_24);  t_24 = None
    mm_50 = torch.ops.aten.mm.default(view_114, t_67);  view_114 = t_67 = None
    view_115 = torch.ops.aten.view.default(mm_50, [2, 6, 16]);  mm_50 = None
    t_68 = torch.ops.aten.t.default(t_66);  t_66 = None
    transpose_46 = torch.ops.aten.transpose.int(slice_4, 1, 2);  slice_4 = None
    view_116 = torch.ops.aten.view.default(transpose_46, [2, 6, 16]);  transpose_46 = None
    clone_46 = torch.ops.aten.clone.default(view_116, memory_format = torch.contiguous_format);  view_116 = None
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(clone_46, [12, 16]);  clone_46 = None
    t_69 = torch.ops.aten.t.default(_unsafe_view_49)
    mm_51 = torch.ops.aten.mm.default(t_69, view_56);  t_69 = view_56 = None
    t_70 = torch.ops.aten.t.default(mm_51);  mm_51 = None
    t_71 = torch.ops.aten.t.default(t_23);  t_23 = None
    mm_52 = torch.ops.aten.mm.default(_unsafe_view_49, t_71);  _unsafe_view_49 = t_71 = None
    view_117 = torch.ops.aten.view.default(mm_52, [2, 6, 16]);  mm_52 = None
    add_45 = torch.ops.aten.add.Tensor(view_115, view_117);  view_115 = view_117 = None
    t_72 = torch.ops.aten.t.default(t_70);  t_70 = None
    transpose_47 = torch.ops.aten.transpose.int(view_113, 1, 2);  view_113 = None
    clone_47 = torch.ops.aten.clone.default(transpose_47, memory_format = torch.contiguous_format);  transpose_47 = None
    _unsafe_view_50 = torch.ops.aten._unsafe_view.default(clone_47, [2, 6, 16]);  clone_47 = None
    view_118 = torch.ops.aten.view.default(_unsafe_view_50, [12, 16]);  _unsafe_view_50 = None
    t_73 = torch.ops.aten.t.default(view_118)
    mm_53 = torch.ops.aten.mm.default(t_73, view_54);  t_73 = view_54 = None
    t_74 = torch.ops.aten.t.default(mm_53);  mm_53 = None
    t_75 = torch.ops.aten.t.default(t_22);  t_22 = None
    mm_54 = torch.ops.aten.mm.default(view_118, t_75);  view_118 = t_75 = None
    view_119 = torch.ops.aten.view.default(mm_54, [2, 6, 16]);  mm_54 = None
    add_46 = torch.ops.aten.add.Tensor(add_45, view_119);  add_45 = view_119 = None
    t_76 = torch.ops.aten.t.default(t_74);  t_74 = None
    mul_61 = torch.ops.aten.mul.Tensor(add_46, primals_36);  primals_36 = None
    mul_62 = torch.ops.aten.mul.Tensor(add_46, mul_23);  add_46 = mul_23 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_62, [0, 1], True);  mul_62 = None
    view_120 = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
    mul_63 = torch.ops.aten.mul.Tensor(mul_61, add_28)
    mul_64 = torch.ops.aten.mul.Tensor(mul_61, rsqrt_8);  mul_61 = rsqrt_8 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_63, [2], True);  mul_63 = None
    add_47 = torch.ops.aten.add.Tensor(add_44, mul_64);  add_44 = mul_64 = None
    detach_28 = torch.ops.aten.detach.default(detach_15);  detach_15 = None
    pow_19 = torch.ops.aten.pow.Tensor_Scalar(detach_28, 3);  detach_28 = None
    mul_65 = torch.ops.aten.mul.Scalar(sum_9, -0.5);  sum_9 = None
    mul_66 = torch.ops.aten.mul.Tensor(mul_65, pow_19);  mul_65 = pow_19 = None
    expand_28 = torch.ops.aten.expand.default(mul_66, [2, 6, 16]);  mul_66 = None
    div_7 = torch.ops.aten.div.Scalar(expand_28, 16);  expand_28 = None
    pow_20 = torch.ops.aten.pow.Tensor_Scalar(add_28, 1.0);  add_28 = None
    mul_67 = torch.ops.aten.mul.Scalar(pow_20, 2.0);  pow_20 = None
    mul_68 = torch.ops.aten.mul.Tensor(div_7, mul_67);  div_7 = mul_67 = None
    add_48 = torch.ops.aten.add.Tensor(add_47, mul_68);  add_47 = mul_68 = None
    view_121 = torch.ops.aten.view.default(add_48, [12, 16])
    t_77 = torch.ops.aten.t.default(view_121)
    mm_55 = torch.ops.aten.mm.default(t_77, view_53);  t_77 = view_53 = None
    t_78 = torch.ops.aten.t.default(mm_55);  mm_55 = None
    t_79 = torch.ops.aten.t.default(t_21);  t_21 = None
    mm_56 = torch.ops.aten.mm.default(view_121, t_79);  view_121 = t_79 = None
    view_122 = torch.ops.aten.view.default(mm_56, [2, 6, 32]);  mm_56 = None
    t_80 = torch.ops.aten.t.default(t_78);  t_78 = None
    detach_29 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(view_122, detach_29, 0);  view_122 = detach_29 = None
    view_123 = torch.ops.aten.view.default(threshold_backward_1, [12, 32]);  threshold_backward_1 = None
    t_81 = torch.ops.aten.t.default(view_123)
    mm_57 = torch.ops.aten.mm.default(t_81, view_52);  t_81 = view_52 = None
    t_82 = torch.ops.aten.t.default(mm_57);  mm_57 = None
    t_83 = torch.ops.aten.t.default(t_20);  t_20 = None
    mm_58 = torch.ops.aten.mm.default(view_123, t_83);  view_123 = t_83 = None
    view_124 = torch.ops.aten.view.default(mm_58, [2, 6, 16]);  mm_58 = None
    t_84 = torch.ops.aten.t.default(t_82);  t_82 = None
    mul_69 = torch.ops.aten.mul.Tensor(view_124, primals_33);  primals_33 = None
    mul_70 = torch.ops.aten.mul.Tensor(view_124, mul_21);  view_124 = mul_21 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_70, [0, 1], True);  mul_70 = None
    view_125 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    mul_71 = torch.ops.aten.mul.Tensor(mul_69, add_26)
    mul_72 = torch.ops.aten.mul.Tensor(mul_69, rsqrt_7);  mul_69 = rsqrt_7 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_71, [2], True);  mul_71 = None
    add_49 = torch.ops.aten.add.Tensor(add_48, mul_72);  add_48 = mul_72 = None
    detach_30 = torch.ops.aten.detach.default(detach_13);  detach_13 = None
    pow_21 = torch.ops.aten.pow.Tensor_Scalar(detach_30, 3);  detach_30 = None
    mul_73 = torch.ops.aten.mul.Scalar(sum_11, -0.5);  sum_11 = None
    mul_74 = torch.ops.aten.mul.Tensor(mul_73, pow_21);  mul_73 = pow_21 = None
    expand_29 = torch.ops.aten.expand.default(mul_74, [2, 6, 16]);  mul_74 = None
    div_8 = torch.ops.aten.div.Scalar(expand_29, 16);  expand_29 = None
    pow_22 = torch.ops.aten.pow.Tensor_Scalar(add_26, 1.0);  add_26 = None
    mul_75 = torch.ops.aten.mul.Scalar(pow_22, 2.0);  pow_22 = None
    mul_76 = torch.ops.aten.mul.Tensor(div_8, mul_75);  div_8 = mul_75 = None
    add_50 = torch.ops.aten.add.Tensor(add_49, mul_76);  add_49 = mul_76 = None
    view_126 = torch.ops.aten.view.default(add_50, [12, 16])
    t_85 = torch.ops.aten.t.default(view_126)
    mm_59 = torch.ops.aten.mm.default(t_85, view_51);  t_85 = view_51 = None
    t_86 = torch.ops.aten.t.default(mm_59);  mm_59 = None
    t_87 = torch.ops.aten.t.default(t_19);  t_19 = None
    mm_60 = torch.ops.aten.mm.default(view_126, t_87);  view_126 = t_87 = None
    view_127 = torch.ops.aten.view.default(mm_60, [2, 6, 16]);  mm_60 = None
    t_88 = torch.ops.aten.t.default(t_86);  t_86 = None
    view_128 = torch.ops.aten.view.default(view_127, [2, 6, 2, 8]);  view_127 = None
    transpose_48 = torch.ops.aten.transpose.int(view_128, 1, 2);  view_128 = None
    clone_48 = torch.ops.aten.clone.default(transpose_48, memory_format = torch.contiguous_format);  transpose_48 = None
    _unsafe_view_51 = torch.ops.aten._unsafe_view.default(clone_48, [4, 6, 8]);  clone_48 = None
    transpose_49 = torch.ops.aten.transpose.int(view_47, 1, 2);  view_47 = None
    bmm_20 = torch.ops.aten.bmm.default(transpose_49, _unsafe_view_51);  transpose_49 = None
    transpose_50 = torch.ops.aten.transpose.int(view_48, 1, 2);  view_48 = None
    bmm_21 = torch.ops.aten.bmm.default(_unsafe_view_51, transpose_50);  _unsafe_view_51 = transpose_50 = None
    view_129 = torch.ops.aten.view.default(bmm_20, [2, 2, 8, 8]);  bmm_20 = None
    view_130 = torch.ops.aten.view.default(bmm_21, [2, 2, 6, 8]);  bmm_21 = None
    detach_31 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_130, detach_31, -1, torch.float32);  view_130 = detach_31 = None
    mul_77 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 1.0);  _softmax_backward_data_2 = None
    view_131 = torch.ops.aten.view.default(mul_77, [4, 6, 8]);  mul_77 = None
    transpose_51 = torch.ops.aten.transpose.int(_unsafe_view_26, 1, 2);  _unsafe_view_26 = None
    bmm_22 = torch.ops.aten.bmm.default(transpose_51, view_131);  transpose_51 = None
    transpose_52 = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None
    bmm_23 = torch.ops.aten.bmm.default(view_131, transpose_52);  view_131 = transpose_52 = None
    view_132 = torch.ops.aten.view.default(bmm_22, [2, 2, 8, 8]);  bmm_22 = None
    view_133 = torch.ops.aten.view.default(bmm_23, [2, 2, 6, 8]);  bmm_23 = None
    transpose_53 = torch.ops.aten.transpose.int(view_132, 2, 3);  view_132 = None
    slice_5 = torch.ops.aten.slice.Tensor(view_129, 2, 0, 8);  view_129 = None
    slice_6 = torch.ops.aten.slice.Tensor(transpose_53, 2, 0, 8);  transpose_53 = None
    transpose_54 = torch.ops.aten.transpose.int(slice_5, 1, 2);  slice_5 = None
    clone_49 = torch.ops.aten.clone.default(transpose_54, memory_format = torch.contiguous_format);  transpose_54 = None
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(clone_49, [2, 8, 16]);  clone_49 = None
    view_134 = torch.ops.aten.view.default(_unsafe_view_52, [16, 16]);  _unsafe_view_52 = None
    t_89 = torch.ops.aten.t.default(view_134)
    mm_61 = torch.ops.aten.mm.default(t_89, view_43);  t_89 = view_43 = None
    t_90 = torch.ops.aten.t.default(mm_61);  mm_61 = None
    t_91 = torch.ops.aten.t.default(t_18);  t_18 = None
    mm_62 = torch.ops.aten.mm.default(view_134, t_91);  view_134 = t_91 = None
    view_135 = torch.ops.aten.view.default(mm_62, [2, 8, 16]);  mm_62 = None
    add_51 = torch.ops.aten.add.Tensor(add_42, view_135);  add_42 = view_135 = None
    t_92 = torch.ops.aten.t.default(t_90);  t_90 = None
    transpose_55 = torch.ops.aten.transpose.int(slice_6, 1, 2);  slice_6 = None
    view_136 = torch.ops.aten.view.default(transpose_55, [2, 8, 16]);  transpose_55 = None
    clone_50 = torch.ops.aten.clone.default(view_136, memory_format = torch.contiguous_format);  view_136 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(clone_50, [16, 16]);  clone_50 = None
    t_93 = torch.ops.aten.t.default(_unsafe_view_53)
    mm_63 = torch.ops.aten.mm.default(t_93, view_41);  t_93 = view_41 = None
    t_94 = torch.ops.aten.t.default(mm_63);  mm_63 = None
    t_95 = torch.ops.aten.t.default(t_17);  t_17 = None
    mm_64 = torch.ops.aten.mm.default(_unsafe_view_53, t_95);  _unsafe_view_53 = t_95 = None
    view_137 = torch.ops.aten.view.default(mm_64, [2, 8, 16]);  mm_64 = None
    add_52 = torch.ops.aten.add.Tensor(add_51, view_137);  add_51 = view_137 = None
    t_96 = torch.ops.aten.t.default(t_94);  t_94 = None
    transpose_56 = torch.ops.aten.transpose.int(view_133, 1, 2);  view_133 = None
    clone_51 = torch.ops.aten.clone.default(transpose_56, memory_format = torch.contiguous_format);  transpose_56 = None
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(clone_51, [2, 6, 16]);  clone_51 = None
    view_138 = torch.ops.aten.view.default(_unsafe_view_54, [12, 16]);  _unsafe_view_54 = None
    t_97 = torch.ops.aten.t.default(view_138)
    mm_65 = torch.ops.aten.mm.default(t_97, view_39);  t_97 = view_39 = None
    t_98 = torch.ops.aten.t.default(mm_65);  mm_65 = None
    t_99 = torch.ops.aten.t.default(t_16);  t_16 = None
    mm_66 = torch.ops.aten.mm.default(view_138, t_99);  view_138 = t_99 = None
    view_139 = torch.ops.aten.view.default(mm_66, [2, 6, 16]);  mm_66 = None
    t_100 = torch.ops.aten.t.default(t_98);  t_98 = None
    mul_78 = torch.ops.aten.mul.Tensor(view_139, primals_28);  primals_28 = None
    mul_79 = torch.ops.aten.mul.Tensor(view_139, mul_18);  view_139 = mul_18 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_79, [0, 1], True);  mul_79 = None
    view_140 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    mul_80 = torch.ops.aten.mul.Tensor(mul_78, add_23)
    mul_81 = torch.ops.aten.mul.Tensor(mul_78, rsqrt_6);  mul_78 = rsqrt_6 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_80, [2], True);  mul_80 = None
    add_53 = torch.ops.aten.add.Tensor(add_50, mul_81);  add_50 = mul_81 = None
    detach_32 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    pow_23 = torch.ops.aten.pow.Tensor_Scalar(detach_32, 3);  detach_32 = None
    mul_82 = torch.ops.aten.mul.Scalar(sum_13, -0.5);  sum_13 = None
    mul_83 = torch.ops.aten.mul.Tensor(mul_82, pow_23);  mul_82 = pow_23 = None
    expand_30 = torch.ops.aten.expand.default(mul_83, [2, 6, 16]);  mul_83 = None
    div_9 = torch.ops.aten.div.Scalar(expand_30, 16);  expand_30 = None
    pow_24 = torch.ops.aten.pow.Tensor_Scalar(add_23, 1.0);  add_23 = None
    mul_84 = torch.ops.aten.mul.Scalar(pow_24, 2.0);  pow_24 = None
    mul_85 = torch.ops.aten.mul.Tensor(div_9, mul_84);  div_9 = mul_84 = None
    add_54 = torch.ops.aten.add.Tensor(add_53, mul_85);  add_53 = mul_85 = None
    view_141 = torch.ops.aten.view.default(add_54, [12, 16])
    t_101 = torch.ops.aten.t.default(view_141)
    mm_67 = torch.ops.aten.mm.default(t_101, view_38);  t_101 = view_38 = None
    t_102 = torch.ops.aten.t.default(mm_67);  mm_67 = None
    t_103 = torch.ops.aten.t.default(t_15);  t_15 = None
    mm_68 = torch.ops.aten.mm.default(view_141, t_103);  view_141 = t_103 = None
    view_142 = torch.ops.aten.view.default(mm_68, [2, 6, 16]);  mm_68 = None
    t_104 = torch.ops.aten.t.default(t_102);  t_102 = None
    view_143 = torch.ops.aten.view.default(view_142, [2, 6, 2, 8]);  view_142 = None
    transpose_57 = torch.ops.aten.transpose.int(view_143, 1, 2);  view_143 = None
    clone_52 = torch.ops.aten.clone.default(transpose_57, memory_format = torch.contiguous_format);  transpose_57 = None
    _unsafe_view_55 = torch.ops.aten._unsafe_view.default(clone_52, [4, 6, 8]);  clone_52 = None
    transpose_58 = torch.ops.aten.transpose.int(view_34, 1, 2);  view_34 = None
    bmm_24 = torch.ops.aten.bmm.default(transpose_58, _unsafe_view_55);  transpose_58 = None
    transpose_59 = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None
    bmm_25 = torch.ops.aten.bmm.default(_unsafe_view_55, transpose_59);  _unsafe_view_55 = transpose_59 = None
    view_144 = torch.ops.aten.view.default(bmm_24, [2, 2, 6, 8]);  bmm_24 = None
    view_145 = torch.ops.aten.view.default(bmm_25, [2, 2, 6, 6]);  bmm_25 = None
    detach_33 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    _softmax_backward_data_3 = torch.ops.aten._softmax_backward_data.default(view_145, detach_33, -1, torch.float32);  view_145 = detach_33 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_3, [0], True)
    add_55 = torch.ops.aten.add.Tensor(sum_7, sum_14);  sum_7 = sum_14 = None
    mul_86 = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, 1.0);  _softmax_backward_data_3 = None
    view_146 = torch.ops.aten.view.default(mul_86, [4, 6, 6]);  mul_86 = None
    transpose_60 = torch.ops.aten.transpose.int(_unsafe_view_21, 1, 2);  _unsafe_view_21 = None
    bmm_26 = torch.ops.aten.bmm.default(transpose_60, view_146);  transpose_60 = None
    transpose_61 = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None
    bmm_27 = torch.ops.aten.bmm.default(view_146, transpose_61);  view_146 = transpose_61 = None
    view_147 = torch.ops.aten.view.default(bmm_26, [2, 2, 8, 6]);  bmm_26 = None
    view_148 = torch.ops.aten.view.default(bmm_27, [2, 2, 6, 8]);  bmm_27 = None
    transpose_62 = torch.ops.aten.transpose.int(view_147, 2, 3);  view_147 = None
    squeeze = torch.ops.aten.squeeze.dim(add_55, 0);  add_55 = None
    permute_2 = torch.ops.aten.permute.default(squeeze, [1, 2, 0]);  squeeze = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(permute_2, add_20, 32, -1, False);  permute_2 = add_20 = None
    slice_7 = torch.ops.aten.slice.Tensor(view_144, 2, 0, 6);  view_144 = None
    slice_8 = torch.ops.aten.slice.Tensor(transpose_62, 2, 0, 6);  transpose_62 = None
    transpose_63 = torch.ops.aten.transpose.int(slice_7, 1, 2);  slice_7 = None
    clone_53 = torch.ops.aten.clone.default(transpose_63, memory_format = torch.contiguous_format);  transpose_63 = None
    _unsafe_view_56 = torch.ops.aten._unsafe_view.default(clone_53, [2, 6, 16]);  clone_53 = None
    view_149 = torch.ops.aten.view.default(_unsafe_view_56, [12, 16]);  _unsafe_view_56 = None
    t_105 = torch.ops.aten.t.default(view_149)
    mm_69 = torch.ops.aten.mm.default(t_105, view_30);  t_105 = view_30 = None
    t_106 = torch.ops.aten.t.default(mm_69);  mm_69 = None
    t_107 = torch.ops.aten.t.default(t_14);  t_14 = None
    mm_70 = torch.ops.aten.mm.default(view_149, t_107);  view_149 = t_107 = None
    view_150 = torch.ops.aten.view.default(mm_70, [2, 6, 16]);  mm_70 = None
    t_108 = torch.ops.aten.t.default(t_106);  t_106 = None
    transpose_64 = torch.ops.aten.transpose.int(slice_8, 1, 2);  slice_8 = None
    view_151 = torch.ops.aten.view.default(transpose_64, [2, 6, 16]);  transpose_64 = None
    clone_54 = torch.ops.aten.clone.default(view_151, memory_format = torch.contiguous_format);  view_151 = None
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(clone_54, [12, 16]);  clone_54 = None
    t_109 = torch.ops.aten.t.default(_unsafe_view_57)
    mm_71 = torch.ops.aten.mm.default(t_109, view_28);  t_109 = view_28 = None
    t_110 = torch.ops.aten.t.default(mm_71);  mm_71 = None
    t_111 = torch.ops.aten.t.default(t_13);  t_13 = None
    mm_72 = torch.ops.aten.mm.default(_unsafe_view_57, t_111);  _unsafe_view_57 = t_111 = None
    view_152 = torch.ops.aten.view.default(mm_72, [2, 6, 16]);  mm_72 = None
    add_56 = torch.ops.aten.add.Tensor(view_150, view_152);  view_150 = view_152 = None
    t_112 = torch.ops.aten.t.default(t_110);  t_110 = None
    transpose_65 = torch.ops.aten.transpose.int(view_148, 1, 2);  view_148 = None
    clone_55 = torch.ops.aten.clone.default(transpose_65, memory_format = torch.contiguous_format);  transpose_65 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(clone_55, [2, 6, 16]);  clone_55 = None
    view_153 = torch.ops.aten.view.default(_unsafe_view_58, [12, 16]);  _unsafe_view_58 = None
    t_113 = torch.ops.aten.t.default(view_153)
    mm_73 = torch.ops.aten.mm.default(t_113, view_26);  t_113 = view_26 = None
    t_114 = torch.ops.aten.t.default(mm_73);  mm_73 = None
    t_115 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm_74 = torch.ops.aten.mm.default(view_153, t_115);  view_153 = t_115 = None
    view_154 = torch.ops.aten.view.default(mm_74, [2, 6, 16]);  mm_74 = None
    add_57 = torch.ops.aten.add.Tensor(add_56, view_154);  add_56 = view_154 = None
    t_116 = torch.ops.aten.t.default(t_114);  t_114 = None
    mul_87 = torch.ops.aten.mul.Tensor(add_57, primals_22);  primals_22 = None
    mul_88 = torch.ops.aten.mul.Tensor(add_57, mul_14);  add_57 = mul_14 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_88, [0, 1], True);  mul_88 = None
    view_155 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    mul_89 = torch.ops.aten.mul.Tensor(mul_87, clone_18)
    mul_90 = torch.ops.aten.mul.Tensor(mul_87, rsqrt_5);  mul_87 = rsqrt_5 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_89, [2], True);  mul_89 = None
    add_58 = torch.ops.aten.add.Tensor(add_54, mul_90);  add_54 = mul_90 = None
    detach_34 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    pow_25 = torch.ops.aten.pow.Tensor_Scalar(detach_34, 3);  detach_34 = None
    mul_91 = torch.ops.aten.mul.Scalar(sum_16, -0.5);  sum_16 = None
    mul_92 = torch.ops.aten.mul.Tensor(mul_91, pow_25);  mul_91 = pow_25 = None
    expand_31 = torch.ops.aten.expand.default(mul_92, [2, 6, 16]);  mul_92 = None
    div_10 = torch.ops.aten.div.Scalar(expand_31, 16);  expand_31 = None
    pow_26 = torch.ops.aten.pow.Tensor_Scalar(clone_18, 1.0);  clone_18 = None
    mul_93 = torch.ops.aten.mul.Scalar(pow_26, 2.0);  pow_26 = None
    mul_94 = torch.ops.aten.mul.Tensor(div_10, mul_93);  div_10 = mul_93 = None
    add_59 = torch.ops.aten.add.Tensor(add_58, mul_94);  add_58 = mul_94 = None
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(add_59, primals_21, 64, -1, False);  add_59 = primals_21 = None
    add_60 = torch.ops.aten.add.Tensor(t_36, embedding_dense_backward_1);  t_36 = embedding_dense_backward_1 = None
    mul_95 = torch.ops.aten.mul.Tensor(add_52, primals_20);  primals_20 = None
    mul_96 = torch.ops.aten.mul.Tensor(add_52, mul_12);  add_52 = mul_12 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_96, [0, 1], True);  mul_96 = None
    view_156 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    mul_97 = torch.ops.aten.mul.Tensor(mul_95, add_13)
    mul_98 = torch.ops.aten.mul.Tensor(mul_95, rsqrt_4);  mul_95 = rsqrt_4 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(mul_97, [2], True);  mul_97 = None
    detach_35 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    pow_27 = torch.ops.aten.pow.Tensor_Scalar(detach_35, 3);  detach_35 = None
    mul_99 = torch.ops.aten.mul.Scalar(sum_18, -0.5);  sum_18 = None
    mul_100 = torch.ops.aten.mul.Tensor(mul_99, pow_27);  mul_99 = pow_27 = None
    expand_32 = torch.ops.aten.expand.default(mul_100, [2, 8, 16]);  mul_100 = None
    div_11 = torch.ops.aten.div.Scalar(expand_32, 16);  expand_32 = None
    pow_28 = torch.ops.aten.pow.Tensor_Scalar(add_13, 1.0);  add_13 = None
    mul_101 = torch.ops.aten.mul.Scalar(pow_28, 2.0);  pow_28 = None
    mul_102 = torch.ops.aten.mul.Tensor(div_11, mul_101);  div_11 = mul_101 = None
    add_61 = torch.ops.aten.add.Tensor(mul_98, mul_102);  mul_98 = mul_102 = None
    view_157 = torch.ops.aten.view.default(add_61, [16, 16])
    t_117 = torch.ops.aten.t.default(view_157)
    mm_75 = torch.ops.aten.mm.default(t_117, view_25);  t_117 = view_25 = None
    t_118 = torch.ops.aten.t.default(mm_75);  mm_75 = None
    t_119 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_76 = torch.ops.aten.mm.default(view_157, t_119);  view_157 = t_119 = None
    view_158 = torch.ops.aten.view.default(mm_76, [2, 8, 32]);  mm_76 = None
    t_120 = torch.ops.aten.t.default(t_118);  t_118 = None
    detach_36 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(view_158, detach_36, 0);  view_158 = detach_36 = None
    view_159 = torch.ops.aten.view.default(threshold_backward_2, [16, 32]);  threshold_backward_2 = None
    t_121 = torch.ops.aten.t.default(view_159)
    mm_77 = torch.ops.aten.mm.default(t_121, view_24);  t_121 = view_24 = None
    t_122 = torch.ops.aten.t.default(mm_77);  mm_77 = None
    t_123 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_78 = torch.ops.aten.mm.default(view_159, t_123);  view_159 = t_123 = None
    view_160 = torch.ops.aten.view.default(mm_78, [2, 8, 16]);  mm_78 = None
    t_124 = torch.ops.aten.t.default(t_122);  t_122 = None
    mul_103 = torch.ops.aten.mul.Tensor(view_160, primals_17);  primals_17 = None
    mul_104 = torch.ops.aten.mul.Tensor(view_160, mul_10);  view_160 = mul_10 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_104, [0, 1], True);  mul_104 = None
    view_161 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    mul_105 = torch.ops.aten.mul.Tensor(mul_103, add_11)
    mul_106 = torch.ops.aten.mul.Tensor(mul_103, rsqrt_3);  mul_103 = rsqrt_3 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_105, [2], True);  mul_105 = None
    add_62 = torch.ops.aten.add.Tensor(add_61, mul_106);  add_61 = mul_106 = None
    detach_37 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    pow_29 = torch.ops.aten.pow.Tensor_Scalar(detach_37, 3);  detach_37 = None
    mul_107 = torch.ops.aten.mul.Scalar(sum_20, -0.5);  sum_20 = None
    mul_108 = torch.ops.aten.mul.Tensor(mul_107, pow_29);  mul_107 = pow_29 = None
    expand_33 = torch.ops.aten.expand.default(mul_108, [2, 8, 16]);  mul_108 = None
    div_12 = torch.ops.aten.div.Scalar(expand_33, 16);  expand_33 = None
    pow_30 = torch.ops.aten.pow.Tensor_Scalar(add_11, 1.0);  add_11 = None
    mul_109 = torch.ops.aten.mul.Scalar(pow_30, 2.0);  pow_30 = None
    mul_110 = torch.ops.aten.mul.Tensor(div_12, mul_109);  div_12 = mul_109 = None
    add_63 = torch.ops.aten.add.Tensor(add_62, mul_110);  add_62 = mul_110 = None
    view_162 = torch.ops.aten.view.default(add_63, [16, 16])
    t_125 = torch.ops.aten.t.default(view_162)
    mm_79 = torch.ops.aten.mm.default(t_125, view_23);  t_125 = view_23 = None
    t_126 = torch.ops.aten.t.default(mm_79);  mm_79 = None
    t_127 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_80 = torch.ops.aten.mm.default(view_162, t_127);  view_162 = t_127 = None
    view_163 = torch.ops.aten.view.default(mm_80, [2, 8, 16]);  mm_80 = None
    t_128 = torch.ops.aten.t.default(t_126);  t_126 = None
    view_164 = torch.ops.aten.view.default(view_163, [2, 8, 2, 8]);  view_163 = None
    transpose_66 = torch.ops.aten.transpose.int(view_164, 1, 2);  view_164 = None
    clone_56 = torch.ops.aten.clone.default(transpose_66, memory_format = torch.contiguous_format);  transpose_66 = None
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(clone_56, [4, 8, 8]);  clone_56 = None
    transpose_67 = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
    bmm_28 = torch.ops.aten.bmm.default(transpose_67, _unsafe_view_59);  transpose_67 = None
    transpose_68 = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None
    bmm_29 = torch.ops.aten.bmm.default(_unsafe_view_59, transpose_68);  _unsafe_view_59 = transpose_68 = None
    view_165 = torch.ops.aten.view.default(bmm_28, [2, 2, 8, 8]);  bmm_28 = None
    view_166 = torch.ops.aten.view.default(bmm_29, [2, 2, 8, 8]);  bmm_29 = None
    detach_38 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    _softmax_backward_data_4 = torch.ops.aten._softmax_backward_data.default(view_166, detach_38, -1, torch.float32);  view_166 = detach_38 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_4, [0], True)
    mul_111 = torch.ops.aten.mul.Tensor(_softmax_backward_data_4, 1.0);  _softmax_backward_data_4 = None
    view_167 = torch.ops.aten.view.default(mul_111, [4, 8, 8]);  mul_111 = None
    transpose_69 = torch.ops.aten.transpose.int(_unsafe_view_12, 1, 2);  _unsafe_view_12 = None
    bmm_30 = torch.ops.aten.bmm.default(transpose_69, view_167);  transpose_69 = None
    transpose_70 = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None
    bmm_31 = torch.ops.aten.bmm.default(view_167, transpose_70);  view_167 = transpose_70 = None
    view_168 = torch.ops.aten.view.default(bmm_30, [2, 2, 8, 8]);  bmm_30 = None
    view_169 = torch.ops.aten.view.default(bmm_31, [2, 2, 8, 8]);  bmm_31 = None
    transpose_71 = torch.ops.aten.transpose.int(view_168, 2, 3);  view_168 = None
    transpose_72 = torch.ops.aten.transpose.int(view_165, 1, 2);  view_165 = None
    clone_57 = torch.ops.aten.clone.default(transpose_72, memory_format = torch.contiguous_format);  transpose_72 = None
    _unsafe_view_60 = torch.ops.aten._unsafe_view.default(clone_57, [2, 8, 16]);  clone_57 = None
    view_170 = torch.ops.aten.view.default(_unsafe_view_60, [16, 16]);  _unsafe_view_60 = None
    t_129 = torch.ops.aten.t.default(view_170)
    mm_81 = torch.ops.aten.mm.default(t_129, view_17);  t_129 = view_17 = None
    t_130 = torch.ops.aten.t.default(mm_81);  mm_81 = None
    t_131 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_82 = torch.ops.aten.mm.default(view_170, t_131);  view_170 = t_131 = None
    view_171 = torch.ops.aten.view.default(mm_82, [2, 8, 16]);  mm_82 = None
    t_132 = torch.ops.aten.t.default(t_130);  t_130 = None
    transpose_73 = torch.ops.aten.transpose.int(transpose_71, 1, 2);  transpose_71 = None
    view_172 = torch.ops.aten.view.default(transpose_73, [2, 8, 16]);  transpose_73 = None
    clone_58 = torch.ops.aten.clone.default(view_172, memory_format = torch.contiguous_format);  view_172 = None
    _unsafe_view_61 = torch.ops.aten._unsafe_view.default(clone_58, [16, 16]);  clone_58 = None
    t_133 = torch.ops.aten.t.default(_unsafe_view_61)
    mm_83 = torch.ops.aten.mm.default(t_133, view_15);  t_133 = view_15 = None
    t_134 = torch.ops.aten.t.default(mm_83);  mm_83 = None
    t_135 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_84 = torch.ops.aten.mm.default(_unsafe_view_61, t_135);  _unsafe_view_61 = t_135 = None
    view_173 = torch.ops.aten.view.default(mm_84, [2, 8, 16]);  mm_84 = None
    add_64 = torch.ops.aten.add.Tensor(view_171, view_173);  view_171 = view_173 = None
    t_136 = torch.ops.aten.t.default(t_134);  t_134 = None
    transpose_74 = torch.ops.aten.transpose.int(view_169, 1, 2);  view_169 = None
    clone_59 = torch.ops.aten.clone.default(transpose_74, memory_format = torch.contiguous_format);  transpose_74 = None
    _unsafe_view_62 = torch.ops.aten._unsafe_view.default(clone_59, [2, 8, 16]);  clone_59 = None
    view_174 = torch.ops.aten.view.default(_unsafe_view_62, [16, 16]);  _unsafe_view_62 = None
    t_137 = torch.ops.aten.t.default(view_174)
    mm_85 = torch.ops.aten.mm.default(t_137, view_13);  t_137 = view_13 = None
    t_138 = torch.ops.aten.t.default(mm_85);  mm_85 = None
    t_139 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_86 = torch.ops.aten.mm.default(view_174, t_139);  view_174 = t_139 = None
    view_175 = torch.ops.aten.view.default(mm_86, [2, 8, 16]);  mm_86 = None
    add_65 = torch.ops.aten.add.Tensor(add_64, view_175);  add_64 = view_175 = None
    t_140 = torch.ops.aten.t.default(t_138);  t_138 = None
    mul_112 = torch.ops.aten.mul.Tensor(add_65, primals_12);  primals_12 = None
    mul_113 = torch.ops.aten.mul.Tensor(add_65, mul_7);  add_65 = mul_7 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(mul_113, [0, 1], True);  mul_113 = None
    view_176 = torch.ops.aten.view.default(sum_22, [16]);  sum_22 = None
    mul_114 = torch.ops.aten.mul.Tensor(mul_112, add_8)
    mul_115 = torch.ops.aten.mul.Tensor(mul_112, rsqrt_2);  mul_112 = rsqrt_2 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_114, [2], True);  mul_114 = None
    add_66 = torch.ops.aten.add.Tensor(add_63, mul_115);  add_63 = mul_115 = None
    detach_39 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    pow_31 = torch.ops.aten.pow.Tensor_Scalar(detach_39, 3);  detach_39 = None
    mul_116 = torch.ops.aten.mul.Scalar(sum_23, -0.5);  sum_23 = None
    mul_117 = torch.ops.aten.mul.Tensor(mul_116, pow_31);  mul_116 = pow_31 = None
    expand_34 = torch.ops.aten.expand.default(mul_117, [2, 8, 16]);  mul_117 = None
    div_13 = torch.ops.aten.div.Scalar(expand_34, 16);  expand_34 = None
    pow_32 = torch.ops.aten.pow.Tensor_Scalar(add_8, 1.0);  add_8 = None
    mul_118 = torch.ops.aten.mul.Scalar(pow_32, 2.0);  pow_32 = None
    mul_119 = torch.ops.aten.mul.Tensor(div_13, mul_118);  div_13 = mul_118 = None
    add_67 = torch.ops.aten.add.Tensor(add_66, mul_119);  add_66 = mul_119 = None
    view_177 = torch.ops.aten.view.default(add_67, [16, 16])
    t_141 = torch.ops.aten.t.default(view_177)
    mm_87 = torch.ops.aten.mm.default(t_141, view_12);  t_141 = view_12 = None
    t_142 = torch.ops.aten.t.default(mm_87);  mm_87 = None
    t_143 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_88 = torch.ops.aten.mm.default(view_177, t_143);  view_177 = t_143 = None
    view_178 = torch.ops.aten.view.default(mm_88, [2, 8, 32]);  mm_88 = None
    t_144 = torch.ops.aten.t.default(t_142);  t_142 = None
    detach_40 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(view_178, detach_40, 0);  view_178 = detach_40 = None
    view_179 = torch.ops.aten.view.default(threshold_backward_3, [16, 32]);  threshold_backward_3 = None
    t_145 = torch.ops.aten.t.default(view_179)
    mm_89 = torch.ops.aten.mm.default(t_145, view_11);  t_145 = view_11 = None
    t_146 = torch.ops.aten.t.default(mm_89);  mm_89 = None
    t_147 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_90 = torch.ops.aten.mm.default(view_179, t_147);  view_179 = t_147 = None
    view_180 = torch.ops.aten.view.default(mm_90, [2, 8, 16]);  mm_90 = None
    t_148 = torch.ops.aten.t.default(t_146);  t_146 = None
    mul_120 = torch.ops.aten.mul.Tensor(view_180, primals_9);  primals_9 = None
    mul_121 = torch.ops.aten.mul.Tensor(view_180, mul_5);  view_180 = mul_5 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(mul_121, [0, 1], True);  mul_121 = None
    view_181 = torch.ops.aten.view.default(sum_24, [16]);  sum_24 = None
    mul_122 = torch.ops.aten.mul.Tensor(mul_120, add_6)
    mul_123 = torch.ops.aten.mul.Tensor(mul_120, rsqrt_1);  mul_120 = rsqrt_1 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(mul_122, [2], True);  mul_122 = None
    add_68 = torch.ops.aten.add.Tensor(add_67, mul_123);  add_67 = mul_123 = None
    detach_41 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    pow_33 = torch.ops.aten.pow.Tensor_Scalar(detach_41, 3);  detach_41 = None
    mul_124 = torch.ops.aten.mul.Scalar(sum_25, -0.5);  sum_25 = None
    mul_125 = torch.ops.aten.mul.Tensor(mul_124, pow_33);  mul_124 = pow_33 = None
    expand_35 = torch.ops.aten.expand.default(mul_125, [2, 8, 16]);  mul_125 = None
    div_14 = torch.ops.aten.div.Scalar(expand_35, 16);  expand_35 = None
    pow_34 = torch.ops.aten.pow.Tensor_Scalar(add_6, 1.0);  add_6 = None
    mul_126 = torch.ops.aten.mul.Scalar(pow_34, 2.0);  pow_34 = None
    mul_127 = torch.ops.aten.mul.Tensor(div_14, mul_126);  div_14 = mul_126 = None
    add_69 = torch.ops.aten.add.Tensor(add_68, mul_127);  add_68 = mul_127 = None
    view_182 = torch.ops.aten.view.default(add_69, [16, 16])
    t_149 = torch.ops.aten.t.default(view_182)
    mm_91 = torch.ops.aten.mm.default(t_149, view_10);  t_149 = view_10 = None
    t_150 = torch.ops.aten.t.default(mm_91);  mm_91 = None
    t_151 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_92 = torch.ops.aten.mm.default(view_182, t_151);  view_182 = t_151 = None
    view_183 = torch.ops.aten.view.default(mm_92, [2, 8, 16]);  mm_92 = None
    t_152 = torch.ops.aten.t.default(t_150);  t_150 = None
    view_184 = torch.ops.aten.view.default(view_183, [2, 8, 2, 8]);  view_183 = None
    transpose_75 = torch.ops.aten.transpose.int(view_184, 1, 2);  view_184 = None
    clone_60 = torch.ops.aten.clone.default(transpose_75, memory_format = torch.contiguous_format);  transpose_75 = None
    _unsafe_view_63 = torch.ops.aten._unsafe_view.default(clone_60, [4, 8, 8]);  clone_60 = None
    transpose_76 = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
    bmm_32 = torch.ops.aten.bmm.default(transpose_76, _unsafe_view_63);  transpose_76 = None
    transpose_77 = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
    bmm_33 = torch.ops.aten.bmm.default(_unsafe_view_63, transpose_77);  _unsafe_view_63 = transpose_77 = None
    view_185 = torch.ops.aten.view.default(bmm_32, [2, 2, 8, 8]);  bmm_32 = None
    view_186 = torch.ops.aten.view.default(bmm_33, [2, 2, 8, 8]);  bmm_33 = None
    detach_42 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _softmax_backward_data_5 = torch.ops.aten._softmax_backward_data.default(view_186, detach_42, -1, torch.float32);  view_186 = detach_42 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_5, [0], True)
    add_70 = torch.ops.aten.add.Tensor(sum_21, sum_26);  sum_21 = sum_26 = None
    mul_128 = torch.ops.aten.mul.Tensor(_softmax_backward_data_5, 1.0);  _softmax_backward_data_5 = None
    view_187 = torch.ops.aten.view.default(mul_128, [4, 8, 8]);  mul_128 = None
    transpose_78 = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
    bmm_34 = torch.ops.aten.bmm.default(transpose_78, view_187);  transpose_78 = None
    transpose_79 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    bmm_35 = torch.ops.aten.bmm.default(view_187, transpose_79);  view_187 = transpose_79 = None
    view_188 = torch.ops.aten.view.default(bmm_34, [2, 2, 8, 8]);  bmm_34 = None
    view_189 = torch.ops.aten.view.default(bmm_35, [2, 2, 8, 8]);  bmm_35 = None
    transpose_80 = torch.ops.aten.transpose.int(view_188, 2, 3);  view_188 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(add_70, 0);  add_70 = None
    permute_3 = torch.ops.aten.permute.default(squeeze_1, [1, 2, 0]);  squeeze_1 = None
    embedding_dense_backward_2 = torch.ops.aten.embedding_dense_backward.default(permute_3, add_4, 32, -1, False);  permute_3 = add_4 = None
    transpose_81 = torch.ops.aten.transpose.int(view_185, 1, 2);  view_185 = None
    clone_61 = torch.ops.aten.clone.default(transpose_81, memory_format = torch.contiguous_format);  transpose_81 = None
    _unsafe_view_64 = torch.ops.aten._unsafe_view.default(clone_61, [2, 8, 16]);  clone_61 = None
    view_190 = torch.ops.aten.view.default(_unsafe_view_64, [16, 16]);  _unsafe_view_64 = None
    t_153 = torch.ops.aten.t.default(view_190)
    mm_93 = torch.ops.aten.mm.default(t_153, view_4);  t_153 = view_4 = None
    t_154 = torch.ops.aten.t.default(mm_93);  mm_93 = None
    t_155 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_94 = torch.ops.aten.mm.default(view_190, t_155);  view_190 = t_155 = None
    view_191 = torch.ops.aten.view.default(mm_94, [2, 8, 16]);  mm_94 = None
    t_156 = torch.ops.aten.t.default(t_154);  t_154 = None
    transpose_82 = torch.ops.aten.transpose.int(transpose_80, 1, 2);  transpose_80 = None
    view_192 = torch.ops.aten.view.default(transpose_82, [2, 8, 16]);  transpose_82 = None
    clone_62 = torch.ops.aten.clone.default(view_192, memory_format = torch.contiguous_format);  view_192 = None
    _unsafe_view_65 = torch.ops.aten._unsafe_view.default(clone_62, [16, 16]);  clone_62 = None
    t_157 = torch.ops.aten.t.default(_unsafe_view_65)
    mm_95 = torch.ops.aten.mm.default(t_157, view_2);  t_157 = view_2 = None
    t_158 = torch.ops.aten.t.default(mm_95);  mm_95 = None
    t_159 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_96 = torch.ops.aten.mm.default(_unsafe_view_65, t_159);  _unsafe_view_65 = t_159 = None
    view_193 = torch.ops.aten.view.default(mm_96, [2, 8, 16]);  mm_96 = None
    add_71 = torch.ops.aten.add.Tensor(view_191, view_193);  view_191 = view_193 = None
    t_160 = torch.ops.aten.t.default(t_158);  t_158 = None
    transpose_83 = torch.ops.aten.transpose.int(view_189, 1, 2);  view_189 = None
    clone_63 = torch.ops.aten.clone.default(transpose_83, memory_format = torch.contiguous_format);  transpose_83 = None
    _unsafe_view_66 = torch.ops.aten._unsafe_view.default(clone_63, [2, 8, 16]);  clone_63 = None
    view_194 = torch.ops.aten.view.default(_unsafe_view_66, [16, 16]);  _unsafe_view_66 = None
    t_161 = torch.ops.aten.t.default(view_194)
    mm_97 = torch.ops.aten.mm.default(t_161, view);  t_161 = view = None
    t_162 = torch.ops.aten.t.default(mm_97);  mm_97 = None
    t_163 = torch.ops.aten.t.default(t);  t = None
    mm_98 = torch.ops.aten.mm.default(view_194, t_163);  view_194 = t_163 = None
    view_195 = torch.ops.aten.view.default(mm_98, [2, 8, 16]);  mm_98 = None
    add_72 = torch.ops.aten.add.Tensor(add_71, view_195);  add_71 = view_195 = None
    t_164 = torch.ops.aten.t.default(t_162);  t_162 = None
    mul_129 = torch.ops.aten.mul.Tensor(add_72, primals_3);  primals_3 = None
    mul_130 = torch.ops.aten.mul.Tensor(add_72, mul);  add_72 = mul = None
    sum_27 = torch.ops.aten.sum.dim_IntList(mul_130, [0, 1], True);  mul_130 = None
    view_196 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    mul_131 = torch.ops.aten.mul.Tensor(mul_129, clone)
    mul_132 = torch.ops.aten.mul.Tensor(mul_129, rsqrt);  mul_129 = rsqrt = None
    sum_28 = torch.ops.aten.sum.dim_IntList(mul_131, [2], True);  mul_131 = None
    add_73 = torch.ops.aten.add.Tensor(add_69, mul_132);  add_69 = mul_132 = None
    detach_43 = torch.ops.aten.detach.default(detach);  detach = None
    pow_35 = torch.ops.aten.pow.Tensor_Scalar(detach_43, 3);  detach_43 = None
    mul_133 = torch.ops.aten.mul.Scalar(sum_28, -0.5);  sum_28 = None
    mul_134 = torch.ops.aten.mul.Tensor(mul_133, pow_35);  mul_133 = pow_35 = None
    expand_36 = torch.ops.aten.expand.default(mul_134, [2, 8, 16]);  mul_134 = None
    div_15 = torch.ops.aten.div.Scalar(expand_36, 16);  expand_36 = None
    pow_36 = torch.ops.aten.pow.Tensor_Scalar(clone, 1.0);  clone = None
    mul_135 = torch.ops.aten.mul.Scalar(pow_36, 2.0);  pow_36 = None
    mul_136 = torch.ops.aten.mul.Tensor(div_15, mul_135);  div_15 = mul_135 = None
    add_74 = torch.ops.aten.add.Tensor(add_73, mul_136);  add_73 = mul_136 = None
    embedding_dense_backward_3 = torch.ops.aten.embedding_dense_backward.default(add_74, primals_1, 64, -1, False);  add_74 = primals_1 = None
    add_75 = torch.ops.aten.add.Tensor(add_60, embedding_dense_backward_3);  add_60 = embedding_dense_backward_3 = None
    return pytree.tree_unflatten([_unsafe_view_42, None, add_75, view_196, t_164, t_160, t_156, embedding_dense_backward_2, t_152, view_181, t_148, t_144, view_176, t_140, t_136, t_132, t_128, view_161, t_124, t_120, view_156, None, view_155, t_116, t_112, t_108, embedding_dense_backward, t_104, view_140, t_100, t_96, t_92, t_88, view_125, t_84, t_80, view_120, t_76, t_72, t_68, t_64, view_105, t_60, t_56, t_52, t_48, view_90, t_44, t_40, view_85], self._out_spec)
    