class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 6]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[6, 6]" = self._param_constant0
        t: "f32[6, 6]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[6]" = self._param_constant1
        addmm: "f32[4, 6]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        silu: "f32[4, 6]" = torch.ops.aten.silu.default(addmm);  addmm = None
        _param_constant2: "f32[2, 6]" = self._param_constant2
        t_1: "f32[6, 2]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[2]" = self._param_constant3
        addmm_1: "f32[4, 2]" = torch.ops.aten.addmm.default(_param_constant3, silu, t_1);  _param_constant3 = silu = t_1 = None
        _log_softmax: "f32[4, 2]" = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
        detach: "f32[4, 2]" = torch.ops.aten.detach.default(_log_softmax);  detach = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
