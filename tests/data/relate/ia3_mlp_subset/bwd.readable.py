class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[4, 3]" = self._tensor_constant0
        _tensor_constant1: "i64[4]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[4, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[4, 3]" = self._tensor_constant3
        detach: "f32[4, 3]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[4, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[8, 3]" = self._tensor_constant4
        t: "f32[3, 8]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  _log_softmax_backward_data = t = None
        _tensor_constant5: "f32[4, 8]" = self._tensor_constant5
        silu_backward: "f32[4, 8]" = torch.ops.aten.silu_backward.default(mm, _tensor_constant5);  mm = _tensor_constant5 = None
        _tensor_constant6: "f32[16, 8]" = self._tensor_constant6
        t_1: "f32[8, 16]" = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
        mm_1: "f32[4, 16]" = torch.ops.aten.mm.default(silu_backward, t_1);  silu_backward = t_1 = None
        _tensor_constant7: "f32[4, 16]" = self._tensor_constant7
        mul: "f32[4, 16]" = torch.ops.aten.mul.Tensor(mm_1, _tensor_constant7);  _tensor_constant7 = None
        _param_constant0: "f32[16]" = self._param_constant0
        mul_1: "f32[4, 16]" = torch.ops.aten.mul.Tensor(mm_1, _param_constant0);  mm_1 = _param_constant0 = None
        sum_1: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
        view: "f32[16]" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
        _tensor_constant8: "f32[4, 16]" = self._tensor_constant8
        silu_backward_1: "f32[4, 16]" = torch.ops.aten.silu_backward.default(mul_1, _tensor_constant8);  mul_1 = _tensor_constant8 = None
        _tensor_constant9: "f32[16, 16]" = self._tensor_constant9
        t_2: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
        mm_2: "f32[4, 16]" = torch.ops.aten.mm.default(silu_backward_1, t_2);  silu_backward_1 = t_2 = None
        _tensor_constant10: "f32[4, 16]" = self._tensor_constant10
        mul_2: "f32[4, 16]" = torch.ops.aten.mul.Tensor(mm_2, _tensor_constant10);  mm_2 = _tensor_constant10 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_2, [0], True);  mul_2 = None
        view_1: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        return (view_1, view)
