


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 64]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [16, 64]);  view = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(view_1, t);  t = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_1, [64]);  sum_1 = None
    view_3 = torch.ops.aten.view.default(mm, [2, 8, 16]);  mm = None
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_3, _tensor_constant5, [16], _tensor_constant6, _tensor_constant7, _param_constant0, _param_constant1, [True, True, True]);  view_3 = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    _tensor_constant8 = self._tensor_constant8
    gelu_backward = torch.ops.aten.gelu_backward.default(getitem, _tensor_constant8);  getitem = _tensor_constant8 = None
    view_4 = torch.ops.aten.view.default(gelu_backward, [16, 16]);  gelu_backward = None
    _tensor_constant9 = self._tensor_constant9
    t_1 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_1 = torch.ops.aten.mm.default(view_4, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(view_4)
    _tensor_constant10 = self._tensor_constant10
    mm_2 = torch.ops.aten.mm.default(t_2, _tensor_constant10);  t_2 = _tensor_constant10 = None
    t_3 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
    view_5 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_6 = torch.ops.aten.view.default(mm_1, [2, 8, 16]);  mm_1 = None
    _tensor_constant11 = self._tensor_constant11
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_6, _tensor_constant11, [16], _tensor_constant12, _tensor_constant13, _param_constant2, _param_constant3, [False, False, True]);  view_6 = _tensor_constant11 = _tensor_constant12 = _tensor_constant13 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0];  getitem_3 = None
    getitem_4 = native_layer_norm_backward_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    return (getitem_5, view_2, t_4, view_5, getitem_1, getitem_2)
    