


def forward(self, x_1, labels_1):
    view = torch.ops.aten.view.default(x_1, [10, 6]);  x_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 8]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [10, 8])
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, view_2, t_1);  _param_constant3 = view_2 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 5, 8]);  addmm_1 = None
    view_4 = torch.ops.aten.view.default(view_3, [2, 5, 2, 4]);  view_3 = None
    transpose = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    mul = torch.ops.aten.mul.Tensor(transpose, 0.7071067811865476);  transpose = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul, 4)
    permute = torch.ops.aten.permute.default(unsqueeze, [0, 1, 2, 4, 3]);  unsqueeze = None
    _tensor_constant0 = self._tensor_constant0
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_tensor_constant0, 3);  _tensor_constant0 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 4);  unsqueeze_1 = None
    permute_1 = torch.ops.aten.permute.default(unsqueeze_2, [3, 0, 4, 1, 2]);  unsqueeze_2 = None
    permute_2 = torch.ops.aten.permute.default(permute, [1, 0, 2, 4, 3]);  permute = None
    view_5 = torch.ops.aten.view.default(permute_2, [2, 10, 4]);  permute_2 = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [1, 4, 3, 0, 2]);  permute_1 = None
    view_6 = torch.ops.aten.view.default(permute_3, [2, 4, 6]);  permute_3 = None
    bmm = torch.ops.aten.bmm.default(view_5, view_6);  view_5 = view_6 = None
    view_7 = torch.ops.aten.view.default(bmm, [2, 2, 5, 1, 6]);  bmm = None
    permute_4 = torch.ops.aten.permute.default(view_7, [1, 0, 2, 4, 3]);  view_7 = None
    view_8 = torch.ops.aten.view.default(permute_4, [2, 2, 5, 6]);  permute_4 = None
    mul_1 = torch.ops.aten.mul.Tensor(mul, mul);  mul = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_1, [-1], True);  mul_1 = None
    div = torch.ops.aten.div.Tensor(sum_1, 2);  sum_1 = None
    amax = torch.ops.aten.amax.default(view_8, [-1], True)
    detach = torch.ops.aten.detach.default(amax);  detach = None
    sub = torch.ops.aten.sub.Tensor(view_8, div);  view_8 = div = None
    detach_1 = torch.ops.aten.detach.default(amax);  amax = None
    sub_1 = torch.ops.aten.sub.Tensor(sub, detach_1);  sub = detach_1 = None
    exp = torch.ops.aten.exp.default(sub_1);  sub_1 = None
    detach_2 = torch.ops.aten.detach.default(exp);  detach_2 = None
    div_1 = torch.ops.aten.div.Tensor(exp, 2.449489742783178);  exp = None
    add = torch.ops.aten.add.Tensor(div_1, 0.0001);  div_1 = None
    view_9 = torch.ops.aten.view.default(view_1, [10, 8])
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, view_9, t_2);  _param_constant5 = view_9 = t_2 = None
    view_10 = torch.ops.aten.view.default(addmm_2, [2, 5, 8]);  addmm_2 = None
    view_11 = torch.ops.aten.view.default(view_10, [2, 5, 2, 4]);  view_10 = None
    transpose_1 = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
    mul_2 = torch.ops.aten.mul.Tensor(transpose_1, 0.7071067811865476);  transpose_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(mul_2, 4)
    permute_5 = torch.ops.aten.permute.default(unsqueeze_3, [0, 1, 2, 4, 3]);  unsqueeze_3 = None
    _tensor_constant0_1 = self._tensor_constant0
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(_tensor_constant0_1, 3);  _tensor_constant0_1 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 4);  unsqueeze_4 = None
    permute_6 = torch.ops.aten.permute.default(unsqueeze_5, [3, 0, 4, 1, 2]);  unsqueeze_5 = None
    permute_7 = torch.ops.aten.permute.default(permute_5, [1, 0, 2, 4, 3]);  permute_5 = None
    view_12 = torch.ops.aten.view.default(permute_7, [2, 10, 4]);  permute_7 = None
    permute_8 = torch.ops.aten.permute.default(permute_6, [1, 4, 3, 0, 2]);  permute_6 = None
    view_13 = torch.ops.aten.view.default(permute_8, [2, 4, 6]);  permute_8 = None
    bmm_1 = torch.ops.aten.bmm.default(view_12, view_13);  view_12 = view_13 = None
    view_14 = torch.ops.aten.view.default(bmm_1, [2, 2, 5, 1, 6]);  bmm_1 = None
    permute_9 = torch.ops.aten.permute.default(view_14, [1, 0, 2, 4, 3]);  view_14 = None
    view_15 = torch.ops.aten.view.default(permute_9, [2, 2, 5, 6]);  permute_9 = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, mul_2);  mul_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_3, [-1], True);  mul_3 = None
    div_2 = torch.ops.aten.div.Tensor(sum_2, 2);  sum_2 = None
    amax_1 = torch.ops.aten.amax.default(view_15, [-2, -1], True)
    detach_3 = torch.ops.aten.detach.default(amax_1);  detach_3 = None
    sub_2 = torch.ops.aten.sub.Tensor(view_15, div_2);  view_15 = div_2 = None
    detach_4 = torch.ops.aten.detach.default(amax_1);  amax_1 = None
    sub_3 = torch.ops.aten.sub.Tensor(sub_2, detach_4);  sub_2 = detach_4 = None
    exp_1 = torch.ops.aten.exp.default(sub_3);  sub_3 = None
    detach_5 = torch.ops.aten.detach.default(exp_1);  detach_5 = None
    div_3 = torch.ops.aten.div.Tensor(exp_1, 2.449489742783178);  exp_1 = None
    add_1 = torch.ops.aten.add.Tensor(div_3, 0.0001);  div_3 = None
    view_16 = torch.ops.aten.view.default(view_1, [10, 8])
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, view_16, t_3);  _param_constant7 = view_16 = t_3 = None
    view_17 = torch.ops.aten.view.default(addmm_3, [2, 5, 8]);  addmm_3 = None
    view_18 = torch.ops.aten.view.default(view_17, [2, 5, 2, 4]);  view_17 = None
    transpose_2 = torch.ops.aten.transpose.int(view_18, 1, 2);  view_18 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(add_1, 4)
    permute_10 = torch.ops.aten.permute.default(unsqueeze_6, [0, 1, 3, 4, 2]);  unsqueeze_6 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(transpose_2, 4);  transpose_2 = None
    permute_11 = torch.ops.aten.permute.default(unsqueeze_7, [0, 1, 4, 3, 2]);  unsqueeze_7 = None
    permute_12 = torch.ops.aten.permute.default(permute_10, [0, 1, 2, 4, 3]);  permute_10 = None
    clone = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 6, 5]);  clone = None
    permute_13 = torch.ops.aten.permute.default(permute_11, [0, 1, 4, 3, 2]);  permute_11 = None
    clone_1 = torch.ops.aten.clone.default(permute_13, memory_format = torch.contiguous_format);  permute_13 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 5, 4]);  clone_1 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    view_19 = torch.ops.aten.view.default(bmm_2, [2, 2, 6, 1, 4]);  bmm_2 = None
    permute_14 = torch.ops.aten.permute.default(view_19, [0, 1, 2, 4, 3]);  view_19 = None
    view_20 = torch.ops.aten.view.default(permute_14, [2, 2, 6, 4]);  permute_14 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(add_1, [2]);  add_1 = None
    permute_15 = torch.ops.aten.permute.default(add, [0, 1, 2, 3])
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(sum_3, 3);  sum_3 = None
    permute_16 = torch.ops.aten.permute.default(unsqueeze_8, [0, 1, 3, 2]);  unsqueeze_8 = None
    permute_17 = torch.ops.aten.permute.default(permute_15, [0, 1, 2, 3]);  permute_15 = None
    clone_2 = torch.ops.aten.clone.default(permute_17, memory_format = torch.contiguous_format);  permute_17 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [4, 5, 6]);  clone_2 = None
    permute_18 = torch.ops.aten.permute.default(permute_16, [0, 1, 3, 2]);  permute_16 = None
    view_21 = torch.ops.aten.view.default(permute_18, [4, 6, 1]);  permute_18 = None
    bmm_3 = torch.ops.aten.bmm.default(_unsafe_view_2, view_21);  _unsafe_view_2 = view_21 = None
    view_22 = torch.ops.aten.view.default(bmm_3, [2, 2, 5, 1]);  bmm_3 = None
    permute_19 = torch.ops.aten.permute.default(view_22, [0, 1, 2, 3]);  view_22 = None
    view_23 = torch.ops.aten.view.default(permute_19, [2, 2, 5]);  permute_19 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(view_23, -1);  view_23 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(add, 4);  add = None
    permute_20 = torch.ops.aten.permute.default(unsqueeze_10, [0, 1, 2, 4, 3]);  unsqueeze_10 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(view_20, 4);  view_20 = None
    permute_21 = torch.ops.aten.permute.default(unsqueeze_11, [0, 1, 4, 3, 2]);  unsqueeze_11 = None
    permute_22 = torch.ops.aten.permute.default(permute_20, [0, 1, 2, 4, 3]);  permute_20 = None
    clone_3 = torch.ops.aten.clone.default(permute_22, memory_format = torch.contiguous_format);  permute_22 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [4, 5, 6]);  clone_3 = None
    permute_23 = torch.ops.aten.permute.default(permute_21, [0, 1, 4, 3, 2]);  permute_21 = None
    view_24 = torch.ops.aten.view.default(permute_23, [4, 6, 4]);  permute_23 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_3, view_24);  _unsafe_view_3 = view_24 = None
    view_25 = torch.ops.aten.view.default(bmm_4, [2, 2, 5, 1, 4]);  bmm_4 = None
    permute_24 = torch.ops.aten.permute.default(view_25, [0, 1, 2, 4, 3]);  view_25 = None
    view_26 = torch.ops.aten.view.default(permute_24, [2, 2, 5, 4]);  permute_24 = None
    div_4 = torch.ops.aten.div.Tensor(view_26, unsqueeze_9);  view_26 = unsqueeze_9 = None
    transpose_3 = torch.ops.aten.transpose.int(div_4, 1, 2);  div_4 = None
    clone_4 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [2, 5, 8]);  clone_4 = None
    view_27 = torch.ops.aten.view.default(_unsafe_view_4, [10, 8]);  _unsafe_view_4 = None
    _param_constant8 = self._param_constant8
    t_4 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_4 = torch.ops.aten.addmm.default(_param_constant9, view_27, t_4);  _param_constant9 = view_27 = t_4 = None
    view_28 = torch.ops.aten.view.default(addmm_4, [2, 5, 8]);  addmm_4 = None
    add_2 = torch.ops.aten.add.Tensor(view_1, view_28);  view_1 = view_28 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_2, [8], _param_constant10, _param_constant11, 1e-05);  add_2 = _param_constant10 = _param_constant11 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    mean = torch.ops.aten.mean.dim(getitem, [1]);  getitem = None
    _param_constant12 = self._param_constant12
    t_5 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_5 = torch.ops.aten.addmm.default(_param_constant13, mean, t_5);  _param_constant13 = mean = t_5 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_5, 1, False);  addmm_5 = None
    detach_6 = torch.ops.aten.detach.default(_log_softmax);  detach_6 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_3 = nll_loss_forward[0]
    getitem_4 = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
    return getitem_3
    