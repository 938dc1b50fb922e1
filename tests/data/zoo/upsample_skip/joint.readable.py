class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 3, 6, 6]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[4, 3, 3, 3]" = self._param_constant0
        _param_constant1: "f32[4]" = self._param_constant1
        convolution: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant0 = _param_constant1 = None
        relu: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(convolution);  convolution = None
        detach: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu)
        _param_constant2: "f32[8, 4, 3, 3]" = self._param_constant2
        _param_constant3: "f32[8]" = self._param_constant3
        convolution_1: "f32[2, 8, 3, 3]" = torch.ops.aten.convolution.default(relu, _param_constant2, _param_constant3, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant2 = _param_constant3 = None
        relu_1: "f32[2, 8, 3, 3]" = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
        detach_1: "f32[2, 8, 3, 3]" = torch.ops.aten.detach.default(relu_1)
        upsample_bilinear2d: "f32[2, 8, 6, 6]" = torch.ops.aten.upsample_bilinear2d.default(relu_1, [6, 6], True, 2.0, 2.0);  relu_1 = None
        _param_constant4: "f32[4, 8, 1, 1]" = self._param_constant4
        _param_constant5: "f32[4]" = self._param_constant5
        convolution_2: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(upsample_bilinear2d, _param_constant4, _param_constant5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant4 = _param_constant5 = None
        _param_constant6: "f32[1, 4, 1, 1]" = self._param_constant6
        mul: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(convolution_2, _param_constant6);  _param_constant6 = None
        mean: "f32[2, 1, 6, 6]" = torch.ops.aten.mean.dim(relu, [1], True)
        sigmoid: "f32[2, 1, 6, 6]" = torch.ops.aten.sigmoid.default(mean);  mean = None
        detach_2: "f32[2, 1, 6, 6]" = torch.ops.aten.detach.default(sigmoid)
        mul_1: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(mul, sigmoid)
        add: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(relu, mul_1);  mul_1 = None
        upsample_nearest2d: "f32[2, 4, 12, 12]" = torch.ops.aten.upsample_nearest2d.default(add, [12, 12], 2.0, 2.0)
        upsample_bilinear2d_1: "f32[2, 4, 12, 12]" = torch.ops.aten.upsample_bilinear2d.default(add, [12, 12], False, 2.0, 2.0);  add = None
        add_1: "f32[2, 4, 12, 12]" = torch.ops.aten.add.Tensor(upsample_nearest2d, upsample_bilinear2d_1);  upsample_nearest2d = upsample_bilinear2d_1 = None
        mean_1: "f32[2, 4]" = torch.ops.aten.mean.dim(add_1, [2, 3]);  add_1 = None
        _param_constant7: "f32[3, 4]" = self._param_constant7
        t: "f32[4, 3]" = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
        _param_constant8: "f32[3]" = self._param_constant8
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant8, mean_1, t);  _param_constant8 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
        detach_3: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[2, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
        detach_4: "f32[2, 3]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        _log_softmax_backward_data: "f32[2, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_4, 1, torch.float32);  nll_loss_backward = detach_4 = None
        t_1: "f32[3, 4]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 4]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
        t_2: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[3, 4]" = torch.ops.aten.mm.default(t_2, mean_1);  t_2 = mean_1 = None
        t_3: "f32[4, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_4: "f32[3, 4]" = torch.ops.aten.t.default(t_3);  t_3 = None
        unsqueeze: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
        unsqueeze_1: "f32[2, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
        expand: "f32[2, 4, 12, 12]" = torch.ops.aten.expand.default(unsqueeze_1, [2, 4, 12, 12]);  unsqueeze_1 = None
        div: "f32[2, 4, 12, 12]" = torch.ops.aten.div.Scalar(expand, 144);  expand = None
        upsample_bilinear2d_backward: "f32[2, 4, 6, 6]" = torch.ops.aten.upsample_bilinear2d_backward.default(div, [12, 12], [2, 4, 6, 6], False, 2.0, 2.0)
        upsample_nearest2d_backward: "f32[2, 4, 6, 6]" = torch.ops.aten.upsample_nearest2d_backward.default(div, [12, 12], [2, 4, 6, 6], 2.0, 2.0);  div = None
        add_2: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(upsample_bilinear2d_backward, upsample_nearest2d_backward);  upsample_bilinear2d_backward = upsample_nearest2d_backward = None
        mul_2: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(add_2, mul);  mul = None
        mul_3: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(add_2, sigmoid);  sigmoid = None
        sum_2: "f32[2, 1, 6, 6]" = torch.ops.aten.sum.dim_IntList(mul_2, [1], True);  mul_2 = None
        detach_5: "f32[2, 1, 6, 6]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        sigmoid_backward: "f32[2, 1, 6, 6]" = torch.ops.aten.sigmoid_backward.default(sum_2, detach_5);  sum_2 = detach_5 = None
        expand_1: "f32[2, 4, 6, 6]" = torch.ops.aten.expand.default(sigmoid_backward, [2, 4, 6, 6]);  sigmoid_backward = None
        div_1: "f32[2, 4, 6, 6]" = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
        add_3: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(add_2, div_1);  add_2 = div_1 = None
        mul_4: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(mul_3, convolution_2);  convolution_2 = None
        _param_constant6_1: "f32[1, 4, 1, 1]" = self._param_constant6
        mul_5: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(mul_3, _param_constant6_1);  mul_3 = _param_constant6_1 = None
        sum_3: "f32[1, 4, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_4, [0, 2, 3], True);  mul_4 = None
        _param_constant4_1: "f32[4, 8, 1, 1]" = self._param_constant4
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_5, upsample_bilinear2d, _param_constant4_1, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_5 = upsample_bilinear2d = _param_constant4_1 = None
        getitem_2: "f32[2, 8, 6, 6]" = convolution_backward[0]
        getitem_3: "f32[4, 8, 1, 1]" = convolution_backward[1]
        getitem_4: "f32[4]" = convolution_backward[2];  convolution_backward = None
        upsample_bilinear2d_backward_1: "f32[2, 8, 3, 3]" = torch.ops.aten.upsample_bilinear2d_backward.default(getitem_2, [6, 6], [2, 8, 3, 3], True, 2.0, 2.0);  getitem_2 = None
        detach_6: "f32[2, 8, 3, 3]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward: "f32[2, 8, 3, 3]" = torch.ops.aten.threshold_backward.default(upsample_bilinear2d_backward_1, detach_6, 0);  upsample_bilinear2d_backward_1 = detach_6 = None
        _param_constant2_1: "f32[8, 4, 3, 3]" = self._param_constant2
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward, relu, _param_constant2_1, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward = relu = _param_constant2_1 = None
        getitem_5: "f32[2, 4, 6, 6]" = convolution_backward_1[0]
        getitem_6: "f32[8, 4, 3, 3]" = convolution_backward_1[1]
        getitem_7: "f32[8]" = convolution_backward_1[2];  convolution_backward_1 = None
        add_4: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(add_3, getitem_5);  add_3 = getitem_5 = None
        detach_7: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_1: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_4, detach_7, 0);  add_4 = detach_7 = None
        _param_constant0_1: "f32[4, 3, 3, 3]" = self._param_constant0
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(threshold_backward_1, x_1, _param_constant0_1, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward_1 = x_1 = _param_constant0_1 = None
        getitem_8 = convolution_backward_2[0];  getitem_8 = None
        getitem_9: "f32[4, 3, 3, 3]" = convolution_backward_2[1]
        getitem_10: "f32[4]" = convolution_backward_2[2];  convolution_backward_2 = None
        return (getitem, sum_3, getitem_9, getitem_10, getitem_6, getitem_7, getitem_3, getitem_4, t_4, view)
