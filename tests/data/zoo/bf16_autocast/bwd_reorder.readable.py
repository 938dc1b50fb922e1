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
        _tensor_constant4: "bf16[16, 4]" = self._tensor_constant4
        t: "bf16[4, 16]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "bf16[4, 16]" = torch.ops.aten.mm.default(_to_copy, t);  t = None
        t_1: "bf16[4, 4]" = torch.ops.aten.t.default(_to_copy)
        _tensor_constant5: "bf16[4, 16]" = self._tensor_constant5
        mm_1: "bf16[4, 16]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "bf16[16, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "bf16[1, 4]" = torch.ops.aten.sum.dim_IntList(_to_copy, [0], True);  _to_copy = None
        view: "bf16[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_3: "bf16[4, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _to_copy_1: "f32[4, 16]" = torch.ops.aten._to_copy.default(t_3, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  t_3 = None
        _to_copy_2: "f32[4]" = torch.ops.aten._to_copy.default(view, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  view = None
        _tensor_constant6: "bf16[4, 16]" = self._tensor_constant6
        gelu_backward: "bf16[4, 16]" = torch.ops.aten.gelu_backward.default(mm, _tensor_constant6);  mm = _tensor_constant6 = None
        t_4: "bf16[16, 4]" = torch.ops.aten.t.default(gelu_backward)
        _tensor_constant7: "bf16[4, 16]" = self._tensor_constant7
        mm_2: "bf16[16, 16]" = torch.ops.aten.mm.default(t_4, _tensor_constant7);  t_4 = _tensor_constant7 = None
        t_5: "bf16[16, 16]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "bf16[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
        view_1: "bf16[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_6: "bf16[16, 16]" = torch.ops.aten.t.default(t_5);  t_5 = None
        _to_copy_3: "f32[16, 16]" = torch.ops.aten._to_copy.default(t_6, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  t_6 = None
        _to_copy_4: "f32[16]" = torch.ops.aten._to_copy.default(view_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  view_1 = None
        return (_to_copy_2, _to_copy_1, _to_copy_4, _to_copy_3)
