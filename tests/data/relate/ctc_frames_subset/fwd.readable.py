class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 4, 10]", labels_1: "i64[2]", targets_1: "i64[2, 3]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[8, 4, 3]" = self._param_constant0
        _param_constant1: "f32[8]" = self._param_constant1
        convolution: "f32[2, 8, 10]" = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1], [1], [1], False, [0], 1);  x_1 = _param_constant0 = _param_constant1 = None
        gelu: "f32[2, 8, 10]" = torch.ops.aten.gelu.default(convolution);  convolution = None
        transpose: "f32[2, 10, 8]" = torch.ops.aten.transpose.int(gelu, 1, 2);  gelu = None
        _param_constant2: "f32[5, 8]" = self._param_constant2
        t: "f32[8, 5]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        clone: "f32[2, 10, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format)
        _unsafe_view: "f32[20, 8]" = torch.ops.aten._unsafe_view.default(clone, [20, 8]);  clone = None
        mm: "f32[20, 5]" = torch.ops.aten.mm.default(_unsafe_view, t);  _unsafe_view = t = None
        _unsafe_view_1: "f32[2, 10, 5]" = torch.ops.aten._unsafe_view.default(mm, [2, 10, 5]);  mm = None
        _param_constant3: "f32[5]" = self._param_constant3
        add: "f32[2, 10, 5]" = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant3);  _unsafe_view_1 = _param_constant3 = None
        _log_softmax: "f32[2, 10, 5]" = torch.ops.aten._log_softmax.default(add, -1, False);  add = None
        detach: "f32[2, 10, 5]" = torch.ops.aten.detach.default(_log_softmax);  detach = None
        transpose_1: "f32[10, 2, 5]" = torch.ops.aten.transpose.int(_log_softmax, 0, 1);  _log_softmax = None
        mean: "f32[2, 8]" = torch.ops.aten.mean.dim(transpose, [1]);  transpose = None
        _param_constant4: "f32[3, 8]" = self._param_constant4
        t_1: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[3]" = self._param_constant5
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant5, mean, t_1);  _param_constant5 = mean = t_1 = None
        _ctc_loss = torch.ops.aten._ctc_loss.default(transpose_1, targets_1, [10, 8], [3, 2]);  transpose_1 = targets_1 = None
        getitem: "f32[2]" = _ctc_loss[0]
        getitem_1: "f32[2, 10, 7]" = _ctc_loss[1];  _ctc_loss = getitem_1 = None
        detach_1: "f32[2]" = torch.ops.aten.detach.default(getitem);  detach_1 = None
        _tensor_constant0: "f32[2]" = self._tensor_constant0
        lift_fresh_copy: "f32[2]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
        div: "f32[2]" = torch.ops.aten.div.Tensor(getitem, lift_fresh_copy);  getitem = lift_fresh_copy = None
        _log_softmax_1: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax_1);  detach_2 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax_1, labels_1, None, 1, -100);  _log_softmax_1 = labels_1 = None
        getitem_2: "f32[]" = nll_loss_forward[0]
        getitem_3: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_3 = None
        mean_1: "f32[]" = torch.ops.aten.mean.default(div);  div = None
        add_1: "f32[]" = torch.ops.aten.add.Tensor(getitem_2, mean_1);  getitem_2 = mean_1 = None
        return add_1
