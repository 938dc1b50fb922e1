class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 5, 6]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        new_zeros: "f32[2, 10, 6]" = torch.ops.aten.new_zeros.default(x_1, [2, 10, 6], pin_memory = False)
        view: "f32[10, 6]" = torch.ops.aten.view.default(x_1, [10, 6])
        _param_constant0: "f32[6, 6]" = self._param_constant0
        t: "f32[6, 6]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[6]" = self._param_constant1
        addmm: "f32[10, 6]" = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
        view_1: "f32[2, 5, 6]" = torch.ops.aten.view.default(addmm, [2, 5, 6]);  addmm = None
        tanh: "f32[2, 5, 6]" = torch.ops.aten.tanh.default(view_1);  view_1 = None
        detach: "f32[2, 5, 6]" = torch.ops.aten.detach.default(tanh);  detach = None
        slice_1: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(new_zeros, 1, 0, 5)
        copy_: "f32[2, 5, 6]" = torch.ops.aten.copy_.default(slice_1, tanh);  slice_1 = tanh = copy_ = None
        view_2: "f32[10, 6]" = torch.ops.aten.view.default(x_1, [10, 6]);  x_1 = None
        _param_constant2: "f32[6, 6]" = self._param_constant2
        t_1: "f32[6, 6]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[6]" = self._param_constant3
        addmm_1: "f32[10, 6]" = torch.ops.aten.addmm.default(_param_constant3, view_2, t_1);  _param_constant3 = view_2 = t_1 = None
        view_3: "f32[2, 5, 6]" = torch.ops.aten.view.default(addmm_1, [2, 5, 6]);  addmm_1 = None
        slice_2: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(new_zeros, 1, 5, 9223372036854775807)
        copy__1: "f32[2, 5, 6]" = torch.ops.aten.copy_.default(slice_2, view_3);  slice_2 = view_3 = copy__1 = None
        slice_3: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(new_zeros, 1, 5, 9223372036854775807)
        _tensor_constant0: "b8[5, 1]" = self._tensor_constant0
        masked_fill_: "f32[2, 5, 6]" = torch.ops.aten.masked_fill_.Scalar(slice_3, _tensor_constant0, 0.0);  slice_3 = _tensor_constant0 = masked_fill_ = None
        select: "f32[2, 6]" = torch.ops.aten.select.int(new_zeros, 1, 0)
        add_: "f32[2, 6]" = torch.ops.aten.add_.Tensor(select, 1.0);  select = add_ = None
        transpose: "f32[2, 6, 10]" = torch.ops.aten.transpose.int(new_zeros, 1, 2)
        upsample_nearest1d: "f32[2, 6, 20]" = torch.ops.aten.upsample_nearest1d.default(transpose, [20], 2.0);  transpose = None
        mean: "f32[2, 6]" = torch.ops.aten.mean.dim(upsample_nearest1d, [2]);  upsample_nearest1d = None
        amax: "f32[2, 6]" = torch.ops.aten.amax.default(new_zeros, [1]);  new_zeros = None
        detach_1: "f32[2, 6]" = torch.ops.aten.detach.default(amax);  detach_1 = None
        add: "f32[2, 6]" = torch.ops.aten.add.Tensor(mean, amax);  mean = amax = None
        _param_constant4: "f32[3, 6]" = self._param_constant4
        t_2: "f32[6, 3]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[3]" = self._param_constant5
        addmm_2: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant5, add, t_2);  _param_constant5 = add = t_2 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
