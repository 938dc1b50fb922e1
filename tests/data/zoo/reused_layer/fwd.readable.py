class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 8]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[8, 8]" = self._param_constant0
        t: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[8]" = self._param_constant1
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        tanh: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm);  addmm = None
        detach: "f32[4, 8]" = torch.ops.aten.detach.default(tanh);  detach = None
        _param_constant0_1: "f32[8, 8]" = self._param_constant0
        t_1: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
        _param_constant1_1: "f32[8]" = self._param_constant1
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant1_1, tanh, t_1);  _param_constant1_1 = tanh = t_1 = None
        tanh_1: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(tanh_1);  detach_1 = None
        _param_constant0_2: "f32[8, 8]" = self._param_constant0
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
        _param_constant1_2: "f32[8]" = self._param_constant1
        addmm_2: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant1_2, tanh_1, t_2);  _param_constant1_2 = tanh_1 = t_2 = None
        tanh_2: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(tanh_2);  detach_2 = None
        _param_constant2: "f32[2, 8]" = self._param_constant2
        t_3: "f32[8, 2]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[2]" = self._param_constant3
        addmm_3: "f32[4, 2]" = torch.ops.aten.addmm.default(_param_constant3, tanh_2, t_3);  _param_constant3 = tanh_2 = t_3 = None
        _log_softmax: "f32[4, 2]" = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
        detach_3: "f32[4, 2]" = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
