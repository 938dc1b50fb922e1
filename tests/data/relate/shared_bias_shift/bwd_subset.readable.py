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
        mm: "f32[2, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  _log_softmax_backward_data = t = None
        slice_1: "f32[2, 4]" = torch.ops.aten.slice.Tensor(mm, 1, 0, 4)
        slice_2: "f32[2, 4]" = torch.ops.aten.slice.Tensor(mm, 1, 4, 8);  mm = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(slice_1, [0], True)
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        _tensor_constant5: "f32[4, 4]" = self._tensor_constant5
        t_1: "f32[4, 4]" = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
        mm_1: "f32[2, 4]" = torch.ops.aten.mm.default(slice_1, t_1);  slice_1 = t_1 = None
        _tensor_constant6: "f32[2, 4]" = self._tensor_constant6
        gelu_backward: "f32[2, 4]" = torch.ops.aten.gelu_backward.default(mm_1, _tensor_constant6);  mm_1 = _tensor_constant6 = None
        add: "f32[2, 4]" = torch.ops.aten.add.Tensor(slice_2, gelu_backward);  slice_2 = gelu_backward = None
        _tensor_constant7: "f32[2, 4]" = self._tensor_constant7
        detach_1: "f32[2, 4]" = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
        tanh_backward: "f32[2, 4]" = torch.ops.aten.tanh_backward.default(add, detach_1);  detach_1 = None
        _tensor_constant8: "f32[2, 4]" = self._tensor_constant8
        mul: "f32[2, 4]" = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant8);  _tensor_constant8 = None
        _param_constant0: "f32[4]" = self._param_constant0
        mul_1: "f32[2, 4]" = torch.ops.aten.mul.Tensor(tanh_backward, _param_constant0);  tanh_backward = _param_constant0 = None
        sum_2: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
        view_1: "f32[4]" = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
        _tensor_constant8_1: "f32[2, 4]" = self._tensor_constant8
        mul_2: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add, _tensor_constant8_1);  _tensor_constant8_1 = None
        _param_constant0_1: "f32[4]" = self._param_constant0
        mul_3: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add, _param_constant0_1);  add = _param_constant0_1 = None
        sum_3: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_2, [0], True);  mul_2 = None
        view_2: "f32[4]" = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
        add_1: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_1, mul_3);  mul_1 = mul_3 = None
        add_2: "f32[4]" = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
        sum_4: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_1, [0], True);  add_1 = None
        view_3: "f32[4]" = torch.ops.aten.view.default(sum_4, [4]);  sum_4 = None
        return (add_2, view, view_3)
