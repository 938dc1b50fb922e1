class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[2, 3]" = self._tensor_constant0
        _tensor_constant1: "i64[2]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[2, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[2, 3]" = self._tensor_constant3
        detach: "f32[2, 3]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[2, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[8, 3]" = self._tensor_constant4
        t: "f32[3, 8]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 8]" = self._tensor_constant5
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        unsqueeze: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand: "f32[2, 5, 8]" = torch.ops.aten.expand.default(unsqueeze, [2, 5, 8]);  unsqueeze = None
        div: "f32[2, 5, 8]" = torch.ops.aten.div.Scalar(expand, 5);  expand = None
        view_1: "f32[10, 8]" = torch.ops.aten.view.default(div, [10, 8]);  div = None
        _tensor_constant6: "i64[10]" = self._tensor_constant6
        index_select: "f32[10, 8]" = torch.ops.aten.index_select.default(view_1, 0, _tensor_constant6);  view_1 = _tensor_constant6 = None
        expand_1: "f32[10, 8]" = torch.ops.aten.expand.default(index_select, [10, 8]);  index_select = None
        _tensor_constant7: "f32[10, 1]" = self._tensor_constant7
        mul: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant7);  expand_1 = _tensor_constant7 = None
        t_4: "f32[8, 10]" = torch.ops.aten.t.default(mul)
        _tensor_constant8: "f32[10, 16]" = self._tensor_constant8
        mm_2: "f32[8, 16]" = torch.ops.aten.mm.default(t_4, _tensor_constant8);  t_4 = _tensor_constant8 = None
        t_5: "f32[16, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
        view_2: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_6: "f32[8, 16]" = torch.ops.aten.t.default(t_5);  t_5 = None
        return (t_6, view_2, t_3, view)
