


def forward(self, masked_ids_1, orig_ids_1, mlm_mask_1, keep_1, mlm_labels_1, keep_f_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, masked_ids_1);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    slice_1 = torch.ops.aten.slice.Tensor(_param_constant1, 0, 0, 10);  _param_constant1 = None
    add = torch.ops.aten.add.Tensor(embedding, slice_1);  embedding = slice_1 = None
    mean = torch.ops.aten.mean.dim(add, [-1], True)
    sub = torch.ops.aten.sub.Tensor(add, mean)
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub, 2);  sub = None
    mean_1 = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    add_1 = torch.ops.aten.add.Tensor(mean_1, 1e-12);  mean_1 = None
    rsqrt = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(add, mean)
    mul = torch.ops.aten.mul.Tensor(sub_1, rsqrt);  sub_1 = None
    _param_constant2 = self._param_constant2
    mul_1 = torch.ops.aten.mul.Tensor(mul, _param_constant2);  mul = _param_constant2 = None
    _param_constant3 = self._param_constant3
    add_2 = torch.ops.aten.add.Tensor(mul_1, _param_constant3);  mul_1 = _param_constant3 = None
    mean_2 = torch.ops.aten.mean.dim(add_2, [-1], True)
    sub_2 = torch.ops.aten.sub.Tensor(add_2, mean_2)
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(sub_2, 2);  sub_2 = None
    mean_3 = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_3 = torch.ops.aten.add.Tensor(mean_3, 1e-12);  mean_3 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
    sub_3 = torch.ops.aten.sub.Tensor(add_2, mean_2)
    mul_2 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1);  sub_3 = None
    _param_constant4 = self._param_constant4
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, _param_constant4);  mul_2 = _param_constant4 = None
    _param_constant5 = self._param_constant5
    add_4 = torch.ops.aten.add.Tensor(mul_3, _param_constant5);  mul_3 = _param_constant5 = None
    view = torch.ops.aten.view.default(add_4, [20, 16]);  add_4 = None
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view, t);  _param_constant7 = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 10, 48]);  addmm = None
    split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
    getitem = split[0]
    getitem_1 = split[1]
    getitem_2 = split[2];  split = None
    view_2 = torch.ops.aten.view.default(getitem, [2, 10, 2, 8]);  getitem = None
    transpose = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    view_3 = torch.ops.aten.view.default(getitem_1, [2, 10, 2, 8]);  getitem_1 = None
    transpose_1 = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    view_4 = torch.ops.aten.view.default(getitem_2, [2, 10, 2, 8]);  getitem_2 = None
    transpose_2 = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    transpose_3 = torch.ops.aten.transpose.int(transpose_1, -1, -2);  transpose_1 = None
    expand = torch.ops.aten.expand.default(transpose, [2, 2, 10, 8]);  transpose = None
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 10, 8]);  clone = None
    expand_1 = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 10]);  transpose_3 = None
    clone_1 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 10]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 10, 10]);  bmm = None
    div = torch.ops.aten.div.Tensor(_unsafe_view_2, 2.8284271247461903);  _unsafe_view_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(keep_1, 1)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
    bitwise_not = torch.ops.aten.bitwise_not.default(unsqueeze_1);  unsqueeze_1 = None
    masked_fill = torch.ops.aten.masked_fill.Scalar(div, bitwise_not, -10000.0);  div = None
    _softmax = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None
    detach = torch.ops.aten.detach.default(_softmax)
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 2, 10, 10]);  _softmax = None
    view_5 = torch.ops.aten.view.default(expand_2, [4, 10, 10]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(transpose_2, [2, 2, 10, 8]);  transpose_2 = None
    clone_2 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 10, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_5, _unsafe_view_3)
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 10, 8]);  bmm_1 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_3, [2, 10, 16]);  clone_3 = None
    view_6 = torch.ops.aten.view.default(_unsafe_view_5, [20, 16]);  _unsafe_view_5 = None
    _param_constant8 = self._param_constant8
    t_1 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_1 = torch.ops.aten.addmm.default(_param_constant9, view_6, t_1);  _param_constant9 = None
    view_7 = torch.ops.aten.view.default(addmm_1, [2, 10, 16]);  addmm_1 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, view_7);  view_7 = None
    mean_4 = torch.ops.aten.mean.dim(add_5, [-1], True)
    sub_4 = torch.ops.aten.sub.Tensor(add_5, mean_4)
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(sub_4, 2);  sub_4 = None
    mean_5 = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
    add_6 = torch.ops.aten.add.Tensor(mean_5, 1e-12);  mean_5 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
    sub_5 = torch.ops.aten.sub.Tensor(add_5, mean_4)
    mul_4 = torch.ops.aten.mul.Tensor(sub_5, rsqrt_2);  sub_5 = None
    _param_constant10 = self._param_constant10
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, _param_constant10);  mul_4 = _param_constant10 = None
    _param_constant11 = self._param_constant11
    add_7 = torch.ops.aten.add.Tensor(mul_5, _param_constant11);  mul_5 = _param_constant11 = None
    view_8 = torch.ops.aten.view.default(add_7, [20, 16]);  add_7 = None
    _param_constant12 = self._param_constant12
    t_2 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_2 = torch.ops.aten.addmm.default(_param_constant13, view_8, t_2);  _param_constant13 = None
    view_9 = torch.ops.aten.view.default(addmm_2, [2, 10, 32]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_9)
    view_10 = torch.ops.aten.view.default(gelu, [20, 32]);  gelu = None
    _param_constant14 = self._param_constant14
    t_3 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_3 = torch.ops.aten.addmm.default(_param_constant15, view_10, t_3);  _param_constant15 = None
    view_11 = torch.ops.aten.view.default(addmm_3, [2, 10, 16]);  addmm_3 = None
    add_8 = torch.ops.aten.add.Tensor(add_5, view_11);  view_11 = None
    mean_6 = torch.ops.aten.mean.dim(add_8, [-1], True)
    sub_6 = torch.ops.aten.sub.Tensor(add_8, mean_6)
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(sub_6, 2);  sub_6 = None
    mean_7 = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_9 = torch.ops.aten.add.Tensor(mean_7, 1e-12);  mean_7 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_9);  add_9 = None
    sub_7 = torch.ops.aten.sub.Tensor(add_8, mean_6)
    mul_6 = torch.ops.aten.mul.Tensor(sub_7, rsqrt_3);  sub_7 = None
    _param_constant16 = self._param_constant16
    mul_7 = torch.ops.aten.mul.Tensor(mul_6, _param_constant16);  mul_6 = _param_constant16 = None
    _param_constant17 = self._param_constant17
    add_10 = torch.ops.aten.add.Tensor(mul_7, _param_constant17);  mul_7 = _param_constant17 = None
    view_12 = torch.ops.aten.view.default(add_10, [20, 16]);  add_10 = None
    _param_constant18 = self._param_constant18
    t_4 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_4 = torch.ops.aten.addmm.default(_param_constant19, view_12, t_4);  _param_constant19 = None
    view_13 = torch.ops.aten.view.default(addmm_4, [2, 10, 16]);  addmm_4 = None
    gelu_1 = torch.ops.aten.gelu.default(view_13)
    mean_8 = torch.ops.aten.mean.dim(gelu_1, [-1], True)
    sub_8 = torch.ops.aten.sub.Tensor(gelu_1, mean_8)
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(sub_8, 2);  sub_8 = None
    mean_9 = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None
    add_11 = torch.ops.aten.add.Tensor(mean_9, 1e-12);  mean_9 = None
    rsqrt_4 = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
    sub_9 = torch.ops.aten.sub.Tensor(gelu_1, mean_8)
    mul_8 = torch.ops.aten.mul.Tensor(sub_9, rsqrt_4);  sub_9 = None
    _param_constant20 = self._param_constant20
    mul_9 = torch.ops.aten.mul.Tensor(mul_8, _param_constant20);  mul_8 = _param_constant20 = None
    _param_constant21 = self._param_constant21
    add_12 = torch.ops.aten.add.Tensor(mul_9, _param_constant21);  mul_9 = _param_constant21 = None
    _param_constant0_1 = self._param_constant0
    t_5 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    view_14 = torch.ops.aten.view.default(add_12, [20, 16]);  add_12 = None
    mm = torch.ops.aten.mm.default(view_14, t_5)
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm, [2, 10, 24]);  mm = None
    _param_constant22 = self._param_constant22
    add_13 = torch.ops.aten.add.Tensor(_unsafe_view_6, _param_constant22);  _unsafe_view_6 = _param_constant22 = None
    detach_1 = torch.ops.aten.detach.default(add_13)
    argmax = torch.ops.aten.argmax.default(detach_1, -1);  detach_1 = None
    where = torch.ops.aten.where.self(mlm_mask_1, argmax, orig_ids_1);  mlm_mask_1 = argmax = None
    ne = torch.ops.aten.ne.Tensor(where, orig_ids_1);  orig_ids_1 = None
    _to_copy = torch.ops.aten._to_copy.default(ne, dtype = torch.float32);  ne = None
    _param_constant0_2 = self._param_constant0
    embedding_1 = torch.ops.aten.embedding.default(_param_constant0_2, where);  _param_constant0_2 = None
    _param_constant1_1 = self._param_constant1
    slice_2 = torch.ops.aten.slice.Tensor(_param_constant1_1, 0, 0, 10);  _param_constant1_1 = None
    add_14 = torch.ops.aten.add.Tensor(embedding_1, slice_2);  embedding_1 = slice_2 = None
    mean_10 = torch.ops.aten.mean.dim(add_14, [-1], True)
    sub_10 = torch.ops.aten.sub.Tensor(add_14, mean_10)
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(sub_10, 2);  sub_10 = None
    mean_11 = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_15 = torch.ops.aten.add.Tensor(mean_11, 1e-12);  mean_11 = None
    rsqrt_5 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    sub_11 = torch.ops.aten.sub.Tensor(add_14, mean_10)
    mul_10 = torch.ops.aten.mul.Tensor(sub_11, rsqrt_5);  sub_11 = None
    _param_constant2_1 = self._param_constant2
    mul_11 = torch.ops.aten.mul.Tensor(mul_10, _param_constant2_1);  mul_10 = _param_constant2_1 = None
    _param_constant3_1 = self._param_constant3
    add_16 = torch.ops.aten.add.Tensor(mul_11, _param_constant3_1);  mul_11 = _param_constant3_1 = None
    mean_12 = torch.ops.aten.mean.dim(add_16, [-1], True)
    sub_12 = torch.ops.aten.sub.Tensor(add_16, mean_12)
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(sub_12, 2);  sub_12 = None
    mean_13 = torch.ops.aten.mean.dim(pow_7, [-1], True);  pow_7 = None
    add_17 = torch.ops.aten.add.Tensor(mean_13, 1e-12);  mean_13 = None
    rsqrt_6 = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
    sub_13 = torch.ops.aten.sub.Tensor(add_16, mean_12)
    mul_12 = torch.ops.aten.mul.Tensor(sub_13, rsqrt_6);  sub_13 = None
    _param_constant23 = self._param_constant23
    mul_13 = torch.ops.aten.mul.Tensor(mul_12, _param_constant23);  mul_12 = _param_constant23 = None
    _param_constant24 = self._param_constant24
    add_18 = torch.ops.aten.add.Tensor(mul_13, _param_constant24);  mul_13 = _param_constant24 = None
    view_15 = torch.ops.aten.view.default(add_18, [20, 16]);  add_18 = None
    _param_constant25 = self._param_constant25
    t_6 = torch.ops.aten.t.default(_param_constant25);  _param_constant25 = None
    _param_constant26 = self._param_constant26
    addmm_5 = torch.ops.aten.addmm.default(_param_constant26, view_15, t_6);  _param_constant26 = None
    view_16 = torch.ops.aten.view.default(addmm_5, [2, 10, 48]);  addmm_5 = None
    split_1 = torch.ops.aten.split.Tensor(view_16, 16, -1);  view_16 = None
    getitem_3 = split_1[0]
    getitem_4 = split_1[1]
    getitem_5 = split_1[2];  split_1 = None
    view_17 = torch.ops.aten.view.default(getitem_3, [2, 10, 2, 8]);  getitem_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
    view_18 = torch.ops.aten.view.default(getitem_4, [2, 10, 2, 8]);  getitem_4 = None
    transpose_6 = torch.ops.aten.transpose.int(view_18, 1, 2);  view_18 = None
    view_19 = torch.ops.aten.view.default(getitem_5, [2, 10, 2, 8]);  getitem_5 = None
    transpose_7 = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None
    transpose_8 = torch.ops.aten.transpose.int(transpose_6, -1, -2);  transpose_6 = None
    expand_4 = torch.ops.aten.expand.default(transpose_5, [2, 2, 10, 8]);  transpose_5 = None
    clone_4 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_4, [4, 10, 8]);  clone_4 = None
    expand_5 = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 10]);  transpose_8 = None
    clone_5 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 10]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_7, _unsafe_view_8)
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 10, 10]);  bmm_2 = None
    div_1 = torch.ops.aten.div.Tensor(_unsafe_view_9, 2.8284271247461903);  _unsafe_view_9 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(keep_1, 1)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 2);  unsqueeze_2 = None
    bitwise_not_1 = torch.ops.aten.bitwise_not.default(unsqueeze_3);  unsqueeze_3 = None
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(div_1, bitwise_not_1, -10000.0);  div_1 = None
    _softmax_1 = torch.ops.aten._softmax.default(masked_fill_1, -1, False);  masked_fill_1 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_1)
    expand_6 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 10, 10]);  _softmax_1 = None
    view_20 = torch.ops.aten.view.default(expand_6, [4, 10, 10]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(transpose_7, [2, 2, 10, 8]);  transpose_7 = None
    clone_6 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_6, [4, 10, 8]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_20, _unsafe_view_10)
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 10, 8]);  bmm_3 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_11, 1, 2);  _unsafe_view_11 = None
    clone_7 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_7, [2, 10, 16]);  clone_7 = None
    view_21 = torch.ops.aten.view.default(_unsafe_view_12, [20, 16]);  _unsafe_view_12 = None
    _param_constant27 = self._param_constant27
    t_7 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    _param_constant28 = self._param_constant28
    addmm_6 = torch.ops.aten.addmm.default(_param_constant28, view_21, t_7);  _param_constant28 = None
    view_22 = torch.ops.aten.view.default(addmm_6, [2, 10, 16]);  addmm_6 = None
    add_19 = torch.ops.aten.add.Tensor(add_16, view_22);  view_22 = None
    mean_14 = torch.ops.aten.mean.dim(add_19, [-1], True)
    sub_14 = torch.ops.aten.sub.Tensor(add_19, mean_14)
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(sub_14, 2);  sub_14 = None
    mean_15 = torch.ops.aten.mean.dim(pow_8, [-1], True);  pow_8 = None
    add_20 = torch.ops.aten.add.Tensor(mean_15, 1e-12);  mean_15 = None
    rsqrt_7 = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
    sub_15 = torch.ops.aten.sub.Tensor(add_19, mean_14)
    mul_14 = torch.ops.aten.mul.Tensor(sub_15, rsqrt_7);  sub_15 = None
    _param_constant29 = self._param_constant29
    mul_15 = torch.ops.aten.mul.Tensor(mul_14, _param_constant29);  mul_14 = _param_constant29 = None
    _param_constant30 = self._param_constant30
    add_21 = torch.ops.aten.add.Tensor(mul_15, _param_constant30);  mul_15 = _param_constant30 = None
    view_23 = torch.ops.aten.view.default(add_21, [20, 16]);  add_21 = None
    _param_constant31 = self._param_constant31
    t_8 = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
    _param_constant32 = self._param_constant32
    addmm_7 = torch.ops.aten.addmm.default(_param_constant32, view_23, t_8);  _param_constant32 = None
    view_24 = torch.ops.aten.view.default(addmm_7, [2, 10, 32]);  addmm_7 = None
    gelu_2 = torch.ops.aten.gelu.default(view_24)
    view_25 = torch.ops.aten.view.default(gelu_2, [20, 32]);  gelu_2 = None
    _param_constant33 = self._param_constant33
    t_9 = torch.ops.aten.t.default(_param_constant33);  _param_constant33 = None
    _param_constant34 = self._param_constant34
    addmm_8 = torch.ops.aten.addmm.default(_param_constant34, view_25, t_9);  _param_constant34 = None
    view_26 = torch.ops.aten.view.default(addmm_8, [2, 10, 16]);  addmm_8 = None
    add_22 = torch.ops.aten.add.Tensor(add_19, view_26);  view_26 = None
    mean_16 = torch.ops.aten.mean.dim(add_22, [-1], True)
    sub_16 = torch.ops.aten.sub.Tensor(add_22, mean_16)
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(sub_16, 2);  sub_16 = None
    mean_17 = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
    add_23 = torch.ops.aten.add.Tensor(mean_17, 1e-12);  mean_17 = None
    rsqrt_8 = torch.ops.aten.rsqrt.default(add_23);  add_23 = None
    sub_17 = torch.ops.aten.sub.Tensor(add_22, mean_16)
    mul_16 = torch.ops.aten.mul.Tensor(sub_17, rsqrt_8);  sub_17 = None
    _param_constant35 = self._param_constant35
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, _param_constant35);  mul_16 = _param_constant35 = None
    _param_constant36 = self._param_constant36
    add_24 = torch.ops.aten.add.Tensor(mul_17, _param_constant36);  mul_17 = _param_constant36 = None
    view_27 = torch.ops.aten.view.default(add_24, [20, 16]);  add_24 = None
    _param_constant37 = self._param_constant37
    t_10 = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
    _param_constant38 = self._param_constant38
    addmm_9 = torch.ops.aten.addmm.default(_param_constant38, view_27, t_10);  _param_constant38 = None
    view_28 = torch.ops.aten.view.default(addmm_9, [2, 10, 48]);  addmm_9 = None
    split_2 = torch.ops.aten.split.Tensor(view_28, 16, -1);  view_28 = None
    getitem_6 = split_2[0]
    getitem_7 = split_2[1]
    getitem_8 = split_2[2];  split_2 = None
    view_29 = torch.ops.aten.view.default(getitem_6, [2, 10, 2, 8]);  getitem_6 = None
    transpose_10 = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None
    view_30 = torch.ops.aten.view.default(getitem_7, [2, 10, 2, 8]);  getitem_7 = None
    transpose_11 = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
    view_31 = torch.ops.aten.view.default(getitem_8, [2, 10, 2, 8]);  getitem_8 = None
    transpose_12 = torch.ops.aten.transpose.int(view_31, 1, 2);  view_31 = None
    transpose_13 = torch.ops.aten.transpose.int(transpose_11, -1, -2);  transpose_11 = None
    expand_8 = torch.ops.aten.expand.default(transpose_10, [2, 2, 10, 8]);  transpose_10 = None
    clone_8 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_8, [4, 10, 8]);  clone_8 = None
    expand_9 = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 10]);  transpose_13 = None
    clone_9 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_9, [4, 8, 10]);  clone_9 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_13, _unsafe_view_14)
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 10, 10]);  bmm_4 = None
    div_2 = torch.ops.aten.div.Tensor(_unsafe_view_15, 2.8284271247461903);  _unsafe_view_15 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(keep_1, 1);  keep_1 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 2);  unsqueeze_4 = None
    bitwise_not_2 = torch.ops.aten.bitwise_not.default(unsqueeze_5);  unsqueeze_5 = None
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(div_2, bitwise_not_2, -10000.0);  div_2 = None
    _softmax_2 = torch.ops.aten._softmax.default(masked_fill_2, -1, False);  masked_fill_2 = None
    detach_3 = torch.ops.aten.detach.default(_softmax_2)
    expand_10 = torch.ops.aten.expand.default(_softmax_2, [2, 2, 10, 10]);  _softmax_2 = None
    view_32 = torch.ops.aten.view.default(expand_10, [4, 10, 10]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(transpose_12, [2, 2, 10, 8]);  transpose_12 = None
    clone_10 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_10, [4, 10, 8]);  clone_10 = None
    bmm_5 = torch.ops.aten.bmm.default(view_32, _unsafe_view_16)
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 10, 8]);  bmm_5 = None
    transpose_14 = torch.ops.aten.transpose.int(_unsafe_view_17, 1, 2);  _unsafe_view_17 = None
    clone_11 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_11, [2, 10, 16]);  clone_11 = None
    view_33 = torch.ops.aten.view.default(_unsafe_view_18, [20, 16]);  _unsafe_view_18 = None
    _param_constant39 = self._param_constant39
    t_11 = torch.ops.aten.t.default(_param_constant39);  _param_constant39 = None
    _param_constant40 = self._param_constant40
    addmm_10 = torch.ops.aten.addmm.default(_param_constant40, view_33, t_11);  _param_constant40 = None
    view_34 = torch.ops.aten.view.default(addmm_10, [2, 10, 16]);  addmm_10 = None
    add_25 = torch.ops.aten.add.Tensor(add_22, view_34);  view_34 = None
    mean_18 = torch.ops.aten.mean.dim(add_25, [-1], True)
    sub_18 = torch.ops.aten.sub.Tensor(add_25, mean_18)
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(sub_18, 2);  sub_18 = None
    mean_19 = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None
    add_26 = torch.ops.aten.add.Tensor(mean_19, 1e-12);  mean_19 = None
    rsqrt_9 = torch.ops.aten.rsqrt.default(add_26);  add_26 = None
    sub_19 = torch.ops.aten.sub.Tensor(add_25, mean_18)
    mul_18 = torch.ops.aten.mul.Tensor(sub_19, rsqrt_9);  sub_19 = None
    _param_constant41 = self._param_constant41
    mul_19 = torch.ops.aten.mul.Tensor(mul_18, _param_constant41);  mul_18 = _param_constant41 = None
    _param_constant42 = self._param_constant42
    add_27 = torch.ops.aten.add.Tensor(mul_19, _param_constant42);  mul_19 = _param_constant42 = None
    view_35 = torch.ops.aten.view.default(add_27, [20, 16]);  add_27 = None
    _param_constant43 = self._param_constant43
    t_12 = torch.ops.aten.t.default(_param_constant43);  _param_constant43 = None
    _param_constant44 = self._param_constant44
    addmm_11 = torch.ops.aten.addmm.default(_param_constant44, view_35, t_12);  _param_constant44 = None
    view_36 = torch.ops.aten.view.default(addmm_11, [2, 10, 32]);  addmm_11 = None
    gelu_3 = torch.ops.aten.gelu.default(view_36)
    view_37 = torch.ops.aten.view.default(gelu_3, [20, 32]);  gelu_3 = None
    _param_constant45 = self._param_constant45
    t_13 = torch.ops.aten.t.default(_param_constant45);  _param_constant45 = None
    _param_constant46 = self._param_constant46
    addmm_12 = torch.ops.aten.addmm.default(_param_constant46, view_37, t_13);  _param_constant46 = None
    view_38 = torch.ops.aten.view.default(addmm_12, [2, 10, 16]);  addmm_12 = None
    add_28 = torch.ops.aten.add.Tensor(add_25, view_38);  view_38 = None
    mean_20 = torch.ops.aten.mean.dim(add_28, [-1], True)
    sub_20 = torch.ops.aten.sub.Tensor(add_28, mean_20)
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(sub_20, 2);  sub_20 = None
    mean_21 = torch.ops.aten.mean.dim(pow_11, [-1], True);  pow_11 = None
    add_29 = torch.ops.aten.add.Tensor(mean_21, 1e-12);  mean_21 = None
    rsqrt_10 = torch.ops.aten.rsqrt.default(add_29);  add_29 = None
    sub_21 = torch.ops.aten.sub.Tensor(add_28, mean_20)
    mul_20 = torch.ops.aten.mul.Tensor(sub_21, rsqrt_10);  sub_21 = None
    _param_constant47 = self._param_constant47
    mul_21 = torch.ops.aten.mul.Tensor(mul_20, _param_constant47);  mul_20 = _param_constant47 = None
    _param_constant48 = self._param_constant48
    add_30 = torch.ops.aten.add.Tensor(mul_21, _param_constant48);  mul_21 = _param_constant48 = None
    view_39 = torch.ops.aten.view.default(add_30, [20, 16]);  add_30 = None
    _param_constant49 = self._param_constant49
    t_14 = torch.ops.aten.t.default(_param_constant49);  _param_constant49 = None
    _param_constant50 = self._param_constant50
    addmm_13 = torch.ops.aten.addmm.default(_param_constant50, view_39, t_14);  _param_constant50 = None
    view_40 = torch.ops.aten.view.default(addmm_13, [2, 10, 16]);  addmm_13 = None
    gelu_4 = torch.ops.aten.gelu.default(view_40)
    view_41 = torch.ops.aten.view.default(gelu_4, [20, 16]);  gelu_4 = None
    _param_constant51 = self._param_constant51
    t_15 = torch.ops.aten.t.default(_param_constant51);  _param_constant51 = None
    _param_constant52 = self._param_constant52
    addmm_14 = torch.ops.aten.addmm.default(_param_constant52, view_41, t_15);  _param_constant52 = None
    view_42 = torch.ops.aten.view.default(addmm_14, [2, 10, 1]);  addmm_14 = None
    squeeze = torch.ops.aten.squeeze.dim(view_42, -1);  view_42 = None
    view_43 = torch.ops.aten.view.default(add_13, [-1, 24]);  add_13 = None
    view_44 = torch.ops.aten.view.default(mlm_labels_1, [-1]);  mlm_labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_43, 1, False);  view_43 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_44, None, 1, -100)
    getitem_9 = nll_loss_forward[0]
    getitem_10 = nll_loss_forward[1];  nll_loss_forward = None
    binary_cross_entropy_with_logits = torch.ops.aten.binary_cross_entropy_with_logits.default(squeeze, _to_copy, None, None, 0)
    mul_22 = torch.ops.aten.mul.Tensor(binary_cross_entropy_with_logits, keep_f_1);  binary_cross_entropy_with_logits = None
    sum_1 = torch.ops.aten.sum.default(mul_22);  mul_22 = None
    sum_2 = torch.ops.aten.sum.default(keep_f_1)
    div_3 = torch.ops.aten.div.Tensor(sum_1, sum_2);  sum_1 = None
    mul_23 = torch.ops.aten.mul.Tensor(div_3, 50.0);  div_3 = None
    add_31 = torch.ops.aten.add.Tensor(getitem_9, mul_23);  getitem_9 = mul_23 = None
    ones_like = torch.ops.aten.ones_like.default(add_31, pin_memory = False, memory_format = torch.preserve_format)
    mul_24 = torch.ops.aten.mul.Tensor(ones_like, 50.0)
    div_4 = torch.ops.aten.div.Tensor(mul_24, sum_2);  mul_24 = sum_2 = None
    expand_12 = torch.ops.aten.expand.default(div_4, [2, 10]);  div_4 = None
    mul_25 = torch.ops.aten.mul.Tensor(expand_12, keep_f_1);  expand_12 = keep_f_1 = None
    sigmoid = torch.ops.aten.sigmoid.default(squeeze);  squeeze = None
    sub_22 = torch.ops.aten.sub.Tensor(sigmoid, _to_copy);  sigmoid = _to_copy = None
    mul_26 = torch.ops.aten.mul.Tensor(sub_22, mul_25);  sub_22 = mul_25 = None
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, view_44, None, 1, -100, getitem_10);  ones_like = _log_softmax = view_44 = getitem_10 = None
    detach_5 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_5, 1, torch.float32);  nll_loss_backward = detach_5 = None
    view_45 = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 10, 24]);  _log_softmax_backward_data = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(mul_26, 2);  mul_26 = None
    view_46 = torch.ops.aten.view.default(unsqueeze_6, [20, 1]);  unsqueeze_6 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    mm_1 = torch.ops.aten.mm.default(view_46, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(view_46)
    mm_2 = torch.ops.aten.mm.default(t_17, view_41);  t_17 = view_41 = None
    t_18 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_46, [0], True);  view_46 = None
    view_47 = torch.ops.aten.view.default(sum_3, [1]);  sum_3 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_48 = torch.ops.aten.view.default(mm_1, [2, 10, 16]);  mm_1 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(view_48, view_40);  view_48 = view_40 = None
    view_49 = torch.ops.aten.view.default(gelu_backward, [20, 16]);  gelu_backward = None
    t_20 = torch.ops.aten.t.default(t_14);  t_14 = None
    mm_3 = torch.ops.aten.mm.default(view_49, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(view_49)
    mm_4 = torch.ops.aten.mm.default(t_21, view_39);  t_21 = view_39 = None
    t_22 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_49, [0], True);  view_49 = None
    view_50 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    view_51 = torch.ops.aten.view.default(mm_3, [2, 10, 16]);  mm_3 = None
    sub_23 = torch.ops.aten.sub.Tensor(add_28, mean_20);  add_28 = mean_20 = None
    mul_27 = torch.ops.aten.mul.Tensor(sub_23, rsqrt_10);  sub_23 = None
    _param_constant47_1 = self._param_constant47
    mul_28 = torch.ops.aten.mul.Tensor(view_51, _param_constant47_1);  _param_constant47_1 = None
    mean_22 = torch.ops.aten.mean.dim(mul_28, [-1], True)
    sub_24 = torch.ops.aten.sub.Tensor(mul_28, mean_22);  mean_22 = None
    mul_29 = torch.ops.aten.mul.Tensor(mul_28, mul_27);  mul_28 = None
    mean_23 = torch.ops.aten.mean.dim(mul_29, [-1], True);  mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(mul_27, mean_23);  mean_23 = None
    sub_25 = torch.ops.aten.sub.Tensor(sub_24, mul_30);  sub_24 = mul_30 = None
    mul_31 = torch.ops.aten.mul.Tensor(rsqrt_10, sub_25);  rsqrt_10 = sub_25 = None
    mul_32 = torch.ops.aten.mul.Tensor(view_51, mul_27);  mul_27 = None
    view_52 = torch.ops.aten.view.default(mul_32, [-1, 16]);  mul_32 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_52, [0]);  view_52 = None
    view_53 = torch.ops.aten.view.default(view_51, [-1, 16]);  view_51 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_53, [0]);  view_53 = None
    view_54 = torch.ops.aten.view.default(mul_31, [20, 16])
    t_24 = torch.ops.aten.t.default(t_13);  t_13 = None
    mm_5 = torch.ops.aten.mm.default(view_54, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(view_54)
    mm_6 = torch.ops.aten.mm.default(t_25, view_37);  t_25 = view_37 = None
    t_26 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_54, [0], True);  view_54 = None
    view_55 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    view_56 = torch.ops.aten.view.default(mm_5, [2, 10, 32]);  mm_5 = None
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_56, view_36);  view_56 = view_36 = None
    view_57 = torch.ops.aten.view.default(gelu_backward_1, [20, 32]);  gelu_backward_1 = None
    t_28 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm_7 = torch.ops.aten.mm.default(view_57, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(view_57)
    mm_8 = torch.ops.aten.mm.default(t_29, view_35);  t_29 = view_35 = None
    t_30 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_57, [0], True);  view_57 = None
    view_58 = torch.ops.aten.view.default(sum_8, [32]);  sum_8 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    view_59 = torch.ops.aten.view.default(mm_7, [2, 10, 16]);  mm_7 = None
    sub_26 = torch.ops.aten.sub.Tensor(add_25, mean_18);  add_25 = mean_18 = None
    mul_33 = torch.ops.aten.mul.Tensor(sub_26, rsqrt_9);  sub_26 = None
    _param_constant41_1 = self._param_constant41
    mul_34 = torch.ops.aten.mul.Tensor(view_59, _param_constant41_1);  _param_constant41_1 = None
    mean_24 = torch.ops.aten.mean.dim(mul_34, [-1], True)
    sub_27 = torch.ops.aten.sub.Tensor(mul_34, mean_24);  mean_24 = None
    mul_35 = torch.ops.aten.mul.Tensor(mul_34, mul_33);  mul_34 = None
    mean_25 = torch.ops.aten.mean.dim(mul_35, [-1], True);  mul_35 = None
    mul_36 = torch.ops.aten.mul.Tensor(mul_33, mean_25);  mean_25 = None
    sub_28 = torch.ops.aten.sub.Tensor(sub_27, mul_36);  sub_27 = mul_36 = None
    mul_37 = torch.ops.aten.mul.Tensor(rsqrt_9, sub_28);  rsqrt_9 = sub_28 = None
    mul_38 = torch.ops.aten.mul.Tensor(view_59, mul_33);  mul_33 = None
    view_60 = torch.ops.aten.view.default(mul_38, [-1, 16]);  mul_38 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_60, [0]);  view_60 = None
    view_61 = torch.ops.aten.view.default(view_59, [-1, 16]);  view_59 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_61, [0]);  view_61 = None
    add_32 = torch.ops.aten.add.Tensor(mul_31, mul_37);  mul_31 = mul_37 = None
    view_62 = torch.ops.aten.view.default(add_32, [20, 16])
    t_32 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_9 = torch.ops.aten.mm.default(view_62, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(view_62)
    mm_10 = torch.ops.aten.mm.default(t_33, view_33);  t_33 = view_33 = None
    t_34 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_62, [0], True);  view_62 = None
    view_63 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    view_64 = torch.ops.aten.view.default(mm_9, [2, 10, 16]);  mm_9 = None
    view_65 = torch.ops.aten.view.default(view_64, [2, 10, 2, 8]);  view_64 = None
    transpose_15 = torch.ops.aten.transpose.int(view_65, 1, 2);  view_65 = None
    clone_12 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_12, [4, 10, 8]);  clone_12 = None
    transpose_16 = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_16, _unsafe_view_19);  transpose_16 = None
    transpose_17 = torch.ops.aten.transpose.int(_unsafe_view_16, 1, 2);  _unsafe_view_16 = None
    bmm_7 = torch.ops.aten.bmm.default(_unsafe_view_19, transpose_17);  _unsafe_view_19 = transpose_17 = None
    view_66 = torch.ops.aten.view.default(bmm_6, [2, 2, 10, 8]);  bmm_6 = None
    view_67 = torch.ops.aten.view.default(bmm_7, [2, 2, 10, 10]);  bmm_7 = None
    detach_6 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_67, detach_6, -1, torch.float32);  view_67 = detach_6 = None
    masked_fill_3 = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, bitwise_not_2, 0);  _softmax_backward_data = bitwise_not_2 = None
    div_5 = torch.ops.aten.div.Tensor(masked_fill_3, 2.8284271247461903);  masked_fill_3 = None
    view_68 = torch.ops.aten.view.default(div_5, [4, 10, 10]);  div_5 = None
    transpose_18 = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_18, view_68);  transpose_18 = None
    transpose_19 = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None
    bmm_9 = torch.ops.aten.bmm.default(view_68, transpose_19);  view_68 = transpose_19 = None
    view_69 = torch.ops.aten.view.default(bmm_8, [2, 2, 8, 10]);  bmm_8 = None
    view_70 = torch.ops.aten.view.default(bmm_9, [2, 2, 10, 8]);  bmm_9 = None
    transpose_20 = torch.ops.aten.transpose.int(view_69, -1, -2);  view_69 = None
    transpose_21 = torch.ops.aten.transpose.int(view_66, 1, 2);  view_66 = None
    clone_13 = torch.ops.aten.clone.default(transpose_21, memory_format = torch.contiguous_format);  transpose_21 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_13, [2, 10, 16]);  clone_13 = None
    transpose_22 = torch.ops.aten.transpose.int(transpose_20, 1, 2);  transpose_20 = None
    view_71 = torch.ops.aten.view.default(transpose_22, [2, 10, 16]);  transpose_22 = None
    transpose_23 = torch.ops.aten.transpose.int(view_70, 1, 2);  view_70 = None
    clone_14 = torch.ops.aten.clone.default(transpose_23, memory_format = torch.contiguous_format);  transpose_23 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_14, [2, 10, 16]);  clone_14 = None
    cat = torch.ops.aten.cat.default([_unsafe_view_21, view_71, _unsafe_view_20], 2);  _unsafe_view_21 = view_71 = _unsafe_view_20 = None
    view_72 = torch.ops.aten.view.default(cat, [20, 48]);  cat = None
    t_36 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_11 = torch.ops.aten.mm.default(view_72, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(view_72)
    mm_12 = torch.ops.aten.mm.default(t_37, view_27);  t_37 = view_27 = None
    t_38 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_72, [0], True);  view_72 = None
    view_73 = torch.ops.aten.view.default(sum_12, [48]);  sum_12 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    view_74 = torch.ops.aten.view.default(mm_11, [2, 10, 16]);  mm_11 = None
    sub_29 = torch.ops.aten.sub.Tensor(add_22, mean_16);  add_22 = mean_16 = None
    mul_39 = torch.ops.aten.mul.Tensor(sub_29, rsqrt_8);  sub_29 = None
    _param_constant35_1 = self._param_constant35
    mul_40 = torch.ops.aten.mul.Tensor(view_74, _param_constant35_1);  _param_constant35_1 = None
    mean_26 = torch.ops.aten.mean.dim(mul_40, [-1], True)
    sub_30 = torch.ops.aten.sub.Tensor(mul_40, mean_26);  mean_26 = None
    mul_41 = torch.ops.aten.mul.Tensor(mul_40, mul_39);  mul_40 = None
    mean_27 = torch.ops.aten.mean.dim(mul_41, [-1], True);  mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(mul_39, mean_27);  mean_27 = None
    sub_31 = torch.ops.aten.sub.Tensor(sub_30, mul_42);  sub_30 = mul_42 = None
    mul_43 = torch.ops.aten.mul.Tensor(rsqrt_8, sub_31);  rsqrt_8 = sub_31 = None
    mul_44 = torch.ops.aten.mul.Tensor(view_74, mul_39);  mul_39 = None
    view_75 = torch.ops.aten.view.default(mul_44, [-1, 16]);  mul_44 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_75, [0]);  view_75 = None
    view_76 = torch.ops.aten.view.default(view_74, [-1, 16]);  view_74 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_76, [0]);  view_76 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, mul_43);  add_32 = mul_43 = None
    view_77 = torch.ops.aten.view.default(add_33, [20, 16])
    t_40 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_13 = torch.ops.aten.mm.default(view_77, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(view_77)
    mm_14 = torch.ops.aten.mm.default(t_41, view_25);  t_41 = view_25 = None
    t_42 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_77, [0], True);  view_77 = None
    view_78 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    view_79 = torch.ops.aten.view.default(mm_13, [2, 10, 32]);  mm_13 = None
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(view_79, view_24);  view_79 = view_24 = None
    view_80 = torch.ops.aten.view.default(gelu_backward_2, [20, 32]);  gelu_backward_2 = None
    t_44 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_15 = torch.ops.aten.mm.default(view_80, t_44);  t_44 = None
    t_45 = torch.ops.aten.t.default(view_80)
    mm_16 = torch.ops.aten.mm.default(t_45, view_23);  t_45 = view_23 = None
    t_46 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_80, [0], True);  view_80 = None
    view_81 = torch.ops.aten.view.default(sum_16, [32]);  sum_16 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    view_82 = torch.ops.aten.view.default(mm_15, [2, 10, 16]);  mm_15 = None
    sub_32 = torch.ops.aten.sub.Tensor(add_19, mean_14);  add_19 = mean_14 = None
    mul_45 = torch.ops.aten.mul.Tensor(sub_32, rsqrt_7);  sub_32 = None
    _param_constant29_1 = self._param_constant29
    mul_46 = torch.ops.aten.mul.Tensor(view_82, _param_constant29_1);  _param_constant29_1 = None
    mean_28 = torch.ops.aten.mean.dim(mul_46, [-1], True)
    sub_33 = torch.ops.aten.sub.Tensor(mul_46, mean_28);  mean_28 = None
    mul_47 = torch.ops.aten.mul.Tensor(mul_46, mul_45);  mul_46 = None
    mean_29 = torch.ops.aten.mean.dim(mul_47, [-1], True);  mul_47 = None
    mul_48 = torch.ops.aten.mul.Tensor(mul_45, mean_29);  mean_29 = None
    sub_34 = torch.ops.aten.sub.Tensor(sub_33, mul_48);  sub_33 = mul_48 = None
    mul_49 = torch.ops.aten.mul.Tensor(rsqrt_7, sub_34);  rsqrt_7 = sub_34 = None
    mul_50 = torch.ops.aten.mul.Tensor(view_82, mul_45);  mul_45 = None
    view_83 = torch.ops.aten.view.default(mul_50, [-1, 16]);  mul_50 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_83, [0]);  view_83 = None
    view_84 = torch.ops.aten.view.default(view_82, [-1, 16]);  view_82 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_84, [0]);  view_84 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, mul_49);  add_33 = mul_49 = None
    view_85 = torch.ops.aten.view.default(add_34, [20, 16])
    t_48 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_17 = torch.ops.aten.mm.default(view_85, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(view_85)
    mm_18 = torch.ops.aten.mm.default(t_49, view_21);  t_49 = view_21 = None
    t_50 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_85, [0], True);  view_85 = None
    view_86 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    view_87 = torch.ops.aten.view.default(mm_17, [2, 10, 16]);  mm_17 = None
    view_88 = torch.ops.aten.view.default(view_87, [2, 10, 2, 8]);  view_87 = None
    transpose_24 = torch.ops.aten.transpose.int(view_88, 1, 2);  view_88 = None
    clone_15 = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_15, [4, 10, 8]);  clone_15 = None
    transpose_25 = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_25, _unsafe_view_22);  transpose_25 = None
    transpose_26 = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
    bmm_11 = torch.ops.aten.bmm.default(_unsafe_view_22, transpose_26);  _unsafe_view_22 = transpose_26 = None
    view_89 = torch.ops.aten.view.default(bmm_10, [2, 2, 10, 8]);  bmm_10 = None
    view_90 = torch.ops.aten.view.default(bmm_11, [2, 2, 10, 10]);  bmm_11 = None
    detach_7 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_90, detach_7, -1, torch.float32);  view_90 = detach_7 = None
    masked_fill_4 = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data_1, bitwise_not_1, 0);  _softmax_backward_data_1 = bitwise_not_1 = None
    div_6 = torch.ops.aten.div.Tensor(masked_fill_4, 2.8284271247461903);  masked_fill_4 = None
    view_91 = torch.ops.aten.view.default(div_6, [4, 10, 10]);  div_6 = None
    transpose_27 = torch.ops.aten.transpose.int(_unsafe_view_7, 1, 2);  _unsafe_view_7 = None
    bmm_12 = torch.ops.aten.bmm.default(transpose_27, view_91);  transpose_27 = None
    transpose_28 = torch.ops.aten.transpose.int(_unsafe_view_8, 1, 2);  _unsafe_view_8 = None
    bmm_13 = torch.ops.aten.bmm.default(view_91, transpose_28);  view_91 = transpose_28 = None
    view_92 = torch.ops.aten.view.default(bmm_12, [2, 2, 8, 10]);  bmm_12 = None
    view_93 = torch.ops.aten.view.default(bmm_13, [2, 2, 10, 8]);  bmm_13 = None
    transpose_29 = torch.ops.aten.transpose.int(view_92, -1, -2);  view_92 = None
    transpose_30 = torch.ops.aten.transpose.int(view_89, 1, 2);  view_89 = None
    clone_16 = torch.ops.aten.clone.default(transpose_30, memory_format = torch.contiguous_format);  transpose_30 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_16, [2, 10, 16]);  clone_16 = None
    transpose_31 = torch.ops.aten.transpose.int(transpose_29, 1, 2);  transpose_29 = None
    view_94 = torch.ops.aten.view.default(transpose_31, [2, 10, 16]);  transpose_31 = None
    transpose_32 = torch.ops.aten.transpose.int(view_93, 1, 2);  view_93 = None
    clone_17 = torch.ops.aten.clone.default(transpose_32, memory_format = torch.contiguous_format);  transpose_32 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(clone_17, [2, 10, 16]);  clone_17 = None
    cat_1 = torch.ops.aten.cat.default([_unsafe_view_24, view_94, _unsafe_view_23], 2);  _unsafe_view_24 = view_94 = _unsafe_view_23 = None
    view_95 = torch.ops.aten.view.default(cat_1, [20, 48]);  cat_1 = None
    t_52 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_19 = torch.ops.aten.mm.default(view_95, t_52);  t_52 = None
    t_53 = torch.ops.aten.t.default(view_95)
    mm_20 = torch.ops.aten.mm.default(t_53, view_15);  t_53 = view_15 = None
    t_54 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_95, [0], True);  view_95 = None
    view_96 = torch.ops.aten.view.default(sum_20, [48]);  sum_20 = None
    t_55 = torch.ops.aten.t.default(t_54);  t_54 = None
    view_97 = torch.ops.aten.view.default(mm_19, [2, 10, 16]);  mm_19 = None
    sub_35 = torch.ops.aten.sub.Tensor(add_16, mean_12);  add_16 = mean_12 = None
    mul_51 = torch.ops.aten.mul.Tensor(sub_35, rsqrt_6);  sub_35 = None
    _param_constant23_1 = self._param_constant23
    mul_52 = torch.ops.aten.mul.Tensor(view_97, _param_constant23_1);  _param_constant23_1 = None
    mean_30 = torch.ops.aten.mean.dim(mul_52, [-1], True)
    sub_36 = torch.ops.aten.sub.Tensor(mul_52, mean_30);  mean_30 = None
    mul_53 = torch.ops.aten.mul.Tensor(mul_52, mul_51);  mul_52 = None
    mean_31 = torch.ops.aten.mean.dim(mul_53, [-1], True);  mul_53 = None
    mul_54 = torch.ops.aten.mul.Tensor(mul_51, mean_31);  mean_31 = None
    sub_37 = torch.ops.aten.sub.Tensor(sub_36, mul_54);  sub_36 = mul_54 = None
    mul_55 = torch.ops.aten.mul.Tensor(rsqrt_6, sub_37);  rsqrt_6 = sub_37 = None
    mul_56 = torch.ops.aten.mul.Tensor(view_97, mul_51);  mul_51 = None
    view_98 = torch.ops.aten.view.default(mul_56, [-1, 16]);  mul_56 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_98, [0]);  view_98 = None
    view_99 = torch.ops.aten.view.default(view_97, [-1, 16]);  view_97 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_99, [0]);  view_99 = None
    add_35 = torch.ops.aten.add.Tensor(add_34, mul_55);  add_34 = mul_55 = None
    sub_38 = torch.ops.aten.sub.Tensor(add_14, mean_10);  add_14 = mean_10 = None
    mul_57 = torch.ops.aten.mul.Tensor(sub_38, rsqrt_5);  sub_38 = None
    _param_constant2_2 = self._param_constant2
    mul_58 = torch.ops.aten.mul.Tensor(add_35, _param_constant2_2);  _param_constant2_2 = None
    mean_32 = torch.ops.aten.mean.dim(mul_58, [-1], True)
    sub_39 = torch.ops.aten.sub.Tensor(mul_58, mean_32);  mean_32 = None
    mul_59 = torch.ops.aten.mul.Tensor(mul_58, mul_57);  mul_58 = None
    mean_33 = torch.ops.aten.mean.dim(mul_59, [-1], True);  mul_59 = None
    mul_60 = torch.ops.aten.mul.Tensor(mul_57, mean_33);  mean_33 = None
    sub_40 = torch.ops.aten.sub.Tensor(sub_39, mul_60);  sub_39 = mul_60 = None
    mul_61 = torch.ops.aten.mul.Tensor(rsqrt_5, sub_40);  rsqrt_5 = sub_40 = None
    mul_62 = torch.ops.aten.mul.Tensor(add_35, mul_57);  mul_57 = None
    view_100 = torch.ops.aten.view.default(mul_62, [-1, 16]);  mul_62 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(view_100, [0]);  view_100 = None
    view_101 = torch.ops.aten.view.default(add_35, [-1, 16]);  add_35 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(view_101, [0]);  view_101 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(mul_61, [0], True)
    view_102 = torch.ops.aten.view.default(sum_25, [10, 16]);  sum_25 = None
    slice_backward = torch.ops.aten.slice_backward.default(view_102, [10, 16], 0, 0, 10, 1);  view_102 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(mul_61, where, 24, -1, False);  mul_61 = where = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_45, [0, 1], True)
    view_103 = torch.ops.aten.view.default(sum_26, [24]);  sum_26 = None
    view_104 = torch.ops.aten.view.default(view_45, [20, 24]);  view_45 = None
    t_56 = torch.ops.aten.t.default(view_104)
    mm_21 = torch.ops.aten.mm.default(t_56, view_14);  t_56 = view_14 = None
    t_57 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    t_58 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_22 = torch.ops.aten.mm.default(view_104, t_58);  view_104 = t_58 = None
    view_105 = torch.ops.aten.view.default(mm_22, [2, 10, 16]);  mm_22 = None
    t_59 = torch.ops.aten.t.default(t_57);  t_57 = None
    add_36 = torch.ops.aten.add.Tensor(embedding_dense_backward, t_59);  embedding_dense_backward = t_59 = None
    sub_41 = torch.ops.aten.sub.Tensor(gelu_1, mean_8);  gelu_1 = mean_8 = None
    mul_63 = torch.ops.aten.mul.Tensor(sub_41, rsqrt_4);  sub_41 = None
    _param_constant20_1 = self._param_constant20
    mul_64 = torch.ops.aten.mul.Tensor(view_105, _param_constant20_1);  _param_constant20_1 = None
    mean_34 = torch.ops.aten.mean.dim(mul_64, [-1], True)
    sub_42 = torch.ops.aten.sub.Tensor(mul_64, mean_34);  mean_34 = None
    mul_65 = torch.ops.aten.mul.Tensor(mul_64, mul_63);  mul_64 = None
    mean_35 = torch.ops.aten.mean.dim(mul_65, [-1], True);  mul_65 = None
    mul_66 = torch.ops.aten.mul.Tensor(mul_63, mean_35);  mean_35 = None
    sub_43 = torch.ops.aten.sub.Tensor(sub_42, mul_66);  sub_42 = mul_66 = None
    mul_67 = torch.ops.aten.mul.Tensor(rsqrt_4, sub_43);  rsqrt_4 = sub_43 = None
    mul_68 = torch.ops.aten.mul.Tensor(view_105, mul_63);  mul_63 = None
    view_106 = torch.ops.aten.view.default(mul_68, [-1, 16]);  mul_68 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_106, [0]);  view_106 = None
    view_107 = torch.ops.aten.view.default(view_105, [-1, 16]);  view_105 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(view_107, [0]);  view_107 = None
    gelu_backward_3 = torch.ops.aten.gelu_backward.default(mul_67, view_13);  mul_67 = view_13 = None
    view_108 = torch.ops.aten.view.default(gelu_backward_3, [20, 16]);  gelu_backward_3 = None
    t_60 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_23 = torch.ops.aten.mm.default(view_108, t_60);  t_60 = None
    t_61 = torch.ops.aten.t.default(view_108)
    mm_24 = torch.ops.aten.mm.default(t_61, view_12);  t_61 = view_12 = None
    t_62 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_108, [0], True);  view_108 = None
    view_109 = torch.ops.aten.view.default(sum_29, [16]);  sum_29 = None
    t_63 = torch.ops.aten.t.default(t_62);  t_62 = None
    view_110 = torch.ops.aten.view.default(mm_23, [2, 10, 16]);  mm_23 = None
    sub_44 = torch.ops.aten.sub.Tensor(add_8, mean_6);  add_8 = mean_6 = None
    mul_69 = torch.ops.aten.mul.Tensor(sub_44, rsqrt_3);  sub_44 = None
    _param_constant16_1 = self._param_constant16
    mul_70 = torch.ops.aten.mul.Tensor(view_110, _param_constant16_1);  _param_constant16_1 = None
    mean_36 = torch.ops.aten.mean.dim(mul_70, [-1], True)
    sub_45 = torch.ops.aten.sub.Tensor(mul_70, mean_36);  mean_36 = None
    mul_71 = torch.ops.aten.mul.Tensor(mul_70, mul_69);  mul_70 = None
    mean_37 = torch.ops.aten.mean.dim(mul_71, [-1], True);  mul_71 = None
    mul_72 = torch.ops.aten.mul.Tensor(mul_69, mean_37);  mean_37 = None
    sub_46 = torch.ops.aten.sub.Tensor(sub_45, mul_72);  sub_45 = mul_72 = None
    mul_73 = torch.ops.aten.mul.Tensor(rsqrt_3, sub_46);  rsqrt_3 = sub_46 = None
    mul_74 = torch.ops.aten.mul.Tensor(view_110, mul_69);  mul_69 = None
    view_111 = torch.ops.aten.view.default(mul_74, [-1, 16]);  mul_74 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_111, [0]);  view_111 = None
    view_112 = torch.ops.aten.view.default(view_110, [-1, 16]);  view_110 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(view_112, [0]);  view_112 = None
    view_113 = torch.ops.aten.view.default(mul_73, [20, 16])
    t_64 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_25 = torch.ops.aten.mm.default(view_113, t_64);  t_64 = None
    t_65 = torch.ops.aten.t.default(view_113)
    mm_26 = torch.ops.aten.mm.default(t_65, view_10);  t_65 = view_10 = None
    t_66 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(view_113, [0], True);  view_113 = None
    view_114 = torch.ops.aten.view.default(sum_32, [16]);  sum_32 = None
    t_67 = torch.ops.aten.t.default(t_66);  t_66 = None
    view_115 = torch.ops.aten.view.default(mm_25, [2, 10, 32]);  mm_25 = None
    gelu_backward_4 = torch.ops.aten.gelu_backward.default(view_115, view_9);  view_115 = view_9 = None
    view_116 = torch.ops.aten.view.default(gelu_backward_4, [20, 32]);  gelu_backward_4 = None
    t_68 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_27 = torch.ops.aten.mm.default(view_116, t_68);  t_68 = None
    t_69 = torch.ops.aten.t.default(view_116)
    mm_28 = torch.ops.aten.mm.default(t_69, view_8);  t_69 = view_8 = None
    t_70 = torch.ops.aten.t.default(mm_28);  mm_28 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_116, [0], True);  view_116 = None
    view_117 = torch.ops.aten.view.default(sum_33, [32]);  sum_33 = None
    t_71 = torch.ops.aten.t.default(t_70);  t_70 = None
    view_118 = torch.ops.aten.view.default(mm_27, [2, 10, 16]);  mm_27 = None
    sub_47 = torch.ops.aten.sub.Tensor(add_5, mean_4);  add_5 = mean_4 = None
    mul_75 = torch.ops.aten.mul.Tensor(sub_47, rsqrt_2);  sub_47 = None
    _param_constant10_1 = self._param_constant10
    mul_76 = torch.ops.aten.mul.Tensor(view_118, _param_constant10_1);  _param_constant10_1 = None
    mean_38 = torch.ops.aten.mean.dim(mul_76, [-1], True)
    sub_48 = torch.ops.aten.sub.Tensor(mul_76, mean_38);  mean_38 = None
    mul_77 = torch.ops.aten.mul.Tensor(mul_76, mul_75);  mul_76 = None
    mean_39 = torch.ops.aten.mean.dim(mul_77, [-1], True);  mul_77 = None
    mul_78 = torch.ops.aten.mul.Tensor(mul_75, mean_39);  mean_39 = None
    sub_49 = torch.ops.aten.sub.Tensor(sub_48, mul_78);  sub_48 = mul_78 = None
    mul_79 = torch.ops.aten.mul.Tensor(rsqrt_2, sub_49);  rsqrt_2 = sub_49 = None
    mul_80 = torch.ops.aten.mul.Tensor(view_118, mul_75);  mul_75 = None
    view_119 = torch.ops.aten.view.default(mul_80, [-1, 16]);  mul_80 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_119, [0]);  view_119 = None
    view_120 = torch.ops.aten.view.default(view_118, [-1, 16]);  view_118 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(view_120, [0]);  view_120 = None
    add_37 = torch.ops.aten.add.Tensor(mul_73, mul_79);  mul_73 = mul_79 = None
    view_121 = torch.ops.aten.view.default(add_37, [20, 16])
    t_72 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_29 = torch.ops.aten.mm.default(view_121, t_72);  t_72 = None
    t_73 = torch.ops.aten.t.default(view_121)
    mm_30 = torch.ops.aten.mm.default(t_73, view_6);  t_73 = view_6 = None
    t_74 = torch.ops.aten.t.default(mm_30);  mm_30 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(view_121, [0], True);  view_121 = None
    view_122 = torch.ops.aten.view.default(sum_36, [16]);  sum_36 = None
    t_75 = torch.ops.aten.t.default(t_74);  t_74 = None
    view_123 = torch.ops.aten.view.default(mm_29, [2, 10, 16]);  mm_29 = None
    view_124 = torch.ops.aten.view.default(view_123, [2, 10, 2, 8]);  view_123 = None
    transpose_33 = torch.ops.aten.transpose.int(view_124, 1, 2);  view_124 = None
    clone_18 = torch.ops.aten.clone.default(transpose_33, memory_format = torch.contiguous_format);  transpose_33 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(clone_18, [4, 10, 8]);  clone_18 = None
    transpose_34 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    bmm_14 = torch.ops.aten.bmm.default(transpose_34, _unsafe_view_25);  transpose_34 = None
    transpose_35 = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
    bmm_15 = torch.ops.aten.bmm.default(_unsafe_view_25, transpose_35);  _unsafe_view_25 = transpose_35 = None
    view_125 = torch.ops.aten.view.default(bmm_14, [2, 2, 10, 8]);  bmm_14 = None
    view_126 = torch.ops.aten.view.default(bmm_15, [2, 2, 10, 10]);  bmm_15 = None
    detach_8 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_126, detach_8, -1, torch.float32);  view_126 = detach_8 = None
    masked_fill_5 = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data_2, bitwise_not, 0);  _softmax_backward_data_2 = bitwise_not = None
    div_7 = torch.ops.aten.div.Tensor(masked_fill_5, 2.8284271247461903);  masked_fill_5 = None
    view_127 = torch.ops.aten.view.default(div_7, [4, 10, 10]);  div_7 = None
    transpose_36 = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
    bmm_16 = torch.ops.aten.bmm.default(transpose_36, view_127);  transpose_36 = None
    transpose_37 = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
    bmm_17 = torch.ops.aten.bmm.default(view_127, transpose_37);  view_127 = transpose_37 = None
    view_128 = torch.ops.aten.view.default(bmm_16, [2, 2, 8, 10]);  bmm_16 = None
    view_129 = torch.ops.aten.view.default(bmm_17, [2, 2, 10, 8]);  bmm_17 = None
    transpose_38 = torch.ops.aten.transpose.int(view_128, -1, -2);  view_128 = None
    transpose_39 = torch.ops.aten.transpose.int(view_125, 1, 2);  view_125 = None
    clone_19 = torch.ops.aten.clone.default(transpose_39, memory_format = torch.contiguous_format);  transpose_39 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(clone_19, [2, 10, 16]);  clone_19 = None
    transpose_40 = torch.ops.aten.transpose.int(transpose_38, 1, 2);  transpose_38 = None
    view_130 = torch.ops.aten.view.default(transpose_40, [2, 10, 16]);  transpose_40 = None
    transpose_41 = torch.ops.aten.transpose.int(view_129, 1, 2);  view_129 = None
    clone_20 = torch.ops.aten.clone.default(transpose_41, memory_format = torch.contiguous_format);  transpose_41 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(clone_20, [2, 10, 16]);  clone_20 = None
    cat_2 = torch.ops.aten.cat.default([_unsafe_view_27, view_130, _unsafe_view_26], 2);  _unsafe_view_27 = view_130 = _unsafe_view_26 = None
    view_131 = torch.ops.aten.view.default(cat_2, [20, 48]);  cat_2 = None
    t_76 = torch.ops.aten.t.default(t);  t = None
    mm_31 = torch.ops.aten.mm.default(view_131, t_76);  t_76 = None
    t_77 = torch.ops.aten.t.default(view_131)
    mm_32 = torch.ops.aten.mm.default(t_77, view);  t_77 = view = None
    t_78 = torch.ops.aten.t.default(mm_32);  mm_32 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(view_131, [0], True);  view_131 = None
    view_132 = torch.ops.aten.view.default(sum_37, [48]);  sum_37 = None
    t_79 = torch.ops.aten.t.default(t_78);  t_78 = None
    view_133 = torch.ops.aten.view.default(mm_31, [2, 10, 16]);  mm_31 = None
    sub_50 = torch.ops.aten.sub.Tensor(add_2, mean_2);  add_2 = mean_2 = None
    mul_81 = torch.ops.aten.mul.Tensor(sub_50, rsqrt_1);  sub_50 = None
    _param_constant4_1 = self._param_constant4
    mul_82 = torch.ops.aten.mul.Tensor(view_133, _param_constant4_1);  _param_constant4_1 = None
    mean_40 = torch.ops.aten.mean.dim(mul_82, [-1], True)
    sub_51 = torch.ops.aten.sub.Tensor(mul_82, mean_40);  mean_40 = None
    mul_83 = torch.ops.aten.mul.Tensor(mul_82, mul_81);  mul_82 = None
    mean_41 = torch.ops.aten.mean.dim(mul_83, [-1], True);  mul_83 = None
    mul_84 = torch.ops.aten.mul.Tensor(mul_81, mean_41);  mean_41 = None
    sub_52 = torch.ops.aten.sub.Tensor(sub_51, mul_84);  sub_51 = mul_84 = None
    mul_85 = torch.ops.aten.mul.Tensor(rsqrt_1, sub_52);  rsqrt_1 = sub_52 = None
    mul_86 = torch.ops.aten.mul.Tensor(view_133, mul_81);  mul_81 = None
    view_134 = torch.ops.aten.view.default(mul_86, [-1, 16]);  mul_86 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(view_134, [0]);  view_134 = None
    view_135 = torch.ops.aten.view.default(view_133, [-1, 16]);  view_133 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(view_135, [0]);  view_135 = None
    add_38 = torch.ops.aten.add.Tensor(add_37, mul_85);  add_37 = mul_85 = None
    sub_53 = torch.ops.aten.sub.Tensor(add, mean);  add = mean = None
    mul_87 = torch.ops.aten.mul.Tensor(sub_53, rsqrt);  sub_53 = None
    _param_constant2_3 = self._param_constant2
    mul_88 = torch.ops.aten.mul.Tensor(add_38, _param_constant2_3);  _param_constant2_3 = None
    mean_42 = torch.ops.aten.mean.dim(mul_88, [-1], True)
    sub_54 = torch.ops.aten.sub.Tensor(mul_88, mean_42);  mean_42 = None
    mul_89 = torch.ops.aten.mul.Tensor(mul_88, mul_87);  mul_88 = None
    mean_43 = torch.ops.aten.mean.dim(mul_89, [-1], True);  mul_89 = None
    mul_90 = torch.ops.aten.mul.Tensor(mul_87, mean_43);  mean_43 = None
    sub_55 = torch.ops.aten.sub.Tensor(sub_54, mul_90);  sub_54 = mul_90 = None
    mul_91 = torch.ops.aten.mul.Tensor(rsqrt, sub_55);  rsqrt = sub_55 = None
    mul_92 = torch.ops.aten.mul.Tensor(add_38, mul_87);  mul_87 = None
    view_136 = torch.ops.aten.view.default(mul_92, [-1, 16]);  mul_92 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(view_136, [0]);  view_136 = None
    view_137 = torch.ops.aten.view.default(add_38, [-1, 16]);  add_38 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(view_137, [0]);  view_137 = None
    add_39 = torch.ops.aten.add.Tensor(sum_23, sum_40);  sum_23 = sum_40 = None
    add_40 = torch.ops.aten.add.Tensor(sum_24, sum_41);  sum_24 = sum_41 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(mul_91, [0], True)
    view_138 = torch.ops.aten.view.default(sum_42, [10, 16]);  sum_42 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(view_138, [10, 16], 0, 0, 10, 1);  view_138 = None
    add_41 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(mul_91, masked_ids_1, 24, -1, False);  mul_91 = masked_ids_1 = None
    add_42 = torch.ops.aten.add.Tensor(add_36, embedding_dense_backward_1);  add_36 = embedding_dense_backward_1 = None
    return (add_31, view_103, add_42, add_41, add_39, add_40, sum_38, sum_39, t_79, view_132, t_75, view_122, sum_34, sum_35, t_71, view_117, t_67, view_114, sum_30, sum_31, t_63, view_109, sum_27, sum_28, sum_21, sum_22, t_55, view_96, t_51, view_86, sum_17, sum_18, t_47, view_81, t_43, view_78, sum_13, sum_14, t_39, view_73, t_35, view_63, sum_9, sum_10, t_31, view_58, t_27, view_55, sum_5, sum_6, t_23, view_50, t_19, view_47)
    