class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 16]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[16]" = self._param_constant0
        _to_copy: "bf16[16]" = torch.ops.aten._to_copy.default(_param_constant0, dtype = torch.bfloat16);  _param_constant0 = None
        _param_constant1: "f32[16, 16]" = self._param_constant1
        _to_copy_1: "bf16[16, 16]" = torch.ops.aten._to_copy.default(_param_constant1, dtype = torch.bfloat16);  _param_constant1 = None
        _to_copy_2: "bf16[4, 16]" = torch.ops.aten._to_copy.default(x_1, dtype = torch.bfloat16);  x_1 = None
        t: "bf16[16, 16]" = torch.ops.aten.t.default(_to_copy_1);  _to_copy_1 = None
        addmm: "bf16[4, 16]" = torch.ops.aten.addmm.default(_to_copy, _to_copy_2, t);  _to_copy = t = None
        gelu: "bf16[4, 16]" = torch.ops.aten.gelu.default(addmm)
        _param_constant2: "f32[4]" = self._param_constant2
        _to_copy_3: "bf16[4]" = torch.ops.aten._to_copy.default(_param_constant2, dtype = torch.bfloat16);  _param_constant2 = None
        _param_constant3: "f32[4, 16]" = self._param_constant3
        _to_copy_4: "bf16[4, 16]" = torch.ops.aten._to_copy.default(_param_constant3, dtype = torch.bfloat16);  _param_constant3 = None
        t_1: "bf16[16, 4]" = torch.ops.aten.t.default(_to_copy_4);  _to_copy_4 = None
        addmm_1: "bf16[4, 4]" = torch.ops.aten.addmm.default(_to_copy_3, gelu, t_1);  _to_copy_3 = None
        _to_copy_5: "f32[4, 4]" = torch.ops.aten._to_copy.default(addmm_1, dtype = torch.float32);  addmm_1 = None
        _log_softmax: "f32[4, 4]" = torch.ops.aten._log_softmax.default(_to_copy_5, 1, False);  _to_copy_5 = None
        detach: "f32[4, 4]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[4, 4]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
        detach_1: "f32[4, 4]" = torch.ops.aten.detach.default(detach);  detach = None
        _log_softmax_backward_data: "f32[4, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_1, 1, torch.float32);  nll_loss_backward = detach_1 = None
        _to_copy_6: "bf16[4, 4]" = torch.ops.aten._to_copy.default(_log_softmax_backward_data, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'));  _log_softmax_backward_data = None
        t_2: "bf16[4, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "bf16[4, 16]" = torch.ops.aten.mm.default(_to_copy_6, t_2);  t_2 = None
        t_3: "bf16[4, 4]" = torch.ops.aten.t.default(_to_copy_6)
        mm_1: "bf16[4, 16]" = torch.ops.aten.mm.default(t_3, gelu);  t_3 = gelu = None
        t_4: "bf16[16, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "bf16[1, 4]" = torch.ops.aten.sum.dim_IntList(_to_copy_6, [0], True);  _to_copy_6 = None
        view: "bf16[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_5: "bf16[4, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        _to_copy_7: "f32[4, 16]" = torch.ops.aten._to_copy.default(t_5, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  t_5 = None
        _to_copy_8: "f32[4]" = torch.ops.aten._to_copy.default(view, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  view = None
        gelu_backward: "bf16[4, 16]" = torch.ops.aten.gelu_backward.default(mm, addmm);  mm = addmm = None
        t_6: "bf16[16, 4]" = torch.ops.aten.t.default(gelu_backward)
        mm_2: "bf16[16, 16]" = torch.ops.aten.mm.default(t_6, _to_copy_2);  t_6 = _to_copy_2 = None
        t_7: "bf16[16, 16]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "bf16[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
        view_1: "bf16[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_8: "bf16[16, 16]" = torch.ops.aten.t.default(t_7);  t_7 = None
        _to_copy_9: "f32[16, 16]" = torch.ops.aten._to_copy.default(t_8, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  t_8 = None
        _to_copy_10: "f32[16]" = torch.ops.aten._to_copy.default(view_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  view_1 = None
        return (getitem, _to_copy_9, _to_copy_10, _to_copy_7, _to_copy_8)
