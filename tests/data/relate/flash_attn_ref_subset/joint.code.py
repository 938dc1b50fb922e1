


def forward(self, tokens_1, labels_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, tokens_1);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    add = torch.ops.aten.add.Tensor(embedding, _param_constant1);  embedding = _param_constant1 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [16], _param_constant2, _param_constant3, 1e-05);  _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    view = torch.ops.aten.view.default(getitem, [16, 16]);  getitem = None
    _param_constant4 = self._param_constant4
    t = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm = torch.ops.aten.addmm.default(_param_constant5, view, t);  _param_constant5 = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 8, 48]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 8, 3, 2, 8]);  view_1 = None
    permute = torch.ops.aten.permute.default(view_2, [2, 0, 3, 1, 4]);  view_2 = None
    unbind = torch.ops.aten.unbind.int(permute);  permute = None
    getitem_3 = unbind[0]
    getitem_4 = unbind[1]
    getitem_5 = unbind[2];  unbind = None
    zeros_like = torch.ops.aten.zeros_like.default(getitem_3, pin_memory = False)
    zeros = torch.ops.aten.zeros.default([2, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    slice_1 = torch.ops.aten.slice.Tensor(getitem_3, 2, 0, 4)
    zeros_like_1 = torch.ops.aten.zeros_like.default(slice_1, pin_memory = False)
    zeros_1 = torch.ops.aten.zeros.default([2, 2, 4, 1], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full = torch.ops.aten.full.default([2, 2, 4, 1], -inf, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    slice_2 = torch.ops.aten.slice.Tensor(getitem_4, 2, 0, 4)
    slice_3 = torch.ops.aten.slice.Tensor(getitem_5, 2, 0, 4)
    transpose = torch.ops.aten.transpose.int(slice_2, -1, -2);  slice_2 = None
    expand = torch.ops.aten.expand.default(slice_1, [2, 2, 4, 8])
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 4, 8]);  clone = None
    expand_1 = torch.ops.aten.expand.default(transpose, [2, 2, 8, 4]);  transpose = None
    clone_1 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 4]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 4, 4]);  bmm = None
    mul = torch.ops.aten.mul.Tensor(_unsafe_view_2, 0.3535533905932738);  _unsafe_view_2 = None
    amax = torch.ops.aten.amax.default(mul, [-1], True)
    maximum = torch.ops.aten.maximum.default(full, amax);  amax = None
    sub = torch.ops.aten.sub.Tensor(mul, maximum);  mul = None
    exp = torch.ops.aten.exp.default(sub);  sub = None
    sub_1 = torch.ops.aten.sub.Tensor(full, maximum);  full = None
    exp_1 = torch.ops.aten.exp.default(sub_1);  sub_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(exp_1, zeros_1);  zeros_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
    add_1 = torch.ops.aten.add.Tensor(mul_1, sum_1);  mul_1 = sum_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(exp_1, zeros_like_1);  exp_1 = zeros_like_1 = None
    expand_2 = torch.ops.aten.expand.default(exp, [2, 2, 4, 4]);  exp = None
    view_3 = torch.ops.aten.view.default(expand_2, [4, 4, 4]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(slice_3, [2, 2, 4, 8]);  slice_3 = None
    clone_2 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 4, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_3, _unsafe_view_3);  view_3 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 4, 8]);  bmm_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_2, _unsafe_view_4);  mul_2 = _unsafe_view_4 = None
    slice_4 = torch.ops.aten.slice.Tensor(getitem_4, 2, 4, 8)
    slice_5 = torch.ops.aten.slice.Tensor(getitem_5, 2, 4, 8)
    transpose_1 = torch.ops.aten.transpose.int(slice_4, -1, -2);  slice_4 = None
    expand_4 = torch.ops.aten.expand.default(slice_1, [2, 2, 4, 8]);  slice_1 = None
    clone_3 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_3, [4, 4, 8]);  clone_3 = None
    expand_5 = torch.ops.aten.expand.default(transpose_1, [2, 2, 8, 4]);  transpose_1 = None
    clone_4 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 4]);  clone_4 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_5, _unsafe_view_6);  _unsafe_view_5 = _unsafe_view_6 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 4, 4]);  bmm_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(_unsafe_view_7, 0.3535533905932738);  _unsafe_view_7 = None
    amax_1 = torch.ops.aten.amax.default(mul_3, [-1], True)
    maximum_1 = torch.ops.aten.maximum.default(maximum, amax_1);  amax_1 = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_3, maximum_1);  mul_3 = None
    exp_2 = torch.ops.aten.exp.default(sub_2);  sub_2 = None
    sub_3 = torch.ops.aten.sub.Tensor(maximum, maximum_1);  maximum = None
    exp_3 = torch.ops.aten.exp.default(sub_3);  sub_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(exp_3, add_1);  add_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(exp_2, [-1], True)
    add_3 = torch.ops.aten.add.Tensor(mul_4, sum_2);  mul_4 = sum_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(exp_3, add_2);  exp_3 = add_2 = None
    expand_6 = torch.ops.aten.expand.default(exp_2, [2, 2, 4, 4]);  exp_2 = None
    view_4 = torch.ops.aten.view.default(expand_6, [4, 4, 4]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(slice_5, [2, 2, 4, 8]);  slice_5 = None
    clone_5 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_5, [4, 4, 8]);  clone_5 = None
    bmm_3 = torch.ops.aten.bmm.default(view_4, _unsafe_view_8);  view_4 = _unsafe_view_8 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 4, 8]);  bmm_3 = None
    add_4 = torch.ops.aten.add.Tensor(mul_5, _unsafe_view_9);  mul_5 = _unsafe_view_9 = None
    div = torch.ops.aten.div.Tensor(add_4, add_3);  add_4 = None
    slice_6 = torch.ops.aten.slice.Tensor(zeros_like, 2, 0, 4)
    copy_ = torch.ops.aten.copy_.default(slice_6, div);  slice_6 = div = copy_ = None
    log = torch.ops.aten.log.default(add_3);  add_3 = None
    add_5 = torch.ops.aten.add.Tensor(maximum_1, log);  maximum_1 = log = None
    squeeze = torch.ops.aten.squeeze.dim(add_5, -1);  add_5 = None
    slice_7 = torch.ops.aten.slice.Tensor(zeros, 2, 0, 4)
    copy__1 = torch.ops.aten.copy_.default(slice_7, squeeze);  slice_7 = squeeze = copy__1 = None
    slice_8 = torch.ops.aten.slice.Tensor(getitem_3, 2, 4, 8)
    zeros_like_2 = torch.ops.aten.zeros_like.default(slice_8, pin_memory = False)
    zeros_2 = torch.ops.aten.zeros.default([2, 2, 4, 1], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_1 = torch.ops.aten.full.default([2, 2, 4, 1], -inf, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    slice_9 = torch.ops.aten.slice.Tensor(getitem_4, 2, 0, 4)
    slice_10 = torch.ops.aten.slice.Tensor(getitem_5, 2, 0, 4)
    transpose_2 = torch.ops.aten.transpose.int(slice_9, -1, -2);  slice_9 = None
    expand_8 = torch.ops.aten.expand.default(slice_8, [2, 2, 4, 8])
    clone_6 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_6, [4, 4, 8]);  clone_6 = None
    expand_9 = torch.ops.aten.expand.default(transpose_2, [2, 2, 8, 4]);  transpose_2 = None
    clone_7 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_7, [4, 8, 4]);  clone_7 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_10, _unsafe_view_11);  _unsafe_view_10 = _unsafe_view_11 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 4, 4]);  bmm_4 = None
    mul_6 = torch.ops.aten.mul.Tensor(_unsafe_view_12, 0.3535533905932738);  _unsafe_view_12 = None
    amax_2 = torch.ops.aten.amax.default(mul_6, [-1], True)
    maximum_2 = torch.ops.aten.maximum.default(full_1, amax_2);  amax_2 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul_6, maximum_2);  mul_6 = None
    exp_4 = torch.ops.aten.exp.default(sub_4);  sub_4 = None
    sub_5 = torch.ops.aten.sub.Tensor(full_1, maximum_2);  full_1 = None
    exp_5 = torch.ops.aten.exp.default(sub_5);  sub_5 = None
    mul_7 = torch.ops.aten.mul.Tensor(exp_5, zeros_2);  zeros_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(exp_4, [-1], True)
    add_6 = torch.ops.aten.add.Tensor(mul_7, sum_3);  mul_7 = sum_3 = None
    mul_8 = torch.ops.aten.mul.Tensor(exp_5, zeros_like_2);  exp_5 = zeros_like_2 = None
    expand_10 = torch.ops.aten.expand.default(exp_4, [2, 2, 4, 4]);  exp_4 = None
    view_5 = torch.ops.aten.view.default(expand_10, [4, 4, 4]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(slice_10, [2, 2, 4, 8]);  slice_10 = None
    clone_8 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_8, [4, 4, 8]);  clone_8 = None
    bmm_5 = torch.ops.aten.bmm.default(view_5, _unsafe_view_13);  view_5 = _unsafe_view_13 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 4, 8]);  bmm_5 = None
    add_7 = torch.ops.aten.add.Tensor(mul_8, _unsafe_view_14);  mul_8 = _unsafe_view_14 = None
    slice_11 = torch.ops.aten.slice.Tensor(getitem_4, 2, 4, 8)
    slice_12 = torch.ops.aten.slice.Tensor(getitem_5, 2, 4, 8)
    transpose_3 = torch.ops.aten.transpose.int(slice_11, -1, -2);  slice_11 = None
    expand_12 = torch.ops.aten.expand.default(slice_8, [2, 2, 4, 8]);  slice_8 = None
    clone_9 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_9, [4, 4, 8]);  clone_9 = None
    expand_13 = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 4]);  transpose_3 = None
    clone_10 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_10, [4, 8, 4]);  clone_10 = None
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_15, _unsafe_view_16);  _unsafe_view_15 = _unsafe_view_16 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_6, [2, 2, 4, 4]);  bmm_6 = None
    mul_9 = torch.ops.aten.mul.Tensor(_unsafe_view_17, 0.3535533905932738);  _unsafe_view_17 = None
    amax_3 = torch.ops.aten.amax.default(mul_9, [-1], True)
    maximum_3 = torch.ops.aten.maximum.default(maximum_2, amax_3);  amax_3 = None
    sub_6 = torch.ops.aten.sub.Tensor(mul_9, maximum_3);  mul_9 = None
    exp_6 = torch.ops.aten.exp.default(sub_6);  sub_6 = None
    sub_7 = torch.ops.aten.sub.Tensor(maximum_2, maximum_3);  maximum_2 = None
    exp_7 = torch.ops.aten.exp.default(sub_7);  sub_7 = None
    mul_10 = torch.ops.aten.mul.Tensor(exp_7, add_6);  add_6 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(exp_6, [-1], True)
    add_8 = torch.ops.aten.add.Tensor(mul_10, sum_4);  mul_10 = sum_4 = None
    mul_11 = torch.ops.aten.mul.Tensor(exp_7, add_7);  exp_7 = add_7 = None
    expand_14 = torch.ops.aten.expand.default(exp_6, [2, 2, 4, 4]);  exp_6 = None
    view_6 = torch.ops.aten.view.default(expand_14, [4, 4, 4]);  expand_14 = None
    expand_15 = torch.ops.aten.expand.default(slice_12, [2, 2, 4, 8]);  slice_12 = None
    clone_11 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_11, [4, 4, 8]);  clone_11 = None
    bmm_7 = torch.ops.aten.bmm.default(view_6, _unsafe_view_18);  view_6 = _unsafe_view_18 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(bmm_7, [2, 2, 4, 8]);  bmm_7 = None
    add_9 = torch.ops.aten.add.Tensor(mul_11, _unsafe_view_19);  mul_11 = _unsafe_view_19 = None
    div_1 = torch.ops.aten.div.Tensor(add_9, add_8);  add_9 = None
    slice_13 = torch.ops.aten.slice.Tensor(zeros_like, 2, 4, 8)
    copy__2 = torch.ops.aten.copy_.default(slice_13, div_1);  slice_13 = div_1 = copy__2 = None
    log_1 = torch.ops.aten.log.default(add_8);  add_8 = None
    add_10 = torch.ops.aten.add.Tensor(maximum_3, log_1);  maximum_3 = log_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(add_10, -1);  add_10 = None
    slice_14 = torch.ops.aten.slice.Tensor(zeros, 2, 4, 8)
    copy__3 = torch.ops.aten.copy_.default(slice_14, squeeze_1);  slice_14 = squeeze_1 = copy__3 = None
    detach = torch.ops.aten.detach.default(zeros_like)
    transpose_4 = torch.ops.aten.transpose.int(zeros_like, 1, 2);  zeros_like = None
    view_7 = torch.ops.aten.view.default(transpose_4, [2, 8, 16]);  transpose_4 = None
    view_8 = torch.ops.aten.view.default(view_7, [16, 16]);  view_7 = None
    _param_constant6 = self._param_constant6
    t_1 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_1 = torch.ops.aten.addmm.default(_param_constant7, view_8, t_1);  _param_constant7 = None
    view_9 = torch.ops.aten.view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
    add_11 = torch.ops.aten.add.Tensor(add, view_9);  view_9 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_11, [16], _param_constant8, _param_constant9, 1e-05);  _param_constant8 = _param_constant9 = None
    getitem_6 = native_layer_norm_1[0]
    getitem_7 = native_layer_norm_1[1]
    getitem_8 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_10 = torch.ops.aten.view.default(getitem_6, [16, 16]);  getitem_6 = None
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_2 = torch.ops.aten.addmm.default(_param_constant11, view_10, t_2);  _param_constant11 = None
    view_11 = torch.ops.aten.view.default(addmm_2, [2, 8, 64]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_11)
    view_12 = torch.ops.aten.view.default(gelu, [16, 64]);  gelu = None
    _param_constant12 = self._param_constant12
    t_3 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_3 = torch.ops.aten.addmm.default(_param_constant13, view_12, t_3);  _param_constant13 = None
    view_13 = torch.ops.aten.view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, view_13);  view_13 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_12, [16], _param_constant14, _param_constant15, 1e-05);  _param_constant14 = _param_constant15 = None
    getitem_9 = native_layer_norm_2[0]
    getitem_10 = native_layer_norm_2[1]
    getitem_11 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_14 = torch.ops.aten.view.default(getitem_9, [16, 16]);  getitem_9 = None
    _param_constant16 = self._param_constant16
    t_4 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_4 = torch.ops.aten.addmm.default(_param_constant17, view_14, t_4);  _param_constant17 = None
    view_15 = torch.ops.aten.view.default(addmm_4, [2, 8, 48]);  addmm_4 = None
    view_16 = torch.ops.aten.view.default(view_15, [2, 8, 3, 2, 8]);  view_15 = None
    permute_1 = torch.ops.aten.permute.default(view_16, [2, 0, 3, 1, 4]);  view_16 = None
    unbind_1 = torch.ops.aten.unbind.int(permute_1);  permute_1 = None
    getitem_12 = unbind_1[0]
    getitem_13 = unbind_1[1]
    getitem_14 = unbind_1[2];  unbind_1 = None
    zeros_like_3 = torch.ops.aten.zeros_like.default(getitem_12, pin_memory = False)
    zeros_3 = torch.ops.aten.zeros.default([2, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    slice_15 = torch.ops.aten.slice.Tensor(getitem_12, 2, 0, 4)
    zeros_like_4 = torch.ops.aten.zeros_like.default(slice_15, pin_memory = False)
    zeros_4 = torch.ops.aten.zeros.default([2, 2, 4, 1], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_2 = torch.ops.aten.full.default([2, 2, 4, 1], -inf, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    slice_16 = torch.ops.aten.slice.Tensor(getitem_13, 2, 0, 4)
    slice_17 = torch.ops.aten.slice.Tensor(getitem_14, 2, 0, 4)
    transpose_5 = torch.ops.aten.transpose.int(slice_16, -1, -2);  slice_16 = None
    expand_16 = torch.ops.aten.expand.default(slice_15, [2, 2, 4, 8])
    clone_12 = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_12, [4, 4, 8]);  clone_12 = None
    expand_17 = torch.ops.aten.expand.default(transpose_5, [2, 2, 8, 4]);  transpose_5 = None
    clone_13 = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_13, [4, 8, 4]);  clone_13 = None
    bmm_8 = torch.ops.aten.bmm.default(_unsafe_view_20, _unsafe_view_21);  _unsafe_view_20 = _unsafe_view_21 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(bmm_8, [2, 2, 4, 4]);  bmm_8 = None
    mul_12 = torch.ops.aten.mul.Tensor(_unsafe_view_22, 0.3535533905932738);  _unsafe_view_22 = None
    amax_4 = torch.ops.aten.amax.default(mul_12, [-1], True)
    maximum_4 = torch.ops.aten.maximum.default(full_2, amax_4);  amax_4 = None
    sub_8 = torch.ops.aten.sub.Tensor(mul_12, maximum_4);  mul_12 = None
    exp_8 = torch.ops.aten.exp.default(sub_8);  sub_8 = None
    sub_9 = torch.ops.aten.sub.Tensor(full_2, maximum_4);  full_2 = None
    exp_9 = torch.ops.aten.exp.default(sub_9);  sub_9 = None
    mul_13 = torch.ops.aten.mul.Tensor(exp_9, zeros_4);  zeros_4 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(exp_8, [-1], True)
    add_13 = torch.ops.aten.add.Tensor(mul_13, sum_5);  mul_13 = sum_5 = None
    mul_14 = torch.ops.aten.mul.Tensor(exp_9, zeros_like_4);  exp_9 = zeros_like_4 = None
    expand_18 = torch.ops.aten.expand.default(exp_8, [2, 2, 4, 4]);  exp_8 = None
    view_17 = torch.ops.aten.view.default(expand_18, [4, 4, 4]);  expand_18 = None
    expand_19 = torch.ops.aten.expand.default(slice_17, [2, 2, 4, 8]);  slice_17 = None
    clone_14 = torch.ops.aten.clone.default(expand_19, memory_format = torch.contiguous_format);  expand_19 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_14, [4, 4, 8]);  clone_14 = None
    bmm_9 = torch.ops.aten.bmm.default(view_17, _unsafe_view_23);  view_17 = _unsafe_view_23 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(bmm_9, [2, 2, 4, 8]);  bmm_9 = None
    add_14 = torch.ops.aten.add.Tensor(mul_14, _unsafe_view_24);  mul_14 = _unsafe_view_24 = None
    slice_18 = torch.ops.aten.slice.Tensor(getitem_13, 2, 4, 8)
    slice_19 = torch.ops.aten.slice.Tensor(getitem_14, 2, 4, 8)
    transpose_6 = torch.ops.aten.transpose.int(slice_18, -1, -2);  slice_18 = None
    expand_20 = torch.ops.aten.expand.default(slice_15, [2, 2, 4, 8]);  slice_15 = None
    clone_15 = torch.ops.aten.clone.default(expand_20, memory_format = torch.contiguous_format);  expand_20 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(clone_15, [4, 4, 8]);  clone_15 = None
    expand_21 = torch.ops.aten.expand.default(transpose_6, [2, 2, 8, 4]);  transpose_6 = None
    clone_16 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(clone_16, [4, 8, 4]);  clone_16 = None
    bmm_10 = torch.ops.aten.bmm.default(_unsafe_view_25, _unsafe_view_26);  _unsafe_view_25 = _unsafe_view_26 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(bmm_10, [2, 2, 4, 4]);  bmm_10 = None
    mul_15 = torch.ops.aten.mul.Tensor(_unsafe_view_27, 0.3535533905932738);  _unsafe_view_27 = None
    amax_5 = torch.ops.aten.amax.default(mul_15, [-1], True)
    maximum_5 = torch.ops.aten.maximum.default(maximum_4, amax_5);  amax_5 = None
    sub_10 = torch.ops.aten.sub.Tensor(mul_15, maximum_5);  mul_15 = None
    exp_10 = torch.ops.aten.exp.default(sub_10);  sub_10 = None
    sub_11 = torch.ops.aten.sub.Tensor(maximum_4, maximum_5);  maximum_4 = None
    exp_11 = torch.ops.aten.exp.default(sub_11);  sub_11 = None
    mul_16 = torch.ops.aten.mul.Tensor(exp_11, add_13);  add_13 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(exp_10, [-1], True)
    add_15 = torch.ops.aten.add.Tensor(mul_16, sum_6);  mul_16 = sum_6 = None
    mul_17 = torch.ops.aten.mul.Tensor(exp_11, add_14);  exp_11 = add_14 = None
    expand_22 = torch.ops.aten.expand.default(exp_10, [2, 2, 4, 4]);  exp_10 = None
    view_18 = torch.ops.aten.view.default(expand_22, [4, 4, 4]);  expand_22 = None
    expand_23 = torch.ops.aten.expand.default(slice_19, [2, 2, 4, 8]);  slice_19 = None
    clone_17 = torch.ops.aten.clone.default(expand_23, memory_format = torch.contiguous_format);  expand_23 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(clone_17, [4, 4, 8]);  clone_17 = None
    bmm_11 = torch.ops.aten.bmm.default(view_18, _unsafe_view_28);  view_18 = _unsafe_view_28 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(bmm_11, [2, 2, 4, 8]);  bmm_11 = None
    add_16 = torch.ops.aten.add.Tensor(mul_17, _unsafe_view_29);  mul_17 = _unsafe_view_29 = None
    div_2 = torch.ops.aten.div.Tensor(add_16, add_15);  add_16 = None
    slice_20 = torch.ops.aten.slice.Tensor(zeros_like_3, 2, 0, 4)
    copy__4 = torch.ops.aten.copy_.default(slice_20, div_2);  slice_20 = div_2 = copy__4 = None
    log_2 = torch.ops.aten.log.default(add_15);  add_15 = None
    add_17 = torch.ops.aten.add.Tensor(maximum_5, log_2);  maximum_5 = log_2 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(add_17, -1);  add_17 = None
    slice_21 = torch.ops.aten.slice.Tensor(zeros_3, 2, 0, 4)
    copy__5 = torch.ops.aten.copy_.default(slice_21, squeeze_2);  slice_21 = squeeze_2 = copy__5 = None
    slice_22 = torch.ops.aten.slice.Tensor(getitem_12, 2, 4, 8)
    zeros_like_5 = torch.ops.aten.zeros_like.default(slice_22, pin_memory = False)
    zeros_5 = torch.ops.aten.zeros.default([2, 2, 4, 1], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_3 = torch.ops.aten.full.default([2, 2, 4, 1], -inf, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    slice_23 = torch.ops.aten.slice.Tensor(getitem_13, 2, 0, 4)
    slice_24 = torch.ops.aten.slice.Tensor(getitem_14, 2, 0, 4)
    transpose_7 = torch.ops.aten.transpose.int(slice_23, -1, -2);  slice_23 = None
    expand_24 = torch.ops.aten.expand.default(slice_22, [2, 2, 4, 8])
    clone_18 = torch.ops.aten.clone.default(expand_24, memory_format = torch.contiguous_format);  expand_24 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(clone_18, [4, 4, 8]);  clone_18 = None
    expand_25 = torch.ops.aten.expand.default(transpose_7, [2, 2, 8, 4]);  transpose_7 = None
    clone_19 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(clone_19, [4, 8, 4]);  clone_19 = None
    bmm_12 = torch.ops.aten.bmm.default(_unsafe_view_30, _unsafe_view_31);  _unsafe_view_30 = _unsafe_view_31 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(bmm_12, [2, 2, 4, 4]);  bmm_12 = None
    mul_18 = torch.ops.aten.mul.Tensor(_unsafe_view_32, 0.3535533905932738);  _unsafe_view_32 = None
    amax_6 = torch.ops.aten.amax.default(mul_18, [-1], True)
    maximum_6 = torch.ops.aten.maximum.default(full_3, amax_6);  amax_6 = None
    sub_12 = torch.ops.aten.sub.Tensor(mul_18, maximum_6);  mul_18 = None
    exp_12 = torch.ops.aten.exp.default(sub_12);  sub_12 = None
    sub_13 = torch.ops.aten.sub.Tensor(full_3, maximum_6);  full_3 = None
    exp_13 = torch.ops.aten.exp.default(sub_13);  sub_13 = None
    mul_19 = torch.ops.aten.mul.Tensor(exp_13, zeros_5);  zeros_5 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(exp_12, [-1], True)
    add_18 = torch.ops.aten.add.Tensor(mul_19, sum_7);  mul_19 = sum_7 = None
    mul_20 = torch.ops.aten.mul.Tensor(exp_13, zeros_like_5);  exp_13 = zeros_like_5 = None
    expand_26 = torch.ops.aten.expand.default(exp_12, [2, 2, 4, 4]);  exp_12 = None
    view_19 = torch.ops.aten.view.default(expand_26, [4, 4, 4]);  expand_26 = None
    expand_27 = torch.ops.aten.expand.default(slice_24, [2, 2, 4, 8]);  slice_24 = None
    clone_20 = torch.ops.aten.clone.default(expand_27, memory_format = torch.contiguous_format);  expand_27 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_20, [4, 4, 8]);  clone_20 = None
    bmm_13 = torch.ops.aten.bmm.default(view_19, _unsafe_view_33);  view_19 = _unsafe_view_33 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(bmm_13, [2, 2, 4, 8]);  bmm_13 = None
    add_19 = torch.ops.aten.add.Tensor(mul_20, _unsafe_view_34);  mul_20 = _unsafe_view_34 = None
    slice_25 = torch.ops.aten.slice.Tensor(getitem_13, 2, 4, 8)
    slice_26 = torch.ops.aten.slice.Tensor(getitem_14, 2, 4, 8)
    transpose_8 = torch.ops.aten.transpose.int(slice_25, -1, -2);  slice_25 = None
    expand_28 = torch.ops.aten.expand.default(slice_22, [2, 2, 4, 8]);  slice_22 = None
    clone_21 = torch.ops.aten.clone.default(expand_28, memory_format = torch.contiguous_format);  expand_28 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(clone_21, [4, 4, 8]);  clone_21 = None
    expand_29 = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 4]);  transpose_8 = None
    clone_22 = torch.ops.aten.clone.default(expand_29, memory_format = torch.contiguous_format);  expand_29 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(clone_22, [4, 8, 4]);  clone_22 = None
    bmm_14 = torch.ops.aten.bmm.default(_unsafe_view_35, _unsafe_view_36);  _unsafe_view_35 = _unsafe_view_36 = None
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(bmm_14, [2, 2, 4, 4]);  bmm_14 = None
    mul_21 = torch.ops.aten.mul.Tensor(_unsafe_view_37, 0.3535533905932738);  _unsafe_view_37 = None
    amax_7 = torch.ops.aten.amax.default(mul_21, [-1], True)
    maximum_7 = torch.ops.aten.maximum.default(maximum_6, amax_7);  amax_7 = None
    sub_14 = torch.ops.aten.sub.Tensor(mul_21, maximum_7);  mul_21 = None
    exp_14 = torch.ops.aten.exp.default(sub_14);  sub_14 = None
    sub_15 = torch.ops.aten.sub.Tensor(maximum_6, maximum_7);  maximum_6 = None
    exp_15 = torch.ops.aten.exp.default(sub_15);  sub_15 = None
    mul_22 = torch.ops.aten.mul.Tensor(exp_15, add_18);  add_18 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(exp_14, [-1], True)
    add_20 = torch.ops.aten.add.Tensor(mul_22, sum_8);  mul_22 = sum_8 = None
    mul_23 = torch.ops.aten.mul.Tensor(exp_15, add_19);  exp_15 = add_19 = None
    expand_30 = torch.ops.aten.expand.default(exp_14, [2, 2, 4, 4]);  exp_14 = None
    view_20 = torch.ops.aten.view.default(expand_30, [4, 4, 4]);  expand_30 = None
    expand_31 = torch.ops.aten.expand.default(slice_26, [2, 2, 4, 8]);  slice_26 = None
    clone_23 = torch.ops.aten.clone.default(expand_31, memory_format = torch.contiguous_format);  expand_31 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(clone_23, [4, 4, 8]);  clone_23 = None
    bmm_15 = torch.ops.aten.bmm.default(view_20, _unsafe_view_38);  view_20 = _unsafe_view_38 = None
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(bmm_15, [2, 2, 4, 8]);  bmm_15 = None
    add_21 = torch.ops.aten.add.Tensor(mul_23, _unsafe_view_39);  mul_23 = _unsafe_view_39 = None
    div_3 = torch.ops.aten.div.Tensor(add_21, add_20);  add_21 = None
    slice_27 = torch.ops.aten.slice.Tensor(zeros_like_3, 2, 4, 8)
    copy__6 = torch.ops.aten.copy_.default(slice_27, div_3);  slice_27 = div_3 = copy__6 = None
    log_3 = torch.ops.aten.log.default(add_20);  add_20 = None
    add_22 = torch.ops.aten.add.Tensor(maximum_7, log_3);  maximum_7 = log_3 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(add_22, -1);  add_22 = None
    slice_28 = torch.ops.aten.slice.Tensor(zeros_3, 2, 4, 8)
    copy__7 = torch.ops.aten.copy_.default(slice_28, squeeze_3);  slice_28 = squeeze_3 = copy__7 = None
    detach_1 = torch.ops.aten.detach.default(zeros_like_3)
    transpose_9 = torch.ops.aten.transpose.int(zeros_like_3, 1, 2);  zeros_like_3 = None
    view_21 = torch.ops.aten.view.default(transpose_9, [2, 8, 16]);  transpose_9 = None
    view_22 = torch.ops.aten.view.default(view_21, [16, 16]);  view_21 = None
    _param_constant18 = self._param_constant18
    t_5 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_5 = torch.ops.aten.addmm.default(_param_constant19, view_22, t_5);  _param_constant19 = None
    view_23 = torch.ops.aten.view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
    add_23 = torch.ops.aten.add.Tensor(add_12, view_23);  view_23 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_23, [16], _param_constant20, _param_constant21, 1e-05);  _param_constant20 = _param_constant21 = None
    getitem_15 = native_layer_norm_3[0]
    getitem_16 = native_layer_norm_3[1]
    getitem_17 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_24 = torch.ops.aten.view.default(getitem_15, [16, 16]);  getitem_15 = None
    _param_constant22 = self._param_constant22
    t_6 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    _param_constant23 = self._param_constant23
    addmm_6 = torch.ops.aten.addmm.default(_param_constant23, view_24, t_6);  _param_constant23 = None
    view_25 = torch.ops.aten.view.default(addmm_6, [2, 8, 64]);  addmm_6 = None
    gelu_1 = torch.ops.aten.gelu.default(view_25)
    view_26 = torch.ops.aten.view.default(gelu_1, [16, 64]);  gelu_1 = None
    _param_constant24 = self._param_constant24
    t_7 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    _param_constant25 = self._param_constant25
    addmm_7 = torch.ops.aten.addmm.default(_param_constant25, view_26, t_7);  _param_constant25 = None
    view_27 = torch.ops.aten.view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
    add_24 = torch.ops.aten.add.Tensor(add_23, view_27);  view_27 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_24, [16], _param_constant26, _param_constant27, 1e-05);  _param_constant26 = _param_constant27 = None
    getitem_18 = native_layer_norm_4[0]
    getitem_19 = native_layer_norm_4[1]
    getitem_20 = native_layer_norm_4[2];  native_layer_norm_4 = None
    mean = torch.ops.aten.mean.dim(getitem_18, [1]);  getitem_18 = None
    _param_constant28 = self._param_constant28
    t_8 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_8 = torch.ops.aten.addmm.default(_param_constant29, mean, t_8);  _param_constant29 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_8, 1, False);  addmm_8 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_21 = nll_loss_forward[0]
    getitem_22 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_21, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_22);  ones_like = _log_softmax = labels_1 = getitem_22 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_10, mean);  t_10 = mean = None
    t_11 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_28 = torch.ops.aten.view.default(sum_9, [4]);  sum_9 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand_32 = torch.ops.aten.expand.default(unsqueeze, [2, 8, 16]);  unsqueeze = None
    div_4 = torch.ops.aten.div.Scalar(expand_32, 8);  expand_32 = None
    _param_constant26_1 = self._param_constant26
    _param_constant27_1 = self._param_constant27
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(div_4, add_24, [16], getitem_19, getitem_20, _param_constant26_1, _param_constant27_1, [True, True, True]);  div_4 = add_24 = getitem_19 = getitem_20 = _param_constant26_1 = _param_constant27_1 = None
    getitem_23 = native_layer_norm_backward[0]
    getitem_24 = native_layer_norm_backward[1]
    getitem_25 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_29 = torch.ops.aten.view.default(getitem_23, [16, 16])
    t_13 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_2 = torch.ops.aten.mm.default(view_29, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(view_29)
    mm_3 = torch.ops.aten.mm.default(t_14, view_26);  t_14 = view_26 = None
    t_15 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_29, [0], True);  view_29 = None
    view_30 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    view_31 = torch.ops.aten.view.default(mm_2, [2, 8, 64]);  mm_2 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(view_31, view_25);  view_31 = view_25 = None
    view_32 = torch.ops.aten.view.default(gelu_backward, [16, 64]);  gelu_backward = None
    t_17 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_4 = torch.ops.aten.mm.default(view_32, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_32)
    mm_5 = torch.ops.aten.mm.default(t_18, view_24);  t_18 = view_24 = None
    t_19 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_32, [0], True);  view_32 = None
    view_33 = torch.ops.aten.view.default(sum_11, [64]);  sum_11 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    view_34 = torch.ops.aten.view.default(mm_4, [2, 8, 16]);  mm_4 = None
    _param_constant20_1 = self._param_constant20
    _param_constant21_1 = self._param_constant21
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_34, add_23, [16], getitem_16, getitem_17, _param_constant20_1, _param_constant21_1, [True, True, True]);  view_34 = add_23 = getitem_16 = getitem_17 = _param_constant20_1 = _param_constant21_1 = None
    getitem_26 = native_layer_norm_backward_1[0]
    getitem_27 = native_layer_norm_backward_1[1]
    getitem_28 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_25 = torch.ops.aten.add.Tensor(getitem_23, getitem_26);  getitem_23 = getitem_26 = None
    view_35 = torch.ops.aten.view.default(add_25, [16, 16])
    t_21 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_6 = torch.ops.aten.mm.default(view_35, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(view_35)
    mm_7 = torch.ops.aten.mm.default(t_22, view_22);  t_22 = view_22 = None
    t_23 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_35, [0], True);  view_35 = None
    view_36 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    view_37 = torch.ops.aten.view.default(mm_6, [2, 8, 16]);  mm_6 = None
    view_38 = torch.ops.aten.view.default(view_37, [2, 8, 2, 8]);  view_37 = None
    transpose_10 = torch.ops.aten.transpose.int(view_38, 1, 2);  view_38 = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    zeros_like_6 = torch.ops.aten.zeros_like.default(getitem_12, pin_memory = False)
    zeros_like_7 = torch.ops.aten.zeros_like.default(getitem_13, pin_memory = False)
    zeros_like_8 = torch.ops.aten.zeros_like.default(getitem_14, pin_memory = False)
    mul_24 = torch.ops.aten.mul.Tensor(transpose_10, detach_4);  detach_4 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_24, [-1]);  mul_24 = None
    slice_29 = torch.ops.aten.slice.Tensor(getitem_13, 2, 0, 4)
    slice_30 = torch.ops.aten.slice.Tensor(getitem_14, 2, 0, 4)
    zeros_like_9 = torch.ops.aten.zeros_like.default(slice_29, pin_memory = False)
    zeros_like_10 = torch.ops.aten.zeros_like.default(slice_30, pin_memory = False)
    slice_31 = torch.ops.aten.slice.Tensor(getitem_12, 2, 0, 4)
    slice_32 = torch.ops.aten.slice.Tensor(transpose_10, 2, 0, 4)
    slice_33 = torch.ops.aten.slice.Tensor(zeros_3, 2, 0, 4)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(slice_33, -1);  slice_33 = None
    slice_34 = torch.ops.aten.slice.Tensor(sum_13, 2, 0, 4)
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(slice_34, -1);  slice_34 = None
    transpose_11 = torch.ops.aten.transpose.int(slice_29, -1, -2)
    expand_33 = torch.ops.aten.expand.default(slice_31, [2, 2, 4, 8])
    clone_24 = torch.ops.aten.clone.default(expand_33, memory_format = torch.contiguous_format);  expand_33 = None
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(clone_24, [4, 4, 8]);  clone_24 = None
    expand_34 = torch.ops.aten.expand.default(transpose_11, [2, 2, 8, 4]);  transpose_11 = None
    clone_25 = torch.ops.aten.clone.default(expand_34, memory_format = torch.contiguous_format);  expand_34 = None
    _unsafe_view_41 = torch.ops.aten._unsafe_view.default(clone_25, [4, 8, 4]);  clone_25 = None
    bmm_16 = torch.ops.aten.bmm.default(_unsafe_view_40, _unsafe_view_41);  _unsafe_view_40 = _unsafe_view_41 = None
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(bmm_16, [2, 2, 4, 4]);  bmm_16 = None
    mul_25 = torch.ops.aten.mul.Tensor(_unsafe_view_42, 0.3535533905932738);  _unsafe_view_42 = None
    sub_16 = torch.ops.aten.sub.Tensor(mul_25, unsqueeze_1);  mul_25 = unsqueeze_1 = None
    exp_16 = torch.ops.aten.exp.default(sub_16);  sub_16 = None
    transpose_12 = torch.ops.aten.transpose.int(exp_16, -1, -2)
    expand_35 = torch.ops.aten.expand.default(transpose_12, [2, 2, 4, 4]);  transpose_12 = None
    view_39 = torch.ops.aten.view.default(expand_35, [4, 4, 4]);  expand_35 = None
    expand_36 = torch.ops.aten.expand.default(slice_32, [2, 2, 4, 8])
    clone_26 = torch.ops.aten.clone.default(expand_36, memory_format = torch.contiguous_format);  expand_36 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(clone_26, [4, 4, 8]);  clone_26 = None
    bmm_17 = torch.ops.aten.bmm.default(view_39, _unsafe_view_43);  view_39 = _unsafe_view_43 = None
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(bmm_17, [2, 2, 4, 8]);  bmm_17 = None
    add_26 = torch.ops.aten.add.Tensor(zeros_like_10, _unsafe_view_44);  zeros_like_10 = _unsafe_view_44 = None
    transpose_13 = torch.ops.aten.transpose.int(slice_30, -1, -2)
    expand_37 = torch.ops.aten.expand.default(slice_32, [2, 2, 4, 8]);  slice_32 = None
    clone_27 = torch.ops.aten.clone.default(expand_37, memory_format = torch.contiguous_format);  expand_37 = None
    _unsafe_view_45 = torch.ops.aten._unsafe_view.default(clone_27, [4, 4, 8]);  clone_27 = None
    expand_38 = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 4]);  transpose_13 = None
    clone_28 = torch.ops.aten.clone.default(expand_38, memory_format = torch.contiguous_format);  expand_38 = None
    _unsafe_view_46 = torch.ops.aten._unsafe_view.default(clone_28, [4, 8, 4]);  clone_28 = None
    bmm_18 = torch.ops.aten.bmm.default(_unsafe_view_45, _unsafe_view_46);  _unsafe_view_45 = _unsafe_view_46 = None
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(bmm_18, [2, 2, 4, 4]);  bmm_18 = None
    sub_17 = torch.ops.aten.sub.Tensor(_unsafe_view_47, unsqueeze_2);  _unsafe_view_47 = unsqueeze_2 = None
    mul_26 = torch.ops.aten.mul.Tensor(exp_16, sub_17);  exp_16 = sub_17 = None
    slice_35 = torch.ops.aten.slice.Tensor(zeros_like_6, 2, 0, 4)
    expand_39 = torch.ops.aten.expand.default(mul_26, [2, 2, 4, 4])
    view_40 = torch.ops.aten.view.default(expand_39, [4, 4, 4]);  expand_39 = None
    expand_40 = torch.ops.aten.expand.default(slice_29, [2, 2, 4, 8])
    clone_29 = torch.ops.aten.clone.default(expand_40, memory_format = torch.contiguous_format);  expand_40 = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(clone_29, [4, 4, 8]);  clone_29 = None
    bmm_19 = torch.ops.aten.bmm.default(view_40, _unsafe_view_48);  view_40 = _unsafe_view_48 = None
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(bmm_19, [2, 2, 4, 8]);  bmm_19 = None
    mul_27 = torch.ops.aten.mul.Tensor(_unsafe_view_49, 0.3535533905932738);  _unsafe_view_49 = None
    add_ = torch.ops.aten.add_.Tensor(slice_35, mul_27);  slice_35 = mul_27 = None
    slice_36 = torch.ops.aten.slice.Tensor(zeros_like_6, 2, 0, 4)
    copy__8 = torch.ops.aten.copy_.default(slice_36, add_);  slice_36 = add_ = copy__8 = None
    transpose_14 = torch.ops.aten.transpose.int(mul_26, -1, -2);  mul_26 = None
    expand_41 = torch.ops.aten.expand.default(transpose_14, [2, 2, 4, 4]);  transpose_14 = None
    view_41 = torch.ops.aten.view.default(expand_41, [4, 4, 4]);  expand_41 = None
    expand_42 = torch.ops.aten.expand.default(slice_31, [2, 2, 4, 8]);  slice_31 = None
    clone_30 = torch.ops.aten.clone.default(expand_42, memory_format = torch.contiguous_format);  expand_42 = None
    _unsafe_view_50 = torch.ops.aten._unsafe_view.default(clone_30, [4, 4, 8]);  clone_30 = None
    bmm_20 = torch.ops.aten.bmm.default(view_41, _unsafe_view_50);  view_41 = _unsafe_view_50 = None
    _unsafe_view_51 = torch.ops.aten._unsafe_view.default(bmm_20, [2, 2, 4, 8]);  bmm_20 = None
    mul_28 = torch.ops.aten.mul.Tensor(_unsafe_view_51, 0.3535533905932738);  _unsafe_view_51 = None
    add_27 = torch.ops.aten.add.Tensor(zeros_like_9, mul_28);  zeros_like_9 = mul_28 = None
    slice_37 = torch.ops.aten.slice.Tensor(getitem_12, 2, 4, 8)
    slice_38 = torch.ops.aten.slice.Tensor(transpose_10, 2, 4, 8)
    slice_39 = torch.ops.aten.slice.Tensor(zeros_3, 2, 4, 8)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(slice_39, -1);  slice_39 = None
    slice_40 = torch.ops.aten.slice.Tensor(sum_13, 2, 4, 8)
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(slice_40, -1);  slice_40 = None
    transpose_15 = torch.ops.aten.transpose.int(slice_29, -1, -2)
    expand_43 = torch.ops.aten.expand.default(slice_37, [2, 2, 4, 8])
    clone_31 = torch.ops.aten.clone.default(expand_43, memory_format = torch.contiguous_format);  expand_43 = None
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(clone_31, [4, 4, 8]);  clone_31 = None
    expand_44 = torch.ops.aten.expand.default(transpose_15, [2, 2, 8, 4]);  transpose_15 = None
    clone_32 = torch.ops.aten.clone.default(expand_44, memory_format = torch.contiguous_format);  expand_44 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(clone_32, [4, 8, 4]);  clone_32 = None
    bmm_21 = torch.ops.aten.bmm.default(_unsafe_view_52, _unsafe_view_53);  _unsafe_view_52 = _unsafe_view_53 = None
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(bmm_21, [2, 2, 4, 4]);  bmm_21 = None
    mul_29 = torch.ops.aten.mul.Tensor(_unsafe_view_54, 0.3535533905932738);  _unsafe_view_54 = None
    sub_18 = torch.ops.aten.sub.Tensor(mul_29, unsqueeze_3);  mul_29 = unsqueeze_3 = None
    exp_17 = torch.ops.aten.exp.default(sub_18);  sub_18 = None
    transpose_16 = torch.ops.aten.transpose.int(exp_17, -1, -2)
    expand_45 = torch.ops.aten.expand.default(transpose_16, [2, 2, 4, 4]);  transpose_16 = None
    view_42 = torch.ops.aten.view.default(expand_45, [4, 4, 4]);  expand_45 = None
    expand_46 = torch.ops.aten.expand.default(slice_38, [2, 2, 4, 8])
    clone_33 = torch.ops.aten.clone.default(expand_46, memory_format = torch.contiguous_format);  expand_46 = None
    _unsafe_view_55 = torch.ops.aten._unsafe_view.default(clone_33, [4, 4, 8]);  clone_33 = None
    bmm_22 = torch.ops.aten.bmm.default(view_42, _unsafe_view_55);  view_42 = _unsafe_view_55 = None
    _unsafe_view_56 = torch.ops.aten._unsafe_view.default(bmm_22, [2, 2, 4, 8]);  bmm_22 = None
    add_28 = torch.ops.aten.add.Tensor(add_26, _unsafe_view_56);  add_26 = _unsafe_view_56 = None
    transpose_17 = torch.ops.aten.transpose.int(slice_30, -1, -2);  slice_30 = None
    expand_47 = torch.ops.aten.expand.default(slice_38, [2, 2, 4, 8]);  slice_38 = None
    clone_34 = torch.ops.aten.clone.default(expand_47, memory_format = torch.contiguous_format);  expand_47 = None
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(clone_34, [4, 4, 8]);  clone_34 = None
    expand_48 = torch.ops.aten.expand.default(transpose_17, [2, 2, 8, 4]);  transpose_17 = None
    clone_35 = torch.ops.aten.clone.default(expand_48, memory_format = torch.contiguous_format);  expand_48 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(clone_35, [4, 8, 4]);  clone_35 = None
    bmm_23 = torch.ops.aten.bmm.default(_unsafe_view_57, _unsafe_view_58);  _unsafe_view_57 = _unsafe_view_58 = None
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(bmm_23, [2, 2, 4, 4]);  bmm_23 = None
    sub_19 = torch.ops.aten.sub.Tensor(_unsafe_view_59, unsqueeze_4);  _unsafe_view_59 = unsqueeze_4 = None
    mul_30 = torch.ops.aten.mul.Tensor(exp_17, sub_19);  exp_17 = sub_19 = None
    slice_41 = torch.ops.aten.slice.Tensor(zeros_like_6, 2, 4, 8)
    expand_49 = torch.ops.aten.expand.default(mul_30, [2, 2, 4, 4])
    view_43 = torch.ops.aten.view.default(expand_49, [4, 4, 4]);  expand_49 = None
    expand_50 = torch.ops.aten.expand.default(slice_29, [2, 2, 4, 8]);  slice_29 = None
    clone_36 = torch.ops.aten.clone.default(expand_50, memory_format = torch.contiguous_format);  expand_50 = None
    _unsafe_view_60 = torch.ops.aten._unsafe_view.default(clone_36, [4, 4, 8]);  clone_36 = None
    bmm_24 = torch.ops.aten.bmm.default(view_43, _unsafe_view_60);  view_43 = _unsafe_view_60 = None
    _unsafe_view_61 = torch.ops.aten._unsafe_view.default(bmm_24, [2, 2, 4, 8]);  bmm_24 = None
    mul_31 = torch.ops.aten.mul.Tensor(_unsafe_view_61, 0.3535533905932738);  _unsafe_view_61 = None
    add__1 = torch.ops.aten.add_.Tensor(slice_41, mul_31);  slice_41 = mul_31 = None
    slice_42 = torch.ops.aten.slice.Tensor(zeros_like_6, 2, 4, 8)
    copy__9 = torch.ops.aten.copy_.default(slice_42, add__1);  slice_42 = add__1 = copy__9 = None
    transpose_18 = torch.ops.aten.transpose.int(mul_30, -1, -2);  mul_30 = None
    expand_51 = torch.ops.aten.expand.default(transpose_18, [2, 2, 4, 4]);  transpose_18 = None
    view_44 = torch.ops.aten.view.default(expand_51, [4, 4, 4]);  expand_51 = None
    expand_52 = torch.ops.aten.expand.default(slice_37, [2, 2, 4, 8]);  slice_37 = None
    clone_37 = torch.ops.aten.clone.default(expand_52, memory_format = torch.contiguous_format);  expand_52 = None
    _unsafe_view_62 = torch.ops.aten._unsafe_view.default(clone_37, [4, 4, 8]);  clone_37 = None
    bmm_25 = torch.ops.aten.bmm.default(view_44, _unsafe_view_62);  view_44 = _unsafe_view_62 = None
    _unsafe_view_63 = torch.ops.aten._unsafe_view.default(bmm_25, [2, 2, 4, 8]);  bmm_25 = None
    mul_32 = torch.ops.aten.mul.Tensor(_unsafe_view_63, 0.3535533905932738);  _unsafe_view_63 = None
    add_29 = torch.ops.aten.add.Tensor(add_27, mul_32);  add_27 = mul_32 = None
    slice_43 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 0, 4)
    copy__10 = torch.ops.aten.copy_.default(slice_43, add_29);  slice_43 = add_29 = copy__10 = None
    slice_44 = torch.ops.aten.slice.Tensor(zeros_like_8, 2, 0, 4)
    copy__11 = torch.ops.aten.copy_.default(slice_44, add_28);  slice_44 = add_28 = copy__11 = None
    slice_45 = torch.ops.aten.slice.Tensor(getitem_13, 2, 4, 8);  getitem_13 = None
    slice_46 = torch.ops.aten.slice.Tensor(getitem_14, 2, 4, 8);  getitem_14 = None
    zeros_like_11 = torch.ops.aten.zeros_like.default(slice_45, pin_memory = False)
    zeros_like_12 = torch.ops.aten.zeros_like.default(slice_46, pin_memory = False)
    slice_47 = torch.ops.aten.slice.Tensor(getitem_12, 2, 0, 4)
    slice_48 = torch.ops.aten.slice.Tensor(transpose_10, 2, 0, 4)
    slice_49 = torch.ops.aten.slice.Tensor(zeros_3, 2, 0, 4)
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(slice_49, -1);  slice_49 = None
    slice_50 = torch.ops.aten.slice.Tensor(sum_13, 2, 0, 4)
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(slice_50, -1);  slice_50 = None
    transpose_19 = torch.ops.aten.transpose.int(slice_45, -1, -2)
    expand_53 = torch.ops.aten.expand.default(slice_47, [2, 2, 4, 8])
    clone_38 = torch.ops.aten.clone.default(expand_53, memory_format = torch.contiguous_format);  expand_53 = None
    _unsafe_view_64 = torch.ops.aten._unsafe_view.default(clone_38, [4, 4, 8]);  clone_38 = None
    expand_54 = torch.ops.aten.expand.default(transpose_19, [2, 2, 8, 4]);  transpose_19 = None
    clone_39 = torch.ops.aten.clone.default(expand_54, memory_format = torch.contiguous_format);  expand_54 = None
    _unsafe_view_65 = torch.ops.aten._unsafe_view.default(clone_39, [4, 8, 4]);  clone_39 = None
    bmm_26 = torch.ops.aten.bmm.default(_unsafe_view_64, _unsafe_view_65);  _unsafe_view_64 = _unsafe_view_65 = None
    _unsafe_view_66 = torch.ops.aten._unsafe_view.default(bmm_26, [2, 2, 4, 4]);  bmm_26 = None
    mul_33 = torch.ops.aten.mul.Tensor(_unsafe_view_66, 0.3535533905932738);  _unsafe_view_66 = None
    sub_20 = torch.ops.aten.sub.Tensor(mul_33, unsqueeze_5);  mul_33 = unsqueeze_5 = None
    exp_18 = torch.ops.aten.exp.default(sub_20);  sub_20 = None
    transpose_20 = torch.ops.aten.transpose.int(exp_18, -1, -2)
    expand_55 = torch.ops.aten.expand.default(transpose_20, [2, 2, 4, 4]);  transpose_20 = None
    view_45 = torch.ops.aten.view.default(expand_55, [4, 4, 4]);  expand_55 = None
    expand_56 = torch.ops.aten.expand.default(slice_48, [2, 2, 4, 8])
    clone_40 = torch.ops.aten.clone.default(expand_56, memory_format = torch.contiguous_format);  expand_56 = None
    _unsafe_view_67 = torch.ops.aten._unsafe_view.default(clone_40, [4, 4, 8]);  clone_40 = None
    bmm_27 = torch.ops.aten.bmm.default(view_45, _unsafe_view_67);  view_45 = _unsafe_view_67 = None
    _unsafe_view_68 = torch.ops.aten._unsafe_view.default(bmm_27, [2, 2, 4, 8]);  bmm_27 = None
    add_30 = torch.ops.aten.add.Tensor(zeros_like_12, _unsafe_view_68);  zeros_like_12 = _unsafe_view_68 = None
    transpose_21 = torch.ops.aten.transpose.int(slice_46, -1, -2)
    expand_57 = torch.ops.aten.expand.default(slice_48, [2, 2, 4, 8]);  slice_48 = None
    clone_41 = torch.ops.aten.clone.default(expand_57, memory_format = torch.contiguous_format);  expand_57 = None
    _unsafe_view_69 = torch.ops.aten._unsafe_view.default(clone_41, [4, 4, 8]);  clone_41 = None
    expand_58 = torch.ops.aten.expand.default(transpose_21, [2, 2, 8, 4]);  transpose_21 = None
    clone_42 = torch.ops.aten.clone.default(expand_58, memory_format = torch.contiguous_format);  expand_58 = None
    _unsafe_view_70 = torch.ops.aten._unsafe_view.default(clone_42, [4, 8, 4]);  clone_42 = None
    bmm_28 = torch.ops.aten.bmm.default(_unsafe_view_69, _unsafe_view_70);  _unsafe_view_69 = _unsafe_view_70 = None
    _unsafe_view_71 = torch.ops.aten._unsafe_view.default(bmm_28, [2, 2, 4, 4]);  bmm_28 = None
    sub_21 = torch.ops.aten.sub.Tensor(_unsafe_view_71, unsqueeze_6);  _unsafe_view_71 = unsqueeze_6 = None
    mul_34 = torch.ops.aten.mul.Tensor(exp_18, sub_21);  exp_18 = sub_21 = None
    slice_51 = torch.ops.aten.slice.Tensor(zeros_like_6, 2, 0, 4)
    expand_59 = torch.ops.aten.expand.default(mul_34, [2, 2, 4, 4])
    view_46 = torch.ops.aten.view.default(expand_59, [4, 4, 4]);  expand_59 = None
    expand_60 = torch.ops.aten.expand.default(slice_45, [2, 2, 4, 8])
    clone_43 = torch.ops.aten.clone.default(expand_60, memory_format = torch.contiguous_format);  expand_60 = None
    _unsafe_view_72 = torch.ops.aten._unsafe_view.default(clone_43, [4, 4, 8]);  clone_43 = None
    bmm_29 = torch.ops.aten.bmm.default(view_46, _unsafe_view_72);  view_46 = _unsafe_view_72 = None
    _unsafe_view_73 = torch.ops.aten._unsafe_view.default(bmm_29, [2, 2, 4, 8]);  bmm_29 = None
    mul_35 = torch.ops.aten.mul.Tensor(_unsafe_view_73, 0.3535533905932738);  _unsafe_view_73 = None
    add__2 = torch.ops.aten.add_.Tensor(slice_51, mul_35);  slice_51 = mul_35 = None
    slice_52 = torch.ops.aten.slice.Tensor(zeros_like_6, 2, 0, 4)
    copy__12 = torch.ops.aten.copy_.default(slice_52, add__2);  slice_52 = add__2 = copy__12 = None
    transpose_22 = torch.ops.aten.transpose.int(mul_34, -1, -2);  mul_34 = None
    expand_61 = torch.ops.aten.expand.default(transpose_22, [2, 2, 4, 4]);  transpose_22 = None
    view_47 = torch.ops.aten.view.default(expand_61, [4, 4, 4]);  expand_61 = None
    expand_62 = torch.ops.aten.expand.default(slice_47, [2, 2, 4, 8]);  slice_47 = None
    clone_44 = torch.ops.aten.clone.default(expand_62, memory_format = torch.contiguous_format);  expand_62 = None
    _unsafe_view_74 = torch.ops.aten._unsafe_view.default(clone_44, [4, 4, 8]);  clone_44 = None
    bmm_30 = torch.ops.aten.bmm.default(view_47, _unsafe_view_74);  view_47 = _unsafe_view_74 = None
    _unsafe_view_75 = torch.ops.aten._unsafe_view.default(bmm_30, [2, 2, 4, 8]);  bmm_30 = None
    mul_36 = torch.ops.aten.mul.Tensor(_unsafe_view_75, 0.3535533905932738);  _unsafe_view_75 = None
    add_31 = torch.ops.aten.add.Tensor(zeros_like_11, mul_36);  zeros_like_11 = mul_36 = None
    slice_53 = torch.ops.aten.slice.Tensor(getitem_12, 2, 4, 8);  getitem_12 = None
    slice_54 = torch.ops.aten.slice.Tensor(transpose_10, 2, 4, 8);  transpose_10 = None
    slice_55 = torch.ops.aten.slice.Tensor(zeros_3, 2, 4, 8);  zeros_3 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(slice_55, -1);  slice_55 = None
    slice_56 = torch.ops.aten.slice.Tensor(sum_13, 2, 4, 8);  sum_13 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(slice_56, -1);  slice_56 = None
    transpose_23 = torch.ops.aten.transpose.int(slice_45, -1, -2)
    expand_63 = torch.ops.aten.expand.default(slice_53, [2, 2, 4, 8])
    clone_45 = torch.ops.aten.clone.default(expand_63, memory_format = torch.contiguous_format);  expand_63 = None
    _unsafe_view_76 = torch.ops.aten._unsafe_view.default(clone_45, [4, 4, 8]);  clone_45 = None
    expand_64 = torch.ops.aten.expand.default(transpose_23, [2, 2, 8, 4]);  transpose_23 = None
    clone_46 = torch.ops.aten.clone.default(expand_64, memory_format = torch.contiguous_format);  expand_64 = None
    _unsafe_view_77 = torch.ops.aten._unsafe_view.default(clone_46, [4, 8, 4]);  clone_46 = None
    bmm_31 = torch.ops.aten.bmm.default(_unsafe_view_76, _unsafe_view_77);  _unsafe_view_76 = _unsafe_view_77 = None
    _unsafe_view_78 = torch.ops.aten._unsafe_view.default(bmm_31, [2, 2, 4, 4]);  bmm_31 = None
    mul_37 = torch.ops.aten.mul.Tensor(_unsafe_view_78, 0.3535533905932738);  _unsafe_view_78 = None
    sub_22 = torch.ops.aten.sub.Tensor(mul_37, unsqueeze_7);  mul_37 = unsqueeze_7 = None
    exp_19 = torch.ops.aten.exp.default(sub_22);  sub_22 = None
    transpose_24 = torch.ops.aten.transpose.int(exp_19, -1, -2)
    expand_65 = torch.ops.aten.expand.default(transpose_24, [2, 2, 4, 4]);  transpose_24 = None
    view_48 = torch.ops.aten.view.default(expand_65, [4, 4, 4]);  expand_65 = None
    expand_66 = torch.ops.aten.expand.default(slice_54, [2, 2, 4, 8])
    clone_47 = torch.ops.aten.clone.default(expand_66, memory_format = torch.contiguous_format);  expand_66 = None
    _unsafe_view_79 = torch.ops.aten._unsafe_view.default(clone_47, [4, 4, 8]);  clone_47 = None
    bmm_32 = torch.ops.aten.bmm.default(view_48, _unsafe_view_79);  view_48 = _unsafe_view_79 = None
    _unsafe_view_80 = torch.ops.aten._unsafe_view.default(bmm_32, [2, 2, 4, 8]);  bmm_32 = None
    add_32 = torch.ops.aten.add.Tensor(add_30, _unsafe_view_80);  add_30 = _unsafe_view_80 = None
    transpose_25 = torch.ops.aten.transpose.int(slice_46, -1, -2);  slice_46 = None
    expand_67 = torch.ops.aten.expand.default(slice_54, [2, 2, 4, 8]);  slice_54 = None
    clone_48 = torch.ops.aten.clone.default(expand_67, memory_format = torch.contiguous_format);  expand_67 = None
    _unsafe_view_81 = torch.ops.aten._unsafe_view.default(clone_48, [4, 4, 8]);  clone_48 = None
    expand_68 = torch.ops.aten.expand.default(transpose_25, [2, 2, 8, 4]);  transpose_25 = None
    clone_49 = torch.ops.aten.clone.default(expand_68, memory_format = torch.contiguous_format);  expand_68 = None
    _unsafe_view_82 = torch.ops.aten._unsafe_view.default(clone_49, [4, 8, 4]);  clone_49 = None
    bmm_33 = torch.ops.aten.bmm.default(_unsafe_view_81, _unsafe_view_82);  _unsafe_view_81 = _unsafe_view_82 = None
    _unsafe_view_83 = torch.ops.aten._unsafe_view.default(bmm_33, [2, 2, 4, 4]);  bmm_33 = None
    sub_23 = torch.ops.aten.sub.Tensor(_unsafe_view_83, unsqueeze_8);  _unsafe_view_83 = unsqueeze_8 = None
    mul_38 = torch.ops.aten.mul.Tensor(exp_19, sub_23);  exp_19 = sub_23 = None
    slice_57 = torch.ops.aten.slice.Tensor(zeros_like_6, 2, 4, 8)
    expand_69 = torch.ops.aten.expand.default(mul_38, [2, 2, 4, 4])
    view_49 = torch.ops.aten.view.default(expand_69, [4, 4, 4]);  expand_69 = None
    expand_70 = torch.ops.aten.expand.default(slice_45, [2, 2, 4, 8]);  slice_45 = None
    clone_50 = torch.ops.aten.clone.default(expand_70, memory_format = torch.contiguous_format);  expand_70 = None
    _unsafe_view_84 = torch.ops.aten._unsafe_view.default(clone_50, [4, 4, 8]);  clone_50 = None
    bmm_34 = torch.ops.aten.bmm.default(view_49, _unsafe_view_84);  view_49 = _unsafe_view_84 = None
    _unsafe_view_85 = torch.ops.aten._unsafe_view.default(bmm_34, [2, 2, 4, 8]);  bmm_34 = None
    mul_39 = torch.ops.aten.mul.Tensor(_unsafe_view_85, 0.3535533905932738);  _unsafe_view_85 = None
    add__3 = torch.ops.aten.add_.Tensor(slice_57, mul_39);  slice_57 = mul_39 = None
    slice_58 = torch.ops.aten.slice.Tensor(zeros_like_6, 2, 4, 8)
    copy__13 = torch.ops.aten.copy_.default(slice_58, add__3);  slice_58 = add__3 = copy__13 = None
    transpose_26 = torch.ops.aten.transpose.int(mul_38, -1, -2);  mul_38 = None
    expand_71 = torch.ops.aten.expand.default(transpose_26, [2, 2, 4, 4]);  transpose_26 = None
    view_50 = torch.ops.aten.view.default(expand_71, [4, 4, 4]);  expand_71 = None
    expand_72 = torch.ops.aten.expand.default(slice_53, [2, 2, 4, 8]);  slice_53 = None
    clone_51 = torch.ops.aten.clone.default(expand_72, memory_format = torch.contiguous_format);  expand_72 = None
    _unsafe_view_86 = torch.ops.aten._unsafe_view.default(clone_51, [4, 4, 8]);  clone_51 = None
    bmm_35 = torch.ops.aten.bmm.default(view_50, _unsafe_view_86);  view_50 = _unsafe_view_86 = None
    _unsafe_view_87 = torch.ops.aten._unsafe_view.default(bmm_35, [2, 2, 4, 8]);  bmm_35 = None
    mul_40 = torch.ops.aten.mul.Tensor(_unsafe_view_87, 0.3535533905932738);  _unsafe_view_87 = None
    add_33 = torch.ops.aten.add.Tensor(add_31, mul_40);  add_31 = mul_40 = None
    slice_59 = torch.ops.aten.slice.Tensor(zeros_like_7, 2, 4, 8)
    copy__14 = torch.ops.aten.copy_.default(slice_59, add_33);  slice_59 = add_33 = copy__14 = None
    slice_60 = torch.ops.aten.slice.Tensor(zeros_like_8, 2, 4, 8)
    copy__15 = torch.ops.aten.copy_.default(slice_60, add_32);  slice_60 = add_32 = copy__15 = None
    stack = torch.ops.aten.stack.default([zeros_like_6, zeros_like_7, zeros_like_8]);  zeros_like_6 = zeros_like_7 = zeros_like_8 = None
    permute_2 = torch.ops.aten.permute.default(stack, [1, 3, 0, 2, 4]);  stack = None
    clone_52 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view_88 = torch.ops.aten._unsafe_view.default(clone_52, [2, 8, 48]);  clone_52 = None
    view_51 = torch.ops.aten.view.default(_unsafe_view_88, [16, 48]);  _unsafe_view_88 = None
    t_25 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_8 = torch.ops.aten.mm.default(view_51, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(view_51)
    mm_9 = torch.ops.aten.mm.default(t_26, view_14);  t_26 = view_14 = None
    t_27 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_51, [0], True);  view_51 = None
    view_52 = torch.ops.aten.view.default(sum_14, [48]);  sum_14 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    view_53 = torch.ops.aten.view.default(mm_8, [2, 8, 16]);  mm_8 = None
    _param_constant14_1 = self._param_constant14
    _param_constant15_1 = self._param_constant15
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_53, add_12, [16], getitem_10, getitem_11, _param_constant14_1, _param_constant15_1, [True, True, True]);  view_53 = add_12 = getitem_10 = getitem_11 = _param_constant14_1 = _param_constant15_1 = None
    getitem_29 = native_layer_norm_backward_2[0]
    getitem_30 = native_layer_norm_backward_2[1]
    getitem_31 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_34 = torch.ops.aten.add.Tensor(add_25, getitem_29);  add_25 = getitem_29 = None
    view_54 = torch.ops.aten.view.default(add_34, [16, 16])
    t_29 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_10 = torch.ops.aten.mm.default(view_54, t_29);  t_29 = None
    t_30 = torch.ops.aten.t.default(view_54)
    mm_11 = torch.ops.aten.mm.default(t_30, view_12);  t_30 = view_12 = None
    t_31 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_54, [0], True);  view_54 = None
    view_55 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    t_32 = torch.ops.aten.t.default(t_31);  t_31 = None
    view_56 = torch.ops.aten.view.default(mm_10, [2, 8, 64]);  mm_10 = None
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_56, view_11);  view_56 = view_11 = None
    view_57 = torch.ops.aten.view.default(gelu_backward_1, [16, 64]);  gelu_backward_1 = None
    t_33 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_12 = torch.ops.aten.mm.default(view_57, t_33);  t_33 = None
    t_34 = torch.ops.aten.t.default(view_57)
    mm_13 = torch.ops.aten.mm.default(t_34, view_10);  t_34 = view_10 = None
    t_35 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_57, [0], True);  view_57 = None
    view_58 = torch.ops.aten.view.default(sum_16, [64]);  sum_16 = None
    t_36 = torch.ops.aten.t.default(t_35);  t_35 = None
    view_59 = torch.ops.aten.view.default(mm_12, [2, 8, 16]);  mm_12 = None
    _param_constant8_1 = self._param_constant8
    _param_constant9_1 = self._param_constant9
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_59, add_11, [16], getitem_7, getitem_8, _param_constant8_1, _param_constant9_1, [True, True, True]);  view_59 = add_11 = getitem_7 = getitem_8 = _param_constant8_1 = _param_constant9_1 = None
    getitem_32 = native_layer_norm_backward_3[0]
    getitem_33 = native_layer_norm_backward_3[1]
    getitem_34 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_35 = torch.ops.aten.add.Tensor(add_34, getitem_32);  add_34 = getitem_32 = None
    view_60 = torch.ops.aten.view.default(add_35, [16, 16])
    t_37 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_14 = torch.ops.aten.mm.default(view_60, t_37);  t_37 = None
    t_38 = torch.ops.aten.t.default(view_60)
    mm_15 = torch.ops.aten.mm.default(t_38, view_8);  t_38 = view_8 = None
    t_39 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_60, [0], True);  view_60 = None
    view_61 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    t_40 = torch.ops.aten.t.default(t_39);  t_39 = None
    view_62 = torch.ops.aten.view.default(mm_14, [2, 8, 16]);  mm_14 = None
    view_63 = torch.ops.aten.view.default(view_62, [2, 8, 2, 8]);  view_62 = None
    transpose_27 = torch.ops.aten.transpose.int(view_63, 1, 2);  view_63 = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    zeros_like_13 = torch.ops.aten.zeros_like.default(getitem_3, pin_memory = False)
    zeros_like_14 = torch.ops.aten.zeros_like.default(getitem_4, pin_memory = False)
    zeros_like_15 = torch.ops.aten.zeros_like.default(getitem_5, pin_memory = False)
    mul_41 = torch.ops.aten.mul.Tensor(transpose_27, detach_5);  detach_5 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(mul_41, [-1]);  mul_41 = None
    slice_61 = torch.ops.aten.slice.Tensor(getitem_4, 2, 0, 4)
    slice_62 = torch.ops.aten.slice.Tensor(getitem_5, 2, 0, 4)
    zeros_like_16 = torch.ops.aten.zeros_like.default(slice_61, pin_memory = False)
    zeros_like_17 = torch.ops.aten.zeros_like.default(slice_62, pin_memory = False)
    slice_63 = torch.ops.aten.slice.Tensor(getitem_3, 2, 0, 4)
    slice_64 = torch.ops.aten.slice.Tensor(transpose_27, 2, 0, 4)
    slice_65 = torch.ops.aten.slice.Tensor(zeros, 2, 0, 4)
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(slice_65, -1);  slice_65 = None
    slice_66 = torch.ops.aten.slice.Tensor(sum_18, 2, 0, 4)
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(slice_66, -1);  slice_66 = None
    transpose_28 = torch.ops.aten.transpose.int(slice_61, -1, -2)
    expand_73 = torch.ops.aten.expand.default(slice_63, [2, 2, 4, 8])
    clone_53 = torch.ops.aten.clone.default(expand_73, memory_format = torch.contiguous_format);  expand_73 = None
    _unsafe_view_89 = torch.ops.aten._unsafe_view.default(clone_53, [4, 4, 8]);  clone_53 = None
    expand_74 = torch.ops.aten.expand.default(transpose_28, [2, 2, 8, 4]);  transpose_28 = None
    clone_54 = torch.ops.aten.clone.default(expand_74, memory_format = torch.contiguous_format);  expand_74 = None
    _unsafe_view_90 = torch.ops.aten._unsafe_view.default(clone_54, [4, 8, 4]);  clone_54 = None
    bmm_36 = torch.ops.aten.bmm.default(_unsafe_view_89, _unsafe_view_90);  _unsafe_view_89 = _unsafe_view_90 = None
    _unsafe_view_91 = torch.ops.aten._unsafe_view.default(bmm_36, [2, 2, 4, 4]);  bmm_36 = None
    mul_42 = torch.ops.aten.mul.Tensor(_unsafe_view_91, 0.3535533905932738);  _unsafe_view_91 = None
    sub_24 = torch.ops.aten.sub.Tensor(mul_42, unsqueeze_9);  mul_42 = unsqueeze_9 = None
    exp_20 = torch.ops.aten.exp.default(sub_24);  sub_24 = None
    transpose_29 = torch.ops.aten.transpose.int(exp_20, -1, -2)
    expand_75 = torch.ops.aten.expand.default(transpose_29, [2, 2, 4, 4]);  transpose_29 = None
    view_64 = torch.ops.aten.view.default(expand_75, [4, 4, 4]);  expand_75 = None
    expand_76 = torch.ops.aten.expand.default(slice_64, [2, 2, 4, 8])
    clone_55 = torch.ops.aten.clone.default(expand_76, memory_format = torch.contiguous_format);  expand_76 = None
    _unsafe_view_92 = torch.ops.aten._unsafe_view.default(clone_55, [4, 4, 8]);  clone_55 = None
    bmm_37 = torch.ops.aten.bmm.default(view_64, _unsafe_view_92);  view_64 = _unsafe_view_92 = None
    _unsafe_view_93 = torch.ops.aten._unsafe_view.default(bmm_37, [2, 2, 4, 8]);  bmm_37 = None
    add_36 = torch.ops.aten.add.Tensor(zeros_like_17, _unsafe_view_93);  zeros_like_17 = _unsafe_view_93 = None
    transpose_30 = torch.ops.aten.transpose.int(slice_62, -1, -2)
    expand_77 = torch.ops.aten.expand.default(slice_64, [2, 2, 4, 8]);  slice_64 = None
    clone_56 = torch.ops.aten.clone.default(expand_77, memory_format = torch.contiguous_format);  expand_77 = None
    _unsafe_view_94 = torch.ops.aten._unsafe_view.default(clone_56, [4, 4, 8]);  clone_56 = None
    expand_78 = torch.ops.aten.expand.default(transpose_30, [2, 2, 8, 4]);  transpose_30 = None
    clone_57 = torch.ops.aten.clone.default(expand_78, memory_format = torch.contiguous_format);  expand_78 = None
    _unsafe_view_95 = torch.ops.aten._unsafe_view.default(clone_57, [4, 8, 4]);  clone_57 = None
    bmm_38 = torch.ops.aten.bmm.default(_unsafe_view_94, _unsafe_view_95);  _unsafe_view_94 = _unsafe_view_95 = None
    _unsafe_view_96 = torch.ops.aten._unsafe_view.default(bmm_38, [2, 2, 4, 4]);  bmm_38 = None
    sub_25 = torch.ops.aten.sub.Tensor(_unsafe_view_96, unsqueeze_10);  _unsafe_view_96 = unsqueeze_10 = None
    mul_43 = torch.ops.aten.mul.Tensor(exp_20, sub_25);  exp_20 = sub_25 = None
    slice_67 = torch.ops.aten.slice.Tensor(zeros_like_13, 2, 0, 4)
    expand_79 = torch.ops.aten.expand.default(mul_43, [2, 2, 4, 4])
    view_65 = torch.ops.aten.view.default(expand_79, [4, 4, 4]);  expand_79 = None
    expand_80 = torch.ops.aten.expand.default(slice_61, [2, 2, 4, 8])
    clone_58 = torch.ops.aten.clone.default(expand_80, memory_format = torch.contiguous_format);  expand_80 = None
    _unsafe_view_97 = torch.ops.aten._unsafe_view.default(clone_58, [4, 4, 8]);  clone_58 = None
    bmm_39 = torch.ops.aten.bmm.default(view_65, _unsafe_view_97);  view_65 = _unsafe_view_97 = None
    _unsafe_view_98 = torch.ops.aten._unsafe_view.default(bmm_39, [2, 2, 4, 8]);  bmm_39 = None
    mul_44 = torch.ops.aten.mul.Tensor(_unsafe_view_98, 0.3535533905932738);  _unsafe_view_98 = None
    add__4 = torch.ops.aten.add_.Tensor(slice_67, mul_44);  slice_67 = mul_44 = None
    slice_68 = torch.ops.aten.slice.Tensor(zeros_like_13, 2, 0, 4)
    copy__16 = torch.ops.aten.copy_.default(slice_68, add__4);  slice_68 = add__4 = copy__16 = None
    transpose_31 = torch.ops.aten.transpose.int(mul_43, -1, -2);  mul_43 = None
    expand_81 = torch.ops.aten.expand.default(transpose_31, [2, 2, 4, 4]);  transpose_31 = None
    view_66 = torch.ops.aten.view.default(expand_81, [4, 4, 4]);  expand_81 = None
    expand_82 = torch.ops.aten.expand.default(slice_63, [2, 2, 4, 8]);  slice_63 = None
    clone_59 = torch.ops.aten.clone.default(expand_82, memory_format = torch.contiguous_format);  expand_82 = None
    _unsafe_view_99 = torch.ops.aten._unsafe_view.default(clone_59, [4, 4, 8]);  clone_59 = None
    bmm_40 = torch.ops.aten.bmm.default(view_66, _unsafe_view_99);  view_66 = _unsafe_view_99 = None
    _unsafe_view_100 = torch.ops.aten._unsafe_view.default(bmm_40, [2, 2, 4, 8]);  bmm_40 = None
    mul_45 = torch.ops.aten.mul.Tensor(_unsafe_view_100, 0.3535533905932738);  _unsafe_view_100 = None
    add_37 = torch.ops.aten.add.Tensor(zeros_like_16, mul_45);  zeros_like_16 = mul_45 = None
    slice_69 = torch.ops.aten.slice.Tensor(getitem_3, 2, 4, 8)
    slice_70 = torch.ops.aten.slice.Tensor(transpose_27, 2, 4, 8)
    slice_71 = torch.ops.aten.slice.Tensor(zeros, 2, 4, 8)
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(slice_71, -1);  slice_71 = None
    slice_72 = torch.ops.aten.slice.Tensor(sum_18, 2, 4, 8)
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(slice_72, -1);  slice_72 = None
    transpose_32 = torch.ops.aten.transpose.int(slice_61, -1, -2)
    expand_83 = torch.ops.aten.expand.default(slice_69, [2, 2, 4, 8])
    clone_60 = torch.ops.aten.clone.default(expand_83, memory_format = torch.contiguous_format);  expand_83 = None
    _unsafe_view_101 = torch.ops.aten._unsafe_view.default(clone_60, [4, 4, 8]);  clone_60 = None
    expand_84 = torch.ops.aten.expand.default(transpose_32, [2, 2, 8, 4]);  transpose_32 = None
    clone_61 = torch.ops.aten.clone.default(expand_84, memory_format = torch.contiguous_format);  expand_84 = None
    _unsafe_view_102 = torch.ops.aten._unsafe_view.default(clone_61, [4, 8, 4]);  clone_61 = None
    bmm_41 = torch.ops.aten.bmm.default(_unsafe_view_101, _unsafe_view_102);  _unsafe_view_101 = _unsafe_view_102 = None
    _unsafe_view_103 = torch.ops.aten._unsafe_view.default(bmm_41, [2, 2, 4, 4]);  bmm_41 = None
    mul_46 = torch.ops.aten.mul.Tensor(_unsafe_view_103, 0.3535533905932738);  _unsafe_view_103 = None
    sub_26 = torch.ops.aten.sub.Tensor(mul_46, unsqueeze_11);  mul_46 = unsqueeze_11 = None
    exp_21 = torch.ops.aten.exp.default(sub_26);  sub_26 = None
    transpose_33 = torch.ops.aten.transpose.int(exp_21, -1, -2)
    expand_85 = torch.ops.aten.expand.default(transpose_33, [2, 2, 4, 4]);  transpose_33 = None
    view_67 = torch.ops.aten.view.default(expand_85, [4, 4, 4]);  expand_85 = None
    expand_86 = torch.ops.aten.expand.default(slice_70, [2, 2, 4, 8])
    clone_62 = torch.ops.aten.clone.default(expand_86, memory_format = torch.contiguous_format);  expand_86 = None
    _unsafe_view_104 = torch.ops.aten._unsafe_view.default(clone_62, [4, 4, 8]);  clone_62 = None
    bmm_42 = torch.ops.aten.bmm.default(view_67, _unsafe_view_104);  view_67 = _unsafe_view_104 = None
    _unsafe_view_105 = torch.ops.aten._unsafe_view.default(bmm_42, [2, 2, 4, 8]);  bmm_42 = None
    add_38 = torch.ops.aten.add.Tensor(add_36, _unsafe_view_105);  add_36 = _unsafe_view_105 = None
    transpose_34 = torch.ops.aten.transpose.int(slice_62, -1, -2);  slice_62 = None
    expand_87 = torch.ops.aten.expand.default(slice_70, [2, 2, 4, 8]);  slice_70 = None
    clone_63 = torch.ops.aten.clone.default(expand_87, memory_format = torch.contiguous_format);  expand_87 = None
    _unsafe_view_106 = torch.ops.aten._unsafe_view.default(clone_63, [4, 4, 8]);  clone_63 = None
    expand_88 = torch.ops.aten.expand.default(transpose_34, [2, 2, 8, 4]);  transpose_34 = None
    clone_64 = torch.ops.aten.clone.default(expand_88, memory_format = torch.contiguous_format);  expand_88 = None
    _unsafe_view_107 = torch.ops.aten._unsafe_view.default(clone_64, [4, 8, 4]);  clone_64 = None
    bmm_43 = torch.ops.aten.bmm.default(_unsafe_view_106, _unsafe_view_107);  _unsafe_view_106 = _unsafe_view_107 = None
    _unsafe_view_108 = torch.ops.aten._unsafe_view.default(bmm_43, [2, 2, 4, 4]);  bmm_43 = None
    sub_27 = torch.ops.aten.sub.Tensor(_unsafe_view_108, unsqueeze_12);  _unsafe_view_108 = unsqueeze_12 = None
    mul_47 = torch.ops.aten.mul.Tensor(exp_21, sub_27);  exp_21 = sub_27 = None
    slice_73 = torch.ops.aten.slice.Tensor(zeros_like_13, 2, 4, 8)
    expand_89 = torch.ops.aten.expand.default(mul_47, [2, 2, 4, 4])
    view_68 = torch.ops.aten.view.default(expand_89, [4, 4, 4]);  expand_89 = None
    expand_90 = torch.ops.aten.expand.default(slice_61, [2, 2, 4, 8]);  slice_61 = None
    clone_65 = torch.ops.aten.clone.default(expand_90, memory_format = torch.contiguous_format);  expand_90 = None
    _unsafe_view_109 = torch.ops.aten._unsafe_view.default(clone_65, [4, 4, 8]);  clone_65 = None
    bmm_44 = torch.ops.aten.bmm.default(view_68, _unsafe_view_109);  view_68 = _unsafe_view_109 = None
    _unsafe_view_110 = torch.ops.aten._unsafe_view.default(bmm_44, [2, 2, 4, 8]);  bmm_44 = None
    mul_48 = torch.ops.aten.mul.Tensor(_unsafe_view_110, 0.3535533905932738);  _unsafe_view_110 = None
    add__5 = torch.ops.aten.add_.Tensor(slice_73, mul_48);  slice_73 = mul_48 = None
    slice_74 = torch.ops.aten.slice.Tensor(zeros_like_13, 2, 4, 8)
    copy__17 = torch.ops.aten.copy_.default(slice_74, add__5);  slice_74 = add__5 = copy__17 = None
    transpose_35 = torch.ops.aten.transpose.int(mul_47, -1, -2);  mul_47 = None
    expand_91 = torch.ops.aten.expand.default(transpose_35, [2, 2, 4, 4]);  transpose_35 = None
    view_69 = torch.ops.aten.view.default(expand_91, [4, 4, 4]);  expand_91 = None
    expand_92 = torch.ops.aten.expand.default(slice_69, [2, 2, 4, 8]);  slice_69 = None
    clone_66 = torch.ops.aten.clone.default(expand_92, memory_format = torch.contiguous_format);  expand_92 = None
    _unsafe_view_111 = torch.ops.aten._unsafe_view.default(clone_66, [4, 4, 8]);  clone_66 = None
    bmm_45 = torch.ops.aten.bmm.default(view_69, _unsafe_view_111);  view_69 = _unsafe_view_111 = None
    _unsafe_view_112 = torch.ops.aten._unsafe_view.default(bmm_45, [2, 2, 4, 8]);  bmm_45 = None
    mul_49 = torch.ops.aten.mul.Tensor(_unsafe_view_112, 0.3535533905932738);  _unsafe_view_112 = None
    add_39 = torch.ops.aten.add.Tensor(add_37, mul_49);  add_37 = mul_49 = None
    slice_75 = torch.ops.aten.slice.Tensor(zeros_like_14, 2, 0, 4)
    copy__18 = torch.ops.aten.copy_.default(slice_75, add_39);  slice_75 = add_39 = copy__18 = None
    slice_76 = torch.ops.aten.slice.Tensor(zeros_like_15, 2, 0, 4)
    copy__19 = torch.ops.aten.copy_.default(slice_76, add_38);  slice_76 = add_38 = copy__19 = None
    slice_77 = torch.ops.aten.slice.Tensor(getitem_4, 2, 4, 8);  getitem_4 = None
    slice_78 = torch.ops.aten.slice.Tensor(getitem_5, 2, 4, 8);  getitem_5 = None
    zeros_like_18 = torch.ops.aten.zeros_like.default(slice_77, pin_memory = False)
    zeros_like_19 = torch.ops.aten.zeros_like.default(slice_78, pin_memory = False)
    slice_79 = torch.ops.aten.slice.Tensor(getitem_3, 2, 0, 4)
    slice_80 = torch.ops.aten.slice.Tensor(transpose_27, 2, 0, 4)
    slice_81 = torch.ops.aten.slice.Tensor(zeros, 2, 0, 4)
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(slice_81, -1);  slice_81 = None
    slice_82 = torch.ops.aten.slice.Tensor(sum_18, 2, 0, 4)
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(slice_82, -1);  slice_82 = None
    transpose_36 = torch.ops.aten.transpose.int(slice_77, -1, -2)
    expand_93 = torch.ops.aten.expand.default(slice_79, [2, 2, 4, 8])
    clone_67 = torch.ops.aten.clone.default(expand_93, memory_format = torch.contiguous_format);  expand_93 = None
    _unsafe_view_113 = torch.ops.aten._unsafe_view.default(clone_67, [4, 4, 8]);  clone_67 = None
    expand_94 = torch.ops.aten.expand.default(transpose_36, [2, 2, 8, 4]);  transpose_36 = None
    clone_68 = torch.ops.aten.clone.default(expand_94, memory_format = torch.contiguous_format);  expand_94 = None
    _unsafe_view_114 = torch.ops.aten._unsafe_view.default(clone_68, [4, 8, 4]);  clone_68 = None
    bmm_46 = torch.ops.aten.bmm.default(_unsafe_view_113, _unsafe_view_114);  _unsafe_view_113 = _unsafe_view_114 = None
    _unsafe_view_115 = torch.ops.aten._unsafe_view.default(bmm_46, [2, 2, 4, 4]);  bmm_46 = None
    mul_50 = torch.ops.aten.mul.Tensor(_unsafe_view_115, 0.3535533905932738);  _unsafe_view_115 = None
    sub_28 = torch.ops.aten.sub.Tensor(mul_50, unsqueeze_13);  mul_50 = unsqueeze_13 = None
    exp_22 = torch.ops.aten.exp.default(sub_28);  sub_28 = None
    transpose_37 = torch.ops.aten.transpose.int(exp_22, -1, -2)
    expand_95 = torch.ops.aten.expand.default(transpose_37, [2, 2, 4, 4]);  transpose_37 = None
    view_70 = torch.ops.aten.view.default(expand_95, [4, 4, 4]);  expand_95 = None
    expand_96 = torch.ops.aten.expand.default(slice_80, [2, 2, 4, 8])
    clone_69 = torch.ops.aten.clone.default(expand_96, memory_format = torch.contiguous_format);  expand_96 = None
    _unsafe_view_116 = torch.ops.aten._unsafe_view.default(clone_69, [4, 4, 8]);  clone_69 = None
    bmm_47 = torch.ops.aten.bmm.default(view_70, _unsafe_view_116);  view_70 = _unsafe_view_116 = None
    _unsafe_view_117 = torch.ops.aten._unsafe_view.default(bmm_47, [2, 2, 4, 8]);  bmm_47 = None
    add_40 = torch.ops.aten.add.Tensor(zeros_like_19, _unsafe_view_117);  zeros_like_19 = _unsafe_view_117 = None
    transpose_38 = torch.ops.aten.transpose.int(slice_78, -1, -2)
    expand_97 = torch.ops.aten.expand.default(slice_80, [2, 2, 4, 8]);  slice_80 = None
    clone_70 = torch.ops.aten.clone.default(expand_97, memory_format = torch.contiguous_format);  expand_97 = None
    _unsafe_view_118 = torch.ops.aten._unsafe_view.default(clone_70, [4, 4, 8]);  clone_70 = None
    expand_98 = torch.ops.aten.expand.default(transpose_38, [2, 2, 8, 4]);  transpose_38 = None
    clone_71 = torch.ops.aten.clone.default(expand_98, memory_format = torch.contiguous_format);  expand_98 = None
    _unsafe_view_119 = torch.ops.aten._unsafe_view.default(clone_71, [4, 8, 4]);  clone_71 = None
    bmm_48 = torch.ops.aten.bmm.default(_unsafe_view_118, _unsafe_view_119);  _unsafe_view_118 = _unsafe_view_119 = None
    _unsafe_view_120 = torch.ops.aten._unsafe_view.default(bmm_48, [2, 2, 4, 4]);  bmm_48 = None
    sub_29 = torch.ops.aten.sub.Tensor(_unsafe_view_120, unsqueeze_14);  _unsafe_view_120 = unsqueeze_14 = None
    mul_51 = torch.ops.aten.mul.Tensor(exp_22, sub_29);  exp_22 = sub_29 = None
    slice_83 = torch.ops.aten.slice.Tensor(zeros_like_13, 2, 0, 4)
    expand_99 = torch.ops.aten.expand.default(mul_51, [2, 2, 4, 4])
    view_71 = torch.ops.aten.view.default(expand_99, [4, 4, 4]);  expand_99 = None
    expand_100 = torch.ops.aten.expand.default(slice_77, [2, 2, 4, 8])
    clone_72 = torch.ops.aten.clone.default(expand_100, memory_format = torch.contiguous_format);  expand_100 = None
    _unsafe_view_121 = torch.ops.aten._unsafe_view.default(clone_72, [4, 4, 8]);  clone_72 = None
    bmm_49 = torch.ops.aten.bmm.default(view_71, _unsafe_view_121);  view_71 = _unsafe_view_121 = None
    _unsafe_view_122 = torch.ops.aten._unsafe_view.default(bmm_49, [2, 2, 4, 8]);  bmm_49 = None
    mul_52 = torch.ops.aten.mul.Tensor(_unsafe_view_122, 0.3535533905932738);  _unsafe_view_122 = None
    add__6 = torch.ops.aten.add_.Tensor(slice_83, mul_52);  slice_83 = mul_52 = None
    slice_84 = torch.ops.aten.slice.Tensor(zeros_like_13, 2, 0, 4)
    copy__20 = torch.ops.aten.copy_.default(slice_84, add__6);  slice_84 = add__6 = copy__20 = None
    transpose_39 = torch.ops.aten.transpose.int(mul_51, -1, -2);  mul_51 = None
    expand_101 = torch.ops.aten.expand.default(transpose_39, [2, 2, 4, 4]);  transpose_39 = None
    view_72 = torch.ops.aten.view.default(expand_101, [4, 4, 4]);  expand_101 = None
    expand_102 = torch.ops.aten.expand.default(slice_79, [2, 2, 4, 8]);  slice_79 = None
    clone_73 = torch.ops.aten.clone.default(expand_102, memory_format = torch.contiguous_format);  expand_102 = None
    _unsafe_view_123 = torch.ops.aten._unsafe_view.default(clone_73, [4, 4, 8]);  clone_73 = None
    bmm_50 = torch.ops.aten.bmm.default(view_72, _unsafe_view_123);  view_72 = _unsafe_view_123 = None
    _unsafe_view_124 = torch.ops.aten._unsafe_view.default(bmm_50, [2, 2, 4, 8]);  bmm_50 = None
    mul_53 = torch.ops.aten.mul.Tensor(_unsafe_view_124, 0.3535533905932738);  _unsafe_view_124 = None
    add_41 = torch.ops.aten.add.Tensor(zeros_like_18, mul_53);  zeros_like_18 = mul_53 = None
    slice_85 = torch.ops.aten.slice.Tensor(getitem_3, 2, 4, 8);  getitem_3 = None
    slice_86 = torch.ops.aten.slice.Tensor(transpose_27, 2, 4, 8);  transpose_27 = None
    slice_87 = torch.ops.aten.slice.Tensor(zeros, 2, 4, 8);  zeros = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(slice_87, -1);  slice_87 = None
    slice_88 = torch.ops.aten.slice.Tensor(sum_18, 2, 4, 8);  sum_18 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(slice_88, -1);  slice_88 = None
    transpose_40 = torch.ops.aten.transpose.int(slice_77, -1, -2)
    expand_103 = torch.ops.aten.expand.default(slice_85, [2, 2, 4, 8])
    clone_74 = torch.ops.aten.clone.default(expand_103, memory_format = torch.contiguous_format);  expand_103 = None
    _unsafe_view_125 = torch.ops.aten._unsafe_view.default(clone_74, [4, 4, 8]);  clone_74 = None
    expand_104 = torch.ops.aten.expand.default(transpose_40, [2, 2, 8, 4]);  transpose_40 = None
    clone_75 = torch.ops.aten.clone.default(expand_104, memory_format = torch.contiguous_format);  expand_104 = None
    _unsafe_view_126 = torch.ops.aten._unsafe_view.default(clone_75, [4, 8, 4]);  clone_75 = None
    bmm_51 = torch.ops.aten.bmm.default(_unsafe_view_125, _unsafe_view_126);  _unsafe_view_125 = _unsafe_view_126 = None
    _unsafe_view_127 = torch.ops.aten._unsafe_view.default(bmm_51, [2, 2, 4, 4]);  bmm_51 = None
    mul_54 = torch.ops.aten.mul.Tensor(_unsafe_view_127, 0.3535533905932738);  _unsafe_view_127 = None
    sub_30 = torch.ops.aten.sub.Tensor(mul_54, unsqueeze_15);  mul_54 = unsqueeze_15 = None
    exp_23 = torch.ops.aten.exp.default(sub_30);  sub_30 = None
    transpose_41 = torch.ops.aten.transpose.int(exp_23, -1, -2)
    expand_105 = torch.ops.aten.expand.default(transpose_41, [2, 2, 4, 4]);  transpose_41 = None
    view_73 = torch.ops.aten.view.default(expand_105, [4, 4, 4]);  expand_105 = None
    expand_106 = torch.ops.aten.expand.default(slice_86, [2, 2, 4, 8])
    clone_76 = torch.ops.aten.clone.default(expand_106, memory_format = torch.contiguous_format);  expand_106 = None
    _unsafe_view_128 = torch.ops.aten._unsafe_view.default(clone_76, [4, 4, 8]);  clone_76 = None
    bmm_52 = torch.ops.aten.bmm.default(view_73, _unsafe_view_128);  view_73 = _unsafe_view_128 = None
    _unsafe_view_129 = torch.ops.aten._unsafe_view.default(bmm_52, [2, 2, 4, 8]);  bmm_52 = None
    add_42 = torch.ops.aten.add.Tensor(add_40, _unsafe_view_129);  add_40 = _unsafe_view_129 = None
    transpose_42 = torch.ops.aten.transpose.int(slice_78, -1, -2);  slice_78 = None
    expand_107 = torch.ops.aten.expand.default(slice_86, [2, 2, 4, 8]);  slice_86 = None
    clone_77 = torch.ops.aten.clone.default(expand_107, memory_format = torch.contiguous_format);  expand_107 = None
    _unsafe_view_130 = torch.ops.aten._unsafe_view.default(clone_77, [4, 4, 8]);  clone_77 = None
    expand_108 = torch.ops.aten.expand.default(transpose_42, [2, 2, 8, 4]);  transpose_42 = None
    clone_78 = torch.ops.aten.clone.default(expand_108, memory_format = torch.contiguous_format);  expand_108 = None
    _unsafe_view_131 = torch.ops.aten._unsafe_view.default(clone_78, [4, 8, 4]);  clone_78 = None
    bmm_53 = torch.ops.aten.bmm.default(_unsafe_view_130, _unsafe_view_131);  _unsafe_view_130 = _unsafe_view_131 = None
    _unsafe_view_132 = torch.ops.aten._unsafe_view.default(bmm_53, [2, 2, 4, 4]);  bmm_53 = None
    sub_31 = torch.ops.aten.sub.Tensor(_unsafe_view_132, unsqueeze_16);  _unsafe_view_132 = unsqueeze_16 = None
    mul_55 = torch.ops.aten.mul.Tensor(exp_23, sub_31);  exp_23 = sub_31 = None
    slice_89 = torch.ops.aten.slice.Tensor(zeros_like_13, 2, 4, 8)
    expand_109 = torch.ops.aten.expand.default(mul_55, [2, 2, 4, 4])
    view_74 = torch.ops.aten.view.default(expand_109, [4, 4, 4]);  expand_109 = None
    expand_110 = torch.ops.aten.expand.default(slice_77, [2, 2, 4, 8]);  slice_77 = None
    clone_79 = torch.ops.aten.clone.default(expand_110, memory_format = torch.contiguous_format);  expand_110 = None
    _unsafe_view_133 = torch.ops.aten._unsafe_view.default(clone_79, [4, 4, 8]);  clone_79 = None
    bmm_54 = torch.ops.aten.bmm.default(view_74, _unsafe_view_133);  view_74 = _unsafe_view_133 = None
    _unsafe_view_134 = torch.ops.aten._unsafe_view.default(bmm_54, [2, 2, 4, 8]);  bmm_54 = None
    mul_56 = torch.ops.aten.mul.Tensor(_unsafe_view_134, 0.3535533905932738);  _unsafe_view_134 = None
    add__7 = torch.ops.aten.add_.Tensor(slice_89, mul_56);  slice_89 = mul_56 = None
    slice_90 = torch.ops.aten.slice.Tensor(zeros_like_13, 2, 4, 8)
    copy__21 = torch.ops.aten.copy_.default(slice_90, add__7);  slice_90 = add__7 = copy__21 = None
    transpose_43 = torch.ops.aten.transpose.int(mul_55, -1, -2);  mul_55 = None
    expand_111 = torch.ops.aten.expand.default(transpose_43, [2, 2, 4, 4]);  transpose_43 = None
    view_75 = torch.ops.aten.view.default(expand_111, [4, 4, 4]);  expand_111 = None
    expand_112 = torch.ops.aten.expand.default(slice_85, [2, 2, 4, 8]);  slice_85 = None
    clone_80 = torch.ops.aten.clone.default(expand_112, memory_format = torch.contiguous_format);  expand_112 = None
    _unsafe_view_135 = torch.ops.aten._unsafe_view.default(clone_80, [4, 4, 8]);  clone_80 = None
    bmm_55 = torch.ops.aten.bmm.default(view_75, _unsafe_view_135);  view_75 = _unsafe_view_135 = None
    _unsafe_view_136 = torch.ops.aten._unsafe_view.default(bmm_55, [2, 2, 4, 8]);  bmm_55 = None
    mul_57 = torch.ops.aten.mul.Tensor(_unsafe_view_136, 0.3535533905932738);  _unsafe_view_136 = None
    add_43 = torch.ops.aten.add.Tensor(add_41, mul_57);  add_41 = mul_57 = None
    slice_91 = torch.ops.aten.slice.Tensor(zeros_like_14, 2, 4, 8)
    copy__22 = torch.ops.aten.copy_.default(slice_91, add_43);  slice_91 = add_43 = copy__22 = None
    slice_92 = torch.ops.aten.slice.Tensor(zeros_like_15, 2, 4, 8)
    copy__23 = torch.ops.aten.copy_.default(slice_92, add_42);  slice_92 = add_42 = copy__23 = None
    stack_1 = torch.ops.aten.stack.default([zeros_like_13, zeros_like_14, zeros_like_15]);  zeros_like_13 = zeros_like_14 = zeros_like_15 = None
    permute_3 = torch.ops.aten.permute.default(stack_1, [1, 3, 0, 2, 4]);  stack_1 = None
    clone_81 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_137 = torch.ops.aten._unsafe_view.default(clone_81, [2, 8, 48]);  clone_81 = None
    view_76 = torch.ops.aten.view.default(_unsafe_view_137, [16, 48]);  _unsafe_view_137 = None
    t_41 = torch.ops.aten.t.default(t);  t = None
    mm_16 = torch.ops.aten.mm.default(view_76, t_41);  t_41 = None
    t_42 = torch.ops.aten.t.default(view_76)
    mm_17 = torch.ops.aten.mm.default(t_42, view);  t_42 = view = None
    t_43 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_76, [0], True);  view_76 = None
    view_77 = torch.ops.aten.view.default(sum_19, [48]);  sum_19 = None
    t_44 = torch.ops.aten.t.default(t_43);  t_43 = None
    view_78 = torch.ops.aten.view.default(mm_16, [2, 8, 16]);  mm_16 = None
    _param_constant2_1 = self._param_constant2
    _param_constant3_1 = self._param_constant3
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_78, add, [16], getitem_1, getitem_2, _param_constant2_1, _param_constant3_1, [True, True, True]);  view_78 = add = getitem_1 = getitem_2 = _param_constant2_1 = _param_constant3_1 = None
    getitem_35 = native_layer_norm_backward_4[0]
    getitem_36 = native_layer_norm_backward_4[1]
    getitem_37 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_44 = torch.ops.aten.add.Tensor(add_35, getitem_35);  add_35 = getitem_35 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(add_44, [0], True)
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_44, tokens_1, 24, -1, False);  add_44 = tokens_1 = None
    return (getitem_21, sum_20, embedding_dense_backward, getitem_36, getitem_37, t_44, view_77, t_40, view_61, getitem_33, getitem_34, t_36, view_58, t_32, view_55, getitem_30, getitem_31, t_28, view_52, t_24, view_36, getitem_27, getitem_28, t_20, view_33, t_16, view_30, getitem_24, getitem_25, t_12, view_28)
    