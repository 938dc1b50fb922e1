class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[4, 5]" = self._tensor_constant0
        _tensor_constant1: "i64[4]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[4, 5]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[4, 5]" = self._tensor_constant3
        detach: "f32[4, 5]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[4, 5]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[24, 5]" = self._tensor_constant4
        t: "f32[5, 24]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 24]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[5, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[4, 24]" = self._tensor_constant5
        mm_1: "f32[5, 24]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[24, 5]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 5]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[5]" = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
        t_3: "f32[5, 24]" = torch.ops.aten.t.default(t_2);  t_2 = None
        view_1: "f32[4, 6, 2, 2]" = torch.ops.aten.view.default(mm, [4, 6, 2, 2]);  mm = None
        _tensor_constant6: "f32[4, 6, 4, 4]" = self._tensor_constant6
        _tensor_constant7: "i64[4, 6, 2, 2]" = self._tensor_constant7
        max_pool2d_with_indices_backward: "f32[4, 6, 4, 4]" = torch.ops.aten.max_pool2d_with_indices_backward.default(view_1, _tensor_constant6, [2, 2], [], [0, 0], [1, 1], False, _tensor_constant7);  view_1 = _tensor_constant6 = _tensor_constant7 = None
        _tensor_constant8: "f32[4, 6, 4, 4]" = self._tensor_constant8
        detach_1: "f32[4, 6, 4, 4]" = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
        threshold_backward: "f32[4, 6, 4, 4]" = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_1, 0);  max_pool2d_with_indices_backward = detach_1 = None
        _tensor_constant9: "f32[4, 6, 4, 4]" = self._tensor_constant9
        _param_constant0: "f32[6]" = self._param_constant0
        _tensor_constant10: "f32[6]" = self._tensor_constant10
        _tensor_constant11: "f32[6]" = self._tensor_constant11
        _tensor_constant12: "f32[6]" = self._tensor_constant12
        _tensor_constant13: "f32[6]" = self._tensor_constant13
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant9, _param_constant0, _tensor_constant10, _tensor_constant11, _tensor_constant12, _tensor_constant13, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant9 = _param_constant0 = _tensor_constant10 = _tensor_constant11 = _tensor_constant12 = _tensor_constant13 = None
        getitem: "f32[4, 6, 4, 4]" = native_batch_norm_backward[0]
        getitem_1: "f32[6]" = native_batch_norm_backward[1]
        getitem_2: "f32[6]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        _tensor_constant14: "f32[4, 4, 4, 4]" = self._tensor_constant14
        _param_constant1: "f32[6, 4, 3, 3]" = self._param_constant1
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant14, _param_constant1, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem = _tensor_constant14 = _param_constant1 = None
        getitem_3: "f32[4, 4, 4, 4]" = convolution_backward[0]
        getitem_4: "f32[6, 4, 3, 3]" = convolution_backward[1]
        getitem_5: "f32[6]" = convolution_backward[2];  convolution_backward = None
        _tensor_constant15: "f32[4, 4, 8, 8]" = self._tensor_constant15
        _tensor_constant16: "i64[4, 4, 4, 4]" = self._tensor_constant16
        max_pool2d_with_indices_backward_1: "f32[4, 4, 8, 8]" = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_3, _tensor_constant15, [2, 2], [], [0, 0], [1, 1], False, _tensor_constant16);  getitem_3 = _tensor_constant15 = _tensor_constant16 = None
        _tensor_constant17: "f32[4, 4, 8, 8]" = self._tensor_constant17
        detach_2: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
        threshold_backward_1: "f32[4, 4, 8, 8]" = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_1, detach_2, 0);  max_pool2d_with_indices_backward_1 = detach_2 = None
        _tensor_constant18: "f32[4, 4, 8, 8]" = self._tensor_constant18
        _param_constant2: "f32[4]" = self._param_constant2
        _tensor_constant19: "f32[4]" = self._tensor_constant19
        _tensor_constant20: "f32[4]" = self._tensor_constant20
        _tensor_constant21: "f32[4]" = self._tensor_constant21
        _tensor_constant22: "f32[4]" = self._tensor_constant22
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant18, _param_constant2, _tensor_constant19, _tensor_constant20, _tensor_constant21, _tensor_constant22, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant18 = _param_constant2 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = None
        getitem_6: "f32[4, 4, 8, 8]" = native_batch_norm_backward_1[0]
        getitem_7: "f32[4]" = native_batch_norm_backward_1[1]
        getitem_8: "f32[4]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        _tensor_constant23: "f32[4, 3, 8, 8]" = self._tensor_constant23
        _param_constant3: "f32[4, 3, 3, 3]" = self._param_constant3
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant23, _param_constant3, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_6 = _tensor_constant23 = _param_constant3 = None
        getitem_9 = convolution_backward_1[0];  getitem_9 = None
        getitem_10: "f32[4, 3, 3, 3]" = convolution_backward_1[1]
        getitem_11: "f32[4]" = convolution_backward_1[2];  convolution_backward_1 = None
        return (getitem_10, getitem_11, getitem_7, getitem_8, getitem_4, getitem_5, getitem_1, getitem_2, t_3, view)
