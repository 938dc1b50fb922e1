


def forward(self, tokens_1, labels_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, tokens_1);  _param_constant0 = tokens_1 = None
    _param_constant1 = self._param_constant1
    add = torch.ops.aten.add.Tensor(embedding, _param_constant1);  embedding = _param_constant1 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [16], _param_constant2, _param_constant3, 1e-05);  _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    view = torch.ops.aten.view.default(getitem, [16, 16]);  getitem = None
    _param_constant4 = self._param_constant4
    t = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm = torch.ops.aten.addmm.default(_param_constant5, view, t);  _param_constant5 = view = t = None
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
    slice_8 = torch.ops.aten.slice.Tensor(getitem_3, 2, 4, 8);  getitem_3 = None
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
    slice_11 = torch.ops.aten.slice.Tensor(getitem_4, 2, 4, 8);  getitem_4 = None
    slice_12 = torch.ops.aten.slice.Tensor(getitem_5, 2, 4, 8);  getitem_5 = None
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
    slice_14 = torch.ops.aten.slice.Tensor(zeros, 2, 4, 8);  zeros = None
    copy__3 = torch.ops.aten.copy_.default(slice_14, squeeze_1);  slice_14 = squeeze_1 = copy__3 = None
    detach = torch.ops.aten.detach.default(zeros_like);  detach = None
    transpose_4 = torch.ops.aten.transpose.int(zeros_like, 1, 2);  zeros_like = None
    view_7 = torch.ops.aten.view.default(transpose_4, [2, 8, 16]);  transpose_4 = None
    view_8 = torch.ops.aten.view.default(view_7, [16, 16]);  view_7 = None
    _param_constant6 = self._param_constant6
    t_1 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_1 = torch.ops.aten.addmm.default(_param_constant7, view_8, t_1);  _param_constant7 = view_8 = t_1 = None
    view_9 = torch.ops.aten.view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
    add_11 = torch.ops.aten.add.Tensor(add, view_9);  add = view_9 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_11, [16], _param_constant8, _param_constant9, 1e-05);  _param_constant8 = _param_constant9 = None
    getitem_6 = native_layer_norm_1[0]
    getitem_7 = native_layer_norm_1[1];  getitem_7 = None
    getitem_8 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_8 = None
    view_10 = torch.ops.aten.view.default(getitem_6, [16, 16]);  getitem_6 = None
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_2 = torch.ops.aten.addmm.default(_param_constant11, view_10, t_2);  _param_constant11 = view_10 = t_2 = None
    view_11 = torch.ops.aten.view.default(addmm_2, [2, 8, 64]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_11);  view_11 = None
    view_12 = torch.ops.aten.view.default(gelu, [16, 64]);  gelu = None
    _param_constant12 = self._param_constant12
    t_3 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_3 = torch.ops.aten.addmm.default(_param_constant13, view_12, t_3);  _param_constant13 = view_12 = t_3 = None
    view_13 = torch.ops.aten.view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, view_13);  add_11 = view_13 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_12, [16], _param_constant14, _param_constant15, 1e-05);  _param_constant14 = _param_constant15 = None
    getitem_9 = native_layer_norm_2[0]
    getitem_10 = native_layer_norm_2[1];  getitem_10 = None
    getitem_11 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_11 = None
    view_14 = torch.ops.aten.view.default(getitem_9, [16, 16]);  getitem_9 = None
    _param_constant16 = self._param_constant16
    t_4 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_4 = torch.ops.aten.addmm.default(_param_constant17, view_14, t_4);  _param_constant17 = view_14 = t_4 = None
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
    slice_22 = torch.ops.aten.slice.Tensor(getitem_12, 2, 4, 8);  getitem_12 = None
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
    slice_25 = torch.ops.aten.slice.Tensor(getitem_13, 2, 4, 8);  getitem_13 = None
    slice_26 = torch.ops.aten.slice.Tensor(getitem_14, 2, 4, 8);  getitem_14 = None
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
    slice_28 = torch.ops.aten.slice.Tensor(zeros_3, 2, 4, 8);  zeros_3 = None
    copy__7 = torch.ops.aten.copy_.default(slice_28, squeeze_3);  slice_28 = squeeze_3 = copy__7 = None
    detach_1 = torch.ops.aten.detach.default(zeros_like_3);  detach_1 = None
    transpose_9 = torch.ops.aten.transpose.int(zeros_like_3, 1, 2);  zeros_like_3 = None
    view_21 = torch.ops.aten.view.default(transpose_9, [2, 8, 16]);  transpose_9 = None
    view_22 = torch.ops.aten.view.default(view_21, [16, 16]);  view_21 = None
    _param_constant18 = self._param_constant18
    t_5 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_5 = torch.ops.aten.addmm.default(_param_constant19, view_22, t_5);  _param_constant19 = view_22 = t_5 = None
    view_23 = torch.ops.aten.view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
    add_23 = torch.ops.aten.add.Tensor(add_12, view_23);  add_12 = view_23 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_23, [16], _param_constant20, _param_constant21, 1e-05);  _param_constant20 = _param_constant21 = None
    getitem_15 = native_layer_norm_3[0]
    getitem_16 = native_layer_norm_3[1];  getitem_16 = None
    getitem_17 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_17 = None
    view_24 = torch.ops.aten.view.default(getitem_15, [16, 16]);  getitem_15 = None
    _param_constant22 = self._param_constant22
    t_6 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    _param_constant23 = self._param_constant23
    addmm_6 = torch.ops.aten.addmm.default(_param_constant23, view_24, t_6);  _param_constant23 = view_24 = t_6 = None
    view_25 = torch.ops.aten.view.default(addmm_6, [2, 8, 64]);  addmm_6 = None
    gelu_1 = torch.ops.aten.gelu.default(view_25);  view_25 = None
    view_26 = torch.ops.aten.view.default(gelu_1, [16, 64]);  gelu_1 = None
    _param_constant24 = self._param_constant24
    t_7 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    _param_constant25 = self._param_constant25
    addmm_7 = torch.ops.aten.addmm.default(_param_constant25, view_26, t_7);  _param_constant25 = view_26 = t_7 = None
    view_27 = torch.ops.aten.view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
    add_24 = torch.ops.aten.add.Tensor(add_23, view_27);  add_23 = view_27 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_24, [16], _param_constant26, _param_constant27, 1e-05);  add_24 = _param_constant26 = _param_constant27 = None
    getitem_18 = native_layer_norm_4[0]
    getitem_19 = native_layer_norm_4[1];  getitem_19 = None
    getitem_20 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_20 = None
    mean = torch.ops.aten.mean.dim(getitem_18, [1]);  getitem_18 = None
    _param_constant28 = self._param_constant28
    t_8 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_8 = torch.ops.aten.addmm.default(_param_constant29, mean, t_8);  _param_constant29 = mean = t_8 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_8, 1, False);  addmm_8 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_21 = nll_loss_forward[0]
    getitem_22 = nll_loss_forward[1];  nll_loss_forward = getitem_22 = None
    return getitem_21
    