class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 5]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[6, 5]" = self._param_constant0
        t: "f32[5, 6]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[6]" = self._param_constant1
        addmm: "f32[2, 6]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        clone: "f32[2, 6]" = torch.ops.aten.clone.default(addmm)
        clone_1: "f32[2, 6]" = torch.ops.aten.clone.default(clone);  clone_1 = None
        _param_constant2: "f32[6]" = self._param_constant2
        mul_: "f32[2, 6]" = torch.ops.aten.mul_.Tensor(clone, _param_constant2);  clone = _param_constant2 = None
        tanh: "f32[2, 6]" = torch.ops.aten.tanh.default(addmm)
        detach: "f32[2, 6]" = torch.ops.aten.detach.default(tanh);  detach = None
        _param_constant3: "f32[6, 6]" = self._param_constant3
        t_1: "f32[6, 6]" = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
        _param_constant4: "f32[6]" = self._param_constant4
        addmm_1: "f32[2, 6]" = torch.ops.aten.addmm.default(_param_constant4, tanh, t_1);  _param_constant4 = tanh = t_1 = None
        sigmoid_: "f32[2, 6]" = torch.ops.aten.sigmoid_.default(addmm_1);  addmm_1 = None
        detach_1: "f32[2, 6]" = torch.ops.aten.detach.default(sigmoid_);  detach_1 = None
        _param_constant5: "f32[6, 6]" = self._param_constant5
        t_2: "f32[6, 6]" = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
        _param_constant6: "f32[6]" = self._param_constant6
        addmm_2: "f32[2, 6]" = torch.ops.aten.addmm.default(_param_constant6, mul_, t_2);  _param_constant6 = t_2 = None
        _param_constant7: "f32[6]" = self._param_constant7
        add_: "f32[2, 6]" = torch.ops.aten.add_.Tensor(addmm_2, _param_constant7);  addmm_2 = _param_constant7 = None
        clone_2: "f32[2, 6]" = torch.ops.aten.clone.default(mul_);  mul_ = None
        addcmul_: "f32[2, 6]" = torch.ops.aten.addcmul_.default(clone_2, sigmoid_, add_, value = 0.5);  clone_2 = sigmoid_ = add_ = None
        clone_3: "f32[2, 6]" = torch.ops.aten.clone.default(addcmul_);  clone_3 = None
        clamp_: "f32[2, 6]" = torch.ops.aten.clamp_.default(addcmul_, -2.0, 2.0);  addcmul_ = None
        view: "f32[2, 2, 3]" = torch.ops.aten.view.default(clamp_, [2, 2, 3])
        select: "f32[2, 3]" = torch.ops.aten.select.int(view, 1, 1);  view = None
        mul__1: "f32[2, 3]" = torch.ops.aten.mul_.Tensor(select, 0.5);  select = mul__1 = None
        relu_: "f32[2, 6]" = torch.ops.aten.relu_.default(clamp_);  clamp_ = None
        detach_2: "f32[2, 6]" = torch.ops.aten.detach.default(relu_);  detach_2 = None
        add: "f32[2, 6]" = torch.ops.aten.add.Tensor(relu_, addmm);  relu_ = addmm = None
        _param_constant8: "f32[3, 6]" = self._param_constant8
        t_3: "f32[6, 3]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[3]" = self._param_constant9
        addmm_3: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant9, add, t_3);  _param_constant9 = add = t_3 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
        detach_3: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
