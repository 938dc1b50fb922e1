class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 10]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[10, 10]" = self._param_constant0
        t: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[10]" = self._param_constant1
        addmm: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        relu_: "f32[4, 10]" = torch.ops.aten.relu_.default(addmm);  addmm = None
        detach: "f32[4, 10]" = torch.ops.aten.detach.default(relu_);  detach = None
        _param_constant2: "f32[10, 10]" = self._param_constant2
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[10]" = self._param_constant3
        addmm_1: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant3, relu_, t_1);  _param_constant3 = t_1 = None
        mul_: "f32[4, 10]" = torch.ops.aten.mul_.Tensor(addmm_1, 0.5);  addmm_1 = None
        add_: "f32[4, 10]" = torch.ops.aten.add_.Tensor(mul_, relu_);  mul_ = relu_ = None
        sigmoid: "f32[4, 10]" = torch.ops.aten.sigmoid.default(add_);  add_ = None
        detach_1: "f32[4, 10]" = torch.ops.aten.detach.default(sigmoid);  detach_1 = None
        _param_constant4: "f32[4, 10]" = self._param_constant4
        t_2: "f32[10, 4]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[4]" = self._param_constant5
        addmm_2: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant5, sigmoid, t_2);  _param_constant5 = sigmoid = t_2 = None
        _log_softmax: "f32[4, 4]" = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
        detach_2: "f32[4, 4]" = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
