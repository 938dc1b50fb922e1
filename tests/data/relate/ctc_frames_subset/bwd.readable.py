class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        expand: "f32[2]" = torch.ops.aten.expand.default(ones_like, [2]);  ones_like = None
        div: "f32[2]" = torch.ops.aten.div.Scalar(expand, 2);  expand = None
        _tensor_constant0: "f32[2]" = self._tensor_constant0
        div_1: "f32[2]" = torch.ops.aten.div.Tensor(div, _tensor_constant0);  div = _tensor_constant0 = None
        _tensor_constant1: "f32[2]" = self._tensor_constant1
        detach: "f32[2]" = torch.ops.aten.detach.default(_tensor_constant1);  _tensor_constant1 = None
        _tensor_constant2: "f32[10, 2, 5]" = self._tensor_constant2
        _tensor_constant3: "i64[2, 3]" = self._tensor_constant3
        _tensor_constant4: "f32[2, 10, 7]" = self._tensor_constant4
        _ctc_loss_backward: "f32[10, 2, 5]" = torch.ops.aten._ctc_loss_backward.default(div_1, _tensor_constant2, _tensor_constant3, [10, 8], [3, 2], detach, _tensor_constant4, 0);  div_1 = _tensor_constant2 = _tensor_constant3 = detach = _tensor_constant4 = None
        transpose: "f32[2, 10, 5]" = torch.ops.aten.transpose.int(_ctc_loss_backward, 0, 1);  _ctc_loss_backward = None
        _tensor_constant5: "f32[2, 10, 5]" = self._tensor_constant5
        detach_1: "f32[2, 10, 5]" = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
        _log_softmax_backward_data: "f32[2, 10, 5]" = torch.ops.aten._log_softmax_backward_data.default(transpose, detach_1, -1, torch.float32);  transpose = detach_1 = None
        sum_1: "f32[1, 1, 5]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0, 1], True)
        view: "f32[5]" = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
        view_1: "f32[20, 5]" = torch.ops.aten.view.default(_log_softmax_backward_data, [20, 5]);  _log_softmax_backward_data = None
        t: "f32[5, 20]" = torch.ops.aten.t.default(view_1);  view_1 = None
        _tensor_constant6: "f32[20, 8]" = self._tensor_constant6
        mm: "f32[5, 8]" = torch.ops.aten.mm.default(t, _tensor_constant6);  t = _tensor_constant6 = None
        t_1: "f32[8, 5]" = torch.ops.aten.t.default(mm);  mm = None
        t_2: "f32[5, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        return (t_2, view)
