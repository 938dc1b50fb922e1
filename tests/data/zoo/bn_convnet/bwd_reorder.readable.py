class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        _tensor_constant1: "i64[4]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[4, 4]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[4, 4]" = self._tensor_constant3
        detach: "f32[4, 4]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[4, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[8, 4]" = self._tensor_constant4
        t: "f32[4, 8]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[4, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[4, 8]" = self._tensor_constant5
        mm_1: "f32[4, 8]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[8, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_3: "f32[4, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _tensor_constant6: "f32[4, 8]" = self._tensor_constant6
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
        threshold_backward: "f32[4, 8]" = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
        _tensor_constant7: "f32[4, 8]" = self._tensor_constant7
        _param_constant0: "f32[8]" = self._param_constant0
        _tensor_constant8: "f32[8]" = self._tensor_constant8
        _tensor_constant9: "f32[8]" = self._tensor_constant9
        _tensor_constant10: "f32[8]" = self._tensor_constant10
        _tensor_constant11: "f32[8]" = self._tensor_constant11
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant7, _param_constant0, _tensor_constant8, _tensor_constant9, _tensor_constant10, _tensor_constant11, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant7 = _param_constant0 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = None
        getitem: "f32[4, 8]" = native_batch_norm_backward[0]
        getitem_1: "f32[8]" = native_batch_norm_backward[1]
        getitem_2: "f32[8]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        _tensor_constant12: "f32[6, 8]" = self._tensor_constant12
        t_4: "f32[8, 6]" = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
        mm_2: "f32[4, 6]" = torch.ops.aten.mm.default(getitem, t_4);  t_4 = None
        t_5: "f32[8, 4]" = torch.ops.aten.t.default(getitem)
        _tensor_constant13: "f32[4, 6]" = self._tensor_constant13
        mm_3: "f32[8, 6]" = torch.ops.aten.mm.default(t_5, _tensor_constant13);  t_5 = _tensor_constant13 = None
        t_6: "f32[6, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem, [0], True);  getitem = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_7: "f32[8, 6]" = torch.ops.aten.t.default(t_6);  t_6 = None
        view_2: "f32[4, 6, 1, 1]" = torch.ops.aten.view.default(mm_2, [4, 6, 1, 1]);  mm_2 = None
        expand: "f32[4, 6, 6, 6]" = torch.ops.aten.expand.default(view_2, [4, 6, 6, 6]);  view_2 = None
        div: "f32[4, 6, 6, 6]" = torch.ops.aten.div.Scalar(expand, 36);  expand = None
        _tensor_constant14: "f32[4, 6, 6, 6]" = self._tensor_constant14
        detach_2: "f32[4, 6, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
        threshold_backward_1: "f32[4, 6, 6, 6]" = torch.ops.aten.threshold_backward.default(div, detach_2, 0);  div = detach_2 = None
        _tensor_constant15: "f32[4, 6, 6, 6]" = self._tensor_constant15
        _param_constant1: "f32[6]" = self._param_constant1
        _tensor_constant16: "f32[6]" = self._tensor_constant16
        _tensor_constant17: "f32[6]" = self._tensor_constant17
        _tensor_constant18: "f32[6]" = self._tensor_constant18
        _tensor_constant19: "f32[6]" = self._tensor_constant19
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant15, _param_constant1, _tensor_constant16, _tensor_constant17, _tensor_constant18, _tensor_constant19, True, 1e-05, [True, True, True]);  _tensor_constant15 = _param_constant1 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = _tensor_constant19 = None
        getitem_3: "f32[4, 6, 6, 6]" = native_batch_norm_backward_1[0]
        getitem_4: "f32[6]" = native_batch_norm_backward_1[1]
        getitem_5: "f32[6]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        _tensor_constant20: "f32[4, 6, 6, 6]" = self._tensor_constant20
        _param_constant2: "f32[6, 6, 3, 3]" = self._param_constant2
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_3, _tensor_constant20, _param_constant2, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_3 = _tensor_constant20 = _param_constant2 = None
        getitem_6: "f32[4, 6, 6, 6]" = convolution_backward[0]
        getitem_7: "f32[6, 6, 3, 3]" = convolution_backward[1]
        getitem_8 = convolution_backward[2];  convolution_backward = getitem_8 = None
        add: "f32[4, 6, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward_1, getitem_6);  threshold_backward_1 = getitem_6 = None
        _tensor_constant21: "f32[4, 6, 6, 6]" = self._tensor_constant21
        detach_3: "f32[4, 6, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
        threshold_backward_2: "f32[4, 6, 6, 6]" = torch.ops.aten.threshold_backward.default(add, detach_3, 0);  add = detach_3 = None
        _tensor_constant22: "f32[4, 6, 6, 6]" = self._tensor_constant22
        _param_constant3: "f32[6]" = self._param_constant3
        _tensor_constant23: "f32[6]" = self._tensor_constant23
        _tensor_constant24: "f32[6]" = self._tensor_constant24
        _tensor_constant25: "f32[6]" = self._tensor_constant25
        _tensor_constant26: "f32[6]" = self._tensor_constant26
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant22, _param_constant3, _tensor_constant23, _tensor_constant24, _tensor_constant25, _tensor_constant26, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant22 = _param_constant3 = _tensor_constant23 = _tensor_constant24 = _tensor_constant25 = _tensor_constant26 = None
        getitem_9: "f32[4, 6, 6, 6]" = native_batch_norm_backward_2[0]
        getitem_10: "f32[6]" = native_batch_norm_backward_2[1]
        getitem_11: "f32[6]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        _tensor_constant27: "f32[4, 3, 6, 6]" = self._tensor_constant27
        _param_constant4: "f32[6, 3, 3, 3]" = self._param_constant4
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_9, _tensor_constant27, _param_constant4, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_9 = _tensor_constant27 = _param_constant4 = None
        getitem_12 = convolution_backward_1[0];  getitem_12 = None
        getitem_13: "f32[6, 3, 3, 3]" = convolution_backward_1[1]
        getitem_14 = convolution_backward_1[2];  convolution_backward_1 = getitem_14 = None
        return (view, t_3, getitem_2, getitem_1, view_1, t_7, getitem_5, getitem_4, getitem_7, getitem_11, getitem_10, getitem_13)
