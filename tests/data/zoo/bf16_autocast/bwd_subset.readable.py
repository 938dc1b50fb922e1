class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        _tensor_constant1: "i64[4]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[4, 4]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[4, 4]" = self._tensor_constant3
        detach: "f32[4, 4]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[4, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _to_copy: "bf16[4, 4]" = torch.ops.aten._to_copy.default(_log_softmax_backward_data, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'));  _log_softmax_backward_data = None
        t: "bf16[4, 4]" = torch.ops.aten.t.default(_to_copy)
        _tensor_constant4: "bf16[4, 16]" = self._tensor_constant4
        mm: "bf16[4, 16]" = torch.ops.aten.mm.default(t, _tensor_constant4);  t = _tensor_constant4 = None
        t_1: "bf16[16, 4]" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "bf16[1, 4]" = torch.ops.aten.sum.dim_IntList(_to_copy, [0], True);  _to_copy = None
        view: "bf16[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_2: "bf16[4, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        _to_copy_1: "f32[4, 16]" = torch.ops.aten._to_copy.default(t_2, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  t_2 = None
        _to_copy_2: "f32[4]" = torch.ops.aten._to_copy.default(view, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  view = None
        return (_to_copy_1, _to_copy_2)
