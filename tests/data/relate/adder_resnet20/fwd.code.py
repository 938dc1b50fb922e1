


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  convolution = _param_constant1 = _param_constant2 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    relu_ = torch.ops.aten.relu_.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu_);  detach = None
    view = torch.ops.aten.view.default(relu_, [1, -1, 8, 8])
    im2col = torch.ops.aten.im2col.default(view, [3, 3], [1, 1], [1, 1], [1, 1]);  view = None
    view_1 = torch.ops.aten.view.default(im2col, [2, -1, 64]);  im2col = None
    permute = torch.ops.aten.permute.default(view_1, [1, 2, 0]);  view_1 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    view_2 = torch.ops.aten.view.default(clone, [36, -1]);  clone = None
    _param_constant3 = self._param_constant3
    view_3 = torch.ops.aten.view.default(_param_constant3, [4, -1]);  _param_constant3 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view_3, 2);  view_3 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(view_2, 0);  view_2 = None
    sub = torch.ops.aten.sub.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
    abs_1 = torch.ops.aten.abs.default(sub);  sub = None
    sum_1 = torch.ops.aten.sum.dim_IntList(abs_1, [1]);  abs_1 = None
    neg = torch.ops.aten.neg.default(sum_1);  sum_1 = None
    view_4 = torch.ops.aten.view.default(neg, [4, 8, 8, 2]);  neg = None
    permute_1 = torch.ops.aten.permute.default(view_4, [3, 0, 1, 2]);  view_4 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(clone_1, _param_constant4, _param_constant5, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  clone_1 = _param_constant4 = _param_constant5 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1];  getitem_4 = None
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
    relu__1 = torch.ops.aten.relu_.default(getitem_3);  getitem_3 = None
    detach_1 = torch.ops.aten.detach.default(relu__1);  detach_1 = None
    view_5 = torch.ops.aten.view.default(relu__1, [1, -1, 8, 8]);  relu__1 = None
    im2col_1 = torch.ops.aten.im2col.default(view_5, [3, 3], [1, 1], [1, 1], [1, 1]);  view_5 = None
    view_6 = torch.ops.aten.view.default(im2col_1, [2, -1, 64]);  im2col_1 = None
    permute_2 = torch.ops.aten.permute.default(view_6, [1, 2, 0]);  view_6 = None
    clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    view_7 = torch.ops.aten.view.default(clone_2, [36, -1]);  clone_2 = None
    _param_constant6 = self._param_constant6
    view_8 = torch.ops.aten.view.default(_param_constant6, [4, -1]);  _param_constant6 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(view_8, 2);  view_8 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(view_7, 0);  view_7 = None
    sub_1 = torch.ops.aten.sub.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
    abs_2 = torch.ops.aten.abs.default(sub_1);  sub_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(abs_2, [1]);  abs_2 = None
    neg_1 = torch.ops.aten.neg.default(sum_2);  sum_2 = None
    view_9 = torch.ops.aten.view.default(neg_1, [4, 8, 8, 2]);  neg_1 = None
    permute_3 = torch.ops.aten.permute.default(view_9, [3, 0, 1, 2]);  view_9 = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(clone_3, _param_constant7, _param_constant8, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  clone_3 = _param_constant7 = _param_constant8 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1];  getitem_7 = None
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
    add__3 = torch.ops.aten.add_.Tensor(getitem_6, relu_);  getitem_6 = relu_ = None
    relu__2 = torch.ops.aten.relu_.default(add__3);  add__3 = None
    detach_2 = torch.ops.aten.detach.default(relu__2);  detach_2 = None
    view_10 = torch.ops.aten.view.default(relu__2, [1, -1, 8, 8])
    im2col_2 = torch.ops.aten.im2col.default(view_10, [3, 3], [1, 1], [1, 1], [2, 2]);  view_10 = None
    view_11 = torch.ops.aten.view.default(im2col_2, [2, -1, 16]);  im2col_2 = None
    permute_4 = torch.ops.aten.permute.default(view_11, [1, 2, 0]);  view_11 = None
    clone_4 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    view_12 = torch.ops.aten.view.default(clone_4, [36, -1]);  clone_4 = None
    _param_constant9 = self._param_constant9
    view_13 = torch.ops.aten.view.default(_param_constant9, [8, -1]);  _param_constant9 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(view_13, 2);  view_13 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(view_12, 0);  view_12 = None
    sub_2 = torch.ops.aten.sub.Tensor(unsqueeze_4, unsqueeze_5);  unsqueeze_4 = unsqueeze_5 = None
    abs_3 = torch.ops.aten.abs.default(sub_2);  sub_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(abs_3, [1]);  abs_3 = None
    neg_2 = torch.ops.aten.neg.default(sum_3);  sum_3 = None
    view_14 = torch.ops.aten.view.default(neg_2, [8, 4, 4, 2]);  neg_2 = None
    permute_5 = torch.ops.aten.permute.default(view_14, [3, 0, 1, 2]);  view_14 = None
    clone_5 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    _tensor_constant9 = self._tensor_constant9
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__4 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(clone_5, _param_constant10, _param_constant11, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  clone_5 = _param_constant10 = _param_constant11 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1];  getitem_10 = None
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_11 = None
    relu__3 = torch.ops.aten.relu_.default(getitem_9);  getitem_9 = None
    detach_3 = torch.ops.aten.detach.default(relu__3);  detach_3 = None
    view_15 = torch.ops.aten.view.default(relu__3, [1, -1, 4, 4]);  relu__3 = None
    im2col_3 = torch.ops.aten.im2col.default(view_15, [3, 3], [1, 1], [1, 1], [1, 1]);  view_15 = None
    view_16 = torch.ops.aten.view.default(im2col_3, [2, -1, 16]);  im2col_3 = None
    permute_6 = torch.ops.aten.permute.default(view_16, [1, 2, 0]);  view_16 = None
    clone_6 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    view_17 = torch.ops.aten.view.default(clone_6, [72, -1]);  clone_6 = None
    _param_constant12 = self._param_constant12
    view_18 = torch.ops.aten.view.default(_param_constant12, [8, -1]);  _param_constant12 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(view_18, 2);  view_18 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(view_17, 0);  view_17 = None
    sub_3 = torch.ops.aten.sub.Tensor(unsqueeze_6, unsqueeze_7);  unsqueeze_6 = unsqueeze_7 = None
    abs_4 = torch.ops.aten.abs.default(sub_3);  sub_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(abs_4, [1]);  abs_4 = None
    neg_3 = torch.ops.aten.neg.default(sum_4);  sum_4 = None
    view_19 = torch.ops.aten.view.default(neg_3, [8, 4, 4, 2]);  neg_3 = None
    permute_7 = torch.ops.aten.permute.default(view_19, [3, 0, 1, 2]);  view_19 = None
    clone_7 = torch.ops.aten.clone.default(permute_7, memory_format = torch.contiguous_format);  permute_7 = None
    _tensor_constant12 = self._tensor_constant12
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__5 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(clone_7, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  clone_7 = _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1];  getitem_13 = None
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_14 = None
    view_20 = torch.ops.aten.view.default(relu__2, [1, -1, 8, 8]);  relu__2 = None
    im2col_4 = torch.ops.aten.im2col.default(view_20, [1, 1], [1, 1], [0, 0], [2, 2]);  view_20 = None
    view_21 = torch.ops.aten.view.default(im2col_4, [2, -1, 16]);  im2col_4 = None
    permute_8 = torch.ops.aten.permute.default(view_21, [1, 2, 0]);  view_21 = None
    clone_8 = torch.ops.aten.clone.default(permute_8, memory_format = torch.contiguous_format);  permute_8 = None
    view_22 = torch.ops.aten.view.default(clone_8, [4, -1]);  clone_8 = None
    _param_constant15 = self._param_constant15
    view_23 = torch.ops.aten.view.default(_param_constant15, [8, -1]);  _param_constant15 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(view_23, 2);  view_23 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(view_22, 0);  view_22 = None
    sub_4 = torch.ops.aten.sub.Tensor(unsqueeze_8, unsqueeze_9);  unsqueeze_8 = unsqueeze_9 = None
    abs_5 = torch.ops.aten.abs.default(sub_4);  sub_4 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(abs_5, [1]);  abs_5 = None
    neg_4 = torch.ops.aten.neg.default(sum_5);  sum_5 = None
    view_24 = torch.ops.aten.view.default(neg_4, [8, 4, 4, 2]);  neg_4 = None
    permute_9 = torch.ops.aten.permute.default(view_24, [3, 0, 1, 2]);  view_24 = None
    clone_9 = torch.ops.aten.clone.default(permute_9, memory_format = torch.contiguous_format);  permute_9 = None
    _tensor_constant15 = self._tensor_constant15
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__6 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(clone_9, _param_constant16, _param_constant17, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  clone_9 = _param_constant16 = _param_constant17 = _tensor_constant16 = _tensor_constant17 = None
    getitem_15 = native_batch_norm_5[0]
    getitem_16 = native_batch_norm_5[1];  getitem_16 = None
    getitem_17 = native_batch_norm_5[2];  native_batch_norm_5 = getitem_17 = None
    add__7 = torch.ops.aten.add_.Tensor(getitem_12, getitem_15);  getitem_12 = getitem_15 = None
    relu__4 = torch.ops.aten.relu_.default(add__7);  add__7 = None
    detach_4 = torch.ops.aten.detach.default(relu__4);  detach_4 = None
    view_25 = torch.ops.aten.view.default(relu__4, [1, -1, 4, 4])
    im2col_5 = torch.ops.aten.im2col.default(view_25, [3, 3], [1, 1], [1, 1], [2, 2]);  view_25 = None
    view_26 = torch.ops.aten.view.default(im2col_5, [2, -1, 4]);  im2col_5 = None
    permute_10 = torch.ops.aten.permute.default(view_26, [1, 2, 0]);  view_26 = None
    clone_10 = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    view_27 = torch.ops.aten.view.default(clone_10, [72, -1]);  clone_10 = None
    _param_constant18 = self._param_constant18
    view_28 = torch.ops.aten.view.default(_param_constant18, [16, -1]);  _param_constant18 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(view_28, 2);  view_28 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(view_27, 0);  view_27 = None
    sub_5 = torch.ops.aten.sub.Tensor(unsqueeze_10, unsqueeze_11);  unsqueeze_10 = unsqueeze_11 = None
    abs_6 = torch.ops.aten.abs.default(sub_5);  sub_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(abs_6, [1]);  abs_6 = None
    neg_5 = torch.ops.aten.neg.default(sum_6);  sum_6 = None
    view_29 = torch.ops.aten.view.default(neg_5, [16, 2, 2, 2]);  neg_5 = None
    permute_11 = torch.ops.aten.permute.default(view_29, [3, 0, 1, 2]);  view_29 = None
    clone_11 = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    _tensor_constant18 = self._tensor_constant18
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__8 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(clone_11, _param_constant19, _param_constant20, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  clone_11 = _param_constant19 = _param_constant20 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1];  getitem_19 = None
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_20 = None
    relu__5 = torch.ops.aten.relu_.default(getitem_18);  getitem_18 = None
    detach_5 = torch.ops.aten.detach.default(relu__5);  detach_5 = None
    view_30 = torch.ops.aten.view.default(relu__5, [1, -1, 2, 2]);  relu__5 = None
    im2col_6 = torch.ops.aten.im2col.default(view_30, [3, 3], [1, 1], [1, 1], [1, 1]);  view_30 = None
    view_31 = torch.ops.aten.view.default(im2col_6, [2, -1, 4]);  im2col_6 = None
    permute_12 = torch.ops.aten.permute.default(view_31, [1, 2, 0]);  view_31 = None
    clone_12 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    view_32 = torch.ops.aten.view.default(clone_12, [144, -1]);  clone_12 = None
    _param_constant21 = self._param_constant21
    view_33 = torch.ops.aten.view.default(_param_constant21, [16, -1]);  _param_constant21 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(view_33, 2);  view_33 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(view_32, 0);  view_32 = None
    sub_6 = torch.ops.aten.sub.Tensor(unsqueeze_12, unsqueeze_13);  unsqueeze_12 = unsqueeze_13 = None
    abs_7 = torch.ops.aten.abs.default(sub_6);  sub_6 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(abs_7, [1]);  abs_7 = None
    neg_6 = torch.ops.aten.neg.default(sum_7);  sum_7 = None
    view_34 = torch.ops.aten.view.default(neg_6, [16, 2, 2, 2]);  neg_6 = None
    permute_13 = torch.ops.aten.permute.default(view_34, [3, 0, 1, 2]);  view_34 = None
    clone_13 = torch.ops.aten.clone.default(permute_13, memory_format = torch.contiguous_format);  permute_13 = None
    _tensor_constant21 = self._tensor_constant21
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__9 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(clone_13, _param_constant22, _param_constant23, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  clone_13 = _param_constant22 = _param_constant23 = _tensor_constant22 = _tensor_constant23 = None
    getitem_21 = native_batch_norm_7[0]
    getitem_22 = native_batch_norm_7[1];  getitem_22 = None
    getitem_23 = native_batch_norm_7[2];  native_batch_norm_7 = getitem_23 = None
    view_35 = torch.ops.aten.view.default(relu__4, [1, -1, 4, 4]);  relu__4 = None
    im2col_7 = torch.ops.aten.im2col.default(view_35, [1, 1], [1, 1], [0, 0], [2, 2]);  view_35 = None
    view_36 = torch.ops.aten.view.default(im2col_7, [2, -1, 4]);  im2col_7 = None
    permute_14 = torch.ops.aten.permute.default(view_36, [1, 2, 0]);  view_36 = None
    clone_14 = torch.ops.aten.clone.default(permute_14, memory_format = torch.contiguous_format);  permute_14 = None
    view_37 = torch.ops.aten.view.default(clone_14, [8, -1]);  clone_14 = None
    _param_constant24 = self._param_constant24
    view_38 = torch.ops.aten.view.default(_param_constant24, [16, -1]);  _param_constant24 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(view_38, 2);  view_38 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(view_37, 0);  view_37 = None
    sub_7 = torch.ops.aten.sub.Tensor(unsqueeze_14, unsqueeze_15);  unsqueeze_14 = unsqueeze_15 = None
    abs_8 = torch.ops.aten.abs.default(sub_7);  sub_7 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(abs_8, [1]);  abs_8 = None
    neg_7 = torch.ops.aten.neg.default(sum_8);  sum_8 = None
    view_39 = torch.ops.aten.view.default(neg_7, [16, 2, 2, 2]);  neg_7 = None
    permute_15 = torch.ops.aten.permute.default(view_39, [3, 0, 1, 2]);  view_39 = None
    clone_15 = torch.ops.aten.clone.default(permute_15, memory_format = torch.contiguous_format);  permute_15 = None
    _tensor_constant24 = self._tensor_constant24
    add__10 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__10 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant25 = self._param_constant25
    _param_constant26 = self._param_constant26
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(clone_15, _param_constant25, _param_constant26, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  clone_15 = _param_constant25 = _param_constant26 = _tensor_constant25 = _tensor_constant26 = None
    getitem_24 = native_batch_norm_8[0]
    getitem_25 = native_batch_norm_8[1];  getitem_25 = None
    getitem_26 = native_batch_norm_8[2];  native_batch_norm_8 = getitem_26 = None
    add__11 = torch.ops.aten.add_.Tensor(getitem_21, getitem_24);  getitem_21 = getitem_24 = None
    relu__6 = torch.ops.aten.relu_.default(add__11);  add__11 = None
    detach_6 = torch.ops.aten.detach.default(relu__6);  detach_6 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(relu__6, [2, 2], [1, 1]);  relu__6 = None
    _param_constant27 = self._param_constant27
    convolution_1 = torch.ops.aten.convolution.default(avg_pool2d, _param_constant27, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d = _param_constant27 = None
    _tensor_constant27 = self._tensor_constant27
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__12 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant28, _param_constant29, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  convolution_1 = _param_constant28 = _param_constant29 = _tensor_constant28 = _tensor_constant29 = None
    getitem_27 = native_batch_norm_9[0]
    getitem_28 = native_batch_norm_9[1];  getitem_28 = None
    getitem_29 = native_batch_norm_9[2];  native_batch_norm_9 = getitem_29 = None
    view_40 = torch.ops.aten.view.default(getitem_27, [2, -1]);  getitem_27 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_40, 1, False);  view_40 = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax);  detach_7 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_30 = nll_loss_forward[0]
    getitem_31 = nll_loss_forward[1];  nll_loss_forward = getitem_31 = None
    return getitem_30
    