class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 16]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[16]" = self._param_constant0
        _to_copy: "bf16[16]" = torch.ops.aten._to_copy.default(_param_constant0, dtype = torch.bfloat16);  _param_constant0 = None
        _param_constant1: "f32[16, 16]" = self._param_constant1
        _to_copy_1: "bf16[16, 16]" = torch.ops.aten._to_copy.default(_param_constant1, dtype = torch.bfloat16);  _param_constant1 = None
        _to_copy_2: "bf16[4, 16]" = torch.ops.aten._to_copy.default(x_1, dtype = torch.bfloat16);  x_1 = None
        t: "bf16[16, 16]" = torch.ops.aten.t.default(_to_copy_1);  _to_copy_1 = None
        addmm: "bf16[4, 16]" = torch.ops.aten.addmm.default(_to_copy, _to_copy_2, t);  _to_copy = _to_copy_2 = t = None
        gelu: "bf16[4, 16]" = torch.ops.aten.gelu.default(addmm);  addmm = None
        _param_constant2: "f32[4]" = self._param_constant2
        _to_copy_3: "bf16[4]" = torch.ops.aten._to_copy.default(_param_constant2, dtype = torch.bfloat16);  _param_constant2 = None
        _param_constant3: "f32[4, 16]" = self._param_constant3
        _to_copy_4: "bf16[4, 16]" = torch.ops.aten._to_copy.default(_param_constant3, dtype = torch.bfloat16);  _param_constant3 = None
        t_1: "bf16[16, 4]" = torch.ops.aten.t.default(_to_copy_4);  _to_copy_4 = None
        addmm_1: "bf16[4, 4]" = torch.ops.aten.addmm.default(_to_copy_3, gelu, t_1);  _to_copy_3 = gelu = t_1 = None
        _to_copy_5: "f32[4, 4]" = torch.ops.aten._to_copy.default(addmm_1, dtype = torch.float32);  addmm_1 = None
        _log_softmax: "f32[4, 4]" = torch.ops.aten._log_softmax.default(_to_copy_5, 1, False);  _to_copy_5 = None
        detach: "f32[4, 4]" = torch.ops.aten.detach.default(_log_softmax);  detach = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
