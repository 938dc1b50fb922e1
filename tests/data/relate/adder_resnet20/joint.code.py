


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  _param_constant1 = _param_constant2 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2];  native_batch_norm = None
    relu_ = torch.ops.aten.relu_.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu_)
    view = torch.ops.aten.view.default(relu_, [1, -1, 8, 8])
    im2col = torch.ops.aten.im2col.default(view, [3, 3], [1, 1], [1, 1], [1, 1]);  view = None
    view_1 = torch.ops.aten.view.default(im2col, [2, -1, 64]);  im2col = None
    permute = torch.ops.aten.permute.default(view_1, [1, 2, 0]);  view_1 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    view_2 = torch.ops.aten.view.default(clone, [36, -1]);  clone = None
    _param_constant3 = self._param_constant3
    view_3 = torch.ops.aten.view.default(_param_constant3, [4, -1]);  _param_constant3 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view_3, 2)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(view_2, 0)
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
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(clone_1, _param_constant4, _param_constant5, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  _param_constant4 = _param_constant5 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1]
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu__1 = torch.ops.aten.relu_.default(getitem_3);  getitem_3 = None
    detach_1 = torch.ops.aten.detach.default(relu__1)
    view_5 = torch.ops.aten.view.default(relu__1, [1, -1, 8, 8]);  relu__1 = None
    im2col_1 = torch.ops.aten.im2col.default(view_5, [3, 3], [1, 1], [1, 1], [1, 1]);  view_5 = None
    view_6 = torch.ops.aten.view.default(im2col_1, [2, -1, 64]);  im2col_1 = None
    permute_2 = torch.ops.aten.permute.default(view_6, [1, 2, 0]);  view_6 = None
    clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    view_7 = torch.ops.aten.view.default(clone_2, [36, -1]);  clone_2 = None
    _param_constant6 = self._param_constant6
    view_8 = torch.ops.aten.view.default(_param_constant6, [4, -1]);  _param_constant6 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(view_8, 2)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(view_7, 0)
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
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(clone_3, _param_constant7, _param_constant8, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  _param_constant7 = _param_constant8 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1]
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = None
    add__3 = torch.ops.aten.add_.Tensor(getitem_6, relu_);  getitem_6 = relu_ = None
    relu__2 = torch.ops.aten.relu_.default(add__3);  add__3 = None
    detach_2 = torch.ops.aten.detach.default(relu__2)
    view_10 = torch.ops.aten.view.default(relu__2, [1, -1, 8, 8])
    im2col_2 = torch.ops.aten.im2col.default(view_10, [3, 3], [1, 1], [1, 1], [2, 2]);  view_10 = None
    view_11 = torch.ops.aten.view.default(im2col_2, [2, -1, 16]);  im2col_2 = None
    permute_4 = torch.ops.aten.permute.default(view_11, [1, 2, 0]);  view_11 = None
    clone_4 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    view_12 = torch.ops.aten.view.default(clone_4, [36, -1]);  clone_4 = None
    _param_constant9 = self._param_constant9
    view_13 = torch.ops.aten.view.default(_param_constant9, [8, -1]);  _param_constant9 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(view_13, 2)
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(view_12, 0)
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
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(clone_5, _param_constant10, _param_constant11, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  _param_constant10 = _param_constant11 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1]
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = None
    relu__3 = torch.ops.aten.relu_.default(getitem_9);  getitem_9 = None
    detach_3 = torch.ops.aten.detach.default(relu__3)
    view_15 = torch.ops.aten.view.default(relu__3, [1, -1, 4, 4]);  relu__3 = None
    im2col_3 = torch.ops.aten.im2col.default(view_15, [3, 3], [1, 1], [1, 1], [1, 1]);  view_15 = None
    view_16 = torch.ops.aten.view.default(im2col_3, [2, -1, 16]);  im2col_3 = None
    permute_6 = torch.ops.aten.permute.default(view_16, [1, 2, 0]);  view_16 = None
    clone_6 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    view_17 = torch.ops.aten.view.default(clone_6, [72, -1]);  clone_6 = None
    _param_constant12 = self._param_constant12
    view_18 = torch.ops.aten.view.default(_param_constant12, [8, -1]);  _param_constant12 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(view_18, 2)
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(view_17, 0)
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
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(clone_7, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1]
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = None
    view_20 = torch.ops.aten.view.default(relu__2, [1, -1, 8, 8]);  relu__2 = None
    im2col_4 = torch.ops.aten.im2col.default(view_20, [1, 1], [1, 1], [0, 0], [2, 2]);  view_20 = None
    view_21 = torch.ops.aten.view.default(im2col_4, [2, -1, 16]);  im2col_4 = None
    permute_8 = torch.ops.aten.permute.default(view_21, [1, 2, 0]);  view_21 = None
    clone_8 = torch.ops.aten.clone.default(permute_8, memory_format = torch.contiguous_format);  permute_8 = None
    view_22 = torch.ops.aten.view.default(clone_8, [4, -1]);  clone_8 = None
    _param_constant15 = self._param_constant15
    view_23 = torch.ops.aten.view.default(_param_constant15, [8, -1]);  _param_constant15 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(view_23, 2)
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(view_22, 0)
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
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(clone_9, _param_constant16, _param_constant17, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  _param_constant16 = _param_constant17 = _tensor_constant16 = _tensor_constant17 = None
    getitem_15 = native_batch_norm_5[0]
    getitem_16 = native_batch_norm_5[1]
    getitem_17 = native_batch_norm_5[2];  native_batch_norm_5 = None
    add__7 = torch.ops.aten.add_.Tensor(getitem_12, getitem_15);  getitem_12 = getitem_15 = None
    relu__4 = torch.ops.aten.relu_.default(add__7);  add__7 = None
    detach_4 = torch.ops.aten.detach.default(relu__4)
    view_25 = torch.ops.aten.view.default(relu__4, [1, -1, 4, 4])
    im2col_5 = torch.ops.aten.im2col.default(view_25, [3, 3], [1, 1], [1, 1], [2, 2]);  view_25 = None
    view_26 = torch.ops.aten.view.default(im2col_5, [2, -1, 4]);  im2col_5 = None
    permute_10 = torch.ops.aten.permute.default(view_26, [1, 2, 0]);  view_26 = None
    clone_10 = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    view_27 = torch.ops.aten.view.default(clone_10, [72, -1]);  clone_10 = None
    _param_constant18 = self._param_constant18
    view_28 = torch.ops.aten.view.default(_param_constant18, [16, -1]);  _param_constant18 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(view_28, 2)
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(view_27, 0)
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
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(clone_11, _param_constant19, _param_constant20, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  _param_constant19 = _param_constant20 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1]
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = None
    relu__5 = torch.ops.aten.relu_.default(getitem_18);  getitem_18 = None
    detach_5 = torch.ops.aten.detach.default(relu__5)
    view_30 = torch.ops.aten.view.default(relu__5, [1, -1, 2, 2]);  relu__5 = None
    im2col_6 = torch.ops.aten.im2col.default(view_30, [3, 3], [1, 1], [1, 1], [1, 1]);  view_30 = None
    view_31 = torch.ops.aten.view.default(im2col_6, [2, -1, 4]);  im2col_6 = None
    permute_12 = torch.ops.aten.permute.default(view_31, [1, 2, 0]);  view_31 = None
    clone_12 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    view_32 = torch.ops.aten.view.default(clone_12, [144, -1]);  clone_12 = None
    _param_constant21 = self._param_constant21
    view_33 = torch.ops.aten.view.default(_param_constant21, [16, -1]);  _param_constant21 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(view_33, 2)
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(view_32, 0)
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
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(clone_13, _param_constant22, _param_constant23, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  _param_constant22 = _param_constant23 = _tensor_constant22 = _tensor_constant23 = None
    getitem_21 = native_batch_norm_7[0]
    getitem_22 = native_batch_norm_7[1]
    getitem_23 = native_batch_norm_7[2];  native_batch_norm_7 = None
    view_35 = torch.ops.aten.view.default(relu__4, [1, -1, 4, 4]);  relu__4 = None
    im2col_7 = torch.ops.aten.im2col.default(view_35, [1, 1], [1, 1], [0, 0], [2, 2]);  view_35 = None
    view_36 = torch.ops.aten.view.default(im2col_7, [2, -1, 4]);  im2col_7 = None
    permute_14 = torch.ops.aten.permute.default(view_36, [1, 2, 0]);  view_36 = None
    clone_14 = torch.ops.aten.clone.default(permute_14, memory_format = torch.contiguous_format);  permute_14 = None
    view_37 = torch.ops.aten.view.default(clone_14, [8, -1]);  clone_14 = None
    _param_constant24 = self._param_constant24
    view_38 = torch.ops.aten.view.default(_param_constant24, [16, -1]);  _param_constant24 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(view_38, 2)
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(view_37, 0)
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
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(clone_15, _param_constant25, _param_constant26, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  _param_constant25 = _param_constant26 = _tensor_constant25 = _tensor_constant26 = None
    getitem_24 = native_batch_norm_8[0]
    getitem_25 = native_batch_norm_8[1]
    getitem_26 = native_batch_norm_8[2];  native_batch_norm_8 = None
    add__11 = torch.ops.aten.add_.Tensor(getitem_21, getitem_24);  getitem_21 = getitem_24 = None
    relu__6 = torch.ops.aten.relu_.default(add__11);  add__11 = None
    detach_6 = torch.ops.aten.detach.default(relu__6)
    avg_pool2d = torch.ops.aten.avg_pool2d.default(relu__6, [2, 2], [1, 1])
    _param_constant27 = self._param_constant27
    convolution_1 = torch.ops.aten.convolution.default(avg_pool2d, _param_constant27, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant27 = None
    _tensor_constant27 = self._tensor_constant27
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__12 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant28, _param_constant29, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  _param_constant28 = _param_constant29 = _tensor_constant28 = _tensor_constant29 = None
    getitem_27 = native_batch_norm_9[0]
    getitem_28 = native_batch_norm_9[1]
    getitem_29 = native_batch_norm_9[2];  native_batch_norm_9 = None
    view_40 = torch.ops.aten.view.default(getitem_27, [2, -1]);  getitem_27 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_40, 1, False);  view_40 = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_30 = nll_loss_forward[0]
    getitem_31 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_30, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_31);  ones_like = _log_softmax = labels_1 = getitem_31 = None
    detach_8 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_8, 1, torch.float32);  nll_loss_backward = detach_8 = None
    view_41 = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 5, 1, 1]);  _log_softmax_backward_data = None
    _param_constant28_1 = self._param_constant28
    _tensor_constant28_1 = self._tensor_constant28
    _tensor_constant29_1 = self._tensor_constant29
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(view_41, convolution_1, _param_constant28_1, _tensor_constant28_1, _tensor_constant29_1, getitem_28, getitem_29, True, 1e-05, [True, True, True]);  view_41 = convolution_1 = _param_constant28_1 = _tensor_constant28_1 = _tensor_constant29_1 = getitem_28 = getitem_29 = None
    getitem_32 = native_batch_norm_backward[0]
    getitem_33 = native_batch_norm_backward[1]
    getitem_34 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _param_constant27_1 = self._param_constant27
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_32, avg_pool2d, _param_constant27_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_32 = avg_pool2d = _param_constant27_1 = None
    getitem_35 = convolution_backward[0]
    getitem_36 = convolution_backward[1]
    getitem_37 = convolution_backward[2];  convolution_backward = getitem_37 = None
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(getitem_35, relu__6, [2, 2], [1, 1], [0, 0], False, True, None);  getitem_35 = relu__6 = None
    detach_9 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(avg_pool2d_backward, detach_9, 0);  avg_pool2d_backward = detach_9 = None
    _param_constant25_1 = self._param_constant25
    _tensor_constant25_1 = self._tensor_constant25
    _tensor_constant26_1 = self._tensor_constant26
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, clone_15, _param_constant25_1, _tensor_constant25_1, _tensor_constant26_1, getitem_25, getitem_26, True, 1e-05, [True, True, True]);  clone_15 = _param_constant25_1 = _tensor_constant25_1 = _tensor_constant26_1 = getitem_25 = getitem_26 = None
    getitem_38 = native_batch_norm_backward_1[0]
    getitem_39 = native_batch_norm_backward_1[1]
    getitem_40 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    permute_16 = torch.ops.aten.permute.default(getitem_38, [1, 2, 3, 0]);  getitem_38 = None
    clone_16 = torch.ops.aten.clone.default(permute_16, memory_format = torch.contiguous_format);  permute_16 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone_16, [16, 8]);  clone_16 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(view_37, 0)
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(view_38, 2)
    sub_8 = torch.ops.aten.sub.Tensor(unsqueeze_16, unsqueeze_17);  unsqueeze_16 = unsqueeze_17 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(_unsafe_view, 1)
    mul = torch.ops.aten.mul.Tensor(sub_8, unsqueeze_18);  sub_8 = unsqueeze_18 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul, [2]);  mul = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(sum_9)
    clamp = torch.ops.aten.clamp.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    div = torch.ops.aten.div.Tensor(sum_9, clamp);  sum_9 = clamp = None
    mul_1 = torch.ops.aten.mul.Tensor(div, 11.313708498984761);  div = None
    div_1 = torch.ops.aten.div.Tensor(mul_1, 5);  mul_1 = None
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(view_37, 0);  view_37 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(view_38, 2);  view_38 = None
    sub_9 = torch.ops.aten.sub.Tensor(unsqueeze_19, unsqueeze_20);  unsqueeze_19 = unsqueeze_20 = None
    clamp_1 = torch.ops.aten.clamp.default(sub_9, -1, 1);  sub_9 = None
    neg_8 = torch.ops.aten.neg.default(clamp_1);  clamp_1 = None
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(_unsafe_view, 1);  _unsafe_view = None
    mul_2 = torch.ops.aten.mul.Tensor(neg_8, unsqueeze_21);  neg_8 = unsqueeze_21 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_2, [0]);  mul_2 = None
    view_42 = torch.ops.aten.view.default(div_1, [16, 8, 1, 1]);  div_1 = None
    view_43 = torch.ops.aten.view.default(sum_10, [8, 4, 2]);  sum_10 = None
    permute_17 = torch.ops.aten.permute.default(view_43, [2, 0, 1]);  view_43 = None
    clone_17 = torch.ops.aten.clone.default(permute_17, memory_format = torch.contiguous_format);  permute_17 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_17, [1, 16, 4]);  clone_17 = None
    col2im = torch.ops.aten.col2im.default(_unsafe_view_1, [4, 4], [1, 1], [1, 1], [0, 0], [2, 2]);  _unsafe_view_1 = None
    view_44 = torch.ops.aten.view.default(col2im, [2, 8, 4, 4]);  col2im = None
    _param_constant22_1 = self._param_constant22
    _tensor_constant22_1 = self._tensor_constant22
    _tensor_constant23_1 = self._tensor_constant23
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, clone_13, _param_constant22_1, _tensor_constant22_1, _tensor_constant23_1, getitem_22, getitem_23, True, 1e-05, [True, True, True]);  threshold_backward = clone_13 = _param_constant22_1 = _tensor_constant22_1 = _tensor_constant23_1 = getitem_22 = getitem_23 = None
    getitem_41 = native_batch_norm_backward_2[0]
    getitem_42 = native_batch_norm_backward_2[1]
    getitem_43 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    permute_18 = torch.ops.aten.permute.default(getitem_41, [1, 2, 3, 0]);  getitem_41 = None
    clone_18 = torch.ops.aten.clone.default(permute_18, memory_format = torch.contiguous_format);  permute_18 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_18, [16, 8]);  clone_18 = None
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(view_32, 0)
    unsqueeze_23 = torch.ops.aten.unsqueeze.default(view_33, 2)
    sub_10 = torch.ops.aten.sub.Tensor(unsqueeze_22, unsqueeze_23);  unsqueeze_22 = unsqueeze_23 = None
    unsqueeze_24 = torch.ops.aten.unsqueeze.default(_unsafe_view_2, 1)
    mul_3 = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_24);  sub_10 = unsqueeze_24 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_3, [2]);  mul_3 = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(sum_11)
    clamp_2 = torch.ops.aten.clamp.default(linalg_vector_norm_1, 1e-12);  linalg_vector_norm_1 = None
    div_2 = torch.ops.aten.div.Tensor(sum_11, clamp_2);  sum_11 = clamp_2 = None
    mul_4 = torch.ops.aten.mul.Tensor(div_2, 48.0);  div_2 = None
    div_3 = torch.ops.aten.div.Tensor(mul_4, 5);  mul_4 = None
    unsqueeze_25 = torch.ops.aten.unsqueeze.default(view_32, 0);  view_32 = None
    unsqueeze_26 = torch.ops.aten.unsqueeze.default(view_33, 2);  view_33 = None
    sub_11 = torch.ops.aten.sub.Tensor(unsqueeze_25, unsqueeze_26);  unsqueeze_25 = unsqueeze_26 = None
    clamp_3 = torch.ops.aten.clamp.default(sub_11, -1, 1);  sub_11 = None
    neg_9 = torch.ops.aten.neg.default(clamp_3);  clamp_3 = None
    unsqueeze_27 = torch.ops.aten.unsqueeze.default(_unsafe_view_2, 1);  _unsafe_view_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(neg_9, unsqueeze_27);  neg_9 = unsqueeze_27 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_5, [0]);  mul_5 = None
    view_45 = torch.ops.aten.view.default(div_3, [16, 16, 3, 3]);  div_3 = None
    view_46 = torch.ops.aten.view.default(sum_12, [144, 4, 2]);  sum_12 = None
    permute_19 = torch.ops.aten.permute.default(view_46, [2, 0, 1]);  view_46 = None
    clone_19 = torch.ops.aten.clone.default(permute_19, memory_format = torch.contiguous_format);  permute_19 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_19, [1, 288, 4]);  clone_19 = None
    col2im_1 = torch.ops.aten.col2im.default(_unsafe_view_3, [2, 2], [3, 3], [1, 1], [1, 1], [1, 1]);  _unsafe_view_3 = None
    view_47 = torch.ops.aten.view.default(col2im_1, [2, 16, 2, 2]);  col2im_1 = None
    detach_10 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(view_47, detach_10, 0);  view_47 = detach_10 = None
    _param_constant19_1 = self._param_constant19
    _tensor_constant19_1 = self._tensor_constant19
    _tensor_constant20_1 = self._tensor_constant20
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, clone_11, _param_constant19_1, _tensor_constant19_1, _tensor_constant20_1, getitem_19, getitem_20, True, 1e-05, [True, True, True]);  threshold_backward_1 = clone_11 = _param_constant19_1 = _tensor_constant19_1 = _tensor_constant20_1 = getitem_19 = getitem_20 = None
    getitem_44 = native_batch_norm_backward_3[0]
    getitem_45 = native_batch_norm_backward_3[1]
    getitem_46 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    permute_20 = torch.ops.aten.permute.default(getitem_44, [1, 2, 3, 0]);  getitem_44 = None
    clone_20 = torch.ops.aten.clone.default(permute_20, memory_format = torch.contiguous_format);  permute_20 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_20, [16, 8]);  clone_20 = None
    unsqueeze_28 = torch.ops.aten.unsqueeze.default(view_27, 0)
    unsqueeze_29 = torch.ops.aten.unsqueeze.default(view_28, 2)
    sub_12 = torch.ops.aten.sub.Tensor(unsqueeze_28, unsqueeze_29);  unsqueeze_28 = unsqueeze_29 = None
    unsqueeze_30 = torch.ops.aten.unsqueeze.default(_unsafe_view_4, 1)
    mul_6 = torch.ops.aten.mul.Tensor(sub_12, unsqueeze_30);  sub_12 = unsqueeze_30 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_6, [2]);  mul_6 = None
    linalg_vector_norm_2 = torch.ops.aten.linalg_vector_norm.default(sum_13)
    clamp_4 = torch.ops.aten.clamp.default(linalg_vector_norm_2, 1e-12);  linalg_vector_norm_2 = None
    div_4 = torch.ops.aten.div.Tensor(sum_13, clamp_4);  sum_13 = clamp_4 = None
    mul_7 = torch.ops.aten.mul.Tensor(div_4, 33.94112549695428);  div_4 = None
    div_5 = torch.ops.aten.div.Tensor(mul_7, 5);  mul_7 = None
    unsqueeze_31 = torch.ops.aten.unsqueeze.default(view_27, 0);  view_27 = None
    unsqueeze_32 = torch.ops.aten.unsqueeze.default(view_28, 2);  view_28 = None
    sub_13 = torch.ops.aten.sub.Tensor(unsqueeze_31, unsqueeze_32);  unsqueeze_31 = unsqueeze_32 = None
    clamp_5 = torch.ops.aten.clamp.default(sub_13, -1, 1);  sub_13 = None
    neg_10 = torch.ops.aten.neg.default(clamp_5);  clamp_5 = None
    unsqueeze_33 = torch.ops.aten.unsqueeze.default(_unsafe_view_4, 1);  _unsafe_view_4 = None
    mul_8 = torch.ops.aten.mul.Tensor(neg_10, unsqueeze_33);  neg_10 = unsqueeze_33 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_8, [0]);  mul_8 = None
    view_48 = torch.ops.aten.view.default(div_5, [16, 8, 3, 3]);  div_5 = None
    view_49 = torch.ops.aten.view.default(sum_14, [72, 4, 2]);  sum_14 = None
    permute_21 = torch.ops.aten.permute.default(view_49, [2, 0, 1]);  view_49 = None
    clone_21 = torch.ops.aten.clone.default(permute_21, memory_format = torch.contiguous_format);  permute_21 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_21, [1, 144, 4]);  clone_21 = None
    col2im_2 = torch.ops.aten.col2im.default(_unsafe_view_5, [4, 4], [3, 3], [1, 1], [1, 1], [2, 2]);  _unsafe_view_5 = None
    view_50 = torch.ops.aten.view.default(col2im_2, [2, 8, 4, 4]);  col2im_2 = None
    add = torch.ops.aten.add.Tensor(view_44, view_50);  view_44 = view_50 = None
    detach_11 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add, detach_11, 0);  add = detach_11 = None
    _param_constant16_1 = self._param_constant16
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant17_1 = self._tensor_constant17
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, clone_9, _param_constant16_1, _tensor_constant16_1, _tensor_constant17_1, getitem_16, getitem_17, True, 1e-05, [True, True, True]);  clone_9 = _param_constant16_1 = _tensor_constant16_1 = _tensor_constant17_1 = getitem_16 = getitem_17 = None
    getitem_47 = native_batch_norm_backward_4[0]
    getitem_48 = native_batch_norm_backward_4[1]
    getitem_49 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    permute_22 = torch.ops.aten.permute.default(getitem_47, [1, 2, 3, 0]);  getitem_47 = None
    clone_22 = torch.ops.aten.clone.default(permute_22, memory_format = torch.contiguous_format);  permute_22 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_22, [8, 32]);  clone_22 = None
    unsqueeze_34 = torch.ops.aten.unsqueeze.default(view_22, 0)
    unsqueeze_35 = torch.ops.aten.unsqueeze.default(view_23, 2)
    sub_14 = torch.ops.aten.sub.Tensor(unsqueeze_34, unsqueeze_35);  unsqueeze_34 = unsqueeze_35 = None
    unsqueeze_36 = torch.ops.aten.unsqueeze.default(_unsafe_view_6, 1)
    mul_9 = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_36);  sub_14 = unsqueeze_36 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_9, [2]);  mul_9 = None
    linalg_vector_norm_3 = torch.ops.aten.linalg_vector_norm.default(sum_15)
    clamp_6 = torch.ops.aten.clamp.default(linalg_vector_norm_3, 1e-12);  linalg_vector_norm_3 = None
    div_6 = torch.ops.aten.div.Tensor(sum_15, clamp_6);  sum_15 = clamp_6 = None
    mul_10 = torch.ops.aten.mul.Tensor(div_6, 5.656854249492381);  div_6 = None
    div_7 = torch.ops.aten.div.Tensor(mul_10, 5);  mul_10 = None
    unsqueeze_37 = torch.ops.aten.unsqueeze.default(view_22, 0);  view_22 = None
    unsqueeze_38 = torch.ops.aten.unsqueeze.default(view_23, 2);  view_23 = None
    sub_15 = torch.ops.aten.sub.Tensor(unsqueeze_37, unsqueeze_38);  unsqueeze_37 = unsqueeze_38 = None
    clamp_7 = torch.ops.aten.clamp.default(sub_15, -1, 1);  sub_15 = None
    neg_11 = torch.ops.aten.neg.default(clamp_7);  clamp_7 = None
    unsqueeze_39 = torch.ops.aten.unsqueeze.default(_unsafe_view_6, 1);  _unsafe_view_6 = None
    mul_11 = torch.ops.aten.mul.Tensor(neg_11, unsqueeze_39);  neg_11 = unsqueeze_39 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_11, [0]);  mul_11 = None
    view_51 = torch.ops.aten.view.default(div_7, [8, 4, 1, 1]);  div_7 = None
    view_52 = torch.ops.aten.view.default(sum_16, [4, 16, 2]);  sum_16 = None
    permute_23 = torch.ops.aten.permute.default(view_52, [2, 0, 1]);  view_52 = None
    clone_23 = torch.ops.aten.clone.default(permute_23, memory_format = torch.contiguous_format);  permute_23 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_23, [1, 8, 16]);  clone_23 = None
    col2im_3 = torch.ops.aten.col2im.default(_unsafe_view_7, [8, 8], [1, 1], [1, 1], [0, 0], [2, 2]);  _unsafe_view_7 = None
    view_53 = torch.ops.aten.view.default(col2im_3, [2, 4, 8, 8]);  col2im_3 = None
    _param_constant13_1 = self._param_constant13
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant14_1 = self._tensor_constant14
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, clone_7, _param_constant13_1, _tensor_constant13_1, _tensor_constant14_1, getitem_13, getitem_14, True, 1e-05, [True, True, True]);  threshold_backward_2 = clone_7 = _param_constant13_1 = _tensor_constant13_1 = _tensor_constant14_1 = getitem_13 = getitem_14 = None
    getitem_50 = native_batch_norm_backward_5[0]
    getitem_51 = native_batch_norm_backward_5[1]
    getitem_52 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    permute_24 = torch.ops.aten.permute.default(getitem_50, [1, 2, 3, 0]);  getitem_50 = None
    clone_24 = torch.ops.aten.clone.default(permute_24, memory_format = torch.contiguous_format);  permute_24 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_24, [8, 32]);  clone_24 = None
    unsqueeze_40 = torch.ops.aten.unsqueeze.default(view_17, 0)
    unsqueeze_41 = torch.ops.aten.unsqueeze.default(view_18, 2)
    sub_16 = torch.ops.aten.sub.Tensor(unsqueeze_40, unsqueeze_41);  unsqueeze_40 = unsqueeze_41 = None
    unsqueeze_42 = torch.ops.aten.unsqueeze.default(_unsafe_view_8, 1)
    mul_12 = torch.ops.aten.mul.Tensor(sub_16, unsqueeze_42);  sub_16 = unsqueeze_42 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_12, [2]);  mul_12 = None
    linalg_vector_norm_4 = torch.ops.aten.linalg_vector_norm.default(sum_17)
    clamp_8 = torch.ops.aten.clamp.default(linalg_vector_norm_4, 1e-12);  linalg_vector_norm_4 = None
    div_8 = torch.ops.aten.div.Tensor(sum_17, clamp_8);  sum_17 = clamp_8 = None
    mul_13 = torch.ops.aten.mul.Tensor(div_8, 24.0);  div_8 = None
    div_9 = torch.ops.aten.div.Tensor(mul_13, 5);  mul_13 = None
    unsqueeze_43 = torch.ops.aten.unsqueeze.default(view_17, 0);  view_17 = None
    unsqueeze_44 = torch.ops.aten.unsqueeze.default(view_18, 2);  view_18 = None
    sub_17 = torch.ops.aten.sub.Tensor(unsqueeze_43, unsqueeze_44);  unsqueeze_43 = unsqueeze_44 = None
    clamp_9 = torch.ops.aten.clamp.default(sub_17, -1, 1);  sub_17 = None
    neg_12 = torch.ops.aten.neg.default(clamp_9);  clamp_9 = None
    unsqueeze_45 = torch.ops.aten.unsqueeze.default(_unsafe_view_8, 1);  _unsafe_view_8 = None
    mul_14 = torch.ops.aten.mul.Tensor(neg_12, unsqueeze_45);  neg_12 = unsqueeze_45 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(mul_14, [0]);  mul_14 = None
    view_54 = torch.ops.aten.view.default(div_9, [8, 8, 3, 3]);  div_9 = None
    view_55 = torch.ops.aten.view.default(sum_18, [72, 16, 2]);  sum_18 = None
    permute_25 = torch.ops.aten.permute.default(view_55, [2, 0, 1]);  view_55 = None
    clone_25 = torch.ops.aten.clone.default(permute_25, memory_format = torch.contiguous_format);  permute_25 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_25, [1, 144, 16]);  clone_25 = None
    col2im_4 = torch.ops.aten.col2im.default(_unsafe_view_9, [4, 4], [3, 3], [1, 1], [1, 1], [1, 1]);  _unsafe_view_9 = None
    view_56 = torch.ops.aten.view.default(col2im_4, [2, 8, 4, 4]);  col2im_4 = None
    detach_12 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(view_56, detach_12, 0);  view_56 = detach_12 = None
    _param_constant10_1 = self._param_constant10
    _tensor_constant10_1 = self._tensor_constant10
    _tensor_constant11_1 = self._tensor_constant11
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, clone_5, _param_constant10_1, _tensor_constant10_1, _tensor_constant11_1, getitem_10, getitem_11, True, 1e-05, [True, True, True]);  threshold_backward_3 = clone_5 = _param_constant10_1 = _tensor_constant10_1 = _tensor_constant11_1 = getitem_10 = getitem_11 = None
    getitem_53 = native_batch_norm_backward_6[0]
    getitem_54 = native_batch_norm_backward_6[1]
    getitem_55 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    permute_26 = torch.ops.aten.permute.default(getitem_53, [1, 2, 3, 0]);  getitem_53 = None
    clone_26 = torch.ops.aten.clone.default(permute_26, memory_format = torch.contiguous_format);  permute_26 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_26, [8, 32]);  clone_26 = None
    unsqueeze_46 = torch.ops.aten.unsqueeze.default(view_12, 0)
    unsqueeze_47 = torch.ops.aten.unsqueeze.default(view_13, 2)
    sub_18 = torch.ops.aten.sub.Tensor(unsqueeze_46, unsqueeze_47);  unsqueeze_46 = unsqueeze_47 = None
    unsqueeze_48 = torch.ops.aten.unsqueeze.default(_unsafe_view_10, 1)
    mul_15 = torch.ops.aten.mul.Tensor(sub_18, unsqueeze_48);  sub_18 = unsqueeze_48 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_15, [2]);  mul_15 = None
    linalg_vector_norm_5 = torch.ops.aten.linalg_vector_norm.default(sum_19)
    clamp_10 = torch.ops.aten.clamp.default(linalg_vector_norm_5, 1e-12);  linalg_vector_norm_5 = None
    div_10 = torch.ops.aten.div.Tensor(sum_19, clamp_10);  sum_19 = clamp_10 = None
    mul_16 = torch.ops.aten.mul.Tensor(div_10, 16.97056274847714);  div_10 = None
    div_11 = torch.ops.aten.div.Tensor(mul_16, 5);  mul_16 = None
    unsqueeze_49 = torch.ops.aten.unsqueeze.default(view_12, 0);  view_12 = None
    unsqueeze_50 = torch.ops.aten.unsqueeze.default(view_13, 2);  view_13 = None
    sub_19 = torch.ops.aten.sub.Tensor(unsqueeze_49, unsqueeze_50);  unsqueeze_49 = unsqueeze_50 = None
    clamp_11 = torch.ops.aten.clamp.default(sub_19, -1, 1);  sub_19 = None
    neg_13 = torch.ops.aten.neg.default(clamp_11);  clamp_11 = None
    unsqueeze_51 = torch.ops.aten.unsqueeze.default(_unsafe_view_10, 1);  _unsafe_view_10 = None
    mul_17 = torch.ops.aten.mul.Tensor(neg_13, unsqueeze_51);  neg_13 = unsqueeze_51 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_17, [0]);  mul_17 = None
    view_57 = torch.ops.aten.view.default(div_11, [8, 4, 3, 3]);  div_11 = None
    view_58 = torch.ops.aten.view.default(sum_20, [36, 16, 2]);  sum_20 = None
    permute_27 = torch.ops.aten.permute.default(view_58, [2, 0, 1]);  view_58 = None
    clone_27 = torch.ops.aten.clone.default(permute_27, memory_format = torch.contiguous_format);  permute_27 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_27, [1, 72, 16]);  clone_27 = None
    col2im_5 = torch.ops.aten.col2im.default(_unsafe_view_11, [8, 8], [3, 3], [1, 1], [1, 1], [2, 2]);  _unsafe_view_11 = None
    view_59 = torch.ops.aten.view.default(col2im_5, [2, 4, 8, 8]);  col2im_5 = None
    add_1 = torch.ops.aten.add.Tensor(view_53, view_59);  view_53 = view_59 = None
    detach_13 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_1, detach_13, 0);  add_1 = detach_13 = None
    _param_constant7_1 = self._param_constant7
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, clone_3, _param_constant7_1, _tensor_constant7_1, _tensor_constant8_1, getitem_7, getitem_8, True, 1e-05, [True, True, True]);  clone_3 = _param_constant7_1 = _tensor_constant7_1 = _tensor_constant8_1 = getitem_7 = getitem_8 = None
    getitem_56 = native_batch_norm_backward_7[0]
    getitem_57 = native_batch_norm_backward_7[1]
    getitem_58 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    permute_28 = torch.ops.aten.permute.default(getitem_56, [1, 2, 3, 0]);  getitem_56 = None
    clone_28 = torch.ops.aten.clone.default(permute_28, memory_format = torch.contiguous_format);  permute_28 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_28, [4, 128]);  clone_28 = None
    unsqueeze_52 = torch.ops.aten.unsqueeze.default(view_7, 0)
    unsqueeze_53 = torch.ops.aten.unsqueeze.default(view_8, 2)
    sub_20 = torch.ops.aten.sub.Tensor(unsqueeze_52, unsqueeze_53);  unsqueeze_52 = unsqueeze_53 = None
    unsqueeze_54 = torch.ops.aten.unsqueeze.default(_unsafe_view_12, 1)
    mul_18 = torch.ops.aten.mul.Tensor(sub_20, unsqueeze_54);  sub_20 = unsqueeze_54 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(mul_18, [2]);  mul_18 = None
    linalg_vector_norm_6 = torch.ops.aten.linalg_vector_norm.default(sum_21)
    clamp_12 = torch.ops.aten.clamp.default(linalg_vector_norm_6, 1e-12);  linalg_vector_norm_6 = None
    div_12 = torch.ops.aten.div.Tensor(sum_21, clamp_12);  sum_21 = clamp_12 = None
    mul_19 = torch.ops.aten.mul.Tensor(div_12, 12.0);  div_12 = None
    div_13 = torch.ops.aten.div.Tensor(mul_19, 5);  mul_19 = None
    unsqueeze_55 = torch.ops.aten.unsqueeze.default(view_7, 0);  view_7 = None
    unsqueeze_56 = torch.ops.aten.unsqueeze.default(view_8, 2);  view_8 = None
    sub_21 = torch.ops.aten.sub.Tensor(unsqueeze_55, unsqueeze_56);  unsqueeze_55 = unsqueeze_56 = None
    clamp_13 = torch.ops.aten.clamp.default(sub_21, -1, 1);  sub_21 = None
    neg_14 = torch.ops.aten.neg.default(clamp_13);  clamp_13 = None
    unsqueeze_57 = torch.ops.aten.unsqueeze.default(_unsafe_view_12, 1);  _unsafe_view_12 = None
    mul_20 = torch.ops.aten.mul.Tensor(neg_14, unsqueeze_57);  neg_14 = unsqueeze_57 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(mul_20, [0]);  mul_20 = None
    view_60 = torch.ops.aten.view.default(div_13, [4, 4, 3, 3]);  div_13 = None
    view_61 = torch.ops.aten.view.default(sum_22, [36, 64, 2]);  sum_22 = None
    permute_29 = torch.ops.aten.permute.default(view_61, [2, 0, 1]);  view_61 = None
    clone_29 = torch.ops.aten.clone.default(permute_29, memory_format = torch.contiguous_format);  permute_29 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_29, [1, 72, 64]);  clone_29 = None
    col2im_6 = torch.ops.aten.col2im.default(_unsafe_view_13, [8, 8], [3, 3], [1, 1], [1, 1], [1, 1]);  _unsafe_view_13 = None
    view_62 = torch.ops.aten.view.default(col2im_6, [2, 4, 8, 8]);  col2im_6 = None
    detach_14 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(view_62, detach_14, 0);  view_62 = detach_14 = None
    _param_constant4_1 = self._param_constant4
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, clone_1, _param_constant4_1, _tensor_constant4_1, _tensor_constant5_1, getitem_4, getitem_5, True, 1e-05, [True, True, True]);  threshold_backward_5 = clone_1 = _param_constant4_1 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_4 = getitem_5 = None
    getitem_59 = native_batch_norm_backward_8[0]
    getitem_60 = native_batch_norm_backward_8[1]
    getitem_61 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    permute_30 = torch.ops.aten.permute.default(getitem_59, [1, 2, 3, 0]);  getitem_59 = None
    clone_30 = torch.ops.aten.clone.default(permute_30, memory_format = torch.contiguous_format);  permute_30 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_30, [4, 128]);  clone_30 = None
    unsqueeze_58 = torch.ops.aten.unsqueeze.default(view_2, 0)
    unsqueeze_59 = torch.ops.aten.unsqueeze.default(view_3, 2)
    sub_22 = torch.ops.aten.sub.Tensor(unsqueeze_58, unsqueeze_59);  unsqueeze_58 = unsqueeze_59 = None
    unsqueeze_60 = torch.ops.aten.unsqueeze.default(_unsafe_view_14, 1)
    mul_21 = torch.ops.aten.mul.Tensor(sub_22, unsqueeze_60);  sub_22 = unsqueeze_60 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_21, [2]);  mul_21 = None
    linalg_vector_norm_7 = torch.ops.aten.linalg_vector_norm.default(sum_23)
    clamp_14 = torch.ops.aten.clamp.default(linalg_vector_norm_7, 1e-12);  linalg_vector_norm_7 = None
    div_14 = torch.ops.aten.div.Tensor(sum_23, clamp_14);  sum_23 = clamp_14 = None
    mul_22 = torch.ops.aten.mul.Tensor(div_14, 12.0);  div_14 = None
    div_15 = torch.ops.aten.div.Tensor(mul_22, 5);  mul_22 = None
    unsqueeze_61 = torch.ops.aten.unsqueeze.default(view_2, 0);  view_2 = None
    unsqueeze_62 = torch.ops.aten.unsqueeze.default(view_3, 2);  view_3 = None
    sub_23 = torch.ops.aten.sub.Tensor(unsqueeze_61, unsqueeze_62);  unsqueeze_61 = unsqueeze_62 = None
    clamp_15 = torch.ops.aten.clamp.default(sub_23, -1, 1);  sub_23 = None
    neg_15 = torch.ops.aten.neg.default(clamp_15);  clamp_15 = None
    unsqueeze_63 = torch.ops.aten.unsqueeze.default(_unsafe_view_14, 1);  _unsafe_view_14 = None
    mul_23 = torch.ops.aten.mul.Tensor(neg_15, unsqueeze_63);  neg_15 = unsqueeze_63 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(mul_23, [0]);  mul_23 = None
    view_63 = torch.ops.aten.view.default(div_15, [4, 4, 3, 3]);  div_15 = None
    view_64 = torch.ops.aten.view.default(sum_24, [36, 64, 2]);  sum_24 = None
    permute_31 = torch.ops.aten.permute.default(view_64, [2, 0, 1]);  view_64 = None
    clone_31 = torch.ops.aten.clone.default(permute_31, memory_format = torch.contiguous_format);  permute_31 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_31, [1, 72, 64]);  clone_31 = None
    col2im_7 = torch.ops.aten.col2im.default(_unsafe_view_15, [8, 8], [3, 3], [1, 1], [1, 1], [1, 1]);  _unsafe_view_15 = None
    view_65 = torch.ops.aten.view.default(col2im_7, [2, 4, 8, 8]);  col2im_7 = None
    add_2 = torch.ops.aten.add.Tensor(threshold_backward_4, view_65);  threshold_backward_4 = view_65 = None
    detach_15 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(add_2, detach_15, 0);  add_2 = detach_15 = None
    _param_constant1_1 = self._param_constant1
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution, _param_constant1_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution = _param_constant1_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_62 = native_batch_norm_backward_9[0]
    getitem_63 = native_batch_norm_backward_9[1]
    getitem_64 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_62, img_1, _param_constant0_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_62 = img_1 = _param_constant0_1 = None
    getitem_65 = convolution_backward_1[0];  getitem_65 = None
    getitem_66 = convolution_backward_1[1]
    getitem_67 = convolution_backward_1[2];  convolution_backward_1 = getitem_67 = None
    return (getitem_30, getitem_66, getitem_63, getitem_64, view_63, getitem_60, getitem_61, view_60, getitem_57, getitem_58, view_57, getitem_54, getitem_55, view_54, getitem_51, getitem_52, view_51, getitem_48, getitem_49, view_48, getitem_45, getitem_46, view_45, getitem_42, getitem_43, view_42, getitem_39, getitem_40, getitem_36, getitem_33, getitem_34)
    