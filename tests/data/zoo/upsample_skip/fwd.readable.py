class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 3, 6, 6]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[4, 3, 3, 3]" = self._param_constant0
        _param_constant1: "f32[4]" = self._param_constant1
        convolution: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = _param_constant1 = None
        relu: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(convolution);  convolution = None
        detach: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu);  detach = None
        _param_constant2: "f32[8, 4, 3, 3]" = self._param_constant2
        _param_constant3: "f32[8]" = self._param_constant3
        convolution_1: "f32[2, 8, 3, 3]" = torch.ops.aten.convolution.default(relu, _param_constant2, _param_constant3, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant2 = _param_constant3 = None
        relu_1: "f32[2, 8, 3, 3]" = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
        detach_1: "f32[2, 8, 3, 3]" = torch.ops.aten.detach.default(relu_1);  detach_1 = None
        upsample_bilinear2d: "f32[2, 8, 6, 6]" = torch.ops.aten.upsample_bilinear2d.default(relu_1, [6, 6], True, 2.0, 2.0);  relu_1 = None
        _param_constant4: "f32[4, 8, 1, 1]" = self._param_constant4
        _param_constant5: "f32[4]" = self._param_constant5
        convolution_2: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(upsample_bilinear2d, _param_constant4, _param_constant5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  upsample_bilinear2d = _param_constant4 = _param_constant5 = None
        _param_constant6: "f32[1, 4, 1, 1]" = self._param_constant6
        mul: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(convolution_2, _param_constant6);  convolution_2 = _param_constant6 = None
        mean: "f32[2, 1, 6, 6]" = torch.ops.aten.mean.dim(relu, [1], True)
        sigmoid: "f32[2, 1, 6, 6]" = torch.ops.aten.sigmoid.default(mean);  mean = None
        detach_2: "f32[2, 1, 6, 6]" = torch.ops.aten.detach.default(sigmoid);  detach_2 = None
        mul_1: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(mul, sigmoid);  mul = sigmoid = None
        add: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(relu, mul_1);  relu = mul_1 = None
        upsample_nearest2d: "f32[2, 4, 12, 12]" = torch.ops.aten.upsample_nearest2d.default(add, [12, 12], 2.0, 2.0)
        upsample_bilinear2d_1: "f32[2, 4, 12, 12]" = torch.ops.aten.upsample_bilinear2d.default(add, [12, 12], False, 2.0, 2.0);  add = None
        add_1: "f32[2, 4, 12, 12]" = torch.ops.aten.add.Tensor(upsample_nearest2d, upsample_bilinear2d_1);  upsample_nearest2d = upsample_bilinear2d_1 = None
        mean_1: "f32[2, 4]" = torch.ops.aten.mean.dim(add_1, [2, 3]);  add_1 = None
        _param_constant7: "f32[3, 4]" = self._param_constant7
        t: "f32[4, 3]" = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
        _param_constant8: "f32[3]" = self._param_constant8
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant8, mean_1, t);  _param_constant8 = mean_1 = t = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
        detach_3: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
