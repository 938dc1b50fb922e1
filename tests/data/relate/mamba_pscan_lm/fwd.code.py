


def forward(self, tokens_1, targets_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, tokens_1, 0);  _param_constant0 = tokens_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(embedding, 2)
    mean = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    add = torch.ops.aten.add.Tensor(mean, 1e-05);  mean = None
    rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
    detach = torch.ops.aten.detach.default(rsqrt);  detach = None
    mul = torch.ops.aten.mul.Tensor(embedding, rsqrt);  rsqrt = None
    _param_constant1 = self._param_constant1
    mul_1 = torch.ops.aten.mul.Tensor(mul, _param_constant1);  mul = _param_constant1 = None
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    view = torch.ops.aten.view.default(mul_1, [16, 8]);  mul_1 = None
    mm = torch.ops.aten.mm.default(view, t);  view = t = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 32]);  mm = None
    split = torch.ops.aten.split.Tensor(_unsafe_view, 16, -1);  _unsafe_view = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    transpose = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    convolution = torch.ops.aten.convolution.default(transpose, _param_constant3, _param_constant4, [1], [3], [1], False, [0], 16);  transpose = _param_constant3 = _param_constant4 = None
    slice_1 = torch.ops.aten.slice.Tensor(convolution, 2, 0, 8);  convolution = None
    transpose_1 = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
    silu = torch.ops.aten.silu.default(transpose_1);  transpose_1 = None
    _param_constant5 = self._param_constant5
    exp = torch.ops.aten.exp.default(_param_constant5);  _param_constant5 = None
    detach_1 = torch.ops.aten.detach.default(exp);  detach_1 = None
    neg = torch.ops.aten.neg.default(exp);  exp = None
    _param_constant6 = self._param_constant6
    t_1 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    clone = torch.ops.aten.clone.default(silu, memory_format = torch.contiguous_format)
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone, [16, 16]);  clone = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_1, t_1);  _unsafe_view_1 = t_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 9]);  mm_1 = None
    split_with_sizes = torch.ops.aten.split_with_sizes.default(_unsafe_view_2, [1, 4, 4], -1);  _unsafe_view_2 = None
    getitem_2 = split_with_sizes[0]
    getitem_3 = split_with_sizes[1]
    getitem_4 = split_with_sizes[2];  split_with_sizes = None
    transpose_2 = torch.ops.aten.transpose.int(getitem_2, 1, 2);  getitem_2 = None
    transpose_3 = torch.ops.aten.transpose.int(transpose_2, -2, -1);  transpose_3 = None
    transpose_4 = torch.ops.aten.transpose.int(transpose_2, -2, -1);  transpose_2 = None
    _param_constant7 = self._param_constant7
    t_2 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    view_1 = torch.ops.aten.view.default(transpose_4, [16, 1]);  transpose_4 = None
    mm_2 = torch.ops.aten.mm.default(view_1, t_2);  view_1 = t_2 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 16]);  mm_2 = None
    transpose_5 = torch.ops.aten.transpose.int(_unsafe_view_3, -2, -1);  _unsafe_view_3 = None
    clone_1 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    transpose_6 = torch.ops.aten.transpose.int(clone_1, 1, 2);  clone_1 = None
    _param_constant8 = self._param_constant8
    add_1 = torch.ops.aten.add.Tensor(transpose_6, _param_constant8);  transpose_6 = _param_constant8 = None
    softplus = torch.ops.aten.softplus.default(add_1);  add_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(softplus, -1)
    mul_2 = torch.ops.aten.mul.Tensor(unsqueeze, neg);  unsqueeze = neg = None
    exp_1 = torch.ops.aten.exp.default(mul_2);  mul_2 = None
    detach_2 = torch.ops.aten.detach.default(exp_1);  detach_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(softplus, -1);  softplus = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(getitem_3, 2);  getitem_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(unsqueeze_1, unsqueeze_2);  unsqueeze_1 = unsqueeze_2 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(silu, -1)
    mul_4 = torch.ops.aten.mul.Tensor(mul_3, unsqueeze_3);  mul_3 = unsqueeze_3 = None
    clone_2 = torch.ops.aten.clone.default(exp_1);  exp_1 = None
    clone_3 = torch.ops.aten.clone.default(mul_4);  mul_4 = None
    transpose_7 = torch.ops.aten.transpose.int(clone_2, 2, 1);  clone_2 = None
    transpose_8 = torch.ops.aten.transpose.int(clone_3, 2, 1);  clone_3 = None
    view_2 = torch.ops.aten.view.default(transpose_7, [2, 16, 4, 2, -1])
    view_3 = torch.ops.aten.view.default(transpose_8, [2, 16, 4, 2, -1])
    select = torch.ops.aten.select.int(view_3, 3, 1)
    select_1 = torch.ops.aten.select.int(view_2, 3, 1)
    select_2 = torch.ops.aten.select.int(view_3, 3, 0)
    mul_5 = torch.ops.aten.mul.Tensor(select_1, select_2);  select_1 = select_2 = None
    add_ = torch.ops.aten.add_.Tensor(select, mul_5);  select = mul_5 = add_ = None
    select_3 = torch.ops.aten.select.int(view_2, 3, 1)
    select_4 = torch.ops.aten.select.int(view_2, 3, 0)
    mul_ = torch.ops.aten.mul_.Tensor(select_3, select_4);  select_3 = select_4 = mul_ = None
    select_5 = torch.ops.aten.select.int(view_2, 3, 1);  view_2 = None
    select_6 = torch.ops.aten.select.int(view_3, 3, 1);  view_3 = None
    select_7 = torch.ops.aten.select.int(select_6, 2, 1)
    select_8 = torch.ops.aten.select.int(select_5, 2, 1)
    select_9 = torch.ops.aten.select.int(select_6, 2, 0)
    mul_6 = torch.ops.aten.mul.Tensor(select_8, select_9);  select_8 = select_9 = None
    add__1 = torch.ops.aten.add_.Tensor(select_7, mul_6);  select_7 = mul_6 = add__1 = None
    select_10 = torch.ops.aten.select.int(select_5, 2, 1)
    select_11 = torch.ops.aten.select.int(select_5, 2, 0)
    mul__1 = torch.ops.aten.mul_.Tensor(select_10, select_11);  select_10 = select_11 = mul__1 = None
    select_12 = torch.ops.aten.select.int(select_6, 2, 3)
    select_13 = torch.ops.aten.select.int(select_5, 2, 3)
    select_14 = torch.ops.aten.select.int(select_6, 2, 2)
    select_15 = torch.ops.aten.select.int(select_5, 2, 2);  select_5 = None
    select_16 = torch.ops.aten.select.int(select_6, 2, 1);  select_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(select_15, select_16);  select_15 = select_16 = None
    add_2 = torch.ops.aten.add.Tensor(select_14, mul_7);  select_14 = mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(select_13, add_2);  select_13 = add_2 = None
    add__2 = torch.ops.aten.add_.Tensor(select_12, mul_8);  select_12 = mul_8 = add__2 = None
    slice_2 = torch.ops.aten.slice.Tensor(transpose_7, 2, 1, 8, 2)
    slice_3 = torch.ops.aten.slice.Tensor(transpose_8, 2, 1, 8, 2)
    select_17 = torch.ops.aten.select.int(slice_3, 2, 2)
    select_18 = torch.ops.aten.select.int(slice_2, 2, 2)
    select_19 = torch.ops.aten.select.int(slice_3, 2, 1);  slice_3 = None
    mul_9 = torch.ops.aten.mul.Tensor(select_18, select_19);  select_18 = select_19 = None
    add__3 = torch.ops.aten.add_.Tensor(select_17, mul_9);  select_17 = mul_9 = add__3 = None
    select_20 = torch.ops.aten.select.int(slice_2, 2, 2)
    select_21 = torch.ops.aten.select.int(slice_2, 2, 1);  slice_2 = None
    mul__2 = torch.ops.aten.mul_.Tensor(select_20, select_21);  select_20 = select_21 = mul__2 = None
    alias = torch.ops.aten.alias.default(transpose_7);  transpose_7 = None
    alias_1 = torch.ops.aten.alias.default(transpose_8)
    view_4 = torch.ops.aten.view.default(alias, [2, 16, 4, 2, -1]);  alias = None
    view_5 = torch.ops.aten.view.default(alias_1, [2, 16, 4, 2, -1]);  alias_1 = None
    slice_4 = torch.ops.aten.slice.Tensor(view_5, 2, 1, 9223372036854775807)
    select_22 = torch.ops.aten.select.int(slice_4, 3, 0);  slice_4 = None
    slice_5 = torch.ops.aten.slice.Tensor(view_4, 2, 1, 9223372036854775807)
    select_23 = torch.ops.aten.select.int(slice_5, 3, 0);  slice_5 = None
    slice_6 = torch.ops.aten.slice.Tensor(view_5, 2, 0, -1);  view_5 = None
    select_24 = torch.ops.aten.select.int(slice_6, 3, 1);  slice_6 = None
    mul_10 = torch.ops.aten.mul.Tensor(select_23, select_24);  select_23 = select_24 = None
    add__4 = torch.ops.aten.add_.Tensor(select_22, mul_10);  select_22 = mul_10 = add__4 = None
    slice_7 = torch.ops.aten.slice.Tensor(view_4, 2, 1, 9223372036854775807)
    select_25 = torch.ops.aten.select.int(slice_7, 3, 0);  slice_7 = None
    slice_8 = torch.ops.aten.slice.Tensor(view_4, 2, 0, -1);  view_4 = None
    select_26 = torch.ops.aten.select.int(slice_8, 3, 1);  slice_8 = None
    mul__3 = torch.ops.aten.mul_.Tensor(select_25, select_26);  select_25 = select_26 = mul__3 = None
    transpose_9 = torch.ops.aten.transpose.int(transpose_8, 2, 1);  transpose_8 = None
    alias_2 = torch.ops.aten.alias.default(transpose_9);  transpose_9 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(getitem_4, -1);  getitem_4 = None
    expand = torch.ops.aten.expand.default(alias_2, [2, 8, 16, 4]);  alias_2 = None
    clone_4 = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [16, 16, 4]);  clone_4 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_4, [2, 8, 4, 1]);  unsqueeze_4 = None
    view_6 = torch.ops.aten.view.default(expand_1, [16, 4, 1]);  expand_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view_4, view_6);  _unsafe_view_4 = view_6 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(bmm, [2, 8, 16, 1]);  bmm = None
    squeeze = torch.ops.aten.squeeze.dim(_unsafe_view_5, 3);  _unsafe_view_5 = None
    _param_constant9 = self._param_constant9
    mul_11 = torch.ops.aten.mul.Tensor(_param_constant9, silu);  _param_constant9 = silu = None
    add_3 = torch.ops.aten.add.Tensor(squeeze, mul_11);  squeeze = mul_11 = None
    silu_1 = torch.ops.aten.silu.default(getitem_1);  getitem_1 = None
    mul_12 = torch.ops.aten.mul.Tensor(add_3, silu_1);  add_3 = silu_1 = None
    _param_constant10 = self._param_constant10
    t_3 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    view_7 = torch.ops.aten.view.default(mul_12, [16, 16]);  mul_12 = None
    mm_3 = torch.ops.aten.mm.default(view_7, t_3);  view_7 = t_3 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 8]);  mm_3 = None
    add_4 = torch.ops.aten.add.Tensor(_unsafe_view_6, embedding);  _unsafe_view_6 = embedding = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(add_4, 2)
    mean_1 = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_5 = torch.ops.aten.add.Tensor(mean_1, 1e-05);  mean_1 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_5);  add_5 = None
    detach_3 = torch.ops.aten.detach.default(rsqrt_1);  detach_3 = None
    mul_13 = torch.ops.aten.mul.Tensor(add_4, rsqrt_1);  rsqrt_1 = None
    _param_constant11 = self._param_constant11
    mul_14 = torch.ops.aten.mul.Tensor(mul_13, _param_constant11);  mul_13 = _param_constant11 = None
    _param_constant12 = self._param_constant12
    t_4 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    view_8 = torch.ops.aten.view.default(mul_14, [16, 8]);  mul_14 = None
    mm_4 = torch.ops.aten.mm.default(view_8, t_4);  view_8 = t_4 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None
    split_1 = torch.ops.aten.split.Tensor(_unsafe_view_7, 16, -1);  _unsafe_view_7 = None
    getitem_5 = split_1[0]
    getitem_6 = split_1[1];  split_1 = None
    transpose_10 = torch.ops.aten.transpose.int(getitem_5, 1, 2);  getitem_5 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    convolution_1 = torch.ops.aten.convolution.default(transpose_10, _param_constant13, _param_constant14, [1], [3], [1], False, [0], 16);  transpose_10 = _param_constant13 = _param_constant14 = None
    slice_9 = torch.ops.aten.slice.Tensor(convolution_1, 2, 0, 8);  convolution_1 = None
    transpose_11 = torch.ops.aten.transpose.int(slice_9, 1, 2);  slice_9 = None
    silu_2 = torch.ops.aten.silu.default(transpose_11);  transpose_11 = None
    _param_constant15 = self._param_constant15
    exp_2 = torch.ops.aten.exp.default(_param_constant15);  _param_constant15 = None
    detach_4 = torch.ops.aten.detach.default(exp_2);  detach_4 = None
    neg_1 = torch.ops.aten.neg.default(exp_2);  exp_2 = None
    _param_constant16 = self._param_constant16
    t_5 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    clone_5 = torch.ops.aten.clone.default(silu_2, memory_format = torch.contiguous_format)
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_5, [16, 16]);  clone_5 = None
    mm_5 = torch.ops.aten.mm.default(_unsafe_view_8, t_5);  _unsafe_view_8 = t_5 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 9]);  mm_5 = None
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(_unsafe_view_9, [1, 4, 4], -1);  _unsafe_view_9 = None
    getitem_7 = split_with_sizes_1[0]
    getitem_8 = split_with_sizes_1[1]
    getitem_9 = split_with_sizes_1[2];  split_with_sizes_1 = None
    transpose_12 = torch.ops.aten.transpose.int(getitem_7, 1, 2);  getitem_7 = None
    transpose_13 = torch.ops.aten.transpose.int(transpose_12, -2, -1);  transpose_13 = None
    transpose_14 = torch.ops.aten.transpose.int(transpose_12, -2, -1);  transpose_12 = None
    _param_constant17 = self._param_constant17
    t_6 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    view_9 = torch.ops.aten.view.default(transpose_14, [16, 1]);  transpose_14 = None
    mm_6 = torch.ops.aten.mm.default(view_9, t_6);  view_9 = t_6 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    transpose_15 = torch.ops.aten.transpose.int(_unsafe_view_10, -2, -1);  _unsafe_view_10 = None
    clone_6 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    transpose_16 = torch.ops.aten.transpose.int(clone_6, 1, 2);  clone_6 = None
    _param_constant18 = self._param_constant18
    add_6 = torch.ops.aten.add.Tensor(transpose_16, _param_constant18);  transpose_16 = _param_constant18 = None
    softplus_1 = torch.ops.aten.softplus.default(add_6);  add_6 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(softplus_1, -1)
    mul_15 = torch.ops.aten.mul.Tensor(unsqueeze_5, neg_1);  unsqueeze_5 = neg_1 = None
    exp_3 = torch.ops.aten.exp.default(mul_15);  mul_15 = None
    detach_5 = torch.ops.aten.detach.default(exp_3);  detach_5 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(softplus_1, -1);  softplus_1 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(getitem_8, 2);  getitem_8 = None
    mul_16 = torch.ops.aten.mul.Tensor(unsqueeze_6, unsqueeze_7);  unsqueeze_6 = unsqueeze_7 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(silu_2, -1)
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, unsqueeze_8);  mul_16 = unsqueeze_8 = None
    clone_7 = torch.ops.aten.clone.default(exp_3);  exp_3 = None
    clone_8 = torch.ops.aten.clone.default(mul_17);  mul_17 = None
    transpose_17 = torch.ops.aten.transpose.int(clone_7, 2, 1);  clone_7 = None
    transpose_18 = torch.ops.aten.transpose.int(clone_8, 2, 1);  clone_8 = None
    view_10 = torch.ops.aten.view.default(transpose_17, [2, 16, 4, 2, -1])
    view_11 = torch.ops.aten.view.default(transpose_18, [2, 16, 4, 2, -1])
    select_27 = torch.ops.aten.select.int(view_11, 3, 1)
    select_28 = torch.ops.aten.select.int(view_10, 3, 1)
    select_29 = torch.ops.aten.select.int(view_11, 3, 0)
    mul_18 = torch.ops.aten.mul.Tensor(select_28, select_29);  select_28 = select_29 = None
    add__5 = torch.ops.aten.add_.Tensor(select_27, mul_18);  select_27 = mul_18 = add__5 = None
    select_30 = torch.ops.aten.select.int(view_10, 3, 1)
    select_31 = torch.ops.aten.select.int(view_10, 3, 0)
    mul__4 = torch.ops.aten.mul_.Tensor(select_30, select_31);  select_30 = select_31 = mul__4 = None
    select_32 = torch.ops.aten.select.int(view_10, 3, 1);  view_10 = None
    select_33 = torch.ops.aten.select.int(view_11, 3, 1);  view_11 = None
    select_34 = torch.ops.aten.select.int(select_33, 2, 1)
    select_35 = torch.ops.aten.select.int(select_32, 2, 1)
    select_36 = torch.ops.aten.select.int(select_33, 2, 0)
    mul_19 = torch.ops.aten.mul.Tensor(select_35, select_36);  select_35 = select_36 = None
    add__6 = torch.ops.aten.add_.Tensor(select_34, mul_19);  select_34 = mul_19 = add__6 = None
    select_37 = torch.ops.aten.select.int(select_32, 2, 1)
    select_38 = torch.ops.aten.select.int(select_32, 2, 0)
    mul__5 = torch.ops.aten.mul_.Tensor(select_37, select_38);  select_37 = select_38 = mul__5 = None
    select_39 = torch.ops.aten.select.int(select_33, 2, 3)
    select_40 = torch.ops.aten.select.int(select_32, 2, 3)
    select_41 = torch.ops.aten.select.int(select_33, 2, 2)
    select_42 = torch.ops.aten.select.int(select_32, 2, 2);  select_32 = None
    select_43 = torch.ops.aten.select.int(select_33, 2, 1);  select_33 = None
    mul_20 = torch.ops.aten.mul.Tensor(select_42, select_43);  select_42 = select_43 = None
    add_7 = torch.ops.aten.add.Tensor(select_41, mul_20);  select_41 = mul_20 = None
    mul_21 = torch.ops.aten.mul.Tensor(select_40, add_7);  select_40 = add_7 = None
    add__7 = torch.ops.aten.add_.Tensor(select_39, mul_21);  select_39 = mul_21 = add__7 = None
    slice_10 = torch.ops.aten.slice.Tensor(transpose_17, 2, 1, 8, 2)
    slice_11 = torch.ops.aten.slice.Tensor(transpose_18, 2, 1, 8, 2)
    select_44 = torch.ops.aten.select.int(slice_11, 2, 2)
    select_45 = torch.ops.aten.select.int(slice_10, 2, 2)
    select_46 = torch.ops.aten.select.int(slice_11, 2, 1);  slice_11 = None
    mul_22 = torch.ops.aten.mul.Tensor(select_45, select_46);  select_45 = select_46 = None
    add__8 = torch.ops.aten.add_.Tensor(select_44, mul_22);  select_44 = mul_22 = add__8 = None
    select_47 = torch.ops.aten.select.int(slice_10, 2, 2)
    select_48 = torch.ops.aten.select.int(slice_10, 2, 1);  slice_10 = None
    mul__6 = torch.ops.aten.mul_.Tensor(select_47, select_48);  select_47 = select_48 = mul__6 = None
    alias_3 = torch.ops.aten.alias.default(transpose_17);  transpose_17 = None
    alias_4 = torch.ops.aten.alias.default(transpose_18)
    view_12 = torch.ops.aten.view.default(alias_3, [2, 16, 4, 2, -1]);  alias_3 = None
    view_13 = torch.ops.aten.view.default(alias_4, [2, 16, 4, 2, -1]);  alias_4 = None
    slice_12 = torch.ops.aten.slice.Tensor(view_13, 2, 1, 9223372036854775807)
    select_49 = torch.ops.aten.select.int(slice_12, 3, 0);  slice_12 = None
    slice_13 = torch.ops.aten.slice.Tensor(view_12, 2, 1, 9223372036854775807)
    select_50 = torch.ops.aten.select.int(slice_13, 3, 0);  slice_13 = None
    slice_14 = torch.ops.aten.slice.Tensor(view_13, 2, 0, -1);  view_13 = None
    select_51 = torch.ops.aten.select.int(slice_14, 3, 1);  slice_14 = None
    mul_23 = torch.ops.aten.mul.Tensor(select_50, select_51);  select_50 = select_51 = None
    add__9 = torch.ops.aten.add_.Tensor(select_49, mul_23);  select_49 = mul_23 = add__9 = None
    slice_15 = torch.ops.aten.slice.Tensor(view_12, 2, 1, 9223372036854775807)
    select_52 = torch.ops.aten.select.int(slice_15, 3, 0);  slice_15 = None
    slice_16 = torch.ops.aten.slice.Tensor(view_12, 2, 0, -1);  view_12 = None
    select_53 = torch.ops.aten.select.int(slice_16, 3, 1);  slice_16 = None
    mul__7 = torch.ops.aten.mul_.Tensor(select_52, select_53);  select_52 = select_53 = mul__7 = None
    transpose_19 = torch.ops.aten.transpose.int(transpose_18, 2, 1);  transpose_18 = None
    alias_5 = torch.ops.aten.alias.default(transpose_19);  transpose_19 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(getitem_9, -1);  getitem_9 = None
    expand_2 = torch.ops.aten.expand.default(alias_5, [2, 8, 16, 4]);  alias_5 = None
    clone_9 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_9, [16, 16, 4]);  clone_9 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_9, [2, 8, 4, 1]);  unsqueeze_9 = None
    view_14 = torch.ops.aten.view.default(expand_3, [16, 4, 1]);  expand_3 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view_11, view_14);  _unsafe_view_11 = view_14 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 8, 16, 1]);  bmm_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(_unsafe_view_12, 3);  _unsafe_view_12 = None
    _param_constant19 = self._param_constant19
    mul_24 = torch.ops.aten.mul.Tensor(_param_constant19, silu_2);  _param_constant19 = silu_2 = None
    add_8 = torch.ops.aten.add.Tensor(squeeze_1, mul_24);  squeeze_1 = mul_24 = None
    silu_3 = torch.ops.aten.silu.default(getitem_6);  getitem_6 = None
    mul_25 = torch.ops.aten.mul.Tensor(add_8, silu_3);  add_8 = silu_3 = None
    _param_constant20 = self._param_constant20
    t_7 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    view_15 = torch.ops.aten.view.default(mul_25, [16, 16]);  mul_25 = None
    mm_7 = torch.ops.aten.mm.default(view_15, t_7);  view_15 = t_7 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 8]);  mm_7 = None
    add_9 = torch.ops.aten.add.Tensor(_unsafe_view_13, add_4);  _unsafe_view_13 = add_4 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_2 = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
    add_10 = torch.ops.aten.add.Tensor(mean_2, 1e-05);  mean_2 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    detach_6 = torch.ops.aten.detach.default(rsqrt_2);  detach_6 = None
    mul_26 = torch.ops.aten.mul.Tensor(add_9, rsqrt_2);  rsqrt_2 = None
    _param_constant21 = self._param_constant21
    mul_27 = torch.ops.aten.mul.Tensor(mul_26, _param_constant21);  mul_26 = _param_constant21 = None
    _param_constant22 = self._param_constant22
    t_8 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    view_16 = torch.ops.aten.view.default(mul_27, [16, 8]);  mul_27 = None
    mm_8 = torch.ops.aten.mm.default(view_16, t_8);  view_16 = t_8 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 32]);  mm_8 = None
    split_2 = torch.ops.aten.split.Tensor(_unsafe_view_14, 16, -1);  _unsafe_view_14 = None
    getitem_10 = split_2[0]
    getitem_11 = split_2[1];  split_2 = None
    transpose_20 = torch.ops.aten.transpose.int(getitem_10, 1, 2);  getitem_10 = None
    _param_constant23 = self._param_constant23
    _param_constant24 = self._param_constant24
    convolution_2 = torch.ops.aten.convolution.default(transpose_20, _param_constant23, _param_constant24, [1], [3], [1], False, [0], 16);  transpose_20 = _param_constant23 = _param_constant24 = None
    slice_17 = torch.ops.aten.slice.Tensor(convolution_2, 2, 0, 8);  convolution_2 = None
    transpose_21 = torch.ops.aten.transpose.int(slice_17, 1, 2);  slice_17 = None
    silu_4 = torch.ops.aten.silu.default(transpose_21);  transpose_21 = None
    _param_constant25 = self._param_constant25
    exp_4 = torch.ops.aten.exp.default(_param_constant25);  _param_constant25 = None
    detach_7 = torch.ops.aten.detach.default(exp_4);  detach_7 = None
    neg_2 = torch.ops.aten.neg.default(exp_4);  exp_4 = None
    _param_constant26 = self._param_constant26
    t_9 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    clone_10 = torch.ops.aten.clone.default(silu_4, memory_format = torch.contiguous_format)
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_10, [16, 16]);  clone_10 = None
    mm_9 = torch.ops.aten.mm.default(_unsafe_view_15, t_9);  _unsafe_view_15 = t_9 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 9]);  mm_9 = None
    split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(_unsafe_view_16, [1, 4, 4], -1);  _unsafe_view_16 = None
    getitem_12 = split_with_sizes_2[0]
    getitem_13 = split_with_sizes_2[1]
    getitem_14 = split_with_sizes_2[2];  split_with_sizes_2 = None
    transpose_22 = torch.ops.aten.transpose.int(getitem_12, 1, 2);  getitem_12 = None
    transpose_23 = torch.ops.aten.transpose.int(transpose_22, -2, -1);  transpose_23 = None
    transpose_24 = torch.ops.aten.transpose.int(transpose_22, -2, -1);  transpose_22 = None
    _param_constant27 = self._param_constant27
    t_10 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    view_17 = torch.ops.aten.view.default(transpose_24, [16, 1]);  transpose_24 = None
    mm_10 = torch.ops.aten.mm.default(view_17, t_10);  view_17 = t_10 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 16]);  mm_10 = None
    transpose_25 = torch.ops.aten.transpose.int(_unsafe_view_17, -2, -1);  _unsafe_view_17 = None
    clone_11 = torch.ops.aten.clone.default(transpose_25, memory_format = torch.contiguous_format);  transpose_25 = None
    transpose_26 = torch.ops.aten.transpose.int(clone_11, 1, 2);  clone_11 = None
    _param_constant28 = self._param_constant28
    add_11 = torch.ops.aten.add.Tensor(transpose_26, _param_constant28);  transpose_26 = _param_constant28 = None
    softplus_2 = torch.ops.aten.softplus.default(add_11);  add_11 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(softplus_2, -1)
    mul_28 = torch.ops.aten.mul.Tensor(unsqueeze_10, neg_2);  unsqueeze_10 = neg_2 = None
    exp_5 = torch.ops.aten.exp.default(mul_28);  mul_28 = None
    detach_8 = torch.ops.aten.detach.default(exp_5);  detach_8 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(softplus_2, -1);  softplus_2 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(getitem_13, 2);  getitem_13 = None
    mul_29 = torch.ops.aten.mul.Tensor(unsqueeze_11, unsqueeze_12);  unsqueeze_11 = unsqueeze_12 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(silu_4, -1)
    mul_30 = torch.ops.aten.mul.Tensor(mul_29, unsqueeze_13);  mul_29 = unsqueeze_13 = None
    clone_12 = torch.ops.aten.clone.default(exp_5);  exp_5 = None
    clone_13 = torch.ops.aten.clone.default(mul_30);  mul_30 = None
    transpose_27 = torch.ops.aten.transpose.int(clone_12, 2, 1);  clone_12 = None
    transpose_28 = torch.ops.aten.transpose.int(clone_13, 2, 1);  clone_13 = None
    view_18 = torch.ops.aten.view.default(transpose_27, [2, 16, 4, 2, -1])
    view_19 = torch.ops.aten.view.default(transpose_28, [2, 16, 4, 2, -1])
    select_54 = torch.ops.aten.select.int(view_19, 3, 1)
    select_55 = torch.ops.aten.select.int(view_18, 3, 1)
    select_56 = torch.ops.aten.select.int(view_19, 3, 0)
    mul_31 = torch.ops.aten.mul.Tensor(select_55, select_56);  select_55 = select_56 = None
    add__10 = torch.ops.aten.add_.Tensor(select_54, mul_31);  select_54 = mul_31 = add__10 = None
    select_57 = torch.ops.aten.select.int(view_18, 3, 1)
    select_58 = torch.ops.aten.select.int(view_18, 3, 0)
    mul__8 = torch.ops.aten.mul_.Tensor(select_57, select_58);  select_57 = select_58 = mul__8 = None
    select_59 = torch.ops.aten.select.int(view_18, 3, 1);  view_18 = None
    select_60 = torch.ops.aten.select.int(view_19, 3, 1);  view_19 = None
    select_61 = torch.ops.aten.select.int(select_60, 2, 1)
    select_62 = torch.ops.aten.select.int(select_59, 2, 1)
    select_63 = torch.ops.aten.select.int(select_60, 2, 0)
    mul_32 = torch.ops.aten.mul.Tensor(select_62, select_63);  select_62 = select_63 = None
    add__11 = torch.ops.aten.add_.Tensor(select_61, mul_32);  select_61 = mul_32 = add__11 = None
    select_64 = torch.ops.aten.select.int(select_59, 2, 1)
    select_65 = torch.ops.aten.select.int(select_59, 2, 0)
    mul__9 = torch.ops.aten.mul_.Tensor(select_64, select_65);  select_64 = select_65 = mul__9 = None
    select_66 = torch.ops.aten.select.int(select_60, 2, 3)
    select_67 = torch.ops.aten.select.int(select_59, 2, 3)
    select_68 = torch.ops.aten.select.int(select_60, 2, 2)
    select_69 = torch.ops.aten.select.int(select_59, 2, 2);  select_59 = None
    select_70 = torch.ops.aten.select.int(select_60, 2, 1);  select_60 = None
    mul_33 = torch.ops.aten.mul.Tensor(select_69, select_70);  select_69 = select_70 = None
    add_12 = torch.ops.aten.add.Tensor(select_68, mul_33);  select_68 = mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(select_67, add_12);  select_67 = add_12 = None
    add__12 = torch.ops.aten.add_.Tensor(select_66, mul_34);  select_66 = mul_34 = add__12 = None
    slice_18 = torch.ops.aten.slice.Tensor(transpose_27, 2, 1, 8, 2)
    slice_19 = torch.ops.aten.slice.Tensor(transpose_28, 2, 1, 8, 2)
    select_71 = torch.ops.aten.select.int(slice_19, 2, 2)
    select_72 = torch.ops.aten.select.int(slice_18, 2, 2)
    select_73 = torch.ops.aten.select.int(slice_19, 2, 1);  slice_19 = None
    mul_35 = torch.ops.aten.mul.Tensor(select_72, select_73);  select_72 = select_73 = None
    add__13 = torch.ops.aten.add_.Tensor(select_71, mul_35);  select_71 = mul_35 = add__13 = None
    select_74 = torch.ops.aten.select.int(slice_18, 2, 2)
    select_75 = torch.ops.aten.select.int(slice_18, 2, 1);  slice_18 = None
    mul__10 = torch.ops.aten.mul_.Tensor(select_74, select_75);  select_74 = select_75 = mul__10 = None
    alias_6 = torch.ops.aten.alias.default(transpose_27);  transpose_27 = None
    alias_7 = torch.ops.aten.alias.default(transpose_28)
    view_20 = torch.ops.aten.view.default(alias_6, [2, 16, 4, 2, -1]);  alias_6 = None
    view_21 = torch.ops.aten.view.default(alias_7, [2, 16, 4, 2, -1]);  alias_7 = None
    slice_20 = torch.ops.aten.slice.Tensor(view_21, 2, 1, 9223372036854775807)
    select_76 = torch.ops.aten.select.int(slice_20, 3, 0);  slice_20 = None
    slice_21 = torch.ops.aten.slice.Tensor(view_20, 2, 1, 9223372036854775807)
    select_77 = torch.ops.aten.select.int(slice_21, 3, 0);  slice_21 = None
    slice_22 = torch.ops.aten.slice.Tensor(view_21, 2, 0, -1);  view_21 = None
    select_78 = torch.ops.aten.select.int(slice_22, 3, 1);  slice_22 = None
    mul_36 = torch.ops.aten.mul.Tensor(select_77, select_78);  select_77 = select_78 = None
    add__14 = torch.ops.aten.add_.Tensor(select_76, mul_36);  select_76 = mul_36 = add__14 = None
    slice_23 = torch.ops.aten.slice.Tensor(view_20, 2, 1, 9223372036854775807)
    select_79 = torch.ops.aten.select.int(slice_23, 3, 0);  slice_23 = None
    slice_24 = torch.ops.aten.slice.Tensor(view_20, 2, 0, -1);  view_20 = None
    select_80 = torch.ops.aten.select.int(slice_24, 3, 1);  slice_24 = None
    mul__11 = torch.ops.aten.mul_.Tensor(select_79, select_80);  select_79 = select_80 = mul__11 = None
    transpose_29 = torch.ops.aten.transpose.int(transpose_28, 2, 1);  transpose_28 = None
    alias_8 = torch.ops.aten.alias.default(transpose_29);  transpose_29 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(getitem_14, -1);  getitem_14 = None
    expand_4 = torch.ops.aten.expand.default(alias_8, [2, 8, 16, 4]);  alias_8 = None
    clone_14 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_14, [16, 16, 4]);  clone_14 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_14, [2, 8, 4, 1]);  unsqueeze_14 = None
    view_22 = torch.ops.aten.view.default(expand_5, [16, 4, 1]);  expand_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_18, view_22);  _unsafe_view_18 = view_22 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 8, 16, 1]);  bmm_2 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(_unsafe_view_19, 3);  _unsafe_view_19 = None
    _param_constant29 = self._param_constant29
    mul_37 = torch.ops.aten.mul.Tensor(_param_constant29, silu_4);  _param_constant29 = silu_4 = None
    add_13 = torch.ops.aten.add.Tensor(squeeze_2, mul_37);  squeeze_2 = mul_37 = None
    silu_5 = torch.ops.aten.silu.default(getitem_11);  getitem_11 = None
    mul_38 = torch.ops.aten.mul.Tensor(add_13, silu_5);  add_13 = silu_5 = None
    _param_constant30 = self._param_constant30
    t_11 = torch.ops.aten.t.default(_param_constant30);  _param_constant30 = None
    view_23 = torch.ops.aten.view.default(mul_38, [16, 16]);  mul_38 = None
    mm_11 = torch.ops.aten.mm.default(view_23, t_11);  view_23 = t_11 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 8]);  mm_11 = None
    add_14 = torch.ops.aten.add.Tensor(_unsafe_view_20, add_9);  _unsafe_view_20 = add_9 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(add_14, 2)
    mean_3 = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_15 = torch.ops.aten.add.Tensor(mean_3, 1e-05);  mean_3 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    detach_9 = torch.ops.aten.detach.default(rsqrt_3);  detach_9 = None
    mul_39 = torch.ops.aten.mul.Tensor(add_14, rsqrt_3);  add_14 = rsqrt_3 = None
    _param_constant31 = self._param_constant31
    mul_40 = torch.ops.aten.mul.Tensor(mul_39, _param_constant31);  mul_39 = _param_constant31 = None
    _param_constant32 = self._param_constant32
    t_12 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    view_24 = torch.ops.aten.view.default(mul_40, [16, 8]);  mul_40 = None
    mm_12 = torch.ops.aten.mm.default(view_24, t_12);  view_24 = t_12 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 11]);  mm_12 = None
    view_25 = torch.ops.aten.view.default(_unsafe_view_21, [-1, 11]);  _unsafe_view_21 = None
    view_26 = torch.ops.aten.view.default(targets_1, [-1]);  targets_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_25, 1, False);  view_25 = None
    detach_10 = torch.ops.aten.detach.default(_log_softmax);  detach_10 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_26, None, 1, -100);  _log_softmax = view_26 = None
    getitem_15 = nll_loss_forward[0]
    getitem_16 = nll_loss_forward[1];  nll_loss_forward = getitem_16 = None
    return getitem_15
    