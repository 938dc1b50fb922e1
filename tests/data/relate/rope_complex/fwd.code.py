


def forward(self, x_1, labels_1):
    view = torch.ops.aten.view.default(x_1, [12, 5]);  x_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 6, 8]);  addmm = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    index_select = torch.ops.aten.index_select.default(_tensor_constant0, 0, _tensor_constant1);  _tensor_constant0 = _tensor_constant1 = None
    view_2 = torch.ops.aten.view.default(view_1, [12, 8])
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, view_2, t_1);  _param_constant3 = view_2 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 6, 8]);  addmm_1 = None
    view_4 = torch.ops.aten.view.default(view_3, [2, 6, 4, 2]);  view_3 = None
    view_as_complex = torch.ops.aten.view_as_complex.default(view_4);  view_4 = None
    mul = torch.ops.aten.mul.Tensor(view_as_complex, index_select);  view_as_complex = None
    view_as_real = torch.ops.aten.view_as_real.default(mul);  mul = None
    view_5 = torch.ops.aten.view.default(view_as_real, [2, 6, 8]);  view_as_real = None
    view_6 = torch.ops.aten.view.default(view_1, [12, 8])
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, view_6, t_2);  _param_constant5 = view_6 = t_2 = None
    view_7 = torch.ops.aten.view.default(addmm_2, [2, 6, 8]);  addmm_2 = None
    view_8 = torch.ops.aten.view.default(view_7, [2, 6, 4, 2]);  view_7 = None
    view_as_complex_1 = torch.ops.aten.view_as_complex.default(view_8);  view_8 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_as_complex_1, index_select);  view_as_complex_1 = index_select = None
    view_as_real_1 = torch.ops.aten.view_as_real.default(mul_1);  mul_1 = None
    view_9 = torch.ops.aten.view.default(view_as_real_1, [2, 6, 8]);  view_as_real_1 = None
    transpose = torch.ops.aten.transpose.int(view_9, -1, -2);  view_9 = None
    expand = torch.ops.aten.expand.default(view_5, [2, 6, 8]);  view_5 = None
    view_10 = torch.ops.aten.view.default(expand, [2, 6, 8]);  expand = None
    expand_1 = torch.ops.aten.expand.default(transpose, [2, 8, 6]);  transpose = None
    view_11 = torch.ops.aten.view.default(expand_1, [2, 8, 6]);  expand_1 = None
    bmm = torch.ops.aten.bmm.default(view_10, view_11);  view_10 = view_11 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(bmm, [2, 6, 6]);  bmm = None
    div = torch.ops.aten.div.Tensor(_unsafe_view, 2.8284271247461903);  _unsafe_view = None
    _tensor_constant2 = self._tensor_constant2
    masked_fill = torch.ops.aten.masked_fill.Scalar(div, _tensor_constant2, -inf);  div = _tensor_constant2 = None
    _softmax = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    view_12 = torch.ops.aten.view.default(view_1, [12, 8])
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, view_12, t_3);  _param_constant7 = view_12 = t_3 = None
    view_13 = torch.ops.aten.view.default(addmm_3, [2, 6, 8]);  addmm_3 = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 6, 6]);  _softmax = None
    view_14 = torch.ops.aten.view.default(expand_2, [2, 6, 6]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(view_13, [2, 6, 8]);  view_13 = None
    view_15 = torch.ops.aten.view.default(expand_3, [2, 6, 8]);  expand_3 = None
    bmm_1 = torch.ops.aten.bmm.default(view_14, view_15);  view_14 = view_15 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 6, 8]);  bmm_1 = None
    view_16 = torch.ops.aten.view.default(_unsafe_view_1, [12, 8]);  _unsafe_view_1 = None
    _param_constant8 = self._param_constant8
    t_4 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_4 = torch.ops.aten.addmm.default(_param_constant9, view_16, t_4);  _param_constant9 = view_16 = t_4 = None
    view_17 = torch.ops.aten.view.default(addmm_4, [2, 6, 8]);  addmm_4 = None
    add = torch.ops.aten.add.Tensor(view_1, view_17);  view_1 = view_17 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [8], _param_constant10, _param_constant11, 1e-05);  add = _param_constant10 = _param_constant11 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    mean = torch.ops.aten.mean.dim(getitem, [1]);  getitem = None
    _param_constant12 = self._param_constant12
    t_5 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_5 = torch.ops.aten.addmm.default(_param_constant13, mean, t_5);  _param_constant13 = mean = t_5 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_5, 1, False);  addmm_5 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_3 = nll_loss_forward[0]
    getitem_4 = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
    return getitem_3
    