


def forward(self, q_1, y_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, q_1, t);  _param_constant1 = q_1 = t = None
    view = torch.ops.aten.view.default(y_1, [12, 5])
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, view, t_1);  _param_constant3 = view = t_1 = None
    view_1 = torch.ops.aten.view.default(addmm_1, [2, 6, 8]);  addmm_1 = None
    view_2 = torch.ops.aten.view.default(y_1, [12, 5]);  y_1 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, view_2, t_2);  _param_constant5 = view_2 = t_2 = None
    view_3 = torch.ops.aten.view.default(addmm_2, [2, 6, 8]);  addmm_2 = None
    _param_constant6 = self._param_constant6
    softplus = torch.ops.aten.softplus.default(_param_constant6);  _param_constant6 = None
    div = torch.ops.aten.div.Tensor(softplus, 2.8284271247461903);  softplus = None
    permute = torch.ops.aten.permute.default(view_1, [0, 1, 2])
    unsqueeze = torch.ops.aten.unsqueeze.default(addmm, 2);  addmm = None
    permute_1 = torch.ops.aten.permute.default(unsqueeze, [0, 2, 1]);  unsqueeze = None
    permute_2 = torch.ops.aten.permute.default(permute, [0, 1, 2]);  permute = None
    view_4 = torch.ops.aten.view.default(permute_2, [2, 6, 8]);  permute_2 = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [0, 2, 1]);  permute_1 = None
    view_5 = torch.ops.aten.view.default(permute_3, [2, 8, 1]);  permute_3 = None
    bmm = torch.ops.aten.bmm.default(view_4, view_5);  view_4 = view_5 = None
    view_6 = torch.ops.aten.view.default(bmm, [2, 6, 1]);  bmm = None
    permute_4 = torch.ops.aten.permute.default(view_6, [0, 1, 2]);  view_6 = None
    view_7 = torch.ops.aten.view.default(permute_4, [2, 6]);  permute_4 = None
    mul = torch.ops.aten.mul.Tensor(div, view_7);  view_7 = None
    _softmax = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_softmax, 2);  _softmax = None
    permute_5 = torch.ops.aten.permute.default(unsqueeze_1, [0, 2, 1]);  unsqueeze_1 = None
    permute_6 = torch.ops.aten.permute.default(view_1, [0, 2, 1])
    permute_7 = torch.ops.aten.permute.default(permute_5, [0, 2, 1]);  permute_5 = None
    view_8 = torch.ops.aten.view.default(permute_7, [2, 1, 6]);  permute_7 = None
    permute_8 = torch.ops.aten.permute.default(permute_6, [0, 2, 1]);  permute_6 = None
    view_9 = torch.ops.aten.view.default(permute_8, [2, 6, 8]);  permute_8 = None
    bmm_1 = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = view_9 = None
    view_10 = torch.ops.aten.view.default(bmm_1, [2, 1, 8]);  bmm_1 = None
    permute_9 = torch.ops.aten.permute.default(view_10, [0, 2, 1]);  view_10 = None
    view_11 = torch.ops.aten.view.default(permute_9, [2, 8]);  permute_9 = None
    permute_10 = torch.ops.aten.permute.default(view_1, [0, 1, 2])
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(view_11, 2);  view_11 = None
    permute_11 = torch.ops.aten.permute.default(unsqueeze_2, [0, 2, 1]);  unsqueeze_2 = None
    permute_12 = torch.ops.aten.permute.default(permute_10, [0, 1, 2]);  permute_10 = None
    view_12 = torch.ops.aten.view.default(permute_12, [2, 6, 8]);  permute_12 = None
    permute_13 = torch.ops.aten.permute.default(permute_11, [0, 2, 1]);  permute_11 = None
    view_13 = torch.ops.aten.view.default(permute_13, [2, 8, 1]);  permute_13 = None
    bmm_2 = torch.ops.aten.bmm.default(view_12, view_13);  view_12 = view_13 = None
    view_14 = torch.ops.aten.view.default(bmm_2, [2, 6, 1]);  bmm_2 = None
    permute_14 = torch.ops.aten.permute.default(view_14, [0, 1, 2]);  view_14 = None
    view_15 = torch.ops.aten.view.default(permute_14, [2, 6]);  permute_14 = None
    mul_1 = torch.ops.aten.mul.Tensor(div, view_15);  view_15 = None
    _softmax_1 = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1);  detach_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_softmax_1, 2);  _softmax_1 = None
    permute_15 = torch.ops.aten.permute.default(unsqueeze_3, [0, 2, 1]);  unsqueeze_3 = None
    permute_16 = torch.ops.aten.permute.default(view_1, [0, 2, 1])
    permute_17 = torch.ops.aten.permute.default(permute_15, [0, 2, 1]);  permute_15 = None
    view_16 = torch.ops.aten.view.default(permute_17, [2, 1, 6]);  permute_17 = None
    permute_18 = torch.ops.aten.permute.default(permute_16, [0, 2, 1]);  permute_16 = None
    view_17 = torch.ops.aten.view.default(permute_18, [2, 6, 8]);  permute_18 = None
    bmm_3 = torch.ops.aten.bmm.default(view_16, view_17);  view_16 = view_17 = None
    view_18 = torch.ops.aten.view.default(bmm_3, [2, 1, 8]);  bmm_3 = None
    permute_19 = torch.ops.aten.permute.default(view_18, [0, 2, 1]);  view_18 = None
    view_19 = torch.ops.aten.view.default(permute_19, [2, 8]);  permute_19 = None
    permute_20 = torch.ops.aten.permute.default(view_1, [0, 1, 2])
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(view_19, 2);  view_19 = None
    permute_21 = torch.ops.aten.permute.default(unsqueeze_4, [0, 2, 1]);  unsqueeze_4 = None
    permute_22 = torch.ops.aten.permute.default(permute_20, [0, 1, 2]);  permute_20 = None
    view_20 = torch.ops.aten.view.default(permute_22, [2, 6, 8]);  permute_22 = None
    permute_23 = torch.ops.aten.permute.default(permute_21, [0, 2, 1]);  permute_21 = None
    view_21 = torch.ops.aten.view.default(permute_23, [2, 8, 1]);  permute_23 = None
    bmm_4 = torch.ops.aten.bmm.default(view_20, view_21);  view_20 = view_21 = None
    view_22 = torch.ops.aten.view.default(bmm_4, [2, 6, 1]);  bmm_4 = None
    permute_24 = torch.ops.aten.permute.default(view_22, [0, 1, 2]);  view_22 = None
    view_23 = torch.ops.aten.view.default(permute_24, [2, 6]);  permute_24 = None
    mul_2 = torch.ops.aten.mul.Tensor(div, view_23);  view_23 = None
    _softmax_2 = torch.ops.aten._softmax.default(mul_2, -1, False);  mul_2 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_2);  detach_2 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(_softmax_2, 2);  _softmax_2 = None
    permute_25 = torch.ops.aten.permute.default(unsqueeze_5, [0, 2, 1]);  unsqueeze_5 = None
    permute_26 = torch.ops.aten.permute.default(view_1, [0, 2, 1])
    permute_27 = torch.ops.aten.permute.default(permute_25, [0, 2, 1]);  permute_25 = None
    view_24 = torch.ops.aten.view.default(permute_27, [2, 1, 6]);  permute_27 = None
    permute_28 = torch.ops.aten.permute.default(permute_26, [0, 2, 1]);  permute_26 = None
    view_25 = torch.ops.aten.view.default(permute_28, [2, 6, 8]);  permute_28 = None
    bmm_5 = torch.ops.aten.bmm.default(view_24, view_25);  view_24 = view_25 = None
    view_26 = torch.ops.aten.view.default(bmm_5, [2, 1, 8]);  bmm_5 = None
    permute_29 = torch.ops.aten.permute.default(view_26, [0, 2, 1]);  view_26 = None
    view_27 = torch.ops.aten.view.default(permute_29, [2, 8]);  permute_29 = None
    permute_30 = torch.ops.aten.permute.default(view_1, [0, 1, 2]);  view_1 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(view_27, 2)
    permute_31 = torch.ops.aten.permute.default(unsqueeze_6, [0, 2, 1]);  unsqueeze_6 = None
    permute_32 = torch.ops.aten.permute.default(permute_30, [0, 1, 2]);  permute_30 = None
    view_28 = torch.ops.aten.view.default(permute_32, [2, 6, 8]);  permute_32 = None
    permute_33 = torch.ops.aten.permute.default(permute_31, [0, 2, 1]);  permute_31 = None
    view_29 = torch.ops.aten.view.default(permute_33, [2, 8, 1]);  permute_33 = None
    bmm_6 = torch.ops.aten.bmm.default(view_28, view_29);  view_28 = view_29 = None
    view_30 = torch.ops.aten.view.default(bmm_6, [2, 6, 1]);  bmm_6 = None
    permute_34 = torch.ops.aten.permute.default(view_30, [0, 1, 2]);  view_30 = None
    view_31 = torch.ops.aten.view.default(permute_34, [2, 6]);  permute_34 = None
    mul_3 = torch.ops.aten.mul.Tensor(div, view_31);  div = view_31 = None
    _softmax_3 = torch.ops.aten._softmax.default(mul_3, -1, False);  mul_3 = None
    detach_3 = torch.ops.aten.detach.default(_softmax_3);  detach_3 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(_softmax_3, 2);  _softmax_3 = None
    permute_35 = torch.ops.aten.permute.default(unsqueeze_7, [0, 2, 1]);  unsqueeze_7 = None
    permute_36 = torch.ops.aten.permute.default(view_3, [0, 2, 1]);  view_3 = None
    permute_37 = torch.ops.aten.permute.default(permute_35, [0, 2, 1]);  permute_35 = None
    view_32 = torch.ops.aten.view.default(permute_37, [2, 1, 6]);  permute_37 = None
    permute_38 = torch.ops.aten.permute.default(permute_36, [0, 2, 1]);  permute_36 = None
    view_33 = torch.ops.aten.view.default(permute_38, [2, 6, 8]);  permute_38 = None
    bmm_7 = torch.ops.aten.bmm.default(view_32, view_33);  view_32 = view_33 = None
    view_34 = torch.ops.aten.view.default(bmm_7, [2, 1, 8]);  bmm_7 = None
    permute_39 = torch.ops.aten.permute.default(view_34, [0, 2, 1]);  view_34 = None
    view_35 = torch.ops.aten.view.default(permute_39, [2, 8]);  permute_39 = None
    cat = torch.ops.aten.cat.default([view_27, view_35], -1);  view_27 = view_35 = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_3 = torch.ops.aten.addmm.default(_param_constant8, cat, t_3);  _param_constant8 = cat = t_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    