


def forward(self, x_1, labels_1):
    view = torch.ops.aten.view.default(x_1, [8, 5]);  x_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 4, 8]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [8, 8])
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, view_2, t_1);  _param_constant3 = view_2 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 4, 24]);  addmm_1 = None
    view_4 = torch.ops.aten.view.default(view_3, [2, 4, 3, 2, 4]);  view_3 = None
    permute = torch.ops.aten.permute.default(view_4, [2, 0, 3, 1, 4]);  view_4 = None
    unbind = torch.ops.aten.unbind.int(permute);  permute = None
    getitem = unbind[0]
    getitem_1 = unbind[1]
    getitem_2 = unbind[2];  unbind = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(getitem, 2.0, [-1], True)
    detach = torch.ops.aten.detach.default(linalg_vector_norm);  detach = None
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    expand = torch.ops.aten.expand.default(clamp_min, [2, 2, 4, 4]);  clamp_min = None
    div = torch.ops.aten.div.Tensor(getitem, expand);  getitem = expand = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(getitem_1, 2.0, [-1], True)
    detach_1 = torch.ops.aten.detach.default(linalg_vector_norm_1);  detach_1 = None
    clamp_min_1 = torch.ops.aten.clamp_min.default(linalg_vector_norm_1, 1e-12);  linalg_vector_norm_1 = None
    expand_1 = torch.ops.aten.expand.default(clamp_min_1, [2, 2, 4, 4]);  clamp_min_1 = None
    div_1 = torch.ops.aten.div.Tensor(getitem_1, expand_1);  getitem_1 = expand_1 = None
    transpose = torch.ops.aten.transpose.int(div_1, -1, -2);  div_1 = None
    expand_2 = torch.ops.aten.expand.default(div, [2, 2, 4, 4]);  div = None
    clone = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 4, 4]);  clone = None
    expand_3 = torch.ops.aten.expand.default(transpose, [2, 2, 4, 4]);  transpose = None
    clone_1 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 4, 4]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 4, 4]);  bmm = None
    _param_constant4 = self._param_constant4
    exp = torch.ops.aten.exp.default(_param_constant4);  _param_constant4 = None
    detach_2 = torch.ops.aten.detach.default(exp);  detach_2 = None
    mul = torch.ops.aten.mul.Tensor(_unsafe_view_2, exp);  _unsafe_view_2 = exp = None
    _softmax = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
    detach_3 = torch.ops.aten.detach.default(_softmax);  detach_3 = None
    expand_4 = torch.ops.aten.expand.default(_softmax, [2, 2, 4, 4]);  _softmax = None
    view_5 = torch.ops.aten.view.default(expand_4, [4, 4, 4]);  expand_4 = None
    expand_5 = torch.ops.aten.expand.default(getitem_2, [2, 2, 4, 4]);  getitem_2 = None
    clone_2 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 4, 4]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_5, _unsafe_view_3);  view_5 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 4, 4]);  bmm_1 = None
    transpose_1 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_3, [2, 4, 8]);  clone_3 = None
    view_6 = torch.ops.aten.view.default(_unsafe_view_5, [8, 8]);  _unsafe_view_5 = None
    _param_constant5 = self._param_constant5
    t_2 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_2 = torch.ops.aten.addmm.default(_param_constant6, view_6, t_2);  _param_constant6 = view_6 = t_2 = None
    view_7 = torch.ops.aten.view.default(addmm_2, [2, 4, 8]);  addmm_2 = None
    add = torch.ops.aten.add.Tensor(view_1, view_7);  view_1 = view_7 = None
    mean = torch.ops.aten.mean.dim(add, [1]);  add = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_3 = torch.ops.aten.addmm.default(_param_constant8, mean, t_3);  _param_constant8 = mean = t_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_3 = nll_loss_forward[0]
    getitem_4 = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
    return getitem_3
    