


def forward(self, x_enc_1, target_1):
    mean = torch.ops.aten.mean.dim(x_enc_1, [1])
    unsqueeze = torch.ops.aten.unsqueeze.default(mean, 1);  mean = None
    repeat = torch.ops.aten.repeat.default(unsqueeze, [1, 4, 1]);  unsqueeze = None
    zeros = torch.ops.aten.zeros.default([2, 4, 2], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    slice_1 = torch.ops.aten.slice.Tensor(x_enc_1, 1, 0, 1)
    repeat_1 = torch.ops.aten.repeat.default(slice_1, [1, 2, 1]);  slice_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(x_enc_1, 1, -1, 9223372036854775807)
    repeat_2 = torch.ops.aten.repeat.default(slice_2, [1, 2, 1]);  slice_2 = None
    cat = torch.ops.aten.cat.default([repeat_1, x_enc_1, repeat_2], 1);  repeat_1 = repeat_2 = None
    permute = torch.ops.aten.permute.default(cat, [0, 2, 1]);  cat = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(permute, -2);  permute = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(unsqueeze_1, [1, 5], [1, 1]);  unsqueeze_1 = None
    squeeze = torch.ops.aten.squeeze.dim(avg_pool2d, -2);  avg_pool2d = None
    permute_1 = torch.ops.aten.permute.default(squeeze, [0, 2, 1]);  squeeze = None
    sub = torch.ops.aten.sub.Tensor(x_enc_1, permute_1)
    slice_3 = torch.ops.aten.slice.Tensor(permute_1, 1, -8, 9223372036854775807);  permute_1 = None
    cat_1 = torch.ops.aten.cat.default([slice_3, repeat], 1);  slice_3 = repeat = None
    slice_4 = torch.ops.aten.slice.Tensor(sub, 1, -8, 9223372036854775807);  sub = None
    cat_2 = torch.ops.aten.cat.default([slice_4, zeros], 1);  slice_4 = zeros = None
    permute_2 = torch.ops.aten.permute.default(x_enc_1, [0, 2, 1]);  x_enc_1 = None
    new_empty = torch.ops.aten.new_empty.default(permute_2, [2, 2, 18], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    slice_5 = torch.ops.aten.slice.Tensor(new_empty, 2, 1, 17)
    slice_6 = torch.ops.aten.slice.Tensor(permute_2, 2, 0, 16);  permute_2 = None
    copy_ = torch.ops.aten.copy_.default(slice_5, slice_6);  slice_5 = slice_6 = copy_ = None
    slice_7 = torch.ops.aten.slice.Tensor(new_empty, 2, 0, 1)
    slice_8 = torch.ops.aten.slice.Tensor(new_empty, 2, 16, 17)
    copy__1 = torch.ops.aten.copy_.default(slice_7, slice_8);  slice_7 = slice_8 = copy__1 = None
    slice_9 = torch.ops.aten.slice.Tensor(new_empty, 2, 17, 18)
    slice_10 = torch.ops.aten.slice.Tensor(new_empty, 2, 1, 2)
    copy__2 = torch.ops.aten.copy_.default(slice_9, slice_10);  slice_9 = slice_10 = copy__2 = None
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(new_empty, _param_constant0, None, [1], [0], [1], False, [0], 1);  new_empty = _param_constant0 = None
    transpose = torch.ops.aten.transpose.int(convolution, 1, 2);  convolution = None
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format)
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [32, 8]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t);  _unsafe_view = t = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [2, 16, 8]);  mm = None
    _param_constant2 = self._param_constant2
    add = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant2);  _unsafe_view_1 = _param_constant2 = None
    view = torch.ops.aten.view.default(add, [2, 16, 2, -1]);  add = None
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    clone_1 = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_1, [32, 8]);  clone_1 = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_2, t_1);  _unsafe_view_2 = t_1 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_1, [2, 16, 8]);  mm_1 = None
    _param_constant4 = self._param_constant4
    add_1 = torch.ops.aten.add.Tensor(_unsafe_view_3, _param_constant4);  _unsafe_view_3 = _param_constant4 = None
    view_1 = torch.ops.aten.view.default(add_1, [2, 16, 2, -1]);  add_1 = None
    _param_constant5 = self._param_constant5
    t_2 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    clone_2 = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format)
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_2, [32, 8]);  clone_2 = None
    mm_2 = torch.ops.aten.mm.default(_unsafe_view_4, t_2);  _unsafe_view_4 = t_2 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_2, [2, 16, 8]);  mm_2 = None
    _param_constant6 = self._param_constant6
    add_2 = torch.ops.aten.add.Tensor(_unsafe_view_5, _param_constant6);  _unsafe_view_5 = _param_constant6 = None
    view_2 = torch.ops.aten.view.default(add_2, [2, 16, 2, -1]);  add_2 = None
    alias = torch.ops.aten.alias.default(view_2);  view_2 = None
    alias_1 = torch.ops.aten.alias.default(view_1);  view_1 = None
    permute_3 = torch.ops.aten.permute.default(view, [0, 2, 3, 1]);  view = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _fft_r2c = torch.ops.aten._fft_r2c.default(clone_3, [3], 0, True);  clone_3 = None
    permute_4 = torch.ops.aten.permute.default(alias_1, [0, 2, 3, 1]);  alias_1 = None
    clone_4 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    _fft_r2c_1 = torch.ops.aten._fft_r2c.default(clone_4, [3], 0, True);  clone_4 = None
    _conj = torch.ops.aten._conj.default(_fft_r2c_1);  _fft_r2c_1 = None
    clone_5 = torch.ops.aten.clone.default(_conj);  _conj = None
    mul = torch.ops.aten.mul.Tensor(_fft_r2c, clone_5);  _fft_r2c = clone_5 = None
    _fft_c2r = torch.ops.aten._fft_c2r.default(mul, [3], 2, 16);  mul = None
    permute_5 = torch.ops.aten.permute.default(alias, [0, 2, 3, 1]);  alias = None
    clone_6 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    arange = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    view_3 = torch.ops.aten.view.default(arange, [1, 1, 1, 16]);  arange = None
    repeat_3 = torch.ops.aten.repeat.default(view_3, [2, 2, 4, 1]);  view_3 = None
    mean_1 = torch.ops.aten.mean.dim(_fft_c2r, [1]);  _fft_c2r = None
    mean_2 = torch.ops.aten.mean.dim(mean_1, [1]);  mean_1 = None
    topk = torch.ops.aten.topk.default(mean_2, 2);  mean_2 = None
    getitem = topk[0]
    getitem_1 = topk[1];  topk = None
    _softmax = torch.ops.aten._softmax.default(getitem, -1, False);  getitem = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    repeat_4 = torch.ops.aten.repeat.default(clone_6, [1, 1, 1, 2])
    zeros_like = torch.ops.aten.zeros_like.default(clone_6, pin_memory = False);  clone_6 = None
    select = torch.ops.aten.select.int(getitem_1, 1, 0)
    view_4 = torch.ops.aten.view.default(select, [2, 1, 1, 1]);  select = None
    repeat_5 = torch.ops.aten.repeat.default(view_4, [1, 2, 4, 16]);  view_4 = None
    add_3 = torch.ops.aten.add.Tensor(repeat_3, repeat_5);  repeat_5 = None
    gather = torch.ops.aten.gather.default(repeat_4, -1, add_3);  add_3 = None
    select_1 = torch.ops.aten.select.int(_softmax, 1, 0)
    view_5 = torch.ops.aten.view.default(select_1, [2, 1, 1, 1]);  select_1 = None
    repeat_6 = torch.ops.aten.repeat.default(view_5, [1, 2, 4, 16]);  view_5 = None
    mul_1 = torch.ops.aten.mul.Tensor(gather, repeat_6);  gather = repeat_6 = None
    add_4 = torch.ops.aten.add.Tensor(zeros_like, mul_1);  zeros_like = mul_1 = None
    select_2 = torch.ops.aten.select.int(getitem_1, 1, 1);  getitem_1 = None
    view_6 = torch.ops.aten.view.default(select_2, [2, 1, 1, 1]);  select_2 = None
    repeat_7 = torch.ops.aten.repeat.default(view_6, [1, 2, 4, 16]);  view_6 = None
    add_5 = torch.ops.aten.add.Tensor(repeat_3, repeat_7);  repeat_3 = repeat_7 = None
    gather_1 = torch.ops.aten.gather.default(repeat_4, -1, add_5);  repeat_4 = add_5 = None
    select_3 = torch.ops.aten.select.int(_softmax, 1, 1);  _softmax = None
    view_7 = torch.ops.aten.view.default(select_3, [2, 1, 1, 1]);  select_3 = None
    repeat_8 = torch.ops.aten.repeat.default(view_7, [1, 2, 4, 16]);  view_7 = None
    mul_2 = torch.ops.aten.mul.Tensor(gather_1, repeat_8);  gather_1 = repeat_8 = None
    add_6 = torch.ops.aten.add.Tensor(add_4, mul_2);  add_4 = mul_2 = None
    permute_6 = torch.ops.aten.permute.default(add_6, [0, 3, 1, 2]);  add_6 = None
    clone_7 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    view_8 = torch.ops.aten.view.default(clone_7, [2, 16, -1]);  clone_7 = None
    view_9 = torch.ops.aten.view.default(view_8, [32, 8]);  view_8 = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm = torch.ops.aten.addmm.default(_param_constant8, view_9, t_3);  _param_constant8 = view_9 = t_3 = None
    view_10 = torch.ops.aten.view.default(addmm, [2, 16, 8]);  addmm = None
    add_7 = torch.ops.aten.add.Tensor(transpose, view_10);  transpose = view_10 = None
    slice_11 = torch.ops.aten.slice.Tensor(add_7, 1, 0, 1)
    repeat_9 = torch.ops.aten.repeat.default(slice_11, [1, 2, 1]);  slice_11 = None
    slice_12 = torch.ops.aten.slice.Tensor(add_7, 1, -1, 9223372036854775807)
    repeat_10 = torch.ops.aten.repeat.default(slice_12, [1, 2, 1]);  slice_12 = None
    cat_3 = torch.ops.aten.cat.default([repeat_9, add_7, repeat_10], 1);  repeat_9 = repeat_10 = None
    permute_7 = torch.ops.aten.permute.default(cat_3, [0, 2, 1]);  cat_3 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(permute_7, -2);  permute_7 = None
    avg_pool2d_1 = torch.ops.aten.avg_pool2d.default(unsqueeze_2, [1, 5], [1, 1]);  unsqueeze_2 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(avg_pool2d_1, -2);  avg_pool2d_1 = None
    permute_8 = torch.ops.aten.permute.default(squeeze_1, [0, 2, 1]);  squeeze_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(add_7, permute_8);  add_7 = permute_8 = None
    transpose_1 = torch.ops.aten.transpose.int(sub_1, -1, 1)
    _param_constant9 = self._param_constant9
    convolution_1 = torch.ops.aten.convolution.default(transpose_1, _param_constant9, None, [1], [0], [1], False, [0], 1);  transpose_1 = _param_constant9 = None
    relu = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
    detach_1 = torch.ops.aten.detach.default(relu);  detach_1 = None
    _param_constant10 = self._param_constant10
    convolution_2 = torch.ops.aten.convolution.default(relu, _param_constant10, None, [1], [0], [1], False, [0], 1);  relu = _param_constant10 = None
    transpose_2 = torch.ops.aten.transpose.int(convolution_2, -1, 1);  convolution_2 = None
    add_8 = torch.ops.aten.add.Tensor(sub_1, transpose_2);  sub_1 = transpose_2 = None
    slice_13 = torch.ops.aten.slice.Tensor(add_8, 1, 0, 1)
    repeat_11 = torch.ops.aten.repeat.default(slice_13, [1, 2, 1]);  slice_13 = None
    slice_14 = torch.ops.aten.slice.Tensor(add_8, 1, -1, 9223372036854775807)
    repeat_12 = torch.ops.aten.repeat.default(slice_14, [1, 2, 1]);  slice_14 = None
    cat_4 = torch.ops.aten.cat.default([repeat_11, add_8, repeat_12], 1);  repeat_11 = repeat_12 = None
    permute_9 = torch.ops.aten.permute.default(cat_4, [0, 2, 1]);  cat_4 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(permute_9, -2);  permute_9 = None
    avg_pool2d_2 = torch.ops.aten.avg_pool2d.default(unsqueeze_3, [1, 5], [1, 1]);  unsqueeze_3 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(avg_pool2d_2, -2);  avg_pool2d_2 = None
    permute_10 = torch.ops.aten.permute.default(squeeze_2, [0, 2, 1]);  squeeze_2 = None
    sub_2 = torch.ops.aten.sub.Tensor(add_8, permute_10);  add_8 = permute_10 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    native_layer_norm = torch.ops.aten.native_layer_norm.default(sub_2, [8], _param_constant11, _param_constant12, 1e-05);  sub_2 = _param_constant11 = _param_constant12 = None
    getitem_2 = native_layer_norm[0]
    getitem_3 = native_layer_norm[1];  getitem_3 = None
    getitem_4 = native_layer_norm[2];  native_layer_norm = getitem_4 = None
    mean_3 = torch.ops.aten.mean.dim(getitem_2, [1])
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(mean_3, 1);  mean_3 = None
    repeat_13 = torch.ops.aten.repeat.default(unsqueeze_4, [1, 16, 1]);  unsqueeze_4 = None
    sub_3 = torch.ops.aten.sub.Tensor(getitem_2, repeat_13);  getitem_2 = repeat_13 = None
    permute_11 = torch.ops.aten.permute.default(cat_2, [0, 2, 1]);  cat_2 = None
    new_empty_1 = torch.ops.aten.new_empty.default(permute_11, [2, 2, 14], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    slice_15 = torch.ops.aten.slice.Tensor(new_empty_1, 2, 1, 13)
    slice_16 = torch.ops.aten.slice.Tensor(permute_11, 2, 0, 12);  permute_11 = None
    copy__3 = torch.ops.aten.copy_.default(slice_15, slice_16);  slice_15 = slice_16 = copy__3 = None
    slice_17 = torch.ops.aten.slice.Tensor(new_empty_1, 2, 0, 1)
    slice_18 = torch.ops.aten.slice.Tensor(new_empty_1, 2, 12, 13)
    copy__4 = torch.ops.aten.copy_.default(slice_17, slice_18);  slice_17 = slice_18 = copy__4 = None
    slice_19 = torch.ops.aten.slice.Tensor(new_empty_1, 2, 13, 14)
    slice_20 = torch.ops.aten.slice.Tensor(new_empty_1, 2, 1, 2)
    copy__5 = torch.ops.aten.copy_.default(slice_19, slice_20);  slice_19 = slice_20 = copy__5 = None
    _param_constant13 = self._param_constant13
    convolution_3 = torch.ops.aten.convolution.default(new_empty_1, _param_constant13, None, [1], [0], [1], False, [0], 1);  new_empty_1 = _param_constant13 = None
    transpose_3 = torch.ops.aten.transpose.int(convolution_3, 1, 2);  convolution_3 = None
    _param_constant14 = self._param_constant14
    t_4 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    clone_8 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format)
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_8, [24, 8]);  clone_8 = None
    mm_3 = torch.ops.aten.mm.default(_unsafe_view_6, t_4);  _unsafe_view_6 = t_4 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_3, [2, 12, 8]);  mm_3 = None
    _param_constant15 = self._param_constant15
    add_9 = torch.ops.aten.add.Tensor(_unsafe_view_7, _param_constant15);  _unsafe_view_7 = _param_constant15 = None
    view_11 = torch.ops.aten.view.default(add_9, [2, 12, 2, -1]);  add_9 = None
    _param_constant16 = self._param_constant16
    t_5 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    clone_9 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format)
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_9, [24, 8]);  clone_9 = None
    mm_4 = torch.ops.aten.mm.default(_unsafe_view_8, t_5);  _unsafe_view_8 = t_5 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_4, [2, 12, 8]);  mm_4 = None
    _param_constant17 = self._param_constant17
    add_10 = torch.ops.aten.add.Tensor(_unsafe_view_9, _param_constant17);  _unsafe_view_9 = _param_constant17 = None
    view_12 = torch.ops.aten.view.default(add_10, [2, 12, 2, -1]);  add_10 = None
    _param_constant18 = self._param_constant18
    t_6 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    clone_10 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format)
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_10, [24, 8]);  clone_10 = None
    mm_5 = torch.ops.aten.mm.default(_unsafe_view_10, t_6);  _unsafe_view_10 = t_6 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(mm_5, [2, 12, 8]);  mm_5 = None
    _param_constant19 = self._param_constant19
    add_11 = torch.ops.aten.add.Tensor(_unsafe_view_11, _param_constant19);  _unsafe_view_11 = _param_constant19 = None
    view_13 = torch.ops.aten.view.default(add_11, [2, 12, 2, -1]);  add_11 = None
    alias_2 = torch.ops.aten.alias.default(view_13);  view_13 = None
    alias_3 = torch.ops.aten.alias.default(view_12);  view_12 = None
    permute_12 = torch.ops.aten.permute.default(view_11, [0, 2, 3, 1]);  view_11 = None
    clone_11 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    _fft_r2c_2 = torch.ops.aten._fft_r2c.default(clone_11, [3], 0, True);  clone_11 = None
    permute_13 = torch.ops.aten.permute.default(alias_3, [0, 2, 3, 1]);  alias_3 = None
    clone_12 = torch.ops.aten.clone.default(permute_13, memory_format = torch.contiguous_format);  permute_13 = None
    _fft_r2c_3 = torch.ops.aten._fft_r2c.default(clone_12, [3], 0, True);  clone_12 = None
    _conj_1 = torch.ops.aten._conj.default(_fft_r2c_3);  _fft_r2c_3 = None
    clone_13 = torch.ops.aten.clone.default(_conj_1);  _conj_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(_fft_r2c_2, clone_13);  _fft_r2c_2 = clone_13 = None
    _fft_c2r_1 = torch.ops.aten._fft_c2r.default(mul_3, [3], 2, 12);  mul_3 = None
    permute_14 = torch.ops.aten.permute.default(alias_2, [0, 2, 3, 1]);  alias_2 = None
    clone_14 = torch.ops.aten.clone.default(permute_14, memory_format = torch.contiguous_format);  permute_14 = None
    arange_1 = torch.ops.aten.arange.default(12, device = device(type='cpu'), pin_memory = False)
    view_14 = torch.ops.aten.view.default(arange_1, [1, 1, 1, 12]);  arange_1 = None
    repeat_14 = torch.ops.aten.repeat.default(view_14, [2, 2, 4, 1]);  view_14 = None
    mean_4 = torch.ops.aten.mean.dim(_fft_c2r_1, [1]);  _fft_c2r_1 = None
    mean_5 = torch.ops.aten.mean.dim(mean_4, [1]);  mean_4 = None
    topk_1 = torch.ops.aten.topk.default(mean_5, 2);  mean_5 = None
    getitem_5 = topk_1[0]
    getitem_6 = topk_1[1];  topk_1 = None
    _softmax_1 = torch.ops.aten._softmax.default(getitem_5, -1, False);  getitem_5 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_1);  detach_2 = None
    repeat_15 = torch.ops.aten.repeat.default(clone_14, [1, 1, 1, 2])
    zeros_like_1 = torch.ops.aten.zeros_like.default(clone_14, pin_memory = False);  clone_14 = None
    select_4 = torch.ops.aten.select.int(getitem_6, 1, 0)
    view_15 = torch.ops.aten.view.default(select_4, [2, 1, 1, 1]);  select_4 = None
    repeat_16 = torch.ops.aten.repeat.default(view_15, [1, 2, 4, 12]);  view_15 = None
    add_12 = torch.ops.aten.add.Tensor(repeat_14, repeat_16);  repeat_16 = None
    gather_2 = torch.ops.aten.gather.default(repeat_15, -1, add_12);  add_12 = None
    select_5 = torch.ops.aten.select.int(_softmax_1, 1, 0)
    view_16 = torch.ops.aten.view.default(select_5, [2, 1, 1, 1]);  select_5 = None
    repeat_17 = torch.ops.aten.repeat.default(view_16, [1, 2, 4, 12]);  view_16 = None
    mul_4 = torch.ops.aten.mul.Tensor(gather_2, repeat_17);  gather_2 = repeat_17 = None
    add_13 = torch.ops.aten.add.Tensor(zeros_like_1, mul_4);  zeros_like_1 = mul_4 = None
    select_6 = torch.ops.aten.select.int(getitem_6, 1, 1);  getitem_6 = None
    view_17 = torch.ops.aten.view.default(select_6, [2, 1, 1, 1]);  select_6 = None
    repeat_18 = torch.ops.aten.repeat.default(view_17, [1, 2, 4, 12]);  view_17 = None
    add_14 = torch.ops.aten.add.Tensor(repeat_14, repeat_18);  repeat_14 = repeat_18 = None
    gather_3 = torch.ops.aten.gather.default(repeat_15, -1, add_14);  repeat_15 = add_14 = None
    select_7 = torch.ops.aten.select.int(_softmax_1, 1, 1);  _softmax_1 = None
    view_18 = torch.ops.aten.view.default(select_7, [2, 1, 1, 1]);  select_7 = None
    repeat_19 = torch.ops.aten.repeat.default(view_18, [1, 2, 4, 12]);  view_18 = None
    mul_5 = torch.ops.aten.mul.Tensor(gather_3, repeat_19);  gather_3 = repeat_19 = None
    add_15 = torch.ops.aten.add.Tensor(add_13, mul_5);  add_13 = mul_5 = None
    permute_15 = torch.ops.aten.permute.default(add_15, [0, 3, 1, 2]);  add_15 = None
    clone_15 = torch.ops.aten.clone.default(permute_15, memory_format = torch.contiguous_format);  permute_15 = None
    view_19 = torch.ops.aten.view.default(clone_15, [2, 12, -1]);  clone_15 = None
    view_20 = torch.ops.aten.view.default(view_19, [24, 8]);  view_19 = None
    _param_constant20 = self._param_constant20
    t_7 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    _param_constant21 = self._param_constant21
    addmm_1 = torch.ops.aten.addmm.default(_param_constant21, view_20, t_7);  _param_constant21 = view_20 = t_7 = None
    view_21 = torch.ops.aten.view.default(addmm_1, [2, 12, 8]);  addmm_1 = None
    add_16 = torch.ops.aten.add.Tensor(transpose_3, view_21);  transpose_3 = view_21 = None
    slice_21 = torch.ops.aten.slice.Tensor(add_16, 1, 0, 1)
    repeat_20 = torch.ops.aten.repeat.default(slice_21, [1, 2, 1]);  slice_21 = None
    slice_22 = torch.ops.aten.slice.Tensor(add_16, 1, -1, 9223372036854775807)
    repeat_21 = torch.ops.aten.repeat.default(slice_22, [1, 2, 1]);  slice_22 = None
    cat_5 = torch.ops.aten.cat.default([repeat_20, add_16, repeat_21], 1);  repeat_20 = repeat_21 = None
    permute_16 = torch.ops.aten.permute.default(cat_5, [0, 2, 1]);  cat_5 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(permute_16, -2);  permute_16 = None
    avg_pool2d_3 = torch.ops.aten.avg_pool2d.default(unsqueeze_5, [1, 5], [1, 1]);  unsqueeze_5 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(avg_pool2d_3, -2);  avg_pool2d_3 = None
    permute_17 = torch.ops.aten.permute.default(squeeze_3, [0, 2, 1]);  squeeze_3 = None
    sub_4 = torch.ops.aten.sub.Tensor(add_16, permute_17);  add_16 = None
    _param_constant22 = self._param_constant22
    t_8 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    clone_16 = torch.ops.aten.clone.default(sub_4, memory_format = torch.contiguous_format)
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_16, [24, 8]);  clone_16 = None
    mm_6 = torch.ops.aten.mm.default(_unsafe_view_12, t_8);  _unsafe_view_12 = t_8 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(mm_6, [2, 12, 8]);  mm_6 = None
    _param_constant23 = self._param_constant23
    add_17 = torch.ops.aten.add.Tensor(_unsafe_view_13, _param_constant23);  _unsafe_view_13 = _param_constant23 = None
    view_22 = torch.ops.aten.view.default(add_17, [2, 12, 2, -1]);  add_17 = None
    view_23 = torch.ops.aten.view.default(sub_3, [32, 8])
    _param_constant24 = self._param_constant24
    t_9 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    _param_constant25 = self._param_constant25
    addmm_2 = torch.ops.aten.addmm.default(_param_constant25, view_23, t_9);  _param_constant25 = view_23 = t_9 = None
    view_24 = torch.ops.aten.view.default(addmm_2, [2, 16, 8]);  addmm_2 = None
    view_25 = torch.ops.aten.view.default(view_24, [2, 16, 2, -1]);  view_24 = None
    view_26 = torch.ops.aten.view.default(sub_3, [32, 8]);  sub_3 = None
    _param_constant26 = self._param_constant26
    t_10 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    _param_constant27 = self._param_constant27
    addmm_3 = torch.ops.aten.addmm.default(_param_constant27, view_26, t_10);  _param_constant27 = view_26 = t_10 = None
    view_27 = torch.ops.aten.view.default(addmm_3, [2, 16, 8]);  addmm_3 = None
    view_28 = torch.ops.aten.view.default(view_27, [2, 16, 2, -1]);  view_27 = None
    slice_23 = torch.ops.aten.slice.Tensor(view_28, 1, 0, 12);  view_28 = None
    slice_24 = torch.ops.aten.slice.Tensor(view_25, 1, 0, 12);  view_25 = None
    permute_18 = torch.ops.aten.permute.default(view_22, [0, 2, 3, 1]);  view_22 = None
    clone_17 = torch.ops.aten.clone.default(permute_18, memory_format = torch.contiguous_format);  permute_18 = None
    _fft_r2c_4 = torch.ops.aten._fft_r2c.default(clone_17, [3], 0, True);  clone_17 = None
    permute_19 = torch.ops.aten.permute.default(slice_24, [0, 2, 3, 1]);  slice_24 = None
    clone_18 = torch.ops.aten.clone.default(permute_19, memory_format = torch.contiguous_format);  permute_19 = None
    _fft_r2c_5 = torch.ops.aten._fft_r2c.default(clone_18, [3], 0, True);  clone_18 = None
    _conj_2 = torch.ops.aten._conj.default(_fft_r2c_5);  _fft_r2c_5 = None
    clone_19 = torch.ops.aten.clone.default(_conj_2);  _conj_2 = None
    mul_6 = torch.ops.aten.mul.Tensor(_fft_r2c_4, clone_19);  _fft_r2c_4 = clone_19 = None
    _fft_c2r_2 = torch.ops.aten._fft_c2r.default(mul_6, [3], 2, 12);  mul_6 = None
    permute_20 = torch.ops.aten.permute.default(slice_23, [0, 2, 3, 1]);  slice_23 = None
    clone_20 = torch.ops.aten.clone.default(permute_20, memory_format = torch.contiguous_format);  permute_20 = None
    arange_2 = torch.ops.aten.arange.default(12, device = device(type='cpu'), pin_memory = False)
    view_29 = torch.ops.aten.view.default(arange_2, [1, 1, 1, 12]);  arange_2 = None
    repeat_22 = torch.ops.aten.repeat.default(view_29, [2, 2, 4, 1]);  view_29 = None
    mean_6 = torch.ops.aten.mean.dim(_fft_c2r_2, [1]);  _fft_c2r_2 = None
    mean_7 = torch.ops.aten.mean.dim(mean_6, [1]);  mean_6 = None
    topk_2 = torch.ops.aten.topk.default(mean_7, 2);  mean_7 = None
    getitem_7 = topk_2[0]
    getitem_8 = topk_2[1];  topk_2 = None
    _softmax_2 = torch.ops.aten._softmax.default(getitem_7, -1, False);  getitem_7 = None
    detach_3 = torch.ops.aten.detach.default(_softmax_2);  detach_3 = None
    repeat_23 = torch.ops.aten.repeat.default(clone_20, [1, 1, 1, 2])
    zeros_like_2 = torch.ops.aten.zeros_like.default(clone_20, pin_memory = False);  clone_20 = None
    select_8 = torch.ops.aten.select.int(getitem_8, 1, 0)
    view_30 = torch.ops.aten.view.default(select_8, [2, 1, 1, 1]);  select_8 = None
    repeat_24 = torch.ops.aten.repeat.default(view_30, [1, 2, 4, 12]);  view_30 = None
    add_18 = torch.ops.aten.add.Tensor(repeat_22, repeat_24);  repeat_24 = None
    gather_4 = torch.ops.aten.gather.default(repeat_23, -1, add_18);  add_18 = None
    select_9 = torch.ops.aten.select.int(_softmax_2, 1, 0)
    view_31 = torch.ops.aten.view.default(select_9, [2, 1, 1, 1]);  select_9 = None
    repeat_25 = torch.ops.aten.repeat.default(view_31, [1, 2, 4, 12]);  view_31 = None
    mul_7 = torch.ops.aten.mul.Tensor(gather_4, repeat_25);  gather_4 = repeat_25 = None
    add_19 = torch.ops.aten.add.Tensor(zeros_like_2, mul_7);  zeros_like_2 = mul_7 = None
    select_10 = torch.ops.aten.select.int(getitem_8, 1, 1);  getitem_8 = None
    view_32 = torch.ops.aten.view.default(select_10, [2, 1, 1, 1]);  select_10 = None
    repeat_26 = torch.ops.aten.repeat.default(view_32, [1, 2, 4, 12]);  view_32 = None
    add_20 = torch.ops.aten.add.Tensor(repeat_22, repeat_26);  repeat_22 = repeat_26 = None
    gather_5 = torch.ops.aten.gather.default(repeat_23, -1, add_20);  repeat_23 = add_20 = None
    select_11 = torch.ops.aten.select.int(_softmax_2, 1, 1);  _softmax_2 = None
    view_33 = torch.ops.aten.view.default(select_11, [2, 1, 1, 1]);  select_11 = None
    repeat_27 = torch.ops.aten.repeat.default(view_33, [1, 2, 4, 12]);  view_33 = None
    mul_8 = torch.ops.aten.mul.Tensor(gather_5, repeat_27);  gather_5 = repeat_27 = None
    add_21 = torch.ops.aten.add.Tensor(add_19, mul_8);  add_19 = mul_8 = None
    permute_21 = torch.ops.aten.permute.default(add_21, [0, 3, 1, 2]);  add_21 = None
    clone_21 = torch.ops.aten.clone.default(permute_21, memory_format = torch.contiguous_format);  permute_21 = None
    view_34 = torch.ops.aten.view.default(clone_21, [2, 12, -1]);  clone_21 = None
    view_35 = torch.ops.aten.view.default(view_34, [24, 8]);  view_34 = None
    _param_constant28 = self._param_constant28
    t_11 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_4 = torch.ops.aten.addmm.default(_param_constant29, view_35, t_11);  _param_constant29 = view_35 = t_11 = None
    view_36 = torch.ops.aten.view.default(addmm_4, [2, 12, 8]);  addmm_4 = None
    add_22 = torch.ops.aten.add.Tensor(sub_4, view_36);  sub_4 = view_36 = None
    slice_25 = torch.ops.aten.slice.Tensor(add_22, 1, 0, 1)
    repeat_28 = torch.ops.aten.repeat.default(slice_25, [1, 2, 1]);  slice_25 = None
    slice_26 = torch.ops.aten.slice.Tensor(add_22, 1, -1, 9223372036854775807)
    repeat_29 = torch.ops.aten.repeat.default(slice_26, [1, 2, 1]);  slice_26 = None
    cat_6 = torch.ops.aten.cat.default([repeat_28, add_22, repeat_29], 1);  repeat_28 = repeat_29 = None
    permute_22 = torch.ops.aten.permute.default(cat_6, [0, 2, 1]);  cat_6 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(permute_22, -2);  permute_22 = None
    avg_pool2d_4 = torch.ops.aten.avg_pool2d.default(unsqueeze_6, [1, 5], [1, 1]);  unsqueeze_6 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(avg_pool2d_4, -2);  avg_pool2d_4 = None
    permute_23 = torch.ops.aten.permute.default(squeeze_4, [0, 2, 1]);  squeeze_4 = None
    sub_5 = torch.ops.aten.sub.Tensor(add_22, permute_23);  add_22 = None
    transpose_4 = torch.ops.aten.transpose.int(sub_5, -1, 1)
    _param_constant30 = self._param_constant30
    convolution_4 = torch.ops.aten.convolution.default(transpose_4, _param_constant30, None, [1], [0], [1], False, [0], 1);  transpose_4 = _param_constant30 = None
    relu_1 = torch.ops.aten.relu.default(convolution_4);  convolution_4 = None
    detach_4 = torch.ops.aten.detach.default(relu_1);  detach_4 = None
    _param_constant31 = self._param_constant31
    convolution_5 = torch.ops.aten.convolution.default(relu_1, _param_constant31, None, [1], [0], [1], False, [0], 1);  relu_1 = _param_constant31 = None
    transpose_5 = torch.ops.aten.transpose.int(convolution_5, -1, 1);  convolution_5 = None
    add_23 = torch.ops.aten.add.Tensor(sub_5, transpose_5);  sub_5 = transpose_5 = None
    slice_27 = torch.ops.aten.slice.Tensor(add_23, 1, 0, 1)
    repeat_30 = torch.ops.aten.repeat.default(slice_27, [1, 2, 1]);  slice_27 = None
    slice_28 = torch.ops.aten.slice.Tensor(add_23, 1, -1, 9223372036854775807)
    repeat_31 = torch.ops.aten.repeat.default(slice_28, [1, 2, 1]);  slice_28 = None
    cat_7 = torch.ops.aten.cat.default([repeat_30, add_23, repeat_31], 1);  repeat_30 = repeat_31 = None
    permute_24 = torch.ops.aten.permute.default(cat_7, [0, 2, 1]);  cat_7 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(permute_24, -2);  permute_24 = None
    avg_pool2d_5 = torch.ops.aten.avg_pool2d.default(unsqueeze_7, [1, 5], [1, 1]);  unsqueeze_7 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(avg_pool2d_5, -2);  avg_pool2d_5 = None
    permute_25 = torch.ops.aten.permute.default(squeeze_5, [0, 2, 1]);  squeeze_5 = None
    sub_6 = torch.ops.aten.sub.Tensor(add_23, permute_25);  add_23 = None
    add_24 = torch.ops.aten.add.Tensor(permute_17, permute_23);  permute_17 = permute_23 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, permute_25);  add_24 = permute_25 = None
    permute_26 = torch.ops.aten.permute.default(add_25, [0, 2, 1]);  add_25 = None
    new_empty_2 = torch.ops.aten.new_empty.default(permute_26, [2, 8, 14], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    slice_29 = torch.ops.aten.slice.Tensor(new_empty_2, 2, 1, 13)
    slice_30 = torch.ops.aten.slice.Tensor(permute_26, 2, 0, 12);  permute_26 = None
    copy__6 = torch.ops.aten.copy_.default(slice_29, slice_30);  slice_29 = slice_30 = copy__6 = None
    slice_31 = torch.ops.aten.slice.Tensor(new_empty_2, 2, 0, 1)
    slice_32 = torch.ops.aten.slice.Tensor(new_empty_2, 2, 12, 13)
    copy__7 = torch.ops.aten.copy_.default(slice_31, slice_32);  slice_31 = slice_32 = copy__7 = None
    slice_33 = torch.ops.aten.slice.Tensor(new_empty_2, 2, 13, 14)
    slice_34 = torch.ops.aten.slice.Tensor(new_empty_2, 2, 1, 2)
    copy__8 = torch.ops.aten.copy_.default(slice_33, slice_34);  slice_33 = slice_34 = copy__8 = None
    _param_constant32 = self._param_constant32
    convolution_6 = torch.ops.aten.convolution.default(new_empty_2, _param_constant32, None, [1], [0], [1], False, [0], 1);  new_empty_2 = _param_constant32 = None
    transpose_6 = torch.ops.aten.transpose.int(convolution_6, 1, 2);  convolution_6 = None
    add_26 = torch.ops.aten.add.Tensor(cat_1, transpose_6);  cat_1 = transpose_6 = None
    _param_constant33 = self._param_constant33
    _param_constant34 = self._param_constant34
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(sub_6, [8], _param_constant33, _param_constant34, 1e-05);  sub_6 = _param_constant33 = _param_constant34 = None
    getitem_9 = native_layer_norm_1[0]
    getitem_10 = native_layer_norm_1[1];  getitem_10 = None
    getitem_11 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_11 = None
    mean_8 = torch.ops.aten.mean.dim(getitem_9, [1])
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(mean_8, 1);  mean_8 = None
    repeat_32 = torch.ops.aten.repeat.default(unsqueeze_8, [1, 12, 1]);  unsqueeze_8 = None
    sub_7 = torch.ops.aten.sub.Tensor(getitem_9, repeat_32);  getitem_9 = repeat_32 = None
    view_37 = torch.ops.aten.view.default(sub_7, [24, 8]);  sub_7 = None
    _param_constant35 = self._param_constant35
    t_12 = torch.ops.aten.t.default(_param_constant35);  _param_constant35 = None
    _param_constant36 = self._param_constant36
    addmm_5 = torch.ops.aten.addmm.default(_param_constant36, view_37, t_12);  _param_constant36 = view_37 = t_12 = None
    view_38 = torch.ops.aten.view.default(addmm_5, [2, 12, 2]);  addmm_5 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, view_38);  add_26 = view_38 = None
    slice_35 = torch.ops.aten.slice.Tensor(add_27, 1, -4, 9223372036854775807);  add_27 = None
    mse_loss = torch.ops.aten.mse_loss.default(slice_35, target_1);  slice_35 = target_1 = None
    return mse_loss
    