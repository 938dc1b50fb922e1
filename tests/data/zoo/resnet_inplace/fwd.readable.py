class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 3, 6, 6]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[4, 3, 3, 3]" = self._param_constant0
        convolution: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(x_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = None
        _tensor_constant0: "i64[]" = self._tensor_constant0
        add_: "i64[]" = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
        empty: "u8[0]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
        _param_constant1: "f32[4]" = self._param_constant1
        _param_constant2: "f32[4]" = self._param_constant2
        _tensor_constant1: "f32[4]" = self._tensor_constant1
        _tensor_constant2: "f32[4]" = self._tensor_constant2
        native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  convolution = _param_constant1 = _param_constant2 = _tensor_constant1 = _tensor_constant2 = None
        getitem: "f32[2, 4, 6, 6]" = native_batch_norm[0]
        getitem_1: "f32[4]" = native_batch_norm[1];  getitem_1 = None
        getitem_2: "f32[4]" = native_batch_norm[2];  native_batch_norm = getitem_2 = None
        relu: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(getitem);  getitem = None
        detach: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu);  detach = None
        _param_constant3: "f32[4, 4, 3, 3]" = self._param_constant3
        convolution_1: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu, _param_constant3, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant3 = None
        _tensor_constant3: "i64[]" = self._tensor_constant3
        add__1: "i64[]" = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
        empty_1: "u8[0]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
        _param_constant4: "f32[4]" = self._param_constant4
        _param_constant5: "f32[4]" = self._param_constant5
        _tensor_constant4: "f32[4]" = self._tensor_constant4
        _tensor_constant5: "f32[4]" = self._tensor_constant5
        native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant4, _param_constant5, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  convolution_1 = _param_constant4 = _param_constant5 = _tensor_constant4 = _tensor_constant5 = None
        getitem_3: "f32[2, 4, 6, 6]" = native_batch_norm_1[0]
        getitem_4: "f32[4]" = native_batch_norm_1[1];  getitem_4 = None
        getitem_5: "f32[4]" = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
        relu_: "f32[2, 4, 6, 6]" = torch.ops.aten.relu_.default(getitem_3);  getitem_3 = None
        detach_1: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_);  detach_1 = None
        _param_constant6: "f32[4, 4, 3, 3]" = self._param_constant6
        convolution_2: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu_, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_ = _param_constant6 = None
        _tensor_constant6: "i64[]" = self._tensor_constant6
        add__2: "i64[]" = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
        empty_2: "u8[0]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
        _param_constant7: "f32[4]" = self._param_constant7
        _param_constant8: "f32[4]" = self._param_constant8
        _tensor_constant7: "f32[4]" = self._tensor_constant7
        _tensor_constant8: "f32[4]" = self._tensor_constant8
        native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant7, _param_constant8, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  convolution_2 = _param_constant7 = _param_constant8 = _tensor_constant7 = _tensor_constant8 = None
        getitem_6: "f32[2, 4, 6, 6]" = native_batch_norm_2[0]
        getitem_7: "f32[4]" = native_batch_norm_2[1];  getitem_7 = None
        getitem_8: "f32[4]" = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
        add__3: "f32[2, 4, 6, 6]" = torch.ops.aten.add_.Tensor(getitem_6, relu);  getitem_6 = relu = None
        relu__1: "f32[2, 4, 6, 6]" = torch.ops.aten.relu_.default(add__3);  add__3 = None
        detach_2: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu__1);  detach_2 = None
        _param_constant9: "f32[4, 4, 3, 3]" = self._param_constant9
        convolution_3: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu__1, _param_constant9, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant9 = None
        _tensor_constant9: "i64[]" = self._tensor_constant9
        add__4: "i64[]" = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__4 = None
        empty_3: "u8[0]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
        _param_constant10: "f32[4]" = self._param_constant10
        _param_constant11: "f32[4]" = self._param_constant11
        _tensor_constant10: "f32[4]" = self._tensor_constant10
        _tensor_constant11: "f32[4]" = self._tensor_constant11
        native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant10, _param_constant11, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  convolution_3 = _param_constant10 = _param_constant11 = _tensor_constant10 = _tensor_constant11 = None
        getitem_9: "f32[2, 4, 6, 6]" = native_batch_norm_3[0]
        getitem_10: "f32[4]" = native_batch_norm_3[1];  getitem_10 = None
        getitem_11: "f32[4]" = native_batch_norm_3[2];  native_batch_norm_3 = getitem_11 = None
        relu__2: "f32[2, 4, 6, 6]" = torch.ops.aten.relu_.default(getitem_9);  getitem_9 = None
        detach_3: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu__2);  detach_3 = None
        _param_constant12: "f32[4, 4, 3, 3]" = self._param_constant12
        convolution_4: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu__2, _param_constant12, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__2 = _param_constant12 = None
        _tensor_constant12: "i64[]" = self._tensor_constant12
        add__5: "i64[]" = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__5 = None
        empty_4: "u8[0]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
        _param_constant13: "f32[4]" = self._param_constant13
        _param_constant14: "f32[4]" = self._param_constant14
        _tensor_constant13: "f32[4]" = self._tensor_constant13
        _tensor_constant14: "f32[4]" = self._tensor_constant14
        native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  convolution_4 = _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
        getitem_12: "f32[2, 4, 6, 6]" = native_batch_norm_4[0]
        getitem_13: "f32[4]" = native_batch_norm_4[1];  getitem_13 = None
        getitem_14: "f32[4]" = native_batch_norm_4[2];  native_batch_norm_4 = getitem_14 = None
        add__6: "f32[2, 4, 6, 6]" = torch.ops.aten.add_.Tensor(getitem_12, relu__1);  getitem_12 = relu__1 = None
        relu__3: "f32[2, 4, 6, 6]" = torch.ops.aten.relu_.default(add__6);  add__6 = None
        detach_4: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu__3);  detach_4 = None
        mean: "f32[2, 4, 1, 1]" = torch.ops.aten.mean.dim(relu__3, [-1, -2], True);  relu__3 = None
        view: "f32[2, 4]" = torch.ops.aten.view.default(mean, [2, 4]);  mean = None
        _param_constant15: "f32[5, 4]" = self._param_constant15
        t: "f32[4, 5]" = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
        _param_constant16: "f32[5]" = self._param_constant16
        addmm: "f32[2, 5]" = torch.ops.aten.addmm.default(_param_constant16, view, t);  _param_constant16 = view = t = None
        _log_softmax: "f32[2, 5]" = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
        detach_5: "f32[2, 5]" = torch.ops.aten.detach.default(_log_softmax);  detach_5 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_15: "f32[]" = nll_loss_forward[0]
        getitem_16: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_16 = None
        return getitem_15
