


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    mv = torch.ops.aten.mv.default(t, _tensor_constant0);  t = _tensor_constant0 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(mv, 2.0, [0], True)
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    expand = torch.ops.aten.expand.default(clamp_min, [5]);  clamp_min = None
    div = torch.ops.aten.div.Tensor(mv, expand);  mv = expand = None
    _param_constant0_1 = self._param_constant0
    mv_1 = torch.ops.aten.mv.default(_param_constant0_1, div);  _param_constant0_1 = div = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(mv_1, 2.0, [0], True)
    clamp_min_1 = torch.ops.aten.clamp_min.default(linalg_vector_norm_1, 1e-12);  linalg_vector_norm_1 = None
    expand_1 = torch.ops.aten.expand.default(clamp_min_1, [6]);  clamp_min_1 = None
    div_1 = torch.ops.aten.div.Tensor(mv_1, expand_1);  mv_1 = expand_1 = None
    _param_constant0_2 = self._param_constant0
    t_1 = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
    mv_2 = torch.ops.aten.mv.default(t_1, div_1);  t_1 = div_1 = None
    linalg_vector_norm_2 = torch.ops.aten.linalg_vector_norm.default(mv_2, 2.0, [0], True)
    clamp_min_2 = torch.ops.aten.clamp_min.default(linalg_vector_norm_2, 1e-12);  linalg_vector_norm_2 = None
    expand_2 = torch.ops.aten.expand.default(clamp_min_2, [5]);  clamp_min_2 = None
    div_2 = torch.ops.aten.div.Tensor(mv_2, expand_2);  mv_2 = expand_2 = None
    _param_constant0_3 = self._param_constant0
    mv_3 = torch.ops.aten.mv.default(_param_constant0_3, div_2);  _param_constant0_3 = None
    linalg_vector_norm_3 = torch.ops.aten.linalg_vector_norm.default(mv_3, 2.0, [0], True)
    clamp_min_3 = torch.ops.aten.clamp_min.default(linalg_vector_norm_3, 1e-12);  linalg_vector_norm_3 = None
    expand_3 = torch.ops.aten.expand.default(clamp_min_3, [6]);  clamp_min_3 = None
    div_3 = torch.ops.aten.div.Tensor(mv_3, expand_3);  mv_3 = expand_3 = None
    _tensor_constant0_1 = self._tensor_constant0
    copy_ = torch.ops.aten.copy_.default(_tensor_constant0_1, div_3);  _tensor_constant0_1 = copy_ = None
    _param_constant0_4 = self._param_constant0
    mv_4 = torch.ops.aten.mv.default(_param_constant0_4, div_2);  _param_constant0_4 = div_2 = None
    dot = torch.ops.aten.dot.default(div_3, mv_4);  div_3 = mv_4 = None
    _param_constant0_5 = self._param_constant0
    div_4 = torch.ops.aten.div.Tensor(_param_constant0_5, dot);  _param_constant0_5 = dot = None
    t_2 = torch.ops.aten.t.default(div_4);  div_4 = None
    mm = torch.ops.aten.mm.default(x_1, t_2);  x_1 = t_2 = None
    sigmoid = torch.ops.aten.sigmoid.default(mm);  mm = None
    detach = torch.ops.aten.detach.default(sigmoid);  detach = None
    _param_constant1 = self._param_constant1
    t_3 = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    addmm = torch.ops.aten.addmm.default(_param_constant2, sigmoid, t_3);  _param_constant2 = sigmoid = t_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    