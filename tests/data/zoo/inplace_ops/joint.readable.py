class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 10]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[10, 10]" = self._param_constant0
        t: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[10]" = self._param_constant1
        addmm: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
        relu_: "f32[4, 10]" = torch.ops.aten.relu_.default(addmm);  addmm = None
        detach: "f32[4, 10]" = torch.ops.aten.detach.default(relu_)
        _param_constant2: "f32[10, 10]" = self._param_constant2
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[10]" = self._param_constant3
        addmm_1: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant3, relu_, t_1);  _param_constant3 = None
        mul_: "f32[4, 10]" = torch.ops.aten.mul_.Tensor(addmm_1, 0.5);  addmm_1 = None
        add_: "f32[4, 10]" = torch.ops.aten.add_.Tensor(mul_, relu_);  mul_ = None
        sigmoid: "f32[4, 10]" = torch.ops.aten.sigmoid.default(add_);  add_ = None
        detach_1: "f32[4, 10]" = torch.ops.aten.detach.default(sigmoid)
        _param_constant4: "f32[4, 10]" = self._param_constant4
        t_2: "f32[10, 4]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[4]" = self._param_constant5
        addmm_2: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant5, sigmoid, t_2);  _param_constant5 = None
        _log_softmax: "f32[4, 4]" = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
        detach_2: "f32[4, 4]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[4, 4]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
        detach_3: "f32[4, 4]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        _log_softmax_backward_data: "f32[4, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
        t_3: "f32[4, 10]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm: "f32[4, 10]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_3);  t_3 = None
        t_4: "f32[4, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[4, 10]" = torch.ops.aten.mm.default(t_4, sigmoid);  t_4 = sigmoid = None
        t_5: "f32[10, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_6: "f32[4, 10]" = torch.ops.aten.t.default(t_5);  t_5 = None
        detach_4: "f32[4, 10]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        sigmoid_backward: "f32[4, 10]" = torch.ops.aten.sigmoid_backward.default(mm, detach_4);  mm = detach_4 = None
        mul: "f32[4, 10]" = torch.ops.aten.mul.Tensor(sigmoid_backward, 0.5)
        t_7: "f32[10, 10]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_2: "f32[4, 10]" = torch.ops.aten.mm.default(mul, t_7);  t_7 = None
        t_8: "f32[10, 4]" = torch.ops.aten.t.default(mul)
        mm_3: "f32[10, 10]" = torch.ops.aten.mm.default(t_8, relu_);  t_8 = relu_ = None
        t_9: "f32[10, 10]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
        add: "f32[4, 10]" = torch.ops.aten.add.Tensor(sigmoid_backward, mm_2);  sigmoid_backward = mm_2 = None
        t_10: "f32[10, 10]" = torch.ops.aten.t.default(t_9);  t_9 = None
        detach_5: "f32[4, 10]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward: "f32[4, 10]" = torch.ops.aten.threshold_backward.default(add, detach_5, 0);  add = detach_5 = None
        t_11: "f32[10, 4]" = torch.ops.aten.t.default(threshold_backward)
        mm_4: "f32[10, 10]" = torch.ops.aten.mm.default(t_11, x_1);  t_11 = x_1 = None
        t_12: "f32[10, 10]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_3: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_2: "f32[10]" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
        t_13: "f32[10, 10]" = torch.ops.aten.t.default(t_12);  t_12 = None
        return (getitem, t_13, view_2, t_10, view_1, t_6, view)
