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
        _tensor_constant4: "f32[10, 3]" = self._tensor_constant4
        t: "f32[3, 10]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 10]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[4, 10]" = self._tensor_constant5
        mm_1: "f32[3, 10]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[10, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 10]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _tensor_constant6: "f32[4, 10]" = self._tensor_constant6
        detach_1: "f32[4, 10]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
        elu_backward: "f32[4, 10]" = torch.ops.aten.elu_backward.default(mm, 1.0, 1, 1, True, detach_1);  mm = detach_1 = None
        _tensor_constant7: "f32[10, 10]" = self._tensor_constant7
        t_4: "f32[10, 10]" = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
        mm_2: "f32[4, 10]" = torch.ops.aten.mm.default(elu_backward, t_4);  t_4 = None
        t_5: "f32[10, 4]" = torch.ops.aten.t.default(elu_backward)
        _tensor_constant8: "f32[4, 10]" = self._tensor_constant8
        mm_3: "f32[10, 10]" = torch.ops.aten.mm.default(t_5, _tensor_constant8);  t_5 = _tensor_constant8 = None
        t_6: "f32[10, 10]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(elu_backward, [0], True);  elu_backward = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
        t_7: "f32[10, 10]" = torch.ops.aten.t.default(t_6);  t_6 = None
        _tensor_constant9: "f32[4, 10]" = self._tensor_constant9
        hardtanh_backward: "f32[4, 10]" = torch.ops.aten.hardtanh_backward.default(mm_2, _tensor_constant9, 0.0, 6.0);  mm_2 = _tensor_constant9 = None
        _tensor_constant10: "f32[10, 10]" = self._tensor_constant10
        t_8: "f32[10, 10]" = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
        mm_4: "f32[4, 10]" = torch.ops.aten.mm.default(hardtanh_backward, t_8);  t_8 = None
        t_9: "f32[10, 4]" = torch.ops.aten.t.default(hardtanh_backward)
        _tensor_constant11: "f32[4, 10]" = self._tensor_constant11
        mm_5: "f32[10, 10]" = torch.ops.aten.mm.default(t_9, _tensor_constant11);  t_9 = _tensor_constant11 = None
        t_10: "f32[10, 10]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(hardtanh_backward, [0], True);  hardtanh_backward = None
        view_2: "f32[10]" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
        t_11: "f32[10, 10]" = torch.ops.aten.t.default(t_10);  t_10 = None
        _tensor_constant12: "f32[4, 10]" = self._tensor_constant12
        hardswish_backward: "f32[4, 10]" = torch.ops.aten.hardswish_backward.default(mm_4, _tensor_constant12);  mm_4 = _tensor_constant12 = None
        _tensor_constant13: "f32[10, 10]" = self._tensor_constant13
        t_12: "f32[10, 10]" = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
        mm_6: "f32[4, 10]" = torch.ops.aten.mm.default(hardswish_backward, t_12);  t_12 = None
        t_13: "f32[10, 4]" = torch.ops.aten.t.default(hardswish_backward)
        _tensor_constant14: "f32[4, 10]" = self._tensor_constant14
        mm_7: "f32[10, 10]" = torch.ops.aten.mm.default(t_13, _tensor_constant14);  t_13 = _tensor_constant14 = None
        t_14: "f32[10, 10]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(hardswish_backward, [0], True);  hardswish_backward = None
        view_3: "f32[10]" = torch.ops.aten.view.default(sum_4, [10]);  sum_4 = None
        t_15: "f32[10, 10]" = torch.ops.aten.t.default(t_14);  t_14 = None
        _tensor_constant15: "f32[4, 10]" = self._tensor_constant15
        silu_backward: "f32[4, 10]" = torch.ops.aten.silu_backward.default(mm_6, _tensor_constant15);  mm_6 = _tensor_constant15 = None
        t_16: "f32[10, 4]" = torch.ops.aten.t.default(silu_backward)
        _tensor_constant16: "f32[4, 10]" = self._tensor_constant16
        mm_8: "f32[10, 10]" = torch.ops.aten.mm.default(t_16, _tensor_constant16);  t_16 = _tensor_constant16 = None
        t_17: "f32[10, 10]" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_5: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(silu_backward, [0], True);  silu_backward = None
        view_4: "f32[10]" = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
        t_18: "f32[10, 10]" = torch.ops.aten.t.default(t_17);  t_17 = None
        return (t_18, view_4, t_15, view_3, t_11, view_2, t_7, view_1, t_3, view)
