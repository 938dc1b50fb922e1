class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[2, 5]" = self._tensor_constant0
        _tensor_constant1: "i64[2]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[2, 5]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[2, 5]" = self._tensor_constant3
        detach: "f32[2, 5]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[2, 5]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[4, 5]" = self._tensor_constant4
        t: "f32[5, 4]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 4]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[5, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 4]" = self._tensor_constant5
        mm_1: "f32[5, 4]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[4, 5]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 5]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[5]" = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
        t_3: "f32[5, 4]" = torch.ops.aten.t.default(t_2);  t_2 = None
        view_1: "f32[2, 4, 1, 1]" = torch.ops.aten.view.default(mm, [2, 4, 1, 1]);  mm = None
        expand: "f32[2, 4, 6, 6]" = torch.ops.aten.expand.default(view_1, [2, 4, 6, 6]);  view_1 = None
        div: "f32[2, 4, 6, 6]" = torch.ops.aten.div.Scalar(expand, 36);  expand = None
        _tensor_constant6: "f32[2, 4, 6, 6]" = self._tensor_constant6
        detach_1: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
        threshold_backward: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(div, detach_1, 0);  div = detach_1 = None
        _tensor_constant7: "f32[2, 4, 6, 6]" = self._tensor_constant7
        _param_constant0: "f32[4]" = self._param_constant0
        _tensor_constant8: "f32[4]" = self._tensor_constant8
        _tensor_constant9: "f32[4]" = self._tensor_constant9
        _tensor_constant10: "f32[4]" = self._tensor_constant10
        _tensor_constant11: "f32[4]" = self._tensor_constant11
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant7, _param_constant0, _tensor_constant8, _tensor_constant9, _tensor_constant10, _tensor_constant11, True, 1e-05, [True, True, True]);  _tensor_constant7 = _param_constant0 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = None
        getitem: "f32[2, 4, 6, 6]" = native_batch_norm_backward[0]
        getitem_1: "f32[4]" = native_batch_norm_backward[1]
        getitem_2: "f32[4]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        _tensor_constant12: "f32[2, 4, 6, 6]" = self._tensor_constant12
        _param_constant1: "f32[4, 4, 3, 3]" = self._param_constant1
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant12, _param_constant1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem = _tensor_constant12 = _param_constant1 = None
        getitem_3: "f32[2, 4, 6, 6]" = convolution_backward[0]
        getitem_4: "f32[4, 4, 3, 3]" = convolution_backward[1]
        getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
        _tensor_constant13: "f32[2, 4, 6, 6]" = self._tensor_constant13
        detach_2: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
        threshold_backward_1: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_3, detach_2, 0);  getitem_3 = detach_2 = None
        _tensor_constant14: "f32[2, 4, 6, 6]" = self._tensor_constant14
        _param_constant2: "f32[4]" = self._param_constant2
        _tensor_constant15: "f32[4]" = self._tensor_constant15
        _tensor_constant16: "f32[4]" = self._tensor_constant16
        _tensor_constant17: "f32[4]" = self._tensor_constant17
        _tensor_constant18: "f32[4]" = self._tensor_constant18
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant14, _param_constant2, _tensor_constant15, _tensor_constant16, _tensor_constant17, _tensor_constant18, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant14 = _param_constant2 = _tensor_constant15 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = None
        getitem_6: "f32[2, 4, 6, 6]" = native_batch_norm_backward_1[0]
        getitem_7: "f32[4]" = native_batch_norm_backward_1[1]
        getitem_8: "f32[4]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        _tensor_constant19: "f32[2, 4, 6, 6]" = self._tensor_constant19
        _param_constant3: "f32[4, 4, 3, 3]" = self._param_constant3
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant19, _param_constant3, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_6 = _tensor_constant19 = _param_constant3 = None
        getitem_9: "f32[2, 4, 6, 6]" = convolution_backward_1[0]
        getitem_10: "f32[4, 4, 3, 3]" = convolution_backward_1[1]
        getitem_11 = convolution_backward_1[2];  convolution_backward_1 = getitem_11 = None
        add: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward, getitem_9);  threshold_backward = getitem_9 = None
        _tensor_constant20: "f32[2, 4, 6, 6]" = self._tensor_constant20
        detach_3: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
        threshold_backward_2: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add, detach_3, 0);  add = detach_3 = None
        _tensor_constant21: "f32[2, 4, 6, 6]" = self._tensor_constant21
        _param_constant4: "f32[4]" = self._param_constant4
        _tensor_constant22: "f32[4]" = self._tensor_constant22
        _tensor_constant23: "f32[4]" = self._tensor_constant23
        _tensor_constant24: "f32[4]" = self._tensor_constant24
        _tensor_constant25: "f32[4]" = self._tensor_constant25
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant21, _param_constant4, _tensor_constant22, _tensor_constant23, _tensor_constant24, _tensor_constant25, True, 1e-05, [True, True, True]);  _tensor_constant21 = _param_constant4 = _tensor_constant22 = _tensor_constant23 = _tensor_constant24 = _tensor_constant25 = None
        getitem_12: "f32[2, 4, 6, 6]" = native_batch_norm_backward_2[0]
        getitem_13: "f32[4]" = native_batch_norm_backward_2[1]
        getitem_14: "f32[4]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        _tensor_constant26: "f32[2, 4, 6, 6]" = self._tensor_constant26
        _param_constant5: "f32[4, 4, 3, 3]" = self._param_constant5
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_12, _tensor_constant26, _param_constant5, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_12 = _tensor_constant26 = _param_constant5 = None
        getitem_15: "f32[2, 4, 6, 6]" = convolution_backward_2[0]
        getitem_16: "f32[4, 4, 3, 3]" = convolution_backward_2[1]
        getitem_17 = convolution_backward_2[2];  convolution_backward_2 = getitem_17 = None
        _tensor_constant27: "f32[2, 4, 6, 6]" = self._tensor_constant27
        detach_4: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
        threshold_backward_3: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_15, detach_4, 0);  getitem_15 = detach_4 = None
        _tensor_constant28: "f32[2, 4, 6, 6]" = self._tensor_constant28
        _param_constant6: "f32[4]" = self._param_constant6
        _tensor_constant29: "f32[4]" = self._tensor_constant29
        _tensor_constant30: "f32[4]" = self._tensor_constant30
        _tensor_constant31: "f32[4]" = self._tensor_constant31
        _tensor_constant32: "f32[4]" = self._tensor_constant32
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant28, _param_constant6, _tensor_constant29, _tensor_constant30, _tensor_constant31, _tensor_constant32, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant28 = _param_constant6 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = _tensor_constant32 = None
        getitem_18: "f32[2, 4, 6, 6]" = native_batch_norm_backward_3[0]
        getitem_19: "f32[4]" = native_batch_norm_backward_3[1]
        getitem_20: "f32[4]" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
        _tensor_constant33: "f32[2, 4, 6, 6]" = self._tensor_constant33
        _param_constant7: "f32[4, 4, 3, 3]" = self._param_constant7
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_18, _tensor_constant33, _param_constant7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_18 = _tensor_constant33 = _param_constant7 = None
        getitem_21: "f32[2, 4, 6, 6]" = convolution_backward_3[0]
        getitem_22: "f32[4, 4, 3, 3]" = convolution_backward_3[1]
        getitem_23 = convolution_backward_3[2];  convolution_backward_3 = getitem_23 = None
        add_1: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward_2, getitem_21);  threshold_backward_2 = getitem_21 = None
        _tensor_constant34: "f32[2, 4, 6, 6]" = self._tensor_constant34
        detach_5: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant34);  _tensor_constant34 = None
        threshold_backward_4: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_1, detach_5, 0);  add_1 = detach_5 = None
        _tensor_constant35: "f32[2, 4, 6, 6]" = self._tensor_constant35
        _param_constant8: "f32[4]" = self._param_constant8
        _tensor_constant36: "f32[4]" = self._tensor_constant36
        _tensor_constant37: "f32[4]" = self._tensor_constant37
        _tensor_constant38: "f32[4]" = self._tensor_constant38
        _tensor_constant39: "f32[4]" = self._tensor_constant39
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant35, _param_constant8, _tensor_constant36, _tensor_constant37, _tensor_constant38, _tensor_constant39, True, 1e-05, [True, True, True]);  _tensor_constant35 = _param_constant8 = _tensor_constant36 = _tensor_constant37 = _tensor_constant38 = _tensor_constant39 = None
        getitem_24: "f32[2, 4, 6, 6]" = native_batch_norm_backward_4[0]
        getitem_25: "f32[4]" = native_batch_norm_backward_4[1]
        getitem_26: "f32[4]" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
        _tensor_constant40: "f32[2, 4, 6, 6]" = self._tensor_constant40
        _param_constant9: "f32[4, 4, 3, 3]" = self._param_constant9
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_24, _tensor_constant40, _param_constant9, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_24 = _tensor_constant40 = _param_constant9 = None
        getitem_27: "f32[2, 4, 6, 6]" = convolution_backward_4[0]
        getitem_28: "f32[4, 4, 3, 3]" = convolution_backward_4[1]
        getitem_29 = convolution_backward_4[2];  convolution_backward_4 = getitem_29 = None
        _tensor_constant41: "f32[2, 4, 6, 6]" = self._tensor_constant41
        detach_6: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant41);  _tensor_constant41 = None
        threshold_backward_5: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_27, detach_6, 0);  getitem_27 = detach_6 = None
        _tensor_constant42: "f32[2, 4, 6, 6]" = self._tensor_constant42
        _param_constant10: "f32[4]" = self._param_constant10
        _tensor_constant43: "f32[4]" = self._tensor_constant43
        _tensor_constant44: "f32[4]" = self._tensor_constant44
        _tensor_constant45: "f32[4]" = self._tensor_constant45
        _tensor_constant46: "f32[4]" = self._tensor_constant46
        native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, _tensor_constant42, _param_constant10, _tensor_constant43, _tensor_constant44, _tensor_constant45, _tensor_constant46, True, 1e-05, [True, True, True]);  threshold_backward_5 = _tensor_constant42 = _param_constant10 = _tensor_constant43 = _tensor_constant44 = _tensor_constant45 = _tensor_constant46 = None
        getitem_30: "f32[2, 4, 6, 6]" = native_batch_norm_backward_5[0]
        getitem_31: "f32[4]" = native_batch_norm_backward_5[1]
        getitem_32: "f32[4]" = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
        _tensor_constant47: "f32[2, 4, 6, 6]" = self._tensor_constant47
        _param_constant11: "f32[4, 4, 3, 3]" = self._param_constant11
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_30, _tensor_constant47, _param_constant11, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_30 = _tensor_constant47 = _param_constant11 = None
        getitem_33: "f32[2, 4, 6, 6]" = convolution_backward_5[0]
        getitem_34: "f32[4, 4, 3, 3]" = convolution_backward_5[1]
        getitem_35 = convolution_backward_5[2];  convolution_backward_5 = getitem_35 = None
        add_2: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward_4, getitem_33);  threshold_backward_4 = getitem_33 = None
        _tensor_constant48: "f32[2, 4, 6, 6]" = self._tensor_constant48
        detach_7: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant48);  _tensor_constant48 = None
        threshold_backward_6: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_2, detach_7, 0);  add_2 = detach_7 = None
        _tensor_constant49: "f32[2, 4, 6, 6]" = self._tensor_constant49
        _param_constant12: "f32[4]" = self._param_constant12
        _tensor_constant50: "f32[4]" = self._tensor_constant50
        _tensor_constant51: "f32[4]" = self._tensor_constant51
        _tensor_constant52: "f32[4]" = self._tensor_constant52
        _tensor_constant53: "f32[4]" = self._tensor_constant53
        native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, _tensor_constant49, _param_constant12, _tensor_constant50, _tensor_constant51, _tensor_constant52, _tensor_constant53, True, 1e-05, [True, True, True]);  threshold_backward_6 = _tensor_constant49 = _param_constant12 = _tensor_constant50 = _tensor_constant51 = _tensor_constant52 = _tensor_constant53 = None
        getitem_36: "f32[2, 4, 6, 6]" = native_batch_norm_backward_6[0]
        getitem_37: "f32[4]" = native_batch_norm_backward_6[1]
        getitem_38: "f32[4]" = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
        _tensor_constant54: "f32[2, 3, 6, 6]" = self._tensor_constant54
        _param_constant13: "f32[4, 3, 3, 3]" = self._param_constant13
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_36, _tensor_constant54, _param_constant13, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_36 = _tensor_constant54 = _param_constant13 = None
        getitem_39 = convolution_backward_6[0];  getitem_39 = None
        getitem_40: "f32[4, 3, 3, 3]" = convolution_backward_6[1]
        getitem_41 = convolution_backward_6[2];  convolution_backward_6 = getitem_41 = None
        return (view, t_3, getitem_2, getitem_1, getitem_4, getitem_8, getitem_7, getitem_10, getitem_14, getitem_13, getitem_16, getitem_20, getitem_19, getitem_22, getitem_26, getitem_25, getitem_28, getitem_32, getitem_31, getitem_34, getitem_38, getitem_37, getitem_40)
