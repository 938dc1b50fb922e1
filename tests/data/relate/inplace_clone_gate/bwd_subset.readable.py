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
        _tensor_constant4: "f32[6, 3]" = self._tensor_constant4
        t: "f32[3, 6]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 6]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 6]" = self._tensor_constant5
        mm_1: "f32[3, 6]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[6, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 6]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _tensor_constant6: "f32[2, 6]" = self._tensor_constant6
        detach_1: "f32[2, 6]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
        threshold_backward: "f32[2, 6]" = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
        new_empty_strided: "f32[2, 6]" = torch.ops.aten.new_empty_strided.default(threshold_backward, [2, 6], [6, 1])
        copy_: "f32[2, 6]" = torch.ops.aten.copy_.default(new_empty_strided, threshold_backward);  new_empty_strided = threshold_backward = None
        as_strided: "f32[2, 3]" = torch.ops.aten.as_strided.default(copy_, [2, 3], [6, 1], 3)
        clone: "f32[2, 3]" = torch.ops.aten.clone.default(as_strided, memory_format = torch.contiguous_format)
        mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(clone, 0.5);  clone = None
        copy__1: "f32[2, 3]" = torch.ops.aten.copy_.default(as_strided, mul);  as_strided = mul = copy__1 = None
        scalar_tensor: "f32[]" = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _tensor_constant7: "f32[2, 6]" = self._tensor_constant7
        ge: "b8[2, 6]" = torch.ops.aten.ge.Scalar(_tensor_constant7, -2.0);  _tensor_constant7 = None
        _tensor_constant7_1: "f32[2, 6]" = self._tensor_constant7
        le: "b8[2, 6]" = torch.ops.aten.le.Scalar(_tensor_constant7_1, 2.0);  _tensor_constant7_1 = None
        logical_and_: "b8[2, 6]" = torch.ops.aten.logical_and_.default(ge, le);  ge = le = None
        where: "f32[2, 6]" = torch.ops.aten.where.self(logical_and_, copy_, scalar_tensor);  logical_and_ = copy_ = scalar_tensor = None
        _tensor_constant8: "f32[2, 6]" = self._tensor_constant8
        mul_1: "f32[2, 6]" = torch.ops.aten.mul.Scalar(_tensor_constant8, 0.5);  _tensor_constant8 = None
        mul_2: "f32[2, 6]" = torch.ops.aten.mul.Tensor(where, mul_1);  where = mul_1 = None
        sum_2: "f32[1, 6]" = torch.ops.aten.sum.dim_IntList(mul_2, [0], True);  mul_2 = None
        view_1: "f32[6]" = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
        return (view_1, t_3, view)
