


def forward(self, masked_ids_1, orig_ids_1, mlm_mask_1, keep_1, mlm_labels_1, keep_f_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, masked_ids_1);  _param_constant0 = masked_ids_1 = None
    _param_constant1 = self._param_constant1
    slice_1 = torch.ops.aten.slice.Tensor(_param_constant1, 0, 0, 10);  _param_constant1 = None
    add = torch.ops.aten.add.Tensor(embedding, slice_1);  embedding = slice_1 = None
    mean = torch.ops.aten.mean.dim(add, [-1], True)
    sub = torch.ops.aten.sub.Tensor(add, mean)
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub, 2);  sub = None
    mean_1 = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    add_1 = torch.ops.aten.add.Tensor(mean_1, 1e-12);  mean_1 = None
    rsqrt = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(add, mean);  add = mean = None
    mul = torch.ops.aten.mul.Tensor(sub_1, rsqrt);  sub_1 = rsqrt = None
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
    sub_3 = torch.ops.aten.sub.Tensor(add_2, mean_2);  mean_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1);  sub_3 = rsqrt_1 = None
    _param_constant4 = self._param_constant4
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, _param_constant4);  mul_2 = _param_constant4 = None
    _param_constant5 = self._param_constant5
    add_4 = torch.ops.aten.add.Tensor(mul_3, _param_constant5);  mul_3 = _param_constant5 = None
    view = torch.ops.aten.view.default(add_4, [20, 16]);  add_4 = None
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view, t);  _param_constant7 = view = t = None
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
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 10, 10]);  bmm = None
    div = torch.ops.aten.div.Tensor(_unsafe_view_2, 2.8284271247461903);  _unsafe_view_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(keep_1, 1)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
    bitwise_not = torch.ops.aten.bitwise_not.default(unsqueeze_1);  unsqueeze_1 = None
    masked_fill = torch.ops.aten.masked_fill.Scalar(div, bitwise_not, -10000.0);  div = bitwise_not = None
    _softmax = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 2, 10, 10]);  _softmax = None
    view_5 = torch.ops.aten.view.default(expand_2, [4, 10, 10]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(transpose_2, [2, 2, 10, 8]);  transpose_2 = None
    clone_2 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 10, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_5, _unsafe_view_3);  view_5 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 10, 8]);  bmm_1 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_3, [2, 10, 16]);  clone_3 = None
    view_6 = torch.ops.aten.view.default(_unsafe_view_5, [20, 16]);  _unsafe_view_5 = None
    _param_constant8 = self._param_constant8
    t_1 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_1 = torch.ops.aten.addmm.default(_param_constant9, view_6, t_1);  _param_constant9 = view_6 = t_1 = None
    view_7 = torch.ops.aten.view.default(addmm_1, [2, 10, 16]);  addmm_1 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, view_7);  add_2 = view_7 = None
    mean_4 = torch.ops.aten.mean.dim(add_5, [-1], True)
    sub_4 = torch.ops.aten.sub.Tensor(add_5, mean_4)
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(sub_4, 2);  sub_4 = None
    mean_5 = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
    add_6 = torch.ops.aten.add.Tensor(mean_5, 1e-12);  mean_5 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
    sub_5 = torch.ops.aten.sub.Tensor(add_5, mean_4);  mean_4 = None
    mul_4 = torch.ops.aten.mul.Tensor(sub_5, rsqrt_2);  sub_5 = rsqrt_2 = None
    _param_constant10 = self._param_constant10
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, _param_constant10);  mul_4 = _param_constant10 = None
    _param_constant11 = self._param_constant11
    add_7 = torch.ops.aten.add.Tensor(mul_5, _param_constant11);  mul_5 = _param_constant11 = None
    view_8 = torch.ops.aten.view.default(add_7, [20, 16]);  add_7 = None
    _param_constant12 = self._param_constant12
    t_2 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_2 = torch.ops.aten.addmm.default(_param_constant13, view_8, t_2);  _param_constant13 = view_8 = t_2 = None
    view_9 = torch.ops.aten.view.default(addmm_2, [2, 10, 32]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_9);  view_9 = None
    view_10 = torch.ops.aten.view.default(gelu, [20, 32]);  gelu = None
    _param_constant14 = self._param_constant14
    t_3 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_3 = torch.ops.aten.addmm.default(_param_constant15, view_10, t_3);  _param_constant15 = view_10 = t_3 = None
    view_11 = torch.ops.aten.view.default(addmm_3, [2, 10, 16]);  addmm_3 = None
    add_8 = torch.ops.aten.add.Tensor(add_5, view_11);  add_5 = view_11 = None
    mean_6 = torch.ops.aten.mean.dim(add_8, [-1], True)
    sub_6 = torch.ops.aten.sub.Tensor(add_8, mean_6)
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(sub_6, 2);  sub_6 = None
    mean_7 = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_9 = torch.ops.aten.add.Tensor(mean_7, 1e-12);  mean_7 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_9);  add_9 = None
    sub_7 = torch.ops.aten.sub.Tensor(add_8, mean_6);  add_8 = mean_6 = None
    mul_6 = torch.ops.aten.mul.Tensor(sub_7, rsqrt_3);  sub_7 = rsqrt_3 = None
    _param_constant16 = self._param_constant16
    mul_7 = torch.ops.aten.mul.Tensor(mul_6, _param_constant16);  mul_6 = _param_constant16 = None
    _param_constant17 = self._param_constant17
    add_10 = torch.ops.aten.add.Tensor(mul_7, _param_constant17);  mul_7 = _param_constant17 = None
    view_12 = torch.ops.aten.view.default(add_10, [20, 16]);  add_10 = None
    _param_constant18 = self._param_constant18
    t_4 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_4 = torch.ops.aten.addmm.default(_param_constant19, view_12, t_4);  _param_constant19 = view_12 = t_4 = None
    view_13 = torch.ops.aten.view.default(addmm_4, [2, 10, 16]);  addmm_4 = None
    gelu_1 = torch.ops.aten.gelu.default(view_13);  view_13 = None
    mean_8 = torch.ops.aten.mean.dim(gelu_1, [-1], True)
    sub_8 = torch.ops.aten.sub.Tensor(gelu_1, mean_8)
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(sub_8, 2);  sub_8 = None
    mean_9 = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None
    add_11 = torch.ops.aten.add.Tensor(mean_9, 1e-12);  mean_9 = None
    rsqrt_4 = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
    sub_9 = torch.ops.aten.sub.Tensor(gelu_1, mean_8);  gelu_1 = mean_8 = None
    mul_8 = torch.ops.aten.mul.Tensor(sub_9, rsqrt_4);  sub_9 = rsqrt_4 = None
    _param_constant20 = self._param_constant20
    mul_9 = torch.ops.aten.mul.Tensor(mul_8, _param_constant20);  mul_8 = _param_constant20 = None
    _param_constant21 = self._param_constant21
    add_12 = torch.ops.aten.add.Tensor(mul_9, _param_constant21);  mul_9 = _param_constant21 = None
    _param_constant0_1 = self._param_constant0
    t_5 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    view_14 = torch.ops.aten.view.default(add_12, [20, 16]);  add_12 = None
    mm = torch.ops.aten.mm.default(view_14, t_5);  view_14 = t_5 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm, [2, 10, 24]);  mm = None
    _param_constant22 = self._param_constant22
    add_13 = torch.ops.aten.add.Tensor(_unsafe_view_6, _param_constant22);  _unsafe_view_6 = _param_constant22 = None
    detach_1 = torch.ops.aten.detach.default(add_13)
    argmax = torch.ops.aten.argmax.default(detach_1, -1);  detach_1 = None
    where = torch.ops.aten.where.self(mlm_mask_1, argmax, orig_ids_1);  mlm_mask_1 = argmax = None
    ne = torch.ops.aten.ne.Tensor(where, orig_ids_1);  orig_ids_1 = None
    _to_copy = torch.ops.aten._to_copy.default(ne, dtype = torch.float32);  ne = None
    _param_constant0_2 = self._param_constant0
    embedding_1 = torch.ops.aten.embedding.default(_param_constant0_2, where);  _param_constant0_2 = where = None
    _param_constant1_1 = self._param_constant1
    slice_2 = torch.ops.aten.slice.Tensor(_param_constant1_1, 0, 0, 10);  _param_constant1_1 = None
    add_14 = torch.ops.aten.add.Tensor(embedding_1, slice_2);  embedding_1 = slice_2 = None
    mean_10 = torch.ops.aten.mean.dim(add_14, [-1], True)
    sub_10 = torch.ops.aten.sub.Tensor(add_14, mean_10)
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(sub_10, 2);  sub_10 = None
    mean_11 = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_15 = torch.ops.aten.add.Tensor(mean_11, 1e-12);  mean_11 = None
    rsqrt_5 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    sub_11 = torch.ops.aten.sub.Tensor(add_14, mean_10);  add_14 = mean_10 = None
    mul_10 = torch.ops.aten.mul.Tensor(sub_11, rsqrt_5);  sub_11 = rsqrt_5 = None
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
    sub_13 = torch.ops.aten.sub.Tensor(add_16, mean_12);  mean_12 = None
    mul_12 = torch.ops.aten.mul.Tensor(sub_13, rsqrt_6);  sub_13 = rsqrt_6 = None
    _param_constant23 = self._param_constant23
    mul_13 = torch.ops.aten.mul.Tensor(mul_12, _param_constant23);  mul_12 = _param_constant23 = None
    _param_constant24 = self._param_constant24
    add_18 = torch.ops.aten.add.Tensor(mul_13, _param_constant24);  mul_13 = _param_constant24 = None
    view_15 = torch.ops.aten.view.default(add_18, [20, 16]);  add_18 = None
    _param_constant25 = self._param_constant25
    t_6 = torch.ops.aten.t.default(_param_constant25);  _param_constant25 = None
    _param_constant26 = self._param_constant26
    addmm_5 = torch.ops.aten.addmm.default(_param_constant26, view_15, t_6);  _param_constant26 = view_15 = t_6 = None
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
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_7, _unsafe_view_8);  _unsafe_view_7 = _unsafe_view_8 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 10, 10]);  bmm_2 = None
    div_1 = torch.ops.aten.div.Tensor(_unsafe_view_9, 2.8284271247461903);  _unsafe_view_9 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(keep_1, 1)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 2);  unsqueeze_2 = None
    bitwise_not_1 = torch.ops.aten.bitwise_not.default(unsqueeze_3);  unsqueeze_3 = None
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(div_1, bitwise_not_1, -10000.0);  div_1 = bitwise_not_1 = None
    _softmax_1 = torch.ops.aten._softmax.default(masked_fill_1, -1, False);  masked_fill_1 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_1);  detach_2 = None
    expand_6 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 10, 10]);  _softmax_1 = None
    view_20 = torch.ops.aten.view.default(expand_6, [4, 10, 10]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(transpose_7, [2, 2, 10, 8]);  transpose_7 = None
    clone_6 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_6, [4, 10, 8]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_20, _unsafe_view_10);  view_20 = _unsafe_view_10 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 10, 8]);  bmm_3 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_11, 1, 2);  _unsafe_view_11 = None
    clone_7 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_7, [2, 10, 16]);  clone_7 = None
    view_21 = torch.ops.aten.view.default(_unsafe_view_12, [20, 16]);  _unsafe_view_12 = None
    _param_constant27 = self._param_constant27
    t_7 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    _param_constant28 = self._param_constant28
    addmm_6 = torch.ops.aten.addmm.default(_param_constant28, view_21, t_7);  _param_constant28 = view_21 = t_7 = None
    view_22 = torch.ops.aten.view.default(addmm_6, [2, 10, 16]);  addmm_6 = None
    add_19 = torch.ops.aten.add.Tensor(add_16, view_22);  add_16 = view_22 = None
    mean_14 = torch.ops.aten.mean.dim(add_19, [-1], True)
    sub_14 = torch.ops.aten.sub.Tensor(add_19, mean_14)
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(sub_14, 2);  sub_14 = None
    mean_15 = torch.ops.aten.mean.dim(pow_8, [-1], True);  pow_8 = None
    add_20 = torch.ops.aten.add.Tensor(mean_15, 1e-12);  mean_15 = None
    rsqrt_7 = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
    sub_15 = torch.ops.aten.sub.Tensor(add_19, mean_14);  mean_14 = None
    mul_14 = torch.ops.aten.mul.Tensor(sub_15, rsqrt_7);  sub_15 = rsqrt_7 = None
    _param_constant29 = self._param_constant29
    mul_15 = torch.ops.aten.mul.Tensor(mul_14, _param_constant29);  mul_14 = _param_constant29 = None
    _param_constant30 = self._param_constant30
    add_21 = torch.ops.aten.add.Tensor(mul_15, _param_constant30);  mul_15 = _param_constant30 = None
    view_23 = torch.ops.aten.view.default(add_21, [20, 16]);  add_21 = None
    _param_constant31 = self._param_constant31
    t_8 = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
    _param_constant32 = self._param_constant32
    addmm_7 = torch.ops.aten.addmm.default(_param_constant32, view_23, t_8);  _param_constant32 = view_23 = t_8 = None
    view_24 = torch.ops.aten.view.default(addmm_7, [2, 10, 32]);  addmm_7 = None
    gelu_2 = torch.ops.aten.gelu.default(view_24);  view_24 = None
    view_25 = torch.ops.aten.view.default(gelu_2, [20, 32]);  gelu_2 = None
    _param_constant33 = self._param_constant33
    t_9 = torch.ops.aten.t.default(_param_constant33);  _param_constant33 = None
    _param_constant34 = self._param_constant34
    addmm_8 = torch.ops.aten.addmm.default(_param_constant34, view_25, t_9);  _param_constant34 = view_25 = t_9 = None
    view_26 = torch.ops.aten.view.default(addmm_8, [2, 10, 16]);  addmm_8 = None
    add_22 = torch.ops.aten.add.Tensor(add_19, view_26);  add_19 = view_26 = None
    mean_16 = torch.ops.aten.mean.dim(add_22, [-1], True)
    sub_16 = torch.ops.aten.sub.Tensor(add_22, mean_16)
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(sub_16, 2);  sub_16 = None
    mean_17 = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
    add_23 = torch.ops.aten.add.Tensor(mean_17, 1e-12);  mean_17 = None
    rsqrt_8 = torch.ops.aten.rsqrt.default(add_23);  add_23 = None
    sub_17 = torch.ops.aten.sub.Tensor(add_22, mean_16);  mean_16 = None
    mul_16 = torch.ops.aten.mul.Tensor(sub_17, rsqrt_8);  sub_17 = rsqrt_8 = None
    _param_constant35 = self._param_constant35
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, _param_constant35);  mul_16 = _param_constant35 = None
    _param_constant36 = self._param_constant36
    add_24 = torch.ops.aten.add.Tensor(mul_17, _param_constant36);  mul_17 = _param_constant36 = None
    view_27 = torch.ops.aten.view.default(add_24, [20, 16]);  add_24 = None
    _param_constant37 = self._param_constant37
    t_10 = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
    _param_constant38 = self._param_constant38
    addmm_9 = torch.ops.aten.addmm.default(_param_constant38, view_27, t_10);  _param_constant38 = view_27 = t_10 = None
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
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_13, _unsafe_view_14);  _unsafe_view_13 = _unsafe_view_14 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 10, 10]);  bmm_4 = None
    div_2 = torch.ops.aten.div.Tensor(_unsafe_view_15, 2.8284271247461903);  _unsafe_view_15 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(keep_1, 1);  keep_1 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 2);  unsqueeze_4 = None
    bitwise_not_2 = torch.ops.aten.bitwise_not.default(unsqueeze_5);  unsqueeze_5 = None
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(div_2, bitwise_not_2, -10000.0);  div_2 = bitwise_not_2 = None
    _softmax_2 = torch.ops.aten._softmax.default(masked_fill_2, -1, False);  masked_fill_2 = None
    detach_3 = torch.ops.aten.detach.default(_softmax_2);  detach_3 = None
    expand_10 = torch.ops.aten.expand.default(_softmax_2, [2, 2, 10, 10]);  _softmax_2 = None
    view_32 = torch.ops.aten.view.default(expand_10, [4, 10, 10]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(transpose_12, [2, 2, 10, 8]);  transpose_12 = None
    clone_10 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_10, [4, 10, 8]);  clone_10 = None
    bmm_5 = torch.ops.aten.bmm.default(view_32, _unsafe_view_16);  view_32 = _unsafe_view_16 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 10, 8]);  bmm_5 = None
    transpose_14 = torch.ops.aten.transpose.int(_unsafe_view_17, 1, 2);  _unsafe_view_17 = None
    clone_11 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_11, [2, 10, 16]);  clone_11 = None
    view_33 = torch.ops.aten.view.default(_unsafe_view_18, [20, 16]);  _unsafe_view_18 = None
    _param_constant39 = self._param_constant39
    t_11 = torch.ops.aten.t.default(_param_constant39);  _param_constant39 = None
    _param_constant40 = self._param_constant40
    addmm_10 = torch.ops.aten.addmm.default(_param_constant40, view_33, t_11);  _param_constant40 = view_33 = t_11 = None
    view_34 = torch.ops.aten.view.default(addmm_10, [2, 10, 16]);  addmm_10 = None
    add_25 = torch.ops.aten.add.Tensor(add_22, view_34);  add_22 = view_34 = None
    mean_18 = torch.ops.aten.mean.dim(add_25, [-1], True)
    sub_18 = torch.ops.aten.sub.Tensor(add_25, mean_18)
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(sub_18, 2);  sub_18 = None
    mean_19 = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None
    add_26 = torch.ops.aten.add.Tensor(mean_19, 1e-12);  mean_19 = None
    rsqrt_9 = torch.ops.aten.rsqrt.default(add_26);  add_26 = None
    sub_19 = torch.ops.aten.sub.Tensor(add_25, mean_18);  mean_18 = None
    mul_18 = torch.ops.aten.mul.Tensor(sub_19, rsqrt_9);  sub_19 = rsqrt_9 = None
    _param_constant41 = self._param_constant41
    mul_19 = torch.ops.aten.mul.Tensor(mul_18, _param_constant41);  mul_18 = _param_constant41 = None
    _param_constant42 = self._param_constant42
    add_27 = torch.ops.aten.add.Tensor(mul_19, _param_constant42);  mul_19 = _param_constant42 = None
    view_35 = torch.ops.aten.view.default(add_27, [20, 16]);  add_27 = None
    _param_constant43 = self._param_constant43
    t_12 = torch.ops.aten.t.default(_param_constant43);  _param_constant43 = None
    _param_constant44 = self._param_constant44
    addmm_11 = torch.ops.aten.addmm.default(_param_constant44, view_35, t_12);  _param_constant44 = view_35 = t_12 = None
    view_36 = torch.ops.aten.view.default(addmm_11, [2, 10, 32]);  addmm_11 = None
    gelu_3 = torch.ops.aten.gelu.default(view_36);  view_36 = None
    view_37 = torch.ops.aten.view.default(gelu_3, [20, 32]);  gelu_3 = None
    _param_constant45 = self._param_constant45
    t_13 = torch.ops.aten.t.default(_param_constant45);  _param_constant45 = None
    _param_constant46 = self._param_constant46
    addmm_12 = torch.ops.aten.addmm.default(_param_constant46, view_37, t_13);  _param_constant46 = view_37 = t_13 = None
    view_38 = torch.ops.aten.view.default(addmm_12, [2, 10, 16]);  addmm_12 = None
    add_28 = torch.ops.aten.add.Tensor(add_25, view_38);  add_25 = view_38 = None
    mean_20 = torch.ops.aten.mean.dim(add_28, [-1], True)
    sub_20 = torch.ops.aten.sub.Tensor(add_28, mean_20)
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(sub_20, 2);  sub_20 = None
    mean_21 = torch.ops.aten.mean.dim(pow_11, [-1], True);  pow_11 = None
    add_29 = torch.ops.aten.add.Tensor(mean_21, 1e-12);  mean_21 = None
    rsqrt_10 = torch.ops.aten.rsqrt.default(add_29);  add_29 = None
    sub_21 = torch.ops.aten.sub.Tensor(add_28, mean_20);  add_28 = mean_20 = None
    mul_20 = torch.ops.aten.mul.Tensor(sub_21, rsqrt_10);  sub_21 = rsqrt_10 = None
    _param_constant47 = self._param_constant47
    mul_21 = torch.ops.aten.mul.Tensor(mul_20, _param_constant47);  mul_20 = _param_constant47 = None
    _param_constant48 = self._param_constant48
    add_30 = torch.ops.aten.add.Tensor(mul_21, _param_constant48);  mul_21 = _param_constant48 = None
    view_39 = torch.ops.aten.view.default(add_30, [20, 16]);  add_30 = None
    _param_constant49 = self._param_constant49
    t_14 = torch.ops.aten.t.default(_param_constant49);  _param_constant49 = None
    _param_constant50 = self._param_constant50
    addmm_13 = torch.ops.aten.addmm.default(_param_constant50, view_39, t_14);  _param_constant50 = view_39 = t_14 = None
    view_40 = torch.ops.aten.view.default(addmm_13, [2, 10, 16]);  addmm_13 = None
    gelu_4 = torch.ops.aten.gelu.default(view_40);  view_40 = None
    view_41 = torch.ops.aten.view.default(gelu_4, [20, 16]);  gelu_4 = None
    _param_constant51 = self._param_constant51
    t_15 = torch.ops.aten.t.default(_param_constant51);  _param_constant51 = None
    _param_constant52 = self._param_constant52
    addmm_14 = torch.ops.aten.addmm.default(_param_constant52, view_41, t_15);  _param_constant52 = view_41 = t_15 = None
    view_42 = torch.ops.aten.view.default(addmm_14, [2, 10, 1]);  addmm_14 = None
    squeeze = torch.ops.aten.squeeze.dim(view_42, -1);  view_42 = None
    view_43 = torch.ops.aten.view.default(add_13, [-1, 24]);  add_13 = None
    view_44 = torch.ops.aten.view.default(mlm_labels_1, [-1]);  mlm_labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_43, 1, False);  view_43 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_44, None, 1, -100);  _log_softmax = view_44 = None
    getitem_9 = nll_loss_forward[0]
    getitem_10 = nll_loss_forward[1];  nll_loss_forward = getitem_10 = None
    binary_cross_entropy_with_logits = torch.ops.aten.binary_cross_entropy_with_logits.default(squeeze, _to_copy, None, None, 0);  squeeze = _to_copy = None
    mul_22 = torch.ops.aten.mul.Tensor(binary_cross_entropy_with_logits, keep_f_1);  binary_cross_entropy_with_logits = None
    sum_1 = torch.ops.aten.sum.default(mul_22);  mul_22 = None
    sum_2 = torch.ops.aten.sum.default(keep_f_1);  keep_f_1 = None
    div_3 = torch.ops.aten.div.Tensor(sum_1, sum_2);  sum_1 = sum_2 = None
    mul_23 = torch.ops.aten.mul.Tensor(div_3, 50.0);  div_3 = None
    add_31 = torch.ops.aten.add.Tensor(getitem_9, mul_23);  getitem_9 = mul_23 = None
    return add_31
    