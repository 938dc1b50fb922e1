class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[4, 2]" = self._tensor_constant0
        _tensor_constant1: "i64[4]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[4, 2]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[4, 2]" = self._tensor_constant3
        detach: "f32[4, 2]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[4, 2]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[6, 2]" = self._tensor_constant4
        t: "f32[2, 6]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 6]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[2, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[4, 6]" = self._tensor_constant5
        mm_1: "f32[2, 6]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[6, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        t_3: "f32[2, 6]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _tensor_constant6: "f32[4, 6]" = self._tensor_constant6
        silu_backward: "f32[4, 6]" = torch.ops.aten.silu_backward.default(mm, _tensor_constant6);  mm = _tensor_constant6 = None
        t_4: "f32[6, 4]" = torch.ops.aten.t.default(silu_backward)
        _tensor_constant7: "f32[4, 6]" = self._tensor_constant7
        mm_2: "f32[6, 6]" = torch.ops.aten.mm.default(t_4, _tensor_constant7);  t_4 = _tensor_constant7 = None
        t_5: "f32[6, 6]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 6]" = torch.ops.aten.sum.dim_IntList(silu_backward, [0], True);  silu_backward = None
        view_1: "f32[6]" = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
        t_6: "f32[6, 6]" = torch.ops.aten.t.default(t_5);  t_5 = None
        return (view, t_3, None, None, view_1, t_6)
