


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    _weight_norm_interface = torch.ops.aten._weight_norm_interface.default(_param_constant0, _param_constant1);  _param_constant0 = _param_constant1 = None
    getitem = _weight_norm_interface[0]
    getitem_1 = _weight_norm_interface[1];  _weight_norm_interface = getitem_1 = None
    t = torch.ops.aten.t.default(getitem);  getitem = None
    _param_constant2 = self._param_constant2
    addmm = torch.ops.aten.addmm.default(_param_constant2, x_1, t);  _param_constant2 = x_1 = t = None
    silu = torch.ops.aten.silu.default(addmm);  addmm = None
    _param_constant3 = self._param_constant3
    _tensor_constant0 = self._tensor_constant0
    mv = torch.ops.aten.mv.default(_param_constant3, _tensor_constant0);  _param_constant3 = _tensor_constant0 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(mv, 2.0, [0], True)
    clamp_min_ = torch.ops.aten.clamp_min_.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    expand = torch.ops.aten.expand.default(clamp_min_, [12]);  clamp_min_ = None
    _tensor_constant1 = self._tensor_constant1
    div = torch.ops.aten.div.out(mv, expand, out = _tensor_constant1);  mv = expand = _tensor_constant1 = None
    _param_constant3_1 = self._param_constant3
    transpose = torch.ops.aten.transpose.int(_param_constant3_1, -2, -1);  _param_constant3_1 = None
    mv_1 = torch.ops.aten.mv.default(transpose, div);  transpose = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(mv_1, 2.0, [0], True)
    clamp_min__1 = torch.ops.aten.clamp_min_.default(linalg_vector_norm_1, 1e-12);  linalg_vector_norm_1 = None
    expand_1 = torch.ops.aten.expand.default(clamp_min__1, [6]);  clamp_min__1 = None
    _tensor_constant0_1 = self._tensor_constant0
    div_1 = torch.ops.aten.div.out(mv_1, expand_1, out = _tensor_constant0_1);  mv_1 = expand_1 = _tensor_constant0_1 = None
    clone = torch.ops.aten.clone.default(div, memory_format = torch.contiguous_format);  div = None
    clone_1 = torch.ops.aten.clone.default(div_1, memory_format = torch.contiguous_format);  div_1 = None
    _param_constant3_2 = self._param_constant3
    mv_2 = torch.ops.aten.mv.default(_param_constant3_2, clone_1);  _param_constant3_2 = clone_1 = None
    vdot = torch.ops.aten.vdot.default(clone, mv_2);  clone = mv_2 = None
    _param_constant3_3 = self._param_constant3
    div_2 = torch.ops.aten.div.Tensor(_param_constant3_3, vdot);  _param_constant3_3 = vdot = None
    t_1 = torch.ops.aten.t.default(div_2);  div_2 = None
    _param_constant4 = self._param_constant4
    addmm_1 = torch.ops.aten.addmm.default(_param_constant4, silu, t_1);  _param_constant4 = t_1 = None
    tanh = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _param_constant5 = self._param_constant5
    _tensor_constant2 = self._tensor_constant2
    mv_3 = torch.ops.aten.mv.default(_param_constant5, _tensor_constant2);  _param_constant5 = _tensor_constant2 = None
    linalg_vector_norm_2 = torch.ops.aten.linalg_vector_norm.default(mv_3, 2.0, [0], True)
    clamp_min__2 = torch.ops.aten.clamp_min_.default(linalg_vector_norm_2, 1e-12);  linalg_vector_norm_2 = None
    expand_2 = torch.ops.aten.expand.default(clamp_min__2, [6]);  clamp_min__2 = None
    _tensor_constant3 = self._tensor_constant3
    div_3 = torch.ops.aten.div.out(mv_3, expand_2, out = _tensor_constant3);  mv_3 = expand_2 = _tensor_constant3 = None
    _param_constant5_1 = self._param_constant5
    transpose_1 = torch.ops.aten.transpose.int(_param_constant5_1, -2, -1);  _param_constant5_1 = None
    mv_4 = torch.ops.aten.mv.default(transpose_1, div_3);  transpose_1 = None
    linalg_vector_norm_3 = torch.ops.aten.linalg_vector_norm.default(mv_4, 2.0, [0], True)
    clamp_min__3 = torch.ops.aten.clamp_min_.default(linalg_vector_norm_3, 1e-12);  linalg_vector_norm_3 = None
    expand_3 = torch.ops.aten.expand.default(clamp_min__3, [12]);  clamp_min__3 = None
    _tensor_constant2_1 = self._tensor_constant2
    div_4 = torch.ops.aten.div.out(mv_4, expand_3, out = _tensor_constant2_1);  mv_4 = expand_3 = _tensor_constant2_1 = None
    clone_2 = torch.ops.aten.clone.default(div_3, memory_format = torch.contiguous_format);  div_3 = None
    clone_3 = torch.ops.aten.clone.default(div_4, memory_format = torch.contiguous_format);  div_4 = None
    _param_constant5_2 = self._param_constant5
    mv_5 = torch.ops.aten.mv.default(_param_constant5_2, clone_3);  _param_constant5_2 = clone_3 = None
    vdot_1 = torch.ops.aten.vdot.default(clone_2, mv_5);  clone_2 = mv_5 = None
    _param_constant5_3 = self._param_constant5
    div_5 = torch.ops.aten.div.Tensor(_param_constant5_3, vdot_1);  _param_constant5_3 = vdot_1 = None
    t_2 = torch.ops.aten.t.default(div_5);  div_5 = None
    _param_constant6 = self._param_constant6
    addmm_2 = torch.ops.aten.addmm.default(_param_constant6, tanh, t_2);  _param_constant6 = tanh = t_2 = None
    add = torch.ops.aten.add.Tensor(silu, addmm_2);  silu = addmm_2 = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_3 = torch.ops.aten.addmm.default(_param_constant8, add, t_3);  _param_constant8 = add = t_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_2 = nll_loss_forward[0]
    getitem_3 = nll_loss_forward[1];  nll_loss_forward = getitem_3 = None
    return getitem_2
    