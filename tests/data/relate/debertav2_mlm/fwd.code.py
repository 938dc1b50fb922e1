


def forward(self, input_ids_1, attention_mask_1, labels_1):
    _tensor_constant0 = self._tensor_constant0
    slice_1 = torch.ops.aten.slice.Tensor(_tensor_constant0, 1, 0, 12);  _tensor_constant0 = slice_1 = None
    zeros = torch.ops.aten.zeros.default([2, 12], dtype = torch.int64, device = device(type='cpu'), pin_memory = False);  zeros = None
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, input_ids_1, 0);  _param_constant0 = input_ids_1 = None
    zeros_like = torch.ops.aten.zeros_like.default(embedding, pin_memory = False);  zeros_like = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    native_layer_norm = torch.ops.aten.native_layer_norm.default(embedding, [16], _param_constant1, _param_constant2, 1e-07);  embedding = _param_constant1 = _param_constant2 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(attention_mask_1, 2)
    _to_copy = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32);  unsqueeze = None
    mul = torch.ops.aten.mul.Tensor(getitem, _to_copy);  getitem = _to_copy = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(attention_mask_1, 1)
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
    squeeze = torch.ops.aten.squeeze.dim(unsqueeze_2, -2)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
    mul_1 = torch.ops.aten.mul.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
    arange = torch.ops.aten.arange.start(0, 12, device = device(type='cpu'), pin_memory = False)
    arange_1 = torch.ops.aten.arange.start(0, 12, device = device(type='cpu'), pin_memory = False)
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(arange, 1);  arange = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(arange_1, 0);  arange_1 = None
    sub = torch.ops.aten.sub.Tensor(unsqueeze_4, unsqueeze_5);  unsqueeze_4 = unsqueeze_5 = None
    sign = torch.ops.aten.sign.default(sub)
    lt = torch.ops.aten.lt.Scalar(sub, 4)
    gt = torch.ops.aten.gt.Scalar(sub, -4)
    bitwise_and = torch.ops.aten.bitwise_and.Tensor(lt, gt);  lt = gt = None
    _tensor_constant1 = self._tensor_constant1
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
    abs_1 = torch.ops.aten.abs.default(sub)
    where = torch.ops.aten.where.self(bitwise_and, lift_fresh_copy, abs_1);  bitwise_and = lift_fresh_copy = abs_1 = None
    div = torch.ops.aten.div.Tensor(where, 4)
    log = torch.ops.aten.log.default(div);  div = None
    _tensor_constant2 = self._tensor_constant2
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
    log_1 = torch.ops.aten.log.default(lift_fresh_copy_1);  lift_fresh_copy_1 = None
    div_1 = torch.ops.aten.div.Tensor(log, log_1);  log = log_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(div_1, 3);  div_1 = None
    ceil = torch.ops.aten.ceil.default(mul_2);  mul_2 = None
    add = torch.ops.aten.add.Tensor(ceil, 4);  ceil = None
    le = torch.ops.aten.le.Scalar(where, 4);  where = None
    _to_copy_1 = torch.ops.aten._to_copy.default(sub, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  sub = None
    mul_3 = torch.ops.aten.mul.Tensor(add, sign);  add = sign = None
    where_1 = torch.ops.aten.where.self(le, _to_copy_1, mul_3);  le = _to_copy_1 = mul_3 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(where_1, dtype = torch.int64);  where_1 = None
    alias = torch.ops.aten.alias.default(_to_copy_2);  _to_copy_2 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(alias, 0);  alias = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(_param_constant3, [16], _param_constant4, _param_constant5, 1e-07);  _param_constant3 = _param_constant4 = _param_constant5 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_5 = None
    view = torch.ops.aten.view.default(mul, [24, 16])
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view, t);  _param_constant7 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 12, 16]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 12, 2, -1]);  view_1 = None
    permute = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    view_3 = torch.ops.aten.view.default(clone, [-1, 12, 8]);  clone = None
    view_4 = torch.ops.aten.view.default(mul, [24, 16])
    _param_constant8 = self._param_constant8
    t_1 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_1 = torch.ops.aten.addmm.default(_param_constant9, view_4, t_1);  _param_constant9 = view_4 = t_1 = None
    view_5 = torch.ops.aten.view.default(addmm_1, [2, 12, 16]);  addmm_1 = None
    view_6 = torch.ops.aten.view.default(view_5, [2, 12, 2, -1]);  view_5 = None
    permute_1 = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    view_7 = torch.ops.aten.view.default(clone_1, [-1, 12, 8]);  clone_1 = None
    view_8 = torch.ops.aten.view.default(mul, [24, 16])
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_2 = torch.ops.aten.addmm.default(_param_constant11, view_8, t_2);  _param_constant11 = view_8 = t_2 = None
    view_9 = torch.ops.aten.view.default(addmm_2, [2, 12, 16]);  addmm_2 = None
    view_10 = torch.ops.aten.view.default(view_9, [2, 12, 2, -1]);  view_9 = None
    permute_2 = torch.ops.aten.permute.default(view_10, [0, 2, 1, 3]);  view_10 = None
    clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    view_11 = torch.ops.aten.view.default(clone_2, [-1, 12, 8]);  clone_2 = None
    _tensor_constant3 = self._tensor_constant3
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
    mul_4 = torch.ops.aten.mul.Tensor(lift_fresh_copy_2, 3);  lift_fresh_copy_2 = None
    sqrt = torch.ops.aten.sqrt.default(mul_4);  mul_4 = None
    transpose = torch.ops.aten.transpose.int(view_7, -1, -2)
    bmm = torch.ops.aten.bmm.default(view_3, transpose);  transpose = None
    div_2 = torch.ops.aten.div.Tensor(bmm, sqrt);  bmm = sqrt = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 1)
    alias_1 = torch.ops.aten.alias.default(getitem_3)
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(alias_1, 0);  alias_1 = None
    view_12 = torch.ops.aten.view.default(unsqueeze_8, [16, 16])
    _param_constant6_1 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6_1);  _param_constant6_1 = None
    _param_constant7_1 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7_1, view_12, t_3);  _param_constant7_1 = view_12 = t_3 = None
    view_13 = torch.ops.aten.view.default(addmm_3, [1, 16, 16]);  addmm_3 = None
    view_14 = torch.ops.aten.view.default(view_13, [1, 16, 2, -1]);  view_13 = None
    permute_3 = torch.ops.aten.permute.default(view_14, [0, 2, 1, 3]);  view_14 = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    view_15 = torch.ops.aten.view.default(clone_3, [-1, 16, 8]);  clone_3 = None
    repeat = torch.ops.aten.repeat.default(view_15, [2, 1, 1]);  view_15 = None
    view_16 = torch.ops.aten.view.default(unsqueeze_8, [16, 16]);  unsqueeze_8 = None
    _param_constant8_1 = self._param_constant8
    t_4 = torch.ops.aten.t.default(_param_constant8_1);  _param_constant8_1 = None
    _param_constant9_1 = self._param_constant9
    addmm_4 = torch.ops.aten.addmm.default(_param_constant9_1, view_16, t_4);  _param_constant9_1 = view_16 = t_4 = None
    view_17 = torch.ops.aten.view.default(addmm_4, [1, 16, 16]);  addmm_4 = None
    view_18 = torch.ops.aten.view.default(view_17, [1, 16, 2, -1]);  view_17 = None
    permute_4 = torch.ops.aten.permute.default(view_18, [0, 2, 1, 3]);  view_18 = None
    clone_4 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    view_19 = torch.ops.aten.view.default(clone_4, [-1, 16, 8]);  clone_4 = None
    repeat_1 = torch.ops.aten.repeat.default(view_19, [2, 1, 1]);  view_19 = None
    _tensor_constant4 = self._tensor_constant4
    lift_fresh_copy_3 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None
    mul_5 = torch.ops.aten.mul.Tensor(lift_fresh_copy_3, 3);  lift_fresh_copy_3 = None
    sqrt_1 = torch.ops.aten.sqrt.default(mul_5);  mul_5 = None
    transpose_1 = torch.ops.aten.transpose.int(repeat_1, -1, -2);  repeat_1 = None
    bmm_1 = torch.ops.aten.bmm.default(view_3, transpose_1);  view_3 = transpose_1 = None
    add_1 = torch.ops.aten.add.Tensor(unsqueeze_7, 8)
    clamp = torch.ops.aten.clamp.default(add_1, 0, 15);  add_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(clamp, 0);  clamp = None
    expand = torch.ops.aten.expand.default(squeeze_1, [4, 12, 12]);  squeeze_1 = None
    gather = torch.ops.aten.gather.default(bmm_1, -1, expand);  bmm_1 = expand = None
    div_3 = torch.ops.aten.div.Tensor(gather, sqrt_1);  gather = sqrt_1 = None
    add_2 = torch.ops.aten.add.Tensor(div_3, 0);  div_3 = None
    _tensor_constant5 = self._tensor_constant5
    lift_fresh_copy_4 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
    mul_6 = torch.ops.aten.mul.Tensor(lift_fresh_copy_4, 3);  lift_fresh_copy_4 = None
    sqrt_2 = torch.ops.aten.sqrt.default(mul_6);  mul_6 = None
    neg = torch.ops.aten.neg.default(unsqueeze_7);  unsqueeze_7 = None
    add_3 = torch.ops.aten.add.Tensor(neg, 8);  neg = None
    clamp_1 = torch.ops.aten.clamp.default(add_3, 0, 15);  add_3 = None
    transpose_2 = torch.ops.aten.transpose.int(repeat, -1, -2);  repeat = None
    bmm_2 = torch.ops.aten.bmm.default(view_7, transpose_2);  view_7 = transpose_2 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(clamp_1, 0);  clamp_1 = None
    expand_1 = torch.ops.aten.expand.default(squeeze_2, [4, 12, 12]);  squeeze_2 = None
    gather_1 = torch.ops.aten.gather.default(bmm_2, -1, expand_1);  bmm_2 = expand_1 = None
    transpose_3 = torch.ops.aten.transpose.int(gather_1, -1, -2);  gather_1 = None
    div_4 = torch.ops.aten.div.Tensor(transpose_3, sqrt_2);  transpose_3 = sqrt_2 = None
    add_ = torch.ops.aten.add_.Tensor(add_2, div_4);  add_2 = div_4 = None
    add_4 = torch.ops.aten.add.Tensor(div_2, add_);  div_2 = add_ = None
    view_20 = torch.ops.aten.view.default(add_4, [-1, 2, 12, 12]);  add_4 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(mul_1, dtype = torch.bool)
    bitwise_not = torch.ops.aten.bitwise_not.default(_to_copy_3);  _to_copy_3 = None
    _tensor_constant6 = self._tensor_constant6
    lift_fresh_copy_5 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None
    masked_fill = torch.ops.aten.masked_fill.Tensor(view_20, bitwise_not, lift_fresh_copy_5);  view_20 = lift_fresh_copy_5 = None
    _softmax = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(_softmax, bitwise_not, 0);  _softmax = bitwise_not = None
    detach = torch.ops.aten.detach.default(masked_fill_);  detach = None
    view_21 = torch.ops.aten.view.default(masked_fill_, [-1, 12, 12]);  masked_fill_ = None
    bmm_3 = torch.ops.aten.bmm.default(view_21, view_11);  view_21 = view_11 = None
    view_22 = torch.ops.aten.view.default(bmm_3, [-1, 2, 12, 8]);  bmm_3 = None
    permute_5 = torch.ops.aten.permute.default(view_22, [0, 2, 1, 3]);  view_22 = None
    clone_5 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    view_23 = torch.ops.aten.view.default(clone_5, [2, 12, -1]);  clone_5 = None
    view_24 = torch.ops.aten.view.default(view_23, [24, 16]);  view_23 = None
    _param_constant12 = self._param_constant12
    t_5 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_5 = torch.ops.aten.addmm.default(_param_constant13, view_24, t_5);  _param_constant13 = view_24 = t_5 = None
    view_25 = torch.ops.aten.view.default(addmm_5, [2, 12, 16]);  addmm_5 = None
    add_5 = torch.ops.aten.add.Tensor(view_25, mul);  view_25 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_5, [16], _param_constant14, _param_constant15, 1e-07);  add_5 = _param_constant14 = _param_constant15 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1];  getitem_7 = None
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_8 = None
    view_26 = torch.ops.aten.view.default(getitem_6, [24, 16])
    _param_constant16 = self._param_constant16
    t_6 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_6 = torch.ops.aten.addmm.default(_param_constant17, view_26, t_6);  _param_constant17 = view_26 = t_6 = None
    view_27 = torch.ops.aten.view.default(addmm_6, [2, 12, 32]);  addmm_6 = None
    gelu = torch.ops.aten.gelu.default(view_27);  view_27 = None
    view_28 = torch.ops.aten.view.default(gelu, [24, 32]);  gelu = None
    _param_constant18 = self._param_constant18
    t_7 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_7 = torch.ops.aten.addmm.default(_param_constant19, view_28, t_7);  _param_constant19 = view_28 = t_7 = None
    view_29 = torch.ops.aten.view.default(addmm_7, [2, 12, 16]);  addmm_7 = None
    add_6 = torch.ops.aten.add.Tensor(view_29, getitem_6);  view_29 = getitem_6 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_6, [16], _param_constant20, _param_constant21, 1e-07);  add_6 = _param_constant20 = _param_constant21 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1];  getitem_10 = None
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_11 = None
    permute_6 = torch.ops.aten.permute.default(mul, [0, 2, 1]);  mul = None
    clone_6 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    convolution = torch.ops.aten.convolution.default(clone_6, _param_constant22, _param_constant23, [1], [1], [1], False, [0], 1);  clone_6 = _param_constant22 = _param_constant23 = None
    permute_7 = torch.ops.aten.permute.default(convolution, [0, 2, 1]);  convolution = None
    clone_7 = torch.ops.aten.clone.default(permute_7, memory_format = torch.contiguous_format);  permute_7 = None
    rsub = torch.ops.aten.rsub.Scalar(attention_mask_1, 1)
    _to_copy_4 = torch.ops.aten._to_copy.default(rsub, dtype = torch.bool);  rsub = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(_to_copy_4, -1);  _to_copy_4 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_9, [2, 12, 16]);  unsqueeze_9 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(clone_7, expand_2, 0);  clone_7 = expand_2 = None
    gelu_1 = torch.ops.aten.gelu.default(masked_fill__1);  masked_fill__1 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_9, gelu_1);  getitem_9 = gelu_1 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_7, [16], _param_constant24, _param_constant25, 1e-07);  add_7 = _param_constant24 = _param_constant25 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1];  getitem_13 = None
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_14 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(attention_mask_1, 2);  attention_mask_1 = None
    _to_copy_5 = torch.ops.aten._to_copy.default(unsqueeze_10, dtype = torch.float32);  unsqueeze_10 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_12, _to_copy_5);  getitem_12 = _to_copy_5 = None
    view_30 = torch.ops.aten.view.default(mul_7, [24, 16])
    _param_constant26 = self._param_constant26
    t_8 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    _param_constant27 = self._param_constant27
    addmm_8 = torch.ops.aten.addmm.default(_param_constant27, view_30, t_8);  _param_constant27 = view_30 = t_8 = None
    view_31 = torch.ops.aten.view.default(addmm_8, [2, 12, 16]);  addmm_8 = None
    view_32 = torch.ops.aten.view.default(view_31, [2, 12, 2, -1]);  view_31 = None
    permute_8 = torch.ops.aten.permute.default(view_32, [0, 2, 1, 3]);  view_32 = None
    clone_8 = torch.ops.aten.clone.default(permute_8, memory_format = torch.contiguous_format);  permute_8 = None
    view_33 = torch.ops.aten.view.default(clone_8, [-1, 12, 8]);  clone_8 = None
    view_34 = torch.ops.aten.view.default(mul_7, [24, 16])
    _param_constant28 = self._param_constant28
    t_9 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_9 = torch.ops.aten.addmm.default(_param_constant29, view_34, t_9);  _param_constant29 = view_34 = t_9 = None
    view_35 = torch.ops.aten.view.default(addmm_9, [2, 12, 16]);  addmm_9 = None
    view_36 = torch.ops.aten.view.default(view_35, [2, 12, 2, -1]);  view_35 = None
    permute_9 = torch.ops.aten.permute.default(view_36, [0, 2, 1, 3]);  view_36 = None
    clone_9 = torch.ops.aten.clone.default(permute_9, memory_format = torch.contiguous_format);  permute_9 = None
    view_37 = torch.ops.aten.view.default(clone_9, [-1, 12, 8]);  clone_9 = None
    view_38 = torch.ops.aten.view.default(mul_7, [24, 16])
    _param_constant30 = self._param_constant30
    t_10 = torch.ops.aten.t.default(_param_constant30);  _param_constant30 = None
    _param_constant31 = self._param_constant31
    addmm_10 = torch.ops.aten.addmm.default(_param_constant31, view_38, t_10);  _param_constant31 = view_38 = t_10 = None
    view_39 = torch.ops.aten.view.default(addmm_10, [2, 12, 16]);  addmm_10 = None
    view_40 = torch.ops.aten.view.default(view_39, [2, 12, 2, -1]);  view_39 = None
    permute_10 = torch.ops.aten.permute.default(view_40, [0, 2, 1, 3]);  view_40 = None
    clone_10 = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    view_41 = torch.ops.aten.view.default(clone_10, [-1, 12, 8]);  clone_10 = None
    _tensor_constant7 = self._tensor_constant7
    lift_fresh_copy_6 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None
    mul_8 = torch.ops.aten.mul.Tensor(lift_fresh_copy_6, 3);  lift_fresh_copy_6 = None
    sqrt_3 = torch.ops.aten.sqrt.default(mul_8);  mul_8 = None
    transpose_4 = torch.ops.aten.transpose.int(view_37, -1, -2)
    bmm_4 = torch.ops.aten.bmm.default(view_33, transpose_4);  transpose_4 = None
    div_5 = torch.ops.aten.div.Tensor(bmm_4, sqrt_3);  bmm_4 = sqrt_3 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 1);  unsqueeze_6 = None
    alias_2 = torch.ops.aten.alias.default(getitem_3);  getitem_3 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(alias_2, 0);  alias_2 = None
    view_42 = torch.ops.aten.view.default(unsqueeze_12, [16, 16])
    _param_constant26_1 = self._param_constant26
    t_11 = torch.ops.aten.t.default(_param_constant26_1);  _param_constant26_1 = None
    _param_constant27_1 = self._param_constant27
    addmm_11 = torch.ops.aten.addmm.default(_param_constant27_1, view_42, t_11);  _param_constant27_1 = view_42 = t_11 = None
    view_43 = torch.ops.aten.view.default(addmm_11, [1, 16, 16]);  addmm_11 = None
    view_44 = torch.ops.aten.view.default(view_43, [1, 16, 2, -1]);  view_43 = None
    permute_11 = torch.ops.aten.permute.default(view_44, [0, 2, 1, 3]);  view_44 = None
    clone_11 = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    view_45 = torch.ops.aten.view.default(clone_11, [-1, 16, 8]);  clone_11 = None
    repeat_2 = torch.ops.aten.repeat.default(view_45, [2, 1, 1]);  view_45 = None
    view_46 = torch.ops.aten.view.default(unsqueeze_12, [16, 16]);  unsqueeze_12 = None
    _param_constant28_1 = self._param_constant28
    t_12 = torch.ops.aten.t.default(_param_constant28_1);  _param_constant28_1 = None
    _param_constant29_1 = self._param_constant29
    addmm_12 = torch.ops.aten.addmm.default(_param_constant29_1, view_46, t_12);  _param_constant29_1 = view_46 = t_12 = None
    view_47 = torch.ops.aten.view.default(addmm_12, [1, 16, 16]);  addmm_12 = None
    view_48 = torch.ops.aten.view.default(view_47, [1, 16, 2, -1]);  view_47 = None
    permute_12 = torch.ops.aten.permute.default(view_48, [0, 2, 1, 3]);  view_48 = None
    clone_12 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    view_49 = torch.ops.aten.view.default(clone_12, [-1, 16, 8]);  clone_12 = None
    repeat_3 = torch.ops.aten.repeat.default(view_49, [2, 1, 1]);  view_49 = None
    _tensor_constant8 = self._tensor_constant8
    lift_fresh_copy_7 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant8);  _tensor_constant8 = None
    mul_9 = torch.ops.aten.mul.Tensor(lift_fresh_copy_7, 3);  lift_fresh_copy_7 = None
    sqrt_4 = torch.ops.aten.sqrt.default(mul_9);  mul_9 = None
    transpose_5 = torch.ops.aten.transpose.int(repeat_3, -1, -2);  repeat_3 = None
    bmm_5 = torch.ops.aten.bmm.default(view_33, transpose_5);  view_33 = transpose_5 = None
    add_8 = torch.ops.aten.add.Tensor(unsqueeze_11, 8)
    clamp_2 = torch.ops.aten.clamp.default(add_8, 0, 15);  add_8 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(clamp_2, 0);  clamp_2 = None
    expand_3 = torch.ops.aten.expand.default(squeeze_3, [4, 12, 12]);  squeeze_3 = None
    gather_2 = torch.ops.aten.gather.default(bmm_5, -1, expand_3);  bmm_5 = expand_3 = None
    div_6 = torch.ops.aten.div.Tensor(gather_2, sqrt_4);  gather_2 = sqrt_4 = None
    add_9 = torch.ops.aten.add.Tensor(div_6, 0);  div_6 = None
    _tensor_constant9 = self._tensor_constant9
    lift_fresh_copy_8 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant9);  _tensor_constant9 = None
    mul_10 = torch.ops.aten.mul.Tensor(lift_fresh_copy_8, 3);  lift_fresh_copy_8 = None
    sqrt_5 = torch.ops.aten.sqrt.default(mul_10);  mul_10 = None
    neg_1 = torch.ops.aten.neg.default(unsqueeze_11);  unsqueeze_11 = None
    add_10 = torch.ops.aten.add.Tensor(neg_1, 8);  neg_1 = None
    clamp_3 = torch.ops.aten.clamp.default(add_10, 0, 15);  add_10 = None
    transpose_6 = torch.ops.aten.transpose.int(repeat_2, -1, -2);  repeat_2 = None
    bmm_6 = torch.ops.aten.bmm.default(view_37, transpose_6);  view_37 = transpose_6 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(clamp_3, 0);  clamp_3 = None
    expand_4 = torch.ops.aten.expand.default(squeeze_4, [4, 12, 12]);  squeeze_4 = None
    gather_3 = torch.ops.aten.gather.default(bmm_6, -1, expand_4);  bmm_6 = expand_4 = None
    transpose_7 = torch.ops.aten.transpose.int(gather_3, -1, -2);  gather_3 = None
    div_7 = torch.ops.aten.div.Tensor(transpose_7, sqrt_5);  transpose_7 = sqrt_5 = None
    add__1 = torch.ops.aten.add_.Tensor(add_9, div_7);  add_9 = div_7 = None
    add_11 = torch.ops.aten.add.Tensor(div_5, add__1);  div_5 = add__1 = None
    view_50 = torch.ops.aten.view.default(add_11, [-1, 2, 12, 12]);  add_11 = None
    _to_copy_6 = torch.ops.aten._to_copy.default(mul_1, dtype = torch.bool);  mul_1 = None
    bitwise_not_1 = torch.ops.aten.bitwise_not.default(_to_copy_6);  _to_copy_6 = None
    _tensor_constant10 = self._tensor_constant10
    lift_fresh_copy_9 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant10);  _tensor_constant10 = None
    masked_fill_1 = torch.ops.aten.masked_fill.Tensor(view_50, bitwise_not_1, lift_fresh_copy_9);  view_50 = lift_fresh_copy_9 = None
    _softmax_1 = torch.ops.aten._softmax.default(masked_fill_1, -1, False);  masked_fill_1 = None
    masked_fill__2 = torch.ops.aten.masked_fill_.Scalar(_softmax_1, bitwise_not_1, 0);  _softmax_1 = bitwise_not_1 = None
    detach_1 = torch.ops.aten.detach.default(masked_fill__2);  detach_1 = None
    view_51 = torch.ops.aten.view.default(masked_fill__2, [-1, 12, 12]);  masked_fill__2 = None
    bmm_7 = torch.ops.aten.bmm.default(view_51, view_41);  view_51 = view_41 = None
    view_52 = torch.ops.aten.view.default(bmm_7, [-1, 2, 12, 8]);  bmm_7 = None
    permute_13 = torch.ops.aten.permute.default(view_52, [0, 2, 1, 3]);  view_52 = None
    clone_13 = torch.ops.aten.clone.default(permute_13, memory_format = torch.contiguous_format);  permute_13 = None
    view_53 = torch.ops.aten.view.default(clone_13, [2, 12, -1]);  clone_13 = None
    view_54 = torch.ops.aten.view.default(view_53, [24, 16]);  view_53 = None
    _param_constant32 = self._param_constant32
    t_13 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    _param_constant33 = self._param_constant33
    addmm_13 = torch.ops.aten.addmm.default(_param_constant33, view_54, t_13);  _param_constant33 = view_54 = t_13 = None
    view_55 = torch.ops.aten.view.default(addmm_13, [2, 12, 16]);  addmm_13 = None
    add_12 = torch.ops.aten.add.Tensor(view_55, mul_7);  view_55 = mul_7 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_12, [16], _param_constant34, _param_constant35, 1e-07);  add_12 = _param_constant34 = _param_constant35 = None
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1];  getitem_16 = None
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = getitem_17 = None
    view_56 = torch.ops.aten.view.default(getitem_15, [24, 16])
    _param_constant36 = self._param_constant36
    t_14 = torch.ops.aten.t.default(_param_constant36);  _param_constant36 = None
    _param_constant37 = self._param_constant37
    addmm_14 = torch.ops.aten.addmm.default(_param_constant37, view_56, t_14);  _param_constant37 = view_56 = t_14 = None
    view_57 = torch.ops.aten.view.default(addmm_14, [2, 12, 32]);  addmm_14 = None
    gelu_2 = torch.ops.aten.gelu.default(view_57);  view_57 = None
    view_58 = torch.ops.aten.view.default(gelu_2, [24, 32]);  gelu_2 = None
    _param_constant38 = self._param_constant38
    t_15 = torch.ops.aten.t.default(_param_constant38);  _param_constant38 = None
    _param_constant39 = self._param_constant39
    addmm_15 = torch.ops.aten.addmm.default(_param_constant39, view_58, t_15);  _param_constant39 = view_58 = t_15 = None
    view_59 = torch.ops.aten.view.default(addmm_15, [2, 12, 16]);  addmm_15 = None
    add_13 = torch.ops.aten.add.Tensor(view_59, getitem_15);  view_59 = getitem_15 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_13, [16], _param_constant40, _param_constant41, 1e-07);  add_13 = _param_constant40 = _param_constant41 = None
    getitem_18 = native_layer_norm_6[0]
    getitem_19 = native_layer_norm_6[1];  getitem_19 = None
    getitem_20 = native_layer_norm_6[2];  native_layer_norm_6 = getitem_20 = None
    view_60 = torch.ops.aten.view.default(getitem_18, [24, 16]);  getitem_18 = None
    _param_constant42 = self._param_constant42
    t_16 = torch.ops.aten.t.default(_param_constant42);  _param_constant42 = None
    _param_constant43 = self._param_constant43
    addmm_16 = torch.ops.aten.addmm.default(_param_constant43, view_60, t_16);  _param_constant43 = view_60 = t_16 = None
    view_61 = torch.ops.aten.view.default(addmm_16, [2, 12, 16]);  addmm_16 = None
    gelu_3 = torch.ops.aten.gelu.default(view_61);  view_61 = None
    _param_constant44 = self._param_constant44
    _param_constant45 = self._param_constant45
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(gelu_3, [16], _param_constant44, _param_constant45, 1e-07);  gelu_3 = _param_constant44 = _param_constant45 = None
    getitem_21 = native_layer_norm_7[0]
    getitem_22 = native_layer_norm_7[1];  getitem_22 = None
    getitem_23 = native_layer_norm_7[2];  native_layer_norm_7 = getitem_23 = None
    view_62 = torch.ops.aten.view.default(getitem_21, [24, 16]);  getitem_21 = None
    _param_constant0_1 = self._param_constant0
    t_17 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant46 = self._param_constant46
    addmm_17 = torch.ops.aten.addmm.default(_param_constant46, view_62, t_17);  _param_constant46 = view_62 = t_17 = None
    view_63 = torch.ops.aten.view.default(addmm_17, [2, 12, 40]);  addmm_17 = None
    view_64 = torch.ops.aten.view.default(view_63, [-1, 40]);  view_63 = None
    view_65 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_64, 1, False);  view_64 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_65, None, 1, -100);  _log_softmax = view_65 = None
    getitem_24 = nll_loss_forward[0]
    getitem_25 = nll_loss_forward[1];  nll_loss_forward = getitem_25 = None
    return getitem_24
    