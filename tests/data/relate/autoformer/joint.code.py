


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
    convolution = torch.ops.aten.convolution.default(new_empty, _param_constant0, None, [1], [0], [1], False, [0], 1);  _param_constant0 = None
    transpose = torch.ops.aten.transpose.int(convolution, 1, 2);  convolution = None
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format)
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [32, 8]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t)
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [2, 16, 8]);  mm = None
    _param_constant2 = self._param_constant2
    add = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant2);  _unsafe_view_1 = _param_constant2 = None
    view = torch.ops.aten.view.default(add, [2, 16, 2, -1]);  add = None
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    clone_1 = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_1, [32, 8]);  clone_1 = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_2, t_1)
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_1, [2, 16, 8]);  mm_1 = None
    _param_constant4 = self._param_constant4
    add_1 = torch.ops.aten.add.Tensor(_unsafe_view_3, _param_constant4);  _unsafe_view_3 = _param_constant4 = None
    view_1 = torch.ops.aten.view.default(add_1, [2, 16, 2, -1]);  add_1 = None
    _param_constant5 = self._param_constant5
    t_2 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    clone_2 = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format)
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_2, [32, 8]);  clone_2 = None
    mm_2 = torch.ops.aten.mm.default(_unsafe_view_4, t_2)
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
    clone_5 = torch.ops.aten.clone.default(_conj)
    mul = torch.ops.aten.mul.Tensor(_fft_r2c, clone_5);  clone_5 = None
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
    detach = torch.ops.aten.detach.default(_softmax)
    repeat_4 = torch.ops.aten.repeat.default(clone_6, [1, 1, 1, 2])
    zeros_like = torch.ops.aten.zeros_like.default(clone_6, pin_memory = False);  clone_6 = None
    select = torch.ops.aten.select.int(getitem_1, 1, 0)
    view_4 = torch.ops.aten.view.default(select, [2, 1, 1, 1]);  select = None
    repeat_5 = torch.ops.aten.repeat.default(view_4, [1, 2, 4, 16]);  view_4 = None
    add_3 = torch.ops.aten.add.Tensor(repeat_3, repeat_5);  repeat_5 = None
    gather = torch.ops.aten.gather.default(repeat_4, -1, add_3)
    select_1 = torch.ops.aten.select.int(_softmax, 1, 0)
    view_5 = torch.ops.aten.view.default(select_1, [2, 1, 1, 1]);  select_1 = None
    repeat_6 = torch.ops.aten.repeat.default(view_5, [1, 2, 4, 16]);  view_5 = None
    mul_1 = torch.ops.aten.mul.Tensor(gather, repeat_6)
    add_4 = torch.ops.aten.add.Tensor(zeros_like, mul_1);  zeros_like = mul_1 = None
    select_2 = torch.ops.aten.select.int(getitem_1, 1, 1)
    view_6 = torch.ops.aten.view.default(select_2, [2, 1, 1, 1]);  select_2 = None
    repeat_7 = torch.ops.aten.repeat.default(view_6, [1, 2, 4, 16]);  view_6 = None
    add_5 = torch.ops.aten.add.Tensor(repeat_3, repeat_7);  repeat_3 = repeat_7 = None
    gather_1 = torch.ops.aten.gather.default(repeat_4, -1, add_5);  repeat_4 = None
    select_3 = torch.ops.aten.select.int(_softmax, 1, 1);  _softmax = None
    view_7 = torch.ops.aten.view.default(select_3, [2, 1, 1, 1]);  select_3 = None
    repeat_8 = torch.ops.aten.repeat.default(view_7, [1, 2, 4, 16]);  view_7 = None
    mul_2 = torch.ops.aten.mul.Tensor(gather_1, repeat_8)
    add_6 = torch.ops.aten.add.Tensor(add_4, mul_2);  add_4 = mul_2 = None
    permute_6 = torch.ops.aten.permute.default(add_6, [0, 3, 1, 2]);  add_6 = None
    clone_7 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    view_8 = torch.ops.aten.view.default(clone_7, [2, 16, -1]);  clone_7 = None
    view_9 = torch.ops.aten.view.default(view_8, [32, 8]);  view_8 = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm = torch.ops.aten.addmm.default(_param_constant8, view_9, t_3);  _param_constant8 = None
    view_10 = torch.ops.aten.view.default(addmm, [2, 16, 8]);  addmm = None
    add_7 = torch.ops.aten.add.Tensor(transpose, view_10);  transpose = view_10 = None
    slice_11 = torch.ops.aten.slice.Tensor(add_7, 1, 0, 1)
    repeat_9 = torch.ops.aten.repeat.default(slice_11, [1, 2, 1]);  slice_11 = None
    slice_12 = torch.ops.aten.slice.Tensor(add_7, 1, -1, 9223372036854775807)
    repeat_10 = torch.ops.aten.repeat.default(slice_12, [1, 2, 1]);  slice_12 = None
    cat_3 = torch.ops.aten.cat.default([repeat_9, add_7, repeat_10], 1);  repeat_9 = repeat_10 = None
    permute_7 = torch.ops.aten.permute.default(cat_3, [0, 2, 1]);  cat_3 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(permute_7, -2);  permute_7 = None
    avg_pool2d_1 = torch.ops.aten.avg_pool2d.default(unsqueeze_2, [1, 5], [1, 1])
    squeeze_1 = torch.ops.aten.squeeze.dim(avg_pool2d_1, -2);  avg_pool2d_1 = None
    permute_8 = torch.ops.aten.permute.default(squeeze_1, [0, 2, 1]);  squeeze_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(add_7, permute_8);  add_7 = permute_8 = None
    transpose_1 = torch.ops.aten.transpose.int(sub_1, -1, 1)
    _param_constant9 = self._param_constant9
    convolution_1 = torch.ops.aten.convolution.default(transpose_1, _param_constant9, None, [1], [0], [1], False, [0], 1);  _param_constant9 = None
    relu = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
    detach_1 = torch.ops.aten.detach.default(relu)
    _param_constant10 = self._param_constant10
    convolution_2 = torch.ops.aten.convolution.default(relu, _param_constant10, None, [1], [0], [1], False, [0], 1);  _param_constant10 = None
    transpose_2 = torch.ops.aten.transpose.int(convolution_2, -1, 1);  convolution_2 = None
    add_8 = torch.ops.aten.add.Tensor(sub_1, transpose_2);  sub_1 = transpose_2 = None
    slice_13 = torch.ops.aten.slice.Tensor(add_8, 1, 0, 1)
    repeat_11 = torch.ops.aten.repeat.default(slice_13, [1, 2, 1]);  slice_13 = None
    slice_14 = torch.ops.aten.slice.Tensor(add_8, 1, -1, 9223372036854775807)
    repeat_12 = torch.ops.aten.repeat.default(slice_14, [1, 2, 1]);  slice_14 = None
    cat_4 = torch.ops.aten.cat.default([repeat_11, add_8, repeat_12], 1);  repeat_11 = repeat_12 = None
    permute_9 = torch.ops.aten.permute.default(cat_4, [0, 2, 1]);  cat_4 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(permute_9, -2);  permute_9 = None
    avg_pool2d_2 = torch.ops.aten.avg_pool2d.default(unsqueeze_3, [1, 5], [1, 1])
    squeeze_2 = torch.ops.aten.squeeze.dim(avg_pool2d_2, -2);  avg_pool2d_2 = None
    permute_10 = torch.ops.aten.permute.default(squeeze_2, [0, 2, 1]);  squeeze_2 = None
    sub_2 = torch.ops.aten.sub.Tensor(add_8, permute_10);  add_8 = permute_10 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    native_layer_norm = torch.ops.aten.native_layer_norm.default(sub_2, [8], _param_constant11, _param_constant12, 1e-05);  _param_constant11 = _param_constant12 = None
    getitem_2 = native_layer_norm[0]
    getitem_3 = native_layer_norm[1]
    getitem_4 = native_layer_norm[2];  native_layer_norm = None
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
    convolution_3 = torch.ops.aten.convolution.default(new_empty_1, _param_constant13, None, [1], [0], [1], False, [0], 1);  _param_constant13 = None
    transpose_3 = torch.ops.aten.transpose.int(convolution_3, 1, 2);  convolution_3 = None
    _param_constant14 = self._param_constant14
    t_4 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    clone_8 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format)
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_8, [24, 8]);  clone_8 = None
    mm_3 = torch.ops.aten.mm.default(_unsafe_view_6, t_4)
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_3, [2, 12, 8]);  mm_3 = None
    _param_constant15 = self._param_constant15
    add_9 = torch.ops.aten.add.Tensor(_unsafe_view_7, _param_constant15);  _unsafe_view_7 = _param_constant15 = None
    view_11 = torch.ops.aten.view.default(add_9, [2, 12, 2, -1]);  add_9 = None
    _param_constant16 = self._param_constant16
    t_5 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    clone_9 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format)
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_9, [24, 8]);  clone_9 = None
    mm_4 = torch.ops.aten.mm.default(_unsafe_view_8, t_5)
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_4, [2, 12, 8]);  mm_4 = None
    _param_constant17 = self._param_constant17
    add_10 = torch.ops.aten.add.Tensor(_unsafe_view_9, _param_constant17);  _unsafe_view_9 = _param_constant17 = None
    view_12 = torch.ops.aten.view.default(add_10, [2, 12, 2, -1]);  add_10 = None
    _param_constant18 = self._param_constant18
    t_6 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    clone_10 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format)
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_10, [24, 8]);  clone_10 = None
    mm_5 = torch.ops.aten.mm.default(_unsafe_view_10, t_6)
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
    clone_13 = torch.ops.aten.clone.default(_conj_1)
    mul_3 = torch.ops.aten.mul.Tensor(_fft_r2c_2, clone_13);  clone_13 = None
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
    detach_2 = torch.ops.aten.detach.default(_softmax_1)
    repeat_15 = torch.ops.aten.repeat.default(clone_14, [1, 1, 1, 2])
    zeros_like_1 = torch.ops.aten.zeros_like.default(clone_14, pin_memory = False);  clone_14 = None
    select_4 = torch.ops.aten.select.int(getitem_6, 1, 0)
    view_15 = torch.ops.aten.view.default(select_4, [2, 1, 1, 1]);  select_4 = None
    repeat_16 = torch.ops.aten.repeat.default(view_15, [1, 2, 4, 12]);  view_15 = None
    add_12 = torch.ops.aten.add.Tensor(repeat_14, repeat_16);  repeat_16 = None
    gather_2 = torch.ops.aten.gather.default(repeat_15, -1, add_12)
    select_5 = torch.ops.aten.select.int(_softmax_1, 1, 0)
    view_16 = torch.ops.aten.view.default(select_5, [2, 1, 1, 1]);  select_5 = None
    repeat_17 = torch.ops.aten.repeat.default(view_16, [1, 2, 4, 12]);  view_16 = None
    mul_4 = torch.ops.aten.mul.Tensor(gather_2, repeat_17)
    add_13 = torch.ops.aten.add.Tensor(zeros_like_1, mul_4);  zeros_like_1 = mul_4 = None
    select_6 = torch.ops.aten.select.int(getitem_6, 1, 1)
    view_17 = torch.ops.aten.view.default(select_6, [2, 1, 1, 1]);  select_6 = None
    repeat_18 = torch.ops.aten.repeat.default(view_17, [1, 2, 4, 12]);  view_17 = None
    add_14 = torch.ops.aten.add.Tensor(repeat_14, repeat_18);  repeat_14 = repeat_18 = None
    gather_3 = torch.ops.aten.gather.default(repeat_15, -1, add_14);  repeat_15 = None
    select_7 = torch.ops.aten.select.int(_softmax_1, 1, 1);  _softmax_1 = None
    view_18 = torch.ops.aten.view.default(select_7, [2, 1, 1, 1]);  select_7 = None
    repeat_19 = torch.ops.aten.repeat.default(view_18, [1, 2, 4, 12]);  view_18 = None
    mul_5 = torch.ops.aten.mul.Tensor(gather_3, repeat_19)
    add_15 = torch.ops.aten.add.Tensor(add_13, mul_5);  add_13 = mul_5 = None
    permute_15 = torch.ops.aten.permute.default(add_15, [0, 3, 1, 2]);  add_15 = None
    clone_15 = torch.ops.aten.clone.default(permute_15, memory_format = torch.contiguous_format);  permute_15 = None
    view_19 = torch.ops.aten.view.default(clone_15, [2, 12, -1]);  clone_15 = None
    view_20 = torch.ops.aten.view.default(view_19, [24, 8]);  view_19 = None
    _param_constant20 = self._param_constant20
    t_7 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    _param_constant21 = self._param_constant21
    addmm_1 = torch.ops.aten.addmm.default(_param_constant21, view_20, t_7);  _param_constant21 = None
    view_21 = torch.ops.aten.view.default(addmm_1, [2, 12, 8]);  addmm_1 = None
    add_16 = torch.ops.aten.add.Tensor(transpose_3, view_21);  transpose_3 = view_21 = None
    slice_21 = torch.ops.aten.slice.Tensor(add_16, 1, 0, 1)
    repeat_20 = torch.ops.aten.repeat.default(slice_21, [1, 2, 1]);  slice_21 = None
    slice_22 = torch.ops.aten.slice.Tensor(add_16, 1, -1, 9223372036854775807)
    repeat_21 = torch.ops.aten.repeat.default(slice_22, [1, 2, 1]);  slice_22 = None
    cat_5 = torch.ops.aten.cat.default([repeat_20, add_16, repeat_21], 1);  repeat_20 = repeat_21 = None
    permute_16 = torch.ops.aten.permute.default(cat_5, [0, 2, 1]);  cat_5 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(permute_16, -2);  permute_16 = None
    avg_pool2d_3 = torch.ops.aten.avg_pool2d.default(unsqueeze_5, [1, 5], [1, 1])
    squeeze_3 = torch.ops.aten.squeeze.dim(avg_pool2d_3, -2);  avg_pool2d_3 = None
    permute_17 = torch.ops.aten.permute.default(squeeze_3, [0, 2, 1]);  squeeze_3 = None
    sub_4 = torch.ops.aten.sub.Tensor(add_16, permute_17);  add_16 = None
    _param_constant22 = self._param_constant22
    t_8 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    clone_16 = torch.ops.aten.clone.default(sub_4, memory_format = torch.contiguous_format)
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_16, [24, 8]);  clone_16 = None
    mm_6 = torch.ops.aten.mm.default(_unsafe_view_12, t_8)
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(mm_6, [2, 12, 8]);  mm_6 = None
    _param_constant23 = self._param_constant23
    add_17 = torch.ops.aten.add.Tensor(_unsafe_view_13, _param_constant23);  _unsafe_view_13 = _param_constant23 = None
    view_22 = torch.ops.aten.view.default(add_17, [2, 12, 2, -1]);  add_17 = None
    view_23 = torch.ops.aten.view.default(sub_3, [32, 8])
    _param_constant24 = self._param_constant24
    t_9 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    _param_constant25 = self._param_constant25
    addmm_2 = torch.ops.aten.addmm.default(_param_constant25, view_23, t_9);  _param_constant25 = None
    view_24 = torch.ops.aten.view.default(addmm_2, [2, 16, 8]);  addmm_2 = None
    view_25 = torch.ops.aten.view.default(view_24, [2, 16, 2, -1]);  view_24 = None
    view_26 = torch.ops.aten.view.default(sub_3, [32, 8]);  sub_3 = None
    _param_constant26 = self._param_constant26
    t_10 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    _param_constant27 = self._param_constant27
    addmm_3 = torch.ops.aten.addmm.default(_param_constant27, view_26, t_10);  _param_constant27 = None
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
    clone_19 = torch.ops.aten.clone.default(_conj_2)
    mul_6 = torch.ops.aten.mul.Tensor(_fft_r2c_4, clone_19);  clone_19 = None
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
    detach_3 = torch.ops.aten.detach.default(_softmax_2)
    repeat_23 = torch.ops.aten.repeat.default(clone_20, [1, 1, 1, 2])
    zeros_like_2 = torch.ops.aten.zeros_like.default(clone_20, pin_memory = False);  clone_20 = None
    select_8 = torch.ops.aten.select.int(getitem_8, 1, 0)
    view_30 = torch.ops.aten.view.default(select_8, [2, 1, 1, 1]);  select_8 = None
    repeat_24 = torch.ops.aten.repeat.default(view_30, [1, 2, 4, 12]);  view_30 = None
    add_18 = torch.ops.aten.add.Tensor(repeat_22, repeat_24);  repeat_24 = None
    gather_4 = torch.ops.aten.gather.default(repeat_23, -1, add_18)
    select_9 = torch.ops.aten.select.int(_softmax_2, 1, 0)
    view_31 = torch.ops.aten.view.default(select_9, [2, 1, 1, 1]);  select_9 = None
    repeat_25 = torch.ops.aten.repeat.default(view_31, [1, 2, 4, 12]);  view_31 = None
    mul_7 = torch.ops.aten.mul.Tensor(gather_4, repeat_25)
    add_19 = torch.ops.aten.add.Tensor(zeros_like_2, mul_7);  zeros_like_2 = mul_7 = None
    select_10 = torch.ops.aten.select.int(getitem_8, 1, 1)
    view_32 = torch.ops.aten.view.default(select_10, [2, 1, 1, 1]);  select_10 = None
    repeat_26 = torch.ops.aten.repeat.default(view_32, [1, 2, 4, 12]);  view_32 = None
    add_20 = torch.ops.aten.add.Tensor(repeat_22, repeat_26);  repeat_22 = repeat_26 = None
    gather_5 = torch.ops.aten.gather.default(repeat_23, -1, add_20);  repeat_23 = None
    select_11 = torch.ops.aten.select.int(_softmax_2, 1, 1);  _softmax_2 = None
    view_33 = torch.ops.aten.view.default(select_11, [2, 1, 1, 1]);  select_11 = None
    repeat_27 = torch.ops.aten.repeat.default(view_33, [1, 2, 4, 12]);  view_33 = None
    mul_8 = torch.ops.aten.mul.Tensor(gather_5, repeat_27)
    add_21 = torch.ops.aten.add.Tensor(add_19, mul_8);  add_19 = mul_8 = None
    permute_21 = torch.ops.aten.permute.default(add_21, [0, 3, 1, 2]);  add_21 = None
    clone_21 = torch.ops.aten.clone.default(permute_21, memory_format = torch.contiguous_format);  permute_21 = None
    view_34 = torch.ops.aten.view.default(clone_21, [2, 12, -1]);  clone_21 = None
    view_35 = torch.ops.aten.view.default(view_34, [24, 8]);  view_34 = None
    _param_constant28 = self._param_constant28
    t_11 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_4 = torch.ops.aten.addmm.default(_param_constant29, view_35, t_11);  _param_constant29 = None
    view_36 = torch.ops.aten.view.default(addmm_4, [2, 12, 8]);  addmm_4 = None
    add_22 = torch.ops.aten.add.Tensor(sub_4, view_36);  sub_4 = view_36 = None
    slice_25 = torch.ops.aten.slice.Tensor(add_22, 1, 0, 1)
    repeat_28 = torch.ops.aten.repeat.default(slice_25, [1, 2, 1]);  slice_25 = None
    slice_26 = torch.ops.aten.slice.Tensor(add_22, 1, -1, 9223372036854775807)
    repeat_29 = torch.ops.aten.repeat.default(slice_26, [1, 2, 1]);  slice_26 = None
    cat_6 = torch.ops.aten.cat.default([repeat_28, add_22, repeat_29], 1);  repeat_28 = repeat_29 = None
    permute_22 = torch.ops.aten.permute.default(cat_6, [0, 2, 1]);  cat_6 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(permute_22, -2);  permute_22 = None
    avg_pool2d_4 = torch.ops.aten.avg_pool2d.default(unsqueeze_6, [1, 5], [1, 1])
    squeeze_4 = torch.ops.aten.squeeze.dim(avg_pool2d_4, -2);  avg_pool2d_4 = None
    permute_23 = torch.ops.aten.permute.default(squeeze_4, [0, 2, 1]);  squeeze_4 = None
    sub_5 = torch.ops.aten.sub.Tensor(add_22, permute_23);  add_22 = None
    transpose_4 = torch.ops.aten.transpose.int(sub_5, -1, 1)
    _param_constant30 = self._param_constant30
    convolution_4 = torch.ops.aten.convolution.default(transpose_4, _param_constant30, None, [1], [0], [1], False, [0], 1);  _param_constant30 = None
    relu_1 = torch.ops.aten.relu.default(convolution_4);  convolution_4 = None
    detach_4 = torch.ops.aten.detach.default(relu_1)
    _param_constant31 = self._param_constant31
    convolution_5 = torch.ops.aten.convolution.default(relu_1, _param_constant31, None, [1], [0], [1], False, [0], 1);  _param_constant31 = None
    transpose_5 = torch.ops.aten.transpose.int(convolution_5, -1, 1);  convolution_5 = None
    add_23 = torch.ops.aten.add.Tensor(sub_5, transpose_5);  sub_5 = transpose_5 = None
    slice_27 = torch.ops.aten.slice.Tensor(add_23, 1, 0, 1)
    repeat_30 = torch.ops.aten.repeat.default(slice_27, [1, 2, 1]);  slice_27 = None
    slice_28 = torch.ops.aten.slice.Tensor(add_23, 1, -1, 9223372036854775807)
    repeat_31 = torch.ops.aten.repeat.default(slice_28, [1, 2, 1]);  slice_28 = None
    cat_7 = torch.ops.aten.cat.default([repeat_30, add_23, repeat_31], 1);  repeat_30 = repeat_31 = None
    permute_24 = torch.ops.aten.permute.default(cat_7, [0, 2, 1]);  cat_7 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(permute_24, -2);  permute_24 = None
    avg_pool2d_5 = torch.ops.aten.avg_pool2d.default(unsqueeze_7, [1, 5], [1, 1])
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
    convolution_6 = torch.ops.aten.convolution.default(new_empty_2, _param_constant32, None, [1], [0], [1], False, [0], 1);  _param_constant32 = None
    transpose_6 = torch.ops.aten.transpose.int(convolution_6, 1, 2);  convolution_6 = None
    add_26 = torch.ops.aten.add.Tensor(cat_1, transpose_6);  cat_1 = transpose_6 = None
    _param_constant33 = self._param_constant33
    _param_constant34 = self._param_constant34
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(sub_6, [8], _param_constant33, _param_constant34, 1e-05);  _param_constant33 = _param_constant34 = None
    getitem_9 = native_layer_norm_1[0]
    getitem_10 = native_layer_norm_1[1]
    getitem_11 = native_layer_norm_1[2];  native_layer_norm_1 = None
    mean_8 = torch.ops.aten.mean.dim(getitem_9, [1])
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(mean_8, 1);  mean_8 = None
    repeat_32 = torch.ops.aten.repeat.default(unsqueeze_8, [1, 12, 1]);  unsqueeze_8 = None
    sub_7 = torch.ops.aten.sub.Tensor(getitem_9, repeat_32);  getitem_9 = repeat_32 = None
    view_37 = torch.ops.aten.view.default(sub_7, [24, 8]);  sub_7 = None
    _param_constant35 = self._param_constant35
    t_12 = torch.ops.aten.t.default(_param_constant35);  _param_constant35 = None
    _param_constant36 = self._param_constant36
    addmm_5 = torch.ops.aten.addmm.default(_param_constant36, view_37, t_12);  _param_constant36 = None
    view_38 = torch.ops.aten.view.default(addmm_5, [2, 12, 2]);  addmm_5 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, view_38);  add_26 = view_38 = None
    slice_35 = torch.ops.aten.slice.Tensor(add_27, 1, -4, 9223372036854775807);  add_27 = None
    mse_loss = torch.ops.aten.mse_loss.default(slice_35, target_1)
    ones_like = torch.ops.aten.ones_like.default(mse_loss, pin_memory = False, memory_format = torch.preserve_format)
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(ones_like, slice_35, target_1, 1);  ones_like = slice_35 = target_1 = None
    slice_backward = torch.ops.aten.slice_backward.default(mse_loss_backward, [2, 12, 2], 1, -4, 9223372036854775807, 1);  mse_loss_backward = None
    view_39 = torch.ops.aten.view.default(slice_backward, [24, 2])
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm_7 = torch.ops.aten.mm.default(view_39, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(view_39)
    mm_8 = torch.ops.aten.mm.default(t_14, view_37);  t_14 = view_37 = None
    t_15 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_39, [0], True);  view_39 = None
    view_40 = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    view_41 = torch.ops.aten.view.default(mm_7, [2, 12, 8]);  mm_7 = None
    neg = torch.ops.aten.neg.default(view_41)
    view_42 = torch.ops.aten.view.default(neg, [2, 12, 1, 8]);  neg = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_42, [1]);  view_42 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(sum_2, 1);  sum_2 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(squeeze_6, 1);  squeeze_6 = None
    expand = torch.ops.aten.expand.default(unsqueeze_9, [2, 12, 8]);  unsqueeze_9 = None
    div = torch.ops.aten.div.Scalar(expand, 12);  expand = None
    add_28 = torch.ops.aten.add.Tensor(view_41, div);  view_41 = div = None
    _param_constant33_1 = self._param_constant33
    _param_constant34_1 = self._param_constant34
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(add_28, sub_6, [8], getitem_10, getitem_11, _param_constant33_1, _param_constant34_1, [True, True, True]);  add_28 = sub_6 = getitem_10 = getitem_11 = _param_constant33_1 = _param_constant34_1 = None
    getitem_12 = native_layer_norm_backward[0]
    getitem_13 = native_layer_norm_backward[1]
    getitem_14 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    transpose_7 = torch.ops.aten.transpose.int(slice_backward, 1, 2);  slice_backward = None
    _param_constant32_1 = self._param_constant32
    convolution_backward = torch.ops.aten.convolution_backward.default(transpose_7, new_empty_2, _param_constant32_1, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  transpose_7 = new_empty_2 = _param_constant32_1 = None
    getitem_15 = convolution_backward[0]
    getitem_16 = convolution_backward[1]
    getitem_17 = convolution_backward[2];  convolution_backward = getitem_17 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(getitem_15, [2, 8, 14], [112, 14, 1])
    copy__9 = torch.ops.aten.copy_.default(new_empty_strided, getitem_15);  new_empty_strided = getitem_15 = None
    as_strided = torch.ops.aten.as_strided.default(copy__9, [2, 8, 1], [112, 14, 1], 13)
    clone_22 = torch.ops.aten.clone.default(as_strided, memory_format = torch.contiguous_format)
    zeros_like_3 = torch.ops.aten.zeros_like.default(clone_22, memory_format = torch.contiguous_format)
    copy__10 = torch.ops.aten.copy_.default(as_strided, zeros_like_3);  as_strided = zeros_like_3 = copy__10 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(clone_22, [2, 8, 14], 2, 1, 2, 1);  clone_22 = None
    add_29 = torch.ops.aten.add.Tensor(copy__9, slice_backward_1);  copy__9 = slice_backward_1 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(add_29, [2, 8, 14], [112, 14, 1])
    copy__11 = torch.ops.aten.copy_.default(new_empty_strided_1, add_29);  new_empty_strided_1 = add_29 = None
    as_strided_1 = torch.ops.aten.as_strided.default(copy__11, [2, 8, 1], [112, 14, 1], 0)
    clone_23 = torch.ops.aten.clone.default(as_strided_1, memory_format = torch.contiguous_format)
    zeros_like_4 = torch.ops.aten.zeros_like.default(clone_23, memory_format = torch.contiguous_format)
    copy__12 = torch.ops.aten.copy_.default(as_strided_1, zeros_like_4);  as_strided_1 = zeros_like_4 = copy__12 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(clone_23, [2, 8, 14], 2, 12, 13, 1);  clone_23 = None
    add_30 = torch.ops.aten.add.Tensor(copy__11, slice_backward_2);  copy__11 = slice_backward_2 = None
    new_empty_strided_2 = torch.ops.aten.new_empty_strided.default(add_30, [2, 8, 14], [112, 14, 1])
    copy__13 = torch.ops.aten.copy_.default(new_empty_strided_2, add_30);  new_empty_strided_2 = add_30 = None
    as_strided_2 = torch.ops.aten.as_strided.default(copy__13, [2, 8, 12], [112, 14, 1], 1);  copy__13 = None
    clone_24 = torch.ops.aten.clone.default(as_strided_2, memory_format = torch.contiguous_format);  as_strided_2 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(clone_24, [2, 8, 12], 2, 0, 12, 1);  clone_24 = None
    permute_27 = torch.ops.aten.permute.default(slice_backward_3, [0, 2, 1]);  slice_backward_3 = None
    neg_1 = torch.ops.aten.neg.default(getitem_12)
    add_31 = torch.ops.aten.add.Tensor(permute_27, neg_1);  neg_1 = None
    permute_28 = torch.ops.aten.permute.default(add_31, [0, 2, 1]);  add_31 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(permute_28, 2);  permute_28 = None
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_10, unsqueeze_7, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_10 = unsqueeze_7 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(avg_pool2d_backward, -2);  avg_pool2d_backward = None
    permute_29 = torch.ops.aten.permute.default(squeeze_7, [0, 2, 1]);  squeeze_7 = None
    slice_36 = torch.ops.aten.slice.Tensor(permute_29, 1, 0, 2)
    slice_37 = torch.ops.aten.slice.Tensor(permute_29, 1, 2, 14)
    slice_38 = torch.ops.aten.slice.Tensor(permute_29, 1, 14, 16);  permute_29 = None
    add_32 = torch.ops.aten.add.Tensor(getitem_12, slice_37);  getitem_12 = slice_37 = None
    view_43 = torch.ops.aten.view.default(slice_38, [2, 2, 1, 8]);  slice_38 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_43, [1]);  view_43 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(sum_3, [2, 12, 8], 1, -1, 9223372036854775807, 1);  sum_3 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, slice_backward_4);  add_32 = slice_backward_4 = None
    view_44 = torch.ops.aten.view.default(slice_36, [2, 2, 1, 8]);  slice_36 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_44, [1]);  view_44 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(sum_4, [2, 12, 8], 1, 0, 1, 1);  sum_4 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, slice_backward_5);  add_33 = slice_backward_5 = None
    transpose_8 = torch.ops.aten.transpose.int(add_34, -1, 1)
    _param_constant31_1 = self._param_constant31
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(transpose_8, relu_1, _param_constant31_1, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  transpose_8 = relu_1 = _param_constant31_1 = None
    getitem_18 = convolution_backward_1[0]
    getitem_19 = convolution_backward_1[1]
    getitem_20 = convolution_backward_1[2];  convolution_backward_1 = getitem_20 = None
    detach_5 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(getitem_18, detach_5, 0);  getitem_18 = detach_5 = None
    _param_constant30_1 = self._param_constant30
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(threshold_backward, transpose_4, _param_constant30_1, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  threshold_backward = transpose_4 = _param_constant30_1 = None
    getitem_21 = convolution_backward_2[0]
    getitem_22 = convolution_backward_2[1]
    getitem_23 = convolution_backward_2[2];  convolution_backward_2 = getitem_23 = None
    transpose_9 = torch.ops.aten.transpose.int(getitem_21, -1, 1);  getitem_21 = None
    add_35 = torch.ops.aten.add.Tensor(add_34, transpose_9);  add_34 = transpose_9 = None
    neg_2 = torch.ops.aten.neg.default(add_35)
    add_36 = torch.ops.aten.add.Tensor(permute_27, neg_2);  neg_2 = None
    permute_30 = torch.ops.aten.permute.default(add_36, [0, 2, 1]);  add_36 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(permute_30, 2);  permute_30 = None
    avg_pool2d_backward_1 = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_11, unsqueeze_6, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_11 = unsqueeze_6 = None
    squeeze_8 = torch.ops.aten.squeeze.dim(avg_pool2d_backward_1, -2);  avg_pool2d_backward_1 = None
    permute_31 = torch.ops.aten.permute.default(squeeze_8, [0, 2, 1]);  squeeze_8 = None
    slice_39 = torch.ops.aten.slice.Tensor(permute_31, 1, 0, 2)
    slice_40 = torch.ops.aten.slice.Tensor(permute_31, 1, 2, 14)
    slice_41 = torch.ops.aten.slice.Tensor(permute_31, 1, 14, 16);  permute_31 = None
    add_37 = torch.ops.aten.add.Tensor(add_35, slice_40);  add_35 = slice_40 = None
    view_45 = torch.ops.aten.view.default(slice_41, [2, 2, 1, 8]);  slice_41 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_45, [1]);  view_45 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(sum_5, [2, 12, 8], 1, -1, 9223372036854775807, 1);  sum_5 = None
    add_38 = torch.ops.aten.add.Tensor(add_37, slice_backward_6);  add_37 = slice_backward_6 = None
    view_46 = torch.ops.aten.view.default(slice_39, [2, 2, 1, 8]);  slice_39 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_46, [1]);  view_46 = None
    slice_backward_7 = torch.ops.aten.slice_backward.default(sum_6, [2, 12, 8], 1, 0, 1, 1);  sum_6 = None
    add_39 = torch.ops.aten.add.Tensor(add_38, slice_backward_7);  add_38 = slice_backward_7 = None
    view_47 = torch.ops.aten.view.default(add_39, [24, 8])
    t_17 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_9 = torch.ops.aten.mm.default(view_47, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_47)
    mm_10 = torch.ops.aten.mm.default(t_18, view_35);  t_18 = view_35 = None
    t_19 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_47, [0], True);  view_47 = None
    view_48 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    view_49 = torch.ops.aten.view.default(mm_9, [2, 12, 8]);  mm_9 = None
    view_50 = torch.ops.aten.view.default(view_49, [2, 12, 2, 4]);  view_49 = None
    permute_32 = torch.ops.aten.permute.default(view_50, [0, 2, 3, 1]);  view_50 = None
    mul_9 = torch.ops.aten.mul.Tensor(permute_32, gather_5);  gather_5 = None
    mul_10 = torch.ops.aten.mul.Tensor(permute_32, repeat_27);  repeat_27 = None
    view_51 = torch.ops.aten.view.default(mul_9, [2, 2, 1, 4, 1, 12, 1]);  mul_9 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_51, [1, 3, 5]);  view_51 = None
    view_52 = torch.ops.aten.view.default(sum_8, [2]);  sum_8 = None
    select_backward = torch.ops.aten.select_backward.default(view_52, [2, 2], 1, 1);  view_52 = None
    new_zeros = torch.ops.aten.new_zeros.default(mul_10, [2, 2, 4, 24])
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, -1, add_20, mul_10);  new_zeros = add_20 = mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(permute_32, gather_4);  gather_4 = None
    mul_12 = torch.ops.aten.mul.Tensor(permute_32, repeat_25);  permute_32 = repeat_25 = None
    view_53 = torch.ops.aten.view.default(mul_11, [2, 2, 1, 4, 1, 12, 1]);  mul_11 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_53, [1, 3, 5]);  view_53 = None
    view_54 = torch.ops.aten.view.default(sum_9, [2]);  sum_9 = None
    select_backward_1 = torch.ops.aten.select_backward.default(view_54, [2, 2], 1, 0);  view_54 = None
    add_40 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(mul_12, [2, 2, 4, 24])
    scatter_add_1 = torch.ops.aten.scatter_add.default(new_zeros_1, -1, add_18, mul_12);  new_zeros_1 = add_18 = mul_12 = None
    add_41 = torch.ops.aten.add.Tensor(scatter_add, scatter_add_1);  scatter_add = scatter_add_1 = None
    view_55 = torch.ops.aten.view.default(add_41, [2, 2, 4, 2, 12]);  add_41 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_55, [3]);  view_55 = None
    detach_6 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(add_40, detach_6, -1, torch.float32);  add_40 = detach_6 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(_softmax_backward_data, [2, 12])
    scatter = torch.ops.aten.scatter.src(new_zeros_2, -1, getitem_8, _softmax_backward_data);  new_zeros_2 = getitem_8 = _softmax_backward_data = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(scatter, 1);  scatter = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_12, [2, 4, 12]);  unsqueeze_12 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(div_1, 1);  div_1 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_13, [2, 2, 4, 12]);  unsqueeze_13 = None
    div_2 = torch.ops.aten.div.Scalar(expand_2, 2);  expand_2 = None
    permute_33 = torch.ops.aten.permute.default(sum_10, [0, 3, 1, 2]);  sum_10 = None
    _fft_r2c_6 = torch.ops.aten._fft_r2c.default(div_2, [3], 2, True);  div_2 = None
    slice_42 = torch.ops.aten.slice.Tensor(_fft_r2c_6, 3, 1, 6)
    mul_ = torch.ops.aten.mul_.Scalar(slice_42, 2);  slice_42 = mul_ = None
    _conj_3 = torch.ops.aten._conj.default(_fft_r2c_4);  _fft_r2c_4 = None
    clone_25 = torch.ops.aten.clone.default(_conj_3);  _conj_3 = None
    mul_13 = torch.ops.aten.mul.Tensor(_fft_r2c_6, clone_25);  clone_25 = None
    _conj_4 = torch.ops.aten._conj.default(_conj_2);  _conj_2 = None
    mul_14 = torch.ops.aten.mul.Tensor(_fft_r2c_6, _conj_4);  _fft_r2c_6 = _conj_4 = None
    _conj_5 = torch.ops.aten._conj.default(mul_13);  mul_13 = None
    clone_26 = torch.ops.aten.clone.default(_conj_5)
    new_zeros_3 = torch.ops.aten.new_zeros.default(clone_26, [2, 2, 4, 12]);  clone_26 = None
    slice_43 = torch.ops.aten.slice.Tensor(new_zeros_3, 3, 0, 7)
    copy__14 = torch.ops.aten.copy_.default(slice_43, _conj_5);  slice_43 = _conj_5 = copy__14 = None
    _fft_c2c = torch.ops.aten._fft_c2c.default(new_zeros_3, [3], 0, False);  new_zeros_3 = None
    view_as_real = torch.ops.aten.view_as_real.default(_fft_c2c);  _fft_c2c = None
    select_12 = torch.ops.aten.select.int(view_as_real, 4, 0);  view_as_real = None
    permute_34 = torch.ops.aten.permute.default(select_12, [0, 3, 1, 2]);  select_12 = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(mul_14, [2, 2, 4, 12])
    slice_44 = torch.ops.aten.slice.Tensor(new_zeros_4, 3, 0, 7)
    copy__15 = torch.ops.aten.copy_.default(slice_44, mul_14);  slice_44 = mul_14 = copy__15 = None
    _fft_c2c_1 = torch.ops.aten._fft_c2c.default(new_zeros_4, [3], 0, False);  new_zeros_4 = None
    view_as_real_1 = torch.ops.aten.view_as_real.default(_fft_c2c_1);  _fft_c2c_1 = None
    select_13 = torch.ops.aten.select.int(view_as_real_1, 4, 0);  view_as_real_1 = None
    permute_35 = torch.ops.aten.permute.default(select_13, [0, 3, 1, 2]);  select_13 = None
    slice_backward_8 = torch.ops.aten.slice_backward.default(permute_34, [2, 16, 2, 4], 1, 0, 12, 1);  permute_34 = None
    slice_backward_9 = torch.ops.aten.slice_backward.default(permute_33, [2, 16, 2, 4], 1, 0, 12, 1);  permute_33 = None
    view_56 = torch.ops.aten.view.default(slice_backward_9, [2, 16, 8]);  slice_backward_9 = None
    view_57 = torch.ops.aten.view.default(view_56, [32, 8]);  view_56 = None
    t_21 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_11 = torch.ops.aten.mm.default(view_57, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(view_57)
    mm_12 = torch.ops.aten.mm.default(t_22, view_26);  t_22 = view_26 = None
    t_23 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_57, [0], True);  view_57 = None
    view_58 = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    view_59 = torch.ops.aten.view.default(mm_11, [2, 16, 8]);  mm_11 = None
    view_60 = torch.ops.aten.view.default(slice_backward_8, [2, 16, 8]);  slice_backward_8 = None
    view_61 = torch.ops.aten.view.default(view_60, [32, 8]);  view_60 = None
    t_25 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_13 = torch.ops.aten.mm.default(view_61, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(view_61)
    mm_14 = torch.ops.aten.mm.default(t_26, view_23);  t_26 = view_23 = None
    t_27 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_61, [0], True);  view_61 = None
    view_62 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    view_63 = torch.ops.aten.view.default(mm_13, [2, 16, 8]);  mm_13 = None
    add_42 = torch.ops.aten.add.Tensor(view_59, view_63);  view_59 = view_63 = None
    view_64 = torch.ops.aten.view.default(permute_35, [2, 12, 8]);  permute_35 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_64, [0, 1], True)
    view_65 = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
    clone_27 = torch.ops.aten.clone.default(view_64, memory_format = torch.contiguous_format);  view_64 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_27, [24, 8]);  clone_27 = None
    t_29 = torch.ops.aten.t.default(_unsafe_view_14)
    mm_15 = torch.ops.aten.mm.default(t_29, _unsafe_view_12);  t_29 = _unsafe_view_12 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    t_31 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_16 = torch.ops.aten.mm.default(_unsafe_view_14, t_31);  _unsafe_view_14 = t_31 = None
    view_66 = torch.ops.aten.view.default(mm_16, [2, 12, 8]);  mm_16 = None
    add_43 = torch.ops.aten.add.Tensor(add_39, view_66);  add_39 = view_66 = None
    t_32 = torch.ops.aten.t.default(t_30);  t_30 = None
    neg_3 = torch.ops.aten.neg.default(add_43)
    add_44 = torch.ops.aten.add.Tensor(permute_27, neg_3);  permute_27 = neg_3 = None
    permute_36 = torch.ops.aten.permute.default(add_44, [0, 2, 1]);  add_44 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(permute_36, 2);  permute_36 = None
    avg_pool2d_backward_2 = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_14, unsqueeze_5, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_14 = unsqueeze_5 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(avg_pool2d_backward_2, -2);  avg_pool2d_backward_2 = None
    permute_37 = torch.ops.aten.permute.default(squeeze_9, [0, 2, 1]);  squeeze_9 = None
    slice_45 = torch.ops.aten.slice.Tensor(permute_37, 1, 0, 2)
    slice_46 = torch.ops.aten.slice.Tensor(permute_37, 1, 2, 14)
    slice_47 = torch.ops.aten.slice.Tensor(permute_37, 1, 14, 16);  permute_37 = None
    add_45 = torch.ops.aten.add.Tensor(add_43, slice_46);  add_43 = slice_46 = None
    view_67 = torch.ops.aten.view.default(slice_47, [2, 2, 1, 8]);  slice_47 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_67, [1]);  view_67 = None
    slice_backward_10 = torch.ops.aten.slice_backward.default(sum_14, [2, 12, 8], 1, -1, 9223372036854775807, 1);  sum_14 = None
    add_46 = torch.ops.aten.add.Tensor(add_45, slice_backward_10);  add_45 = slice_backward_10 = None
    view_68 = torch.ops.aten.view.default(slice_45, [2, 2, 1, 8]);  slice_45 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_68, [1]);  view_68 = None
    slice_backward_11 = torch.ops.aten.slice_backward.default(sum_15, [2, 12, 8], 1, 0, 1, 1);  sum_15 = None
    add_47 = torch.ops.aten.add.Tensor(add_46, slice_backward_11);  add_46 = slice_backward_11 = None
    view_69 = torch.ops.aten.view.default(add_47, [24, 8])
    t_33 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_17 = torch.ops.aten.mm.default(view_69, t_33);  t_33 = None
    t_34 = torch.ops.aten.t.default(view_69)
    mm_18 = torch.ops.aten.mm.default(t_34, view_20);  t_34 = view_20 = None
    t_35 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_69, [0], True);  view_69 = None
    view_70 = torch.ops.aten.view.default(sum_16, [8]);  sum_16 = None
    t_36 = torch.ops.aten.t.default(t_35);  t_35 = None
    view_71 = torch.ops.aten.view.default(mm_17, [2, 12, 8]);  mm_17 = None
    view_72 = torch.ops.aten.view.default(view_71, [2, 12, 2, 4]);  view_71 = None
    permute_38 = torch.ops.aten.permute.default(view_72, [0, 2, 3, 1]);  view_72 = None
    mul_15 = torch.ops.aten.mul.Tensor(permute_38, gather_3);  gather_3 = None
    mul_16 = torch.ops.aten.mul.Tensor(permute_38, repeat_19);  repeat_19 = None
    view_73 = torch.ops.aten.view.default(mul_15, [2, 2, 1, 4, 1, 12, 1]);  mul_15 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_73, [1, 3, 5]);  view_73 = None
    view_74 = torch.ops.aten.view.default(sum_17, [2]);  sum_17 = None
    select_backward_2 = torch.ops.aten.select_backward.default(view_74, [2, 2], 1, 1);  view_74 = None
    new_zeros_5 = torch.ops.aten.new_zeros.default(mul_16, [2, 2, 4, 24])
    scatter_add_2 = torch.ops.aten.scatter_add.default(new_zeros_5, -1, add_14, mul_16);  new_zeros_5 = add_14 = mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(permute_38, gather_2);  gather_2 = None
    mul_18 = torch.ops.aten.mul.Tensor(permute_38, repeat_17);  permute_38 = repeat_17 = None
    view_75 = torch.ops.aten.view.default(mul_17, [2, 2, 1, 4, 1, 12, 1]);  mul_17 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_75, [1, 3, 5]);  view_75 = None
    view_76 = torch.ops.aten.view.default(sum_18, [2]);  sum_18 = None
    select_backward_3 = torch.ops.aten.select_backward.default(view_76, [2, 2], 1, 0);  view_76 = None
    add_48 = torch.ops.aten.add.Tensor(select_backward_2, select_backward_3);  select_backward_2 = select_backward_3 = None
    new_zeros_6 = torch.ops.aten.new_zeros.default(mul_18, [2, 2, 4, 24])
    scatter_add_3 = torch.ops.aten.scatter_add.default(new_zeros_6, -1, add_12, mul_18);  new_zeros_6 = add_12 = mul_18 = None
    add_49 = torch.ops.aten.add.Tensor(scatter_add_2, scatter_add_3);  scatter_add_2 = scatter_add_3 = None
    view_77 = torch.ops.aten.view.default(add_49, [2, 2, 4, 2, 12]);  add_49 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_77, [3]);  view_77 = None
    detach_7 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(add_48, detach_7, -1, torch.float32);  add_48 = detach_7 = None
    new_zeros_7 = torch.ops.aten.new_zeros.default(_softmax_backward_data_1, [2, 12])
    scatter_1 = torch.ops.aten.scatter.src(new_zeros_7, -1, getitem_6, _softmax_backward_data_1);  new_zeros_7 = getitem_6 = _softmax_backward_data_1 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(scatter_1, 1);  scatter_1 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_15, [2, 4, 12]);  unsqueeze_15 = None
    div_3 = torch.ops.aten.div.Scalar(expand_3, 4);  expand_3 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(div_3, 1);  div_3 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_16, [2, 2, 4, 12]);  unsqueeze_16 = None
    div_4 = torch.ops.aten.div.Scalar(expand_4, 2);  expand_4 = None
    permute_39 = torch.ops.aten.permute.default(sum_19, [0, 3, 1, 2]);  sum_19 = None
    _fft_r2c_7 = torch.ops.aten._fft_r2c.default(div_4, [3], 2, True);  div_4 = None
    slice_48 = torch.ops.aten.slice.Tensor(_fft_r2c_7, 3, 1, 6)
    mul__1 = torch.ops.aten.mul_.Scalar(slice_48, 2);  slice_48 = mul__1 = None
    _conj_6 = torch.ops.aten._conj.default(_fft_r2c_2);  _fft_r2c_2 = None
    clone_28 = torch.ops.aten.clone.default(_conj_6);  _conj_6 = None
    mul_19 = torch.ops.aten.mul.Tensor(_fft_r2c_7, clone_28);  clone_28 = None
    _conj_7 = torch.ops.aten._conj.default(_conj_1);  _conj_1 = None
    mul_20 = torch.ops.aten.mul.Tensor(_fft_r2c_7, _conj_7);  _fft_r2c_7 = _conj_7 = None
    _conj_8 = torch.ops.aten._conj.default(mul_19);  mul_19 = None
    clone_29 = torch.ops.aten.clone.default(_conj_8)
    new_zeros_8 = torch.ops.aten.new_zeros.default(clone_29, [2, 2, 4, 12]);  clone_29 = None
    slice_49 = torch.ops.aten.slice.Tensor(new_zeros_8, 3, 0, 7)
    copy__16 = torch.ops.aten.copy_.default(slice_49, _conj_8);  slice_49 = _conj_8 = copy__16 = None
    _fft_c2c_2 = torch.ops.aten._fft_c2c.default(new_zeros_8, [3], 0, False);  new_zeros_8 = None
    view_as_real_2 = torch.ops.aten.view_as_real.default(_fft_c2c_2);  _fft_c2c_2 = None
    select_14 = torch.ops.aten.select.int(view_as_real_2, 4, 0);  view_as_real_2 = None
    permute_40 = torch.ops.aten.permute.default(select_14, [0, 3, 1, 2]);  select_14 = None
    new_zeros_9 = torch.ops.aten.new_zeros.default(mul_20, [2, 2, 4, 12])
    slice_50 = torch.ops.aten.slice.Tensor(new_zeros_9, 3, 0, 7)
    copy__17 = torch.ops.aten.copy_.default(slice_50, mul_20);  slice_50 = mul_20 = copy__17 = None
    _fft_c2c_3 = torch.ops.aten._fft_c2c.default(new_zeros_9, [3], 0, False);  new_zeros_9 = None
    view_as_real_3 = torch.ops.aten.view_as_real.default(_fft_c2c_3);  _fft_c2c_3 = None
    select_15 = torch.ops.aten.select.int(view_as_real_3, 4, 0);  view_as_real_3 = None
    permute_41 = torch.ops.aten.permute.default(select_15, [0, 3, 1, 2]);  select_15 = None
    view_78 = torch.ops.aten.view.default(permute_39, [2, 12, 8]);  permute_39 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_78, [0, 1], True)
    view_79 = torch.ops.aten.view.default(sum_20, [8]);  sum_20 = None
    clone_30 = torch.ops.aten.clone.default(view_78, memory_format = torch.contiguous_format);  view_78 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_30, [24, 8]);  clone_30 = None
    t_37 = torch.ops.aten.t.default(_unsafe_view_15)
    mm_19 = torch.ops.aten.mm.default(t_37, _unsafe_view_10);  t_37 = _unsafe_view_10 = None
    t_38 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    t_39 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_20 = torch.ops.aten.mm.default(_unsafe_view_15, t_39);  _unsafe_view_15 = t_39 = None
    view_80 = torch.ops.aten.view.default(mm_20, [2, 12, 8]);  mm_20 = None
    add_50 = torch.ops.aten.add.Tensor(add_47, view_80);  add_47 = view_80 = None
    t_40 = torch.ops.aten.t.default(t_38);  t_38 = None
    view_81 = torch.ops.aten.view.default(permute_40, [2, 12, 8]);  permute_40 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_81, [0, 1], True)
    view_82 = torch.ops.aten.view.default(sum_21, [8]);  sum_21 = None
    clone_31 = torch.ops.aten.clone.default(view_81, memory_format = torch.contiguous_format);  view_81 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_31, [24, 8]);  clone_31 = None
    t_41 = torch.ops.aten.t.default(_unsafe_view_16)
    mm_21 = torch.ops.aten.mm.default(t_41, _unsafe_view_8);  t_41 = _unsafe_view_8 = None
    t_42 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    t_43 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_22 = torch.ops.aten.mm.default(_unsafe_view_16, t_43);  _unsafe_view_16 = t_43 = None
    view_83 = torch.ops.aten.view.default(mm_22, [2, 12, 8]);  mm_22 = None
    add_51 = torch.ops.aten.add.Tensor(add_50, view_83);  add_50 = view_83 = None
    t_44 = torch.ops.aten.t.default(t_42);  t_42 = None
    view_84 = torch.ops.aten.view.default(permute_41, [2, 12, 8]);  permute_41 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_84, [0, 1], True)
    view_85 = torch.ops.aten.view.default(sum_22, [8]);  sum_22 = None
    clone_32 = torch.ops.aten.clone.default(view_84, memory_format = torch.contiguous_format);  view_84 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(clone_32, [24, 8]);  clone_32 = None
    t_45 = torch.ops.aten.t.default(_unsafe_view_17)
    mm_23 = torch.ops.aten.mm.default(t_45, _unsafe_view_6);  t_45 = _unsafe_view_6 = None
    t_46 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    t_47 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_24 = torch.ops.aten.mm.default(_unsafe_view_17, t_47);  _unsafe_view_17 = t_47 = None
    view_86 = torch.ops.aten.view.default(mm_24, [2, 12, 8]);  mm_24 = None
    add_52 = torch.ops.aten.add.Tensor(add_51, view_86);  add_51 = view_86 = None
    t_48 = torch.ops.aten.t.default(t_46);  t_46 = None
    transpose_10 = torch.ops.aten.transpose.int(add_52, 1, 2);  add_52 = None
    _param_constant13_1 = self._param_constant13
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(transpose_10, new_empty_1, _param_constant13_1, [0], [1], [0], [1], False, [0], 1, [False, True, False]);  transpose_10 = new_empty_1 = _param_constant13_1 = None
    getitem_24 = convolution_backward_3[0];  getitem_24 = None
    getitem_25 = convolution_backward_3[1]
    getitem_26 = convolution_backward_3[2];  convolution_backward_3 = getitem_26 = None
    neg_4 = torch.ops.aten.neg.default(add_42)
    view_87 = torch.ops.aten.view.default(neg_4, [2, 16, 1, 8]);  neg_4 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(view_87, [1]);  view_87 = None
    squeeze_10 = torch.ops.aten.squeeze.dim(sum_23, 1);  sum_23 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(squeeze_10, 1);  squeeze_10 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_17, [2, 16, 8]);  unsqueeze_17 = None
    div_5 = torch.ops.aten.div.Scalar(expand_5, 16);  expand_5 = None
    add_53 = torch.ops.aten.add.Tensor(add_42, div_5);  add_42 = div_5 = None
    _param_constant11_1 = self._param_constant11
    _param_constant12_1 = self._param_constant12
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_53, sub_2, [8], getitem_3, getitem_4, _param_constant11_1, _param_constant12_1, [True, True, True]);  add_53 = sub_2 = getitem_3 = getitem_4 = _param_constant11_1 = _param_constant12_1 = None
    getitem_27 = native_layer_norm_backward_1[0]
    getitem_28 = native_layer_norm_backward_1[1]
    getitem_29 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    neg_5 = torch.ops.aten.neg.default(getitem_27)
    permute_42 = torch.ops.aten.permute.default(neg_5, [0, 2, 1]);  neg_5 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(permute_42, 2);  permute_42 = None
    avg_pool2d_backward_3 = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_18, unsqueeze_3, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_18 = unsqueeze_3 = None
    squeeze_11 = torch.ops.aten.squeeze.dim(avg_pool2d_backward_3, -2);  avg_pool2d_backward_3 = None
    permute_43 = torch.ops.aten.permute.default(squeeze_11, [0, 2, 1]);  squeeze_11 = None
    slice_51 = torch.ops.aten.slice.Tensor(permute_43, 1, 0, 2)
    slice_52 = torch.ops.aten.slice.Tensor(permute_43, 1, 2, 18)
    slice_53 = torch.ops.aten.slice.Tensor(permute_43, 1, 18, 20);  permute_43 = None
    add_54 = torch.ops.aten.add.Tensor(getitem_27, slice_52);  getitem_27 = slice_52 = None
    view_88 = torch.ops.aten.view.default(slice_53, [2, 2, 1, 8]);  slice_53 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(view_88, [1]);  view_88 = None
    slice_backward_12 = torch.ops.aten.slice_backward.default(sum_24, [2, 16, 8], 1, -1, 9223372036854775807, 1);  sum_24 = None
    add_55 = torch.ops.aten.add.Tensor(add_54, slice_backward_12);  add_54 = slice_backward_12 = None
    view_89 = torch.ops.aten.view.default(slice_51, [2, 2, 1, 8]);  slice_51 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(view_89, [1]);  view_89 = None
    slice_backward_13 = torch.ops.aten.slice_backward.default(sum_25, [2, 16, 8], 1, 0, 1, 1);  sum_25 = None
    add_56 = torch.ops.aten.add.Tensor(add_55, slice_backward_13);  add_55 = slice_backward_13 = None
    transpose_11 = torch.ops.aten.transpose.int(add_56, -1, 1)
    _param_constant10_1 = self._param_constant10
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(transpose_11, relu, _param_constant10_1, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  transpose_11 = relu = _param_constant10_1 = None
    getitem_30 = convolution_backward_4[0]
    getitem_31 = convolution_backward_4[1]
    getitem_32 = convolution_backward_4[2];  convolution_backward_4 = getitem_32 = None
    detach_8 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_30, detach_8, 0);  getitem_30 = detach_8 = None
    _param_constant9_1 = self._param_constant9
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(threshold_backward_1, transpose_1, _param_constant9_1, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  threshold_backward_1 = transpose_1 = _param_constant9_1 = None
    getitem_33 = convolution_backward_5[0]
    getitem_34 = convolution_backward_5[1]
    getitem_35 = convolution_backward_5[2];  convolution_backward_5 = getitem_35 = None
    transpose_12 = torch.ops.aten.transpose.int(getitem_33, -1, 1);  getitem_33 = None
    add_57 = torch.ops.aten.add.Tensor(add_56, transpose_12);  add_56 = transpose_12 = None
    neg_6 = torch.ops.aten.neg.default(add_57)
    permute_44 = torch.ops.aten.permute.default(neg_6, [0, 2, 1]);  neg_6 = None
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(permute_44, 2);  permute_44 = None
    avg_pool2d_backward_4 = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_19, unsqueeze_2, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_19 = unsqueeze_2 = None
    squeeze_12 = torch.ops.aten.squeeze.dim(avg_pool2d_backward_4, -2);  avg_pool2d_backward_4 = None
    permute_45 = torch.ops.aten.permute.default(squeeze_12, [0, 2, 1]);  squeeze_12 = None
    slice_54 = torch.ops.aten.slice.Tensor(permute_45, 1, 0, 2)
    slice_55 = torch.ops.aten.slice.Tensor(permute_45, 1, 2, 18)
    slice_56 = torch.ops.aten.slice.Tensor(permute_45, 1, 18, 20);  permute_45 = None
    add_58 = torch.ops.aten.add.Tensor(add_57, slice_55);  add_57 = slice_55 = None
    view_90 = torch.ops.aten.view.default(slice_56, [2, 2, 1, 8]);  slice_56 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_90, [1]);  view_90 = None
    slice_backward_14 = torch.ops.aten.slice_backward.default(sum_26, [2, 16, 8], 1, -1, 9223372036854775807, 1);  sum_26 = None
    add_59 = torch.ops.aten.add.Tensor(add_58, slice_backward_14);  add_58 = slice_backward_14 = None
    view_91 = torch.ops.aten.view.default(slice_54, [2, 2, 1, 8]);  slice_54 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_91, [1]);  view_91 = None
    slice_backward_15 = torch.ops.aten.slice_backward.default(sum_27, [2, 16, 8], 1, 0, 1, 1);  sum_27 = None
    add_60 = torch.ops.aten.add.Tensor(add_59, slice_backward_15);  add_59 = slice_backward_15 = None
    view_92 = torch.ops.aten.view.default(add_60, [32, 8])
    t_49 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_25 = torch.ops.aten.mm.default(view_92, t_49);  t_49 = None
    t_50 = torch.ops.aten.t.default(view_92)
    mm_26 = torch.ops.aten.mm.default(t_50, view_9);  t_50 = view_9 = None
    t_51 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(view_92, [0], True);  view_92 = None
    view_93 = torch.ops.aten.view.default(sum_28, [8]);  sum_28 = None
    t_52 = torch.ops.aten.t.default(t_51);  t_51 = None
    view_94 = torch.ops.aten.view.default(mm_25, [2, 16, 8]);  mm_25 = None
    view_95 = torch.ops.aten.view.default(view_94, [2, 16, 2, 4]);  view_94 = None
    permute_46 = torch.ops.aten.permute.default(view_95, [0, 2, 3, 1]);  view_95 = None
    mul_21 = torch.ops.aten.mul.Tensor(permute_46, gather_1);  gather_1 = None
    mul_22 = torch.ops.aten.mul.Tensor(permute_46, repeat_8);  repeat_8 = None
    view_96 = torch.ops.aten.view.default(mul_21, [2, 2, 1, 4, 1, 16, 1]);  mul_21 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_96, [1, 3, 5]);  view_96 = None
    view_97 = torch.ops.aten.view.default(sum_29, [2]);  sum_29 = None
    select_backward_4 = torch.ops.aten.select_backward.default(view_97, [2, 2], 1, 1);  view_97 = None
    new_zeros_10 = torch.ops.aten.new_zeros.default(mul_22, [2, 2, 4, 32])
    scatter_add_4 = torch.ops.aten.scatter_add.default(new_zeros_10, -1, add_5, mul_22);  new_zeros_10 = add_5 = mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(permute_46, gather);  gather = None
    mul_24 = torch.ops.aten.mul.Tensor(permute_46, repeat_6);  permute_46 = repeat_6 = None
    view_98 = torch.ops.aten.view.default(mul_23, [2, 2, 1, 4, 1, 16, 1]);  mul_23 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_98, [1, 3, 5]);  view_98 = None
    view_99 = torch.ops.aten.view.default(sum_30, [2]);  sum_30 = None
    select_backward_5 = torch.ops.aten.select_backward.default(view_99, [2, 2], 1, 0);  view_99 = None
    add_61 = torch.ops.aten.add.Tensor(select_backward_4, select_backward_5);  select_backward_4 = select_backward_5 = None
    new_zeros_11 = torch.ops.aten.new_zeros.default(mul_24, [2, 2, 4, 32])
    scatter_add_5 = torch.ops.aten.scatter_add.default(new_zeros_11, -1, add_3, mul_24);  new_zeros_11 = add_3 = mul_24 = None
    add_62 = torch.ops.aten.add.Tensor(scatter_add_4, scatter_add_5);  scatter_add_4 = scatter_add_5 = None
    view_100 = torch.ops.aten.view.default(add_62, [2, 2, 4, 2, 16]);  add_62 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(view_100, [3]);  view_100 = None
    detach_9 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(add_61, detach_9, -1, torch.float32);  add_61 = detach_9 = None
    new_zeros_12 = torch.ops.aten.new_zeros.default(_softmax_backward_data_2, [2, 16])
    scatter_2 = torch.ops.aten.scatter.src(new_zeros_12, -1, getitem_1, _softmax_backward_data_2);  new_zeros_12 = getitem_1 = _softmax_backward_data_2 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(scatter_2, 1);  scatter_2 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_20, [2, 4, 16]);  unsqueeze_20 = None
    div_6 = torch.ops.aten.div.Scalar(expand_6, 4);  expand_6 = None
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(div_6, 1);  div_6 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_21, [2, 2, 4, 16]);  unsqueeze_21 = None
    div_7 = torch.ops.aten.div.Scalar(expand_7, 2);  expand_7 = None
    permute_47 = torch.ops.aten.permute.default(sum_31, [0, 3, 1, 2]);  sum_31 = None
    _fft_r2c_8 = torch.ops.aten._fft_r2c.default(div_7, [3], 2, True);  div_7 = None
    slice_57 = torch.ops.aten.slice.Tensor(_fft_r2c_8, 3, 1, 8)
    mul__2 = torch.ops.aten.mul_.Scalar(slice_57, 2);  slice_57 = mul__2 = None
    _conj_9 = torch.ops.aten._conj.default(_fft_r2c);  _fft_r2c = None
    clone_33 = torch.ops.aten.clone.default(_conj_9);  _conj_9 = None
    mul_25 = torch.ops.aten.mul.Tensor(_fft_r2c_8, clone_33);  clone_33 = None
    _conj_10 = torch.ops.aten._conj.default(_conj);  _conj = None
    mul_26 = torch.ops.aten.mul.Tensor(_fft_r2c_8, _conj_10);  _fft_r2c_8 = _conj_10 = None
    _conj_11 = torch.ops.aten._conj.default(mul_25);  mul_25 = None
    clone_34 = torch.ops.aten.clone.default(_conj_11)
    new_zeros_13 = torch.ops.aten.new_zeros.default(clone_34, [2, 2, 4, 16]);  clone_34 = None
    slice_58 = torch.ops.aten.slice.Tensor(new_zeros_13, 3, 0, 9)
    copy__18 = torch.ops.aten.copy_.default(slice_58, _conj_11);  slice_58 = _conj_11 = copy__18 = None
    _fft_c2c_4 = torch.ops.aten._fft_c2c.default(new_zeros_13, [3], 0, False);  new_zeros_13 = None
    view_as_real_4 = torch.ops.aten.view_as_real.default(_fft_c2c_4);  _fft_c2c_4 = None
    select_16 = torch.ops.aten.select.int(view_as_real_4, 4, 0);  view_as_real_4 = None
    permute_48 = torch.ops.aten.permute.default(select_16, [0, 3, 1, 2]);  select_16 = None
    new_zeros_14 = torch.ops.aten.new_zeros.default(mul_26, [2, 2, 4, 16])
    slice_59 = torch.ops.aten.slice.Tensor(new_zeros_14, 3, 0, 9)
    copy__19 = torch.ops.aten.copy_.default(slice_59, mul_26);  slice_59 = mul_26 = copy__19 = None
    _fft_c2c_5 = torch.ops.aten._fft_c2c.default(new_zeros_14, [3], 0, False);  new_zeros_14 = None
    view_as_real_5 = torch.ops.aten.view_as_real.default(_fft_c2c_5);  _fft_c2c_5 = None
    select_17 = torch.ops.aten.select.int(view_as_real_5, 4, 0);  view_as_real_5 = None
    permute_49 = torch.ops.aten.permute.default(select_17, [0, 3, 1, 2]);  select_17 = None
    view_101 = torch.ops.aten.view.default(permute_47, [2, 16, 8]);  permute_47 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(view_101, [0, 1], True)
    view_102 = torch.ops.aten.view.default(sum_32, [8]);  sum_32 = None
    clone_35 = torch.ops.aten.clone.default(view_101, memory_format = torch.contiguous_format);  view_101 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_35, [32, 8]);  clone_35 = None
    t_53 = torch.ops.aten.t.default(_unsafe_view_18)
    mm_27 = torch.ops.aten.mm.default(t_53, _unsafe_view_4);  t_53 = _unsafe_view_4 = None
    t_54 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    t_55 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_28 = torch.ops.aten.mm.default(_unsafe_view_18, t_55);  _unsafe_view_18 = t_55 = None
    view_103 = torch.ops.aten.view.default(mm_28, [2, 16, 8]);  mm_28 = None
    add_63 = torch.ops.aten.add.Tensor(add_60, view_103);  add_60 = view_103 = None
    t_56 = torch.ops.aten.t.default(t_54);  t_54 = None
    view_104 = torch.ops.aten.view.default(permute_48, [2, 16, 8]);  permute_48 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_104, [0, 1], True)
    view_105 = torch.ops.aten.view.default(sum_33, [8]);  sum_33 = None
    clone_36 = torch.ops.aten.clone.default(view_104, memory_format = torch.contiguous_format);  view_104 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_36, [32, 8]);  clone_36 = None
    t_57 = torch.ops.aten.t.default(_unsafe_view_19)
    mm_29 = torch.ops.aten.mm.default(t_57, _unsafe_view_2);  t_57 = _unsafe_view_2 = None
    t_58 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    t_59 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_30 = torch.ops.aten.mm.default(_unsafe_view_19, t_59);  _unsafe_view_19 = t_59 = None
    view_106 = torch.ops.aten.view.default(mm_30, [2, 16, 8]);  mm_30 = None
    add_64 = torch.ops.aten.add.Tensor(add_63, view_106);  add_63 = view_106 = None
    t_60 = torch.ops.aten.t.default(t_58);  t_58 = None
    view_107 = torch.ops.aten.view.default(permute_49, [2, 16, 8]);  permute_49 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_107, [0, 1], True)
    view_108 = torch.ops.aten.view.default(sum_34, [8]);  sum_34 = None
    clone_37 = torch.ops.aten.clone.default(view_107, memory_format = torch.contiguous_format);  view_107 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_37, [32, 8]);  clone_37 = None
    t_61 = torch.ops.aten.t.default(_unsafe_view_20)
    mm_31 = torch.ops.aten.mm.default(t_61, _unsafe_view);  t_61 = _unsafe_view = None
    t_62 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    t_63 = torch.ops.aten.t.default(t);  t = None
    mm_32 = torch.ops.aten.mm.default(_unsafe_view_20, t_63);  _unsafe_view_20 = t_63 = None
    view_109 = torch.ops.aten.view.default(mm_32, [2, 16, 8]);  mm_32 = None
    add_65 = torch.ops.aten.add.Tensor(add_64, view_109);  add_64 = view_109 = None
    t_64 = torch.ops.aten.t.default(t_62);  t_62 = None
    transpose_13 = torch.ops.aten.transpose.int(add_65, 1, 2);  add_65 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(transpose_13, new_empty, _param_constant0_1, [0], [1], [0], [1], False, [0], 1, [False, True, False]);  transpose_13 = new_empty = _param_constant0_1 = None
    getitem_36 = convolution_backward_6[0];  getitem_36 = None
    getitem_37 = convolution_backward_6[1]
    getitem_38 = convolution_backward_6[2];  convolution_backward_6 = getitem_38 = None
    return (mse_loss, getitem_37, getitem_25, t_64, view_108, t_60, view_105, t_56, view_102, t_52, view_93, getitem_34, getitem_31, getitem_28, getitem_29, t_48, view_85, t_44, view_82, t_40, view_79, t_36, view_70, t_32, view_65, t_28, view_62, t_24, view_58, t_20, view_48, getitem_22, getitem_19, getitem_16, getitem_13, getitem_14, t_16, view_40)
    