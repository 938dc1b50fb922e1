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
        _tensor_constant4: "f32[8, 2]" = self._tensor_constant4
        t: "f32[2, 8]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[2, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[4, 8]" = self._tensor_constant5
        mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[8, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        t_3: "f32[2, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _tensor_constant6: "f32[4, 8]" = self._tensor_constant6
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
        tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm, detach_1);  mm = detach_1 = None
        _tensor_constant7: "f32[8, 8]" = self._tensor_constant7
        t_4: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
        mm_2: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward, t_4);  t_4 = None
        t_5: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        _tensor_constant8: "f32[4, 8]" = self._tensor_constant8
        mm_3: "f32[8, 8]" = torch.ops.aten.mm.default(t_5, _tensor_constant8);  t_5 = _tensor_constant8 = None
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_7: "f32[8, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        _tensor_constant9: "f32[4, 8]" = self._tensor_constant9
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
        tanh_backward_1: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm_2, detach_2);  mm_2 = detach_2 = None
        _tensor_constant10: "f32[8, 8]" = self._tensor_constant10
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
        mm_4: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward_1, t_8);  t_8 = None
        t_9: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward_1)
        _tensor_constant11: "f32[4, 8]" = self._tensor_constant11
        mm_5: "f32[8, 8]" = torch.ops.aten.mm.default(t_9, _tensor_constant11);  t_9 = _tensor_constant11 = None
        t_10: "f32[8, 8]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
        view_2: "f32[8]" = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
        add: "f32[8]" = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
        t_11: "f32[8, 8]" = torch.ops.aten.t.default(t_10);  t_10 = None
        add_1: "f32[8, 8]" = torch.ops.aten.add.Tensor(t_7, t_11);  t_7 = t_11 = None
        _tensor_constant12: "f32[4, 8]" = self._tensor_constant12
        detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
        tanh_backward_2: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm_4, detach_3);  mm_4 = detach_3 = None
        t_12: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward_2)
        _tensor_constant13: "f32[4, 8]" = self._tensor_constant13
        mm_6: "f32[8, 8]" = torch.ops.aten.mm.default(t_12, _tensor_constant13);  t_12 = _tensor_constant13 = None
        t_13: "f32[8, 8]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_4: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
        view_3: "f32[8]" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        add_2: "f32[8]" = torch.ops.aten.add.Tensor(add, view_3);  add = view_3 = None
        t_14: "f32[8, 8]" = torch.ops.aten.t.default(t_13);  t_13 = None
        add_3: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_1, t_14);  add_1 = t_14 = None
        return (add_3, add_2, t_3, view)
