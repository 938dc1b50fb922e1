class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[12, 24]" = self._tensor_constant0
        _tensor_constant1: "i64[12]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[12, 24]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[12, 24]" = self._tensor_constant3
        detach: "f32[12, 24]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[12, 24]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        view: "f32[2, 6, 24]" = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 6, 24]);  _log_softmax_backward_data = None
        view_1: "f32[12, 24]" = torch.ops.aten.view.default(view, [12, 24]);  view = None
        t: "f32[24, 12]" = torch.ops.aten.t.default(view_1)
        _tensor_constant4: "f32[12, 8]" = self._tensor_constant4
        mm: "f32[24, 8]" = torch.ops.aten.mm.default(t, _tensor_constant4);  t = _tensor_constant4 = None
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(mm);  mm = None
        _tensor_constant5: "f32[8, 24]" = self._tensor_constant5
        t_2: "f32[24, 8]" = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
        mm_1: "f32[12, 8]" = torch.ops.aten.mm.default(view_1, t_2);  view_1 = t_2 = None
        view_2: "f32[2, 6, 8]" = torch.ops.aten.view.default(mm_1, [2, 6, 8]);  mm_1 = None
        t_3: "f32[24, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        _tensor_constant6: "f32[2, 6, 8]" = self._tensor_constant6
        detach_1: "f32[2, 6, 8]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
        tanh_backward: "f32[2, 6, 8]" = torch.ops.aten.tanh_backward.default(view_2, detach_1);  view_2 = detach_1 = None
        view_3: "f32[12, 8]" = torch.ops.aten.view.default(tanh_backward, [12, 8]);  tanh_backward = None
        _tensor_constant7: "f32[8, 8]" = self._tensor_constant7
        t_4: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
        mm_2: "f32[12, 8]" = torch.ops.aten.mm.default(view_3, t_4);  t_4 = None
        t_5: "f32[8, 12]" = torch.ops.aten.t.default(view_3)
        _tensor_constant8: "f32[12, 8]" = self._tensor_constant8
        mm_3: "f32[8, 8]" = torch.ops.aten.mm.default(t_5, _tensor_constant8);  t_5 = _tensor_constant8 = None
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(view_3, [0], True);  view_3 = None
        view_4: "f32[8]" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        t_7: "f32[8, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        view_5: "f32[2, 6, 8]" = torch.ops.aten.view.default(mm_2, [2, 6, 8]);  mm_2 = None
        _tensor_constant9: "i64[2, 6]" = self._tensor_constant9
        embedding_dense_backward: "f32[24, 8]" = torch.ops.aten.embedding_dense_backward.default(view_5, _tensor_constant9, 24, -1, False);  view_5 = _tensor_constant9 = None
        add: "f32[24, 8]" = torch.ops.aten.add.Tensor(t_3, embedding_dense_backward);  t_3 = embedding_dense_backward = None
        return (add, t_7, view_4)
