


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, 1);  ones_like = _tensor_constant0 = _tensor_constant1 = None
    slice_backward = torch.ops.aten.slice_backward.default(mse_loss_backward, [2, 12, 2], 1, -4, 9223372036854775807, 1);  mse_loss_backward = None
    view = torch.ops.aten.view.default(slice_backward, [24, 2])
    _tensor_constant2 = self._tensor_constant2
    t = torch.ops.aten.t.default(_tensor_constant2);  _tensor_constant2 = None
    mm = torch.ops.aten.mm.default(view, t);  t = None
    t_1 = torch.ops.aten.t.default(view)
    _tensor_constant3 = self._tensor_constant3
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant3);  t_1 = _tensor_constant3 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view, [0], True);  view = None
    view_1 = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_2 = torch.ops.aten.view.default(mm, [2, 12, 8]);  mm = None
    neg = torch.ops.aten.neg.default(view_2)
    view_3 = torch.ops.aten.view.default(neg, [2, 12, 1, 8]);  neg = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_3, [1]);  view_3 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_2, 1);  sum_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(squeeze, 1);  squeeze = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 12, 8]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 12);  expand = None
    add = torch.ops.aten.add.Tensor(view_2, div);  view_2 = div = None
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(add, _tensor_constant4, [8], _tensor_constant5, _tensor_constant6, _param_constant0, _param_constant1, [True, True, True]);  add = _tensor_constant4 = _tensor_constant5 = _tensor_constant6 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    transpose = torch.ops.aten.transpose.int(slice_backward, 1, 2);  slice_backward = None
    _tensor_constant7 = self._tensor_constant7
    _param_constant2 = self._param_constant2
    convolution_backward = torch.ops.aten.convolution_backward.default(transpose, _tensor_constant7, _param_constant2, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  transpose = _tensor_constant7 = _param_constant2 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(getitem_3, [2, 8, 14], [112, 14, 1])
    copy_ = torch.ops.aten.copy_.default(new_empty_strided, getitem_3);  new_empty_strided = getitem_3 = None
    as_strided = torch.ops.aten.as_strided.default(copy_, [2, 8, 1], [112, 14, 1], 13)
    clone = torch.ops.aten.clone.default(as_strided, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone, memory_format = torch.contiguous_format)
    copy__1 = torch.ops.aten.copy_.default(as_strided, zeros_like);  as_strided = zeros_like = copy__1 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(clone, [2, 8, 14], 2, 1, 2, 1);  clone = None
    add_1 = torch.ops.aten.add.Tensor(copy_, slice_backward_1);  copy_ = slice_backward_1 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(add_1, [2, 8, 14], [112, 14, 1])
    copy__2 = torch.ops.aten.copy_.default(new_empty_strided_1, add_1);  new_empty_strided_1 = add_1 = None
    as_strided_1 = torch.ops.aten.as_strided.default(copy__2, [2, 8, 1], [112, 14, 1], 0)
    clone_1 = torch.ops.aten.clone.default(as_strided_1, memory_format = torch.contiguous_format)
    zeros_like_1 = torch.ops.aten.zeros_like.default(clone_1, memory_format = torch.contiguous_format)
    copy__3 = torch.ops.aten.copy_.default(as_strided_1, zeros_like_1);  as_strided_1 = zeros_like_1 = copy__3 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(clone_1, [2, 8, 14], 2, 12, 13, 1);  clone_1 = None
    add_2 = torch.ops.aten.add.Tensor(copy__2, slice_backward_2);  copy__2 = slice_backward_2 = None
    new_empty_strided_2 = torch.ops.aten.new_empty_strided.default(add_2, [2, 8, 14], [112, 14, 1])
    copy__4 = torch.ops.aten.copy_.default(new_empty_strided_2, add_2);  new_empty_strided_2 = add_2 = None
    as_strided_2 = torch.ops.aten.as_strided.default(copy__4, [2, 8, 12], [112, 14, 1], 1);  copy__4 = None
    clone_2 = torch.ops.aten.clone.default(as_strided_2, memory_format = torch.contiguous_format);  as_strided_2 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(clone_2, [2, 8, 12], 2, 0, 12, 1);  clone_2 = None
    permute = torch.ops.aten.permute.default(slice_backward_3, [0, 2, 1]);  slice_backward_3 = None
    neg_1 = torch.ops.aten.neg.default(getitem)
    add_3 = torch.ops.aten.add.Tensor(permute, neg_1);  neg_1 = None
    permute_1 = torch.ops.aten.permute.default(add_3, [0, 2, 1]);  add_3 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(permute_1, 2);  permute_1 = None
    _tensor_constant8 = self._tensor_constant8
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_1, _tensor_constant8, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_1 = _tensor_constant8 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(avg_pool2d_backward, -2);  avg_pool2d_backward = None
    permute_2 = torch.ops.aten.permute.default(squeeze_1, [0, 2, 1]);  squeeze_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(permute_2, 1, 0, 2)
    slice_2 = torch.ops.aten.slice.Tensor(permute_2, 1, 2, 14)
    slice_3 = torch.ops.aten.slice.Tensor(permute_2, 1, 14, 16);  permute_2 = None
    add_4 = torch.ops.aten.add.Tensor(getitem, slice_2);  getitem = slice_2 = None
    view_4 = torch.ops.aten.view.default(slice_3, [2, 2, 1, 8]);  slice_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_4, [1]);  view_4 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(sum_3, [2, 12, 8], 1, -1, 9223372036854775807, 1);  sum_3 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, slice_backward_4);  add_4 = slice_backward_4 = None
    view_5 = torch.ops.aten.view.default(slice_1, [2, 2, 1, 8]);  slice_1 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_5, [1]);  view_5 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(sum_4, [2, 12, 8], 1, 0, 1, 1);  sum_4 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, slice_backward_5);  add_5 = slice_backward_5 = None
    transpose_1 = torch.ops.aten.transpose.int(add_6, -1, 1)
    _tensor_constant9 = self._tensor_constant9
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(transpose_1, _tensor_constant9, _param_constant3, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  transpose_1 = _tensor_constant9 = _param_constant3 = None
    getitem_6 = convolution_backward_1[0]
    getitem_7 = convolution_backward_1[1]
    getitem_8 = convolution_backward_1[2];  convolution_backward_1 = getitem_8 = None
    _tensor_constant10 = self._tensor_constant10
    detach = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(getitem_6, detach, 0);  getitem_6 = detach = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant4 = self._param_constant4
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(threshold_backward, _tensor_constant11, _param_constant4, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  threshold_backward = _tensor_constant11 = _param_constant4 = None
    getitem_9 = convolution_backward_2[0]
    getitem_10 = convolution_backward_2[1]
    getitem_11 = convolution_backward_2[2];  convolution_backward_2 = getitem_11 = None
    transpose_2 = torch.ops.aten.transpose.int(getitem_9, -1, 1);  getitem_9 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, transpose_2);  add_6 = transpose_2 = None
    neg_2 = torch.ops.aten.neg.default(add_7)
    add_8 = torch.ops.aten.add.Tensor(permute, neg_2);  neg_2 = None
    permute_3 = torch.ops.aten.permute.default(add_8, [0, 2, 1]);  add_8 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(permute_3, 2);  permute_3 = None
    _tensor_constant12 = self._tensor_constant12
    avg_pool2d_backward_1 = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_2, _tensor_constant12, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_2 = _tensor_constant12 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(avg_pool2d_backward_1, -2);  avg_pool2d_backward_1 = None
    permute_4 = torch.ops.aten.permute.default(squeeze_2, [0, 2, 1]);  squeeze_2 = None
    slice_4 = torch.ops.aten.slice.Tensor(permute_4, 1, 0, 2)
    slice_5 = torch.ops.aten.slice.Tensor(permute_4, 1, 2, 14)
    slice_6 = torch.ops.aten.slice.Tensor(permute_4, 1, 14, 16);  permute_4 = None
    add_9 = torch.ops.aten.add.Tensor(add_7, slice_5);  add_7 = slice_5 = None
    view_6 = torch.ops.aten.view.default(slice_6, [2, 2, 1, 8]);  slice_6 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_6, [1]);  view_6 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(sum_5, [2, 12, 8], 1, -1, 9223372036854775807, 1);  sum_5 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, slice_backward_6);  add_9 = slice_backward_6 = None
    view_7 = torch.ops.aten.view.default(slice_4, [2, 2, 1, 8]);  slice_4 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_7, [1]);  view_7 = None
    slice_backward_7 = torch.ops.aten.slice_backward.default(sum_6, [2, 12, 8], 1, 0, 1, 1);  sum_6 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, slice_backward_7);  add_10 = slice_backward_7 = None
    view_8 = torch.ops.aten.view.default(add_11, [24, 8])
    _tensor_constant13 = self._tensor_constant13
    t_4 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_2 = torch.ops.aten.mm.default(view_8, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_8)
    _tensor_constant14 = self._tensor_constant14
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant14);  t_5 = _tensor_constant14 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_8, [0], True);  view_8 = None
    view_9 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_10 = torch.ops.aten.view.default(mm_2, [2, 12, 8]);  mm_2 = None
    view_11 = torch.ops.aten.view.default(view_10, [2, 12, 2, 4]);  view_10 = None
    permute_5 = torch.ops.aten.permute.default(view_11, [0, 2, 3, 1]);  view_11 = None
    _tensor_constant15 = self._tensor_constant15
    mul = torch.ops.aten.mul.Tensor(permute_5, _tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    mul_1 = torch.ops.aten.mul.Tensor(permute_5, _tensor_constant16);  _tensor_constant16 = None
    view_12 = torch.ops.aten.view.default(mul, [2, 2, 1, 4, 1, 12, 1]);  mul = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_12, [1, 3, 5]);  view_12 = None
    view_13 = torch.ops.aten.view.default(sum_8, [2]);  sum_8 = None
    select_backward = torch.ops.aten.select_backward.default(view_13, [2, 2], 1, 1);  view_13 = None
    new_zeros = torch.ops.aten.new_zeros.default(mul_1, [2, 2, 4, 24])
    _tensor_constant17 = self._tensor_constant17
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, -1, _tensor_constant17, mul_1);  new_zeros = _tensor_constant17 = mul_1 = None
    _tensor_constant18 = self._tensor_constant18
    mul_2 = torch.ops.aten.mul.Tensor(permute_5, _tensor_constant18);  _tensor_constant18 = None
    _tensor_constant19 = self._tensor_constant19
    mul_3 = torch.ops.aten.mul.Tensor(permute_5, _tensor_constant19);  permute_5 = _tensor_constant19 = None
    view_14 = torch.ops.aten.view.default(mul_2, [2, 2, 1, 4, 1, 12, 1]);  mul_2 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_14, [1, 3, 5]);  view_14 = None
    view_15 = torch.ops.aten.view.default(sum_9, [2]);  sum_9 = None
    select_backward_1 = torch.ops.aten.select_backward.default(view_15, [2, 2], 1, 0);  view_15 = None
    add_12 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(mul_3, [2, 2, 4, 24])
    _tensor_constant20 = self._tensor_constant20
    scatter_add_1 = torch.ops.aten.scatter_add.default(new_zeros_1, -1, _tensor_constant20, mul_3);  new_zeros_1 = _tensor_constant20 = mul_3 = None
    add_13 = torch.ops.aten.add.Tensor(scatter_add, scatter_add_1);  scatter_add = scatter_add_1 = None
    view_16 = torch.ops.aten.view.default(add_13, [2, 2, 4, 2, 12]);  add_13 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_16, [3]);  view_16 = None
    _tensor_constant21 = self._tensor_constant21
    detach_1 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(add_12, detach_1, -1, torch.float32);  add_12 = detach_1 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(_softmax_backward_data, [2, 12])
    _tensor_constant22 = self._tensor_constant22
    scatter = torch.ops.aten.scatter.src(new_zeros_2, -1, _tensor_constant22, _softmax_backward_data);  new_zeros_2 = _tensor_constant22 = _softmax_backward_data = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(scatter, 1);  scatter = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_3, [2, 4, 12]);  unsqueeze_3 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(div_1, 1);  div_1 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_4, [2, 2, 4, 12]);  unsqueeze_4 = None
    div_2 = torch.ops.aten.div.Scalar(expand_2, 2);  expand_2 = None
    permute_6 = torch.ops.aten.permute.default(sum_10, [0, 3, 1, 2]);  sum_10 = None
    _fft_r2c = torch.ops.aten._fft_r2c.default(div_2, [3], 2, True);  div_2 = None
    slice_7 = torch.ops.aten.slice.Tensor(_fft_r2c, 3, 1, 6)
    mul_ = torch.ops.aten.mul_.Scalar(slice_7, 2);  slice_7 = mul_ = None
    _tensor_constant23 = self._tensor_constant23
    _conj = torch.ops.aten._conj.default(_tensor_constant23);  _tensor_constant23 = None
    clone_3 = torch.ops.aten.clone.default(_conj);  _conj = None
    mul_4 = torch.ops.aten.mul.Tensor(_fft_r2c, clone_3);  clone_3 = None
    _tensor_constant24 = self._tensor_constant24
    _conj_1 = torch.ops.aten._conj.default(_tensor_constant24);  _tensor_constant24 = None
    mul_5 = torch.ops.aten.mul.Tensor(_fft_r2c, _conj_1);  _fft_r2c = _conj_1 = None
    _conj_2 = torch.ops.aten._conj.default(mul_4);  mul_4 = None
    clone_4 = torch.ops.aten.clone.default(_conj_2)
    new_zeros_3 = torch.ops.aten.new_zeros.default(clone_4, [2, 2, 4, 12]);  clone_4 = None
    slice_8 = torch.ops.aten.slice.Tensor(new_zeros_3, 3, 0, 7)
    copy__5 = torch.ops.aten.copy_.default(slice_8, _conj_2);  slice_8 = _conj_2 = copy__5 = None
    _fft_c2c = torch.ops.aten._fft_c2c.default(new_zeros_3, [3], 0, False);  new_zeros_3 = None
    view_as_real = torch.ops.aten.view_as_real.default(_fft_c2c);  _fft_c2c = None
    select = torch.ops.aten.select.int(view_as_real, 4, 0);  view_as_real = None
    permute_7 = torch.ops.aten.permute.default(select, [0, 3, 1, 2]);  select = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(mul_5, [2, 2, 4, 12])
    slice_9 = torch.ops.aten.slice.Tensor(new_zeros_4, 3, 0, 7)
    copy__6 = torch.ops.aten.copy_.default(slice_9, mul_5);  slice_9 = mul_5 = copy__6 = None
    _fft_c2c_1 = torch.ops.aten._fft_c2c.default(new_zeros_4, [3], 0, False);  new_zeros_4 = None
    view_as_real_1 = torch.ops.aten.view_as_real.default(_fft_c2c_1);  _fft_c2c_1 = None
    select_1 = torch.ops.aten.select.int(view_as_real_1, 4, 0);  view_as_real_1 = None
    permute_8 = torch.ops.aten.permute.default(select_1, [0, 3, 1, 2]);  select_1 = None
    slice_backward_8 = torch.ops.aten.slice_backward.default(permute_7, [2, 16, 2, 4], 1, 0, 12, 1);  permute_7 = None
    slice_backward_9 = torch.ops.aten.slice_backward.default(permute_6, [2, 16, 2, 4], 1, 0, 12, 1);  permute_6 = None
    view_17 = torch.ops.aten.view.default(slice_backward_9, [2, 16, 8]);  slice_backward_9 = None
    view_18 = torch.ops.aten.view.default(view_17, [32, 8]);  view_17 = None
    _tensor_constant25 = self._tensor_constant25
    t_8 = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
    mm_4 = torch.ops.aten.mm.default(view_18, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_18)
    _tensor_constant26 = self._tensor_constant26
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant26);  t_9 = _tensor_constant26 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_18, [0], True);  view_18 = None
    view_19 = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_20 = torch.ops.aten.view.default(mm_4, [2, 16, 8]);  mm_4 = None
    view_21 = torch.ops.aten.view.default(slice_backward_8, [2, 16, 8]);  slice_backward_8 = None
    view_22 = torch.ops.aten.view.default(view_21, [32, 8]);  view_21 = None
    _tensor_constant27 = self._tensor_constant27
    t_12 = torch.ops.aten.t.default(_tensor_constant27);  _tensor_constant27 = None
    mm_6 = torch.ops.aten.mm.default(view_22, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_22)
    _tensor_constant28 = self._tensor_constant28
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant28);  t_13 = _tensor_constant28 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_22, [0], True);  view_22 = None
    view_23 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_24 = torch.ops.aten.view.default(mm_6, [2, 16, 8]);  mm_6 = None
    add_14 = torch.ops.aten.add.Tensor(view_20, view_24);  view_20 = view_24 = None
    view_25 = torch.ops.aten.view.default(permute_8, [2, 12, 8]);  permute_8 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_25, [0, 1], True)
    view_26 = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
    clone_5 = torch.ops.aten.clone.default(view_25, memory_format = torch.contiguous_format);  view_25 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone_5, [24, 8]);  clone_5 = None
    t_16 = torch.ops.aten.t.default(_unsafe_view)
    _tensor_constant29 = self._tensor_constant29
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant29);  t_16 = _tensor_constant29 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    _tensor_constant30 = self._tensor_constant30
    t_18 = torch.ops.aten.t.default(_tensor_constant30);  _tensor_constant30 = None
    mm_9 = torch.ops.aten.mm.default(_unsafe_view, t_18);  _unsafe_view = t_18 = None
    view_27 = torch.ops.aten.view.default(mm_9, [2, 12, 8]);  mm_9 = None
    add_15 = torch.ops.aten.add.Tensor(add_11, view_27);  add_11 = view_27 = None
    t_19 = torch.ops.aten.t.default(t_17);  t_17 = None
    neg_3 = torch.ops.aten.neg.default(add_15)
    add_16 = torch.ops.aten.add.Tensor(permute, neg_3);  permute = neg_3 = None
    permute_9 = torch.ops.aten.permute.default(add_16, [0, 2, 1]);  add_16 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(permute_9, 2);  permute_9 = None
    _tensor_constant31 = self._tensor_constant31
    avg_pool2d_backward_2 = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_5, _tensor_constant31, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_5 = _tensor_constant31 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(avg_pool2d_backward_2, -2);  avg_pool2d_backward_2 = None
    permute_10 = torch.ops.aten.permute.default(squeeze_3, [0, 2, 1]);  squeeze_3 = None
    slice_10 = torch.ops.aten.slice.Tensor(permute_10, 1, 0, 2)
    slice_11 = torch.ops.aten.slice.Tensor(permute_10, 1, 2, 14)
    slice_12 = torch.ops.aten.slice.Tensor(permute_10, 1, 14, 16);  permute_10 = None
    add_17 = torch.ops.aten.add.Tensor(add_15, slice_11);  add_15 = slice_11 = None
    view_28 = torch.ops.aten.view.default(slice_12, [2, 2, 1, 8]);  slice_12 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_28, [1]);  view_28 = None
    slice_backward_10 = torch.ops.aten.slice_backward.default(sum_14, [2, 12, 8], 1, -1, 9223372036854775807, 1);  sum_14 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, slice_backward_10);  add_17 = slice_backward_10 = None
    view_29 = torch.ops.aten.view.default(slice_10, [2, 2, 1, 8]);  slice_10 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_29, [1]);  view_29 = None
    slice_backward_11 = torch.ops.aten.slice_backward.default(sum_15, [2, 12, 8], 1, 0, 1, 1);  sum_15 = None
    add_19 = torch.ops.aten.add.Tensor(add_18, slice_backward_11);  add_18 = slice_backward_11 = None
    view_30 = torch.ops.aten.view.default(add_19, [24, 8])
    _tensor_constant32 = self._tensor_constant32
    t_20 = torch.ops.aten.t.default(_tensor_constant32);  _tensor_constant32 = None
    mm_10 = torch.ops.aten.mm.default(view_30, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(view_30)
    _tensor_constant33 = self._tensor_constant33
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant33);  t_21 = _tensor_constant33 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_30, [0], True);  view_30 = None
    view_31 = torch.ops.aten.view.default(sum_16, [8]);  sum_16 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    view_32 = torch.ops.aten.view.default(mm_10, [2, 12, 8]);  mm_10 = None
    view_33 = torch.ops.aten.view.default(view_32, [2, 12, 2, 4]);  view_32 = None
    permute_11 = torch.ops.aten.permute.default(view_33, [0, 2, 3, 1]);  view_33 = None
    _tensor_constant34 = self._tensor_constant34
    mul_6 = torch.ops.aten.mul.Tensor(permute_11, _tensor_constant34);  _tensor_constant34 = None
    _tensor_constant35 = self._tensor_constant35
    mul_7 = torch.ops.aten.mul.Tensor(permute_11, _tensor_constant35);  _tensor_constant35 = None
    view_34 = torch.ops.aten.view.default(mul_6, [2, 2, 1, 4, 1, 12, 1]);  mul_6 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_34, [1, 3, 5]);  view_34 = None
    view_35 = torch.ops.aten.view.default(sum_17, [2]);  sum_17 = None
    select_backward_2 = torch.ops.aten.select_backward.default(view_35, [2, 2], 1, 1);  view_35 = None
    new_zeros_5 = torch.ops.aten.new_zeros.default(mul_7, [2, 2, 4, 24])
    _tensor_constant36 = self._tensor_constant36
    scatter_add_2 = torch.ops.aten.scatter_add.default(new_zeros_5, -1, _tensor_constant36, mul_7);  new_zeros_5 = _tensor_constant36 = mul_7 = None
    _tensor_constant37 = self._tensor_constant37
    mul_8 = torch.ops.aten.mul.Tensor(permute_11, _tensor_constant37);  _tensor_constant37 = None
    _tensor_constant38 = self._tensor_constant38
    mul_9 = torch.ops.aten.mul.Tensor(permute_11, _tensor_constant38);  permute_11 = _tensor_constant38 = None
    view_36 = torch.ops.aten.view.default(mul_8, [2, 2, 1, 4, 1, 12, 1]);  mul_8 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_36, [1, 3, 5]);  view_36 = None
    view_37 = torch.ops.aten.view.default(sum_18, [2]);  sum_18 = None
    select_backward_3 = torch.ops.aten.select_backward.default(view_37, [2, 2], 1, 0);  view_37 = None
    add_20 = torch.ops.aten.add.Tensor(select_backward_2, select_backward_3);  select_backward_2 = select_backward_3 = None
    new_zeros_6 = torch.ops.aten.new_zeros.default(mul_9, [2, 2, 4, 24])
    _tensor_constant39 = self._tensor_constant39
    scatter_add_3 = torch.ops.aten.scatter_add.default(new_zeros_6, -1, _tensor_constant39, mul_9);  new_zeros_6 = _tensor_constant39 = mul_9 = None
    add_21 = torch.ops.aten.add.Tensor(scatter_add_2, scatter_add_3);  scatter_add_2 = scatter_add_3 = None
    view_38 = torch.ops.aten.view.default(add_21, [2, 2, 4, 2, 12]);  add_21 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_38, [3]);  view_38 = None
    _tensor_constant40 = self._tensor_constant40
    detach_2 = torch.ops.aten.detach.default(_tensor_constant40);  _tensor_constant40 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(add_20, detach_2, -1, torch.float32);  add_20 = detach_2 = None
    new_zeros_7 = torch.ops.aten.new_zeros.default(_softmax_backward_data_1, [2, 12])
    _tensor_constant41 = self._tensor_constant41
    scatter_1 = torch.ops.aten.scatter.src(new_zeros_7, -1, _tensor_constant41, _softmax_backward_data_1);  new_zeros_7 = _tensor_constant41 = _softmax_backward_data_1 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(scatter_1, 1);  scatter_1 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_6, [2, 4, 12]);  unsqueeze_6 = None
    div_3 = torch.ops.aten.div.Scalar(expand_3, 4);  expand_3 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(div_3, 1);  div_3 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_7, [2, 2, 4, 12]);  unsqueeze_7 = None
    div_4 = torch.ops.aten.div.Scalar(expand_4, 2);  expand_4 = None
    permute_12 = torch.ops.aten.permute.default(sum_19, [0, 3, 1, 2]);  sum_19 = None
    _fft_r2c_1 = torch.ops.aten._fft_r2c.default(div_4, [3], 2, True);  div_4 = None
    slice_13 = torch.ops.aten.slice.Tensor(_fft_r2c_1, 3, 1, 6)
    mul__1 = torch.ops.aten.mul_.Scalar(slice_13, 2);  slice_13 = mul__1 = None
    _tensor_constant42 = self._tensor_constant42
    _conj_3 = torch.ops.aten._conj.default(_tensor_constant42);  _tensor_constant42 = None
    clone_6 = torch.ops.aten.clone.default(_conj_3);  _conj_3 = None
    mul_10 = torch.ops.aten.mul.Tensor(_fft_r2c_1, clone_6);  clone_6 = None
    _tensor_constant43 = self._tensor_constant43
    _conj_4 = torch.ops.aten._conj.default(_tensor_constant43);  _tensor_constant43 = None
    mul_11 = torch.ops.aten.mul.Tensor(_fft_r2c_1, _conj_4);  _fft_r2c_1 = _conj_4 = None
    _conj_5 = torch.ops.aten._conj.default(mul_10);  mul_10 = None
    clone_7 = torch.ops.aten.clone.default(_conj_5)
    new_zeros_8 = torch.ops.aten.new_zeros.default(clone_7, [2, 2, 4, 12]);  clone_7 = None
    slice_14 = torch.ops.aten.slice.Tensor(new_zeros_8, 3, 0, 7)
    copy__7 = torch.ops.aten.copy_.default(slice_14, _conj_5);  slice_14 = _conj_5 = copy__7 = None
    _fft_c2c_2 = torch.ops.aten._fft_c2c.default(new_zeros_8, [3], 0, False);  new_zeros_8 = None
    view_as_real_2 = torch.ops.aten.view_as_real.default(_fft_c2c_2);  _fft_c2c_2 = None
    select_2 = torch.ops.aten.select.int(view_as_real_2, 4, 0);  view_as_real_2 = None
    permute_13 = torch.ops.aten.permute.default(select_2, [0, 3, 1, 2]);  select_2 = None
    new_zeros_9 = torch.ops.aten.new_zeros.default(mul_11, [2, 2, 4, 12])
    slice_15 = torch.ops.aten.slice.Tensor(new_zeros_9, 3, 0, 7)
    copy__8 = torch.ops.aten.copy_.default(slice_15, mul_11);  slice_15 = mul_11 = copy__8 = None
    _fft_c2c_3 = torch.ops.aten._fft_c2c.default(new_zeros_9, [3], 0, False);  new_zeros_9 = None
    view_as_real_3 = torch.ops.aten.view_as_real.default(_fft_c2c_3);  _fft_c2c_3 = None
    select_3 = torch.ops.aten.select.int(view_as_real_3, 4, 0);  view_as_real_3 = None
    permute_14 = torch.ops.aten.permute.default(select_3, [0, 3, 1, 2]);  select_3 = None
    view_39 = torch.ops.aten.view.default(permute_12, [2, 12, 8]);  permute_12 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_39, [0, 1], True)
    view_40 = torch.ops.aten.view.default(sum_20, [8]);  sum_20 = None
    clone_8 = torch.ops.aten.clone.default(view_39, memory_format = torch.contiguous_format);  view_39 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_8, [24, 8]);  clone_8 = None
    t_24 = torch.ops.aten.t.default(_unsafe_view_1)
    _tensor_constant44 = self._tensor_constant44
    mm_12 = torch.ops.aten.mm.default(t_24, _tensor_constant44);  t_24 = _tensor_constant44 = None
    t_25 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    _tensor_constant45 = self._tensor_constant45
    t_26 = torch.ops.aten.t.default(_tensor_constant45);  _tensor_constant45 = None
    mm_13 = torch.ops.aten.mm.default(_unsafe_view_1, t_26);  _unsafe_view_1 = t_26 = None
    view_41 = torch.ops.aten.view.default(mm_13, [2, 12, 8]);  mm_13 = None
    add_22 = torch.ops.aten.add.Tensor(add_19, view_41);  add_19 = view_41 = None
    t_27 = torch.ops.aten.t.default(t_25);  t_25 = None
    view_42 = torch.ops.aten.view.default(permute_13, [2, 12, 8]);  permute_13 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_42, [0, 1], True)
    view_43 = torch.ops.aten.view.default(sum_21, [8]);  sum_21 = None
    clone_9 = torch.ops.aten.clone.default(view_42, memory_format = torch.contiguous_format);  view_42 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_9, [24, 8]);  clone_9 = None
    t_28 = torch.ops.aten.t.default(_unsafe_view_2)
    _tensor_constant46 = self._tensor_constant46
    mm_14 = torch.ops.aten.mm.default(t_28, _tensor_constant46);  t_28 = _tensor_constant46 = None
    t_29 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    _tensor_constant47 = self._tensor_constant47
    t_30 = torch.ops.aten.t.default(_tensor_constant47);  _tensor_constant47 = None
    mm_15 = torch.ops.aten.mm.default(_unsafe_view_2, t_30);  _unsafe_view_2 = t_30 = None
    view_44 = torch.ops.aten.view.default(mm_15, [2, 12, 8]);  mm_15 = None
    add_23 = torch.ops.aten.add.Tensor(add_22, view_44);  add_22 = view_44 = None
    t_31 = torch.ops.aten.t.default(t_29);  t_29 = None
    view_45 = torch.ops.aten.view.default(permute_14, [2, 12, 8]);  permute_14 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_45, [0, 1], True)
    view_46 = torch.ops.aten.view.default(sum_22, [8]);  sum_22 = None
    clone_10 = torch.ops.aten.clone.default(view_45, memory_format = torch.contiguous_format);  view_45 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_10, [24, 8]);  clone_10 = None
    t_32 = torch.ops.aten.t.default(_unsafe_view_3)
    _tensor_constant48 = self._tensor_constant48
    mm_16 = torch.ops.aten.mm.default(t_32, _tensor_constant48);  t_32 = _tensor_constant48 = None
    t_33 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    _tensor_constant49 = self._tensor_constant49
    t_34 = torch.ops.aten.t.default(_tensor_constant49);  _tensor_constant49 = None
    mm_17 = torch.ops.aten.mm.default(_unsafe_view_3, t_34);  _unsafe_view_3 = t_34 = None
    view_47 = torch.ops.aten.view.default(mm_17, [2, 12, 8]);  mm_17 = None
    add_24 = torch.ops.aten.add.Tensor(add_23, view_47);  add_23 = view_47 = None
    t_35 = torch.ops.aten.t.default(t_33);  t_33 = None
    transpose_3 = torch.ops.aten.transpose.int(add_24, 1, 2);  add_24 = None
    _tensor_constant50 = self._tensor_constant50
    _param_constant5 = self._param_constant5
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(transpose_3, _tensor_constant50, _param_constant5, [0], [1], [0], [1], False, [0], 1, [False, True, False]);  transpose_3 = _tensor_constant50 = _param_constant5 = None
    getitem_12 = convolution_backward_3[0];  getitem_12 = None
    getitem_13 = convolution_backward_3[1]
    getitem_14 = convolution_backward_3[2];  convolution_backward_3 = getitem_14 = None
    neg_4 = torch.ops.aten.neg.default(add_14)
    view_48 = torch.ops.aten.view.default(neg_4, [2, 16, 1, 8]);  neg_4 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(view_48, [1]);  view_48 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(sum_23, 1);  sum_23 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(squeeze_4, 1);  squeeze_4 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_8, [2, 16, 8]);  unsqueeze_8 = None
    div_5 = torch.ops.aten.div.Scalar(expand_5, 16);  expand_5 = None
    add_25 = torch.ops.aten.add.Tensor(add_14, div_5);  add_14 = div_5 = None
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_25, _tensor_constant51, [8], _tensor_constant52, _tensor_constant53, _param_constant6, _param_constant7, [True, True, True]);  add_25 = _tensor_constant51 = _tensor_constant52 = _tensor_constant53 = _param_constant6 = _param_constant7 = None
    getitem_15 = native_layer_norm_backward_1[0]
    getitem_16 = native_layer_norm_backward_1[1]
    getitem_17 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    neg_5 = torch.ops.aten.neg.default(getitem_15)
    permute_15 = torch.ops.aten.permute.default(neg_5, [0, 2, 1]);  neg_5 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(permute_15, 2);  permute_15 = None
    _tensor_constant54 = self._tensor_constant54
    avg_pool2d_backward_3 = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_9, _tensor_constant54, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_9 = _tensor_constant54 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(avg_pool2d_backward_3, -2);  avg_pool2d_backward_3 = None
    permute_16 = torch.ops.aten.permute.default(squeeze_5, [0, 2, 1]);  squeeze_5 = None
    slice_16 = torch.ops.aten.slice.Tensor(permute_16, 1, 0, 2)
    slice_17 = torch.ops.aten.slice.Tensor(permute_16, 1, 2, 18)
    slice_18 = torch.ops.aten.slice.Tensor(permute_16, 1, 18, 20);  permute_16 = None
    add_26 = torch.ops.aten.add.Tensor(getitem_15, slice_17);  getitem_15 = slice_17 = None
    view_49 = torch.ops.aten.view.default(slice_18, [2, 2, 1, 8]);  slice_18 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(view_49, [1]);  view_49 = None
    slice_backward_12 = torch.ops.aten.slice_backward.default(sum_24, [2, 16, 8], 1, -1, 9223372036854775807, 1);  sum_24 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, slice_backward_12);  add_26 = slice_backward_12 = None
    view_50 = torch.ops.aten.view.default(slice_16, [2, 2, 1, 8]);  slice_16 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(view_50, [1]);  view_50 = None
    slice_backward_13 = torch.ops.aten.slice_backward.default(sum_25, [2, 16, 8], 1, 0, 1, 1);  sum_25 = None
    add_28 = torch.ops.aten.add.Tensor(add_27, slice_backward_13);  add_27 = slice_backward_13 = None
    transpose_4 = torch.ops.aten.transpose.int(add_28, -1, 1)
    _tensor_constant55 = self._tensor_constant55
    _param_constant8 = self._param_constant8
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(transpose_4, _tensor_constant55, _param_constant8, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  transpose_4 = _tensor_constant55 = _param_constant8 = None
    getitem_18 = convolution_backward_4[0]
    getitem_19 = convolution_backward_4[1]
    getitem_20 = convolution_backward_4[2];  convolution_backward_4 = getitem_20 = None
    _tensor_constant56 = self._tensor_constant56
    detach_3 = torch.ops.aten.detach.default(_tensor_constant56);  _tensor_constant56 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_18, detach_3, 0);  getitem_18 = detach_3 = None
    _tensor_constant57 = self._tensor_constant57
    _param_constant9 = self._param_constant9
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(threshold_backward_1, _tensor_constant57, _param_constant9, [0], [1], [0], [1], False, [0], 1, [True, True, False]);  threshold_backward_1 = _tensor_constant57 = _param_constant9 = None
    getitem_21 = convolution_backward_5[0]
    getitem_22 = convolution_backward_5[1]
    getitem_23 = convolution_backward_5[2];  convolution_backward_5 = getitem_23 = None
    transpose_5 = torch.ops.aten.transpose.int(getitem_21, -1, 1);  getitem_21 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, transpose_5);  add_28 = transpose_5 = None
    neg_6 = torch.ops.aten.neg.default(add_29)
    permute_17 = torch.ops.aten.permute.default(neg_6, [0, 2, 1]);  neg_6 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(permute_17, 2);  permute_17 = None
    _tensor_constant58 = self._tensor_constant58
    avg_pool2d_backward_4 = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_10, _tensor_constant58, [1, 5], [1, 1], [0, 0], False, True, None);  unsqueeze_10 = _tensor_constant58 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(avg_pool2d_backward_4, -2);  avg_pool2d_backward_4 = None
    permute_18 = torch.ops.aten.permute.default(squeeze_6, [0, 2, 1]);  squeeze_6 = None
    slice_19 = torch.ops.aten.slice.Tensor(permute_18, 1, 0, 2)
    slice_20 = torch.ops.aten.slice.Tensor(permute_18, 1, 2, 18)
    slice_21 = torch.ops.aten.slice.Tensor(permute_18, 1, 18, 20);  permute_18 = None
    add_30 = torch.ops.aten.add.Tensor(add_29, slice_20);  add_29 = slice_20 = None
    view_51 = torch.ops.aten.view.default(slice_21, [2, 2, 1, 8]);  slice_21 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_51, [1]);  view_51 = None
    slice_backward_14 = torch.ops.aten.slice_backward.default(sum_26, [2, 16, 8], 1, -1, 9223372036854775807, 1);  sum_26 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, slice_backward_14);  add_30 = slice_backward_14 = None
    view_52 = torch.ops.aten.view.default(slice_19, [2, 2, 1, 8]);  slice_19 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_52, [1]);  view_52 = None
    slice_backward_15 = torch.ops.aten.slice_backward.default(sum_27, [2, 16, 8], 1, 0, 1, 1);  sum_27 = None
    add_32 = torch.ops.aten.add.Tensor(add_31, slice_backward_15);  add_31 = slice_backward_15 = None
    view_53 = torch.ops.aten.view.default(add_32, [32, 8])
    _tensor_constant59 = self._tensor_constant59
    t_36 = torch.ops.aten.t.default(_tensor_constant59);  _tensor_constant59 = None
    mm_18 = torch.ops.aten.mm.default(view_53, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(view_53)
    _tensor_constant60 = self._tensor_constant60
    mm_19 = torch.ops.aten.mm.default(t_37, _tensor_constant60);  t_37 = _tensor_constant60 = None
    t_38 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(view_53, [0], True);  view_53 = None
    view_54 = torch.ops.aten.view.default(sum_28, [8]);  sum_28 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    view_55 = torch.ops.aten.view.default(mm_18, [2, 16, 8]);  mm_18 = None
    view_56 = torch.ops.aten.view.default(view_55, [2, 16, 2, 4]);  view_55 = None
    permute_19 = torch.ops.aten.permute.default(view_56, [0, 2, 3, 1]);  view_56 = None
    _tensor_constant61 = self._tensor_constant61
    mul_12 = torch.ops.aten.mul.Tensor(permute_19, _tensor_constant61);  _tensor_constant61 = None
    _tensor_constant62 = self._tensor_constant62
    mul_13 = torch.ops.aten.mul.Tensor(permute_19, _tensor_constant62);  _tensor_constant62 = None
    view_57 = torch.ops.aten.view.default(mul_12, [2, 2, 1, 4, 1, 16, 1]);  mul_12 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_57, [1, 3, 5]);  view_57 = None
    view_58 = torch.ops.aten.view.default(sum_29, [2]);  sum_29 = None
    select_backward_4 = torch.ops.aten.select_backward.default(view_58, [2, 2], 1, 1);  view_58 = None
    new_zeros_10 = torch.ops.aten.new_zeros.default(mul_13, [2, 2, 4, 32])
    _tensor_constant63 = self._tensor_constant63
    scatter_add_4 = torch.ops.aten.scatter_add.default(new_zeros_10, -1, _tensor_constant63, mul_13);  new_zeros_10 = _tensor_constant63 = mul_13 = None
    _tensor_constant64 = self._tensor_constant64
    mul_14 = torch.ops.aten.mul.Tensor(permute_19, _tensor_constant64);  _tensor_constant64 = None
    _tensor_constant65 = self._tensor_constant65
    mul_15 = torch.ops.aten.mul.Tensor(permute_19, _tensor_constant65);  permute_19 = _tensor_constant65 = None
    view_59 = torch.ops.aten.view.default(mul_14, [2, 2, 1, 4, 1, 16, 1]);  mul_14 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_59, [1, 3, 5]);  view_59 = None
    view_60 = torch.ops.aten.view.default(sum_30, [2]);  sum_30 = None
    select_backward_5 = torch.ops.aten.select_backward.default(view_60, [2, 2], 1, 0);  view_60 = None
    add_33 = torch.ops.aten.add.Tensor(select_backward_4, select_backward_5);  select_backward_4 = select_backward_5 = None
    new_zeros_11 = torch.ops.aten.new_zeros.default(mul_15, [2, 2, 4, 32])
    _tensor_constant66 = self._tensor_constant66
    scatter_add_5 = torch.ops.aten.scatter_add.default(new_zeros_11, -1, _tensor_constant66, mul_15);  new_zeros_11 = _tensor_constant66 = mul_15 = None
    add_34 = torch.ops.aten.add.Tensor(scatter_add_4, scatter_add_5);  scatter_add_4 = scatter_add_5 = None
    view_61 = torch.ops.aten.view.default(add_34, [2, 2, 4, 2, 16]);  add_34 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(view_61, [3]);  view_61 = None
    _tensor_constant67 = self._tensor_constant67
    detach_4 = torch.ops.aten.detach.default(_tensor_constant67);  _tensor_constant67 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(add_33, detach_4, -1, torch.float32);  add_33 = detach_4 = None
    new_zeros_12 = torch.ops.aten.new_zeros.default(_softmax_backward_data_2, [2, 16])
    _tensor_constant68 = self._tensor_constant68
    scatter_2 = torch.ops.aten.scatter.src(new_zeros_12, -1, _tensor_constant68, _softmax_backward_data_2);  new_zeros_12 = _tensor_constant68 = _softmax_backward_data_2 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(scatter_2, 1);  scatter_2 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_11, [2, 4, 16]);  unsqueeze_11 = None
    div_6 = torch.ops.aten.div.Scalar(expand_6, 4);  expand_6 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(div_6, 1);  div_6 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_12, [2, 2, 4, 16]);  unsqueeze_12 = None
    div_7 = torch.ops.aten.div.Scalar(expand_7, 2);  expand_7 = None
    permute_20 = torch.ops.aten.permute.default(sum_31, [0, 3, 1, 2]);  sum_31 = None
    _fft_r2c_2 = torch.ops.aten._fft_r2c.default(div_7, [3], 2, True);  div_7 = None
    slice_22 = torch.ops.aten.slice.Tensor(_fft_r2c_2, 3, 1, 8)
    mul__2 = torch.ops.aten.mul_.Scalar(slice_22, 2);  slice_22 = mul__2 = None
    _tensor_constant69 = self._tensor_constant69
    _conj_6 = torch.ops.aten._conj.default(_tensor_constant69);  _tensor_constant69 = None
    clone_11 = torch.ops.aten.clone.default(_conj_6);  _conj_6 = None
    mul_16 = torch.ops.aten.mul.Tensor(_fft_r2c_2, clone_11);  clone_11 = None
    _tensor_constant70 = self._tensor_constant70
    _conj_7 = torch.ops.aten._conj.default(_tensor_constant70);  _tensor_constant70 = None
    mul_17 = torch.ops.aten.mul.Tensor(_fft_r2c_2, _conj_7);  _fft_r2c_2 = _conj_7 = None
    _conj_8 = torch.ops.aten._conj.default(mul_16);  mul_16 = None
    clone_12 = torch.ops.aten.clone.default(_conj_8)
    new_zeros_13 = torch.ops.aten.new_zeros.default(clone_12, [2, 2, 4, 16]);  clone_12 = None
    slice_23 = torch.ops.aten.slice.Tensor(new_zeros_13, 3, 0, 9)
    copy__9 = torch.ops.aten.copy_.default(slice_23, _conj_8);  slice_23 = _conj_8 = copy__9 = None
    _fft_c2c_4 = torch.ops.aten._fft_c2c.default(new_zeros_13, [3], 0, False);  new_zeros_13 = None
    view_as_real_4 = torch.ops.aten.view_as_real.default(_fft_c2c_4);  _fft_c2c_4 = None
    select_4 = torch.ops.aten.select.int(view_as_real_4, 4, 0);  view_as_real_4 = None
    permute_21 = torch.ops.aten.permute.default(select_4, [0, 3, 1, 2]);  select_4 = None
    new_zeros_14 = torch.ops.aten.new_zeros.default(mul_17, [2, 2, 4, 16])
    slice_24 = torch.ops.aten.slice.Tensor(new_zeros_14, 3, 0, 9)
    copy__10 = torch.ops.aten.copy_.default(slice_24, mul_17);  slice_24 = mul_17 = copy__10 = None
    _fft_c2c_5 = torch.ops.aten._fft_c2c.default(new_zeros_14, [3], 0, False);  new_zeros_14 = None
    view_as_real_5 = torch.ops.aten.view_as_real.default(_fft_c2c_5);  _fft_c2c_5 = None
    select_5 = torch.ops.aten.select.int(view_as_real_5, 4, 0);  view_as_real_5 = None
    permute_22 = torch.ops.aten.permute.default(select_5, [0, 3, 1, 2]);  select_5 = None
    view_62 = torch.ops.aten.view.default(permute_20, [2, 16, 8]);  permute_20 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(view_62, [0, 1], True)
    view_63 = torch.ops.aten.view.default(sum_32, [8]);  sum_32 = None
    clone_13 = torch.ops.aten.clone.default(view_62, memory_format = torch.contiguous_format);  view_62 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_13, [32, 8]);  clone_13 = None
    t_40 = torch.ops.aten.t.default(_unsafe_view_4)
    _tensor_constant71 = self._tensor_constant71
    mm_20 = torch.ops.aten.mm.default(t_40, _tensor_constant71);  t_40 = _tensor_constant71 = None
    t_41 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    _tensor_constant72 = self._tensor_constant72
    t_42 = torch.ops.aten.t.default(_tensor_constant72);  _tensor_constant72 = None
    mm_21 = torch.ops.aten.mm.default(_unsafe_view_4, t_42);  _unsafe_view_4 = t_42 = None
    view_64 = torch.ops.aten.view.default(mm_21, [2, 16, 8]);  mm_21 = None
    add_35 = torch.ops.aten.add.Tensor(add_32, view_64);  add_32 = view_64 = None
    t_43 = torch.ops.aten.t.default(t_41);  t_41 = None
    view_65 = torch.ops.aten.view.default(permute_21, [2, 16, 8]);  permute_21 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_65, [0, 1], True)
    view_66 = torch.ops.aten.view.default(sum_33, [8]);  sum_33 = None
    clone_14 = torch.ops.aten.clone.default(view_65, memory_format = torch.contiguous_format);  view_65 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_14, [32, 8]);  clone_14 = None
    t_44 = torch.ops.aten.t.default(_unsafe_view_5)
    _tensor_constant73 = self._tensor_constant73
    mm_22 = torch.ops.aten.mm.default(t_44, _tensor_constant73);  t_44 = _tensor_constant73 = None
    t_45 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    _tensor_constant74 = self._tensor_constant74
    t_46 = torch.ops.aten.t.default(_tensor_constant74);  _tensor_constant74 = None
    mm_23 = torch.ops.aten.mm.default(_unsafe_view_5, t_46);  _unsafe_view_5 = t_46 = None
    view_67 = torch.ops.aten.view.default(mm_23, [2, 16, 8]);  mm_23 = None
    add_36 = torch.ops.aten.add.Tensor(add_35, view_67);  add_35 = view_67 = None
    t_47 = torch.ops.aten.t.default(t_45);  t_45 = None
    view_68 = torch.ops.aten.view.default(permute_22, [2, 16, 8]);  permute_22 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_68, [0, 1], True)
    view_69 = torch.ops.aten.view.default(sum_34, [8]);  sum_34 = None
    clone_15 = torch.ops.aten.clone.default(view_68, memory_format = torch.contiguous_format);  view_68 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_15, [32, 8]);  clone_15 = None
    t_48 = torch.ops.aten.t.default(_unsafe_view_6)
    _tensor_constant75 = self._tensor_constant75
    mm_24 = torch.ops.aten.mm.default(t_48, _tensor_constant75);  t_48 = _tensor_constant75 = None
    t_49 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    _tensor_constant76 = self._tensor_constant76
    t_50 = torch.ops.aten.t.default(_tensor_constant76);  _tensor_constant76 = None
    mm_25 = torch.ops.aten.mm.default(_unsafe_view_6, t_50);  _unsafe_view_6 = t_50 = None
    view_70 = torch.ops.aten.view.default(mm_25, [2, 16, 8]);  mm_25 = None
    add_37 = torch.ops.aten.add.Tensor(add_36, view_70);  add_36 = view_70 = None
    t_51 = torch.ops.aten.t.default(t_49);  t_49 = None
    transpose_6 = torch.ops.aten.transpose.int(add_37, 1, 2);  add_37 = None
    _tensor_constant77 = self._tensor_constant77
    _param_constant10 = self._param_constant10
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(transpose_6, _tensor_constant77, _param_constant10, [0], [1], [0], [1], False, [0], 1, [False, True, False]);  transpose_6 = _tensor_constant77 = _param_constant10 = None
    getitem_24 = convolution_backward_6[0];  getitem_24 = None
    getitem_25 = convolution_backward_6[1]
    getitem_26 = convolution_backward_6[2];  convolution_backward_6 = getitem_26 = None
    return (getitem_25, getitem_13, t_51, view_69, t_47, view_66, t_43, view_63, t_39, view_54, getitem_22, getitem_19, getitem_16, getitem_17, t_35, view_46, t_31, view_43, t_27, view_40, t_23, view_31, t_19, view_26, t_15, view_23, t_11, view_19, t_7, view_9, getitem_10, getitem_7, getitem_4, getitem_1, getitem_2, t_3, view_1)
    