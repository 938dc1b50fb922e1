class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 16]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[16, 16]" = self._param_constant0
        t: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[16]" = self._param_constant1
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        _to_copy: "bf16[4, 16]" = torch.ops.aten._to_copy.default(addmm, dtype = torch.bfloat16);  addmm = None
        sigmoid: "bf16[4, 16]" = torch.ops.aten.sigmoid.default(_to_copy)
        detach: "bf16[4, 16]" = torch.ops.aten.detach.default(sigmoid);  detach = None
        mul: "bf16[4, 16]" = torch.ops.aten.mul.Tensor(_to_copy, sigmoid);  _to_copy = sigmoid = None
        relu: "bf16[4, 16]" = torch.ops.aten.relu.default(mul);  mul = None
        detach_1: "bf16[4, 16]" = torch.ops.aten.detach.default(relu);  detach_1 = None
        _to_copy_1: "f32[4, 16]" = torch.ops.aten._to_copy.default(relu, dtype = torch.float32);  relu = None
        _param_constant2: "f32[4, 16]" = self._param_constant2
        t_1: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[4]" = self._param_constant3
        addmm_1: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant3, _to_copy_1, t_1);  _param_constant3 = _to_copy_1 = t_1 = None
        _log_softmax: "f32[4, 4]" = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
        detach_2: "f32[4, 4]" = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
