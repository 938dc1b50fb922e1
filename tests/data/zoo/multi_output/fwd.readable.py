class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 12]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[12, 12]" = self._param_constant0
        t: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[12]" = self._param_constant1
        addmm: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        split = torch.ops.aten.split.Tensor(addmm, 6, 1)
        getitem: "f32[4, 6]" = split[0]
        getitem_1: "f32[4, 6]" = split[1];  split = None
        split_1 = torch.ops.aten.split.Tensor(getitem_1, 3, 1);  getitem_1 = None
        getitem_2: "f32[4, 3]" = split_1[0]
        getitem_3: "f32[4, 3]" = split_1[1];  split_1 = None
        topk = torch.ops.aten.topk.default(getitem, 3, 1)
        getitem_4: "f32[4, 3]" = topk[0]
        getitem_5: "i64[4, 3]" = topk[1];  topk = getitem_5 = None
        max_1 = torch.ops.aten.max.dim(getitem, 1, True);  getitem = None
        getitem_6: "f32[4, 1]" = max_1[0]
        getitem_7: "i64[4, 1]" = max_1[1];  max_1 = getitem_7 = None
        var_mean = torch.ops.aten.var_mean.correction(addmm, [1], correction = 1, keepdim = True);  addmm = None
        getitem_8: "f32[4, 1]" = var_mean[0]
        getitem_9: "f32[4, 1]" = var_mean[1];  var_mean = None
        unbind = torch.ops.aten.unbind.int(getitem_2, 1);  getitem_2 = None
        getitem_10: "f32[4]" = unbind[0]
        getitem_11: "f32[4]" = unbind[1];  getitem_11 = None
        getitem_12: "f32[4]" = unbind[2];  unbind = None
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(getitem_3, getitem_6);  getitem_3 = getitem_6 = None
        cat: "f32[4, 6]" = torch.ops.aten.cat.default([getitem_4, mul], 1);  getitem_4 = mul = None
        sub: "f32[4, 1]" = torch.ops.aten.sub.Tensor(getitem_8, getitem_9);  getitem_8 = getitem_9 = None
        add: "f32[4, 6]" = torch.ops.aten.add.Tensor(cat, sub);  cat = sub = None
        unsqueeze: "f32[4, 1]" = torch.ops.aten.unsqueeze.default(getitem_10, 1);  getitem_10 = None
        unsqueeze_1: "f32[4, 1]" = torch.ops.aten.unsqueeze.default(getitem_12, 1);  getitem_12 = None
        mul_1: "f32[4, 1]" = torch.ops.aten.mul.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
        add_1: "f32[4, 6]" = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
        _param_constant2: "f32[6]" = self._param_constant2
        _param_constant3: "f32[6]" = self._param_constant3
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [6], _param_constant2, _param_constant3, 1e-05);  add_1 = _param_constant2 = _param_constant3 = None
        getitem_13: "f32[4, 6]" = native_layer_norm[0]
        getitem_14: "f32[4, 1]" = native_layer_norm[1];  getitem_14 = None
        getitem_15: "f32[4, 1]" = native_layer_norm[2];  native_layer_norm = getitem_15 = None
        _param_constant4: "f32[3, 6]" = self._param_constant4
        t_1: "f32[6, 3]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[3]" = self._param_constant5
        addmm_1: "f32[4, 3]" = torch.ops.aten.addmm.default(_param_constant5, getitem_13, t_1);  _param_constant5 = getitem_13 = t_1 = None
        _log_softmax: "f32[4, 3]" = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
        detach: "f32[4, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_16: "f32[]" = nll_loss_forward[0]
        getitem_17: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_17 = None
        return getitem_16
