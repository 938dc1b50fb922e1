


def forward(self, x_1, labels_1):
    view = torch.ops.aten.view.default(x_1, [10, 6]);  x_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 6]);  addmm = None
    std = torch.ops.aten.std.correction(view_1, [-1], correction = 0, keepdim = True)
    detach = torch.ops.aten.detach.default(std);  detach = None
    var_mean = torch.ops.aten.var_mean.correction(view_1, [1], correction = 1, keepdim = True)
    getitem = var_mean[0]
    getitem_1 = var_mean[1];  var_mean = None
    sub = torch.ops.aten.sub.Tensor(view_1, getitem_1);  view_1 = getitem_1 = None
    add = torch.ops.aten.add.Tensor(getitem, 0.001);  getitem = None
    sqrt = torch.ops.aten.sqrt.default(add);  add = None
    detach_1 = torch.ops.aten.detach.default(sqrt);  detach_1 = None
    div = torch.ops.aten.div.Tensor(sub, sqrt);  sub = sqrt = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(div, [6], None, None, 1e-05);  div = None
    getitem_2 = native_layer_norm[0]
    getitem_3 = native_layer_norm[1];  getitem_3 = None
    getitem_4 = native_layer_norm[2];  native_layer_norm = getitem_4 = None
    sigmoid = torch.ops.aten.sigmoid.default(getitem_2);  getitem_2 = None
    detach_2 = torch.ops.aten.detach.default(sigmoid);  detach_2 = None
    cumsum = torch.ops.aten.cumsum.default(sigmoid, 1);  sigmoid = None
    div_1 = torch.ops.aten.div.Tensor(cumsum, std);  cumsum = std = None
    view_2 = torch.ops.aten.view.default(div_1, [10, 6])
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, view_2, t_1);  _param_constant3 = view_2 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 5, 6]);  addmm_1 = None
    logsumexp = torch.ops.aten.logsumexp.default(view_3, [-1]);  view_3 = None
    detach_3 = torch.ops.aten.detach.default(logsumexp);  detach_3 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(div_1, 1, [-1])
    detach_4 = torch.ops.aten.detach.default(linalg_vector_norm);  detach_4 = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(div_1, 2.0, [1], True)
    detach_5 = torch.ops.aten.detach.default(linalg_vector_norm_1);  detach_5 = None
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm_1, 1e-12);  linalg_vector_norm_1 = None
    expand = torch.ops.aten.expand.default(clamp_min, [2, 5, 6]);  clamp_min = None
    div_2 = torch.ops.aten.div.Tensor(div_1, expand);  div_1 = expand = None
    sum_1 = torch.ops.aten.sum.dim_IntList(div_2, [-1]);  div_2 = None
    topk = torch.ops.aten.topk.default(sum_1, 2, 1, False);  sum_1 = None
    getitem_5 = topk[0]
    getitem_6 = topk[1];  topk = getitem_6 = None
    sort = torch.ops.aten.sort.stable(logsumexp, stable = True, dim = 1, descending = True)
    getitem_7 = sort[0]
    getitem_8 = sort[1];  sort = getitem_8 = None
    cummax = torch.ops.aten.cummax.default(linalg_vector_norm, 1);  linalg_vector_norm = None
    getitem_9 = cummax[0]
    getitem_10 = cummax[1];  cummax = getitem_10 = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_7, 1, 0, 2);  getitem_7 = None
    slice_2 = torch.ops.aten.slice.Tensor(getitem_9, 1, -2, 9223372036854775807);  getitem_9 = None
    mean = torch.ops.aten.mean.dim(logsumexp, [1], True);  logsumexp = None
    cat = torch.ops.aten.cat.default([getitem_5, slice_1, slice_2, mean], 1);  getitem_5 = slice_1 = slice_2 = mean = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, cat, t_2);  _param_constant5 = cat = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_6 = torch.ops.aten.detach.default(_log_softmax);  detach_6 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_11 = nll_loss_forward[0]
    getitem_12 = nll_loss_forward[1];  nll_loss_forward = getitem_12 = None
    return getitem_11
    