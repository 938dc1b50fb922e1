


def forward(self, tokens_1, targets_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, tokens_1, 0);  _param_constant0 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(embedding, 2)
    mean = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    add = torch.ops.aten.add.Tensor(mean, 1e-05);  mean = None
    rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
    detach = torch.ops.aten.detach.default(rsqrt)
    mul = torch.ops.aten.mul.Tensor(embedding, rsqrt)
    _param_constant1 = self._param_constant1
    mul_1 = torch.ops.aten.mul.Tensor(mul, _param_constant1);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    view = torch.ops.aten.view.default(mul_1, [16, 8]);  mul_1 = None
    mm = torch.ops.aten.mm.default(view, t)
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 32]);  mm = None
    split = torch.ops.aten.split.Tensor(_unsafe_view, 16, -1);  _unsafe_view = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    transpose = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    convolution = torch.ops.aten.convolution.default(transpose, _param_constant3, _param_constant4, [1], [3], [1], False, [0], 16);  _param_constant3 = _param_constant4 = None
    slice_1 = torch.ops.aten.slice.Tensor(convolution, 2, 0, 8);  convolution = None
    transpose_1 = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
    silu = torch.ops.aten.silu.default(transpose_1)
    _param_constant5 = self._param_constant5
    exp = torch.ops.aten.exp.default(_param_constant5);  _param_constant5 = None
    detach_1 = torch.ops.aten.detach.default(exp)
    neg = torch.ops.aten.neg.default(exp);  exp = None
    _param_constant6 = self._param_constant6
    t_1 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    clone = torch.ops.aten.clone.default(silu, memory_format = torch.contiguous_format)
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone, [16, 16]);  clone = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_1, t_1)
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
    mm_2 = torch.ops.aten.mm.default(view_1, t_2)
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 16]);  mm_2 = None
    transpose_5 = torch.ops.aten.transpose.int(_unsafe_view_3, -2, -1);  _unsafe_view_3 = None
    clone_1 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    transpose_6 = torch.ops.aten.transpose.int(clone_1, 1, 2);  clone_1 = None
    _param_constant8 = self._param_constant8
    add_1 = torch.ops.aten.add.Tensor(transpose_6, _param_constant8);  transpose_6 = _param_constant8 = None
    softplus = torch.ops.aten.softplus.default(add_1)
    unsqueeze = torch.ops.aten.unsqueeze.default(softplus, -1)
    mul_2 = torch.ops.aten.mul.Tensor(unsqueeze, neg)
    exp_1 = torch.ops.aten.exp.default(mul_2);  mul_2 = None
    detach_2 = torch.ops.aten.detach.default(exp_1)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(softplus, -1);  softplus = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(getitem_3, 2);  getitem_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(unsqueeze_1, unsqueeze_2)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(silu, -1)
    mul_4 = torch.ops.aten.mul.Tensor(mul_3, unsqueeze_3)
    clone_2 = torch.ops.aten.clone.default(exp_1)
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
    transpose_9 = torch.ops.aten.transpose.int(transpose_8, 2, 1)
    alias_2 = torch.ops.aten.alias.default(transpose_9);  transpose_9 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(getitem_4, -1);  getitem_4 = None
    expand = torch.ops.aten.expand.default(alias_2, [2, 8, 16, 4]);  alias_2 = None
    clone_4 = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [16, 16, 4]);  clone_4 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_4, [2, 8, 4, 1]);  unsqueeze_4 = None
    view_6 = torch.ops.aten.view.default(expand_1, [16, 4, 1]);  expand_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view_4, view_6)
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(bmm, [2, 8, 16, 1]);  bmm = None
    squeeze = torch.ops.aten.squeeze.dim(_unsafe_view_5, 3);  _unsafe_view_5 = None
    _param_constant9 = self._param_constant9
    mul_11 = torch.ops.aten.mul.Tensor(_param_constant9, silu);  _param_constant9 = None
    add_3 = torch.ops.aten.add.Tensor(squeeze, mul_11);  squeeze = mul_11 = None
    silu_1 = torch.ops.aten.silu.default(getitem_1)
    mul_12 = torch.ops.aten.mul.Tensor(add_3, silu_1)
    _param_constant10 = self._param_constant10
    t_3 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    view_7 = torch.ops.aten.view.default(mul_12, [16, 16]);  mul_12 = None
    mm_3 = torch.ops.aten.mm.default(view_7, t_3)
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 8]);  mm_3 = None
    add_4 = torch.ops.aten.add.Tensor(_unsafe_view_6, embedding);  _unsafe_view_6 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(add_4, 2)
    mean_1 = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_5 = torch.ops.aten.add.Tensor(mean_1, 1e-05);  mean_1 = None
    rsqrt_1 = torch.ops.aten.rsqrt.default(add_5);  add_5 = None
    detach_3 = torch.ops.aten.detach.default(rsqrt_1)
    mul_13 = torch.ops.aten.mul.Tensor(add_4, rsqrt_1)
    _param_constant11 = self._param_constant11
    mul_14 = torch.ops.aten.mul.Tensor(mul_13, _param_constant11);  _param_constant11 = None
    _param_constant12 = self._param_constant12
    t_4 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    view_8 = torch.ops.aten.view.default(mul_14, [16, 8]);  mul_14 = None
    mm_4 = torch.ops.aten.mm.default(view_8, t_4)
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None
    split_1 = torch.ops.aten.split.Tensor(_unsafe_view_7, 16, -1);  _unsafe_view_7 = None
    getitem_5 = split_1[0]
    getitem_6 = split_1[1];  split_1 = None
    transpose_10 = torch.ops.aten.transpose.int(getitem_5, 1, 2);  getitem_5 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    convolution_1 = torch.ops.aten.convolution.default(transpose_10, _param_constant13, _param_constant14, [1], [3], [1], False, [0], 16);  _param_constant13 = _param_constant14 = None
    slice_9 = torch.ops.aten.slice.Tensor(convolution_1, 2, 0, 8);  convolution_1 = None
    transpose_11 = torch.ops.aten.transpose.int(slice_9, 1, 2);  slice_9 = None
    silu_2 = torch.ops.aten.silu.default(transpose_11)
    _param_constant15 = self._param_constant15
    exp_2 = torch.ops.aten.exp.default(_param_constant15);  _param_constant15 = None
    detach_4 = torch.ops.aten.detach.default(exp_2)
    neg_1 = torch.ops.aten.neg.default(exp_2);  exp_2 = None
    _param_constant16 = self._param_constant16
    t_5 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    clone_5 = torch.ops.aten.clone.default(silu_2, memory_format = torch.contiguous_format)
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_5, [16, 16]);  clone_5 = None
    mm_5 = torch.ops.aten.mm.default(_unsafe_view_8, t_5)
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
    mm_6 = torch.ops.aten.mm.default(view_9, t_6)
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    transpose_15 = torch.ops.aten.transpose.int(_unsafe_view_10, -2, -1);  _unsafe_view_10 = None
    clone_6 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    transpose_16 = torch.ops.aten.transpose.int(clone_6, 1, 2);  clone_6 = None
    _param_constant18 = self._param_constant18
    add_6 = torch.ops.aten.add.Tensor(transpose_16, _param_constant18);  transpose_16 = _param_constant18 = None
    softplus_1 = torch.ops.aten.softplus.default(add_6)
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(softplus_1, -1)
    mul_15 = torch.ops.aten.mul.Tensor(unsqueeze_5, neg_1)
    exp_3 = torch.ops.aten.exp.default(mul_15);  mul_15 = None
    detach_5 = torch.ops.aten.detach.default(exp_3)
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(softplus_1, -1);  softplus_1 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(getitem_8, 2);  getitem_8 = None
    mul_16 = torch.ops.aten.mul.Tensor(unsqueeze_6, unsqueeze_7)
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(silu_2, -1)
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, unsqueeze_8)
    clone_7 = torch.ops.aten.clone.default(exp_3)
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
    transpose_19 = torch.ops.aten.transpose.int(transpose_18, 2, 1)
    alias_5 = torch.ops.aten.alias.default(transpose_19);  transpose_19 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(getitem_9, -1);  getitem_9 = None
    expand_2 = torch.ops.aten.expand.default(alias_5, [2, 8, 16, 4]);  alias_5 = None
    clone_9 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_9, [16, 16, 4]);  clone_9 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_9, [2, 8, 4, 1]);  unsqueeze_9 = None
    view_14 = torch.ops.aten.view.default(expand_3, [16, 4, 1]);  expand_3 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view_11, view_14)
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 8, 16, 1]);  bmm_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(_unsafe_view_12, 3);  _unsafe_view_12 = None
    _param_constant19 = self._param_constant19
    mul_24 = torch.ops.aten.mul.Tensor(_param_constant19, silu_2);  _param_constant19 = None
    add_8 = torch.ops.aten.add.Tensor(squeeze_1, mul_24);  squeeze_1 = mul_24 = None
    silu_3 = torch.ops.aten.silu.default(getitem_6)
    mul_25 = torch.ops.aten.mul.Tensor(add_8, silu_3)
    _param_constant20 = self._param_constant20
    t_7 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    view_15 = torch.ops.aten.view.default(mul_25, [16, 16]);  mul_25 = None
    mm_7 = torch.ops.aten.mm.default(view_15, t_7)
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 8]);  mm_7 = None
    add_9 = torch.ops.aten.add.Tensor(_unsafe_view_13, add_4);  _unsafe_view_13 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_2 = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
    add_10 = torch.ops.aten.add.Tensor(mean_2, 1e-05);  mean_2 = None
    rsqrt_2 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    detach_6 = torch.ops.aten.detach.default(rsqrt_2)
    mul_26 = torch.ops.aten.mul.Tensor(add_9, rsqrt_2)
    _param_constant21 = self._param_constant21
    mul_27 = torch.ops.aten.mul.Tensor(mul_26, _param_constant21);  _param_constant21 = None
    _param_constant22 = self._param_constant22
    t_8 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    view_16 = torch.ops.aten.view.default(mul_27, [16, 8]);  mul_27 = None
    mm_8 = torch.ops.aten.mm.default(view_16, t_8)
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 32]);  mm_8 = None
    split_2 = torch.ops.aten.split.Tensor(_unsafe_view_14, 16, -1);  _unsafe_view_14 = None
    getitem_10 = split_2[0]
    getitem_11 = split_2[1];  split_2 = None
    transpose_20 = torch.ops.aten.transpose.int(getitem_10, 1, 2);  getitem_10 = None
    _param_constant23 = self._param_constant23
    _param_constant24 = self._param_constant24
    convolution_2 = torch.ops.aten.convolution.default(transpose_20, _param_constant23, _param_constant24, [1], [3], [1], False, [0], 16);  _param_constant23 = _param_constant24 = None
    slice_17 = torch.ops.aten.slice.Tensor(convolution_2, 2, 0, 8);  convolution_2 = None
    transpose_21 = torch.ops.aten.transpose.int(slice_17, 1, 2);  slice_17 = None
    silu_4 = torch.ops.aten.silu.default(transpose_21)
    _param_constant25 = self._param_constant25
    exp_4 = torch.ops.aten.exp.default(_param_constant25);  _param_constant25 = None
    detach_7 = torch.ops.aten.detach.default(exp_4)
    neg_2 = torch.ops.aten.neg.default(exp_4);  exp_4 = None
    _param_constant26 = self._param_constant26
    t_9 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    clone_10 = torch.ops.aten.clone.default(silu_4, memory_format = torch.contiguous_format)
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_10, [16, 16]);  clone_10 = None
    mm_9 = torch.ops.aten.mm.default(_unsafe_view_15, t_9)
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
    mm_10 = torch.ops.aten.mm.default(view_17, t_10)
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 16]);  mm_10 = None
    transpose_25 = torch.ops.aten.transpose.int(_unsafe_view_17, -2, -1);  _unsafe_view_17 = None
    clone_11 = torch.ops.aten.clone.default(transpose_25, memory_format = torch.contiguous_format);  transpose_25 = None
    transpose_26 = torch.ops.aten.transpose.int(clone_11, 1, 2);  clone_11 = None
    _param_constant28 = self._param_constant28
    add_11 = torch.ops.aten.add.Tensor(transpose_26, _param_constant28);  transpose_26 = _param_constant28 = None
    softplus_2 = torch.ops.aten.softplus.default(add_11)
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(softplus_2, -1)
    mul_28 = torch.ops.aten.mul.Tensor(unsqueeze_10, neg_2)
    exp_5 = torch.ops.aten.exp.default(mul_28);  mul_28 = None
    detach_8 = torch.ops.aten.detach.default(exp_5)
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(softplus_2, -1);  softplus_2 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(getitem_13, 2);  getitem_13 = None
    mul_29 = torch.ops.aten.mul.Tensor(unsqueeze_11, unsqueeze_12)
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(silu_4, -1)
    mul_30 = torch.ops.aten.mul.Tensor(mul_29, unsqueeze_13)
    clone_12 = torch.ops.aten.clone.default(exp_5)
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
    transpose_29 = torch.ops.aten.transpose.int(transpose_28, 2, 1)
    alias_8 = torch.ops.aten.alias.default(transpose_29);  transpose_29 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(getitem_14, -1);  getitem_14 = None
    expand_4 = torch.ops.aten.expand.default(alias_8, [2, 8, 16, 4]);  alias_8 = None
    clone_14 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_14, [16, 16, 4]);  clone_14 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_14, [2, 8, 4, 1]);  unsqueeze_14 = None
    view_22 = torch.ops.aten.view.default(expand_5, [16, 4, 1]);  expand_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_18, view_22)
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 8, 16, 1]);  bmm_2 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(_unsafe_view_19, 3);  _unsafe_view_19 = None
    _param_constant29 = self._param_constant29
    mul_37 = torch.ops.aten.mul.Tensor(_param_constant29, silu_4);  _param_constant29 = None
    add_13 = torch.ops.aten.add.Tensor(squeeze_2, mul_37);  squeeze_2 = mul_37 = None
    silu_5 = torch.ops.aten.silu.default(getitem_11)
    mul_38 = torch.ops.aten.mul.Tensor(add_13, silu_5)
    _param_constant30 = self._param_constant30
    t_11 = torch.ops.aten.t.default(_param_constant30);  _param_constant30 = None
    view_23 = torch.ops.aten.view.default(mul_38, [16, 16]);  mul_38 = None
    mm_11 = torch.ops.aten.mm.default(view_23, t_11)
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 8]);  mm_11 = None
    add_14 = torch.ops.aten.add.Tensor(_unsafe_view_20, add_9);  _unsafe_view_20 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(add_14, 2)
    mean_3 = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_15 = torch.ops.aten.add.Tensor(mean_3, 1e-05);  mean_3 = None
    rsqrt_3 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    detach_9 = torch.ops.aten.detach.default(rsqrt_3)
    mul_39 = torch.ops.aten.mul.Tensor(add_14, rsqrt_3)
    _param_constant31 = self._param_constant31
    mul_40 = torch.ops.aten.mul.Tensor(mul_39, _param_constant31);  _param_constant31 = None
    _param_constant32 = self._param_constant32
    t_12 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    view_24 = torch.ops.aten.view.default(mul_40, [16, 8]);  mul_40 = None
    mm_12 = torch.ops.aten.mm.default(view_24, t_12)
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 11]);  mm_12 = None
    view_25 = torch.ops.aten.view.default(_unsafe_view_21, [-1, 11]);  _unsafe_view_21 = None
    view_26 = torch.ops.aten.view.default(targets_1, [-1]);  targets_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_25, 1, False);  view_25 = None
    detach_10 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_26, None, 1, -100)
    getitem_15 = nll_loss_forward[0]
    getitem_16 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_15, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, view_26, None, 1, -100, getitem_16);  ones_like = _log_softmax = view_26 = getitem_16 = None
    detach_11 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_11, 1, torch.float32);  nll_loss_backward = detach_11 = None
    view_27 = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 11]);  _log_softmax_backward_data = None
    view_28 = torch.ops.aten.view.default(view_27, [16, 11]);  view_27 = None
    t_13 = torch.ops.aten.t.default(view_28)
    mm_13 = torch.ops.aten.mm.default(t_13, view_24);  t_13 = view_24 = None
    t_14 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    t_15 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm_14 = torch.ops.aten.mm.default(view_28, t_15);  view_28 = t_15 = None
    view_29 = torch.ops.aten.view.default(mm_14, [2, 8, 8]);  mm_14 = None
    t_16 = torch.ops.aten.t.default(t_14);  t_14 = None
    mul_41 = torch.ops.aten.mul.Tensor(view_29, mul_39);  mul_39 = None
    _param_constant31_1 = self._param_constant31
    mul_42 = torch.ops.aten.mul.Tensor(view_29, _param_constant31_1);  view_29 = _param_constant31_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_41, [0, 1], True);  mul_41 = None
    view_30 = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
    mul_43 = torch.ops.aten.mul.Tensor(mul_42, add_14)
    mul_44 = torch.ops.aten.mul.Tensor(mul_42, rsqrt_3);  mul_42 = rsqrt_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_43, [2], True);  mul_43 = None
    detach_12 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(detach_12, 3);  detach_12 = None
    mul_45 = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
    mul_46 = torch.ops.aten.mul.Tensor(mul_45, pow_5);  mul_45 = pow_5 = None
    expand_6 = torch.ops.aten.expand.default(mul_46, [2, 8, 8]);  mul_46 = None
    div = torch.ops.aten.div.Scalar(expand_6, 8);  expand_6 = None
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(add_14, 1.0);  add_14 = None
    mul_47 = torch.ops.aten.mul.Scalar(pow_6, 2.0);  pow_6 = None
    mul_48 = torch.ops.aten.mul.Tensor(div, mul_47);  div = mul_47 = None
    add_16 = torch.ops.aten.add.Tensor(mul_44, mul_48);  mul_44 = mul_48 = None
    view_31 = torch.ops.aten.view.default(add_16, [16, 8])
    t_17 = torch.ops.aten.t.default(view_31)
    mm_15 = torch.ops.aten.mm.default(t_17, view_23);  t_17 = view_23 = None
    t_18 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    t_19 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_16 = torch.ops.aten.mm.default(view_31, t_19);  view_31 = t_19 = None
    view_32 = torch.ops.aten.view.default(mm_16, [2, 8, 16]);  mm_16 = None
    t_20 = torch.ops.aten.t.default(t_18);  t_18 = None
    mul_49 = torch.ops.aten.mul.Tensor(view_32, add_13);  add_13 = None
    mul_50 = torch.ops.aten.mul.Tensor(view_32, silu_5);  view_32 = silu_5 = None
    silu_backward = torch.ops.aten.silu_backward.default(mul_49, getitem_11);  mul_49 = getitem_11 = None
    _param_constant29_1 = self._param_constant29
    mul_51 = torch.ops.aten.mul.Tensor(mul_50, _param_constant29_1);  _param_constant29_1 = None
    mul_52 = torch.ops.aten.mul.Tensor(mul_50, silu_4);  silu_4 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_52, [0, 1], True);  mul_52 = None
    view_33 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(mul_50, 3);  mul_50 = None
    view_34 = torch.ops.aten.view.default(unsqueeze_15, [16, 16, 1]);  unsqueeze_15 = None
    transpose_30 = torch.ops.aten.transpose.int(_unsafe_view_18, 1, 2);  _unsafe_view_18 = None
    bmm_3 = torch.ops.aten.bmm.default(transpose_30, view_34);  transpose_30 = None
    transpose_31 = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
    bmm_4 = torch.ops.aten.bmm.default(view_34, transpose_31);  view_34 = transpose_31 = None
    view_35 = torch.ops.aten.view.default(bmm_3, [2, 8, 4, 1]);  bmm_3 = None
    view_36 = torch.ops.aten.view.default(bmm_4, [2, 8, 16, 4]);  bmm_4 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(view_35, -1);  view_35 = None
    clone_15 = torch.ops.aten.clone.default(view_36);  view_36 = None
    transpose_32 = torch.ops.aten.transpose.int(clone_15, 2, 1);  clone_15 = None
    transpose_33 = torch.ops.aten.transpose.int(exp_5, 2, 1);  exp_5 = None
    slice_25 = torch.ops.aten.slice.Tensor(transpose_33, 2, 1, 9223372036854775807);  transpose_33 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(slice_25, [0, 0, 0, 1], 0.0);  slice_25 = None
    view_37 = torch.ops.aten.view.default(constant_pad_nd, [2, 16, 4, 2, -1])
    view_38 = torch.ops.aten.view.default(transpose_32, [2, 16, 4, 2, -1])
    select_81 = torch.ops.aten.select.int(view_38, 3, 0)
    select_82 = torch.ops.aten.select.int(view_37, 3, 0)
    select_83 = torch.ops.aten.select.int(view_38, 3, 1)
    mul_53 = torch.ops.aten.mul.Tensor(select_82, select_83);  select_82 = select_83 = None
    add__15 = torch.ops.aten.add_.Tensor(select_81, mul_53);  select_81 = mul_53 = add__15 = None
    select_84 = torch.ops.aten.select.int(view_37, 3, 0)
    select_85 = torch.ops.aten.select.int(view_37, 3, 1)
    mul__12 = torch.ops.aten.mul_.Tensor(select_84, select_85);  select_84 = select_85 = mul__12 = None
    select_86 = torch.ops.aten.select.int(view_37, 3, 0);  view_37 = None
    select_87 = torch.ops.aten.select.int(view_38, 3, 0);  view_38 = None
    select_88 = torch.ops.aten.select.int(select_87, 2, 2)
    select_89 = torch.ops.aten.select.int(select_86, 2, 2)
    select_90 = torch.ops.aten.select.int(select_87, 2, 3)
    mul_54 = torch.ops.aten.mul.Tensor(select_89, select_90);  select_89 = select_90 = None
    add__16 = torch.ops.aten.add_.Tensor(select_88, mul_54);  select_88 = mul_54 = add__16 = None
    select_91 = torch.ops.aten.select.int(select_86, 2, 2)
    select_92 = torch.ops.aten.select.int(select_86, 2, 3)
    mul__13 = torch.ops.aten.mul_.Tensor(select_91, select_92);  select_91 = select_92 = mul__13 = None
    select_93 = torch.ops.aten.select.int(select_87, 2, 0)
    select_94 = torch.ops.aten.select.int(select_86, 2, 0)
    select_95 = torch.ops.aten.select.int(select_87, 2, 1)
    select_96 = torch.ops.aten.select.int(select_86, 2, 1);  select_86 = None
    select_97 = torch.ops.aten.select.int(select_87, 2, 2);  select_87 = None
    mul_55 = torch.ops.aten.mul.Tensor(select_96, select_97);  select_96 = select_97 = None
    add_17 = torch.ops.aten.add.Tensor(select_95, mul_55);  select_95 = mul_55 = None
    mul_56 = torch.ops.aten.mul.Tensor(select_94, add_17);  select_94 = add_17 = None
    add__17 = torch.ops.aten.add_.Tensor(select_93, mul_56);  select_93 = mul_56 = add__17 = None
    slice_26 = torch.ops.aten.slice.Tensor(constant_pad_nd, 2, 0, 8, 2)
    slice_27 = torch.ops.aten.slice.Tensor(transpose_32, 2, 0, 8, 2)
    select_98 = torch.ops.aten.select.int(slice_27, 2, 1)
    select_99 = torch.ops.aten.select.int(slice_26, 2, 1)
    select_100 = torch.ops.aten.select.int(slice_27, 2, 2);  slice_27 = None
    mul_57 = torch.ops.aten.mul.Tensor(select_99, select_100);  select_99 = select_100 = None
    add__18 = torch.ops.aten.add_.Tensor(select_98, mul_57);  select_98 = mul_57 = add__18 = None
    select_101 = torch.ops.aten.select.int(slice_26, 2, 1)
    select_102 = torch.ops.aten.select.int(slice_26, 2, 2);  slice_26 = None
    mul__14 = torch.ops.aten.mul_.Tensor(select_101, select_102);  select_101 = select_102 = mul__14 = None
    alias_9 = torch.ops.aten.alias.default(constant_pad_nd);  constant_pad_nd = None
    alias_10 = torch.ops.aten.alias.default(transpose_32)
    view_39 = torch.ops.aten.view.default(alias_9, [2, 16, 4, 2, -1]);  alias_9 = None
    view_40 = torch.ops.aten.view.default(alias_10, [2, 16, 4, 2, -1]);  alias_10 = None
    slice_28 = torch.ops.aten.slice.Tensor(view_40, 2, 0, -1)
    select_103 = torch.ops.aten.select.int(slice_28, 3, 1);  slice_28 = None
    slice_29 = torch.ops.aten.slice.Tensor(view_39, 2, 0, -1)
    select_104 = torch.ops.aten.select.int(slice_29, 3, 1);  slice_29 = None
    slice_30 = torch.ops.aten.slice.Tensor(view_40, 2, 1, 9223372036854775807);  view_40 = None
    select_105 = torch.ops.aten.select.int(slice_30, 3, 0);  slice_30 = None
    mul_58 = torch.ops.aten.mul.Tensor(select_104, select_105);  select_104 = select_105 = None
    add__19 = torch.ops.aten.add_.Tensor(select_103, mul_58);  select_103 = mul_58 = add__19 = None
    slice_31 = torch.ops.aten.slice.Tensor(view_39, 2, 0, -1)
    select_106 = torch.ops.aten.select.int(slice_31, 3, 1);  slice_31 = None
    slice_32 = torch.ops.aten.slice.Tensor(view_39, 2, 1, 9223372036854775807);  view_39 = None
    select_107 = torch.ops.aten.select.int(slice_32, 3, 0);  slice_32 = None
    mul__15 = torch.ops.aten.mul_.Tensor(select_106, select_107);  select_106 = select_107 = mul__15 = None
    zeros_like = torch.ops.aten.zeros_like.default(transpose_28, pin_memory = False)
    slice_33 = torch.ops.aten.slice.Tensor(zeros_like, 2, 1, 9223372036854775807)
    slice_34 = torch.ops.aten.slice.Tensor(transpose_28, 2, 0, -1);  transpose_28 = None
    slice_35 = torch.ops.aten.slice.Tensor(transpose_32, 2, 1, 9223372036854775807)
    mul_59 = torch.ops.aten.mul.Tensor(slice_34, slice_35);  slice_34 = slice_35 = None
    add__20 = torch.ops.aten.add_.Tensor(slice_33, mul_59);  slice_33 = mul_59 = add__20 = None
    transpose_34 = torch.ops.aten.transpose.int(zeros_like, 2, 1);  zeros_like = None
    alias_11 = torch.ops.aten.alias.default(transpose_34);  transpose_34 = None
    transpose_35 = torch.ops.aten.transpose.int(transpose_32, 2, 1);  transpose_32 = None
    alias_12 = torch.ops.aten.alias.default(transpose_35);  transpose_35 = None
    mul_60 = torch.ops.aten.mul.Tensor(alias_12, mul_29);  mul_29 = None
    mul_61 = torch.ops.aten.mul.Tensor(alias_12, unsqueeze_13);  alias_12 = unsqueeze_13 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_60, [3], True);  mul_60 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(sum_4, -1);  sum_4 = None
    add_18 = torch.ops.aten.add.Tensor(mul_51, squeeze_4);  mul_51 = squeeze_4 = None
    mul_62 = torch.ops.aten.mul.Tensor(mul_61, unsqueeze_11);  unsqueeze_11 = None
    mul_63 = torch.ops.aten.mul.Tensor(mul_61, unsqueeze_12);  mul_61 = unsqueeze_12 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_63, [3], True);  mul_63 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_62, [2], True);  mul_62 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(sum_6, 2);  sum_6 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(sum_5, -1);  sum_5 = None
    detach_13 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    mul_64 = torch.ops.aten.mul.Tensor(alias_11, detach_13);  alias_11 = detach_13 = None
    mul_65 = torch.ops.aten.mul.Tensor(mul_64, unsqueeze_10);  unsqueeze_10 = None
    mul_66 = torch.ops.aten.mul.Tensor(mul_64, neg_2);  mul_64 = neg_2 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_66, [3], True);  mul_66 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_65, [0, 1], True);  mul_65 = None
    view_41 = torch.ops.aten.view.default(sum_8, [16, 4]);  sum_8 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(sum_7, -1);  sum_7 = None
    add_19 = torch.ops.aten.add.Tensor(squeeze_6, squeeze_7);  squeeze_6 = squeeze_7 = None
    softplus_backward = torch.ops.aten.softplus_backward.default(add_19, add_11, 1, 20);  add_19 = add_11 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(softplus_backward, [0, 1], True)
    view_42 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    transpose_36 = torch.ops.aten.transpose.int(softplus_backward, 1, 2);  softplus_backward = None
    transpose_37 = torch.ops.aten.transpose.int(transpose_36, -2, -1);  transpose_36 = None
    view_43 = torch.ops.aten.view.default(transpose_37, [16, 16]);  transpose_37 = None
    t_21 = torch.ops.aten.t.default(view_43)
    mm_17 = torch.ops.aten.mm.default(t_21, view_17);  t_21 = view_17 = None
    t_22 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    t_23 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_18 = torch.ops.aten.mm.default(view_43, t_23);  view_43 = t_23 = None
    view_44 = torch.ops.aten.view.default(mm_18, [2, 8, 1]);  mm_18 = None
    t_24 = torch.ops.aten.t.default(t_22);  t_22 = None
    transpose_38 = torch.ops.aten.transpose.int(view_44, -2, -1);  view_44 = None
    transpose_39 = torch.ops.aten.transpose.int(transpose_38, 1, 2);  transpose_38 = None
    cat = torch.ops.aten.cat.default([transpose_39, squeeze_5, squeeze_3], 2);  transpose_39 = squeeze_5 = squeeze_3 = None
    view_45 = torch.ops.aten.view.default(cat, [16, 9]);  cat = None
    t_25 = torch.ops.aten.t.default(view_45)
    mm_19 = torch.ops.aten.mm.default(t_25, _unsafe_view_15);  t_25 = _unsafe_view_15 = None
    t_26 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    t_27 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_20 = torch.ops.aten.mm.default(view_45, t_27);  view_45 = t_27 = None
    view_46 = torch.ops.aten.view.default(mm_20, [2, 8, 16]);  mm_20 = None
    add_20 = torch.ops.aten.add.Tensor(add_18, view_46);  add_18 = view_46 = None
    t_28 = torch.ops.aten.t.default(t_26);  t_26 = None
    neg_3 = torch.ops.aten.neg.default(view_41);  view_41 = None
    detach_14 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    mul_67 = torch.ops.aten.mul.Tensor(neg_3, detach_14);  neg_3 = detach_14 = None
    silu_backward_1 = torch.ops.aten.silu_backward.default(add_20, transpose_21);  add_20 = transpose_21 = None
    transpose_40 = torch.ops.aten.transpose.int(silu_backward_1, 1, 2);  silu_backward_1 = None
    slice_backward = torch.ops.aten.slice_backward.default(transpose_40, [2, 16, 11], 2, 0, 8, 1);  transpose_40 = None
    _param_constant23_1 = self._param_constant23
    convolution_backward = torch.ops.aten.convolution_backward.default(slice_backward, transpose_20, _param_constant23_1, [16], [1], [3], [1], False, [0], 16, [True, True, True]);  slice_backward = transpose_20 = _param_constant23_1 = None
    getitem_17 = convolution_backward[0]
    getitem_18 = convolution_backward[1]
    getitem_19 = convolution_backward[2];  convolution_backward = None
    transpose_41 = torch.ops.aten.transpose.int(getitem_17, 1, 2);  getitem_17 = None
    cat_1 = torch.ops.aten.cat.default([transpose_41, silu_backward], 2);  transpose_41 = silu_backward = None
    view_47 = torch.ops.aten.view.default(cat_1, [16, 32]);  cat_1 = None
    t_29 = torch.ops.aten.t.default(view_47)
    mm_21 = torch.ops.aten.mm.default(t_29, view_16);  t_29 = view_16 = None
    t_30 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    t_31 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_22 = torch.ops.aten.mm.default(view_47, t_31);  view_47 = t_31 = None
    view_48 = torch.ops.aten.view.default(mm_22, [2, 8, 8]);  mm_22 = None
    t_32 = torch.ops.aten.t.default(t_30);  t_30 = None
    mul_68 = torch.ops.aten.mul.Tensor(view_48, mul_26);  mul_26 = None
    _param_constant21_1 = self._param_constant21
    mul_69 = torch.ops.aten.mul.Tensor(view_48, _param_constant21_1);  view_48 = _param_constant21_1 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_68, [0, 1], True);  mul_68 = None
    view_49 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    mul_70 = torch.ops.aten.mul.Tensor(mul_69, add_9)
    mul_71 = torch.ops.aten.mul.Tensor(mul_69, rsqrt_2);  mul_69 = rsqrt_2 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_70, [2], True);  mul_70 = None
    add_21 = torch.ops.aten.add.Tensor(add_16, mul_71);  add_16 = mul_71 = None
    detach_15 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(detach_15, 3);  detach_15 = None
    mul_72 = torch.ops.aten.mul.Scalar(sum_11, -0.5);  sum_11 = None
    mul_73 = torch.ops.aten.mul.Tensor(mul_72, pow_7);  mul_72 = pow_7 = None
    expand_7 = torch.ops.aten.expand.default(mul_73, [2, 8, 8]);  mul_73 = None
    div_1 = torch.ops.aten.div.Scalar(expand_7, 8);  expand_7 = None
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(add_9, 1.0);  add_9 = None
    mul_74 = torch.ops.aten.mul.Scalar(pow_8, 2.0);  pow_8 = None
    mul_75 = torch.ops.aten.mul.Tensor(div_1, mul_74);  div_1 = mul_74 = None
    add_22 = torch.ops.aten.add.Tensor(add_21, mul_75);  add_21 = mul_75 = None
    view_50 = torch.ops.aten.view.default(add_22, [16, 8])
    t_33 = torch.ops.aten.t.default(view_50)
    mm_23 = torch.ops.aten.mm.default(t_33, view_15);  t_33 = view_15 = None
    t_34 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    t_35 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_24 = torch.ops.aten.mm.default(view_50, t_35);  view_50 = t_35 = None
    view_51 = torch.ops.aten.view.default(mm_24, [2, 8, 16]);  mm_24 = None
    t_36 = torch.ops.aten.t.default(t_34);  t_34 = None
    mul_76 = torch.ops.aten.mul.Tensor(view_51, add_8);  add_8 = None
    mul_77 = torch.ops.aten.mul.Tensor(view_51, silu_3);  view_51 = silu_3 = None
    silu_backward_2 = torch.ops.aten.silu_backward.default(mul_76, getitem_6);  mul_76 = getitem_6 = None
    _param_constant19_1 = self._param_constant19
    mul_78 = torch.ops.aten.mul.Tensor(mul_77, _param_constant19_1);  _param_constant19_1 = None
    mul_79 = torch.ops.aten.mul.Tensor(mul_77, silu_2);  silu_2 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_79, [0, 1], True);  mul_79 = None
    view_52 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(mul_77, 3);  mul_77 = None
    view_53 = torch.ops.aten.view.default(unsqueeze_16, [16, 16, 1]);  unsqueeze_16 = None
    transpose_42 = torch.ops.aten.transpose.int(_unsafe_view_11, 1, 2);  _unsafe_view_11 = None
    bmm_5 = torch.ops.aten.bmm.default(transpose_42, view_53);  transpose_42 = None
    transpose_43 = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
    bmm_6 = torch.ops.aten.bmm.default(view_53, transpose_43);  view_53 = transpose_43 = None
    view_54 = torch.ops.aten.view.default(bmm_5, [2, 8, 4, 1]);  bmm_5 = None
    view_55 = torch.ops.aten.view.default(bmm_6, [2, 8, 16, 4]);  bmm_6 = None
    squeeze_8 = torch.ops.aten.squeeze.dim(view_54, -1);  view_54 = None
    clone_16 = torch.ops.aten.clone.default(view_55);  view_55 = None
    transpose_44 = torch.ops.aten.transpose.int(clone_16, 2, 1);  clone_16 = None
    transpose_45 = torch.ops.aten.transpose.int(exp_3, 2, 1);  exp_3 = None
    slice_36 = torch.ops.aten.slice.Tensor(transpose_45, 2, 1, 9223372036854775807);  transpose_45 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(slice_36, [0, 0, 0, 1], 0.0);  slice_36 = None
    view_56 = torch.ops.aten.view.default(constant_pad_nd_1, [2, 16, 4, 2, -1])
    view_57 = torch.ops.aten.view.default(transpose_44, [2, 16, 4, 2, -1])
    select_108 = torch.ops.aten.select.int(view_57, 3, 0)
    select_109 = torch.ops.aten.select.int(view_56, 3, 0)
    select_110 = torch.ops.aten.select.int(view_57, 3, 1)
    mul_80 = torch.ops.aten.mul.Tensor(select_109, select_110);  select_109 = select_110 = None
    add__21 = torch.ops.aten.add_.Tensor(select_108, mul_80);  select_108 = mul_80 = add__21 = None
    select_111 = torch.ops.aten.select.int(view_56, 3, 0)
    select_112 = torch.ops.aten.select.int(view_56, 3, 1)
    mul__16 = torch.ops.aten.mul_.Tensor(select_111, select_112);  select_111 = select_112 = mul__16 = None
    select_113 = torch.ops.aten.select.int(view_56, 3, 0);  view_56 = None
    select_114 = torch.ops.aten.select.int(view_57, 3, 0);  view_57 = None
    select_115 = torch.ops.aten.select.int(select_114, 2, 2)
    select_116 = torch.ops.aten.select.int(select_113, 2, 2)
    select_117 = torch.ops.aten.select.int(select_114, 2, 3)
    mul_81 = torch.ops.aten.mul.Tensor(select_116, select_117);  select_116 = select_117 = None
    add__22 = torch.ops.aten.add_.Tensor(select_115, mul_81);  select_115 = mul_81 = add__22 = None
    select_118 = torch.ops.aten.select.int(select_113, 2, 2)
    select_119 = torch.ops.aten.select.int(select_113, 2, 3)
    mul__17 = torch.ops.aten.mul_.Tensor(select_118, select_119);  select_118 = select_119 = mul__17 = None
    select_120 = torch.ops.aten.select.int(select_114, 2, 0)
    select_121 = torch.ops.aten.select.int(select_113, 2, 0)
    select_122 = torch.ops.aten.select.int(select_114, 2, 1)
    select_123 = torch.ops.aten.select.int(select_113, 2, 1);  select_113 = None
    select_124 = torch.ops.aten.select.int(select_114, 2, 2);  select_114 = None
    mul_82 = torch.ops.aten.mul.Tensor(select_123, select_124);  select_123 = select_124 = None
    add_23 = torch.ops.aten.add.Tensor(select_122, mul_82);  select_122 = mul_82 = None
    mul_83 = torch.ops.aten.mul.Tensor(select_121, add_23);  select_121 = add_23 = None
    add__23 = torch.ops.aten.add_.Tensor(select_120, mul_83);  select_120 = mul_83 = add__23 = None
    slice_37 = torch.ops.aten.slice.Tensor(constant_pad_nd_1, 2, 0, 8, 2)
    slice_38 = torch.ops.aten.slice.Tensor(transpose_44, 2, 0, 8, 2)
    select_125 = torch.ops.aten.select.int(slice_38, 2, 1)
    select_126 = torch.ops.aten.select.int(slice_37, 2, 1)
    select_127 = torch.ops.aten.select.int(slice_38, 2, 2);  slice_38 = None
    mul_84 = torch.ops.aten.mul.Tensor(select_126, select_127);  select_126 = select_127 = None
    add__24 = torch.ops.aten.add_.Tensor(select_125, mul_84);  select_125 = mul_84 = add__24 = None
    select_128 = torch.ops.aten.select.int(slice_37, 2, 1)
    select_129 = torch.ops.aten.select.int(slice_37, 2, 2);  slice_37 = None
    mul__18 = torch.ops.aten.mul_.Tensor(select_128, select_129);  select_128 = select_129 = mul__18 = None
    alias_13 = torch.ops.aten.alias.default(constant_pad_nd_1);  constant_pad_nd_1 = None
    alias_14 = torch.ops.aten.alias.default(transpose_44)
    view_58 = torch.ops.aten.view.default(alias_13, [2, 16, 4, 2, -1]);  alias_13 = None
    view_59 = torch.ops.aten.view.default(alias_14, [2, 16, 4, 2, -1]);  alias_14 = None
    slice_39 = torch.ops.aten.slice.Tensor(view_59, 2, 0, -1)
    select_130 = torch.ops.aten.select.int(slice_39, 3, 1);  slice_39 = None
    slice_40 = torch.ops.aten.slice.Tensor(view_58, 2, 0, -1)
    select_131 = torch.ops.aten.select.int(slice_40, 3, 1);  slice_40 = None
    slice_41 = torch.ops.aten.slice.Tensor(view_59, 2, 1, 9223372036854775807);  view_59 = None
    select_132 = torch.ops.aten.select.int(slice_41, 3, 0);  slice_41 = None
    mul_85 = torch.ops.aten.mul.Tensor(select_131, select_132);  select_131 = select_132 = None
    add__25 = torch.ops.aten.add_.Tensor(select_130, mul_85);  select_130 = mul_85 = add__25 = None
    slice_42 = torch.ops.aten.slice.Tensor(view_58, 2, 0, -1)
    select_133 = torch.ops.aten.select.int(slice_42, 3, 1);  slice_42 = None
    slice_43 = torch.ops.aten.slice.Tensor(view_58, 2, 1, 9223372036854775807);  view_58 = None
    select_134 = torch.ops.aten.select.int(slice_43, 3, 0);  slice_43 = None
    mul__19 = torch.ops.aten.mul_.Tensor(select_133, select_134);  select_133 = select_134 = mul__19 = None
    zeros_like_1 = torch.ops.aten.zeros_like.default(transpose_18, pin_memory = False)
    slice_44 = torch.ops.aten.slice.Tensor(zeros_like_1, 2, 1, 9223372036854775807)
    slice_45 = torch.ops.aten.slice.Tensor(transpose_18, 2, 0, -1);  transpose_18 = None
    slice_46 = torch.ops.aten.slice.Tensor(transpose_44, 2, 1, 9223372036854775807)
    mul_86 = torch.ops.aten.mul.Tensor(slice_45, slice_46);  slice_45 = slice_46 = None
    add__26 = torch.ops.aten.add_.Tensor(slice_44, mul_86);  slice_44 = mul_86 = add__26 = None
    transpose_46 = torch.ops.aten.transpose.int(zeros_like_1, 2, 1);  zeros_like_1 = None
    alias_15 = torch.ops.aten.alias.default(transpose_46);  transpose_46 = None
    transpose_47 = torch.ops.aten.transpose.int(transpose_44, 2, 1);  transpose_44 = None
    alias_16 = torch.ops.aten.alias.default(transpose_47);  transpose_47 = None
    mul_87 = torch.ops.aten.mul.Tensor(alias_16, mul_16);  mul_16 = None
    mul_88 = torch.ops.aten.mul.Tensor(alias_16, unsqueeze_8);  alias_16 = unsqueeze_8 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_87, [3], True);  mul_87 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(sum_13, -1);  sum_13 = None
    add_24 = torch.ops.aten.add.Tensor(mul_78, squeeze_9);  mul_78 = squeeze_9 = None
    mul_89 = torch.ops.aten.mul.Tensor(mul_88, unsqueeze_6);  unsqueeze_6 = None
    mul_90 = torch.ops.aten.mul.Tensor(mul_88, unsqueeze_7);  mul_88 = unsqueeze_7 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_90, [3], True);  mul_90 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_89, [2], True);  mul_89 = None
    squeeze_10 = torch.ops.aten.squeeze.dim(sum_15, 2);  sum_15 = None
    squeeze_11 = torch.ops.aten.squeeze.dim(sum_14, -1);  sum_14 = None
    detach_16 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    mul_91 = torch.ops.aten.mul.Tensor(alias_15, detach_16);  alias_15 = detach_16 = None
    mul_92 = torch.ops.aten.mul.Tensor(mul_91, unsqueeze_5);  unsqueeze_5 = None
    mul_93 = torch.ops.aten.mul.Tensor(mul_91, neg_1);  mul_91 = neg_1 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_93, [3], True);  mul_93 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_92, [0, 1], True);  mul_92 = None
    view_60 = torch.ops.aten.view.default(sum_17, [16, 4]);  sum_17 = None
    squeeze_12 = torch.ops.aten.squeeze.dim(sum_16, -1);  sum_16 = None
    add_25 = torch.ops.aten.add.Tensor(squeeze_11, squeeze_12);  squeeze_11 = squeeze_12 = None
    softplus_backward_1 = torch.ops.aten.softplus_backward.default(add_25, add_6, 1, 20);  add_25 = add_6 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(softplus_backward_1, [0, 1], True)
    view_61 = torch.ops.aten.view.default(sum_18, [16]);  sum_18 = None
    transpose_48 = torch.ops.aten.transpose.int(softplus_backward_1, 1, 2);  softplus_backward_1 = None
    transpose_49 = torch.ops.aten.transpose.int(transpose_48, -2, -1);  transpose_48 = None
    view_62 = torch.ops.aten.view.default(transpose_49, [16, 16]);  transpose_49 = None
    t_37 = torch.ops.aten.t.default(view_62)
    mm_25 = torch.ops.aten.mm.default(t_37, view_9);  t_37 = view_9 = None
    t_38 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    t_39 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_26 = torch.ops.aten.mm.default(view_62, t_39);  view_62 = t_39 = None
    view_63 = torch.ops.aten.view.default(mm_26, [2, 8, 1]);  mm_26 = None
    t_40 = torch.ops.aten.t.default(t_38);  t_38 = None
    transpose_50 = torch.ops.aten.transpose.int(view_63, -2, -1);  view_63 = None
    transpose_51 = torch.ops.aten.transpose.int(transpose_50, 1, 2);  transpose_50 = None
    cat_2 = torch.ops.aten.cat.default([transpose_51, squeeze_10, squeeze_8], 2);  transpose_51 = squeeze_10 = squeeze_8 = None
    view_64 = torch.ops.aten.view.default(cat_2, [16, 9]);  cat_2 = None
    t_41 = torch.ops.aten.t.default(view_64)
    mm_27 = torch.ops.aten.mm.default(t_41, _unsafe_view_8);  t_41 = _unsafe_view_8 = None
    t_42 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    t_43 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_28 = torch.ops.aten.mm.default(view_64, t_43);  view_64 = t_43 = None
    view_65 = torch.ops.aten.view.default(mm_28, [2, 8, 16]);  mm_28 = None
    add_26 = torch.ops.aten.add.Tensor(add_24, view_65);  add_24 = view_65 = None
    t_44 = torch.ops.aten.t.default(t_42);  t_42 = None
    neg_4 = torch.ops.aten.neg.default(view_60);  view_60 = None
    detach_17 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    mul_94 = torch.ops.aten.mul.Tensor(neg_4, detach_17);  neg_4 = detach_17 = None
    silu_backward_3 = torch.ops.aten.silu_backward.default(add_26, transpose_11);  add_26 = transpose_11 = None
    transpose_52 = torch.ops.aten.transpose.int(silu_backward_3, 1, 2);  silu_backward_3 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(transpose_52, [2, 16, 11], 2, 0, 8, 1);  transpose_52 = None
    _param_constant13_1 = self._param_constant13
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(slice_backward_1, transpose_10, _param_constant13_1, [16], [1], [3], [1], False, [0], 16, [True, True, True]);  slice_backward_1 = transpose_10 = _param_constant13_1 = None
    getitem_20 = convolution_backward_1[0]
    getitem_21 = convolution_backward_1[1]
    getitem_22 = convolution_backward_1[2];  convolution_backward_1 = None
    transpose_53 = torch.ops.aten.transpose.int(getitem_20, 1, 2);  getitem_20 = None
    cat_3 = torch.ops.aten.cat.default([transpose_53, silu_backward_2], 2);  transpose_53 = silu_backward_2 = None
    view_66 = torch.ops.aten.view.default(cat_3, [16, 32]);  cat_3 = None
    t_45 = torch.ops.aten.t.default(view_66)
    mm_29 = torch.ops.aten.mm.default(t_45, view_8);  t_45 = view_8 = None
    t_46 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    t_47 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_30 = torch.ops.aten.mm.default(view_66, t_47);  view_66 = t_47 = None
    view_67 = torch.ops.aten.view.default(mm_30, [2, 8, 8]);  mm_30 = None
    t_48 = torch.ops.aten.t.default(t_46);  t_46 = None
    mul_95 = torch.ops.aten.mul.Tensor(view_67, mul_13);  mul_13 = None
    _param_constant11_1 = self._param_constant11
    mul_96 = torch.ops.aten.mul.Tensor(view_67, _param_constant11_1);  view_67 = _param_constant11_1 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_95, [0, 1], True);  mul_95 = None
    view_68 = torch.ops.aten.view.default(sum_19, [8]);  sum_19 = None
    mul_97 = torch.ops.aten.mul.Tensor(mul_96, add_4)
    mul_98 = torch.ops.aten.mul.Tensor(mul_96, rsqrt_1);  mul_96 = rsqrt_1 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_97, [2], True);  mul_97 = None
    add_27 = torch.ops.aten.add.Tensor(add_22, mul_98);  add_22 = mul_98 = None
    detach_18 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(detach_18, 3);  detach_18 = None
    mul_99 = torch.ops.aten.mul.Scalar(sum_20, -0.5);  sum_20 = None
    mul_100 = torch.ops.aten.mul.Tensor(mul_99, pow_9);  mul_99 = pow_9 = None
    expand_8 = torch.ops.aten.expand.default(mul_100, [2, 8, 8]);  mul_100 = None
    div_2 = torch.ops.aten.div.Scalar(expand_8, 8);  expand_8 = None
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(add_4, 1.0);  add_4 = None
    mul_101 = torch.ops.aten.mul.Scalar(pow_10, 2.0);  pow_10 = None
    mul_102 = torch.ops.aten.mul.Tensor(div_2, mul_101);  div_2 = mul_101 = None
    add_28 = torch.ops.aten.add.Tensor(add_27, mul_102);  add_27 = mul_102 = None
    view_69 = torch.ops.aten.view.default(add_28, [16, 8])
    t_49 = torch.ops.aten.t.default(view_69)
    mm_31 = torch.ops.aten.mm.default(t_49, view_7);  t_49 = view_7 = None
    t_50 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    t_51 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_32 = torch.ops.aten.mm.default(view_69, t_51);  view_69 = t_51 = None
    view_70 = torch.ops.aten.view.default(mm_32, [2, 8, 16]);  mm_32 = None
    t_52 = torch.ops.aten.t.default(t_50);  t_50 = None
    mul_103 = torch.ops.aten.mul.Tensor(view_70, add_3);  add_3 = None
    mul_104 = torch.ops.aten.mul.Tensor(view_70, silu_1);  view_70 = silu_1 = None
    silu_backward_4 = torch.ops.aten.silu_backward.default(mul_103, getitem_1);  mul_103 = getitem_1 = None
    _param_constant9_1 = self._param_constant9
    mul_105 = torch.ops.aten.mul.Tensor(mul_104, _param_constant9_1);  _param_constant9_1 = None
    mul_106 = torch.ops.aten.mul.Tensor(mul_104, silu);  silu = None
    sum_21 = torch.ops.aten.sum.dim_IntList(mul_106, [0, 1], True);  mul_106 = None
    view_71 = torch.ops.aten.view.default(sum_21, [16]);  sum_21 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(mul_104, 3);  mul_104 = None
    view_72 = torch.ops.aten.view.default(unsqueeze_17, [16, 16, 1]);  unsqueeze_17 = None
    transpose_54 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    bmm_7 = torch.ops.aten.bmm.default(transpose_54, view_72);  transpose_54 = None
    transpose_55 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    bmm_8 = torch.ops.aten.bmm.default(view_72, transpose_55);  view_72 = transpose_55 = None
    view_73 = torch.ops.aten.view.default(bmm_7, [2, 8, 4, 1]);  bmm_7 = None
    view_74 = torch.ops.aten.view.default(bmm_8, [2, 8, 16, 4]);  bmm_8 = None
    squeeze_13 = torch.ops.aten.squeeze.dim(view_73, -1);  view_73 = None
    clone_17 = torch.ops.aten.clone.default(view_74);  view_74 = None
    transpose_56 = torch.ops.aten.transpose.int(clone_17, 2, 1);  clone_17 = None
    transpose_57 = torch.ops.aten.transpose.int(exp_1, 2, 1);  exp_1 = None
    slice_47 = torch.ops.aten.slice.Tensor(transpose_57, 2, 1, 9223372036854775807);  transpose_57 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(slice_47, [0, 0, 0, 1], 0.0);  slice_47 = None
    view_75 = torch.ops.aten.view.default(constant_pad_nd_2, [2, 16, 4, 2, -1])
    view_76 = torch.ops.aten.view.default(transpose_56, [2, 16, 4, 2, -1])
    select_135 = torch.ops.aten.select.int(view_76, 3, 0)
    select_136 = torch.ops.aten.select.int(view_75, 3, 0)
    select_137 = torch.ops.aten.select.int(view_76, 3, 1)
    mul_107 = torch.ops.aten.mul.Tensor(select_136, select_137);  select_136 = select_137 = None
    add__27 = torch.ops.aten.add_.Tensor(select_135, mul_107);  select_135 = mul_107 = add__27 = None
    select_138 = torch.ops.aten.select.int(view_75, 3, 0)
    select_139 = torch.ops.aten.select.int(view_75, 3, 1)
    mul__20 = torch.ops.aten.mul_.Tensor(select_138, select_139);  select_138 = select_139 = mul__20 = None
    select_140 = torch.ops.aten.select.int(view_75, 3, 0);  view_75 = None
    select_141 = torch.ops.aten.select.int(view_76, 3, 0);  view_76 = None
    select_142 = torch.ops.aten.select.int(select_141, 2, 2)
    select_143 = torch.ops.aten.select.int(select_140, 2, 2)
    select_144 = torch.ops.aten.select.int(select_141, 2, 3)
    mul_108 = torch.ops.aten.mul.Tensor(select_143, select_144);  select_143 = select_144 = None
    add__28 = torch.ops.aten.add_.Tensor(select_142, mul_108);  select_142 = mul_108 = add__28 = None
    select_145 = torch.ops.aten.select.int(select_140, 2, 2)
    select_146 = torch.ops.aten.select.int(select_140, 2, 3)
    mul__21 = torch.ops.aten.mul_.Tensor(select_145, select_146);  select_145 = select_146 = mul__21 = None
    select_147 = torch.ops.aten.select.int(select_141, 2, 0)
    select_148 = torch.ops.aten.select.int(select_140, 2, 0)
    select_149 = torch.ops.aten.select.int(select_141, 2, 1)
    select_150 = torch.ops.aten.select.int(select_140, 2, 1);  select_140 = None
    select_151 = torch.ops.aten.select.int(select_141, 2, 2);  select_141 = None
    mul_109 = torch.ops.aten.mul.Tensor(select_150, select_151);  select_150 = select_151 = None
    add_29 = torch.ops.aten.add.Tensor(select_149, mul_109);  select_149 = mul_109 = None
    mul_110 = torch.ops.aten.mul.Tensor(select_148, add_29);  select_148 = add_29 = None
    add__29 = torch.ops.aten.add_.Tensor(select_147, mul_110);  select_147 = mul_110 = add__29 = None
    slice_48 = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 2, 0, 8, 2)
    slice_49 = torch.ops.aten.slice.Tensor(transpose_56, 2, 0, 8, 2)
    select_152 = torch.ops.aten.select.int(slice_49, 2, 1)
    select_153 = torch.ops.aten.select.int(slice_48, 2, 1)
    select_154 = torch.ops.aten.select.int(slice_49, 2, 2);  slice_49 = None
    mul_111 = torch.ops.aten.mul.Tensor(select_153, select_154);  select_153 = select_154 = None
    add__30 = torch.ops.aten.add_.Tensor(select_152, mul_111);  select_152 = mul_111 = add__30 = None
    select_155 = torch.ops.aten.select.int(slice_48, 2, 1)
    select_156 = torch.ops.aten.select.int(slice_48, 2, 2);  slice_48 = None
    mul__22 = torch.ops.aten.mul_.Tensor(select_155, select_156);  select_155 = select_156 = mul__22 = None
    alias_17 = torch.ops.aten.alias.default(constant_pad_nd_2);  constant_pad_nd_2 = None
    alias_18 = torch.ops.aten.alias.default(transpose_56)
    view_77 = torch.ops.aten.view.default(alias_17, [2, 16, 4, 2, -1]);  alias_17 = None
    view_78 = torch.ops.aten.view.default(alias_18, [2, 16, 4, 2, -1]);  alias_18 = None
    slice_50 = torch.ops.aten.slice.Tensor(view_78, 2, 0, -1)
    select_157 = torch.ops.aten.select.int(slice_50, 3, 1);  slice_50 = None
    slice_51 = torch.ops.aten.slice.Tensor(view_77, 2, 0, -1)
    select_158 = torch.ops.aten.select.int(slice_51, 3, 1);  slice_51 = None
    slice_52 = torch.ops.aten.slice.Tensor(view_78, 2, 1, 9223372036854775807);  view_78 = None
    select_159 = torch.ops.aten.select.int(slice_52, 3, 0);  slice_52 = None
    mul_112 = torch.ops.aten.mul.Tensor(select_158, select_159);  select_158 = select_159 = None
    add__31 = torch.ops.aten.add_.Tensor(select_157, mul_112);  select_157 = mul_112 = add__31 = None
    slice_53 = torch.ops.aten.slice.Tensor(view_77, 2, 0, -1)
    select_160 = torch.ops.aten.select.int(slice_53, 3, 1);  slice_53 = None
    slice_54 = torch.ops.aten.slice.Tensor(view_77, 2, 1, 9223372036854775807);  view_77 = None
    select_161 = torch.ops.aten.select.int(slice_54, 3, 0);  slice_54 = None
    mul__23 = torch.ops.aten.mul_.Tensor(select_160, select_161);  select_160 = select_161 = mul__23 = None
    zeros_like_2 = torch.ops.aten.zeros_like.default(transpose_8, pin_memory = False)
    slice_55 = torch.ops.aten.slice.Tensor(zeros_like_2, 2, 1, 9223372036854775807)
    slice_56 = torch.ops.aten.slice.Tensor(transpose_8, 2, 0, -1);  transpose_8 = None
    slice_57 = torch.ops.aten.slice.Tensor(transpose_56, 2, 1, 9223372036854775807)
    mul_113 = torch.ops.aten.mul.Tensor(slice_56, slice_57);  slice_56 = slice_57 = None
    add__32 = torch.ops.aten.add_.Tensor(slice_55, mul_113);  slice_55 = mul_113 = add__32 = None
    transpose_58 = torch.ops.aten.transpose.int(zeros_like_2, 2, 1);  zeros_like_2 = None
    alias_19 = torch.ops.aten.alias.default(transpose_58);  transpose_58 = None
    transpose_59 = torch.ops.aten.transpose.int(transpose_56, 2, 1);  transpose_56 = None
    alias_20 = torch.ops.aten.alias.default(transpose_59);  transpose_59 = None
    mul_114 = torch.ops.aten.mul.Tensor(alias_20, mul_3);  mul_3 = None
    mul_115 = torch.ops.aten.mul.Tensor(alias_20, unsqueeze_3);  alias_20 = unsqueeze_3 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(mul_114, [3], True);  mul_114 = None
    squeeze_14 = torch.ops.aten.squeeze.dim(sum_22, -1);  sum_22 = None
    add_30 = torch.ops.aten.add.Tensor(mul_105, squeeze_14);  mul_105 = squeeze_14 = None
    mul_116 = torch.ops.aten.mul.Tensor(mul_115, unsqueeze_1);  unsqueeze_1 = None
    mul_117 = torch.ops.aten.mul.Tensor(mul_115, unsqueeze_2);  mul_115 = unsqueeze_2 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_117, [3], True);  mul_117 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(mul_116, [2], True);  mul_116 = None
    squeeze_15 = torch.ops.aten.squeeze.dim(sum_24, 2);  sum_24 = None
    squeeze_16 = torch.ops.aten.squeeze.dim(sum_23, -1);  sum_23 = None
    detach_19 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    mul_118 = torch.ops.aten.mul.Tensor(alias_19, detach_19);  alias_19 = detach_19 = None
    mul_119 = torch.ops.aten.mul.Tensor(mul_118, unsqueeze);  unsqueeze = None
    mul_120 = torch.ops.aten.mul.Tensor(mul_118, neg);  mul_118 = neg = None
    sum_25 = torch.ops.aten.sum.dim_IntList(mul_120, [3], True);  mul_120 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(mul_119, [0, 1], True);  mul_119 = None
    view_79 = torch.ops.aten.view.default(sum_26, [16, 4]);  sum_26 = None
    squeeze_17 = torch.ops.aten.squeeze.dim(sum_25, -1);  sum_25 = None
    add_31 = torch.ops.aten.add.Tensor(squeeze_16, squeeze_17);  squeeze_16 = squeeze_17 = None
    softplus_backward_2 = torch.ops.aten.softplus_backward.default(add_31, add_1, 1, 20);  add_31 = add_1 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(softplus_backward_2, [0, 1], True)
    view_80 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    transpose_60 = torch.ops.aten.transpose.int(softplus_backward_2, 1, 2);  softplus_backward_2 = None
    transpose_61 = torch.ops.aten.transpose.int(transpose_60, -2, -1);  transpose_60 = None
    view_81 = torch.ops.aten.view.default(transpose_61, [16, 16]);  transpose_61 = None
    t_53 = torch.ops.aten.t.default(view_81)
    mm_33 = torch.ops.aten.mm.default(t_53, view_1);  t_53 = view_1 = None
    t_54 = torch.ops.aten.t.default(mm_33);  mm_33 = None
    t_55 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_34 = torch.ops.aten.mm.default(view_81, t_55);  view_81 = t_55 = None
    view_82 = torch.ops.aten.view.default(mm_34, [2, 8, 1]);  mm_34 = None
    t_56 = torch.ops.aten.t.default(t_54);  t_54 = None
    transpose_62 = torch.ops.aten.transpose.int(view_82, -2, -1);  view_82 = None
    transpose_63 = torch.ops.aten.transpose.int(transpose_62, 1, 2);  transpose_62 = None
    cat_4 = torch.ops.aten.cat.default([transpose_63, squeeze_15, squeeze_13], 2);  transpose_63 = squeeze_15 = squeeze_13 = None
    view_83 = torch.ops.aten.view.default(cat_4, [16, 9]);  cat_4 = None
    t_57 = torch.ops.aten.t.default(view_83)
    mm_35 = torch.ops.aten.mm.default(t_57, _unsafe_view_1);  t_57 = _unsafe_view_1 = None
    t_58 = torch.ops.aten.t.default(mm_35);  mm_35 = None
    t_59 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_36 = torch.ops.aten.mm.default(view_83, t_59);  view_83 = t_59 = None
    view_84 = torch.ops.aten.view.default(mm_36, [2, 8, 16]);  mm_36 = None
    add_32 = torch.ops.aten.add.Tensor(add_30, view_84);  add_30 = view_84 = None
    t_60 = torch.ops.aten.t.default(t_58);  t_58 = None
    neg_5 = torch.ops.aten.neg.default(view_79);  view_79 = None
    detach_20 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    mul_121 = torch.ops.aten.mul.Tensor(neg_5, detach_20);  neg_5 = detach_20 = None
    silu_backward_5 = torch.ops.aten.silu_backward.default(add_32, transpose_1);  add_32 = transpose_1 = None
    transpose_64 = torch.ops.aten.transpose.int(silu_backward_5, 1, 2);  silu_backward_5 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(transpose_64, [2, 16, 11], 2, 0, 8, 1);  transpose_64 = None
    _param_constant3_1 = self._param_constant3
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(slice_backward_2, transpose, _param_constant3_1, [16], [1], [3], [1], False, [0], 16, [True, True, True]);  slice_backward_2 = transpose = _param_constant3_1 = None
    getitem_23 = convolution_backward_2[0]
    getitem_24 = convolution_backward_2[1]
    getitem_25 = convolution_backward_2[2];  convolution_backward_2 = None
    transpose_65 = torch.ops.aten.transpose.int(getitem_23, 1, 2);  getitem_23 = None
    cat_5 = torch.ops.aten.cat.default([transpose_65, silu_backward_4], 2);  transpose_65 = silu_backward_4 = None
    view_85 = torch.ops.aten.view.default(cat_5, [16, 32]);  cat_5 = None
    t_61 = torch.ops.aten.t.default(view_85)
    mm_37 = torch.ops.aten.mm.default(t_61, view);  t_61 = view = None
    t_62 = torch.ops.aten.t.default(mm_37);  mm_37 = None
    t_63 = torch.ops.aten.t.default(t);  t = None
    mm_38 = torch.ops.aten.mm.default(view_85, t_63);  view_85 = t_63 = None
    view_86 = torch.ops.aten.view.default(mm_38, [2, 8, 8]);  mm_38 = None
    t_64 = torch.ops.aten.t.default(t_62);  t_62 = None
    mul_122 = torch.ops.aten.mul.Tensor(view_86, mul);  mul = None
    _param_constant1_1 = self._param_constant1
    mul_123 = torch.ops.aten.mul.Tensor(view_86, _param_constant1_1);  view_86 = _param_constant1_1 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(mul_122, [0, 1], True);  mul_122 = None
    view_87 = torch.ops.aten.view.default(sum_28, [8]);  sum_28 = None
    mul_124 = torch.ops.aten.mul.Tensor(mul_123, embedding)
    mul_125 = torch.ops.aten.mul.Tensor(mul_123, rsqrt);  mul_123 = rsqrt = None
    sum_29 = torch.ops.aten.sum.dim_IntList(mul_124, [2], True);  mul_124 = None
    add_33 = torch.ops.aten.add.Tensor(add_28, mul_125);  add_28 = mul_125 = None
    detach_21 = torch.ops.aten.detach.default(detach);  detach = None
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(detach_21, 3);  detach_21 = None
    mul_126 = torch.ops.aten.mul.Scalar(sum_29, -0.5);  sum_29 = None
    mul_127 = torch.ops.aten.mul.Tensor(mul_126, pow_11);  mul_126 = pow_11 = None
    expand_9 = torch.ops.aten.expand.default(mul_127, [2, 8, 8]);  mul_127 = None
    div_3 = torch.ops.aten.div.Scalar(expand_9, 8);  expand_9 = None
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(embedding, 1.0);  embedding = None
    mul_128 = torch.ops.aten.mul.Scalar(pow_12, 2.0);  pow_12 = None
    mul_129 = torch.ops.aten.mul.Tensor(div_3, mul_128);  div_3 = mul_128 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, mul_129);  add_33 = mul_129 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_34, tokens_1, 11, 0, False);  add_34 = tokens_1 = None
    return (getitem_15, embedding_dense_backward, mul_121, view_71, t_64, getitem_24, getitem_25, t_60, t_56, view_80, t_52, view_87, mul_94, view_52, t_48, getitem_21, getitem_22, t_44, t_40, view_61, t_36, view_68, mul_67, view_33, t_32, getitem_18, getitem_19, t_28, t_24, view_42, t_20, view_49, view_30, t_16)
    