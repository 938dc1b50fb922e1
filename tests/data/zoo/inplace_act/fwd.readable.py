class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 10]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[10, 10]" = self._param_constant0
        t: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[10]" = self._param_constant1
        addmm: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        clone: "f32[4, 10]" = torch.ops.aten.clone.default(addmm);  clone = None
        silu_: "f32[4, 10]" = torch.ops.aten.silu_.default(addmm);  addmm = None
        _param_constant2: "f32[10, 10]" = self._param_constant2
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[10]" = self._param_constant3
        addmm_1: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant3, silu_, t_1);  _param_constant3 = silu_ = t_1 = None
        clone_1: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_1);  clone_1 = None
        hardswish_: "f32[4, 10]" = torch.ops.aten.hardswish_.default(addmm_1);  addmm_1 = None
        _param_constant4: "f32[10, 10]" = self._param_constant4
        t_2: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[10]" = self._param_constant5
        addmm_2: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant5, hardswish_, t_2);  _param_constant5 = hardswish_ = t_2 = None
        clone_2: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_2);  clone_2 = None
        hardtanh_: "f32[4, 10]" = torch.ops.aten.hardtanh_.default(addmm_2, 0.0, 6.0);  addmm_2 = None
        _param_constant6: "f32[10, 10]" = self._param_constant6
        t_3: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[10]" = self._param_constant7
        addmm_3: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant7, hardtanh_, t_3);  _param_constant7 = hardtanh_ = t_3 = None
        elu_: "f32[4, 10]" = torch.ops.aten.elu_.default(addmm_3, 1.0);  addmm_3 = None
        detach: "f32[4, 10]" = torch.ops.aten.detach.default(elu_);  detach = None
        _param_constant8: "f32[3, 10]" = self._param_constant8
        t_4: "f32[10, 3]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[3]" = self._param_constant9
        addmm_4: "f32[4, 3]" = torch.ops.aten.addmm.default(_param_constant9, elu_, t_4);  _param_constant9 = elu_ = t_4 = None
        _log_softmax: "f32[4, 3]" = torch.ops.aten._log_softmax.default(addmm_4, 1, False);  addmm_4 = None
        detach_1: "f32[4, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
