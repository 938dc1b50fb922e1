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
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[4, 8]" = self._tensor_constant5
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _param_constant0: "f32[16, 8]" = self._param_constant0
        t_4: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _tensor_constant6: "f32[4, 8]" = self._tensor_constant6
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = detach_1 = None
        detach_2: "f32[8, 16]" = torch.ops.aten.detach.default(t_4);  detach_2 = None
        _param_constant1: "f32[16]" = self._param_constant1
        _tensor_constant6_1: "f32[4, 8]" = self._tensor_constant6
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant1, _tensor_constant6_1, t_4);  _param_constant1 = _tensor_constant6_1 = t_4 = None
        tanh: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm);  addmm = None
        detach_3: "f32[4, 16]" = torch.ops.aten.detach.default(tanh);  detach_3 = None
        _param_constant2: "f32[8, 16]" = self._param_constant2
        t_5: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        detach_4: "f32[4, 16]" = torch.ops.aten.detach.default(tanh);  tanh = None
        detach_5: "f32[16, 8]" = torch.ops.aten.detach.default(t_5);  t_5 = None
        detach_6: "f32[4, 16]" = torch.ops.aten.detach.default(detach_4);  detach_4 = detach_6 = None
        detach_7: "f32[16, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = detach_7 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mm, [0], True);  mm = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        return (view_1, t_3, view)
