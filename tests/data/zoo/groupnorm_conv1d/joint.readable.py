class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 4, 12]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[8, 4, 3]" = self._param_constant0
        _param_constant1: "f32[8]" = self._param_constant1
        convolution: "f32[2, 8, 12]" = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1], [1], [1], False, [0], 1);  _param_constant0 = _param_constant1 = None
        _param_constant2: "f32[8]" = self._param_constant2
        _param_constant3: "f32[8]" = self._param_constant3
        native_group_norm = torch.ops.aten.native_group_norm.default(convolution, _param_constant2, _param_constant3, 2, 8, 12, 2, 1e-05);  _param_constant2 = _param_constant3 = None
        getitem: "f32[2, 8, 12]" = native_group_norm[0]
        getitem_1: "f32[2, 2]" = native_group_norm[1]
        getitem_2: "f32[2, 2]" = native_group_norm[2];  native_group_norm = None
        detach: "f32[2, 2]" = torch.ops.aten.detach.default(getitem_1);  getitem_1 = None
        detach_1: "f32[2, 2]" = torch.ops.aten.detach.default(getitem_2);  getitem_2 = None
        elu: "f32[2, 8, 12]" = torch.ops.aten.elu.default(getitem, 1.0)
        _param_constant4: "f32[4, 8, 3]" = self._param_constant4
        _param_constant5: "f32[4]" = self._param_constant5
        convolution_1: "f32[2, 4, 12]" = torch.ops.aten.convolution.default(elu, _param_constant4, _param_constant5, [1], [1], [1], False, [0], 1);  _param_constant4 = _param_constant5 = None
        unsqueeze: "f32[2, 4, 1, 12]" = torch.ops.aten.unsqueeze.default(convolution_1, -2);  convolution_1 = None
        avg_pool2d: "f32[2, 4, 1, 6]" = torch.ops.aten.avg_pool2d.default(unsqueeze, [1, 2], [1, 2])
        squeeze: "f32[2, 4, 6]" = torch.ops.aten.squeeze.dim(avg_pool2d, -2);  avg_pool2d = None
        view: "f32[2, 24]" = torch.ops.aten.view.default(squeeze, [2, 24]);  squeeze = None
        _param_constant6: "f32[3, 24]" = self._param_constant6
        t: "f32[24, 3]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[3]" = self._param_constant7
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant7, view, t);  _param_constant7 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem_3: "f32[]" = nll_loss_forward[0]
        getitem_4: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem_3, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[2, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_4);  ones_like = _log_softmax = labels_1 = getitem_4 = None
        detach_3: "f32[2, 3]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        _log_softmax_backward_data: "f32[2, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
        t_1: "f32[3, 24]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 24]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
        t_2: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[3, 24]" = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
        t_3: "f32[24, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view_1: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_4: "f32[3, 24]" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_2: "f32[2, 4, 6]" = torch.ops.aten.view.default(mm, [2, 4, 6]);  mm = None
        unsqueeze_1: "f32[2, 4, 1, 6]" = torch.ops.aten.unsqueeze.default(view_2, 2);  view_2 = None
        avg_pool2d_backward: "f32[2, 4, 1, 12]" = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_1, unsqueeze, [1, 2], [1, 2], [0, 0], False, True, None);  unsqueeze_1 = unsqueeze = None
        squeeze_1: "f32[2, 4, 12]" = torch.ops.aten.squeeze.dim(avg_pool2d_backward, -2);  avg_pool2d_backward = None
        _param_constant4_1: "f32[4, 8, 3]" = self._param_constant4
        convolution_backward = torch.ops.aten.convolution_backward.default(squeeze_1, elu, _param_constant4_1, [4], [1], [1], [1], False, [0], 1, [True, True, True]);  squeeze_1 = elu = _param_constant4_1 = None
        getitem_5: "f32[2, 8, 12]" = convolution_backward[0]
        getitem_6: "f32[4, 8, 3]" = convolution_backward[1]
        getitem_7: "f32[4]" = convolution_backward[2];  convolution_backward = None
        elu_backward: "f32[2, 8, 12]" = torch.ops.aten.elu_backward.default(getitem_5, 1.0, 1, 1, False, getitem);  getitem_5 = getitem = None
        detach_4: "f32[2, 2]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_5: "f32[2, 2]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _param_constant2_1: "f32[8]" = self._param_constant2
        native_group_norm_backward = torch.ops.aten.native_group_norm_backward.default(elu_backward, convolution, detach_4, detach_5, _param_constant2_1, 2, 8, 12, 2, [True, True, True]);  elu_backward = convolution = detach_4 = detach_5 = _param_constant2_1 = None
        getitem_8: "f32[2, 8, 12]" = native_group_norm_backward[0]
        getitem_9: "f32[8]" = native_group_norm_backward[1]
        getitem_10: "f32[8]" = native_group_norm_backward[2];  native_group_norm_backward = None
        _param_constant0_1: "f32[8, 4, 3]" = self._param_constant0
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_8, x_1, _param_constant0_1, [8], [1], [1], [1], False, [0], 1, [False, True, True]);  getitem_8 = x_1 = _param_constant0_1 = None
        getitem_11 = convolution_backward_1[0];  getitem_11 = None
        getitem_12: "f32[8, 4, 3]" = convolution_backward_1[1]
        getitem_13: "f32[8]" = convolution_backward_1[2];  convolution_backward_1 = None
        return (getitem_3, getitem_12, getitem_13, getitem_9, getitem_10, getitem_6, getitem_7, t_4, view_1)
