


def forward(self, input_ids_1, labels_1):
    arange = torch.ops.aten.arange.start(0, 8, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    unsqueeze = torch.ops.aten.unsqueeze.default(arange, 0);  arange = None
    _tensor_constant0 = self._tensor_constant0
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_tensor_constant0, 0);  _tensor_constant0 = None
    slice_1 = torch.ops.aten.slice.Tensor(unsqueeze_1, 1, 0, 8);  unsqueeze_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 2, 0, 8);  slice_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(slice_2, 2);  slice_2 = None
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, input_ids_1);  _param_constant0 = input_ids_1 = None
    _param_constant1 = self._param_constant1
    embedding_1 = torch.ops.aten.embedding.default(_param_constant1, unsqueeze);  _param_constant1 = unsqueeze = None
    add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [16], _param_constant2, _param_constant3, 1e-05);  _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    _param_constant4 = self._param_constant4
    t = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    view = torch.ops.aten.view.default(getitem, [16, 16]);  getitem = None
    mm = torch.ops.aten.mm.default(view, t);  view = t = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 24]);  mm = None
    _param_constant5 = self._param_constant5
    add_ = torch.ops.aten.add_.Tensor(_unsafe_view, _param_constant5);  _unsafe_view = _param_constant5 = None
    split_with_sizes = torch.ops.aten.split_with_sizes.default(add_, [16, 8], 2);  add_ = None
    getitem_3 = split_with_sizes[0]
    getitem_4 = split_with_sizes[1];  split_with_sizes = None
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(getitem_4, [4, 4], -1);  getitem_4 = None
    getitem_5 = split_with_sizes_1[0]
    getitem_6 = split_with_sizes_1[1];  split_with_sizes_1 = None
    transpose = torch.ops.aten.transpose.int(getitem_5, -1, -2);  getitem_5 = None
    clone = torch.ops.aten.clone.default(getitem_3, memory_format = torch.contiguous_format);  getitem_3 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone, [2, 32, 4]);  clone = None
    empty = torch.ops.aten.empty.memory_format([2, 32, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_like = torch.ops.aten.zeros_like.default(empty, pin_memory = False);  empty = None
    baddbmm = torch.ops.aten.baddbmm.default(zeros_like, _unsafe_view_1, transpose, alpha = 0.5);  zeros_like = _unsafe_view_1 = transpose = None
    view_1 = torch.ops.aten.view.default(baddbmm, [2, 8, 4, 8]);  baddbmm = None
    full = torch.ops.aten.full.default([], -3.4028234663852886e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    where = torch.ops.aten.where.self(unsqueeze_2, view_1, full);  view_1 = full = None
    _softmax = torch.ops.aten._softmax.default(where, -1, False);  where = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    view_2 = torch.ops.aten.view.default(_softmax, [2, 32, 8]);  _softmax = None
    bmm = torch.ops.aten.bmm.default(view_2, getitem_6);  view_2 = getitem_6 = None
    view_3 = torch.ops.aten.view.default(bmm, [2, 8, 16]);  bmm = None
    _param_constant6 = self._param_constant6
    t_1 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    view_4 = torch.ops.aten.view.default(view_3, [16, 16]);  view_3 = None
    mm_1 = torch.ops.aten.mm.default(view_4, t_1);  view_4 = t_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 16]);  mm_1 = None
    _param_constant7 = self._param_constant7
    add__1 = torch.ops.aten.add_.Tensor(_unsafe_view_2, _param_constant7);  _unsafe_view_2 = _param_constant7 = None
    add_1 = torch.ops.aten.add.Tensor(add__1, add);  add__1 = add = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [16], _param_constant8, _param_constant9, 1e-05);  _param_constant8 = _param_constant9 = None
    getitem_7 = native_layer_norm_1[0]
    getitem_8 = native_layer_norm_1[1];  getitem_8 = None
    getitem_9 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_9 = None
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    view_5 = torch.ops.aten.view.default(getitem_7, [16, 16]);  getitem_7 = None
    mm_2 = torch.ops.aten.mm.default(view_5, t_2);  view_5 = t_2 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 32]);  mm_2 = None
    _param_constant11 = self._param_constant11
    add__2 = torch.ops.aten.add_.Tensor(_unsafe_view_3, _param_constant11);  _unsafe_view_3 = _param_constant11 = None
    gelu = torch.ops.aten.gelu.default(add__2, approximate = 'tanh');  add__2 = None
    _param_constant12 = self._param_constant12
    t_3 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    view_6 = torch.ops.aten.view.default(gelu, [16, 32]);  gelu = None
    mm_3 = torch.ops.aten.mm.default(view_6, t_3);  view_6 = t_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
    _param_constant13 = self._param_constant13
    add__3 = torch.ops.aten.add_.Tensor(_unsafe_view_4, _param_constant13);  _unsafe_view_4 = _param_constant13 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, add__3);  add_1 = add__3 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [16], _param_constant14, _param_constant15, 1e-05);  _param_constant14 = _param_constant15 = None
    getitem_10 = native_layer_norm_2[0]
    getitem_11 = native_layer_norm_2[1];  getitem_11 = None
    getitem_12 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_12 = None
    _param_constant16 = self._param_constant16
    t_4 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    view_7 = torch.ops.aten.view.default(getitem_10, [16, 16]);  getitem_10 = None
    mm_4 = torch.ops.aten.mm.default(view_7, t_4);  view_7 = t_4 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 24]);  mm_4 = None
    _param_constant17 = self._param_constant17
    add__4 = torch.ops.aten.add_.Tensor(_unsafe_view_5, _param_constant17);  _unsafe_view_5 = _param_constant17 = None
    split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(add__4, [16, 8], 2);  add__4 = None
    getitem_13 = split_with_sizes_2[0]
    getitem_14 = split_with_sizes_2[1];  split_with_sizes_2 = None
    split_with_sizes_3 = torch.ops.aten.split_with_sizes.default(getitem_14, [4, 4], -1);  getitem_14 = None
    getitem_15 = split_with_sizes_3[0]
    getitem_16 = split_with_sizes_3[1];  split_with_sizes_3 = None
    transpose_1 = torch.ops.aten.transpose.int(getitem_15, -1, -2);  getitem_15 = None
    clone_1 = torch.ops.aten.clone.default(getitem_13, memory_format = torch.contiguous_format);  getitem_13 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_1, [2, 32, 4]);  clone_1 = None
    empty_1 = torch.ops.aten.empty.memory_format([2, 32, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_like_1 = torch.ops.aten.zeros_like.default(empty_1, pin_memory = False);  empty_1 = None
    baddbmm_1 = torch.ops.aten.baddbmm.default(zeros_like_1, _unsafe_view_6, transpose_1, alpha = 0.5);  zeros_like_1 = _unsafe_view_6 = transpose_1 = None
    view_8 = torch.ops.aten.view.default(baddbmm_1, [2, 8, 4, 8]);  baddbmm_1 = None
    full_1 = torch.ops.aten.full.default([], -3.4028234663852886e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    where_1 = torch.ops.aten.where.self(unsqueeze_2, view_8, full_1);  unsqueeze_2 = view_8 = full_1 = None
    _softmax_1 = torch.ops.aten._softmax.default(where_1, -1, False);  where_1 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1);  detach_1 = None
    view_9 = torch.ops.aten.view.default(_softmax_1, [2, 32, 8]);  _softmax_1 = None
    bmm_1 = torch.ops.aten.bmm.default(view_9, getitem_16);  view_9 = getitem_16 = None
    view_10 = torch.ops.aten.view.default(bmm_1, [2, 8, 16]);  bmm_1 = None
    _param_constant18 = self._param_constant18
    t_5 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    view_11 = torch.ops.aten.view.default(view_10, [16, 16]);  view_10 = None
    mm_5 = torch.ops.aten.mm.default(view_11, t_5);  view_11 = t_5 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 16]);  mm_5 = None
    _param_constant19 = self._param_constant19
    add__5 = torch.ops.aten.add_.Tensor(_unsafe_view_7, _param_constant19);  _unsafe_view_7 = _param_constant19 = None
    add_3 = torch.ops.aten.add.Tensor(add__5, add_2);  add__5 = add_2 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [16], _param_constant20, _param_constant21, 1e-05);  _param_constant20 = _param_constant21 = None
    getitem_17 = native_layer_norm_3[0]
    getitem_18 = native_layer_norm_3[1];  getitem_18 = None
    getitem_19 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_19 = None
    _param_constant22 = self._param_constant22
    t_6 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    view_12 = torch.ops.aten.view.default(getitem_17, [16, 16]);  getitem_17 = None
    mm_6 = torch.ops.aten.mm.default(view_12, t_6);  view_12 = t_6 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 32]);  mm_6 = None
    _param_constant23 = self._param_constant23
    add__6 = torch.ops.aten.add_.Tensor(_unsafe_view_8, _param_constant23);  _unsafe_view_8 = _param_constant23 = None
    gelu_1 = torch.ops.aten.gelu.default(add__6, approximate = 'tanh');  add__6 = None
    _param_constant24 = self._param_constant24
    t_7 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    view_13 = torch.ops.aten.view.default(gelu_1, [16, 32]);  gelu_1 = None
    mm_7 = torch.ops.aten.mm.default(view_13, t_7);  view_13 = t_7 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
    _param_constant25 = self._param_constant25
    add__7 = torch.ops.aten.add_.Tensor(_unsafe_view_9, _param_constant25);  _unsafe_view_9 = _param_constant25 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, add__7);  add_3 = add__7 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [16], _param_constant26, _param_constant27, 1e-05);  add_4 = _param_constant26 = _param_constant27 = None
    getitem_20 = native_layer_norm_4[0]
    getitem_21 = native_layer_norm_4[1];  getitem_21 = None
    getitem_22 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_22 = None
    _param_constant0_1 = self._param_constant0
    t_8 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    view_14 = torch.ops.aten.view.default(getitem_20, [16, 16]);  getitem_20 = None
    mm_8 = torch.ops.aten.mm.default(view_14, t_8);  view_14 = t_8 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 13]);  mm_8 = None
    slice_3 = torch.ops.aten.slice.Tensor(_unsafe_view_10, 1, 0, -1);  _unsafe_view_10 = None
    clone_2 = torch.ops.aten.clone.default(slice_3, memory_format = torch.contiguous_format);  slice_3 = None
    slice_4 = torch.ops.aten.slice.Tensor(labels_1, 1, 1, 9223372036854775807);  labels_1 = None
    clone_3 = torch.ops.aten.clone.default(slice_4, memory_format = torch.contiguous_format);  slice_4 = None
    view_15 = torch.ops.aten.view.default(clone_2, [-1, 13]);  clone_2 = None
    view_16 = torch.ops.aten.view.default(clone_3, [-1]);  clone_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_15, 1, False);  view_15 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_16, None, 1, -100);  _log_softmax = view_16 = None
    getitem_23 = nll_loss_forward[0]
    getitem_24 = nll_loss_forward[1];  nll_loss_forward = getitem_24 = None
    return getitem_23
    