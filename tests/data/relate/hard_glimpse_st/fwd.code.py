


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = _param_constant1 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant2 = self._param_constant2
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant2, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu = _param_constant2 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant3, _param_constant4, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  convolution_1 = _param_constant3 = _param_constant4 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    relu_1 = torch.ops.aten.relu.default(getitem);  getitem = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    view = torch.ops.aten.view.default(relu_1, [2, 16, 16]);  relu_1 = None
    transpose = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    _param_constant5 = self._param_constant5
    add = torch.ops.aten.add.Tensor(transpose, _param_constant5);  transpose = _param_constant5 = None
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    clone = torch.ops.aten.clone.default(add, memory_format = torch.contiguous_format)
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [32, 16]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t);  _unsafe_view = t = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [2, 16, 16]);  mm = None
    _param_constant7 = self._param_constant7
    add_1 = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant7);  _unsafe_view_1 = _param_constant7 = None
    _param_constant8 = self._param_constant8
    expand = torch.ops.aten.expand.default(_param_constant8, [2, 16]);  _param_constant8 = None
    new_zeros = torch.ops.aten.new_zeros.default(add, [2, 16], pin_memory = False)
    _param_constant9 = self._param_constant9
    t_1 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    mm_1 = torch.ops.aten.mm.default(expand, t_1);  t_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm_1, 2);  mm_1 = None
    expand_1 = torch.ops.aten.expand.default(add_1, [2, 16, 16])
    view_1 = torch.ops.aten.view.default(expand_1, [2, 16, 16]);  expand_1 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze, [2, 16, 1]);  unsqueeze = None
    view_2 = torch.ops.aten.view.default(expand_2, [2, 16, 1]);  expand_2 = None
    bmm = torch.ops.aten.bmm.default(view_1, view_2);  view_1 = view_2 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 16, 1]);  bmm = None
    squeeze = torch.ops.aten.squeeze.dim(_unsafe_view_2, -1);  _unsafe_view_2 = None
    mul = torch.ops.aten.mul.Tensor(squeeze, 0.25);  squeeze = None
    gt = torch.ops.aten.gt.Scalar(new_zeros, 0)
    masked_fill = torch.ops.aten.masked_fill.Scalar(mul, gt, -10000.0);  mul = gt = None
    argmax = torch.ops.aten.argmax.default(masked_fill, -1, True);  masked_fill = None
    arange = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    eq = torch.ops.aten.eq.Tensor(argmax, arange);  argmax = arange = None
    _to_copy = torch.ops.aten._to_copy.default(eq, dtype = torch.float32);  eq = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_to_copy, 1)
    expand_3 = torch.ops.aten.expand.default(unsqueeze_1, [2, 1, 16]);  unsqueeze_1 = None
    view_3 = torch.ops.aten.view.default(expand_3, [2, 1, 16]);  expand_3 = None
    expand_4 = torch.ops.aten.expand.default(add, [2, 16, 16])
    view_4 = torch.ops.aten.view.default(expand_4, [2, 16, 16]);  expand_4 = None
    bmm_1 = torch.ops.aten.bmm.default(view_3, view_4);  view_3 = view_4 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 1, 16]);  bmm_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(_unsafe_view_3, 1);  _unsafe_view_3 = None
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm = torch.ops.aten.addmm.default(_param_constant11, squeeze_1, t_2);  _param_constant11 = squeeze_1 = t_2 = None
    unsafe_split = torch.ops.aten.unsafe_split.Tensor(addmm, 16, 1);  addmm = None
    getitem_3 = unsafe_split[0]
    getitem_4 = unsafe_split[1]
    getitem_5 = unsafe_split[2];  unsafe_split = None
    _param_constant12 = self._param_constant12
    t_3 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_1 = torch.ops.aten.addmm.default(_param_constant13, expand, t_3);  _param_constant13 = t_3 = None
    unsafe_split_1 = torch.ops.aten.unsafe_split.Tensor(addmm_1, 16, 1);  addmm_1 = None
    getitem_6 = unsafe_split_1[0]
    getitem_7 = unsafe_split_1[1]
    getitem_8 = unsafe_split_1[2];  unsafe_split_1 = None
    add__1 = torch.ops.aten.add_.Tensor(getitem_6, getitem_3);  getitem_6 = getitem_3 = None
    sigmoid_ = torch.ops.aten.sigmoid_.default(add__1);  add__1 = None
    detach_2 = torch.ops.aten.detach.default(sigmoid_);  detach_2 = None
    add__2 = torch.ops.aten.add_.Tensor(getitem_7, getitem_4);  getitem_7 = getitem_4 = None
    sigmoid__1 = torch.ops.aten.sigmoid_.default(add__2);  add__2 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid__1);  detach_3 = None
    clone_1 = torch.ops.aten.clone.default(getitem_8);  clone_1 = None
    mul_ = torch.ops.aten.mul_.Tensor(getitem_8, sigmoid_);  getitem_8 = sigmoid_ = None
    add_2 = torch.ops.aten.add.Tensor(getitem_5, mul_);  getitem_5 = mul_ = None
    tanh_ = torch.ops.aten.tanh_.default(add_2);  add_2 = None
    detach_4 = torch.ops.aten.detach.default(tanh_);  detach_4 = None
    sub = torch.ops.aten.sub.Tensor(expand, tanh_);  expand = None
    clone_2 = torch.ops.aten.clone.default(sub);  clone_2 = None
    mul__1 = torch.ops.aten.mul_.Tensor(sub, sigmoid__1);  sub = sigmoid__1 = None
    add__3 = torch.ops.aten.add_.Tensor(mul__1, tanh_);  mul__1 = tanh_ = None
    detach_5 = torch.ops.aten.detach.default(_to_copy);  _to_copy = None
    add_3 = torch.ops.aten.add.Tensor(new_zeros, detach_5);  new_zeros = detach_5 = None
    _param_constant9_1 = self._param_constant9
    t_4 = torch.ops.aten.t.default(_param_constant9_1);  _param_constant9_1 = None
    mm_2 = torch.ops.aten.mm.default(add__3, t_4);  t_4 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mm_2, 2);  mm_2 = None
    expand_5 = torch.ops.aten.expand.default(add_1, [2, 16, 16])
    view_5 = torch.ops.aten.view.default(expand_5, [2, 16, 16]);  expand_5 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_2, [2, 16, 1]);  unsqueeze_2 = None
    view_6 = torch.ops.aten.view.default(expand_6, [2, 16, 1]);  expand_6 = None
    bmm_2 = torch.ops.aten.bmm.default(view_5, view_6);  view_5 = view_6 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 16, 1]);  bmm_2 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(_unsafe_view_4, -1);  _unsafe_view_4 = None
    mul_1 = torch.ops.aten.mul.Tensor(squeeze_2, 0.25);  squeeze_2 = None
    gt_1 = torch.ops.aten.gt.Scalar(add_3, 0)
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(mul_1, gt_1, -10000.0);  mul_1 = gt_1 = None
    argmax_1 = torch.ops.aten.argmax.default(masked_fill_1, -1, True);  masked_fill_1 = None
    arange_1 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    eq_1 = torch.ops.aten.eq.Tensor(argmax_1, arange_1);  argmax_1 = arange_1 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(eq_1, dtype = torch.float32);  eq_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_to_copy_1, 1)
    expand_7 = torch.ops.aten.expand.default(unsqueeze_3, [2, 1, 16]);  unsqueeze_3 = None
    view_7 = torch.ops.aten.view.default(expand_7, [2, 1, 16]);  expand_7 = None
    expand_8 = torch.ops.aten.expand.default(add, [2, 16, 16])
    view_8 = torch.ops.aten.view.default(expand_8, [2, 16, 16]);  expand_8 = None
    bmm_3 = torch.ops.aten.bmm.default(view_7, view_8);  view_7 = view_8 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 1, 16]);  bmm_3 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(_unsafe_view_5, 1);  _unsafe_view_5 = None
    _param_constant10_1 = self._param_constant10
    t_5 = torch.ops.aten.t.default(_param_constant10_1);  _param_constant10_1 = None
    _param_constant11_1 = self._param_constant11
    addmm_2 = torch.ops.aten.addmm.default(_param_constant11_1, squeeze_3, t_5);  _param_constant11_1 = squeeze_3 = t_5 = None
    unsafe_split_2 = torch.ops.aten.unsafe_split.Tensor(addmm_2, 16, 1);  addmm_2 = None
    getitem_9 = unsafe_split_2[0]
    getitem_10 = unsafe_split_2[1]
    getitem_11 = unsafe_split_2[2];  unsafe_split_2 = None
    _param_constant12_1 = self._param_constant12
    t_6 = torch.ops.aten.t.default(_param_constant12_1);  _param_constant12_1 = None
    _param_constant13_1 = self._param_constant13
    addmm_3 = torch.ops.aten.addmm.default(_param_constant13_1, add__3, t_6);  _param_constant13_1 = t_6 = None
    unsafe_split_3 = torch.ops.aten.unsafe_split.Tensor(addmm_3, 16, 1);  addmm_3 = None
    getitem_12 = unsafe_split_3[0]
    getitem_13 = unsafe_split_3[1]
    getitem_14 = unsafe_split_3[2];  unsafe_split_3 = None
    add__4 = torch.ops.aten.add_.Tensor(getitem_12, getitem_9);  getitem_12 = getitem_9 = None
    sigmoid__2 = torch.ops.aten.sigmoid_.default(add__4);  add__4 = None
    detach_6 = torch.ops.aten.detach.default(sigmoid__2);  detach_6 = None
    add__5 = torch.ops.aten.add_.Tensor(getitem_13, getitem_10);  getitem_13 = getitem_10 = None
    sigmoid__3 = torch.ops.aten.sigmoid_.default(add__5);  add__5 = None
    detach_7 = torch.ops.aten.detach.default(sigmoid__3);  detach_7 = None
    clone_3 = torch.ops.aten.clone.default(getitem_14);  clone_3 = None
    mul__2 = torch.ops.aten.mul_.Tensor(getitem_14, sigmoid__2);  getitem_14 = sigmoid__2 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_11, mul__2);  getitem_11 = mul__2 = None
    tanh__1 = torch.ops.aten.tanh_.default(add_4);  add_4 = None
    detach_8 = torch.ops.aten.detach.default(tanh__1);  detach_8 = None
    sub_1 = torch.ops.aten.sub.Tensor(add__3, tanh__1);  add__3 = None
    clone_4 = torch.ops.aten.clone.default(sub_1);  clone_4 = None
    mul__3 = torch.ops.aten.mul_.Tensor(sub_1, sigmoid__3);  sub_1 = sigmoid__3 = None
    add__6 = torch.ops.aten.add_.Tensor(mul__3, tanh__1);  mul__3 = tanh__1 = None
    detach_9 = torch.ops.aten.detach.default(_to_copy_1);  _to_copy_1 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, detach_9);  add_3 = detach_9 = None
    _param_constant9_2 = self._param_constant9
    t_7 = torch.ops.aten.t.default(_param_constant9_2);  _param_constant9_2 = None
    mm_3 = torch.ops.aten.mm.default(add__6, t_7);  t_7 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(mm_3, 2);  mm_3 = None
    expand_9 = torch.ops.aten.expand.default(add_1, [2, 16, 16]);  add_1 = None
    view_9 = torch.ops.aten.view.default(expand_9, [2, 16, 16]);  expand_9 = None
    expand_10 = torch.ops.aten.expand.default(unsqueeze_4, [2, 16, 1]);  unsqueeze_4 = None
    view_10 = torch.ops.aten.view.default(expand_10, [2, 16, 1]);  expand_10 = None
    bmm_4 = torch.ops.aten.bmm.default(view_9, view_10);  view_9 = view_10 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(bmm_4, [2, 16, 1]);  bmm_4 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(_unsafe_view_6, -1);  _unsafe_view_6 = None
    mul_2 = torch.ops.aten.mul.Tensor(squeeze_4, 0.25);  squeeze_4 = None
    gt_2 = torch.ops.aten.gt.Scalar(add_5, 0)
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(mul_2, gt_2, -10000.0);  mul_2 = gt_2 = None
    argmax_2 = torch.ops.aten.argmax.default(masked_fill_2, -1, True);  masked_fill_2 = None
    arange_2 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    eq_2 = torch.ops.aten.eq.Tensor(argmax_2, arange_2);  argmax_2 = arange_2 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(eq_2, dtype = torch.float32);  eq_2 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(_to_copy_2, 1)
    expand_11 = torch.ops.aten.expand.default(unsqueeze_5, [2, 1, 16]);  unsqueeze_5 = None
    view_11 = torch.ops.aten.view.default(expand_11, [2, 1, 16]);  expand_11 = None
    expand_12 = torch.ops.aten.expand.default(add, [2, 16, 16]);  add = None
    view_12 = torch.ops.aten.view.default(expand_12, [2, 16, 16]);  expand_12 = None
    bmm_5 = torch.ops.aten.bmm.default(view_11, view_12);  view_11 = view_12 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_5, [2, 1, 16]);  bmm_5 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(_unsafe_view_7, 1);  _unsafe_view_7 = None
    _param_constant10_2 = self._param_constant10
    t_8 = torch.ops.aten.t.default(_param_constant10_2);  _param_constant10_2 = None
    _param_constant11_2 = self._param_constant11
    addmm_4 = torch.ops.aten.addmm.default(_param_constant11_2, squeeze_5, t_8);  _param_constant11_2 = squeeze_5 = t_8 = None
    unsafe_split_4 = torch.ops.aten.unsafe_split.Tensor(addmm_4, 16, 1);  addmm_4 = None
    getitem_15 = unsafe_split_4[0]
    getitem_16 = unsafe_split_4[1]
    getitem_17 = unsafe_split_4[2];  unsafe_split_4 = None
    _param_constant12_2 = self._param_constant12
    t_9 = torch.ops.aten.t.default(_param_constant12_2);  _param_constant12_2 = None
    _param_constant13_2 = self._param_constant13
    addmm_5 = torch.ops.aten.addmm.default(_param_constant13_2, add__6, t_9);  _param_constant13_2 = t_9 = None
    unsafe_split_5 = torch.ops.aten.unsafe_split.Tensor(addmm_5, 16, 1);  addmm_5 = None
    getitem_18 = unsafe_split_5[0]
    getitem_19 = unsafe_split_5[1]
    getitem_20 = unsafe_split_5[2];  unsafe_split_5 = None
    add__7 = torch.ops.aten.add_.Tensor(getitem_18, getitem_15);  getitem_18 = getitem_15 = None
    sigmoid__4 = torch.ops.aten.sigmoid_.default(add__7);  add__7 = None
    detach_10 = torch.ops.aten.detach.default(sigmoid__4);  detach_10 = None
    add__8 = torch.ops.aten.add_.Tensor(getitem_19, getitem_16);  getitem_19 = getitem_16 = None
    sigmoid__5 = torch.ops.aten.sigmoid_.default(add__8);  add__8 = None
    detach_11 = torch.ops.aten.detach.default(sigmoid__5);  detach_11 = None
    clone_5 = torch.ops.aten.clone.default(getitem_20);  clone_5 = None
    mul__4 = torch.ops.aten.mul_.Tensor(getitem_20, sigmoid__4);  getitem_20 = sigmoid__4 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_17, mul__4);  getitem_17 = mul__4 = None
    tanh__2 = torch.ops.aten.tanh_.default(add_6);  add_6 = None
    detach_12 = torch.ops.aten.detach.default(tanh__2);  detach_12 = None
    sub_2 = torch.ops.aten.sub.Tensor(add__6, tanh__2);  add__6 = None
    clone_6 = torch.ops.aten.clone.default(sub_2);  clone_6 = None
    mul__5 = torch.ops.aten.mul_.Tensor(sub_2, sigmoid__5);  sub_2 = sigmoid__5 = None
    add__9 = torch.ops.aten.add_.Tensor(mul__5, tanh__2);  mul__5 = tanh__2 = None
    detach_13 = torch.ops.aten.detach.default(_to_copy_2);  _to_copy_2 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, detach_13);  add_5 = detach_13 = add_7 = None
    _param_constant14 = self._param_constant14
    t_10 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_6 = torch.ops.aten.addmm.default(_param_constant15, add__9, t_10);  _param_constant15 = add__9 = t_10 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_6, 1, False);  addmm_6 = None
    detach_14 = torch.ops.aten.detach.default(_log_softmax);  detach_14 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_21 = nll_loss_forward[0]
    getitem_22 = nll_loss_forward[1];  nll_loss_forward = getitem_22 = None
    return getitem_21
    