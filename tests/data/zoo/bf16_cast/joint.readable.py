class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 16]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[16, 16]" = self._param_constant0
        t: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[16]" = self._param_constant1
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
        _to_copy: "bf16[4, 16]" = torch.ops.aten._to_copy.default(addmm, dtype = torch.bfloat16);  addmm = None
        sigmoid: "bf16[4, 16]" = torch.ops.aten.sigmoid.default(_to_copy)
        detach: "bf16[4, 16]" = torch.ops.aten.detach.default(sigmoid)
        mul: "bf16[4, 16]" = torch.ops.aten.mul.Tensor(_to_copy, sigmoid)
        relu: "bf16[4, 16]" = torch.ops.aten.relu.default(mul);  mul = None
        detach_1: "bf16[4, 16]" = torch.ops.aten.detach.default(relu)
        _to_copy_1: "f32[4, 16]" = torch.ops.aten._to_copy.default(relu, dtype = torch.float32);  relu = None
        _param_constant2: "f32[4, 16]" = self._param_constant2
        t_1: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[4]" = self._param_constant3
        addmm_1: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant3, _to_copy_1, t_1);  _param_constant3 = None
        _log_softmax: "f32[4, 4]" = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
        detach_2: "f32[4, 4]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[4, 4]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
        detach_3: "f32[4, 4]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        _log_softmax_backward_data: "f32[4, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
        t_2: "f32[4, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "f32[4, 16]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
        t_3: "f32[4, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[4, 16]" = torch.ops.aten.mm.default(t_3, _to_copy_1);  t_3 = _to_copy_1 = None
        t_4: "f32[16, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_5: "f32[4, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        _to_copy_2: "bf16[4, 16]" = torch.ops.aten._to_copy.default(mm, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'));  mm = None
        detach_4: "bf16[4, 16]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward: "bf16[4, 16]" = torch.ops.aten.threshold_backward.default(_to_copy_2, detach_4, 0);  _to_copy_2 = detach_4 = None
        mul_1: "bf16[4, 16]" = torch.ops.aten.mul.Tensor(threshold_backward, _to_copy);  _to_copy = None
        mul_2: "bf16[4, 16]" = torch.ops.aten.mul.Tensor(threshold_backward, sigmoid);  threshold_backward = sigmoid = None
        detach_5: "bf16[4, 16]" = torch.ops.aten.detach.default(detach);  detach = None
        sigmoid_backward: "bf16[4, 16]" = torch.ops.aten.sigmoid_backward.default(mul_1, detach_5);  mul_1 = detach_5 = None
        add: "bf16[4, 16]" = torch.ops.aten.add.Tensor(mul_2, sigmoid_backward);  mul_2 = sigmoid_backward = None
        _to_copy_3: "f32[4, 16]" = torch.ops.aten._to_copy.default(add, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  add = None
        t_6: "f32[16, 4]" = torch.ops.aten.t.default(_to_copy_3)
        mm_2: "f32[16, 16]" = torch.ops.aten.mm.default(t_6, x_1);  t_6 = x_1 = None
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_to_copy_3, [0], True);  _to_copy_3 = None
        view_1: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_8: "f32[16, 16]" = torch.ops.aten.t.default(t_7);  t_7 = None
        return (getitem, t_8, view_1, t_5, view)
