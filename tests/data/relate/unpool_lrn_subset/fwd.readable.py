class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 2, 4, 4]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[4, 2, 3, 3]" = self._param_constant0
        _param_constant1: "f32[4]" = self._param_constant1
        convolution: "f32[2, 4, 4, 4]" = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = _param_constant1 = None
        relu: "f32[2, 4, 4, 4]" = torch.ops.aten.relu.default(convolution);  convolution = None
        detach: "f32[2, 4, 4, 4]" = torch.ops.aten.detach.default(relu);  detach = None
        max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [2, 2])
        getitem: "f32[2, 4, 2, 2]" = max_pool2d_with_indices[0]
        getitem_1: "i64[2, 4, 2, 2]" = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
        _param_constant2: "f32[4, 4, 3, 3]" = self._param_constant2
        _param_constant3: "f32[4]" = self._param_constant3
        convolution_1: "f32[2, 4, 2, 2]" = torch.ops.aten.convolution.default(getitem, _param_constant2, _param_constant3, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem = _param_constant2 = _param_constant3 = None
        _param_constant4: "f32[4]" = self._param_constant4
        repeat: "f32[8]" = torch.ops.aten.repeat.default(_param_constant4, [2]);  _param_constant4 = None
        _param_constant5: "f32[4]" = self._param_constant5
        repeat_1: "f32[8]" = torch.ops.aten.repeat.default(_param_constant5, [2]);  _param_constant5 = None
        view: "f32[1, 8, 2, 2]" = torch.ops.aten.view.default(convolution_1, [1, 8, 2, 2]);  convolution_1 = None
        empty: "u8[0]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
        native_batch_norm = torch.ops.aten.native_batch_norm.default(view, repeat, repeat_1, None, None, True, 0.1, 1e-05);  view = repeat = repeat_1 = None
        getitem_2: "f32[1, 8, 2, 2]" = native_batch_norm[0]
        getitem_3: "f32[8]" = native_batch_norm[1];  getitem_3 = None
        getitem_4: "f32[8]" = native_batch_norm[2];  native_batch_norm = getitem_4 = None
        view_1: "f32[2, 4, 2, 2]" = torch.ops.aten.view.default(getitem_2, [2, 4, 2, 2]);  getitem_2 = None
        tanh: "f32[2, 4, 2, 2]" = torch.ops.aten.tanh.default(view_1);  view_1 = None
        detach_1: "f32[2, 4, 2, 2]" = torch.ops.aten.detach.default(tanh);  detach_1 = None
        max_unpool2d: "f32[2, 4, 4, 4]" = torch.ops.aten.max_unpool2d.default(tanh, getitem_1, [4, 4]);  tanh = getitem_1 = None
        add: "f32[2, 4, 4, 4]" = torch.ops.aten.add.Tensor(max_unpool2d, relu);  max_unpool2d = relu = None
        _param_constant6: "f32[4, 4, 3, 3]" = self._param_constant6
        _param_constant7: "f32[4]" = self._param_constant7
        convolution_2: "f32[2, 4, 4, 4]" = torch.ops.aten.convolution.default(add, _param_constant6, _param_constant7, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  add = _param_constant6 = _param_constant7 = None
        mul: "f32[2, 4, 4, 4]" = torch.ops.aten.mul.Tensor(convolution_2, convolution_2)
        view_2: "f32[2, 1, 4, 4, 4]" = torch.ops.aten.view.default(mul, [2, 1, 4, 4, -1]);  mul = None
        constant_pad_nd: "f32[2, 1, 6, 4, 4]" = torch.ops.aten.constant_pad_nd.default(view_2, [0, 0, 0, 0, 1, 1], 0.0);  view_2 = None
        avg_pool3d: "f32[2, 1, 4, 4, 4]" = torch.ops.aten.avg_pool3d.default(constant_pad_nd, [3, 1, 1], [1, 1, 1]);  constant_pad_nd = None
        squeeze: "f32[2, 4, 4, 4]" = torch.ops.aten.squeeze.dim(avg_pool3d, 1);  avg_pool3d = None
        view_3: "f32[2, 4, 4, 4]" = torch.ops.aten.view.default(squeeze, [2, 4, 4, 4]);  squeeze = None
        mul_1: "f32[2, 4, 4, 4]" = torch.ops.aten.mul.Tensor(view_3, 0.01);  view_3 = None
        add_1: "f32[2, 4, 4, 4]" = torch.ops.aten.add.Tensor(mul_1, 1.0);  mul_1 = None
        pow_1: "f32[2, 4, 4, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_1, 0.75);  add_1 = None
        div: "f32[2, 4, 4, 4]" = torch.ops.aten.div.Tensor(convolution_2, pow_1);  convolution_2 = pow_1 = None
        mean: "f32[2, 4]" = torch.ops.aten.mean.dim(div, [2, 3]);  div = None
        _param_constant8: "f32[3, 4]" = self._param_constant8
        t: "f32[4, 3]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[3]" = self._param_constant9
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant9, mean, t);  _param_constant9 = mean = t = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_5: "f32[]" = nll_loss_forward[0]
        getitem_6: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_6 = None
        return getitem_5
