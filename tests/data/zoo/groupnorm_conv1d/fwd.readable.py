class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 4, 12]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[8, 4, 3]" = self._param_constant0
        _param_constant1: "f32[8]" = self._param_constant1
        convolution: "f32[2, 8, 12]" = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1], [1], [1], False, [0], 1);  x_1 = _param_constant0 = _param_constant1 = None
        _param_constant2: "f32[8]" = self._param_constant2
        _param_constant3: "f32[8]" = self._param_constant3
        native_group_norm = torch.ops.aten.native_group_norm.default(convolution, _param_constant2, _param_constant3, 2, 8, 12, 2, 1e-05);  convolution = _param_constant2 = _param_constant3 = None
        getitem: "f32[2, 8, 12]" = native_group_norm[0]
        getitem_1: "f32[2, 2]" = native_group_norm[1]
        getitem_2: "f32[2, 2]" = native_group_norm[2];  native_group_norm = None
        detach: "f32[2, 2]" = torch.ops.aten.detach.default(getitem_1);  getitem_1 = detach = None
        detach_1: "f32[2, 2]" = torch.ops.aten.detach.default(getitem_2);  getitem_2 = detach_1 = None
        elu: "f32[2, 8, 12]" = torch.ops.aten.elu.default(getitem, 1.0);  getitem = None
        _param_constant4: "f32[4, 8, 3]" = self._param_constant4
        _param_constant5: "f32[4]" = self._param_constant5
        convolution_1: "f32[2, 4, 12]" = torch.ops.aten.convolution.default(elu, _param_constant4, _param_constant5, [1], [1], [1], False, [0], 1);  elu = _param_constant4 = _param_constant5 = None
        unsqueeze: "f32[2, 4, 1, 12]" = torch.ops.aten.unsqueeze.default(convolution_1, -2);  convolution_1 = None
        avg_pool2d: "f32[2, 4, 1, 6]" = torch.ops.aten.avg_pool2d.default(unsqueeze, [1, 2], [1, 2]);  unsqueeze = None
        squeeze: "f32[2, 4, 6]" = torch.ops.aten.squeeze.dim(avg_pool2d, -2);  avg_pool2d = None
        view: "f32[2, 24]" = torch.ops.aten.view.default(squeeze, [2, 24]);  squeeze = None
        _param_constant6: "f32[3, 24]" = self._param_constant6
        t: "f32[24, 3]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[3]" = self._param_constant7
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant7, view, t);  _param_constant7 = view = t = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_3: "f32[]" = nll_loss_forward[0]
        getitem_4: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
        return getitem_3
