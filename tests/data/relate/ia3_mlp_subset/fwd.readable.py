class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 8]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[16, 8]" = self._param_constant0
        t: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[16]" = self._param_constant1
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        silu: "f32[4, 16]" = torch.ops.aten.silu.default(addmm);  addmm = None
        _param_constant2: "f32[16]" = self._param_constant2
        mul: "f32[4, 16]" = torch.ops.aten.mul.Tensor(silu, _param_constant2);  silu = _param_constant2 = None
        _param_constant3: "f32[16, 16]" = self._param_constant3
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
        _param_constant4: "f32[16]" = self._param_constant4
        addmm_1: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant4, mul, t_1);  _param_constant4 = mul = t_1 = None
        silu_1: "f32[4, 16]" = torch.ops.aten.silu.default(addmm_1);  addmm_1 = None
        _param_constant5: "f32[16]" = self._param_constant5
        mul_1: "f32[4, 16]" = torch.ops.aten.mul.Tensor(silu_1, _param_constant5);  silu_1 = _param_constant5 = None
        _param_constant6: "f32[8, 16]" = self._param_constant6
        t_2: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[8]" = self._param_constant7
        addmm_2: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant7, mul_1, t_2);  _param_constant7 = mul_1 = t_2 = None
        silu_2: "f32[4, 8]" = torch.ops.aten.silu.default(addmm_2);  addmm_2 = None
        _param_constant8: "f32[3, 8]" = self._param_constant8
        t_3: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[3]" = self._param_constant9
        addmm_3: "f32[4, 3]" = torch.ops.aten.addmm.default(_param_constant9, silu_2, t_3);  _param_constant9 = silu_2 = t_3 = None
        _log_softmax: "f32[4, 3]" = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
        detach: "f32[4, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
