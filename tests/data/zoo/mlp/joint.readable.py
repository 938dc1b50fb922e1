class traced(torch.nn.Module):
    def forward(self, inputs_1: "f32[32, 1, 784]", labels_1: "i64[32]"):
        # No stacktrace found for following nodes
        view: "f32[32, 784]" = torch.ops.aten.view.default(inputs_1, [32, -1]);  inputs_1 = None
        _param_constant0: "f32[64, 784]" = self._param_constant0
        t: "f32[784, 64]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[64]" = self._param_constant1
        addmm: "f32[32, 64]" = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = t = None
        relu: "f32[32, 64]" = torch.ops.aten.relu.default(addmm);  addmm = None
        detach: "f32[32, 64]" = torch.ops.aten.detach.default(relu)
        _param_constant2: "f32[10, 64]" = self._param_constant2
        t_1: "f32[64, 10]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[10]" = self._param_constant3
        addmm_1: "f32[32, 10]" = torch.ops.aten.addmm.default(_param_constant3, relu, t_1);  _param_constant3 = None
        _log_softmax: "f32[32, 10]" = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
        detach_1: "f32[32, 10]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[32, 10]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
        detach_2: "f32[32, 10]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _log_softmax_backward_data: "f32[32, 10]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_2, 1, torch.float32);  nll_loss_backward = detach_2 = None
        t_2: "f32[10, 64]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "f32[32, 64]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
        t_3: "f32[10, 32]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[10, 64]" = torch.ops.aten.mm.default(t_3, relu);  t_3 = relu = None
        t_4: "f32[64, 10]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        t_5: "f32[10, 64]" = torch.ops.aten.t.default(t_4);  t_4 = None
        detach_3: "f32[32, 64]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward: "f32[32, 64]" = torch.ops.aten.threshold_backward.default(mm, detach_3, 0);  mm = detach_3 = None
        t_6: "f32[64, 32]" = torch.ops.aten.t.default(threshold_backward)
        mm_2: "f32[64, 784]" = torch.ops.aten.mm.default(t_6, view);  t_6 = view = None
        t_7: "f32[784, 64]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_2: "f32[64]" = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
        t_8: "f32[64, 784]" = torch.ops.aten.t.default(t_7);  t_7 = None
        return (getitem, t_8, view_2, t_5, view_1)
