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
        _tensor_constant4: "f32[4, 3]" = self._tensor_constant4
        t: "f32[3, 4]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 4]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 4]" = self._tensor_constant5
        mm_1: "f32[3, 4]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[4, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 4]" = torch.ops.aten.t.default(t_2);  t_2 = None
        unsqueeze: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
        unsqueeze_1: "f32[2, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
        expand: "f32[2, 4, 12, 12]" = torch.ops.aten.expand.default(unsqueeze_1, [2, 4, 12, 12]);  unsqueeze_1 = None
        div: "f32[2, 4, 12, 12]" = torch.ops.aten.div.Scalar(expand, 144);  expand = None
        upsample_bilinear2d_backward: "f32[2, 4, 6, 6]" = torch.ops.aten.upsample_bilinear2d_backward.default(div, [12, 12], [2, 4, 6, 6], False, 2.0, 2.0)
        upsample_nearest2d_backward: "f32[2, 4, 6, 6]" = torch.ops.aten.upsample_nearest2d_backward.default(div, [12, 12], [2, 4, 6, 6], 2.0, 2.0);  div = None
        add: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(upsample_bilinear2d_backward, upsample_nearest2d_backward);  upsample_bilinear2d_backward = upsample_nearest2d_backward = None
        _tensor_constant6: "f32[2, 1, 6, 6]" = self._tensor_constant6
        mul: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(add, _tensor_constant6);  add = _tensor_constant6 = None
        _param_constant0: "f32[1, 4, 1, 1]" = self._param_constant0
        mul_1: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(mul, _param_constant0);  mul = _param_constant0 = None
        _tensor_constant7: "f32[2, 8, 6, 6]" = self._tensor_constant7
        _param_constant1: "f32[4, 8, 1, 1]" = self._param_constant1
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_1, _tensor_constant7, _param_constant1, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  mul_1 = _tensor_constant7 = _param_constant1 = None
        getitem = convolution_backward[0];  getitem = None
        getitem_1: "f32[4, 8, 1, 1]" = convolution_backward[1]
        getitem_2: "f32[4]" = convolution_backward[2];  convolution_backward = None
        return (getitem_1, getitem_2, t_3, view)
