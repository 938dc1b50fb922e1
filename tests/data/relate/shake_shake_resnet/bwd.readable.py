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
        _tensor_constant4: "f32[16, 5]" = self._tensor_constant4
        t: "f32[5, 16]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 16]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[5, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[4, 16]" = self._tensor_constant5
        mm_1: "f32[5, 16]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[16, 5]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 5]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[5]" = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
        t_3: "f32[5, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        view_1: "f32[4, 16, 1, 1]" = torch.ops.aten.view.default(mm, [4, 16, 1, 1]);  mm = None
        expand: "f32[4, 16, 2, 2]" = torch.ops.aten.expand.default(view_1, [4, 16, 2, 2]);  view_1 = None
        div: "f32[4, 16, 2, 2]" = torch.ops.aten.div.Scalar(expand, 4);  expand = None
        _tensor_constant6: "f32[4, 16, 2, 2]" = self._tensor_constant6
        detach_1: "f32[4, 16, 2, 2]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
        threshold_backward: "f32[4, 16, 2, 2]" = torch.ops.aten.threshold_backward.default(div, detach_1, 0);  div = detach_1 = None
        _tensor_constant7: "f32[4, 16, 2, 2]" = self._tensor_constant7
        _param_constant0: "f32[16]" = self._param_constant0
        _tensor_constant8: "f32[16]" = self._tensor_constant8
        _tensor_constant9: "f32[16]" = self._tensor_constant9
        _tensor_constant10: "f32[16]" = self._tensor_constant10
        _tensor_constant11: "f32[16]" = self._tensor_constant11
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant7, _param_constant0, _tensor_constant8, _tensor_constant9, _tensor_constant10, _tensor_constant11, True, 1e-05, [True, True, True]);  _tensor_constant7 = _param_constant0 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = None
        getitem: "f32[4, 16, 2, 2]" = native_batch_norm_backward[0]
        getitem_1: "f32[16]" = native_batch_norm_backward[1]
        getitem_2: "f32[16]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        slice_1: "f32[4, 8, 2, 2]" = torch.ops.aten.slice.Tensor(getitem, 1, 0, 8)
        slice_2: "f32[4, 8, 2, 2]" = torch.ops.aten.slice.Tensor(getitem, 1, 8, 16);  getitem = None
        _tensor_constant12: "f32[4, 8, 2, 2]" = self._tensor_constant12
        _param_constant1: "f32[8, 8, 1, 1]" = self._param_constant1
        convolution_backward = torch.ops.aten.convolution_backward.default(slice_2, _tensor_constant12, _param_constant1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_2 = _tensor_constant12 = _param_constant1 = None
        getitem_3: "f32[4, 8, 2, 2]" = convolution_backward[0]
        getitem_4: "f32[8, 8, 1, 1]" = convolution_backward[1]
        getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
        _tensor_constant13: "f32[4, 8, 4, 4]" = self._tensor_constant13
        avg_pool2d_backward: "f32[4, 8, 4, 4]" = torch.ops.aten.avg_pool2d_backward.default(getitem_3, _tensor_constant13, [1, 1], [2, 2], [0, 0], False, True, None);  getitem_3 = _tensor_constant13 = None
        constant_pad_nd: "f32[4, 8, 3, 3]" = torch.ops.aten.constant_pad_nd.default(avg_pool2d_backward, [0, -1, 0, -1]);  avg_pool2d_backward = None
        slice_backward: "f32[4, 8, 3, 4]" = torch.ops.aten.slice_backward.default(constant_pad_nd, [4, 8, 3, 4], 3, 1, 9223372036854775807, 1);  constant_pad_nd = None
        slice_backward_1: "f32[4, 8, 4, 4]" = torch.ops.aten.slice_backward.default(slice_backward, [4, 8, 4, 4], 2, 1, 9223372036854775807, 1);  slice_backward = None
        _tensor_constant14: "f32[4, 8, 2, 2]" = self._tensor_constant14
        _param_constant2: "f32[8, 8, 1, 1]" = self._param_constant2
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(slice_1, _tensor_constant14, _param_constant2, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_1 = _tensor_constant14 = _param_constant2 = None
        getitem_6: "f32[4, 8, 2, 2]" = convolution_backward_1[0]
        getitem_7: "f32[8, 8, 1, 1]" = convolution_backward_1[1]
        getitem_8 = convolution_backward_1[2];  convolution_backward_1 = getitem_8 = None
        _tensor_constant15: "f32[4, 8, 4, 4]" = self._tensor_constant15
        avg_pool2d_backward_1: "f32[4, 8, 4, 4]" = torch.ops.aten.avg_pool2d_backward.default(getitem_6, _tensor_constant15, [1, 1], [2, 2], [0, 0], False, True, None);  getitem_6 = _tensor_constant15 = None
        add: "f32[4, 8, 4, 4]" = torch.ops.aten.add.Tensor(slice_backward_1, avg_pool2d_backward_1);  slice_backward_1 = avg_pool2d_backward_1 = None
        _tensor_constant16: "f32[4, 8, 4, 4]" = self._tensor_constant16
        detach_2: "f32[4, 8, 4, 4]" = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
        threshold_backward_1: "f32[4, 8, 4, 4]" = torch.ops.aten.threshold_backward.default(add, detach_2, 0);  add = detach_2 = None
        _tensor_constant17: "f32[4, 1, 1, 1]" = self._tensor_constant17
        mul: "f32[4, 16, 2, 2]" = torch.ops.aten.mul.Tensor(threshold_backward, _tensor_constant17);  _tensor_constant17 = None
        _tensor_constant17_1: "f32[4, 1, 1, 1]" = self._tensor_constant17
        rsub: "f32[4, 1, 1, 1]" = torch.ops.aten.rsub.Scalar(_tensor_constant17_1, 1);  _tensor_constant17_1 = None
        mul_1: "f32[4, 16, 2, 2]" = torch.ops.aten.mul.Tensor(threshold_backward, rsub);  threshold_backward = rsub = None
        _tensor_constant18: "f32[4, 16, 2, 2]" = self._tensor_constant18
        _param_constant3: "f32[16]" = self._param_constant3
        _tensor_constant19: "f32[16]" = self._tensor_constant19
        _tensor_constant20: "f32[16]" = self._tensor_constant20
        _tensor_constant21: "f32[16]" = self._tensor_constant21
        _tensor_constant22: "f32[16]" = self._tensor_constant22
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(mul_1, _tensor_constant18, _param_constant3, _tensor_constant19, _tensor_constant20, _tensor_constant21, _tensor_constant22, True, 1e-05, [True, True, True]);  mul_1 = _tensor_constant18 = _param_constant3 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = None
        getitem_9: "f32[4, 16, 2, 2]" = native_batch_norm_backward_1[0]
        getitem_10: "f32[16]" = native_batch_norm_backward_1[1]
        getitem_11: "f32[16]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        _tensor_constant23: "f32[4, 16, 2, 2]" = self._tensor_constant23
        _param_constant4: "f32[16, 16, 3, 3]" = self._param_constant4
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_9, _tensor_constant23, _param_constant4, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_9 = _tensor_constant23 = _param_constant4 = None
        getitem_12: "f32[4, 16, 2, 2]" = convolution_backward_2[0]
        getitem_13: "f32[16, 16, 3, 3]" = convolution_backward_2[1]
        getitem_14 = convolution_backward_2[2];  convolution_backward_2 = getitem_14 = None
        _tensor_constant24: "f32[4, 16, 2, 2]" = self._tensor_constant24
        detach_3: "f32[4, 16, 2, 2]" = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
        threshold_backward_2: "f32[4, 16, 2, 2]" = torch.ops.aten.threshold_backward.default(getitem_12, detach_3, 0);  getitem_12 = detach_3 = None
        _tensor_constant25: "f32[4, 16, 2, 2]" = self._tensor_constant25
        _param_constant5: "f32[16]" = self._param_constant5
        _tensor_constant26: "f32[16]" = self._tensor_constant26
        _tensor_constant27: "f32[16]" = self._tensor_constant27
        _tensor_constant28: "f32[16]" = self._tensor_constant28
        _tensor_constant29: "f32[16]" = self._tensor_constant29
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant25, _param_constant5, _tensor_constant26, _tensor_constant27, _tensor_constant28, _tensor_constant29, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant25 = _param_constant5 = _tensor_constant26 = _tensor_constant27 = _tensor_constant28 = _tensor_constant29 = None
        getitem_15: "f32[4, 16, 2, 2]" = native_batch_norm_backward_2[0]
        getitem_16: "f32[16]" = native_batch_norm_backward_2[1]
        getitem_17: "f32[16]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        _tensor_constant30: "f32[4, 8, 4, 4]" = self._tensor_constant30
        _param_constant6: "f32[16, 8, 3, 3]" = self._param_constant6
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_15, _tensor_constant30, _param_constant6, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_15 = _tensor_constant30 = _param_constant6 = None
        getitem_18: "f32[4, 8, 4, 4]" = convolution_backward_3[0]
        getitem_19: "f32[16, 8, 3, 3]" = convolution_backward_3[1]
        getitem_20 = convolution_backward_3[2];  convolution_backward_3 = getitem_20 = None
        _tensor_constant31: "f32[4, 8, 4, 4]" = self._tensor_constant31
        detach_4: "f32[4, 8, 4, 4]" = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
        threshold_backward_3: "f32[4, 8, 4, 4]" = torch.ops.aten.threshold_backward.default(getitem_18, detach_4, 0);  getitem_18 = detach_4 = None
        add_1: "f32[4, 8, 4, 4]" = torch.ops.aten.add.Tensor(threshold_backward_1, threshold_backward_3);  threshold_backward_1 = threshold_backward_3 = None
        _tensor_constant32: "f32[4, 16, 2, 2]" = self._tensor_constant32
        _param_constant7: "f32[16]" = self._param_constant7
        _tensor_constant33: "f32[16]" = self._tensor_constant33
        _tensor_constant34: "f32[16]" = self._tensor_constant34
        _tensor_constant35: "f32[16]" = self._tensor_constant35
        _tensor_constant36: "f32[16]" = self._tensor_constant36
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(mul, _tensor_constant32, _param_constant7, _tensor_constant33, _tensor_constant34, _tensor_constant35, _tensor_constant36, True, 1e-05, [True, True, True]);  mul = _tensor_constant32 = _param_constant7 = _tensor_constant33 = _tensor_constant34 = _tensor_constant35 = _tensor_constant36 = None
        getitem_21: "f32[4, 16, 2, 2]" = native_batch_norm_backward_3[0]
        getitem_22: "f32[16]" = native_batch_norm_backward_3[1]
        getitem_23: "f32[16]" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
        _tensor_constant37: "f32[4, 16, 2, 2]" = self._tensor_constant37
        _param_constant8: "f32[16, 16, 3, 3]" = self._param_constant8
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_21, _tensor_constant37, _param_constant8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_21 = _tensor_constant37 = _param_constant8 = None
        getitem_24: "f32[4, 16, 2, 2]" = convolution_backward_4[0]
        getitem_25: "f32[16, 16, 3, 3]" = convolution_backward_4[1]
        getitem_26 = convolution_backward_4[2];  convolution_backward_4 = getitem_26 = None
        _tensor_constant38: "f32[4, 16, 2, 2]" = self._tensor_constant38
        detach_5: "f32[4, 16, 2, 2]" = torch.ops.aten.detach.default(_tensor_constant38);  _tensor_constant38 = None
        threshold_backward_4: "f32[4, 16, 2, 2]" = torch.ops.aten.threshold_backward.default(getitem_24, detach_5, 0);  getitem_24 = detach_5 = None
        _tensor_constant39: "f32[4, 16, 2, 2]" = self._tensor_constant39
        _param_constant9: "f32[16]" = self._param_constant9
        _tensor_constant40: "f32[16]" = self._tensor_constant40
        _tensor_constant41: "f32[16]" = self._tensor_constant41
        _tensor_constant42: "f32[16]" = self._tensor_constant42
        _tensor_constant43: "f32[16]" = self._tensor_constant43
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant39, _param_constant9, _tensor_constant40, _tensor_constant41, _tensor_constant42, _tensor_constant43, True, 1e-05, [True, True, True]);  threshold_backward_4 = _tensor_constant39 = _param_constant9 = _tensor_constant40 = _tensor_constant41 = _tensor_constant42 = _tensor_constant43 = None
        getitem_27: "f32[4, 16, 2, 2]" = native_batch_norm_backward_4[0]
        getitem_28: "f32[16]" = native_batch_norm_backward_4[1]
        getitem_29: "f32[16]" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
        _tensor_constant44: "f32[4, 8, 4, 4]" = self._tensor_constant44
        _param_constant10: "f32[16, 8, 3, 3]" = self._param_constant10
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_27, _tensor_constant44, _param_constant10, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_27 = _tensor_constant44 = _param_constant10 = None
        getitem_30: "f32[4, 8, 4, 4]" = convolution_backward_5[0]
        getitem_31: "f32[16, 8, 3, 3]" = convolution_backward_5[1]
        getitem_32 = convolution_backward_5[2];  convolution_backward_5 = getitem_32 = None
        _tensor_constant45: "f32[4, 8, 4, 4]" = self._tensor_constant45
        detach_6: "f32[4, 8, 4, 4]" = torch.ops.aten.detach.default(_tensor_constant45);  _tensor_constant45 = None
        threshold_backward_5: "f32[4, 8, 4, 4]" = torch.ops.aten.threshold_backward.default(getitem_30, detach_6, 0);  getitem_30 = detach_6 = None
        add_2: "f32[4, 8, 4, 4]" = torch.ops.aten.add.Tensor(add_1, threshold_backward_5);  add_1 = threshold_backward_5 = None
        _tensor_constant46: "f32[4, 8, 4, 4]" = self._tensor_constant46
        _param_constant11: "f32[8]" = self._param_constant11
        _tensor_constant47: "f32[8]" = self._tensor_constant47
        _tensor_constant48: "f32[8]" = self._tensor_constant48
        _tensor_constant49: "f32[8]" = self._tensor_constant49
        _tensor_constant50: "f32[8]" = self._tensor_constant50
        native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(add_2, _tensor_constant46, _param_constant11, _tensor_constant47, _tensor_constant48, _tensor_constant49, _tensor_constant50, True, 1e-05, [True, True, True]);  _tensor_constant46 = _param_constant11 = _tensor_constant47 = _tensor_constant48 = _tensor_constant49 = _tensor_constant50 = None
        getitem_33: "f32[4, 8, 4, 4]" = native_batch_norm_backward_5[0]
        getitem_34: "f32[8]" = native_batch_norm_backward_5[1]
        getitem_35: "f32[8]" = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
        slice_3: "f32[4, 4, 4, 4]" = torch.ops.aten.slice.Tensor(getitem_33, 1, 0, 4)
        slice_4: "f32[4, 4, 4, 4]" = torch.ops.aten.slice.Tensor(getitem_33, 1, 4, 8);  getitem_33 = None
        _tensor_constant51: "f32[4, 4, 4, 4]" = self._tensor_constant51
        _param_constant12: "f32[4, 4, 1, 1]" = self._param_constant12
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(slice_4, _tensor_constant51, _param_constant12, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_4 = _tensor_constant51 = _param_constant12 = None
        getitem_36: "f32[4, 4, 4, 4]" = convolution_backward_6[0]
        getitem_37: "f32[4, 4, 1, 1]" = convolution_backward_6[1]
        getitem_38 = convolution_backward_6[2];  convolution_backward_6 = getitem_38 = None
        _tensor_constant52: "f32[4, 4, 8, 8]" = self._tensor_constant52
        avg_pool2d_backward_2: "f32[4, 4, 8, 8]" = torch.ops.aten.avg_pool2d_backward.default(getitem_36, _tensor_constant52, [1, 1], [2, 2], [0, 0], False, True, None);  getitem_36 = _tensor_constant52 = None
        constant_pad_nd_1: "f32[4, 4, 7, 7]" = torch.ops.aten.constant_pad_nd.default(avg_pool2d_backward_2, [0, -1, 0, -1]);  avg_pool2d_backward_2 = None
        slice_backward_2: "f32[4, 4, 7, 8]" = torch.ops.aten.slice_backward.default(constant_pad_nd_1, [4, 4, 7, 8], 3, 1, 9223372036854775807, 1);  constant_pad_nd_1 = None
        slice_backward_3: "f32[4, 4, 8, 8]" = torch.ops.aten.slice_backward.default(slice_backward_2, [4, 4, 8, 8], 2, 1, 9223372036854775807, 1);  slice_backward_2 = None
        _tensor_constant53: "f32[4, 4, 4, 4]" = self._tensor_constant53
        _param_constant13: "f32[4, 4, 1, 1]" = self._param_constant13
        convolution_backward_7 = torch.ops.aten.convolution_backward.default(slice_3, _tensor_constant53, _param_constant13, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_3 = _tensor_constant53 = _param_constant13 = None
        getitem_39: "f32[4, 4, 4, 4]" = convolution_backward_7[0]
        getitem_40: "f32[4, 4, 1, 1]" = convolution_backward_7[1]
        getitem_41 = convolution_backward_7[2];  convolution_backward_7 = getitem_41 = None
        _tensor_constant54: "f32[4, 4, 8, 8]" = self._tensor_constant54
        avg_pool2d_backward_3: "f32[4, 4, 8, 8]" = torch.ops.aten.avg_pool2d_backward.default(getitem_39, _tensor_constant54, [1, 1], [2, 2], [0, 0], False, True, None);  getitem_39 = _tensor_constant54 = None
        add_3: "f32[4, 4, 8, 8]" = torch.ops.aten.add.Tensor(slice_backward_3, avg_pool2d_backward_3);  slice_backward_3 = avg_pool2d_backward_3 = None
        _tensor_constant55: "f32[4, 4, 8, 8]" = self._tensor_constant55
        detach_7: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant55);  _tensor_constant55 = None
        threshold_backward_6: "f32[4, 4, 8, 8]" = torch.ops.aten.threshold_backward.default(add_3, detach_7, 0);  add_3 = detach_7 = None
        _tensor_constant56: "f32[4, 1, 1, 1]" = self._tensor_constant56
        mul_2: "f32[4, 8, 4, 4]" = torch.ops.aten.mul.Tensor(add_2, _tensor_constant56);  _tensor_constant56 = None
        _tensor_constant56_1: "f32[4, 1, 1, 1]" = self._tensor_constant56
        rsub_1: "f32[4, 1, 1, 1]" = torch.ops.aten.rsub.Scalar(_tensor_constant56_1, 1);  _tensor_constant56_1 = None
        mul_3: "f32[4, 8, 4, 4]" = torch.ops.aten.mul.Tensor(add_2, rsub_1);  add_2 = rsub_1 = None
        _tensor_constant57: "f32[4, 8, 4, 4]" = self._tensor_constant57
        _param_constant14: "f32[8]" = self._param_constant14
        _tensor_constant58: "f32[8]" = self._tensor_constant58
        _tensor_constant59: "f32[8]" = self._tensor_constant59
        _tensor_constant60: "f32[8]" = self._tensor_constant60
        _tensor_constant61: "f32[8]" = self._tensor_constant61
        native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(mul_3, _tensor_constant57, _param_constant14, _tensor_constant58, _tensor_constant59, _tensor_constant60, _tensor_constant61, True, 1e-05, [True, True, True]);  mul_3 = _tensor_constant57 = _param_constant14 = _tensor_constant58 = _tensor_constant59 = _tensor_constant60 = _tensor_constant61 = None
        getitem_42: "f32[4, 8, 4, 4]" = native_batch_norm_backward_6[0]
        getitem_43: "f32[8]" = native_batch_norm_backward_6[1]
        getitem_44: "f32[8]" = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
        _tensor_constant62: "f32[4, 8, 4, 4]" = self._tensor_constant62
        _param_constant15: "f32[8, 8, 3, 3]" = self._param_constant15
        convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_42, _tensor_constant62, _param_constant15, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_42 = _tensor_constant62 = _param_constant15 = None
        getitem_45: "f32[4, 8, 4, 4]" = convolution_backward_8[0]
        getitem_46: "f32[8, 8, 3, 3]" = convolution_backward_8[1]
        getitem_47 = convolution_backward_8[2];  convolution_backward_8 = getitem_47 = None
        _tensor_constant63: "f32[4, 8, 4, 4]" = self._tensor_constant63
        detach_8: "f32[4, 8, 4, 4]" = torch.ops.aten.detach.default(_tensor_constant63);  _tensor_constant63 = None
        threshold_backward_7: "f32[4, 8, 4, 4]" = torch.ops.aten.threshold_backward.default(getitem_45, detach_8, 0);  getitem_45 = detach_8 = None
        _tensor_constant64: "f32[4, 8, 4, 4]" = self._tensor_constant64
        _param_constant16: "f32[8]" = self._param_constant16
        _tensor_constant65: "f32[8]" = self._tensor_constant65
        _tensor_constant66: "f32[8]" = self._tensor_constant66
        _tensor_constant67: "f32[8]" = self._tensor_constant67
        _tensor_constant68: "f32[8]" = self._tensor_constant68
        native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, _tensor_constant64, _param_constant16, _tensor_constant65, _tensor_constant66, _tensor_constant67, _tensor_constant68, True, 1e-05, [True, True, True]);  threshold_backward_7 = _tensor_constant64 = _param_constant16 = _tensor_constant65 = _tensor_constant66 = _tensor_constant67 = _tensor_constant68 = None
        getitem_48: "f32[4, 8, 4, 4]" = native_batch_norm_backward_7[0]
        getitem_49: "f32[8]" = native_batch_norm_backward_7[1]
        getitem_50: "f32[8]" = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
        _tensor_constant69: "f32[4, 4, 8, 8]" = self._tensor_constant69
        _param_constant17: "f32[8, 4, 3, 3]" = self._param_constant17
        convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_48, _tensor_constant69, _param_constant17, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_48 = _tensor_constant69 = _param_constant17 = None
        getitem_51: "f32[4, 4, 8, 8]" = convolution_backward_9[0]
        getitem_52: "f32[8, 4, 3, 3]" = convolution_backward_9[1]
        getitem_53 = convolution_backward_9[2];  convolution_backward_9 = getitem_53 = None
        _tensor_constant70: "f32[4, 4, 8, 8]" = self._tensor_constant70
        detach_9: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant70);  _tensor_constant70 = None
        threshold_backward_8: "f32[4, 4, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_51, detach_9, 0);  getitem_51 = detach_9 = None
        add_4: "f32[4, 4, 8, 8]" = torch.ops.aten.add.Tensor(threshold_backward_6, threshold_backward_8);  threshold_backward_6 = threshold_backward_8 = None
        _tensor_constant71: "f32[4, 8, 4, 4]" = self._tensor_constant71
        _param_constant18: "f32[8]" = self._param_constant18
        _tensor_constant72: "f32[8]" = self._tensor_constant72
        _tensor_constant73: "f32[8]" = self._tensor_constant73
        _tensor_constant74: "f32[8]" = self._tensor_constant74
        _tensor_constant75: "f32[8]" = self._tensor_constant75
        native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(mul_2, _tensor_constant71, _param_constant18, _tensor_constant72, _tensor_constant73, _tensor_constant74, _tensor_constant75, True, 1e-05, [True, True, True]);  mul_2 = _tensor_constant71 = _param_constant18 = _tensor_constant72 = _tensor_constant73 = _tensor_constant74 = _tensor_constant75 = None
        getitem_54: "f32[4, 8, 4, 4]" = native_batch_norm_backward_8[0]
        getitem_55: "f32[8]" = native_batch_norm_backward_8[1]
        getitem_56: "f32[8]" = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
        _tensor_constant76: "f32[4, 8, 4, 4]" = self._tensor_constant76
        _param_constant19: "f32[8, 8, 3, 3]" = self._param_constant19
        convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_54, _tensor_constant76, _param_constant19, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_54 = _tensor_constant76 = _param_constant19 = None
        getitem_57: "f32[4, 8, 4, 4]" = convolution_backward_10[0]
        getitem_58: "f32[8, 8, 3, 3]" = convolution_backward_10[1]
        getitem_59 = convolution_backward_10[2];  convolution_backward_10 = getitem_59 = None
        _tensor_constant77: "f32[4, 8, 4, 4]" = self._tensor_constant77
        detach_10: "f32[4, 8, 4, 4]" = torch.ops.aten.detach.default(_tensor_constant77);  _tensor_constant77 = None
        threshold_backward_9: "f32[4, 8, 4, 4]" = torch.ops.aten.threshold_backward.default(getitem_57, detach_10, 0);  getitem_57 = detach_10 = None
        _tensor_constant78: "f32[4, 8, 4, 4]" = self._tensor_constant78
        _param_constant20: "f32[8]" = self._param_constant20
        _tensor_constant79: "f32[8]" = self._tensor_constant79
        _tensor_constant80: "f32[8]" = self._tensor_constant80
        _tensor_constant81: "f32[8]" = self._tensor_constant81
        _tensor_constant82: "f32[8]" = self._tensor_constant82
        native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, _tensor_constant78, _param_constant20, _tensor_constant79, _tensor_constant80, _tensor_constant81, _tensor_constant82, True, 1e-05, [True, True, True]);  threshold_backward_9 = _tensor_constant78 = _param_constant20 = _tensor_constant79 = _tensor_constant80 = _tensor_constant81 = _tensor_constant82 = None
        getitem_60: "f32[4, 8, 4, 4]" = native_batch_norm_backward_9[0]
        getitem_61: "f32[8]" = native_batch_norm_backward_9[1]
        getitem_62: "f32[8]" = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
        _tensor_constant83: "f32[4, 4, 8, 8]" = self._tensor_constant83
        _param_constant21: "f32[8, 4, 3, 3]" = self._param_constant21
        convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_60, _tensor_constant83, _param_constant21, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_60 = _tensor_constant83 = _param_constant21 = None
        getitem_63: "f32[4, 4, 8, 8]" = convolution_backward_11[0]
        getitem_64: "f32[8, 4, 3, 3]" = convolution_backward_11[1]
        getitem_65 = convolution_backward_11[2];  convolution_backward_11 = getitem_65 = None
        _tensor_constant84: "f32[4, 4, 8, 8]" = self._tensor_constant84
        detach_11: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant84);  _tensor_constant84 = None
        threshold_backward_10: "f32[4, 4, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_63, detach_11, 0);  getitem_63 = detach_11 = None
        add_5: "f32[4, 4, 8, 8]" = torch.ops.aten.add.Tensor(add_4, threshold_backward_10);  add_4 = threshold_backward_10 = None
        _tensor_constant85: "f32[4, 1, 1, 1]" = self._tensor_constant85
        mul_4: "f32[4, 4, 8, 8]" = torch.ops.aten.mul.Tensor(add_5, _tensor_constant85);  _tensor_constant85 = None
        _tensor_constant85_1: "f32[4, 1, 1, 1]" = self._tensor_constant85
        rsub_2: "f32[4, 1, 1, 1]" = torch.ops.aten.rsub.Scalar(_tensor_constant85_1, 1);  _tensor_constant85_1 = None
        mul_5: "f32[4, 4, 8, 8]" = torch.ops.aten.mul.Tensor(add_5, rsub_2);  rsub_2 = None
        _tensor_constant86: "f32[4, 4, 8, 8]" = self._tensor_constant86
        _param_constant22: "f32[4]" = self._param_constant22
        _tensor_constant87: "f32[4]" = self._tensor_constant87
        _tensor_constant88: "f32[4]" = self._tensor_constant88
        _tensor_constant89: "f32[4]" = self._tensor_constant89
        _tensor_constant90: "f32[4]" = self._tensor_constant90
        native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(mul_5, _tensor_constant86, _param_constant22, _tensor_constant87, _tensor_constant88, _tensor_constant89, _tensor_constant90, True, 1e-05, [True, True, True]);  mul_5 = _tensor_constant86 = _param_constant22 = _tensor_constant87 = _tensor_constant88 = _tensor_constant89 = _tensor_constant90 = None
        getitem_66: "f32[4, 4, 8, 8]" = native_batch_norm_backward_10[0]
        getitem_67: "f32[4]" = native_batch_norm_backward_10[1]
        getitem_68: "f32[4]" = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
        _tensor_constant91: "f32[4, 4, 8, 8]" = self._tensor_constant91
        _param_constant23: "f32[4, 4, 3, 3]" = self._param_constant23
        convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_66, _tensor_constant91, _param_constant23, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_66 = _tensor_constant91 = _param_constant23 = None
        getitem_69: "f32[4, 4, 8, 8]" = convolution_backward_12[0]
        getitem_70: "f32[4, 4, 3, 3]" = convolution_backward_12[1]
        getitem_71 = convolution_backward_12[2];  convolution_backward_12 = getitem_71 = None
        _tensor_constant92: "f32[4, 4, 8, 8]" = self._tensor_constant92
        detach_12: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant92);  _tensor_constant92 = None
        threshold_backward_11: "f32[4, 4, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_69, detach_12, 0);  getitem_69 = detach_12 = None
        _tensor_constant93: "f32[4, 4, 8, 8]" = self._tensor_constant93
        _param_constant24: "f32[4]" = self._param_constant24
        _tensor_constant94: "f32[4]" = self._tensor_constant94
        _tensor_constant95: "f32[4]" = self._tensor_constant95
        _tensor_constant96: "f32[4]" = self._tensor_constant96
        _tensor_constant97: "f32[4]" = self._tensor_constant97
        native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, _tensor_constant93, _param_constant24, _tensor_constant94, _tensor_constant95, _tensor_constant96, _tensor_constant97, True, 1e-05, [True, True, True]);  threshold_backward_11 = _tensor_constant93 = _param_constant24 = _tensor_constant94 = _tensor_constant95 = _tensor_constant96 = _tensor_constant97 = None
        getitem_72: "f32[4, 4, 8, 8]" = native_batch_norm_backward_11[0]
        getitem_73: "f32[4]" = native_batch_norm_backward_11[1]
        getitem_74: "f32[4]" = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
        _tensor_constant98: "f32[4, 4, 8, 8]" = self._tensor_constant98
        _param_constant25: "f32[4, 4, 3, 3]" = self._param_constant25
        convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_72, _tensor_constant98, _param_constant25, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_72 = _tensor_constant98 = _param_constant25 = None
        getitem_75: "f32[4, 4, 8, 8]" = convolution_backward_13[0]
        getitem_76: "f32[4, 4, 3, 3]" = convolution_backward_13[1]
        getitem_77 = convolution_backward_13[2];  convolution_backward_13 = getitem_77 = None
        _tensor_constant99: "f32[4, 4, 8, 8]" = self._tensor_constant99
        detach_13: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant99);  _tensor_constant99 = None
        threshold_backward_12: "f32[4, 4, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_75, detach_13, 0);  getitem_75 = detach_13 = None
        add_6: "f32[4, 4, 8, 8]" = torch.ops.aten.add.Tensor(add_5, threshold_backward_12);  add_5 = threshold_backward_12 = None
        _tensor_constant100: "f32[4, 4, 8, 8]" = self._tensor_constant100
        _param_constant26: "f32[4]" = self._param_constant26
        _tensor_constant101: "f32[4]" = self._tensor_constant101
        _tensor_constant102: "f32[4]" = self._tensor_constant102
        _tensor_constant103: "f32[4]" = self._tensor_constant103
        _tensor_constant104: "f32[4]" = self._tensor_constant104
        native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(mul_4, _tensor_constant100, _param_constant26, _tensor_constant101, _tensor_constant102, _tensor_constant103, _tensor_constant104, True, 1e-05, [True, True, True]);  mul_4 = _tensor_constant100 = _param_constant26 = _tensor_constant101 = _tensor_constant102 = _tensor_constant103 = _tensor_constant104 = None
        getitem_78: "f32[4, 4, 8, 8]" = native_batch_norm_backward_12[0]
        getitem_79: "f32[4]" = native_batch_norm_backward_12[1]
        getitem_80: "f32[4]" = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
        _tensor_constant105: "f32[4, 4, 8, 8]" = self._tensor_constant105
        _param_constant27: "f32[4, 4, 3, 3]" = self._param_constant27
        convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_78, _tensor_constant105, _param_constant27, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_78 = _tensor_constant105 = _param_constant27 = None
        getitem_81: "f32[4, 4, 8, 8]" = convolution_backward_14[0]
        getitem_82: "f32[4, 4, 3, 3]" = convolution_backward_14[1]
        getitem_83 = convolution_backward_14[2];  convolution_backward_14 = getitem_83 = None
        _tensor_constant106: "f32[4, 4, 8, 8]" = self._tensor_constant106
        detach_14: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant106);  _tensor_constant106 = None
        threshold_backward_13: "f32[4, 4, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_81, detach_14, 0);  getitem_81 = detach_14 = None
        _tensor_constant107: "f32[4, 4, 8, 8]" = self._tensor_constant107
        _param_constant28: "f32[4]" = self._param_constant28
        _tensor_constant108: "f32[4]" = self._tensor_constant108
        _tensor_constant109: "f32[4]" = self._tensor_constant109
        _tensor_constant110: "f32[4]" = self._tensor_constant110
        _tensor_constant111: "f32[4]" = self._tensor_constant111
        native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, _tensor_constant107, _param_constant28, _tensor_constant108, _tensor_constant109, _tensor_constant110, _tensor_constant111, True, 1e-05, [True, True, True]);  threshold_backward_13 = _tensor_constant107 = _param_constant28 = _tensor_constant108 = _tensor_constant109 = _tensor_constant110 = _tensor_constant111 = None
        getitem_84: "f32[4, 4, 8, 8]" = native_batch_norm_backward_13[0]
        getitem_85: "f32[4]" = native_batch_norm_backward_13[1]
        getitem_86: "f32[4]" = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
        _tensor_constant112: "f32[4, 4, 8, 8]" = self._tensor_constant112
        _param_constant29: "f32[4, 4, 3, 3]" = self._param_constant29
        convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_84, _tensor_constant112, _param_constant29, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_84 = _tensor_constant112 = _param_constant29 = None
        getitem_87: "f32[4, 4, 8, 8]" = convolution_backward_15[0]
        getitem_88: "f32[4, 4, 3, 3]" = convolution_backward_15[1]
        getitem_89 = convolution_backward_15[2];  convolution_backward_15 = getitem_89 = None
        _tensor_constant113: "f32[4, 4, 8, 8]" = self._tensor_constant113
        detach_15: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant113);  _tensor_constant113 = None
        threshold_backward_14: "f32[4, 4, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_87, detach_15, 0);  getitem_87 = detach_15 = None
        add_7: "f32[4, 4, 8, 8]" = torch.ops.aten.add.Tensor(add_6, threshold_backward_14);  add_6 = threshold_backward_14 = None
        _tensor_constant114: "f32[4, 4, 8, 8]" = self._tensor_constant114
        _param_constant30: "f32[4]" = self._param_constant30
        _tensor_constant115: "f32[4]" = self._tensor_constant115
        _tensor_constant116: "f32[4]" = self._tensor_constant116
        _tensor_constant117: "f32[4]" = self._tensor_constant117
        _tensor_constant118: "f32[4]" = self._tensor_constant118
        native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(add_7, _tensor_constant114, _param_constant30, _tensor_constant115, _tensor_constant116, _tensor_constant117, _tensor_constant118, True, 1e-05, [True, True, True]);  add_7 = _tensor_constant114 = _param_constant30 = _tensor_constant115 = _tensor_constant116 = _tensor_constant117 = _tensor_constant118 = None
        getitem_90: "f32[4, 4, 8, 8]" = native_batch_norm_backward_14[0]
        getitem_91: "f32[4]" = native_batch_norm_backward_14[1]
        getitem_92: "f32[4]" = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
        _tensor_constant119: "f32[4, 3, 8, 8]" = self._tensor_constant119
        _param_constant31: "f32[4, 3, 3, 3]" = self._param_constant31
        convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_90, _tensor_constant119, _param_constant31, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_90 = _tensor_constant119 = _param_constant31 = None
        getitem_93 = convolution_backward_16[0];  getitem_93 = None
        getitem_94: "f32[4, 3, 3, 3]" = convolution_backward_16[1]
        getitem_95 = convolution_backward_16[2];  convolution_backward_16 = getitem_95 = None
        return (getitem_94, getitem_91, getitem_92, getitem_88, getitem_85, getitem_86, getitem_82, getitem_79, getitem_80, getitem_76, getitem_73, getitem_74, getitem_70, getitem_67, getitem_68, getitem_64, getitem_61, getitem_62, getitem_58, getitem_55, getitem_56, getitem_52, getitem_49, getitem_50, getitem_46, getitem_43, getitem_44, getitem_40, getitem_37, getitem_34, getitem_35, getitem_31, getitem_28, getitem_29, getitem_25, getitem_22, getitem_23, getitem_19, getitem_16, getitem_17, getitem_13, getitem_10, getitem_11, getitem_7, getitem_4, getitem_1, getitem_2, t_3, view)
