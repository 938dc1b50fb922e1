


def forward(self, img_1, labels_1, boxes_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, _param_constant1, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = _param_constant1 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant2, _param_constant3, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = _param_constant2 = _param_constant3 = None
    _param_constant4 = self._param_constant4
    expand = torch.ops.aten.expand.default(_param_constant4, [2, 5, 8]);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    t = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [10, 8]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t);  _unsafe_view = t = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [2, 5, 2]);  mm = None
    _param_constant6 = self._param_constant6
    add = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant6);  _unsafe_view_1 = _param_constant6 = None
    sigmoid = torch.ops.aten.sigmoid.default(add);  add = None
    detach_1 = torch.ops.aten.detach.default(sigmoid);  detach_1 = None
    _param_constant7 = self._param_constant7
    t_1 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    clone_1 = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_1, [10, 8]);  clone_1 = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_2, t_1);  _unsafe_view_2 = t_1 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_1, [2, 5, 12]);  mm_1 = None
    _param_constant8 = self._param_constant8
    add_1 = torch.ops.aten.add.Tensor(_unsafe_view_3, _param_constant8);  _unsafe_view_3 = _param_constant8 = None
    view = torch.ops.aten.view.default(add_1, [2, 5, 2, 3, 2]);  add_1 = None
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    div = torch.ops.aten.div.Tensor(view, lift_fresh_copy);  view = lift_fresh_copy = None
    _param_constant9 = self._param_constant9
    t_2 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    clone_2 = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_2, [10, 8]);  clone_2 = None
    mm_2 = torch.ops.aten.mm.default(_unsafe_view_4, t_2);  _unsafe_view_4 = t_2 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_2, [2, 5, 6]);  mm_2 = None
    _param_constant10 = self._param_constant10
    add_2 = torch.ops.aten.add.Tensor(_unsafe_view_5, _param_constant10);  _unsafe_view_5 = _param_constant10 = None
    view_1 = torch.ops.aten.view.default(add_2, [2, 5, 2, 3]);  add_2 = None
    _softmax = torch.ops.aten._softmax.default(view_1, -1, False);  view_1 = None
    detach_2 = torch.ops.aten.detach.default(_softmax);  detach_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(sigmoid, 2)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    add_3 = torch.ops.aten.add.Tensor(unsqueeze_1, div);  unsqueeze_1 = div = None
    mul = torch.ops.aten.mul.Tensor(add_3, 2);  add_3 = None
    sub = torch.ops.aten.sub.Tensor(mul, 1);  mul = None
    permute = torch.ops.aten.permute.default(sub, [0, 2, 1, 3, 4]);  sub = None
    clone_3 = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_3, [4, 5, 3, 2]);  clone_3 = None
    view_2 = torch.ops.aten.view.default(convolution_1, [4, 4, 4, 4]);  convolution_1 = None
    grid_sampler_2d = torch.ops.aten.grid_sampler_2d.default(view_2, _unsafe_view_6, 0, 0, False);  view_2 = _unsafe_view_6 = None
    view_3 = torch.ops.aten.view.default(grid_sampler_2d, [2, 2, 4, 5, 3]);  grid_sampler_2d = None
    permute_1 = torch.ops.aten.permute.default(_softmax, [0, 2, 1, 3]);  _softmax = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(permute_1, 2);  permute_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_3, unsqueeze_2);  view_3 = unsqueeze_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_1, [-1]);  mul_1 = None
    permute_2 = torch.ops.aten.permute.default(sum_1, [0, 3, 1, 2]);  sum_1 = None
    view_4 = torch.ops.aten.view.default(permute_2, [2, 5, 8]);  permute_2 = None
    _param_constant11 = self._param_constant11
    t_3 = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
    clone_4 = torch.ops.aten.clone.default(view_4, memory_format = torch.contiguous_format);  view_4 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_4, [10, 8]);  clone_4 = None
    mm_3 = torch.ops.aten.mm.default(_unsafe_view_7, t_3);  _unsafe_view_7 = t_3 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_3, [2, 5, 8]);  mm_3 = None
    _param_constant12 = self._param_constant12
    add_4 = torch.ops.aten.add.Tensor(_unsafe_view_8, _param_constant12);  _unsafe_view_8 = _param_constant12 = None
    add_5 = torch.ops.aten.add.Tensor(expand, add_4);  expand = add_4 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_5, [8], _param_constant13, _param_constant14, 1e-05);  add_5 = _param_constant13 = _param_constant14 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    view_5 = torch.ops.aten.view.default(getitem, [10, 8])
    _param_constant15 = self._param_constant15
    t_4 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    _param_constant16 = self._param_constant16
    addmm = torch.ops.aten.addmm.default(_param_constant16, view_5, t_4);  _param_constant16 = view_5 = t_4 = None
    view_6 = torch.ops.aten.view.default(addmm, [2, 5, 2]);  addmm = None
    clamp = torch.ops.aten.clamp.default(sigmoid, 0, 1);  sigmoid = None
    clamp_1 = torch.ops.aten.clamp.default(clamp, 1e-05)
    rsub = torch.ops.aten.rsub.Scalar(clamp, 1);  clamp = None
    clamp_2 = torch.ops.aten.clamp.default(rsub, 1e-05);  rsub = None
    div_1 = torch.ops.aten.div.Tensor(clamp_1, clamp_2);  clamp_1 = clamp_2 = None
    log = torch.ops.aten.log.default(div_1);  div_1 = None
    add_6 = torch.ops.aten.add.Tensor(view_6, log);  view_6 = log = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(add_6);  add_6 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_1);  detach_3 = None
    view_7 = torch.ops.aten.view.default(getitem, [10, 8]);  getitem = None
    _param_constant17 = self._param_constant17
    t_5 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    _param_constant18 = self._param_constant18
    addmm_1 = torch.ops.aten.addmm.default(_param_constant18, view_7, t_5);  _param_constant18 = view_7 = t_5 = None
    view_8 = torch.ops.aten.view.default(addmm_1, [2, 5, 3]);  addmm_1 = None
    view_9 = torch.ops.aten.view.default(view_8, [10, 3]);  view_8 = None
    view_10 = torch.ops.aten.view.default(labels_1, [10]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_9, 1, False);  view_9 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_10, None, 1, -100);  _log_softmax = view_10 = None
    getitem_3 = nll_loss_forward[0]
    getitem_4 = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
    sub_1 = torch.ops.aten.sub.Tensor(sigmoid_1, boxes_1);  sigmoid_1 = boxes_1 = None
    abs_1 = torch.ops.aten.abs.default(sub_1);  sub_1 = None
    mean = torch.ops.aten.mean.default(abs_1);  abs_1 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_3, mean);  getitem_3 = mean = None
    return add_7
    